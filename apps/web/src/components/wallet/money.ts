import { formatNumber, intlLocale, toLatinDigits, type Locale } from '@rassam/i18n';

/**
 * Money arrives in minor units: rials (Zibal) and US cents (PayPal). Persian screens speak of toman
 * (rial / 10), as people do in Iran; English screens show rials as IRR. A price per coin may be a
 * fraction of a toman or a cent, so it keeps a few decimals where a total keeps none.
 */
export function formatMoney(amount: number, currency: string, locale: Locale, { perUnit = false } = {}): string {
  const tag = intlLocale[locale];
  if (currency === 'USD') {
    return new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: perUnit ? 4 : 2,
    }).format(amount / 100);
  }
  if (currency === 'IRR') {
    const value = locale === 'fa' ? amount / 10 : amount;
    const text = new Intl.NumberFormat(tag, { maximumFractionDigits: perUnit ? 2 : 1 }).format(value);
    return locale === 'fa' ? `${text} تومان` : `${text} IRR`;
  }
  return formatNumber(amount, locale);
}

/** A share (0.12) as a percent; a saving is rounded down to a whole percent so it is never overstated. */
export function formatPercent(share: number, locale: Locale, { exact = false } = {}): string {
  const value = exact ? share : Math.floor(share * 100) / 100;
  return new Intl.NumberFormat(intlLocale[locale], { style: 'percent', maximumFractionDigits: 2 }).format(value);
}

/** A ledger amount with its sign always written (+120, −50), so a change never relies on colour alone. */
export function formatSigned(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], { signDisplay: 'exceptZero' }).format(value).replace('-', '−');
}

/** Digits a person typed (Persian, Arabic or Latin, with or without separators) as a whole number, or null. */
export function parseCoins(text: string): number | null {
  const latin = toLatinDigits(text).replace(/[,٬\s]/g, '');
  return /^\d{1,9}$/.test(latin) ? Number(latin) : null;
}

/** The tax on a price, rounded as the API rounds it (half up, in the minor unit). */
export function taxOn(amount: number, rateBp: number): number {
  return Math.floor((amount * rateBp + 5_000) / 10_000);
}
