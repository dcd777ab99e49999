import { formatNumber, intlLocale, toLatinDigits, toPersianDigits, type Locale } from '@rassam/i18n';
import type { Portal } from '@/components/wallet/types';

/**
 * Money arrives in minor units: rials (Zibal) and US cents (PayPal). Persian screens speak of toman
 * (rial / 10), as people do in Iran; English screens show rials as IRR. A price per coin is shown in
 * whole toman (or rials): nobody pays a fraction of a toman, and "۹۱۷ تومان" reads as the price it is
 * where "۹۱۶٫۶۷" does not; a dollar price per coin keeps fractions of a cent ($0.0417), which a payer
 * reads fine. A total is the exact amount charged. Admins type prices in the minor unit the API stores
 * and see the everyday unit beside them (`bothUnits`).
 */

/** A number in the page's digits with at most `fraction` decimals (whole numbers: `formatNumber`). */
export function formatAmount(value: number, locale: Locale, fraction = 0): string {
  return new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: fraction }).format(value);
}

/** Rials as toman (rial / 10), the number Iranians speak of; a price per coin may keep decimals. */
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

/** An amount in its currency's minor unit as a payer reads it: "50,000 تومان", "500,000 IRR", "$2.50". */
export function formatMoney(amount: number, currency: string, locale: Locale, { perUnit = false } = {}): string {
  if (currency === 'USD') return dollars(amount, locale, perUnit ? 4 : 2);
  if (currency === 'IRR') {
    // A total of an odd number of rials is half a toman more than a whole one: it is said exactly.
    const fraction = perUnit ? 0 : 1;
    return locale === 'fa'
      ? `${tomanNumber(amount, locale, fraction)} تومان`
      : `${formatAmount(amount, locale, fraction)} IRR`;
  }
  return formatNumber(amount, locale);
}

/** A share (0.12) as a percent; a saving is rounded down to a whole percent so it is never overstated. */
export function formatPercent(share: number, locale: Locale, { exact = false } = {}): string {
  // Rounded to a millionth before flooring: 0.29 * 100 is 28.999999999999996 in binary floating point.
  const value = exact ? share : Math.floor(Math.round(share * 1e6) / 1e4) / 100;
  return new Intl.NumberFormat(intlLocale[locale], { style: 'percent', maximumFractionDigits: 2 }).format(value);
}

/** A ledger amount with its sign always written (+120, −50), so a change never relies on colour alone. */
export function formatSigned(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], { signDisplay: 'exceptZero' }).format(value).replace('-', '−');
}

/** The tax on a price, rounded as the API rounds it (half up, in the minor unit). */
export function taxOn(amount: number, rateBp: number): number {
  return Math.floor((amount * rateBp + 5_000) / 10_000);
}

/** Typed digits (Persian, Arabic or Latin) in Latin, without separators or spaces. */
function plainDigits(text: string): string {
  return toLatinDigits(String(text)).replace(/[,٬\s]/g, '');
}

/** A number of coins a person typed (no sign), or null. */
export function parseCoins(text: string): number | null {
  const latin = plainDigits(text);
  return /^\d{1,9}$/.test(latin) ? Number(latin) : null;
}

/** A whole number typed in any digits, with or without separators or a sign; null when it is not one. */
export function parseWhole(text: string): number | null {
  const latin = plainDigits(text).replace(/^[−–]/, '-');
  return /^[-+]?\d{1,12}$/.test(latin) ? Number(latin) : null;
}

/**
 * Digits that are a name, not a quantity (an invoice number, a bank reference, a masked card): in the
 * page's digits, never grouped; a code with letters stays as sent.
 */
export function codeText(value: string | number, locale: Locale): string {
  const text = String(value);
  return locale === 'fa' && /^[\d*\s-]+$/.test(text) ? toPersianDigits(text) : text;
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
