import { formatNumber, type Locale } from '@rassam/i18n';

/** The count on the bell: at most two digits, then "99+", in the page's digits (the label says the exact number). */
export function bellCount(count: number, locale: Locale): string {
  return count > 99 ? `${formatNumber(99, locale)}+` : formatNumber(count, locale);
}
