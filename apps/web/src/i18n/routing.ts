import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@rassam/i18n';

export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** fa at bare paths, en under /en; the choice is remembered for a year (DESIGN.md section 4). */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: 'NEXT_LOCALE', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
  localeDetection: true,
  alternateLinks: false,
});
