import 'server-only';
import { cache } from 'react';
import { serverApi } from '@/lib/server-api';
import type { Bounds } from './geo';
import { boxToBounds } from './geo';
import type { MarketLocation, ShopMapPoint } from './types';

/** Iran's provinces with their capitals' positions (locations API), or none when the API has no Iran. */
export const iranProvinces = cache(async (): Promise<MarketLocation[]> => {
  const countries = await serverApi<MarketLocation[]>('/market/locations');
  const iran = countries.ok ? countries.data.find((c) => c.slug === 'iran') : undefined;
  if (!iran) return [];
  const provinces = await serverApi<MarketLocation[]>(`/market/locations?parent=${iran.id}`);
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
    serverApi<{ shop: ShopMap['shop'] }>(`${path}?pageSize=1`),
    serverApi<{
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
