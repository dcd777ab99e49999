'use client';

import { rejectBody } from '@rassam/api/schemas';
import { fieldMessage, formatDate, formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { MarketImage } from '@/components/market/market-image';
import { FormActions } from '@/components/ui/form-layout';
import { api } from '@/lib/api-client';
import { Alert } from '@/components/ui/alert';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { StatusChip } from '@/components/ui/status-chip';
import { TextArea } from '@/components/ui/text-area';
import { TextLink } from '@/components/ui/text-link';
import { listingTones } from '@/components/shop/listing-status';
import { EditDialog } from './editing';
import type { AdminListing, ListingStatus } from './types';

type Action = 'activate' | 'reject' | 'disable';
/** Activating is the queue's main answer; rejecting is the one the owner must act on. */
const actionVariant: Record<Action, ButtonVariant> = { activate: 'primary', reject: 'danger', disable: 'outline' };

/** What each action leaves the listing as, shown at once and put back if the API refuses. */
const outcome: Record<Action, ListingStatus> = { activate: 'active', reject: 'rejected', disable: 'disabled' };

/** The actions a listing in each state can take (the API refuses the others). */
function actionsFor(listing: AdminListing): Action[] {
  switch (listing.status) {
    case 'paid':
      return ['activate', 'reject', 'disable'];
    case 'active':
      return ['reject', 'disable'];
    case 'disabled':
      return ['activate', 'reject'];
    default:
      return [];
  }
}

/**
 * The queue's listings as cards, with their moderation buttons. A decision shows at once (the card's
 * state changes while the request is on its way) and is put back if the API refuses it; the refusal
 * is the API's own localized text, as a toast.
 */
export function QueueList({
  listings,
  categoryLabels,
}: {
  listings: AdminListing[];
  categoryLabels: Record<string, string>;
}) {
  const [rows, setRows] = useState(listings);
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<AdminListing | null>(null);

  const replace = (listing: AdminListing) =>
    setRows((current) => current.map((row) => (row.id === listing.id ? listing : row)));

  async function decide(listing: AdminListing, action: Action, reason?: string) {
    setBusy(listing.id);
    replace({
      ...listing,
      status: outcome[action],
      expired: action === 'activate' ? false : listing.expired,
      rejectionReason: action === 'reject' ? (reason ?? null) : listing.rejectionReason,
    });
    try {
      const { data } = await api.post<Omit<AdminListing, 'shop'>>(
        `/admin/market/listings/${listing.id}/${action}`,
        action === 'reject' ? { reason } : undefined,
      );
      replace({ ...data, shop: listing.shop });
    } catch {
      // The API's message is already a toast (api-client); the card goes back to what it was.
      replace(listing);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <ul className="space-y-4" data-testid="market-queue">
        {rows.map((listing) => (
          <li key={listing.id}>
            <ListingCard
              listing={listing}
              category={categoryLabels[listing.categoryId]}
              busy={busy === listing.id}
              onAction={(action) => (action === 'reject' ? setRejecting(listing) : decide(listing, action))}
            />
          </li>
        ))}
      </ul>
      {rejecting ? (
        <RejectDialog
          listing={rejecting}
          onClose={() => setRejecting(null)}
          onReject={(reason) => {
            const listing = rejecting;
            setRejecting(null);
            void decide(listing, 'reject', reason);
          }}
        />
      ) : null}
    </>
  );
}

function ListingCard({
  listing,
  category,
  busy,
  onAction,
}: {
  listing: AdminListing;
  category: string | undefined;
  busy: boolean;
  onAction: (action: Action) => void;
}) {
  const t = useTranslations('adminMarket');
  const locale = useLocale() as Locale;
  const headingId = useId();
  const date = (value: string) => formatDate(value, locale, { year: 'numeric', month: 'short', day: 'numeric' });
  const state = listing.status === 'active' && listing.expired ? 'expired' : listing.status;
  const stateLabel: Record<string, string> = {
    paid: t('status.paid'),
    active: t('status.active'),
    expired: t('status.expired'),
    rejected: t('status.rejected'),
    disabled: t('status.disabled'),
    draft: t('status.draft'),
    deleted: t('status.deleted'),
  };
  const kindLabel = { place: t('kinds.place'), service: t('kinds.service'), item: t('kinds.item') }[listing.kind];
  const actionLabel: Record<Action, string> = {
    activate: t('queue.activate'),
    reject: t('queue.reject'),
    disable: t('queue.disable'),
  };
  const title = locale === 'fa' ? listing.titleFa : (listing.titleEn ?? listing.titleFa);
  const shown = listing.images.slice(0, 4);

  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      data-testid="queue-item"
      data-listing-id={listing.id}
      className="p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold break-words">
            <span lang="fa" dir="rtl">
              {listing.titleFa}
            </span>
          </h2>
          <p className="mt-0.5 text-sm break-words text-muted-foreground">
            {listing.titleEn ? (
              <span lang="en" dir="ltr">
                {listing.titleEn}
              </span>
            ) : (
              t('queue.noTitleEn')
            )}
          </p>
        </div>
        <StatusChip data-testid="queue-status" status={state} label={stateLabel[state]} tones={listingTones} />
      </div>

      {shown.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('queue.images')}>
          {shown.map((image, index) => (
            <li key={image.id}>
              <a href={image.url} target="_blank" rel="noreferrer" className="block rounded-lg">
                <MarketImage
                  src={image.url}
                  alt={t('queue.imageAlt', { number: formatNumber(index + 1, locale), title })}
                  width={72}
                  height={72}
                  loading="lazy"
                  className="size-18 rounded-lg border border-border bg-muted object-cover"
                />
              </a>
            </li>
          ))}
          {listing.images.length > shown.length ? (
            <li className="grid size-18 place-items-center rounded-lg border border-dashed border-border text-sm font-semibold text-muted-foreground">
              {t('queue.moreImages', { count: listing.images.length - shown.length })}
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">{t('queue.noImages')}</p>
      )}

      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-4">
        <div className="min-w-0">
          <dt className="text-muted-foreground">{t('queue.shop')}</dt>
          <dd className="font-semibold break-words">
            {locale === 'fa' ? listing.shop.name : listing.shop.nameEn}{' '}
            <TextLink href={`/market/${listing.shop.link}`} dir="ltr" className="font-normal">
              @{listing.shop.link}
            </TextLink>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground">{t('queue.category')}</dt>
          <dd className="font-semibold break-words">
            {kindLabel} · {category ?? t('queue.unknownCategory')}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground">
            {listing.status === 'paid' || listing.pendingMonths > 0 ? t('queue.monthsPaid') : t('queue.shownUntil')}
          </dt>
          <dd className="font-semibold">
            {listing.status === 'paid' || listing.pendingMonths > 0
              ? t('queue.months', { count: listing.pendingMonths })
              : listing.expiresAt
                ? date(listing.expiresAt)
                : '—'}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground">{t('queue.updated')}</dt>
          <dd>
            <time dateTime={listing.updatedAt}>{date(listing.updatedAt)}</time>
          </dd>
        </div>
      </dl>

      {listing.status === 'rejected' && listing.rejectionReason ? (
        <Alert tone="danger" role="note" className="mt-3">
          <p className="font-semibold">{t('queue.reason')}</p>
          <p className="mt-0.5 break-words whitespace-pre-line" data-testid="queue-reason">
            {listing.rejectionReason}
          </p>
        </Alert>
      ) : null}

      {actionsFor(listing).length > 0 ? (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-border pt-4">
          {actionsFor(listing).map((action) => (
            <Button key={action} variant={actionVariant[action]} disabled={busy} onClick={() => onAction(action)}>
              {actionLabel[action]}
            </Button>
          ))}
        </div>
      ) : null}
    </Card>
  );
}

/** Rejecting needs a reason the owner will read: the dialog refuses an empty one, as the API does. */
function RejectDialog({
  listing,
  onClose,
  onReject,
}: {
  listing: AdminListing;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const t = useTranslations('adminMarket');
  const locale = useLocale() as Locale;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const title = locale === 'fa' ? listing.titleFa : (listing.titleEn ?? listing.titleFa);
  return (
    <EditDialog title={t('queue.rejectTitle', { title })} description={t('queue.rejectHint')} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = rejectBody.safeParse({ reason });
          if (!parsed.success) {
            setError(fieldMessage(parsed.error.issues[0] as never, locale));
            return;
          }
          onReject(parsed.data.reason);
        }}
        className="space-y-4"
      >
        <Field label={t('queue.reasonLabel')} error={error}>
          <TextArea
            value={reason}
            rows={4}
            required
            maxLength={1000}
            autoFocus
            onChange={(event) => {
              setReason(event.target.value);
              if (error) setError(null);
            }}
          />
        </Field>
        <FormActions>
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="danger">
            {t('queue.confirmReject')}
          </Button>
        </FormActions>
      </form>
    </EditDialog>
  );
}
