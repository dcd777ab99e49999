/**
 * The owner's listing filters as the product page's address holds them (read leniently: what cannot be
 * a filter is dropped), and as the API's query, which filters and pages on the server.
 */
import { toLatinDigits } from '@rassam/i18n';
import { firstValue, pageParam, type SearchParams } from '../../lib/search-params';
import { LISTING_KIND_LIST, LISTING_STATES, type ListingKind, type ListingState } from './types';

/** The expiry windows the page offers, in days. */
export const EXPIRING_DAYS = [7, 30] as const;
export type ExpiringDays = (typeof EXPIRING_DAYS)[number];

export interface OwnListingQuery {
  kind: ListingKind | 'all';
  status: ListingState | 'all';
  expiring: ExpiringDays | 'all';
  page: number;
}

const pick = <T extends string | number>(allowed: readonly T[], value: string | undefined): T | 'all' =>
  allowed.find((option) => String(option) === toLatinDigits(value ?? '').trim()) ?? 'all';

export function parseOwnListingQuery(raw: SearchParams): OwnListingQuery {
  return {
    kind: pick(LISTING_KIND_LIST, firstValue(raw.kind)),
    status: pick(LISTING_STATES, firstValue(raw.status)),
    expiring: pick(EXPIRING_DAYS, firstValue(raw.expiring)),
    page: pageParam(raw.page),
  };
}

function params(query: OwnListingQuery) {
  const search = new URLSearchParams();
  if (query.kind !== 'all') search.set('kind', query.kind);
  if (query.status !== 'all') search.set('status', query.status);
  return search;
}

/** The page's address with some filters changed; a change of filter goes back to page 1. */
export function ownListingHref(path: string, query: OwnListingQuery, changes: Partial<OwnListingQuery> = {}) {
  const next = { ...query, page: 1, ...changes };
  const search = params(next);
  if (next.expiring !== 'all') search.set('expiring', String(next.expiring));
  if (next.page > 1) search.set('page', String(next.page));
  return search.size ? `${path}?${search}` : path;
}

/** GET /shops/me/listings for the query. */
export function ownListingApiPath(query: OwnListingQuery, pageSize: number) {
  const search = params(query);
  if (query.expiring !== 'all') search.set('expiringDays', String(query.expiring));
  search.set('page', String(query.page));
  search.set('pageSize', String(pageSize));
  return `/shops/me/listings?${search}`;
}
