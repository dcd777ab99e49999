'use client';

import { formatDate, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { StatusChip, type StatusTone } from '@/components/ui/status-chip';
import { stateOf, type ListingState, type OwnListing } from './types';

/** How each listing state looks, for the owner and in the back office's queue alike. */
export const listingTones: Record<ListingState, StatusTone> = {
  draft: 'neutral',
  paid: 'info',
  active: 'success',
  expired: 'warning',
  rejected: 'danger',
  disabled: 'neutral',
  deleted: 'neutral',
};

/** A listing's moderation and display state in a word or two (running ones with their end date). */
export function ListingStatus({ listing }: { listing: Pick<OwnListing, 'status' | 'expired' | 'expiresAt'> }) {
  const t = useTranslations('shopPanel');
  const locale = useLocale() as Locale;
  const state = stateOf(listing);
  const label =
    state === 'active' && listing.expiresAt
      ? t('status.activeUntil', { date: formatDate(listing.expiresAt, locale) })
      : t(`status.${state}`);
  return <StatusChip data-testid="status-chip" status={state} label={label} tones={listingTones} />;
}
