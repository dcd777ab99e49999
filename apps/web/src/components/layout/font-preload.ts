import type { Locale } from '@rassam/i18n';
import { preload } from 'react-dom';

/**
 * The Vazirmatn subsets (app/fonts.css) a page in each language draws its first screen with. Persian text
 * needs the Latin subset too: its spaces and punctuation fall in that range.
 */
const firstScreenFonts: Record<Locale, string[]> = {
  fa: ['/fonts/vazirmatn-persian.woff2', '/fonts/vazirmatn-latin.woff2'],
  en: ['/fonts/vazirmatn-latin.woff2'],
};

/** Asks for the page's fonts with the HTML rather than after the stylesheet, so text does not reflow when they swap in. */
export function preloadFonts(locale: Locale) {
  for (const href of firstScreenFonts[locale]) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
}
