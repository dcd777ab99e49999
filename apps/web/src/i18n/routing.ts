import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@rassam/i18n';
import { LOCALE_COOKIE } from './locale-cookie';

/** fa at bare paths, en under /en; the choice is remembered for a year (DESIGN.md section 4). */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: LOCALE_COOKIE,
  localeDetection: true,
  alternateLinks: false,
});
