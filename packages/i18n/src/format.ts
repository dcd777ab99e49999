import { intlLocale, type Locale } from './locales';

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale]).format(value);
}

/** Dates in fa use the Solar Hijri (Jalali) calendar with Persian digits; en uses the Gregorian calendar. */
export function formatDate(
  value: Date | string | number,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' },
): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { timeZone: 'Asia/Tehran', ...options }).format(new Date(value));
}

export function formatDateTime(value: Date | string | number, locale: Locale): string {
  return formatDate(value, locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** Rials are stored; Persian screens show toman (rial / 10) as people speak of prices in Iran. */
export function formatRials(rials: number, locale: Locale): string {
  if (locale === 'fa') return `${formatNumber(Math.floor(rials / 10), 'fa')} تومان`;
  return `${formatNumber(rials, 'en')} IRR`;
}
