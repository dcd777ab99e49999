import 'server-only';
import { cache } from 'react';
import { loadAllListings, loadOwnShop } from '@/components/shop/server';
import { serverApi } from '@/lib/server-api';
import type { NoteListings, TourView } from './tour-api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's tour, or null for an id that is not one of theirs (another user's is not found either). */
export const ownTour = cache(async (id: string): Promise<TourView | null> => {
  if (!UUID.test(id)) return null;
  const result = await serverApi<TourView>(`/tours/${id}`);
  if (result.ok) return result.data;
  if (result.status === 404) return null;
  throw new Error(result.message || result.code);
});

/**
 * The listings of the caller's shop an info hotspot may link to (the API takes no other): `listings` null
 * without a shop; `failed` when they could not be read (the picker says so, and keeps the chosen one).
 */
export const noteListings = cache(async (): Promise<NoteListings> => {
  const shop = await loadOwnShop();
  if (!shop.ok) return { listings: shop.status === 404 ? null : [], failed: shop.status !== 404 };
  const all = await loadAllListings();
  return {
    listings: all.items.map((listing) => ({ id: listing.id, title: listing.titleFa, titleEn: listing.titleEn })),
    failed: !all.ok,
  };
});

type Place = { id: string; level: 'country' | 'state' | 'city' | 'district' };
type Trail = { countryId: string | null; stateId: string | null; cityId: string | null; districtId: string | null };

/**
 * The levels of a tour's saved location, for the location picker (a tour keeps only its most precise place):
 * the API answers the place and the ones above it. Null when there is none or it is gone (the picker then
 * starts empty, and the saved place is kept unless the owner picks another).
 */
export const locationTrail = cache(async (id: string | null): Promise<Trail | null> => {
  if (!id) return null;
  const answer = await serverApi<Place[]>(`/market/locations/${id}/trail`);
  if (!answer.ok) return null;
  const trail: Trail = { countryId: null, stateId: null, cityId: null, districtId: null };
  for (const place of answer.data) trail[`${place.level}Id`] = place.id;
  return trail;
});
