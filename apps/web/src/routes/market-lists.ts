import { LIST_SORTS } from '@/components/market/paths';

/**
 * The market's lists are public pages kept by Next.js's cache (issue 16, decision 030), and a page kept by
 * that cache cannot read its query string. So the proxy moves what a list's query may hold into the path
 * before Next.js routes it:
 * - only a sort and a page (the pages of a list, its orders): into a last segment, `…/~page=2&sort=liked`,
 *   which the static list page reads back (`listQueryFrom`). They are few per list, so the cache holds them.
 * - words, a position or anything else (a search, the old query form, a tracker's tag): to the list's twin
 *   under /market/search/{kind}/…, rendered for each visit, since words are as many as visitors type.
 * A shop's later pages move the same way (below). The market's home and its map are kept without a query
 * and sent with any to their twins, /market/search and /market/search/map. The address in the browser does
 * not change: these are rewrites.
 */
export const QUERY_SEGMENT = '~';

const LIST = /^((?:\/(?:en|fa))?\/market)\/(places|service|shop)(\/.*)?$/;
const CACHEABLE_KEYS = new Set(['sort', 'page']);
const PAGE = /^[1-9]\d{0,3}$/;

/** The market's home and its map, whose every query (words, a province, a position, filters) is a search. */
const HOME = /^((?:\/(?:en|fa))?\/market)(\/map)?\/?$/;

/** A shop's page (/market/{link}); the market's own segments are reserved links, never a shop's. */
const SHOP = /^((?:\/(?:en|fa))?\/market)\/(?!(?:places|service|shop|map|search)$)([^/]+)$/;

/**
 * The path a list's or a shop's request is rewritten to, or null when it stays as it is. A shop's later
 * pages (`?page=N`) go to /market/{link}/page/N, kept like the first; any other query is ignored by it.
 */
export function marketListRewrite(pathname: string, search: URLSearchParams): string | null {
  const home = HOME.exec(pathname);
  if (home) return search.size === 0 ? null : `${home[1]}/search${home[2] ?? ''}`;
  const shop = SHOP.exec(pathname);
  if (shop) {
    const page = search.get('page');
    return page !== null && page !== '1' && PAGE.test(page) ? `${shop[1]}/${shop[2]}/page/${page}` : null;
  }
  const match = LIST.exec(pathname);
  if (!match || search.size === 0) return null;
  const [, base, kind, rest = ''] = match;
  const keys = [...search.keys()];
  const sort = search.get('sort');
  const page = search.get('page');
  const cacheable =
    keys.every((key) => CACHEABLE_KEYS.has(key)) &&
    new Set(keys).size === keys.length &&
    (sort === null || (LIST_SORTS.includes(sort as never) && sort !== 'nearest' && sort !== 'relevance')) &&
    (page === null || PAGE.test(page));
  if (!cacheable) return `${base}/search/${kind}${rest}`;
  const query = new URLSearchParams();
  if (page !== null) query.set('page', page);
  if (sort !== null) query.set('sort', sort);
  return `${base}/${kind}${rest.replace(/\/$/, '')}/${encodeURIComponent(`${QUERY_SEGMENT}${query}`)}`;
}

type Query = Record<string, string | string[] | undefined>;

/** A static list's segments without its query segment, and that query. */
export function listQueryFrom(segments: readonly string[]): { filters: string[]; query: Query } {
  const last = segments.at(-1);
  if (last === undefined) return { filters: [], query: {} };
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    return { filters: [...segments], query: {} };
  }
  if (!decoded.startsWith(QUERY_SEGMENT)) return { filters: [...segments], query: {} };
  return {
    filters: segments.slice(0, -1),
    query: Object.fromEntries(new URLSearchParams(decoded.slice(QUERY_SEGMENT.length))),
  };
}
