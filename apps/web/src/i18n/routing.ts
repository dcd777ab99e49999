import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@rassam/i18n';

/** The cookie that remembers the language chosen: a year, same-site lax (SPEC section 3). */
export const LOCALE_COOKIE = { name: 'NEXT_LOCALE', maxAge: 365 * 24 * 60 * 60, sameSite: 'lax' } as const;

/** fa at bare paths, en under /en; the choice is remembered for a year (DESIGN.md section 4). */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: LOCALE_COOKIE,
  localeDetection: true,
  alternateLinks: false,
});
