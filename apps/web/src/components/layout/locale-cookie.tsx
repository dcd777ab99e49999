'use client';

import { defaultLocale, localeFromAcceptLanguage, type Locale } from '@rassam/i18n';
import { useEffect } from 'react';
import { LOCALE_COOKIE, localeCookie } from '@/i18n/locale-cookie';

/** The site's language a browser asks for first (its languages by preference), else the default. */
export function browserLocale(languages: readonly string[]): Locale {
  // navigator.languages is Accept-Language's list without weights: the API's matcher reads it alike.
  return localeFromAcceptLanguage(languages.join(',')) ?? defaultLocale;
}

/**
 * Whether the page's language is a choice to remember, by the proxy's rule (next-intl): a cookie that says
 * another language is brought up to date; without one, the cookie is written only when the page's language
 * is not the one the browser asks for, which the bare address would find anyway.
 */
export function shouldRemember(locale: Locale, cookie: string | undefined, languages: readonly string[]): boolean {
  return cookie === undefined ? browserLocale(languages) !== locale : cookie !== locale;
}

/**
 * Remembers the language of the page being read. The proxy sets the same cookie on pages rendered per visit,
 * but a public page's answer carries no Set-Cookie (server/public-response.ts): a CDN would either keep the
 * cookie with the page, for everyone, or not keep the page at all.
 */
export function LocaleCookie({ locale }: { locale: Locale }) {
  useEffect(() => {
    const prefix = `${LOCALE_COOKIE.name}=`;
    const cookie = document.cookie
      .split('; ')
      .find((pair) => pair.startsWith(prefix))
      ?.slice(prefix.length);
    if (shouldRemember(locale, cookie, navigator.languages)) document.cookie = localeCookie(locale);
  }, [locale]);
  return null;
}
