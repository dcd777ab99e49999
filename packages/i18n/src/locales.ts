export const locales = ['fa', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fa';

export const localeDirection: Record<Locale, 'rtl' | 'ltr'> = { fa: 'rtl', en: 'ltr' };

/** BCP 47 tags for Intl: Persian uses the Solar Hijri calendar and Persian digits. */
export const intlLocale: Record<Locale, string> = {
  fa: 'fa-IR-u-ca-persian-nu-arabext',
  en: 'en-US',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * Picks the best supported locale from an Accept-Language header (RFC 9110 quality values).
 * Returns undefined when nothing matches, so callers can fall back to their own default.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { base: tag.toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLocale);
}
