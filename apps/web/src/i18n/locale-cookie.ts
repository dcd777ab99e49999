/** The cookie that remembers the language chosen: a year, same-site lax (SPEC section 3). */
export const LOCALE_COOKIE = { name: 'NEXT_LOCALE', maxAge: 365 * 24 * 60 * 60, sameSite: 'lax' } as const;

/** The locale cookie as the browser writes it, the same as the proxy's Set-Cookie. */
export function localeCookie(locale: string): string {
  return `${LOCALE_COOKIE.name}=${locale}; path=/; max-age=${LOCALE_COOKIE.maxAge}; samesite=${LOCALE_COOKIE.sameSite}`;
}
