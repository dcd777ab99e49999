import { QUERY_SEGMENT } from './market-lists';

/**
 * The blog's list is a public page kept by Next.js's cache (decisions 030, 048), which cannot read its query.
 * As the market's lists do, the proxy moves what the list's query may hold, a category and a page, into a
 * last segment (`/blog/~category=guides&page=2`, a rewrite: the address in the browser does not change),
 * which the list reads back (`listQueryFrom`). Categories and pages are few, so the cache holds them all.
 * Anything else in the query (a tracker's tag, a value no list has) is left out: the page is the bare list,
 * or the list of what the query held that is valid.
 */
const LIST = /^((?:\/(?:en|fa))?\/blog)\/?$/;
/** A category's slug as the blog's schema allows it (decision 048: the services' slug rule, up to 100). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PAGE = /^[1-9]\d{0,3}$/;

/**
 * The last segment a list's query is kept in (`~category=guides&page=2`, not yet encoded), with what is valid
 * of it in one order; null when nothing is (the bare list).
 */
function querySegment(search: URLSearchParams): string | null {
  const category = search.get('category');
  const page = search.get('page');
  const query = new URLSearchParams();
  if (category !== null && category.length <= 100 && SLUG.test(category)) query.set('category', category);
  if (page !== null && page !== '1' && PAGE.test(page)) query.set('page', page);
  return query.size ? `${QUERY_SEGMENT}${query}` : null;
}

/** The path a blog list's request is rewritten to, or null when it stays as it is. */
export function blogListRewrite(pathname: string, search: URLSearchParams): string | null {
  const match = LIST.exec(pathname);
  if (!match || search.size === 0) return null;
  const segment = querySegment(search);
  return segment ? `${match[1]}/${encodeURIComponent(segment)}` : null;
}

/**
 * The category and page a list's last segment holds, when it is exactly what the proxy writes; null for any
 * other (`~page=1`, `~x=y`, another order): those addresses are not pages, so nobody can fill the cache with them.
 */
export function blogListFrom(segment: string): { category: string | null; page: number } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  if (!decoded.startsWith(QUERY_SEGMENT)) return null;
  const search = new URLSearchParams(decoded.slice(QUERY_SEGMENT.length));
  if (querySegment(search) !== decoded) return null;
  return { category: search.get('category'), page: Number(search.get('page') ?? 1) };
}
