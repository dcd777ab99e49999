/** Shops: one per user; having one is what makes a user a shop owner. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  files,
  listings,
  shopDesigns,
  shopMedia,
  shops,
  type Executor,
  type Shop,
  type ShopLanding,
  type ShopSocial,
  type WorkingDay,
} from '@rassam/db';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { makeCardSizes, removeLibraryImage } from '../../lib/image-libraries';
import { storedImageAt } from '../../lib/sized-images';
import { sniff, storeUpload, toFileView } from '../generation/files.service';
import { ownDesign } from '../generation/designs.service';
import { isUniqueViolation, pgConstraint } from './db-errors';
import { locationById, resolveLocationRefs, type LocationRefs } from './locations.service';
import { normalizeSearch } from './normalize';
import { shopLink } from './market.schemas';
import { isReservedShopLink } from './reserved';
import { countryClock, countryZones, DEFAULT_SHOP_TIME_ZONE, offsetMinutes } from './time-zone';
import { changesNothing } from '../../lib/patch';

export const marketFileUrl = (id: string) => `/api/market/files/${id}`;
const imageUrl = (id: string | null | undefined) => (id ? marketFileUrl(id) : null);

export function toShop(row: Shop) {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    link: row.link,
    phones: row.phones,
    address: row.address,
    addressEn: row.addressEn,
    lat: row.lat,
    lng: row.lng,
    countryId: row.countryId,
    stateId: row.stateId,
    cityId: row.cityId,
    districtId: row.districtId,
    profileImageId: row.profileImageId,
    profileImageUrl: imageUrl(row.profileImageId),
    bannerImageId: row.bannerImageId,
    bannerImageUrl: imageUrl(row.bannerImageId),
    description: row.description,
    descriptionEn: row.descriptionEn,
    workingHours: row.workingHours,
    timeZone: row.timeZone,
    social: row.social,
    landing: row.landing ? { ...row.landing, backgroundImageUrl: imageUrl(row.landing.backgroundImageId) } : null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
export type ShopView = ReturnType<typeof toShop>;

export interface ShopInput extends LocationRefs {
  name: string;
  nameEn: string;
  link: string;
  phones?: string[];
  address?: string | null;
  addressEn?: string | null;
  lat?: number | null;
  lng?: number | null;
  description?: string | null;
  descriptionEn?: string | null;
  workingHours?: WorkingDay[];
  timeZone?: string;
}

/** Unique violations, by constraint, to the code a form can show beside its field. */
function shopConflict(error: unknown): never {
  if (isUniqueViolation(error)) {
    const constraint = pgConstraint(error) ?? '';
    if (constraint.includes('owner')) throw new AppError('ShopAlreadyExists');
    if (constraint.includes('link'))
      throw new AppError('ShopLinkAlreadyExists', { fields: { link: 'ShopLinkAlreadyExists' } });
    if (constraint.includes('name_en')) throw new AppError('ShopNameExists', { fields: { nameEn: 'ShopNameExists' } });
    throw new AppError('ShopNameExists', { fields: { name: 'ShopNameExists' } });
  }
  throw error;
}

export async function shopOfOwner(db: Executor, ownerId: string) {
  const [row] = await db.select().from(shops).where(eq(shops.ownerId, ownerId)).limit(1);
  return row ?? null;
}

/** The caller's shop, for the owner endpoints; without one, ShopNotFound. */
export async function ownShop(db: Executor, ownerId: string) {
  const row = await shopOfOwner(db, ownerId);
  if (!row) throw new AppError('ShopNotFound');
  return row;
}

/** The clock of a country that keeps one (Iran, Germany), for a new shop there that named no zone. */
async function zoneOfCountry(db: Executor, countryId: string | null) {
  const code = countryId ? (await locationById(db, countryId)).code : null;
  const now = new Date();
  return code ? countryClock(countryZones(code), (zone) => offsetMinutes(zone, now)) : null;
}

export async function createShop(db: Executor, ownerId: string, input: ShopInput) {
  if (isReservedShopLink(input.link))
    throw new AppError('ShopLinkIsReserved', { fields: { link: 'ShopLinkIsReserved' } });
  if (await shopOfOwner(db, ownerId)) throw new AppError('ShopAlreadyExists');
  const refs = await resolveLocationRefs(db, input);
  const [row] = await db
    .insert(shops)
    .values({
      ...input,
      ...refs,
      ownerId,
      link: input.link.toLowerCase(),
      nameKey: normalizeSearch(input.name),
      nameEnKey: normalizeSearch(input.nameEn),
      phones: input.phones ?? [],
      workingHours: input.workingHours ?? [],
      timeZone: input.timeZone ?? (await zoneOfCountry(db, refs.countryId)) ?? DEFAULT_SHOP_TIME_ZONE,
    })
    .returning()
    .catch(shopConflict);
  return row!;
}

export async function updateShop(db: Executor, ownerId: string, patch: Partial<ShopInput>) {
  const shop = await ownShop(db, ownerId);
  if (changesNothing(patch)) return shop;
  if (patch.link !== undefined && isReservedShopLink(patch.link)) {
    throw new AppError('ShopLinkIsReserved', { fields: { link: 'ShopLinkIsReserved' } });
  }
  const touchesLocation = ['countryId', 'stateId', 'cityId', 'districtId'].some((k) => k in patch);
  const refs = touchesLocation ? await resolveLocationRefs(db, patch) : {};
  const [row] = await db
    .update(shops)
    .set({
      ...patch,
      ...refs,
      ...(patch.link !== undefined ? { link: patch.link.toLowerCase() } : {}),
      ...(patch.name !== undefined ? { nameKey: normalizeSearch(patch.name) } : {}),
      ...(patch.nameEn !== undefined ? { nameEnKey: normalizeSearch(patch.nameEn) } : {}),
    })
    .where(eq(shops.id, shop.id))
    .returning()
    .catch(shopConflict);
  return row!;
}

export async function updateSocial(db: Executor, ownerId: string, social: ShopSocial) {
  const shop = await ownShop(db, ownerId);
  const merged = Object.fromEntries(
    Object.entries({ ...shop.social, ...social }).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  );
  const [row] = await db.update(shops).set({ social: merged }).where(eq(shops.id, shop.id)).returning();
  return row!;
}

/** A file may be shown by the shop only when its owner uploaded it; it joins the shop's media library. */
export async function adoptFiles(db: Executor, shop: Pick<Shop, 'id' | 'ownerId'>, fileIds: string[]) {
  const unique = [...new Set(fileIds)];
  if (unique.length === 0) return;
  const owned = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, unique), eq(files.userId, shop.ownerId), eq(files.kind, 'image')));
  if (owned.length !== unique.length) throw new AppError('FileNotFound', { fields: { images: 'FileNotFound' } });
  await db
    .insert(shopMedia)
    .values(unique.map((fileId) => ({ shopId: shop.id, fileId })))
    .onConflictDoNothing();
}

export async function updateLanding(db: Executor, ownerId: string, landing: ShopLanding) {
  const shop = await ownShop(db, ownerId);
  if (landing.backgroundImageId) await adoptFiles(db, shop, [landing.backgroundImageId]);
  const [row] = await db.update(shops).set({ landing }).where(eq(shops.id, shop.id)).returning();
  return row!;
}

/** Stores an uploaded image (checked by content) in the shop's library; for the profile or banner, sets it. */
export async function uploadShopImage(
  deps: AppDeps,
  ownerId: string,
  bytes: Uint8Array,
  role: 'media' | 'profile' | 'banner',
) {
  const shop = await ownShop(deps.db, ownerId);
  if (sniff(bytes)?.kind !== 'image')
    throw new AppError('FileFormatIsNotValid', { fields: { file: 'FileFormatIsNotValid' } });
  const file = await storeUpload(deps, { id: ownerId }, bytes);
  await deps.db.insert(shopMedia).values({ shopId: shop.id, fileId: file.id }).onConflictDoNothing();
  await makeCardSizes(deps, file);
  if (role === 'profile') await deps.db.update(shops).set({ profileImageId: file.id }).where(eq(shops.id, shop.id));
  if (role === 'banner') await deps.db.update(shops).set({ bannerImageId: file.id }).where(eq(shops.id, shop.id));
  return { ...toFileView(file), url: marketFileUrl(file.id) };
}

/** Takes the profile image or the banner off the shop; the file stays in its library (removeMedia deletes it). */
export async function clearShopImage(db: Executor, ownerId: string, role: 'profile' | 'banner') {
  const shop = await ownShop(db, ownerId);
  const [row] = await db
    .update(shops)
    .set(role === 'profile' ? { profileImageId: null } : { bannerImageId: null })
    .where(eq(shops.id, shop.id))
    .returning();
  return row!;
}

export async function mediaOf(db: Executor, ownerId: string) {
  const shop = await ownShop(db, ownerId);
  const rows = await db
    .select({ file: files })
    .from(shopMedia)
    .innerJoin(files, eq(files.id, shopMedia.fileId))
    .where(eq(shopMedia.shopId, shop.id))
    .orderBy(desc(shopMedia.createdAt));
  return rows.map(({ file }) => ({ ...toFileView(file), url: marketFileUrl(file.id) }));
}

/**
 * Takes an image out of the library (and off the profile, banner, landing and listings that showed it),
 * and off the storage: its sized copies always (only the library's public route serves them), the file
 * itself when nothing else names it. An upload may also be the input of one of the owner's designs (kept
 * for ever with its provenance) or be in another library; then the original stays, and only the copies go.
 */
export async function removeMedia(deps: AppDeps, ownerId: string, fileId: string) {
  const shop = await ownShop(deps.db, ownerId);
  await removeLibraryImage(deps, fileId, async (tx) => {
    const removed = await tx
      .delete(shopMedia)
      .where(and(eq(shopMedia.shopId, shop.id), eq(shopMedia.fileId, fileId)))
      .returning();
    if (removed.length === 0) return false;
    await tx
      .update(shops)
      .set({
        profileImageId: sql`nullif(${shops.profileImageId}, ${fileId}::uuid)`,
        bannerImageId: sql`nullif(${shops.bannerImageId}, ${fileId}::uuid)`,
        landing: sql`case when ${shops.landing}->>'backgroundImageId' = ${fileId} then jsonb_set(${shops.landing}, '{backgroundImageId}', 'null') else ${shops.landing} end`,
      })
      .where(eq(shops.id, shop.id));
    await tx
      .update(listings)
      .set({ images: sql`${listings.images} - ${fileId}::text` })
      .where(and(eq(listings.shopId, shop.id), sql`${listings.images} ? ${fileId}::text`));
    return true;
  });
}

/**
 * A file is public when a shop's library holds it (its pages and listings show it). With a width, a WebP
 * at most that wide: the card sizes are made at upload, the others on the first ask, and all are kept
 * beside the original (no table row: a size lives and goes with its file, behind the same library check).
 */
export async function publicMarketFile(deps: AppDeps, fileId: string, width?: number) {
  const [row] = await deps.db
    .select({ file: files })
    .from(shopMedia)
    .innerJoin(files, eq(files.id, shopMedia.fileId))
    .innerJoin(shops, eq(shops.id, shopMedia.shopId))
    .where(and(eq(shopMedia.fileId, fileId), eq(shops.status, 'active')))
    .limit(1);
  if (!row) throw new AppError('FileNotFound');
  return storedImageAt(deps.storage, row.file, width);
}

/** Attaches one of the owner's own AI designs to the shop (another user's design is not found). */
export async function attachDesign(db: Executor, ownerId: string, designId: string) {
  const shop = await ownShop(db, ownerId);
  const design = await ownDesign(db, ownerId, designId);
  if (design.status === 'deleted') throw new AppError('DesigningIsDeleted');
  if (design.status !== 'completed') throw new AppError('DesigningNotComplete');
  await db.insert(shopDesigns).values({ shopId: shop.id, designId }).onConflictDoNothing();
  return designsOf(db, shop.id);
}

export async function detachDesign(db: Executor, ownerId: string, designId: string) {
  const shop = await ownShop(db, ownerId);
  const removed = await db
    .delete(shopDesigns)
    .where(and(eq(shopDesigns.shopId, shop.id), eq(shopDesigns.designId, designId)))
    .returning();
  if (removed.length === 0) throw new AppError('DesigningNotFound');
}

export async function designsOf(db: Executor, shopId: string) {
  const rows = await db
    .select({ designId: shopDesigns.designId, createdAt: shopDesigns.createdAt })
    .from(shopDesigns)
    .where(eq(shopDesigns.shopId, shopId))
    .orderBy(desc(shopDesigns.createdAt));
  return rows.map((r) => ({ designId: r.designId, attachedAt: r.createdAt.toISOString() }));
}

/** Views and likes over the shop's listings, and how many are in each state. */
export async function shopStats(db: Executor, ownerId: string) {
  const shop = await ownShop(db, ownerId);
  const [totals] = await db
    .select({
      views: sql<number>`coalesce(sum(${listings.viewCount}), 0)::int`,
      likes: sql<number>`coalesce(sum(${listings.likeCount}), 0)::int`,
      listings: sql<number>`count(*) filter (where ${listings.status} <> 'deleted')::int`,
      active: sql<number>`count(*) filter (where ${listings.status} = 'active' and ${listings.expiresAt} > now())::int`,
      expired: sql<number>`count(*) filter (where ${listings.status} = 'active' and ${listings.expiresAt} <= now())::int`,
      awaitingReview: sql<number>`count(*) filter (where ${listings.status} = 'paid')::int`,
      drafts: sql<number>`count(*) filter (where ${listings.status} = 'draft')::int`,
      rejected: sql<number>`count(*) filter (where ${listings.status} = 'rejected')::int`,
    })
    .from(listings)
    .where(eq(listings.shopId, shop.id));
  return totals!;
}

export async function shopByLink(db: Executor, link: string) {
  const [row] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.link, link.toLowerCase()), eq(shops.status, 'active')))
    .limit(1);
  if (!row) throw new AppError('ShopNotFound');
  return row;
}

/**
 * Whether a link can be taken, with the code the shop form would get on saving it: not a valid link,
 * reserved, or another shop's (a disabled shop keeps its link). The caller's own shop's link is free to them.
 */
export async function linkAvailability(db: Executor, typed: string, callerId?: string) {
  const parsed = shopLink.safeParse(typed);
  const link = typed.trim().toLowerCase();
  if (!parsed.success) {
    const reserved = parsed.error.issues.some((issue) => issue.message === 'ShopLinkIsReserved');
    return {
      link,
      available: false,
      code: reserved ? ('ShopLinkIsReserved' as const) : ('ShopLinkIsNotValid' as const),
    };
  }
  const [holder] = await db.select({ ownerId: shops.ownerId }).from(shops).where(eq(shops.link, parsed.data)).limit(1);
  if (holder && holder.ownerId !== callerId) return { link, available: false, code: 'ShopLinkAlreadyExists' as const };
  return { link, available: true, code: null };
}
