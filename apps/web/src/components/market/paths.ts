import { toLatinDigits } from '@rassam/i18n';

/**
 * The market's addresses, in one place. A listing lives under its shop: places at
 * /market/{link}/places/{slug}; shop items and services at /market/{link}/shop/{slug} (the spec has no
 * service detail route, and a slug is unique within its shop, so a service is one of the shop's
 * offerings). Lists live at /market/{kind}/{category|all}/{country?}/{state?}/{city?}/{district?}.
 */
export type ListingKind = 'place' | 'service' | 'item';
export type KindSegment = 'places' | 'service' | 'shop';

export const KIND_SEGMENTS: Record<ListingKind, KindSegment> = { place: 'places', service: 'service', item: 'shop' };
export const SEGMENT_KINDS: Record<KindSegment, ListingKind> = { places: 'place', service: 'service', shop: 'item' };
export const LISTING_KIND_ORDER: ListingKind[] = ['place', 'service', 'item'];

/** The segment of a listing's own page under its shop: `places` for places, `shop` for the rest. */
export function detailSegment(kind: ListingKind | string): 'places' | 'shop' {
  return kind === 'place' ? 'places' : 'shop';
}

/** The one function that builds a listing's address (without the locale prefix). */
export function listingPath(shopLink: string, kind: ListingKind | string, slug: string): string {
  return `/market/${encodeURIComponent(shopLink)}/${detailSegment(kind)}/${encodeURIComponent(slug)}`;
}

/** A shop link as an address segment gives it (`/market/{userName}`, `/embed/scene/{slug}`), or null when it cannot be one. */
export function shopLinkParam(segment: string): string | null {
  let link: string;
  try {
    link = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return /^[a-zA-Z][a-zA-Z0-9_.-]{2,29}$/.test(link) ? link : null;
}

export const shopPath = (shopLink: string) => `/market/${encodeURIComponent(shopLink)}`;
export const shopMapPath = (shopLink: string) => `/market/${encodeURIComponent(shopLink)}/map`;

/** A filtered list's canonical path: the category (or `all`) then the location slugs, country first. */
export function listPath(kind: ListingKind, category: string | null, locationSlugs: readonly string[] = []): string {
  return ['/market', KIND_SEGMENTS[kind], category ?? 'all', ...locationSlugs].join('/');
}

export type ListSort = 'relevance' | 'newest' | 'nearest' | 'liked' | 'price_asc' | 'price_desc';
export const LIST_SORTS: ListSort[] = ['relevance', 'newest', 'nearest', 'liked', 'price_asc', 'price_desc'];

/** Words are sorted by how well they match; a list without words, newest first. */
export const defaultSort = (q: string | undefined): ListSort => (q?.trim() ? 'relevance' : 'newest');

/** The sort a `?sort=` asks for, or undefined for the default (so that one list has one address). */
export function readSort(value: string | undefined, q: string | undefined): ListSort | undefined {
  const sort = LIST_SORTS.find((s) => s === value);
  if (!sort || sort === defaultSort(q) || (sort === 'relevance' && !q?.trim())) return undefined;
  return sort;
}

export interface ListQuery {
  q?: string;
  sort?: ListSort;
  page?: number;
  /** The visitor's position for "nearest" ("lat,lng"); never part of the canonical address. */
  near?: string;
}

/**
 * A list's address with its query: the words, the sort when it is not the default, the page after the
 * first. `canonical` leaves out what only this visitor chose (their position).
 */
export function withQuery(path: string, query: ListQuery, canonical = false): string {
  const params = new URLSearchParams();
  const q = query.q?.trim();
  if (q) params.set('q', q);
  if (query.sort && query.sort !== defaultSort(q)) params.set('sort', query.sort);
  if (!canonical && query.near) params.set('near', query.near);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The market map showing what a list shows: its words, kind, category and place, by slug (the map page reads
 * them back). A city without its province means nothing and is left out.
 */
export function mapPath(filters: {
  q?: string;
  kind?: ListingKind;
  category?: string | null;
  state?: string;
  city?: string;
}): string {
  const params = new URLSearchParams();
  const q = filters.q?.trim();
  if (q) params.set('q', q);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.kind && filters.category) params.set('category', filters.category);
  if (filters.state) params.set('state', filters.state);
  if (filters.state && filters.city) params.set('city', filters.city);
  const search = params.toString();
  return search ? `/market/map?${search}` : '/market/map';
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The segments after /market/{kind}: a category slug or `all`, then up to four location slugs. Anything
 * that cannot be a slug, or too many segments, is null (the page answers 404 without asking the API).
 */
export function parseListSegments(
  segments: readonly string[],
): { category: string | null; locations: string[] } | null {
  if (segments.length === 0 || segments.length > 5) return null;
  const decoded = segments.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return '';
    }
  });
  if (!decoded.every((segment) => SLUG.test(segment) && segment.length <= 80)) return null;
  const [category, ...locations] = decoded;
  return { category: category === 'all' ? null : category!, locations };
}

/** "lat,lng" in any digits inside the world, or null. */
export function parseNear(value: string | undefined | null): { lat: number; lng: number } | null {
  if (!value) return null;
  const parts = toLatinDigits(value)
    .split(',')
    .map((part) => Number(part.trim()));
  if (parts.length !== 2 || parts.some((n) => !Number.isFinite(n))) return null;
  const [lat, lng] = parts as [number, number];
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return null;
  return { lat: Math.round(lat * 1e4) / 1e4, lng: Math.round(lng * 1e4) / 1e4 };
}
