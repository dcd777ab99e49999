/**
 * The moderation queue's filters as the page's address holds them, read leniently (what cannot be a
 * filter is dropped rather than failing the page) and written back both as the page's links and as the
 * API's query, which filters and pages on the server.
 */
import { toLatinDigits } from '@rassam/i18n';
import { firstValue, isUuid, pageParam, type SearchParams } from '../../../lib/search-params';
import { parseIsoDay } from '../../forms/calendar-day';
import { listingKinds, queueFilters, type ListingKind, type QueueFilter } from './types';

/** The expiry windows the page offers, in days. */
export const EXPIRING_DAYS = [7, 30] as const;
export type ExpiringDays = (typeof EXPIRING_DAYS)[number];

export interface QueueQuery {
  status: QueueFilter;
  kind: ListingKind | null;
  category: string | null;
  shop: string;
  q: string;
  /** YYYY-MM-DD (Gregorian, as a date field sends it). */
  paidSince: string | null;
  expiring: ExpiringDays | null;
  page: number;
}

const pick = <T extends string | number>(allowed: readonly T[], value: unknown): T | null =>
  allowed.find((option) => String(option) === value) ?? null;

export function parseQueueQuery(raw: SearchParams): QueueQuery {
  const value = (name: string) => firstValue(raw[name]);
  const category = (value('category') ?? '').trim();
  return {
    status: pick(queueFilters, value('status')) ?? 'paid',
    kind: pick(listingKinds, value('kind')),
    category: isUuid(category) ? category.toLowerCase() : null,
    shop: (value('shop') ?? '').trim().toLowerCase().slice(0, 40),
    q: (value('q') ?? '').trim().slice(0, 100),
    paidSince: parseIsoDay(value('paidSince')),
    expiring: pick(EXPIRING_DAYS, toLatinDigits(value('expiring') ?? '')),
    page: pageParam(raw.page),
  };
}

/** The filters that narrow the state's list (the state itself is the chips above them). */
export function isNarrowed(query: QueueQuery): boolean {
  return Boolean(query.kind || query.category || query.shop || query.q || query.paidSince || query.expiring);
}

/** The queue's address with some filters changed; a change of filter goes back to page 1. */
export function queueHref(path: string, query: QueueQuery, changes: Partial<QueueQuery> = {}): string {
  const next = { ...query, page: 1, ...changes };
  const search = new URLSearchParams();
  if (next.status !== 'paid') search.set('status', next.status);
  if (next.kind) search.set('kind', next.kind);
  if (next.category) search.set('category', next.category);
  if (next.shop) search.set('shop', next.shop);
  if (next.q) search.set('q', next.q);
  if (next.paidSince) search.set('paidSince', next.paidSince);
  if (next.expiring && next.status === 'active') search.set('expiring', String(next.expiring));
  if (next.page > 1) search.set('page', String(next.page));
  return search.size ? `${path}?${search}` : path;
}

/** GET /admin/market/listings for the query: every filter is applied, and paged, by the API. */
export function queueApiPath(query: QueueQuery, pageSize: number): string {
  const search = new URLSearchParams({ status: query.status, page: String(query.page), pageSize: String(pageSize) });
  if (query.kind) search.set('kind', query.kind);
  if (query.category) search.set('category', query.category);
  if (query.shop) search.set('shop', query.shop);
  if (query.q) search.set('q', query.q);
  if (query.paidSince) search.set('paidSince', query.paidSince);
  if (query.expiring && query.status === 'active') search.set('expiringDays', String(query.expiring));
  return `/admin/market/listings?${search}`;
}

/**
 * Whether the address already says the query the way queueHref writes it. A submitted filter form sends
 * every field, empty ones too, and what it holds as typed (a link in capitals): the page moves to the
 * tidy address instead, so that it can be shared and the links built from it agree.
 */
export function isCanonical(raw: SearchParams, query: QueueQuery): boolean {
  const given = Object.entries(raw)
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((one) => `${name}=${one ?? ''}`))
    .sort();
  const wanted = [...new URLSearchParams(queueHref('', query, { page: query.page }).slice(1))]
    .map(([name, value]) => `${name}=${value}`)
    .sort();
  return given.length === wanted.length && given.every((entry, index) => entry === wanted[index]);
}
