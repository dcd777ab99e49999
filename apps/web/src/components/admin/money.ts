import { intlLocale, toLatinDigits, type Locale } from '@rassam/i18n';
import type { Portal } from '@/components/wallet/types';

/**
 * Admins type prices in the minor unit the API stores (rials for Zibal, US cents for PayPal) and see the
 * everyday unit beside them (toman, dollars), so neither the input nor the stored value is ever a guess.
 */

/** A whole number typed in any digits, with or without separators or a sign; null when it is not one. */
export function parseWhole(text: string): number | null {
  const latin = toLatinDigits(String(text))
    .trim()
    .replace(/[,٬\s]/g, '')
    .replace(/^[−–]/, '-');
  return /^[-+]?\d{1,12}$/.test(latin) ? Number(latin) : null;
}

/** A plain number in the page's digits; `fraction` keeps up to that many decimals (prices per coin). */
export function formatAmount(value: number, locale: Locale, fraction = 0): string {
  return new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: fraction }).format(value);
}

/** Rials as toman (rial / 10), the number Iranians speak of; a price per coin may keep two decimals. */
export function tomanNumber(rials: number, locale: Locale, fraction = 0): string {
  return formatAmount(rials / 10, locale, fraction);
}

/** US cents as dollars: $12.50, or $0.0417 for a price per coin. */
export function dollars(cents: number, locale: Locale, fraction = 2): string {
  return new Intl.NumberFormat(intlLocale[locale], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: Math.max(2, fraction),
  }).format(cents / 100);
}

/** The words the admin pages put around a minor-unit amount, from the `admin.units` messages. */
export interface UnitWords {
  rials: (amount: string) => string;
  cents: (amount: string) => string;
  toman: (amount: string) => string;
}

/**
 * An amount in its stored unit and in its everyday one: ["1,100,000 rials", "110,000 toman"] or
 * ["1,100 cents", "$11.00"]. `fraction` > 0 for a price per coin.
 */
export function bothUnits(
  amount: number,
  portal: Portal,
  locale: Locale,
  words: UnitWords,
  fraction = 0,
): [stored: string, everyday: string] {
  if (portal === 'zibal') {
    return [
      words.rials(formatAmount(amount, locale, fraction)),
      words.toman(tomanNumber(amount, locale, fraction + 1)),
    ];
  }
  return [words.cents(formatAmount(amount, locale, fraction)), dollars(amount, locale, fraction + 2)];
}

/** A date input's value (YYYY-MM-DD) for a moment, read in Tehran. */
export function tehranDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

/**
 * "Offered until" a day means to the end of that day in Tehran (Iran keeps +03:30 all year since 2022),
 * sent with its offset so the API stores that moment; an empty field is no end (null).
 */
export function endOfTehranDay(day: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T23:59:59+03:30` : null;
}

/** A fresh key per intended action; randomUUID exists only on secure pages, random bytes everywhere. */
export function idempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
