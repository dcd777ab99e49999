import 'server-only';
import { cache } from 'react';
import { publicApi } from '@/lib/server-api';
import type { Bounds } from './geo';
import { boxToBounds, CITY_ZOOM, PROVINCE_ZOOM } from './geo';
import { KINDS, type Filters } from './search';
import type { CategoryNode, MapStart, MarketLocation, ShopMapPoint } from './types';

/** Iran's provinces with their capitals' positions (locations API), or none when the API has no Iran. */
export const iranProvinces = cache(async (): Promise<MarketLocation[]> => {
  const countries = await publicApi<MarketLocation[]>('/market/locations');
  const iran = countries.ok ? countries.data.find((c) => c.slug === 'iran') : undefined;
  if (!iran) return [];
  const provinces = await publicApi<MarketLocation[]>(`/market/locations?parent=${iran.id}`);
  return provinces.ok ? provinces.data : [];
});

/** What a shop link may look like (market.schemas.ts `shopLink`); anything else is not a shop, unasked. */
const SHOP_LINK = /^[a-z][a-z0-9_.-]{2,29}$/i;

export interface ShopMap {
  shop: { name: string; nameEn: string; link: string };
  points: ShopMapPoint[];
  box: Bounds | null;
}

/** A shop and its listings' map points, or null for a link no shop has. */
export const shopMap = cache(async (link: string): Promise<ShopMap | null> => {
  if (!SHOP_LINK.test(link)) return null;
  const path = `/market/shops/${encodeURIComponent(link.toLowerCase())}`;
  const [shop, map] = await Promise.all([
    publicApi<{ shop: ShopMap['shop'] }>(`${path}?pageSize=1`),
    publicApi<{
      points: ShopMapPoint[];
      bbox: { minLat: number | null; minLng: number | null; maxLat: number | null; maxLng: number | null } | null;
    }>(`${path}/map`),
  ]);
  if (!shop.ok || !map.ok) {
    if ((!shop.ok && shop.status === 404) || (!map.ok && map.status === 404)) return null;
    throw new Error(`shop map ${link}: ${!shop.ok ? shop.code : !map.ok ? map.code : ''}`);
  }
  const { name, nameEn, link: shopLink } = shop.data.shop;
  return { shop: { name, nameEn, link: shopLink }, points: map.data.points, box: boxToBounds(map.data.bbox) };
});

function findCategory(nodes: CategoryNode[], slug: string): CategoryNode | undefined {
  for (const node of nodes) {
    const found = node.slug === slug ? node : findCategory(node.children ?? [], slug);
    if (found) return found;
  }
  return undefined;
}

/**
 * The filters a link to the map asks for (a list's "on the map": see `mapPath`), slugs read into the ids the
 * search takes. What does not exist is left out, as is what hangs on it (a city of no province).
 */
export async function mapFilters(
  query: Record<string, string | string[] | undefined>,
  provinces: MarketLocation[],
): Promise<{ filters: Filters; start: MapStart | null }> {
  const one = (key: string) => {
    const value = query[key];
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  };
  const kind = KINDS.find((k) => k === one('kind')) ?? '';
  const state = provinces.find((p) => p.slug === one('state'));
  const [categories, cities] = await Promise.all([
    kind && one('category') ? publicApi<CategoryNode[]>(`/market/categories?kind=${kind}`) : null,
    state && one('city') ? publicApi<MarketLocation[]>(`/market/locations?parent=${state.id}`) : null,
  ]);
  const category = categories?.ok ? findCategory(categories.data, one('category')) : undefined;
  const city = cities?.ok ? cities.data.find((c) => c.slug === one('city')) : undefined;
  const filters: Filters = {
    q: one('q').slice(0, 200),
    kind,
    category: category?.id ?? '',
    state: state?.id ?? '',
    city: city?.id ?? '',
  };
  const place = city ?? state;
  const start =
    place?.lat != null && place.lng != null
      ? { lat: place.lat, lng: place.lng, zoom: city ? CITY_ZOOM : PROVINCE_ZOOM }
      : null;
  return { filters, start };
}
