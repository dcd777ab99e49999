'use client';

import type { Locale } from '@rassam/i18n';
import { useEffect } from 'react';
import { LOCALE_COOKIE } from '@/i18n/routing';

/** The locale cookie as the browser writes it, the same as the proxy's Set-Cookie. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE.name}=${locale}; path=/; max-age=${LOCALE_COOKIE.maxAge}; samesite=${LOCALE_COOKIE.sameSite}`;
}

/**
 * Remembers the language of the page being read. The proxy sets the same cookie on pages rendered per visit,
 * but a public page's answer carries no Set-Cookie (server/public-response.ts): a CDN would either keep the
 * cookie with the page, for everyone, or not keep the page at all.
 */
export function LocaleCookie({ locale }: { locale: Locale }) {
  useEffect(() => {
    if (!document.cookie.split('; ').includes(`${LOCALE_COOKIE.name}=${locale}`))
      document.cookie = localeCookie(locale);
  }, [locale]);
  return null;
}
