import type { Locale } from '@rassam/i18n';
import { useLocale } from 'next-intl';
import { cn } from './cn';

const UNITS = {
  fa: ['بایت', 'کیلوبایت', 'مگابایت', 'گیگابایت'],
  en: ['B', 'KB', 'MB', 'GB'],
} as const;

/**
 * A size in bytes in the unit that reads best (1,024 a step), one decimal below ten: «۱٫۲ مگابایت» in
 * Persian digits, "1.2 MB" in English.
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.en.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit > 0 && value < 10 ? 1 : 0;
  const number = new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', { maximumFractionDigits: digits }).format(
    value,
  );
  return `${number}\u00a0${UNITS[locale][unit]}`;
}

/** A file's size (formatFileSize) in the page's language. */
export function FileSize({ bytes, locale, className }: { bytes: number; locale?: Locale; className?: string }) {
  const pageLocale = useLocale() as Locale;
  return (
    <span className={cn('whitespace-nowrap tabular-nums', className)}>
      {formatFileSize(bytes, locale ?? pageLocale)}
    </span>
  );
}
