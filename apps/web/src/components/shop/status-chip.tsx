'use client';

import { formatDate, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { stateOf, type OwnListing } from './types';

const tone: Record<string, string> = {
  draft: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  paid: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  expired: 'bg-orange-100 text-orange-900 dark:bg-orange-900/50 dark:text-orange-100',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100',
  disabled: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100',
  deleted: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100',
};

/** A listing's moderation and display state in a word or two (running ones with their end date). */
export function StatusChip({ listing }: { listing: Pick<OwnListing, 'status' | 'expired' | 'expiresAt'> }) {
  const t = useTranslations('shopPanel');
  const locale = useLocale() as Locale;
  const state = stateOf(listing);
  const label =
    state === 'active' && listing.expiresAt
      ? t('status.activeUntil', { date: formatDate(listing.expiresAt, locale) })
      : {
          draft: t('status.draft'),
          paid: t('status.paid'),
          active: t('status.active'),
          expired: t('status.expired'),
          rejected: t('status.rejected'),
          disabled: t('status.disabled'),
          deleted: t('status.deleted'),
        }[state];
  return (
    <span
      data-testid="status-chip"
      data-state={state}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone[state]}`}
    >
      {label}
    </span>
  );
}
