import type { Locale } from '@rassam/i18n';
import { preload } from 'react-dom';

/**
 * The Vazirmatn file (app/fonts.css) a page in each language draws its first screen with: the Persian
 * pages' one holds the Latin letters, digits and punctuation of Persian text too.
 */
const firstScreenFonts: Record<Locale, string[]> = {
  fa: ['/fonts/vazirmatn-fa.woff2'],
  en: ['/fonts/vazirmatn-latin.woff2'],
};

/** Asks for the page's fonts with the HTML rather than after the stylesheet, so text does not reflow when they swap in. */
export function preloadFonts(locale: Locale) {
  for (const href of firstScreenFonts[locale]) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
}
