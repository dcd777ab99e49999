/**
 * A tour on the market (decision 037): an accepted tour of the owner's shows on one listing of their shop,
 * and a listing shows one tour (tours.listing_id is unique). The listing's public answers carry it
 * (listing-tour.ts) and open the tour to anyone with its link while the listing is public.
 */
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { listings, tours } from '@rassam/db';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../market/db-errors';
import { forgetMarketReads } from '../market/market.cache';
import { ownShop } from '../market/shops.service';
import { ownTour } from './tours.service';

const cannot = () => new AppError('CannotAddToMarket', { fields: { listingId: 'CannotAddToMarket' } });
const already = () => new AppError('VirtualTourAlreadyAddedToMarket');

/**
 * Attaches the tour to a listing of the user's shop (no shop: ShopNotFound). Before acceptance:
 * VirtualTourIsNotAccepted; a tour on a listing already (this one or another): VirtualTourAlreadyAddedToMarket;
 * a listing not of the shop, deleted, or showing another tour: CannotAddToMarket. The write is conditional on
 * the tour being free, so of two attaches at once exactly one wins.
 */
export async function attachTour(deps: AppDeps, userId: string, id: string, listingId: string) {
  const tour = await ownTour(deps.db, userId, id);
  const shop = await ownShop(deps.db, userId);
  if (tour.status !== 'accepted') throw new AppError('VirtualTourIsNotAccepted');
  if (tour.listingId) throw already();
  const [listing] = await deps.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.shopId, shop.id), ne(listings.status, 'deleted')))
    .limit(1);
  if (!listing) throw cannot();
  let changed;
  try {
    [changed] = await deps.db
      .update(tours)
      .set({ listingId: listing.id })
      .where(
        and(eq(tours.id, tour.id), eq(tours.userId, userId), eq(tours.status, 'accepted'), isNull(tours.listingId)),
      )
      .returning({ id: tours.id });
  } catch (error) {
    // The listing shows another tour (tours_listing_idx).
    if (isUniqueViolation(error)) throw cannot();
    throw error;
  }
  if (!changed) {
    const now = await ownTour(deps.db, userId, id);
    throw now.listingId ? already() : new AppError('VirtualTourIsNotAccepted');
  }
  forgetMarketReads(deps.db);
  return { tourId: tour.id, listingId: listing.id };
}

/** Takes the tour off its listing; a tour on none: ProductNotFound. */
export async function detachTour(deps: AppDeps, userId: string, id: string) {
  await ownTour(deps.db, userId, id);
  const [changed] = await deps.db
    .update(tours)
    .set({ listingId: null })
    .where(and(eq(tours.id, id), eq(tours.userId, userId), isNotNull(tours.listingId)))
    .returning({ id: tours.id });
  if (!changed) throw new AppError('ProductNotFound');
  forgetMarketReads(deps.db);
  return { tourId: id };
}
