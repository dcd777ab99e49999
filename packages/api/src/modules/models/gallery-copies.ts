/**
 * Gallery copies for models made before the pipeline made them (decision 046). A model the worker made
 * since has its copy, or `stats.gallery: null` when it needs none; an older one has neither, and the shop's
 * gallery draws it from its full GLB. The model workers, when no model is waiting, make those copies one
 * model a turn, oldest first, so that an installation upgraded with models in it needs no step of its own.
 */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { files, models } from '@rassam/db';
import type { AppDeps } from '../../lib/context';
import { GLB_OUTPUT, putModelFile } from './models.service';
import type { ModelProcessor } from './processor';

/** `stats.gallery` absent: neither a copy nor the finding that none is needed. */
const notLookedAt = sql`${models.stats} -> 'gallery' is null`;
/** The model's stats with `gallery` set to this JSON (a copy's figures, or null for none needed). */
const statsWithGallery = (json: string) =>
  sql`jsonb_set(coalesce(${models.stats}, '{}'::jsonb), '{gallery}', ${json}::jsonb)`;

/**
 * Makes the gallery copy of the oldest ready model that has not been looked at; false when there is none
 * (or the processor makes no copies). A copy that cannot be made is recorded as none, not tried again: the
 * gallery still has the model's GLB. Two workers on the same model: the first to record wins, the other's
 * file is removed.
 */
export async function addNextGalleryCopy(deps: Pick<AppDeps, 'db' | 'storage' | 'logger'>, processor: ModelProcessor) {
  if (!processor.galleryCopy) return false;
  const { db } = deps;
  const [model] = await db
    .select({ id: models.id, userId: models.userId, glbFileId: models.glbFileId })
    .from(models)
    .where(and(eq(models.status, 'ready'), isNotNull(models.glbFileId), isNull(models.galleryFileId), notLookedAt))
    .orderBy(asc(models.createdAt))
    .limit(1);
  if (!model) return false;

  const [glbFile] = await db.select().from(files).where(eq(files.id, model.glbFileId!)).limit(1);
  const glb = glbFile ? await deps.storage.get(glbFile.storageKey) : null;
  let copy: Awaited<ReturnType<NonNullable<ModelProcessor['galleryCopy']>>> = null;
  try {
    copy = glb ? await processor.galleryCopy(glb.body) : null;
  } catch (error) {
    deps.logger.warn('a gallery copy could not be made', { modelId: model.id, error: (error as Error).message });
  }
  const unsettled = and(eq(models.id, model.id), isNull(models.galleryFileId), notLookedAt);
  if (!copy) {
    await db
      .update(models)
      .set({ stats: statsWithGallery('null') })
      .where(unsettled);
    return true;
  }

  const row = await putModelFile(deps, model.userId, copy.glb, GLB_OUTPUT);
  const gallery = JSON.stringify({ triangles: copy.triangles, bytes: copy.glb.length });
  const recorded = await db.transaction(async (tx) => {
    await tx.insert(files).values(row);
    const [changed] = await tx
      .update(models)
      .set({
        galleryFileId: row.id,
        bytes: sql`${models.bytes} + ${row.size}`,
        stats: statsWithGallery(gallery),
      })
      .where(unsettled)
      .returning({ id: models.id });
    if (!changed) await tx.delete(files).where(eq(files.id, row.id));
    return Boolean(changed);
  });
  if (!recorded) await deps.storage.delete(row.storageKey).catch(() => {});
  return true;
}
