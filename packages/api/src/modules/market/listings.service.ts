/**
 * Listings and their lifecycle: draft → paid (display months bought from the coin wallet through an
 * invoice) → active (an admin activates; the months start then) | rejected (with a reason) →
 * disabled; deleted by the owner at any time. A listing is public while it is active and unexpired:
 * expiry is a query-time check on `expires_at`, so nothing needs to run for a listing to lapse, and
 * paying more months while it is active (or lapsed) extends it without a new review.
 */
import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import {
  displayPrices,
  listingLikes,
  listingPayments,
  listings,
  models,
  shops,
  tourScenes,
  tours,
  type Executor,
  type Listing,
  type ListingKind,
  type User,
} from '@rassam/db';
import type { Env } from '../../env';
import { AppError } from '../../lib/app-error';
import { buyerOf, issueFactor, markFactorPaid, sellerFrom } from '../payments/factor.service';
import { credit, debit } from '../wallet/wallet.service';
import {
  ancestry,
  categoryById,
  categoryNames,
  checkAttributes,
  descendantIds,
  effectiveProperties,
} from './categories.service';
import { isUniqueViolation } from './db-errors';
import { resolveLocationRefs, type LocationRefs } from './locations.service';
import { displayMonths, type ListingFilterState } from './market.schemas';
import { listingSearchText } from './normalize';
import { adoptFiles, marketFileUrl, ownShop } from './shops.service';
import { countView, type Viewer } from './views';
import type { RateLimiter } from '../../lib/rate-limit';
import { listingModel, listingModelColumns } from '../models/listing-model';
import { listingTour, listingTourColumns } from '../tours/listing-tour';

/** Coins per month when no display price is set for a category, its ancestors, or as the default. */
export const DEFAULT_COINS_PER_MONTH = 10;

export const isPublic = (row: Pick<Listing, 'status' | 'expiresAt'>, now = new Date()) =>
  row.status === 'active' && row.expiresAt !== null && row.expiresAt > now;

/** The SQL twin of isPublic, for every public query. */
export const publicListing = sql`${listings.status} = 'active' and ${listings.expiresAt} > now()`;

export function toListing(row: Listing) {
  return {
    id: row.id,
    shopId: row.shopId,
    kind: row.kind,
    categoryId: row.categoryId,
    slug: row.slug,
    titleFa: row.titleFa,
    titleEn: row.titleEn,
    descriptionFa: row.descriptionFa,
    descriptionEn: row.descriptionEn,
    images: row.images.map((id) => ({ id, url: marketFileUrl(id) })),
    price: row.price,
    currency: row.currency,
    attributes: row.attributes,
    lat: row.lat,
    lng: row.lng,
    countryId: row.countryId,
    stateId: row.stateId,
    cityId: row.cityId,
    districtId: row.districtId,
    virtualTourId: row.virtualTourId,
    model3dId: row.model3dId,
    likeCount: row.likeCount,
    viewCount: row.viewCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the owner and the admins see on top: the state, why it was rejected, and until when it shows. */
export function toOwnListing(row: Listing) {
  return {
    ...toListing(row),
    status: row.status,
    expired: row.status === 'active' && !isPublic(row),
    rejectionReason: row.rejectionReason,
    pendingMonths: row.pendingMonths,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export interface ListingInput extends LocationRefs {
  kind: ListingKind;
  categoryId: string;
  slug: string;
  titleFa: string;
  titleEn?: string | null;
  descriptionFa?: string | null;
  descriptionEn?: string | null;
  images?: string[];
  price?: number | null;
  currency?: 'IRR' | 'USD';
  attributes?: Record<string, string | number | boolean>;
  lat?: number | null;
  lng?: number | null;
}

type SearchTextInput = Pick<Listing, 'titleFa' | 'titleEn' | 'descriptionFa' | 'descriptionEn' | 'categoryId'>;

/** Titles first (search ranks the start of the text highest), then the category chain's names. */
function searchTextFrom(input: SearchTextInput, categoryNames: string[]) {
  return listingSearchText([input.titleFa, input.titleEn, ...categoryNames, input.descriptionFa, input.descriptionEn]);
}

async function searchTextOf(db: Executor, input: SearchTextInput) {
  return searchTextFrom(input, await categoryNames(db, input.categoryId));
}

const REFRESH_BATCH = 500;

/**
 * After a category is renamed or moved, the search text of every listing under it (its sub-categories
 * included) holds the old names: it is written again, 500 listings per statement, so that search finds
 * them by the new names. Returns how many listings were rewritten.
 */
export async function refreshCategorySearchText(db: Executor, categoryId: string): Promise<number> {
  const ids = await descendantIds(db, categoryId);
  if (ids.length === 0) return 0;
  const names = new Map<string, string[]>();
  for (const id of ids) names.set(id, await categoryNames(db, id));
  let refreshed = 0;
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select({
        id: listings.id,
        titleFa: listings.titleFa,
        titleEn: listings.titleEn,
        descriptionFa: listings.descriptionFa,
        descriptionEn: listings.descriptionEn,
        categoryId: listings.categoryId,
      })
      .from(listings)
      .where(and(inArray(listings.categoryId, ids), after ? gt(listings.id, after) : undefined))
      .orderBy(asc(listings.id))
      .limit(REFRESH_BATCH);
    if (rows.length === 0) return refreshed;
    const values = rows.map((row) => sql`(${row.id}::uuid, ${searchTextFrom(row, names.get(row.categoryId) ?? [])})`);
    await db.execute(
      sql`update ${listings} set search_text = v.text from (values ${sql.join(values, sql`, `)}) as v(id, text) where ${listings.id} = v.id`,
    );
    refreshed += rows.length;
    after = rows.at(-1)!.id;
  }
}

function slugTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('SlugAlreadyExists', { fields: { slug: 'SlugAlreadyExists' } });
  throw error;
}

export async function createListing(db: Executor, ownerId: string, input: ListingInput) {
  const shop = await ownShop(db, ownerId);
  const category = await categoryById(db, input.categoryId).catch(() => {
    throw new AppError('CategoryNotFound', { fields: { categoryId: 'CategoryNotFound' } });
  });
  if (category.kind !== input.kind) {
    throw new AppError('CategoryNotFound', { fields: { categoryId: 'CategoryNotFound' } });
  }
  const attributes = checkAttributes(await effectiveProperties(db, category.id), input.attributes ?? {});
  const refs = await resolveLocationRefs(db, input);
  await adoptFiles(db, shop, input.images ?? []);
  const values = {
    ...input,
    ...refs,
    shopId: shop.id,
    slug: input.slug.toLowerCase(),
    images: [...new Set(input.images ?? [])],
    attributes,
    status: 'draft' as const,
  };
  const [row] = await db
    .insert(listings)
    .values({
      ...values,
      searchText: await searchTextOf(db, { titleEn: null, descriptionFa: null, descriptionEn: null, ...values }),
    })
    .returning()
    .catch(slugTaken);
  return row!;
}

/**
 * A listing of the caller's shop. Another owner's id is ProductNotFound, exactly like an id that does
 * not exist: the answer never tells that it exists.
 */
export async function ownListing(db: Executor, ownerId: string, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ listing: listings, shop: shops })
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shopId))
    .where(and(eq(listings.id, id), eq(shops.ownerId, ownerId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: listings }) : await query;
  if (!row) throw new AppError('ProductNotFound');
  return row;
}

function assertEditable(row: Listing) {
  if (row.status === 'deleted') throw new AppError('ProductIsDeletedOrRejected');
  if (row.status === 'rejected') throw new AppError('ProductIsRejected');
}

export async function updateListing(db: Executor, ownerId: string, id: string, patch: Partial<ListingInput>) {
  const { listing, shop } = await ownListing(db, ownerId, id);
  assertEditable(listing);
  if (patch.kind !== undefined && patch.kind !== listing.kind) throw new AppError('ProductTypeCannotBeChanged');
  if (patch.categoryId !== undefined && patch.categoryId !== listing.categoryId) {
    throw new AppError('DisplayCategoryCannotBeChanged');
  }
  const { kind: _kind, categoryId: _categoryId, ...rest } = patch;
  const changes: Partial<typeof listings.$inferInsert> = { ...rest };
  if (patch.attributes !== undefined) {
    changes.attributes = checkAttributes(await effectiveProperties(db, listing.categoryId), patch.attributes);
  }
  if (['countryId', 'stateId', 'cityId', 'districtId'].some((k) => k in patch)) {
    Object.assign(changes, await resolveLocationRefs(db, patch));
  }
  if (patch.images !== undefined) {
    await adoptFiles(db, shop, patch.images);
    changes.images = [...new Set(patch.images)];
  }
  if (patch.slug !== undefined) changes.slug = patch.slug.toLowerCase();
  const next = { ...listing, ...changes } as Listing;
  changes.searchText = await searchTextOf(db, next);
  const [row] = await db.update(listings).set(changes).where(eq(listings.id, id)).returning().catch(slugTaken);
  return row!;
}

export async function deleteListing(db: Executor, ownerId: string, id: string) {
  const { listing } = await ownListing(db, ownerId, id);
  if (listing.status === 'deleted') throw new AppError('ProductIsDeletedOrRejected');
  await db.update(listings).set({ status: 'deleted' }).where(eq(listings.id, id));
}

export interface ListingFilter {
  status?: ListingFilterState;
  kind?: ListingKind;
  /** A category and its sub-categories. */
  categoryIds?: string[];
  shopLink?: string;
  /** Folded words (normalizeSearch), each of which must appear. */
  words?: string[];
  paidSince?: Date;
  expiringDays?: number;
}

/** The conditions of a filter over listings joined with their shops; no status means every one but deleted. */
function filterConditions(filter: ListingFilter): SQL[] {
  const where: SQL[] = [];
  switch (filter.status) {
    case undefined:
      where.push(sql`${listings.status} <> 'deleted'`);
      break;
    case 'active':
      where.push(publicListing);
      break;
    case 'expired':
      where.push(sql`${listings.status} = 'active' and ${listings.expiresAt} <= now()`);
      break;
    default:
      where.push(eq(listings.status, filter.status));
  }
  if (filter.kind) where.push(eq(listings.kind, filter.kind));
  if (filter.categoryIds) where.push(inArray(listings.categoryId, filter.categoryIds));
  if (filter.shopLink) where.push(eq(shops.link, filter.shopLink.toLowerCase()));
  // The folded text has letters, digits and spaces only, so a word needs no escaping inside a like pattern.
  const haystack = sql`(${listings.searchText} || ' ' || ${listings.slug} || ' ' || ${shops.nameKey} || ' ' || ${shops.nameEnKey} || ' ' || ${shops.link})`;
  for (const word of filter.words ?? []) where.push(sql`${haystack} like ${`%${word}%`}`);
  if (filter.paidSince) {
    where.push(
      sql`exists (select 1 from ${listingPayments} where ${listingPayments.listingId} = ${listings.id} and ${listingPayments.createdAt} >= ${filter.paidSince})`,
    );
  }
  if (filter.expiringDays) {
    where.push(
      sql`${listings.status} = 'active' and ${listings.expiresAt} > now() and ${listings.expiresAt} <= now() + make_interval(days => ${filter.expiringDays}::int)`,
    );
  }
  return where;
}

/** The owner's listings, newest first, filtered by state, kind and the months running out. */
export async function listingsOfShop(
  db: Executor,
  ownerId: string,
  filter: Pick<ListingFilter, 'status' | 'kind' | 'expiringDays'>,
  page: number,
  pageSize: number,
) {
  const shop = await ownShop(db, ownerId);
  const where = and(eq(listings.shopId, shop.id), ...filterConditions(filter));
  const [rows, [total]] = await Promise.all([
    db
      .select({ listing: listings })
      .from(listings)
      .innerJoin(shops, eq(shops.id, listings.shopId))
      .where(where)
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(listings).innerJoin(shops, eq(shops.id, listings.shopId)).where(where),
  ]);
  return { items: rows.map((r) => toOwnListing(r.listing)), total: total?.total ?? 0 };
}

// ── Display prices ──────────────────────────────────────────────────────────────────────────────────

export function assertMonths(months: number) {
  if (!displayMonths.safeParse(months).success) {
    throw new AppError('DisplayMonthNotValid', { fields: { months: 'DisplayMonthNotValid' } });
  }
}

/**
 * The cost in coins of showing a listing of the category for `months`: the category's own price for that
 * many months, else its nearest ancestor's, else the default row (no category), else
 * DEFAULT_COINS_PER_MONTH × months.
 */
export async function displayCost(db: Executor, categoryId: string, months: number): Promise<number> {
  assertMonths(months);
  const chain = await ancestry(db, categoryId);
  const ids = chain.map((c) => c.id);
  const rows = await db
    .select()
    .from(displayPrices)
    .where(
      and(
        eq(displayPrices.months, months),
        ids.length > 0
          ? sql`(${displayPrices.categoryId} is null or ${inArray(displayPrices.categoryId, ids)})`
          : sql`${displayPrices.categoryId} is null`,
      ),
    );
  for (const id of ids) {
    const own = rows.find((r) => r.categoryId === id);
    if (own) return own.coins;
  }
  return rows.find((r) => r.categoryId === null)?.coins ?? DEFAULT_COINS_PER_MONTH * months;
}

export async function listDisplayPrices(db: Executor) {
  const rows = await db.select().from(displayPrices).orderBy(asc(displayPrices.categoryId), asc(displayPrices.months));
  return rows.map((r) => ({ id: r.id, categoryId: r.categoryId, months: r.months, coins: r.coins }));
}

export async function setDisplayPrice(
  db: Executor,
  input: { categoryId: string | null; months: number; coins: number },
) {
  assertMonths(input.months);
  if (input.categoryId) await categoryById(db, input.categoryId);
  const [row] = await db
    .insert(displayPrices)
    .values(input)
    .onConflictDoUpdate({
      target: [displayPrices.categoryId, displayPrices.months],
      set: { coins: input.coins, updatedAt: new Date() },
    })
    .returning();
  return { id: row!.id, categoryId: row!.categoryId, months: row!.months, coins: row!.coins };
}

export async function deleteDisplayPrice(db: Executor, id: string) {
  const removed = await db.delete(displayPrices).where(eq(displayPrices.id, id)).returning();
  if (removed.length === 0) throw new AppError('NotFound');
}

// ── Paying ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * Buys display months from the coin wallet: the invoice, its payment, the debit and the listing's new
 * state commit together. The listing's row lock serializes payments of one listing, so a second first
 * payment sees `paid` and is DisplayCostAlreadyPayed. An active listing (or one that lapsed) is renewed:
 * its expiry moves `months` further from the later of now and the current expiry.
 */
export async function payListing(db: Executor, env: Env, user: Pick<User, 'id'>, id: string, months: number) {
  assertMonths(months);
  return db.transaction(async (tx) => {
    const { listing } = await ownListing(tx, user.id, id, { lock: true });
    assertEditable(listing);
    if (listing.status === 'paid') throw new AppError('DisplayCostAlreadyPayed');
    if (listing.status === 'disabled') throw new AppError('ProductIsDeletedOrRejected');
    const coins = await displayCost(tx, listing.categoryId, months);
    const [payment] = await tx
      .insert(listingPayments)
      .values({ listingId: listing.id, userId: user.id, months, coins })
      .returning();
    const factor = await issueFactor(tx, {
      userId: user.id,
      subject: { type: 'listing_display', id: payment!.id },
      currency: 'COIN',
      lines: [
        {
          kind: 'listing_display',
          description: listing.titleFa,
          quantity: months,
          unitPrice: Math.floor(coins / months),
          amount: coins,
        },
      ],
      taxRateBp: 0,
      seller: sellerFrom(env),
      buyer: await buyerOf(tx, user.id),
    });
    await markFactorPaid(tx, factor.id, { paidWith: 'wallet' });
    if (coins > 0) {
      await debit(tx, user.id, coins, { reason: 'listing_fee', ref: { type: 'listing', id: listing.id } });
    }
    await tx.update(listingPayments).set({ factorId: factor.id }).where(eq(listingPayments.id, payment!.id));
    const renewal = listing.status === 'active';
    const [row] = await tx
      .update(listings)
      .set(
        renewal
          ? {
              expiresAt: sql`greatest(coalesce(${listings.expiresAt}, now()), now()) + make_interval(months => ${months}::int)`,
            }
          : { status: 'paid', pendingMonths: months },
      )
      .where(eq(listings.id, listing.id))
      .returning();
    return { listing: row!, factorId: factor.id, coins, renewal };
  });
}

// ── Moderation ──────────────────────────────────────────────────────────────────────────────────────

async function listingForAdmin(tx: Executor, id: string) {
  const [row] = await tx.select().from(listings).where(eq(listings.id, id)).limit(1).for('update');
  if (!row) throw new AppError('ProductNotFound');
  return row;
}

/** Starts the paid months (or puts a disabled listing that still has time back on show). */
export async function activateListing(db: Executor, id: string) {
  return db.transaction(async (tx) => {
    const row = await listingForAdmin(tx, id);
    if (row.status === 'deleted' || row.status === 'rejected') throw new AppError('ProductIsDeletedOrRejected');
    if (row.status === 'active') throw new AppError('ProductAlreadyActivated');
    if (row.status === 'draft') throw new AppError('ProductNotPayToActivate');
    if (row.status === 'disabled' && !(row.pendingMonths > 0 || (row.expiresAt && row.expiresAt > new Date()))) {
      throw new AppError('ProductNotPayToActivate');
    }
    const [updated] = await tx
      .update(listings)
      .set({
        status: 'active',
        rejectionReason: null,
        activatedAt: sql`coalesce(${listings.activatedAt}, now())`,
        expiresAt: sql`greatest(coalesce(${listings.expiresAt}, now()), now()) + make_interval(months => ${listings.pendingMonths})`,
        pendingMonths: 0,
      })
      .where(eq(listings.id, id))
      .returning();
    return updated!;
  });
}

/**
 * Rejects a listing with the reason its owner sees. Months paid for and never shown (a listing waiting
 * for review) go back to the payer's wallet, in the same transaction: the row lock makes a second
 * rejection refuse rather than refund twice. Months already on show are not refunded.
 */
export async function rejectListing(db: Executor, id: string, reason: string) {
  return db.transaction(async (tx) => {
    const row = await listingForAdmin(tx, id);
    if (row.status === 'deleted' || row.status === 'rejected') throw new AppError('ProductIsDeletedOrRejected');
    let refunded = 0;
    if (row.status === 'paid' && row.pendingMonths > 0) {
      // Only one payment can be waiting: a listing that is paid cannot be paid again (DisplayCostAlreadyPayed).
      const [payment] = await tx
        .select()
        .from(listingPayments)
        .where(eq(listingPayments.listingId, id))
        .orderBy(desc(listingPayments.createdAt))
        .limit(1);
      if (payment && payment.coins > 0) {
        await credit(tx, payment.userId, payment.coins, { reason: 'listing_refund', ref: { type: 'listing', id } });
        refunded = payment.coins;
      }
    }
    const [updated] = await tx
      .update(listings)
      .set({ status: 'rejected', rejectionReason: reason, pendingMonths: 0 })
      .where(eq(listings.id, id))
      .returning();
    return { listing: updated!, refunded };
  });
}

export async function disableListing(db: Executor, id: string) {
  return db.transaction(async (tx) => {
    const row = await listingForAdmin(tx, id);
    if (row.status === 'deleted' || row.status === 'rejected') throw new AppError('ProductIsDeletedOrRejected');
    const [updated] = await tx.update(listings).set({ status: 'disabled' }).where(eq(listings.id, id)).returning();
    return updated!;
  });
}

/**
 * The admins' queue: listings by state (paid ones, waiting for review, by default), kind, category, shop,
 * words, payment date and the months running out; the longest-waiting first.
 */
export async function moderationQueue(db: Executor, filter: ListingFilter, page: number, pageSize: number) {
  const where = and(...filterConditions({ ...filter, status: filter.status ?? 'paid' }));
  const [rows, [total]] = await Promise.all([
    db
      .select({ listing: listings, shop: { id: shops.id, name: shops.name, nameEn: shops.nameEn, link: shops.link } })
      .from(listings)
      .innerJoin(shops, eq(shops.id, listings.shopId))
      .where(where)
      .orderBy(asc(listings.updatedAt), asc(listings.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(listings).innerJoin(shops, eq(shops.id, listings.shopId)).where(where),
  ]);
  return { items: rows.map((r) => ({ ...toOwnListing(r.listing), shop: r.shop })), total: total?.total ?? 0 };
}

// ── Public reads, likes and views ───────────────────────────────────────────────────────────────────

export async function publicListingById(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), publicListing))
    .limit(1);
  if (!row) throw new AppError('ProductNotFound');
  return row;
}

/** Whether the signed-in visitor likes the listing (nobody's like for a visitor who is not signed in). */
async function likedBy(db: Executor, listingId: string, userId: string | undefined): Promise<boolean> {
  if (!userId) return false;
  const rows = await db
    .select({ userId: listingLikes.userId })
    .from(listingLikes)
    .where(and(eq(listingLikes.listingId, listingId), eq(listingLikes.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * A public listing by its shop's link and its slug, counting the view unless the visitor has been
 * counted for it today or owns it (see views.ts).
 */
export async function listingDetail(
  db: Executor,
  limiter: RateLimiter,
  shopLink: string,
  slug: string,
  viewer: Viewer,
) {
  const [row] = await db
    .select({
      listing: listings,
      shop: shops,
      model: listingModelColumns,
      tour: listingTourColumns,
    })
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shopId))
    .leftJoin(models, eq(models.id, listings.model3dId))
    .leftJoin(tours, eq(tours.listingId, listings.id))
    .leftJoin(tourScenes, eq(tourScenes.id, tours.startSceneId))
    .where(
      and(
        eq(shops.link, shopLink.toLowerCase()),
        eq(shops.status, 'active'),
        eq(listings.slug, slug.toLowerCase()),
        publicListing,
      ),
    )
    .limit(1);
  if (!row) throw new AppError('ProductNotFound');
  const counted = await countView(db, limiter, row.listing.id, row.shop.ownerId, viewer);
  const liked = await likedBy(db, row.listing.id, viewer.userId);
  const properties = await effectiveProperties(db, row.listing.categoryId);
  return {
    listing: {
      ...toListing(row.listing),
      viewCount: row.listing.viewCount + (counted ? 1 : 0),
      liked,
      model: row.model ? listingModel(row.model) : null,
      tour: row.tour ? listingTour(row.tour) : null,
    },
    shop: row.shop,
    properties,
  };
}

/**
 * A visit to a listing's page, reported by the page's script (the page itself is the same cached HTML for
 * everyone): counts the view as listingDetail does and answers the visitor's like and the live counts.
 */
export async function recordVisit(db: Executor, limiter: RateLimiter, id: string, viewer: Viewer) {
  const [row] = await db
    .select({ listing: listings, ownerId: shops.ownerId })
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shopId))
    .where(and(eq(listings.id, id), eq(shops.status, 'active'), publicListing))
    .limit(1);
  if (!row) throw new AppError('ProductNotFound');
  const counted = await countView(db, limiter, id, row.ownerId, viewer);
  const liked = await likedBy(db, id, viewer.userId);
  return { liked, likeCount: row.listing.likeCount, viewCount: row.listing.viewCount + (counted ? 1 : 0) };
}

/** Likes or un-likes: one like per user per listing; the count moves in the same transaction. */
export async function toggleLike(db: Executor, userId: string, id: string) {
  return db.transaction(async (tx) => {
    await publicListingById(tx, id);
    const removed = await tx
      .delete(listingLikes)
      .where(and(eq(listingLikes.listingId, id), eq(listingLikes.userId, userId)))
      .returning();
    let liked = false;
    if (removed.length === 0) {
      const added = await tx.insert(listingLikes).values({ listingId: id, userId }).onConflictDoNothing().returning();
      liked = added.length > 0;
    }
    const delta = liked ? 1 : removed.length > 0 ? -1 : 0;
    const [row] = await tx
      .update(listings)
      .set({ likeCount: sql`greatest(${listings.likeCount} + ${delta}, 0)`, updatedAt: sql`${listings.updatedAt}` })
      .where(eq(listings.id, id))
      .returning({ likeCount: listings.likeCount });
    return { liked, likeCount: row!.likeCount };
  });
}
