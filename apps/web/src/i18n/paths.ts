import { defaultLocale, type Locale } from '@rassam/i18n';

type QueryValue = string | number | boolean;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;
/** A path of the site without its language (`/market`), or one with its query. */
export type Href = string | { pathname: string; query?: Query };

/** Whether a path names a page of this site: absolute, not another origin's (`https:`, `mailto:`, `//host`). */
function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

function withQuery(href: Href): string {
  if (typeof href === 'string') return href;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(href.query ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const query = search.toString();
  return query ? `${href.pathname}?${query}` : href.pathname;
}

/**
 * The address of `href` in `locale`: `/en/market` for English, `/market` for Persian. `forcePrefix` gives the
 * default language its prefix too (`/fa/market`), as a change of language needs. Other origins pass unchanged.
 */
export function getPathname({
  href,
  locale,
  forcePrefix,
}: {
  href: Href;
  locale: Locale;
  forcePrefix?: boolean;
}): string {
  const path = withQuery(href);
  if (!isSitePath(path) || !(forcePrefix ?? locale !== defaultLocale)) return path;
  // `/` and `/?q` take the prefix alone (`/en`, `/en?q`), with no trailing slash.
  return `/${locale}${/^\/(\?.*)?$/.test(path) ? path.slice(1) : path}`;
}

/**
 * Where a link or a push from a page in `current` goes: `href` in `locale`, else in the page's own language.
 * Naming a language forces its prefix (`/fa/…` too), so that the proxy remembers the choice.
 */
export function navigationPath(href: Href, current: Locale, locale?: Locale): string {
  return getPathname({ href, locale: locale ?? current, forcePrefix: locale !== undefined || undefined });
}

/** `pathname` without `locale`'s prefix (`/en/ai` → `/ai`, `/en` → `/`); another path as it is. */
export function withoutLocalePrefix(pathname: string, locale: Locale): string {
  const prefix = `/${locale}`;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return pathname;
  return pathname.slice(prefix.length) || '/';
}
