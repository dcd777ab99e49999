/**
 * 3D models from the owner's side (intake of an upload or a design's GLB under the storage quota, reads,
 * changes, deletion, a listing of the owner's shop) and from everyone else's (a model by its link, its
 * files by rule: decision 033). Processing is the worker's (worker.ts).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  defaultArSettings,
  defaultViewerSettings,
  designOutputs,
  files,
  listings,
  models,
  shops,
  users,
  type Executor,
  type FileKind,
  type FilePurpose,
  type Model,
  type ModelFormat,
  type ModelHotspot,
} from '@rassam/db';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { changesNothing } from '../../lib/patch';
import { publicContentChanged } from '../../lib/public-changes';
import { ownDesign } from '../generation/designs.service';
import { forgetMarketReads } from '../market/market.cache';
import { publicListing } from '../market/listings.service';
import { ownShop } from '../market/shops.service';
import {
  checkSignature,
  embedPath,
  expiryFor,
  LINK_PATTERN,
  newLink,
  ownerFileUrl,
  publicFilePath,
  signedFileUrl,
  slugFrom,
  withVersion,
} from './links';
import { listingModel } from './listing-model';
import { titleContains } from '../../lib/title-search';
import { MODEL_DESIGN_TOOLS, type ModelFileName, type ModelPatch, type ModelView } from './models.schemas';
import { posterFromImage, thumbnailOf } from './poster-image';

const MB = 1024 * 1024;

export const MODEL_MIME: Record<ModelFormat, string> = {
  glb: 'model/gltf-binary',
  'gltf-zip': 'application/zip',
  usdz: 'model/vnd.usdz+zip',
};
const EXTENSION: Record<ModelFormat, string> = { glb: 'glb', 'gltf-zip': 'zip', usdz: 'usdz' };
/** How a GLB the pipeline made is stored (putModelFile): the optimised model and the gallery's copy. */
export const GLB_OUTPUT = { mime: MODEL_MIME.glb, ext: 'glb', kind: 'model3d', purpose: 'output' } as const;

export const uploadLimitBytes = (deps: Pick<AppDeps, 'env'>) => deps.env.MODEL_UPLOAD_MAX_MB * MB;
export const quotaBytes = (deps: Pick<AppDeps, 'env'>) => deps.env.MODEL_QUOTA_MB * MB;

const invalidFile = () => new AppError('FileFormatIsNotValid', { fields: { file: 'FileFormatIsNotValid' } });

/**
 * What an upload is, by its signature: a GLB ("glTF" magic), or a zip that is a USDZ (its first entry is a
 * USD layer, as the format requires, or the name says so) or a glTF with its files. Anything else is refused
 * here; whether the content is sound is the processor's to say.
 */
export function detectFormat(bytes: Uint8Array, fileName: string): ModelFormat {
  if (bytes.length < 12) throw invalidFile();
  const head = Buffer.from(bytes.subarray(0, 4)).toString('latin1');
  if (head === 'glTF') return 'glb';
  if (head !== 'PK\u0003\u0004') throw invalidFile();
  const nameLength = bytes[26]! | (bytes[27]! << 8);
  const first = Buffer.from(bytes.subarray(30, 30 + nameLength))
    .toString('utf8')
    .toLowerCase();
  if (/\.usd[ac]?$/.test(first) || /\.usdz$/i.test(fileName)) return 'usdz';
  return 'gltf-zip';
}

/** The file name's title: without its folder and extension, tidied; "Model" when nothing is left. */
function titleFromFileName(fileName: string): string {
  const base = fileName
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/[_\s]+/g, ' ')
    .trim()
    .slice(0, 120);
  return base || 'Model';
}

function fileKey(userId: string, fileId: string, ext: string) {
  return `models/${userId}/${fileId}.${ext}`;
}

export interface PreparedFile {
  row: typeof files.$inferInsert & { id: string; storageKey: string };
}

/** Puts bytes in storage under a new key and returns the files row to insert for them. */
export async function putModelFile(
  deps: Pick<AppDeps, 'storage'>,
  userId: string,
  bytes: Uint8Array,
  meta: { mime: string; ext: string; kind: FileKind; purpose: FilePurpose; width?: number; height?: number },
) {
  const id = randomUUID();
  const storageKey = fileKey(userId, id, meta.ext);
  await deps.storage.put(storageKey, bytes, meta.mime);
  return {
    id,
    userId,
    purpose: meta.purpose,
    kind: meta.kind,
    mime: meta.mime,
    size: bytes.length,
    width: meta.width,
    height: meta.height,
    storageKey,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  } satisfies typeof files.$inferInsert;
}

/** What the user's models take in storage now. */
export async function usedBytes(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${models.bytes}), 0)::float8` })
    .from(models)
    .where(eq(models.userId, userId));
  return Number(row?.used ?? 0);
}

interface Intake {
  bytes: Uint8Array;
  fileName: string;
  title?: string;
  sourceDesignId?: string;
}

/**
 * A new model, waiting for a worker: the original is stored first, then, in one transaction holding the
 * user's row (so two uploads at the quota's edge are counted one after the other), the quota is checked and
 * the file and the model are written. Refused, the stored original is deleted again.
 */
async function intake(deps: AppDeps, userId: string, input: Intake): Promise<{ row: Model; created: boolean }> {
  const limit = uploadLimitBytes(deps);
  if (input.bytes.length === 0) throw invalidFile();
  if (input.bytes.length > limit) {
    throw new AppError('FileSizeValidationError', {
      status: 413,
      fields: { file: 'FileSizeValidationError' },
      details: { maxBytes: limit },
    });
  }
  const format = detectFormat(input.bytes, input.fileName);
  const original = await putModelFile(deps, userId, input.bytes, {
    mime: MODEL_MIME[format],
    ext: EXTENSION[format],
    kind: 'model3d',
    purpose: 'upload',
  });
  let kept = false;
  try {
    const result = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
      if (input.sourceDesignId) {
        const existing = await modelOfDesign(tx, userId, input.sourceDesignId);
        if (existing) return { row: existing, created: false };
      }
      const used = await usedBytes(tx, userId);
      const quota = quotaBytes(deps);
      if (used + input.bytes.length > quota) {
        throw new AppError('StorageQuotaExceeded', {
          fields: { file: 'StorageQuotaExceeded' },
          details: { quotaBytes: quota, usedBytes: used, fileBytes: input.bytes.length },
        });
      }
      await tx.insert(files).values(original);
      const link = newLink();
      const title = input.title?.trim() || titleFromFileName(input.fileName);
      const [row] = await tx
        .insert(models)
        .values({
          userId,
          title,
          source: input.sourceDesignId ? 'design' : 'upload',
          sourceDesignId: input.sourceDesignId ?? null,
          format,
          slug: slugFrom(title, link),
          link,
          originalFileId: original.id,
          bytes: input.bytes.length,
        })
        .returning();
      return { row: row!, created: true };
    });
    kept = result.created;
    return result;
  } finally {
    if (!kept) await deps.storage.delete(original.storageKey).catch(() => {});
  }
}

export async function createFromUpload(deps: AppDeps, userId: string, input: Omit<Intake, 'sourceDesignId'>) {
  return (await intake(deps, userId, input)).row;
}

async function modelOfDesign(db: Executor, userId: string, designId: string) {
  const [row] = await db
    .select()
    .from(models)
    .where(and(eq(models.userId, userId), eq(models.sourceDesignId, designId)))
    .limit(1);
  return row ?? null;
}

/**
 * "Save as model" from a finished 3D design of the user's: its GLB is copied, so the model lives on whatever
 * happens to the design. Once per design: a replay answers the model made the first time.
 */
export async function createFromDesign(deps: AppDeps, userId: string, designId: string) {
  const design = await ownDesign(deps.db, userId, designId);
  if (design.status === 'deleted') throw new AppError('DesigningNotFound');
  const existing = await modelOfDesign(deps.db, userId, designId);
  if (existing) return existing;
  if (design.status !== 'completed') throw new AppError('DesigningNotComplete', { status: 409 });
  const notAModel = () => new AppError('FileFormatIsNotValid', { fields: { designId: 'FileFormatIsNotValid' } });
  if (!(MODEL_DESIGN_TOOLS as readonly string[]).includes(design.tool)) throw notAModel();
  const [output] = await deps.db
    .select({ file: files })
    .from(designOutputs)
    .innerJoin(files, eq(files.id, designOutputs.fileId))
    .where(and(eq(designOutputs.designId, design.id), eq(files.mime, MODEL_MIME.glb)))
    .orderBy(designOutputs.position)
    .limit(1);
  if (!output) throw notAModel();
  const stored = await deps.storage.get(output.file.storageKey);
  if (!stored) throw notAModel();
  const prompt = typeof design.input.prompt === 'string' ? design.input.prompt.trim().slice(0, 120) : '';
  try {
    const { row } = await intake(deps, userId, {
      bytes: stored.body,
      fileName: `${design.tool}.glb`,
      title: prompt || undefined,
      sourceDesignId: design.id,
    });
    return row;
  } catch (error) {
    // Two replays at once: the second insert meets the first's row (models_design_idx).
    const again = await modelOfDesign(deps.db, userId, designId);
    if (again) return again;
    throw error;
  }
}

/** The user's own model; another user's, or none, is ModelNotFound (never "not yours": that would confirm it exists). */
export async function ownModel(db: Executor, userId: string, id: string): Promise<Model> {
  const [row] = await db
    .select()
    .from(models)
    .where(and(eq(models.id, id), eq(models.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('ModelNotFound');
  return row;
}

const fileFields: Record<Exclude<ModelFileName, never>, keyof Model> = {
  glb: 'glbFileId',
  usdz: 'usdzFileId',
  poster: 'posterFileId',
  thumbnail: 'thumbnailFileId',
  gallery: 'galleryFileId',
};
const hasFile = (row: Model, name: ModelFileName) => row.status === 'ready' && row[fileFields[name]] !== null;
/**
 * The poster and its thumbnail can be replaced (replacePoster): their addresses carry the file's version, so
 * a new poster is a new address for every cache. The GLB and the USDZ never change once a model is ready.
 */
const versionOf = (row: Model, name: ModelFileName) =>
  name === 'poster' ? row.posterFileId : name === 'thumbnail' ? row.thumbnailFileId : null;

function statsView(row: Model) {
  const stats = row.stats;
  return {
    triangles: stats?.triangles ?? null,
    materials: stats?.materials ?? null,
    textures: (stats?.textures ?? []).map(({ name, width, height, bytes }) => ({ name, width, height, bytes })),
    bytes: stats?.bytes ?? null,
    originalBytes: stats?.originalBytes ?? row.bytes,
    usdzBytes: stats?.usdzBytes ?? null,
  };
}

function hotspotsView(hotspots: ModelHotspot[]) {
  return hotspots.map((h) => ({
    id: h.id,
    position: h.position,
    normal: h.normal,
    text: { fa: h.text.fa, en: h.text.en },
  }));
}

/** Addresses that need no cookie: plain while public, signed (ending at `expiresAt`) while unlisted. */
function sharedUrls(deps: AppDeps, row: Model) {
  const exp = row.visibility === 'public' ? null : expiryFor(deps.env.MODEL_LINK_MINUTES);
  const url = (name: ModelFileName) =>
    !hasFile(row, name)
      ? null
      : withVersion(
          exp === null ? publicFilePath(row.link, name) : signedFileUrl(deps.env.sessionSecret, row.link, name, exp),
          versionOf(row, name),
        );
  return {
    glbUrl: url('glb'),
    usdzUrl: url('usdz'),
    posterUrl: url('poster'),
    thumbnailUrl: url('thumbnail'),
    expiresAt: exp === null ? null : new Date(exp * 1000).toISOString(),
  };
}

export function toModelView(deps: AppDeps, row: Model): ModelView {
  const own = (name: ModelFileName) =>
    hasFile(row, name) ? withVersion(ownerFileUrl(row.id, name), versionOf(row, name)) : null;
  const shared = row.visibility === 'private' ? null : sharedUrls(deps, row);
  return {
    id: row.id,
    slug: row.slug,
    link: row.link,
    status: row.status,
    progress: row.progress,
    error: row.status === 'failed' && row.errorCode ? { code: row.errorCode, reason: row.errorDetail } : null,
    title: row.title,
    titleEn: row.titleEn,
    description: row.description,
    descriptionEn: row.descriptionEn,
    visibility: row.visibility,
    source: row.source,
    sourceDesignId: row.sourceDesignId,
    format: row.format,
    glbUrl: own('glb'),
    usdzUrl: own('usdz'),
    posterUrl: own('poster'),
    thumbnailUrl: own('thumbnail'),
    shared: shared
      ? { glbUrl: shared.glbUrl, usdzUrl: shared.usdzUrl, posterUrl: shared.posterUrl, expiresAt: shared.expiresAt }
      : null,
    embedUrl: embedPath(row.link),
    stats: statsView(row),
    ar: { ...defaultArSettings, ...row.ar },
    viewer: { ...defaultViewerSettings, ...row.viewer },
    hotspots: hotspotsView(row.hotspots),
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface ModelFilters {
  q?: string;
  status?: Model['status'];
  visibility?: Model['visibility'];
}

export async function listModels(
  deps: AppDeps,
  userId: string,
  page: number,
  pageSize: number,
  filters: ModelFilters = {},
) {
  const where = and(
    eq(models.userId, userId),
    filters.status ? eq(models.status, filters.status) : undefined,
    filters.visibility ? eq(models.visibility, filters.visibility) : undefined,
    titleContains(filters.q, models.title, models.titleEn),
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(models)
      .where(where)
      .orderBy(desc(models.createdAt), desc(models.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ total: count() }).from(models).where(where),
  ]);
  return {
    items: rows.map((row) => toModelView(deps, row)),
    total: total?.total ?? 0,
    usedBytes: await usedBytes(deps.db, userId),
    quotaBytes: quotaBytes(deps),
  };
}

/** Whether a public listing (of an active shop) shows the model: then its files are public too. */
async function onPublicListing(db: Executor, modelId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shopId))
    .where(and(eq(listings.model3dId, modelId), publicListing, eq(shops.status, 'active')))
    .limit(1);
  return Boolean(row);
}

async function attachedAnywhere(db: Executor, modelId: string): Promise<boolean> {
  const [row] = await db.select({ id: listings.id }).from(listings).where(eq(listings.model3dId, modelId)).limit(1);
  return Boolean(row);
}

/** Public pages (embeds, listings) may show the model: a change must drop what they keep. */
function announce(db: Executor, visible: boolean, onListing: boolean) {
  if (onListing) forgetMarketReads(db);
  else if (visible) publicContentChanged();
}

function hotspotId() {
  return randomBytes(6).toString('base64url');
}

export async function updateModel(deps: AppDeps, userId: string, id: string, patch: ModelPatch) {
  const row = await ownModel(deps.db, userId, id);
  if (changesNothing(patch)) return toModelView(deps, row);
  let hotspots: ModelHotspot[] | undefined;
  if (patch.hotspots) {
    const seen = new Set<string>();
    hotspots = patch.hotspots.map((h, index) => {
      const hid = h.id ?? hotspotId();
      if (seen.has(hid)) {
        throw new AppError('ValidationError', { status: 422, fields: { [`hotspots.${index}.id`]: 'ValidationError' } });
      }
      seen.add(hid);
      return { id: hid, position: h.position, normal: h.normal, text: { fa: h.text.fa, en: h.text.en ?? null } };
    });
  }
  const ar = patch.ar
    ? {
        placement: patch.ar.placement,
        scaling: patch.ar.scaling,
        size: patch.ar.size === undefined ? row.ar.size : patch.ar.size,
        scale: patch.ar.scale ?? row.ar.scale ?? 1,
      }
    : undefined;
  const viewer = patch.viewer
    ? {
        ...defaultViewerSettings,
        ...row.viewer,
        ...Object.fromEntries(Object.entries(patch.viewer).filter(([, v]) => v !== undefined)),
      }
    : undefined;
  const [changed] = await deps.db
    .update(models)
    .set({
      title: patch.title,
      titleEn: patch.titleEn,
      description: patch.description,
      descriptionEn: patch.descriptionEn,
      visibility: patch.visibility,
      ...(patch.title ? { slug: slugFrom(patch.title, row.link) } : {}),
      ar,
      viewer,
      hotspots,
    })
    .where(and(eq(models.id, id), eq(models.userId, userId)))
    .returning();
  if (!changed) throw new AppError('ModelNotFound');
  announce(
    deps.db,
    row.visibility !== 'private' || changed.visibility !== 'private',
    await attachedAnywhere(deps.db, id),
  );
  return toModelView(deps, changed);
}

/**
 * Only a ready model has a poster to replace: one still being prepared is told to wait (the worker would
 * write its own over it); a failed one has no files at all, as its file addresses answer.
 */
function assertPosterReplaceable(row: Model) {
  if (row.status === 'processing') throw new AppError('DesigningIsInProcess', { details: { status: row.status } });
  if (row.status !== 'ready') throw new AppError('FileNotFound', { details: { status: row.status } });
}

/**
 * The owner's own poster (in the editor: the viewer's current view). The picture becomes the pipeline's
 * kind of poster (posterFromImage: 1024 px WebP) with a new thumbnail, both stored as new files; then one
 * transaction holding the model's row points the model at them, counts the difference in its bytes and
 * deletes the old files' rows, and the old objects are deleted after it. Two at once are done one after
 * the other (the second replaces the first's), so exactly one poster is left. New files, new addresses
 * (versioned, links.ts), and the public pages that show the model are dropped from the cache.
 */
export async function replacePoster(deps: AppDeps, userId: string, id: string, bytes: Uint8Array) {
  assertPosterReplaceable(await ownModel(deps.db, userId, id));
  const poster = await posterFromImage(bytes);
  const small = await thumbnailOf(poster.data);
  const stored: { storageKey: string }[] = [];
  let kept = false;
  try {
    const posterFile = await putModelFile(deps, userId, poster.data, {
      mime: 'image/webp',
      ext: 'webp',
      kind: 'image',
      purpose: 'output',
      width: poster.width,
      height: poster.height,
    });
    stored.push(posterFile);
    const thumbnailFile = await putModelFile(deps, userId, small.data, {
      mime: 'image/webp',
      ext: 'webp',
      kind: 'image',
      purpose: 'thumbnail',
      width: small.width,
      height: small.height,
    });
    stored.push(thumbnailFile);
    const { changed, oldKeys } = await deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(models)
        .where(and(eq(models.id, id), eq(models.userId, userId)))
        .limit(1)
        .for('update');
      if (!current) throw new AppError('ModelNotFound');
      assertPosterReplaceable(current);
      const oldIds = [current.posterFileId, current.thumbnailFileId].filter((v): v is string => v !== null);
      const old = oldIds.length
        ? await tx
            .select({ id: files.id, key: files.storageKey, size: files.size })
            .from(files)
            .where(inArray(files.id, oldIds))
        : [];
      await tx.insert(files).values([posterFile, thumbnailFile]);
      const difference = posterFile.size + thumbnailFile.size - old.reduce((sum, file) => sum + file.size, 0);
      const [row] = await tx
        .update(models)
        .set({
          posterFileId: posterFile.id,
          thumbnailFileId: thumbnailFile.id,
          bytes: sql`greatest(0, ${models.bytes} + ${difference})`,
        })
        .where(eq(models.id, current.id))
        .returning();
      if (old.length)
        await tx.delete(files).where(
          inArray(
            files.id,
            old.map((file) => file.id),
          ),
        );
      return { changed: row!, oldKeys: old.map((file) => file.key) };
    });
    kept = true;
    await Promise.all(oldKeys.map((key) => deps.storage.delete(key).catch(() => {})));
    announce(deps.db, changed.visibility !== 'private', await attachedAnywhere(deps.db, id));
    return toModelView(deps, changed);
  } finally {
    if (!kept) await Promise.all(stored.map((file) => deps.storage.delete(file.storageKey).catch(() => {})));
  }
}

/** Deletes the model and its files (listings that showed it show none); its bytes leave the quota. */
export async function deleteModel(deps: AppDeps, userId: string, id: string) {
  const row = await ownModel(deps.db, userId, id);
  const onListing = await attachedAnywhere(deps.db, id);
  const fileIds = [
    row.originalFileId,
    row.glbFileId,
    row.usdzFileId,
    row.galleryFileId,
    row.posterFileId,
    row.thumbnailFileId,
  ].filter((value): value is string => value !== null);
  const keys = await deps.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(models)
      .where(and(eq(models.id, id), eq(models.userId, userId)))
      .returning({ id: models.id });
    if (!gone) throw new AppError('ModelNotFound');
    if (!fileIds.length) return [];
    const rows = await tx.delete(files).where(inArray(files.id, fileIds)).returning({ key: files.storageKey });
    return rows.map((r) => r.key);
  });
  await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => {})));
  announce(deps.db, row.visibility !== 'private', onListing);
}

/**
 * Shows the model on a listing of the user's shop (the shop guard: no shop is ShopNotFound). A listing that
 * is not the shop's, is deleted, or a model not ready: CannotAddToMarket. Doing it again changes nothing.
 */
export async function attachToListing(deps: AppDeps, userId: string, id: string, listingId: string) {
  const model = await ownModel(deps.db, userId, id);
  const shop = await ownShop(deps.db, userId);
  const refused = () => new AppError('CannotAddToMarket', { fields: { listingId: 'CannotAddToMarket' } });
  if (model.status !== 'ready') throw new AppError('CannotAddToMarket');
  const [changed] = await deps.db
    .update(listings)
    .set({ model3dId: model.id })
    .where(and(eq(listings.id, listingId), eq(listings.shopId, shop.id), ne(listings.status, 'deleted')))
    .returning({ id: listings.id });
  if (!changed) throw refused();
  forgetMarketReads(deps.db);
  return { listingId: changed.id, modelId: model.id, model: listingModel(model) };
}

/** Takes the model off a listing of the user's shop; a listing that does not show it is not found. */
export async function detachFromListing(deps: AppDeps, userId: string, id: string, listingId: string) {
  await ownModel(deps.db, userId, id);
  const shop = await ownShop(deps.db, userId);
  const [changed] = await deps.db
    .update(listings)
    .set({ model3dId: null })
    .where(and(eq(listings.id, listingId), eq(listings.shopId, shop.id), eq(listings.model3dId, id)))
    .returning({ id: listings.id });
  if (!changed) throw new AppError('ProductNotFound');
  forgetMarketReads(deps.db);
  return { listingId: changed.id };
}

async function modelByLink(db: Executor, link: string) {
  if (!LINK_PATTERN.test(link)) return null;
  const [row] = await db
    .select({ model: models, authorName: users.name })
    .from(models)
    .innerJoin(users, eq(users.id, models.userId))
    .where(eq(models.link, link))
    .limit(1);
  return row ?? null;
}

/** An unlisted or public model for anyone with the link; a private one only for its owner (404 to others). */
export async function publicModel(deps: AppDeps, link: string, viewerId: string | undefined) {
  const found = await modelByLink(deps.db, link);
  if (!found) throw new AppError('ModelNotFound');
  const { model: row, authorName } = found;
  const owner = viewerId === row.userId;
  if (row.visibility === 'private' && !owner) throw new AppError('ModelNotFound');
  const view = toModelView(deps, row);
  const urls =
    row.visibility === 'private'
      ? {
          glbUrl: view.glbUrl,
          usdzUrl: view.usdzUrl,
          posterUrl: view.posterUrl,
          thumbnailUrl: view.thumbnailUrl,
          expiresAt: null,
        }
      : sharedUrls(deps, row);
  return {
    slug: view.slug,
    link: view.link,
    status: view.status,
    title: view.title,
    titleEn: view.titleEn,
    description: view.description,
    descriptionEn: view.descriptionEn,
    visibility: view.visibility,
    ...urls,
    embedUrl: view.embedUrl,
    stats: view.stats,
    ar: view.ar,
    viewer: view.viewer,
    hotspots: view.hotspots,
    createdAt: view.createdAt,
    author: { name: authorName },
  };
}

/** A file's storage facts by the model's row. */
async function fileRow(db: Executor, row: Model, name: ModelFileName) {
  const id = row[fileFields[name]] as string | null;
  if (row.status !== 'ready' || !id) throw new AppError('FileNotFound');
  const [file] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  if (!file) throw new AppError('FileNotFound');
  return file;
}

export async function ownerFile(deps: AppDeps, userId: string, id: string, name: ModelFileName) {
  return fileRow(deps.db, await ownModel(deps.db, userId, id), name);
}

/**
 * A file by the model's link: public models' to anyone; an unlisted model's with a valid signature; a model
 * shown by a public listing to anyone (the listing made it public). Anything else is FileNotFound, private
 * models included, whatever the signature.
 */
export async function publicFile(
  deps: AppDeps,
  link: string,
  name: ModelFileName,
  query: { exp?: string; sig?: string },
) {
  const found = await modelByLink(deps.db, link);
  if (!found) throw new AppError('FileNotFound');
  const row = found.model;
  const open =
    row.visibility === 'public' ||
    (row.visibility === 'unlisted' &&
      checkSignature(deps.env.sessionSecret, link, name, query, deps.env.MODEL_LINK_MINUTES)) ||
    (await onPublicListing(deps.db, row.id));
  if (!open) throw new AppError('FileNotFound');
  return { file: await fileRow(deps.db, row, name), shared: row.visibility === 'public' };
}

/** The model an embed address points at, for oEmbed: unlisted or public, never private. */
export async function embeddableModel(deps: AppDeps, link: string) {
  const found = await modelByLink(deps.db, link);
  if (!found || found.model.visibility === 'private') throw new AppError('ModelNotFound');
  return { row: found.model, authorName: found.authorName, urls: sharedUrls(deps, found.model) };
}
