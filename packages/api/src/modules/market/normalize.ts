/**
 * The one search normaliser of the market, applied to what is indexed (listings.search_text, shop name
 * keys) and to every query, so that what a Persian speaker types finds what another one wrote:
 * Arabic yeh and kaf (ي ك) are the Persian ی and ک, Persian and Arabic digits are Latin digits, the
 * zero-width non-joiner, diacritics (harakat) and the tatweel are dropped, hamza-carrying alefs are a
 * plain alef, Latin letters are lower-case, punctuation is a space.
 */
const FOLD: Record<string, string> = {
  ي: 'ی',
  ى: 'ی',
  ئ: 'ی',
  ك: 'ک',
  ة: 'ه',
  ۀ: 'ه',
  أ: 'ا',
  إ: 'ا',
  ٱ: 'ا',
  آ: 'ا',
  ؤ: 'و',
};
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

export function normalizeSearch(input: string): string {
  return (
    input
      // Presentation forms (ﻙ, ﯼ) to their letters first, so the folds below see them.
      .normalize('NFKC')
      // Diacritics (fathatan … sukun, superscript alef, Quranic marks) and the tatweel.
      .replace(/[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, '')
      // Zero-width non-joiner and joiner, direction marks, the BOM.
      .replace(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, '')
      .replace(/[يىئكةۀأإٱآؤ]/g, (ch) => FOLD[ch] ?? ch)
      .replace(/[۰-۹]/g, (d) => String(PERSIAN_DIGITS.indexOf(d)))
      .replace(/[٠-٩]/g, (d) => String(ARABIC_DIGITS.indexOf(d)))
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/** The text a listing is found by: titles, descriptions and the names of its category. */
export function listingSearchText(parts: (string | null | undefined)[]): string {
  return normalizeSearch(parts.filter((part): part is string => Boolean(part)).join(' ')).slice(0, 4000);
}

/** Text to look for inside a LIKE pattern: its own %, _ and backslashes match themselves. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
