import 'server-only';
import { cache } from 'react';
import { serverApi, serverApiPage } from '@/lib/server-api';
import type { OwnListing, Shop } from './types';

/** The signed-in user's shop, asked once per request (the guard and the page share it). */
export const loadOwnShop = cache(() => serverApi<Shop>('/shops/me'));

/**
 * Every listing of the shop, newest first, 50 to an API page: for the overview's counts, the places
 * page and the listings that show an image (a shop has a few hundred at most). The product list filters
 * and pages on the API instead (listing-query.ts).
 */
export const loadAllListings = cache(async (): Promise<{ ok: boolean; items: OwnListing[] }> => {
  const items: OwnListing[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const result = await serverApiPage<OwnListing>(`/shops/me/listings?page=${page}&pageSize=50`);
    if (!result.ok) return { ok: false, items };
    items.push(...result.data);
    if (items.length >= result.meta.total || result.data.length === 0) break;
  }
  return { ok: true, items: items.filter((item) => item.status !== 'deleted') };
});
