'use client';

import { formatDate, toPersianDigits, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { api } from '@/lib/api-client';
import { TextLink } from '@/components/ui/text-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StatusChip, type StatusTone } from '@/components/ui/status-chip';

export interface AdminShop {
  id: string;
  name: string;
  nameEn: string;
  link: string;
  status: 'active' | 'disabled';
  ownerId: string;
  ownerPhone: string | null;
  activeListings: number;
  createdAt: string;
}

const shopTones: Record<AdminShop['status'], StatusTone> = { active: 'success', disabled: 'neutral' };

/**
 * Shops as cards with the one action that fits each: take it off the market (after a confirmation that
 * says what visitors lose) or put it back. The change shows at once and is put back if the API refuses.
 */
export function ShopList({ shops }: { shops: AdminShop[] }) {
  const t = useTranslations('adminMarket');
  const [rows, setRows] = useState(shops);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<AdminShop | null>(null);
  const locale = useLocale() as Locale;

  const replace = (shop: AdminShop) => setRows((current) => current.map((row) => (row.id === shop.id ? shop : row)));

  async function change(shop: AdminShop, action: 'disable' | 'enable') {
    setBusy(shop.id);
    replace({ ...shop, status: action === 'disable' ? 'disabled' : 'active' });
    try {
      const { data } = await api.post<AdminShop>(`/admin/market/shops/${shop.id}/${action}`);
      replace(data);
    } catch {
      // The API's message is already a toast (api-client); the card goes back to what it was.
      replace(shop);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <ul className="space-y-3" data-testid="admin-shops">
        {rows.map((shop) => (
          <li key={shop.id}>
            <ShopCard
              shop={shop}
              busy={busy === shop.id}
              onDisable={() => setConfirming(shop)}
              onEnable={() => void change(shop, 'enable')}
            />
          </li>
        ))}
      </ul>
      {confirming ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? null : setConfirming(null))}
          title={t('shops.disableTitle', { name: locale === 'fa' ? confirming.name : confirming.nameEn })}
          description={t('shops.disableHint', { count: confirming.activeListings })}
          cancelLabel={t('shops.cancel')}
          confirmLabel={t('shops.disable')}
          onConfirm={() => void change(confirming, 'disable')}
        />
      ) : null}
    </>
  );
}

function ShopCard({
  shop,
  busy,
  onDisable,
  onEnable,
}: {
  shop: AdminShop;
  busy: boolean;
  onDisable: () => void;
  onEnable: () => void;
}) {
  const t = useTranslations('adminMarket');
  const locale = useLocale() as Locale;
  const headingId = useId();
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      data-testid="admin-shop"
      data-shop-id={shop.id}
      className="flex flex-wrap items-center justify-between gap-3 p-4"
    >
      <div className="min-w-0">
        <h2 id={headingId} className="text-base font-bold break-words">
          <span lang="fa" dir="rtl">
            {shop.name}
          </span>
          <span className="mx-2 text-muted-foreground" aria-hidden="true">
            ·
          </span>
          <span lang="en" dir="ltr" className="font-semibold text-muted-foreground">
            {shop.nameEn}
          </span>
        </h2>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {shop.status === 'active' ? (
            <TextLink href={`/market/${shop.link}`} className="font-normal" dir="ltr">
              {shop.link}
            </TextLink>
          ) : (
            <span dir="ltr">{shop.link}</span>
          )}
          {shop.ownerPhone ? (
            <span>
              {t('shops.owner')}{' '}
              <span dir="ltr">{locale === 'fa' ? toPersianDigits(shop.ownerPhone) : shop.ownerPhone}</span>
            </span>
          ) : null}
          <span>{t('shops.activeListings', { count: shop.activeListings })}</span>
          <span>
            {t('shops.since', {
              date: formatDate(shop.createdAt, locale, { year: 'numeric', month: 'short', day: 'numeric' }),
            })}
          </span>
        </p>
      </div>
      <div className="flex items-center gap-3">
        <StatusChip
          data-testid="admin-shop-status"
          status={shop.status}
          tones={shopTones}
          label={shop.status === 'active' ? t('shops.statusActive') : t('shops.statusDisabled')}
        />
        {shop.status === 'active' ? (
          <Button variant="outline" className="text-danger" disabled={busy} onClick={onDisable}>
            {t('shops.disable')}
          </Button>
        ) : (
          <Button variant="outline" disabled={busy} onClick={onEnable}>
            {t('shops.enable')}
          </Button>
        )}
      </div>
    </Card>
  );
}
