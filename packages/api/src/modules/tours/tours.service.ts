/**
 * Virtual tours from the owner's side (a tour, its scenes with their panoramas and hotspots, its floor
 * plan, review) and from everyone else's (an open tour by its link, its files). Decision 037. Tiles are the
 * worker's (tiles-worker.ts); the market's link is tours-market.ts; import and export are `portable/`'s,
 * through createImportedTour and tourForExport below.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, max, ne, sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import {
  categories,
  defaultSceneView,
  files,
  listings,
  locations,
  shops,
  tourImages,
  tourScenes,
  tours,
  users,
  type Executor,
  type SceneHotspot,
  type Tour,
  type TourPlan,
  type TourScene,
  type TourSite,
} from '@rassam/db';
import { hasControlCharacters } from '../../lib/control-characters';
import { titleContains } from '../../lib/title-search';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { changesNothing } from '../../lib/patch';
import { publicContentChanged } from '../../lib/public-changes';
import { sniff } from '../generation/files.service';
import { isUniqueViolation } from '../market/db-errors';
import { forgetMarketReads } from '../market/market.cache';
import { publicListing } from '../market/listings.service';
import { shopOfOwner } from '../market/shops.service';
import { fileVersion, LINK_PATTERN, newLink, slugFrom } from '../models/links';
import { invalidPanorama, previewAndMid, readPanorama } from './panorama';
import { tourSite } from './portable/site-tokens';
import { dropUnusedImages, imageIdsOf, imageKeysOf, imagesOfTour, infoImage } from './tour-images';
import {
  deleteKeys,
  embedPath,
  infoImageUrl,
  ownerBase,
  planUrl,
  publicBase,
  putTourFile,
  quotaBytes,
  sceneUrls,
  tileKey,
  tileKeys,
  uploadLimitBytes,
  type FileRow,
} from './tour-files';
import { MAX_SCENES, type ScenePut, type TourPatch, type TourViewOut } from './tours.schemas';

const notFound = () => new AppError('VirtualTourNotFound');
const fieldError = (field: string, text: string) =>
  new AppError('ValidationError', { status: 422, fields: { [field]: text } });

// ── Reads and views ─────────────────────────────────────────────────────────────────────────────────

/** The user's own tour; another user's, or none, is VirtualTourNotFound (never "not yours"). */
export async function ownTour(db: Executor, userId: string, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(tours)
    .where(and(eq(tours.id, id), eq(tours.userId, userId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function scenesOf(db: Executor, tourIds: string[]) {
  if (!tourIds.length) return [];
  return db
    .select()
    .from(tourScenes)
    .where(inArray(tourScenes.tourId, tourIds))
    .orderBy(asc(tourScenes.position), asc(tourScenes.createdAt));
}

async function ownScene(db: Executor, tour: Tour, sceneId: string) {
  const [scene] = await db
    .select()
    .from(tourScenes)
    .where(and(eq(tourScenes.id, sceneId), eq(tourScenes.tourId, tour.id)))
    .limit(1);
  if (!scene) throw notFound();
  return scene;
}

type ListingRef = { id: string; kind: string; titleFa: string; titleEn: string | null; slug: string; shopLink: string };

const listingPath = (row: ListingRef) =>
  `/market/${encodeURIComponent(row.shopLink)}/${row.kind === 'place' ? 'places' : 'shop'}/${encodeURIComponent(row.slug)}`;

const listingRefColumns = {
  id: listings.id,
  kind: listings.kind,
  titleFa: listings.titleFa,
  titleEn: listings.titleEn,
  slug: listings.slug,
  shopLink: shops.link,
};

/**
 * The listings the scenes' info hotspots link to: for the owner (and the review) any that is not deleted; for
 * everyone else only a public listing of an active shop (a link to a page they could not open is left out).
 */
async function hotspotListings(db: Executor, scenes: TourScene[], owner: boolean) {
  const ids = [
    ...new Set(
      scenes.flatMap((scene) => scene.hotspots.flatMap((h) => (h.type === 'info' && h.listingId ? [h.listingId] : []))),
    ),
  ];
  if (!ids.length) return new Map<string, ListingRef>();
  const found = await db
    .select(listingRefColumns)
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shopId))
    .where(
      and(
        inArray(listings.id, ids),
        owner ? ne(listings.status, 'deleted') : and(publicListing, eq(shops.status, 'active')),
      ),
    );
  return new Map(found.map((row) => [row.id, row]));
}

function hotspotView(h: SceneHotspot, base: string, owner: boolean, listingRefs: Map<string, ListingRef>) {
  if (h.type === 'link') return { id: h.id, type: h.type, target: h.target, yaw: h.yaw, pitch: h.pitch };
  const imageId = h.imageId ?? null;
  const listing = h.listingId ? listingRefs.get(h.listingId) : undefined;
  return {
    id: h.id,
    type: h.type,
    yaw: h.yaw,
    pitch: h.pitch,
    text: { fa: h.text.fa, en: h.text.en },
    imageId,
    imageUrl: imageId ? infoImageUrl(base, imageId) : null,
    // The owner keeps the listing chosen even while it cannot be shown (a deleted one, to choose again).
    listingId: owner ? (h.listingId ?? null) : (listing?.id ?? null),
    listing: listing
      ? { id: listing.id, title: listing.titleFa, titleEn: listing.titleEn, path: listingPath(listing) }
      : null,
  };
}

function toSceneView(scene: TourScene, base: string, owner: boolean, listingRefs: Map<string, ListingRef>) {
  return {
    id: scene.id,
    name: scene.name,
    nameEn: scene.nameEn,
    position: scene.position,
    width: scene.width,
    height: scene.height,
    ...sceneUrls(base, scene, owner),
    tileStatus: scene.tileStatus,
    view: { ...defaultSceneView, ...scene.view },
    northOffset: scene.northOffset,
    hotspots: scene.hotspots.map((h) => hotspotView(h, base, owner, listingRefs)),
  };
}

/** The listing that shows each tour (any state: the owner sees where it is attached). */
async function listingsOf(db: Executor, rows: Tour[]) {
  const ids = rows.map((row) => row.listingId).filter((id): id is string => id !== null);
  if (!ids.length) return new Map<string, ListingRef>();
  const found = await db
    .select(listingRefColumns)
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shopId))
    .where(inArray(listings.id, ids));
  return new Map(found.map((row) => [row.id, row]));
}

function toTourView(
  deps: AppDeps,
  row: Tour,
  scenes: TourScene[],
  listing: ListingRef | undefined,
  listingRefs: Map<string, ListingRef>,
  base = ownerBase(row.id),
  owner = true,
): TourViewOut {
  const embedUrl = `${deps.env.siteOrigin}${embedPath(row.link)}`;
  return {
    id: row.id,
    slug: row.slug,
    link: row.link,
    kind: row.kind,
    status: row.status,
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
    title: row.title,
    titleEn: row.titleEn,
    description: row.description,
    descriptionEn: row.descriptionEn,
    visibility: row.visibility,
    categoryId: row.categoryId,
    locationId: row.locationId,
    startSceneId: row.startSceneId,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    scenes: scenes.map((scene) => toSceneView(scene, base, owner, listingRefs)),
    plan:
      row.plan && row.planFileId
        ? {
            imageUrl: planUrl(base, row.planFileId),
            width: row.plan.width,
            height: row.plan.height,
            pins: row.plan.pins,
          }
        : null,
    listing: listing
      ? {
          id: listing.id,
          kind: listing.kind,
          title: listing.titleFa,
          titleEn: listing.titleEn,
          path: listingPath(listing),
        }
      : null,
    embedUrl,
    // The listing's page once the tour is on one (where visitors meet it), else the embed.
    shareUrl: listing ? `${deps.env.siteOrigin}${listingPath(listing)}` : embedUrl,
    site: tourSite(deps.env.sessionSecret, row, owner ? 'owner' : 'public'),
  };
}

/** One tour as its owner sees it, scenes and listing included. */
export async function tourView(deps: AppDeps, row: Tour) {
  const [scenes, listing] = await Promise.all([scenesOf(deps.db, [row.id]), listingsOf(deps.db, [row])]);
  const refs = await hotspotListings(deps.db, scenes, true);
  return toTourView(deps, row, scenes, row.listingId ? listing.get(row.listingId) : undefined, refs);
}

export async function getTour(deps: AppDeps, userId: string, id: string) {
  return tourView(deps, await ownTour(deps.db, userId, id));
}

/** What the user's tours take in storage now. */
export async function usedBytes(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${tours.bytes}), 0)::float8` })
    .from(tours)
    .where(eq(tours.userId, userId));
  return Number(row?.used ?? 0);
}

async function viewsOf(deps: AppDeps, rows: Tour[]) {
  const [scenes, refs] = await Promise.all([
    scenesOf(
      deps.db,
      rows.map((row) => row.id),
    ),
    listingsOf(deps.db, rows),
  ]);
  const listingRefs = await hotspotListings(deps.db, scenes, true);
  return rows.map((row) =>
    toTourView(
      deps,
      row,
      scenes.filter((scene) => scene.tourId === row.id),
      row.listingId ? refs.get(row.listingId) : undefined,
      listingRefs,
    ),
  );
}

export async function listTours(
  deps: AppDeps,
  userId: string,
  page: number,
  pageSize: number,
  filters: { status?: Tour['status']; visibility?: Tour['visibility']; q?: string } = {},
) {
  const where = and(
    eq(tours.userId, userId),
    filters.status ? eq(tours.status, filters.status) : undefined,
    filters.visibility ? eq(tours.visibility, filters.visibility) : undefined,
    titleContains(filters.q, tours.title, tours.titleEn),
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(tours)
      .where(where)
      .orderBy(desc(tours.createdAt), desc(tours.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ total: count() }).from(tours).where(where),
  ]);
  return {
    items: await viewsOf(deps, rows),
    total: total?.total ?? 0,
    usedBytes: await usedBytes(deps.db, userId),
    quotaBytes: quotaBytes(deps),
  };
}

// ── Changes ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * An accepted tour whose content changes goes back to review; a draft, a rejected or a submitted tour
 * stays as it is (a rejected one is sent again by submit, with its reason shown until then).
 */
const resubmit: { status: SQL; submittedAt: SQL } = {
  status: sql`case when ${tours.status} = 'accepted' then 'submitted' else ${tours.status} end`,
  submittedAt: sql`case when ${tours.status} = 'accepted' then now() else ${tours.submittedAt} end`,
};

/**
 * Public pages (the embed, the listing's page, the public tour read) may show the tour: a change to one that
 * was or is open drops what they keep (decision 030), the market's reads too when a listing shows it.
 */
export function announce(db: Executor, ...rows: Pick<Tour, 'status' | 'listingId'>[]) {
  if (rows.some((row) => row.listingId)) forgetMarketReads(db);
  else if (rows.some((row) => row.status === 'accepted')) publicContentChanged();
}

/** A new draft tour; `shopId` is the owner's shop when they have one. */
export async function createTour(deps: AppDeps, userId: string, title: string) {
  const shop = await shopOfOwner(deps.db, userId);
  for (let attempt = 0; ; attempt++) {
    const link = newLink();
    try {
      const [row] = await deps.db
        .insert(tours)
        .values({ userId, shopId: shop?.id ?? null, title, link, slug: slugFrom(title, link, 'tour') })
        .returning();
      return row!;
    } catch (error) {
      // A slug's six letters of the link met another's (one in ~10^10): a new link.
      if (attempt < 2 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

async function checkPlace(db: Executor, patch: TourPatch) {
  if (patch.categoryId) {
    const [category] = await db
      .select({ kind: categories.kind })
      .from(categories)
      .where(eq(categories.id, patch.categoryId))
      .limit(1);
    if (category?.kind !== 'place') throw fieldError('categoryId', 'ChooseCategory');
  }
  if (patch.locationId) {
    const [location] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.id, patch.locationId))
      .limit(1);
    if (!location) throw fieldError('locationId', 'LocationNotFound');
  }
}

/** The scenes' new positions: every scene of the tour, each once, or a 422 on `sceneOrder`. */
function positionsOf(order: string[], scenes: TourScene[]) {
  const known = new Set(scenes.map((scene) => scene.id));
  if (order.length !== scenes.length || new Set(order).size !== order.length || order.some((id) => !known.has(id))) {
    throw fieldError('sceneOrder', 'SceneNotInTour');
  }
  return order;
}

export async function updateTour(deps: AppDeps, userId: string, id: string, patch: TourPatch) {
  const before = await ownTour(deps.db, userId, id);
  if (changesNothing(patch)) return tourView(deps, before);
  await checkPlace(deps.db, patch);
  const content = Object.entries(patch).some(([key, value]) => key !== 'visibility' && value !== undefined);
  const row = await deps.db.transaction(async (tx) => {
    const tour = await ownTour(tx, userId, id, { lock: true });
    const scenes = await scenesOf(tx, [tour.id]);
    if (patch.startSceneId && !scenes.some((scene) => scene.id === patch.startSceneId)) {
      throw fieldError('startSceneId', 'SceneNotInTour');
    }
    if (patch.sceneOrder) {
      const order = positionsOf(patch.sceneOrder, scenes);
      for (const [position, sceneId] of order.entries()) {
        await tx.update(tourScenes).set({ position }).where(eq(tourScenes.id, sceneId));
      }
    }
    const [changed] = await tx
      .update(tours)
      .set({
        title: patch.title,
        titleEn: patch.titleEn,
        description: patch.description,
        descriptionEn: patch.descriptionEn,
        visibility: patch.visibility,
        startSceneId: patch.startSceneId,
        categoryId: patch.categoryId,
        locationId: patch.locationId,
        ...(patch.title ? { slug: slugFrom(patch.title, tour.link, 'tour') } : {}),
        ...(content ? resubmit : {}),
        updatedAt: new Date(),
      })
      .where(eq(tours.id, tour.id))
      .returning();
    return changed!;
  });
  announce(deps.db, before, row);
  return tourView(deps, row);
}

/** Every storage key of a tour: its scenes' files and tiles, its plan, its hotspots' pictures, an imported site's files. */
async function keysOf(db: Executor, tour: Tour, scenes: TourScene[]) {
  const images = await db.select({ id: tourImages.fileId }).from(tourImages).where(eq(tourImages.tourId, tour.id));
  const fileIds = [
    tour.planFileId,
    ...scenes.flatMap((scene) => [scene.originalFileId, scene.previewFileId, scene.imageFileId]),
    ...images.map((image) => image.id),
  ].filter((value): value is string => value !== null);
  const stored = fileIds.length
    ? await db.select({ id: files.id, key: files.storageKey }).from(files).where(inArray(files.id, fileIds))
    : [];
  const site = tour.site ? tour.site.paths.map((path) => `${tour.site!.prefix}/${path}`) : [];
  return {
    fileIds,
    keys: [...stored.map((row) => row.key), ...scenes.flatMap((scene) => tileKeys(scene.tiles)), ...site],
  };
}

/** Deletes the tour, its scenes and every file; its bytes leave the quota and a listing shows no tour. */
export async function deleteTour(deps: AppDeps, userId: string, id: string) {
  const tour = await ownTour(deps.db, userId, id);
  const scenes = await scenesOf(deps.db, [tour.id]);
  const { fileIds, keys } = await keysOf(deps.db, tour, scenes);
  await deps.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(tours)
      .where(and(eq(tours.id, id), eq(tours.userId, userId)))
      .returning({ id: tours.id });
    if (!gone) throw notFound();
    if (fileIds.length) await tx.delete(files).where(inArray(files.id, fileIds));
  });
  await deleteKeys(deps, keys);
  announce(deps.db, tour);
}

// ── Scenes ──────────────────────────────────────────────────────────────────────────────────────────

/** The file name's scene name: without its folder and extension, tidied; "Scene" when nothing is left. */
function nameFromFile(fileName: string): string {
  const base = fileName
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/[_\s]+/g, ' ')
    .trim()
    .slice(0, 120);
  return base || 'Scene';
}

function quotaRefused(deps: AppDeps, used: number, adding: number) {
  return new AppError('StorageQuotaExceeded', {
    fields: { file: 'TourStorageFull' },
    details: { quotaBytes: quotaBytes(deps), usedBytes: used, fileBytes: adding },
  });
}

export const tooLargeUpload = (deps: AppDeps) =>
  new AppError('FileSizeValidationError', {
    status: 413,
    fields: { file: 'FileSizeValidationError' },
    details: { maxBytes: uploadLimitBytes(deps) },
  });

type Put = (bytes: Uint8Array, meta: Parameters<typeof putTourFile>[4]) => Promise<FileRow>;

/**
 * Stores files (`store`, which answers the bytes still to come: tiles not cut yet count against the quota
 * now), then runs `write` in a transaction holding the user's row (two uploads at the quota's edge are
 * counted one after the other) and the tour's. Refused or failed, the stored objects are deleted again.
 */
async function storeThenWrite<T>(
  deps: AppDeps,
  userId: string,
  tourId: string,
  store: (put: Put) => Promise<number>,
  write: (tx: Executor, tour: Tour) => Promise<T>,
): Promise<T> {
  const stored: FileRow[] = [];
  let kept = false;
  try {
    const reserve = await store(async (bytes, meta) => {
      const row = await putTourFile(deps, userId, tourId, bytes, meta);
      stored.push(row);
      return row;
    });
    const result = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
      const tour = await ownTour(tx, userId, tourId, { lock: true });
      const adding = stored.reduce((sum, file) => sum + file.size, 0);
      const used = await usedBytes(tx, userId);
      if (used + adding + reserve > quotaBytes(deps)) throw quotaRefused(deps, used, adding + reserve);
      if (stored.length) await tx.insert(files).values(stored);
      return write(tx, tour);
    });
    kept = true;
    return result;
  } finally {
    if (!kept)
      await deleteKeys(
        deps,
        stored.map((file) => file.storageKey),
      );
  }
}

/**
 * A new scene from an uploaded panorama: checked and read (panorama.ts), its mid image and preview made in
 * the request (one full decode: about a second and a half for an 8000×4000 photo), stored with the original
 * under the tour's quota; the tiles wait for a worker (`pending`) when the panorama is wider than the mid
 * image. The first scene becomes the start scene.
 */
export async function addScene(
  deps: AppDeps,
  userId: string,
  tourId: string,
  input: { bytes: Uint8Array; fileName: string; name?: string },
) {
  const tour = await ownTour(deps.db, userId, tourId);
  if (tour.kind !== 'scenes') throw new AppError('FileFormatIsNotValid', { fields: { file: 'FileFormatIsNotValid' } });
  if (input.bytes.length === 0) throw invalidPanorama();
  if (input.bytes.length > uploadLimitBytes(deps)) throw tooLargeUpload(deps);
  const panorama = await readPanorama(input.bytes);
  const { mid, preview } = await previewAndMid(panorama);
  const tiled = panorama.geometry.width > mid.width;
  let files3: { original: FileRow; image: FileRow; small: FileRow } | undefined;
  const { scene, after } = await storeThenWrite(
    deps,
    userId,
    tourId,
    async (put) => {
      files3 = {
        original: await put(input.bytes, {
          mime: panorama.mime,
          ext: panorama.ext,
          purpose: 'upload',
          width: panorama.geometry.imageWidth,
          height: panorama.geometry.imageHeight,
        }),
        image: await put(mid.data, { mime: 'image/webp', ext: 'webp', purpose: 'output', ...mid }),
        small: await put(preview.data, { mime: 'image/webp', ext: 'webp', purpose: 'thumbnail', ...preview }),
      };
      // Tiles take about what the original does: counted now, so a full quota refuses before any cutting.
      return tiled ? input.bytes.length : 0;
    },
    async (tx, current) => {
      const { original, image, small } = files3!;
      const bytes = original.size + image.size + small.size;
      const [{ scenes, last } = { scenes: 0, last: null }] = await tx
        .select({ scenes: count(), last: max(tourScenes.position) })
        .from(tourScenes)
        .where(eq(tourScenes.tourId, current.id));
      if (scenes >= MAX_SCENES) {
        throw new AppError('ValidationError', {
          status: 422,
          fields: { file: 'ValidationError' },
          details: { maxScenes: MAX_SCENES },
        });
      }
      const [scene] = await tx
        .insert(tourScenes)
        .values({
          tourId: current.id,
          position: last === null ? 0 : last + 1,
          name: input.name ?? nameFromFile(input.fileName),
          width: panorama.geometry.width,
          height: panorama.geometry.height,
          view: panorama.initialView ? { ...panorama.initialView, zoom: defaultSceneView.zoom } : defaultSceneView,
          northOffset: panorama.northOffset ?? 0,
          originalFileId: original.id,
          imageFileId: image.id,
          previewFileId: small.id,
          tileStatus: tiled ? 'pending' : 'none',
          bytes,
        })
        .returning();
      const [after] = await tx
        .update(tours)
        .set({
          bytes: sql`${tours.bytes} + ${bytes}`,
          startSceneId: sql`coalesce(${tours.startSceneId}, ${scene!.id}::uuid)`,
          ...resubmit,
          updatedAt: new Date(),
        })
        .where(eq(tours.id, current.id))
        .returning();
      return { scene: scene!, after: after! };
    },
  );
  announce(deps.db, tour, after);
  return { id: scene.id, previewUrl: sceneUrls(ownerBase(tourId), scene, true).previewUrl };
}

/**
 * A picture for the tour's info hotspots (tour-images.ts): re-encoded as WebP, stored under the tour and
 * counted against the owner's tour quota. Uploading changes nothing visitors see (no hotspot shows it yet),
 * so an accepted tour stays accepted until a hotspot takes it.
 */
export async function addImage(deps: AppDeps, userId: string, tourId: string, bytes: Uint8Array) {
  const tour = await ownTour(deps.db, userId, tourId);
  if (tour.kind !== 'scenes') throw new AppError('FileFormatIsNotValid', { fields: { file: 'FileFormatIsNotValid' } });
  const image = await infoImage(bytes);
  let file: FileRow | undefined;
  await storeThenWrite(
    deps,
    userId,
    tourId,
    async (put) => {
      file = await put(image.data, {
        mime: 'image/webp',
        ext: 'webp',
        purpose: 'upload',
        width: image.width,
        height: image.height,
      });
      return 0;
    },
    async (tx, current) => {
      await tx.insert(tourImages).values({ fileId: file!.id, tourId: current.id });
      await tx
        .update(tours)
        .set({ bytes: sql`${tours.bytes} + ${file!.size}` })
        .where(eq(tours.id, current.id));
    },
  );
  return { id: file!.id, url: infoImageUrl(ownerBase(tourId), file!.id) };
}

const newHotspotId = () => randomBytes(6).toString('base64url');

/** Which of `ids` are listings of the owner's shop (not deleted): none without a shop. */
async function listingsOfOwner(db: Executor, userId: string, ids: string[]) {
  const shop = ids.length ? await shopOfOwner(db, userId) : null;
  if (!shop) return new Set<string>();
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.id, ids), eq(listings.shopId, shop.id), ne(listings.status, 'deleted')));
  return new Set(rows.map((row) => row.id));
}

/**
 * The scene's hotspots as stored: ids kept or made (each once), links only to another scene of the tour, an
 * info hotspot's picture only one of this tour's, its listing only one of the owner's shop. Another tour's
 * picture or another shop's listing is not found, as it would be if it did not exist.
 */
async function checkHotspots(
  db: Executor,
  tour: Tour,
  scene: TourScene,
  scenes: TourScene[],
  input: ScenePut['hotspots'],
) {
  const others = new Set(scenes.filter((other) => other.id !== scene.id).map((other) => other.id));
  const seen = new Set<string>();
  const infos = input.flatMap((h) => (h.type === 'info' ? [h] : []));
  const [known, pictures] = await Promise.all([
    listingsOfOwner(
      db,
      tour.userId,
      infos.flatMap((h) => (h.listingId ? [h.listingId] : [])),
    ),
    imagesOfTour(
      db,
      tour.id,
      infos.flatMap((h) => (h.imageId ? [h.imageId] : [])),
    ),
  ]);
  return input.map((h, index): SceneHotspot => {
    const id = h.id ?? newHotspotId();
    if (seen.has(id)) throw fieldError(`hotspots.${index}.id`, 'ValidationError');
    seen.add(id);
    if (h.type === 'link') {
      if (!others.has(h.target)) throw fieldError(`hotspots.${index}.target`, 'SceneNotInTour');
      return { id, type: 'link', target: h.target, yaw: h.yaw, pitch: h.pitch };
    }
    if (h.listingId && !known.has(h.listingId)) throw fieldError(`hotspots.${index}.listingId`, 'ProductNotFound');
    if (h.imageId && !pictures.has(h.imageId)) throw fieldError(`hotspots.${index}.imageId`, 'FileNotFound');
    return {
      id,
      type: 'info',
      yaw: h.yaw,
      pitch: h.pitch,
      text: { fa: h.text.fa, en: h.text.en ?? null },
      imageId: h.imageId ?? null,
      listingId: h.listingId ?? null,
    };
  });
}

/**
 * A scene's name, view, north and hotspots, all at once (the editor saves the scene whole). Pictures its
 * hotspots let go that no other hotspot shows are deleted with the save (tour-images.ts).
 */
export async function putScene(deps: AppDeps, userId: string, tourId: string, sceneId: string, body: ScenePut) {
  const before = await ownTour(deps.db, userId, tourId);
  const { after, keys } = await deps.db.transaction(async (tx) => {
    const tour = await ownTour(tx, userId, tourId, { lock: true });
    const scene = await ownScene(tx, tour, sceneId);
    const hotspots = await checkHotspots(tx, tour, scene, await scenesOf(tx, [tour.id]), body.hotspots);
    await tx
      .update(tourScenes)
      .set({
        name: body.name,
        nameEn: body.nameEn,
        view: body.view,
        northOffset: body.northOffset,
        hotspots,
      })
      .where(eq(tourScenes.id, scene.id));
    const kept = new Set(imageIdsOf(hotspots));
    const dropped = await dropUnusedImages(
      tx,
      tour.id,
      imageIdsOf(scene.hotspots).filter((id) => !kept.has(id)),
    );
    const [changed] = await tx
      .update(tours)
      .set({
        bytes: sql`greatest(0, ${tours.bytes} - ${dropped.bytes})`,
        ...resubmit,
        updatedAt: new Date(),
      })
      .where(eq(tours.id, tour.id))
      .returning();
    return { after: changed!, keys: dropped.keys };
  });
  await deleteKeys(deps, keys);
  announce(deps.db, before, after);
  return tourView(deps, after);
}

/**
 * Deletes a scene and its files. Link hotspots and plan pins that pointed at it go with it, and a start
 * scene that was it becomes the first scene left; its hotspots' pictures no other hotspot shows go too.
 */
export async function deleteScene(deps: AppDeps, userId: string, tourId: string, sceneId: string) {
  const before = await ownTour(deps.db, userId, tourId);
  const { after, keys } = await deps.db.transaction(async (tx) => {
    const tour = await ownTour(tx, userId, tourId, { lock: true });
    const scene = await ownScene(tx, tour, sceneId);
    const fileIds = [scene.originalFileId, scene.previewFileId, scene.imageFileId].filter(
      (value): value is string => value !== null,
    );
    await tx.delete(tourScenes).where(eq(tourScenes.id, scene.id));
    const gone = fileIds.length
      ? await tx.delete(files).where(inArray(files.id, fileIds)).returning({ key: files.storageKey })
      : [];
    const rest = await scenesOf(tx, [tour.id]);
    for (const other of rest) {
      const kept = other.hotspots.filter((h) => h.type !== 'link' || h.target !== scene.id);
      if (kept.length !== other.hotspots.length) {
        await tx.update(tourScenes).set({ hotspots: kept }).where(eq(tourScenes.id, other.id));
      }
    }
    const plan: TourPlan | null = tour.plan
      ? { ...tour.plan, pins: tour.plan.pins.filter((pin) => pin.sceneId !== scene.id) }
      : null;
    const pictures = await dropUnusedImages(tx, tour.id, imageIdsOf(scene.hotspots));
    const [changed] = await tx
      .update(tours)
      .set({
        bytes: sql`greatest(0, ${tours.bytes} - ${scene.bytes + pictures.bytes})`,
        startSceneId: tour.startSceneId === scene.id || !tour.startSceneId ? (rest[0]?.id ?? null) : tour.startSceneId,
        plan,
        ...resubmit,
        updatedAt: new Date(),
      })
      .where(eq(tours.id, tour.id))
      .returning();
    return {
      after: changed!,
      keys: [...gone.map((row) => row.key), ...tileKeys(scene.tiles), ...pictures.keys],
    };
  });
  await deleteKeys(deps, keys);
  announce(deps.db, before, after);
  return tourView(deps, after);
}

// ── The floor plan ──────────────────────────────────────────────────────────────────────────────────

/** The plan's longer side at most: a floor plan is read at a glance, beside the panorama. */
const PLAN_MAX_SIDE = 2048;

async function planImage(bytes: Uint8Array) {
  const sniffed = sniff(bytes);
  if (!sniffed || !['image/jpeg', 'image/png', 'image/webp'].includes(sniffed.mime)) throw invalidPanorama();
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 100_000_000, failOn: 'error', animated: false })
      .rotate()
      .resize(PLAN_MAX_SIDE, PLAN_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 86 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (cause) {
    throw invalidPanorama(cause);
  }
}

/** Replaces the floor plan's picture; pins of scenes still in the tour are kept (the owner moves them). */
export async function putPlan(deps: AppDeps, userId: string, tourId: string, bytes: Uint8Array) {
  const before = await ownTour(deps.db, userId, tourId);
  if (bytes.length === 0) throw invalidPanorama();
  if (bytes.length > uploadLimitBytes(deps)) throw tooLargeUpload(deps);
  const image = await planImage(bytes);
  let file: FileRow | undefined;
  const { after, oldKey } = await storeThenWrite(
    deps,
    userId,
    tourId,
    async (put) => {
      file = await put(image.data, {
        mime: 'image/webp',
        ext: 'webp',
        purpose: 'upload',
        width: image.width,
        height: image.height,
      });
      return 0;
    },
    async (tx, tour) => {
      const stored = file!;
      const [old] = tour.planFileId
        ? await tx
            .delete(files)
            .where(eq(files.id, tour.planFileId))
            .returning({ key: files.storageKey, size: files.size })
        : [];
      const [changed] = await tx
        .update(tours)
        .set({
          planFileId: stored.id,
          plan: { fileId: stored.id, width: image.width, height: image.height, pins: tour.plan?.pins ?? [] },
          bytes: sql`greatest(0, ${tours.bytes} + ${stored.size - (old?.size ?? 0)})`,
          ...resubmit,
          updatedAt: new Date(),
        })
        .where(eq(tours.id, tour.id))
        .returning();
      return { after: changed!, oldKey: old?.key };
    },
  );
  if (oldKey) await deleteKeys(deps, [oldKey]);
  announce(deps.db, before, after);
  return tourView(deps, after);
}

/** The plan's pins, all at once: each a scene of the tour, once. */
export async function putPins(deps: AppDeps, userId: string, tourId: string, pins: TourPlan['pins']) {
  const before = await ownTour(deps.db, userId, tourId);
  const after = await deps.db.transaction(async (tx) => {
    const tour = await ownTour(tx, userId, tourId, { lock: true });
    if (!tour.plan) throw new AppError('FileNotFound', { fields: { pins: 'FileNotFound' } });
    const known = new Set((await scenesOf(tx, [tour.id])).map((scene) => scene.id));
    const seen = new Set<string>();
    pins.forEach((pin, index) => {
      if (!known.has(pin.sceneId) || seen.has(pin.sceneId)) throw fieldError(`pins.${index}.sceneId`, 'SceneNotInTour');
      seen.add(pin.sceneId);
    });
    const [changed] = await tx
      .update(tours)
      .set({
        plan: { ...tour.plan, pins: pins.map(({ sceneId, x, y }) => ({ sceneId, x, y })) },
        ...resubmit,
        updatedAt: new Date(),
      })
      .where(eq(tours.id, tour.id))
      .returning();
    return changed!;
  });
  announce(deps.db, before, after);
  return tourView(deps, after);
}

export async function deletePlan(deps: AppDeps, userId: string, tourId: string) {
  const before = await ownTour(deps.db, userId, tourId);
  const { after, key } = await deps.db.transaction(async (tx) => {
    const tour = await ownTour(tx, userId, tourId, { lock: true });
    if (!tour.planFileId) throw new AppError('FileNotFound');
    const [old] = await tx
      .delete(files)
      .where(eq(files.id, tour.planFileId))
      .returning({ key: files.storageKey, size: files.size });
    const [changed] = await tx
      .update(tours)
      .set({
        planFileId: null,
        plan: null,
        bytes: sql`greatest(0, ${tours.bytes} - ${old?.size ?? 0})`,
        ...resubmit,
        updatedAt: new Date(),
      })
      .where(eq(tours.id, tour.id))
      .returning();
    return { after: changed!, key: old?.key };
  });
  if (key) await deleteKeys(deps, [key]);
  announce(deps.db, before, after);
  return tourView(deps, after);
}

// ── Review ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * Sends the tour for review: a draft or a rejected tour with a title and a scene (or an imported site).
 * Again, or once accepted, it changes nothing (a replay answers the tour as it is).
 */
export async function submitTour(deps: AppDeps, userId: string, id: string) {
  const row = await deps.db.transaction(async (tx) => {
    const tour = await ownTour(tx, userId, id, { lock: true });
    if (tour.status === 'submitted' || tour.status === 'accepted') return tour;
    if (tour.kind === 'scenes') {
      const [{ scenes } = { scenes: 0 }] = await tx
        .select({ scenes: count() })
        .from(tourScenes)
        .where(eq(tourScenes.tourId, tour.id));
      if (scenes === 0) throw fieldError('scenes', 'TourNeedsScene');
    }
    const [changed] = await tx
      .update(tours)
      .set({ status: 'submitted', submittedAt: new Date(), updatedAt: new Date() })
      .where(eq(tours.id, tour.id))
      .returning();
    return changed!;
  });
  return tourView(deps, row);
}

export async function reviewQueue(deps: AppDeps, status: Tour['status'], page: number, pageSize: number) {
  const where = eq(tours.status, status);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ tour: tours, authorName: users.name })
      .from(tours)
      .innerJoin(users, eq(users.id, tours.userId))
      .where(where)
      .orderBy(asc(tours.submittedAt), asc(tours.createdAt), asc(tours.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ total: count() }).from(tours).where(where),
  ]);
  const scenes = await scenesOf(
    deps.db,
    rows.map((row) => row.tour.id),
  );
  return {
    items: rows.map(({ tour, authorName }) => {
      const own = scenes.filter((scene) => scene.tourId === tour.id);
      const start = own.find((scene) => scene.id === tour.startSceneId) ?? own[0];
      return {
        id: tour.id,
        slug: tour.slug,
        link: tour.link,
        kind: tour.kind,
        status: tour.status,
        title: tour.title,
        titleEn: tour.titleEn,
        visibility: tour.visibility,
        rejectionReason: tour.rejectionReason,
        scenes: own.length,
        // The admin reads files through the review read (adminTour), not the owner's cookie routes.
        previewUrl: start ? sceneUrls(adminBase(tour.id), start, true).previewUrl : null,
        submittedAt: tour.submittedAt?.toISOString() ?? null,
        author: { id: tour.userId, name: authorName },
      };
    }),
    total: total?.total ?? 0,
  };
}

export const adminBase = (id: string) => `/api/admin/tours/${id}`;

export async function tourForAdmin(db: Executor, id: string, lock = false) {
  const query = db.select().from(tours).where(eq(tours.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** Any tour as an admin reviews it: the owner's view, its files through the admin's addresses. */
export async function adminTour(deps: AppDeps, id: string) {
  const row = await tourForAdmin(deps.db, id);
  const [scenes, refs] = await Promise.all([scenesOf(deps.db, [row.id]), listingsOf(deps.db, [row])]);
  const listingRefs = await hotspotListings(deps.db, scenes, true);
  return toTourView(
    deps,
    row,
    scenes,
    row.listingId ? refs.get(row.listingId) : undefined,
    listingRefs,
    adminBase(row.id),
  );
}

/** Accepts a tour waiting for review; accepting it again changes nothing. */
export async function acceptTour(deps: AppDeps, id: string) {
  const row = await deps.db.transaction(async (tx) => {
    const tour = await tourForAdmin(tx, id, true);
    if (tour.status === 'accepted') return tour;
    if (tour.status !== 'submitted') throw new AppError('VirtualTourIsNotSubmitted');
    const [changed] = await tx
      .update(tours)
      .set({ status: 'accepted', rejectionReason: null, reviewedAt: new Date() })
      .where(eq(tours.id, tour.id))
      .returning();
    return changed!;
  });
  announce(deps.db, row);
  return adminTour(deps, row.id);
}

/** Rejects a tour waiting for review, or takes an accepted one down, with the reason its owner sees. */
export async function rejectTour(deps: AppDeps, id: string, reason: string) {
  const before = await tourForAdmin(deps.db, id);
  const row = await deps.db.transaction(async (tx) => {
    const tour = await tourForAdmin(tx, id, true);
    if (tour.status !== 'submitted' && tour.status !== 'accepted' && tour.status !== 'rejected') {
      throw new AppError('VirtualTourIsNotSubmitted');
    }
    const [changed] = await tx
      .update(tours)
      .set({ status: 'rejected', rejectionReason: reason, reviewedAt: new Date() })
      .where(eq(tours.id, tour.id))
      .returning();
    return changed!;
  });
  announce(deps.db, before, row);
  return adminTour(deps, row.id);
}

// ── Everyone else ───────────────────────────────────────────────────────────────────────────────────

/** Whether a public listing (of an active shop) shows the tour: then it is open to anyone with its link. */
async function onPublicListing(db: Executor, tour: Tour): Promise<boolean> {
  if (!tour.listingId) return false;
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shopId))
    .where(and(eq(listings.id, tour.listingId), publicListing, eq(shops.status, 'active')))
    .limit(1);
  return Boolean(row);
}

/**
 * The tour behind a link, when it is open to anyone: accepted, and unlisted or public or shown by a public
 * listing. Anything else, the owner included (they preview through their own routes), is VirtualTourNotFound.
 */
export async function openTour(db: Executor, link: string) {
  if (!LINK_PATTERN.test(link)) throw notFound();
  const [found] = await db
    .select({ tour: tours, authorName: users.name })
    .from(tours)
    .innerJoin(users, eq(users.id, tours.userId))
    .where(eq(tours.link, link))
    .limit(1);
  if (!found || found.tour.status !== 'accepted') throw notFound();
  if (found.tour.visibility === 'private' && !(await onPublicListing(db, found.tour))) throw notFound();
  return found;
}

export async function publicTour(deps: AppDeps, link: string) {
  const { tour, authorName } = await openTour(deps.db, link);
  const [scenes, refs, shop] = await Promise.all([
    scenesOf(deps.db, [tour.id]),
    listingsOf(deps.db, [tour]),
    tour.shopId
      ? deps.db
          .select({ name: shops.name, nameEn: shops.nameEn, link: shops.link })
          .from(shops)
          .where(and(eq(shops.id, tour.shopId), eq(shops.status, 'active')))
          .limit(1)
      : [],
  ]);
  const listing = tour.listingId && (await onPublicListing(deps.db, tour)) ? refs.get(tour.listingId) : undefined;
  const listingRefs = await hotspotListings(deps.db, scenes, false);
  const view = toTourView(deps, tour, scenes, listing, listingRefs, publicBase(tour.link), false);
  const { rejectionReason: _reason, bytes: _bytes, status: _status, ...open } = view;
  return {
    view: { ...open, author: { name: authorName }, shop: shop[0] ?? null },
    shared: tour.visibility === 'public',
  };
}

// ── Files ───────────────────────────────────────────────────────────────────────────────────────────

async function fileById(db: Executor, id: string | null) {
  if (!id) throw new AppError('FileNotFound');
  const [file] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  if (!file) throw new AppError('FileNotFound');
  return file;
}

async function sceneOfTour(db: Executor, tour: Tour, sceneId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(sceneId)) throw new AppError('FileNotFound');
  const [scene] = await db
    .select()
    .from(tourScenes)
    .where(and(eq(tourScenes.id, sceneId), eq(tourScenes.tourId, tour.id)))
    .limit(1);
  if (!scene) throw new AppError('FileNotFound');
  return scene;
}

export async function sceneFile(db: Executor, tour: Tour, sceneId: string, name: 'preview' | 'image') {
  const scene = await sceneOfTour(db, tour, sceneId);
  return fileById(db, name === 'preview' ? scene.previewFileId : scene.imageFileId);
}

/** A tile's storage key and version, when the scene's tiles are cut and the tile is one of them. */
export async function tileOf(db: Executor, tour: Tour, sceneId: string, tile: string) {
  const scene = await sceneOfTour(db, tour, sceneId);
  const [col, row] = tile.replace('.webp', '').split('_').map(Number) as [number, number];
  if (scene.tileStatus !== 'ready' || !scene.tiles || col >= scene.tiles.cols || row >= scene.tiles.rows) {
    throw new AppError('FileNotFound');
  }
  return { key: tileKey(scene.tiles, col, row), version: fileVersion(scene.tiles.prefix) };
}

export async function planFile(db: Executor, tour: Tour) {
  return fileById(db, tour.planFileId);
}

// ── For import and export (portable/) ───────────────────────────────────────────────────────────────

/**
 * A new imported tour around a site the caller has already stored under `site.prefix` (tourPrefix of the
 * new tour's id, given as `id`): checked against the quota in the same transaction as the row is written.
 * Refused, the caller deletes what it stored.
 */
export async function createImportedTour(
  deps: AppDeps,
  userId: string,
  input: { id: string; title: string; site: TourSite },
) {
  if (hasControlCharacters(input.title)) throw fieldError('title', 'TextHasControlCharacters');
  const shop = await shopOfOwner(deps.db, userId);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const used = await usedBytes(tx, userId);
    if (used + input.site.bytes > quotaBytes(deps)) throw quotaRefused(deps, used, input.site.bytes);
    const link = newLink();
    const [row] = await tx
      .insert(tours)
      .values({
        id: input.id,
        userId,
        shopId: shop?.id ?? null,
        kind: 'imported',
        title: input.title,
        link,
        slug: slugFrom(input.title, link, 'tour'),
        site: input.site,
        bytes: input.site.bytes,
      })
      .returning();
    return row!;
  });
}

/**
 * The user's tour with what an export needs: each scene (in order) with the storage keys of its original,
 * mid image and preview and its tiles (when cut), the plan's key, the hotspots' pictures' keys by their ids,
 * and the public pages of the listings hotspots link to (only public ones: an export is read by anyone).
 * VirtualTourNotFound for another's.
 */
export async function tourForExport(deps: AppDeps, userId: string, id: string) {
  const tour = await ownTour(deps.db, userId, id);
  const scenes = await scenesOf(deps.db, [tour.id]);
  const [imageKeys, listingRefs] = await Promise.all([
    imageKeysOf(deps.db, tour.id),
    hotspotListings(deps.db, scenes, false),
  ]);
  const ids = [tour.planFileId, ...scenes.flatMap((s) => [s.originalFileId, s.previewFileId, s.imageFileId])].filter(
    (value): value is string => value !== null,
  );
  const stored = ids.length ? await deps.db.select().from(files).where(inArray(files.id, ids)) : [];
  const keyOf = (fileId: string | null) => stored.find((file) => file.id === fileId)?.storageKey ?? null;
  return {
    tour,
    view: await tourView(deps, tour),
    planKey: keyOf(tour.planFileId),
    imageKeys,
    listingPaths: new Map([...listingRefs].map(([listingId, ref]) => [listingId, listingPath(ref)])),
    scenes: scenes.map((scene) => ({
      scene,
      originalKey: keyOf(scene.originalFileId),
      imageKey: keyOf(scene.imageFileId),
      previewKey: keyOf(scene.previewFileId),
      tiles: scene.tileStatus === 'ready' ? scene.tiles : null,
    })),
  };
}
