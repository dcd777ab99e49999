import { intlLocale, type Locale } from '@rassam/i18n';

/** The largest count a cluster writes out; above it, "999+" (in the page's digits) keeps the circle small. */
export const CLUSTER_MAX_LABEL = 999;

/** A cluster's count as written on its circle: Persian digits in fa, Latin in en; "999+" past 999. */
export function clusterLabel(count: number, locale: Locale): string {
  const format = new Intl.NumberFormat(intlLocale[locale], { useGrouping: false });
  return count > CLUSTER_MAX_LABEL ? `${format.format(CLUSTER_MAX_LABEL)}+` : format.format(count);
}

/** A cluster's circle grows with the log of its count: 32 px for a pair, 56 px from about a thousand. */
export function clusterSize(count: number): number {
  return Math.round(Math.min(56, 28 + 4 * Math.log2(Math.max(2, count))));
}

// A listing's address has one builder for the whole market.
export { listingPath, type ListingKind } from '../paths';

/** A listing's title in the page's language: the English one when there is one, else the Persian. */
export function localTitle(listing: { titleFa: string; titleEn: string | null }, locale: Locale): string {
  return locale === 'en' && listing.titleEn ? listing.titleEn : listing.titleFa;
}
