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

/** The path a blog list's request is rewritten to, or null when it stays as it is. */
export function blogListRewrite(pathname: string, search: URLSearchParams): string | null {
  const match = LIST.exec(pathname);
  if (!match || search.size === 0) return null;
  const category = search.get('category');
  const page = search.get('page');
  const query = new URLSearchParams();
  if (category !== null && category.length <= 100 && SLUG.test(category)) query.set('category', category);
  if (page !== null && page !== '1' && PAGE.test(page)) query.set('page', page);
  if (query.size === 0) return null;
  return `${match[1]}/${encodeURIComponent(`${QUERY_SEGMENT}${query}`)}`;
}
