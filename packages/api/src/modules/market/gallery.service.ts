/**
 * A shop's 3D gallery (issue 17, decision 036): the owner picks up to 12 of the shop's listings, each shown as
 * its 3D model on a plinth or its first picture on a wall, and a room; visitors get the public ones in that
 * order. An item points at its listing, so a deleted listing leaves the gallery and one that stops being
 * public (expired, disabled) is only left out of the visitors' gallery until it is public again.
 */
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { listings, models, shopGalleryItems, shops, type Executor, type Listing } from '@rassam/db';
import { AppError } from '../../lib/app-error';
import { listingModel, listingModelColumns } from '../models/listing-model';
import type { GalleryBody } from './gallery.schemas';
import { isPublic, publicListing } from './listings.service';
import { marketFileUrl, ownShop, shopByLink } from './shops.service';

/** The listings the owner's form offers: those in the gallery and the newest others, up to this many. */
const CANDIDATE_LIMIT = 200;

type ModelColumns = { [K in keyof typeof listingModelColumns]: (typeof models.$inferSelect)[K] };

const firstPicture = (row: Pick<Listing, 'images'>) => (row.images[0] ? marketFileUrl(row.images[0]) : null);
const readyModel = (model: ModelColumns | null) => (model ? listingModel(model) : null);

/** What the owner's form shows: the room, the items in order, and what each listing can show. */
export async function ownGallery(db: Executor, ownerId: string) {
  const shop = await ownShop(db, ownerId);
  const items = await db
    .select({ listingId: shopGalleryItems.listingId, display: shopGalleryItems.display })
    .from(shopGalleryItems)
    .where(eq(shopGalleryItems.shopId, shop.id))
    .orderBy(asc(shopGalleryItems.position));
  const chosen = items.map((item) => item.listingId);
  const rows = await db
    .select({ listing: listings, model: listingModelColumns })
    .from(listings)
    .leftJoin(models, eq(models.id, listings.model3dId))
    .where(and(eq(listings.shopId, shop.id), ne(listings.status, 'deleted')))
    // The gallery's own listings first (whatever their age), then the newest.
    .orderBy(
      ...(chosen.length ? [desc(inArray(listings.id, chosen))] : []),
      desc(listings.createdAt),
      desc(listings.id),
    )
    .limit(CANDIDATE_LIMIT);
  const candidates = rows.map(({ listing, model }) => {
    const ready = readyModel(model);
    return {
      listingId: listing.id,
      kind: listing.kind,
      titleFa: listing.titleFa,
      titleEn: listing.titleEn,
      public: isPublic(listing),
      imageUrl: firstPicture(listing),
      modelPosterUrl: ready?.posterUrl ?? null,
      hasModel: ready !== null,
    };
  });
  return { style: shop.galleryStyle, items, candidates };
}

/**
 * Replaces the gallery with the one given, checked against the shop's own listings: another shop's id, or a
 * deleted listing, is ProductNotFound; a model item needs a ready model, a picture item a picture. The shop's
 * row is locked first, so two saves at once follow each other instead of mixing their items.
 */
export async function saveGallery(db: Executor, ownerId: string, body: GalleryBody) {
  await db.transaction(async (tx) => {
    const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.ownerId, ownerId)).for('update');
    if (!shop) throw new AppError('ShopNotFound');
    const ids = body.items.map((item) => item.listingId);
    const rows = ids.length
      ? await tx
          .select({ listing: listings, model: listingModelColumns })
          .from(listings)
          .leftJoin(models, eq(models.id, listings.model3dId))
          .where(and(inArray(listings.id, ids), eq(listings.shopId, shop.id), ne(listings.status, 'deleted')))
      : [];
    const byId = new Map(rows.map((row) => [row.listing.id, row]));
    body.items.forEach((item, index) => {
      const row = byId.get(item.listingId);
      if (!row) throw new AppError('ProductNotFound', { fields: { [`items.${index}.listingId`]: 'ProductNotFound' } });
      if (item.display === 'model' && !readyModel(row.model))
        throw new AppError('ValidationError', {
          status: 422,
          fields: { [`items.${index}.display`]: 'GalleryNeedsModel' },
        });
      if (item.display === 'image' && !firstPicture(row.listing))
        throw new AppError('ValidationError', {
          status: 422,
          fields: { [`items.${index}.display`]: 'GalleryNeedsPicture' },
        });
    });
    await tx.update(shops).set({ galleryStyle: body.style }).where(eq(shops.id, shop.id));
    await tx.delete(shopGalleryItems).where(eq(shopGalleryItems.shopId, shop.id));
    if (body.items.length)
      await tx.insert(shopGalleryItems).values(
        body.items.map((item, position) => ({
          shopId: shop.id,
          listingId: item.listingId,
          position,
          display: item.display,
        })),
      );
  });
  return ownGallery(db, ownerId);
}

/**
 * A visitor's gallery of an active shop: its public items in order, each with the picture it shows (a model's
 * poster, or the listing's first picture) and, for a model, its GLB. A model item whose model is no longer
 * ready shows its listing's picture instead, and is left out when there is none.
 */
export async function publicGallery(db: Executor, link: string) {
  const shop = await shopByLink(db, link);
  const rows = await db
    .select({ display: shopGalleryItems.display, listing: listings, model: listingModelColumns })
    .from(shopGalleryItems)
    .innerJoin(listings, eq(listings.id, shopGalleryItems.listingId))
    .leftJoin(models, eq(models.id, listings.model3dId))
    .where(and(eq(shopGalleryItems.shopId, shop.id), publicListing))
    .orderBy(asc(shopGalleryItems.position));
  const items = rows.flatMap(({ display, listing, model }) => {
    const ready = display === 'model' ? readyModel(model) : null;
    const posterUrl = (ready ? ready.posterUrl : null) ?? firstPicture(listing);
    if (!posterUrl) return [];
    return [
      {
        id: listing.id,
        kind: ready ? ('model' as const) : ('image' as const),
        listingKind: listing.kind,
        slug: listing.slug,
        titleFa: listing.titleFa,
        titleEn: listing.titleEn,
        posterUrl,
        modelUrl: ready?.galleryUrl ?? null,
      },
    ];
  });
  return { shop: { link: shop.link, name: shop.name, nameEn: shop.nameEn }, style: shop.galleryStyle, items };
}
