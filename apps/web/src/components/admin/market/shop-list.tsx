'use client';

import { formatDate, toPersianDigits, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { buttonClass, Dialog } from '../dialog';

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

const chipStyle = {
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  disabled: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
} as const;

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
        <Dialog
          title={t('shops.disableTitle', { name: locale === 'fa' ? confirming.name : confirming.nameEn })}
          description={t('shops.disableHint', { count: confirming.activeListings })}
          onClose={() => setConfirming(null)}
        >
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={buttonClass.secondary} onClick={() => setConfirming(null)}>
              {t('shops.cancel')}
            </button>
            <button
              type="button"
              className={buttonClass.danger}
              onClick={() => {
                const shop = confirming;
                setConfirming(null);
                void change(shop, 'disable');
              }}
            >
              {t('shops.disable')}
            </button>
          </div>
        </Dialog>
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
    <article
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      data-testid="admin-shop"
      data-shop-id={shop.id}
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-[var(--border)] bg-[var(--surface)] p-4 shadow-sm"
    >
      <div className="min-w-0">
        <h2 id={headingId} className="text-base font-bold break-words">
          <span lang="fa" dir="rtl">
            {shop.name}
          </span>
          <span className="mx-2 text-[var(--text-muted)]" aria-hidden="true">
            ·
          </span>
          <span lang="en" dir="ltr" className="font-semibold text-[var(--text-muted)]">
            {shop.nameEn}
          </span>
        </h2>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-[var(--text-muted)]">
          {shop.status === 'active' ? (
            <Link href={`/market/${shop.link}`} className={buttonClass.link} dir="ltr">
              {shop.link}
            </Link>
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
        <span
          data-testid="admin-shop-status"
          className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${chipStyle[shop.status]}`}
        >
          {shop.status === 'active' ? t('shops.statusActive') : t('shops.statusDisabled')}
        </span>
        {shop.status === 'active' ? (
          <button
            type="button"
            className={`${buttonClass.secondary} text-red-700 dark:text-red-300`}
            disabled={busy}
            onClick={onDisable}
          >
            {t('shops.disable')}
          </button>
        ) : (
          <button type="button" className={buttonClass.secondary} disabled={busy} onClick={onEnable}>
            {t('shops.enable')}
          </button>
        )}
      </div>
    </article>
  );
}
