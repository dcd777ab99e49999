import type { Locale } from '@rassam/i18n';
// Relative, so the unit tests (no path aliases) can import this module.
import { formatMoney } from '../../../lib/money';
import { listingPath, localTitle } from './format';
import type { MapPoint, SearchItem } from './types';

/** The API's largest page: the map shows up to this many listings of the view, the list the same ones. */
export const MAP_PAGE_SIZE = 50;
export const KINDS = ['place', 'service', 'item'] as const;
export type Kind = (typeof KINDS)[number];

export interface Filters {
  q: string;
  kind: Kind | '';
  category: string;
  state: string;
  city: string;
}
export const noFilters: Filters = { q: '', kind: '', category: '', state: '', city: '' };

export interface SearchPage {
  items: SearchItem[];
  total: number;
}

/** The search API's query for a box and filters (GET /api/market/listings). */
export function searchParams(bbox: string, filters: Filters): string {
  const params = new URLSearchParams({ bbox, pageSize: String(MAP_PAGE_SIZE) });
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.category) params.set('category', filters.category);
  if (filters.state) params.set('state', filters.state);
  if (filters.city) params.set('city', filters.city);
  return params.toString();
}

export function toMapPoint(item: SearchItem, locale: Locale): MapPoint | null {
  if (item.lat === null || item.lng === null) return null;
  return {
    id: item.id,
    lat: item.lat,
    lng: item.lng,
    title: localTitle(item, locale),
    price: item.price === null ? null : formatMoney(item.price, item.currency, locale),
    shop: locale === 'en' ? item.shop.nameEn || item.shop.name : item.shop.name,
    href: listingPath(item.shop.link, item.kind, item.slug),
  };
}
