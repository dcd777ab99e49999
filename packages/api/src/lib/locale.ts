import { defaultLocale, isLocale, localeFromAcceptLanguage, type Locale } from '@rassam/i18n';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/** next-intl's cookie: the web app and the API read the same choice. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/**
 * The language of a response: the page's own locale (X-Locale, sent by our client), then the locale
 * cookie, then Accept-Language, then Persian.
 */
export function requestLocale(c: Context): Locale {
  const header = c.req.header('x-locale');
  if (isLocale(header)) return header;
  const cookie = getCookie(c, LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(c.req.header('accept-language')) ?? defaultLocale;
}
