/**
 * Model workers: the design queue's rules (queue.ts) on the models table. A worker claims a waiting model
 * with `FOR UPDATE SKIP LOCKED` and a lease it renews with its progress; a worker that dies stops renewing and
 * another claims the model again once the lease has run out, up to `max_attempts`. Every settling write is
 * conditional on the lease still being ours, so a model is made ready, or failed with its reason, once.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { files, models, type Database, type Model } from '@rassam/db';
import { isResultCode } from '@rassam/i18n';
import type { AppDeps } from '../../lib/context';
import { publicContentChanged } from '../../lib/public-changes';
import { sniff } from '../generation/files.service';
import type { Lease } from '../generation/queue';
import { retryDelayMs, startLeaseLoops } from '../generation/queue';
import { addNextGalleryCopy } from './gallery-copies';
import { GLB_OUTPUT, MODEL_MIME, putModelFile } from './models.service';
import { thumbnailOf } from './poster-image';
import { ModelProcessingError, type ModelProcessor } from './processor';

/** Claims the next model that is due (waiting, or processing with an expired lease), or null. One statement. */
export async function claimNextModel(db: Database, lease: Lease): Promise<Model | null> {
  const [row] = await db
    .update(models)
    .set({
      leaseOwner: lease.owner,
      leaseExpiresAt: sql`now() + ${`${lease.ms} milliseconds`}::interval`,
      attempts: sql`${models.attempts} + 1`,
    })
    .where(
      sql`${models.id} = (
        select ${models.id} from ${models}
        where ${models.status} = 'processing' and (
          (${models.leaseOwner} is null and ${models.runAfter} <= now())
          or (${models.leaseOwner} is not null and ${models.leaseExpiresAt} < now()
              and ${models.attempts} < ${models.maxAttempts}))
        order by ${models.runAfter}
        for update skip locked
        limit 1)`,
    )
    .returning();
  return row ?? null;
}

const mine = (id: string, lease: Lease) =>
  and(eq(models.id, id), eq(models.leaseOwner, lease.owner), eq(models.status, 'processing'));

/** Renews the lease and records progress; false when the lease is no longer ours (stop working). */
export async function heartbeatModel(db: Database, id: string, lease: Lease, progress?: number): Promise<boolean> {
  const rows = await db
    .update(models)
    .set({
      leaseExpiresAt: sql`now() + ${`${lease.ms} milliseconds`}::interval`,
      ...(progress === undefined ? {} : { progress: Math.min(1, Math.max(0, progress)) }),
    })
    .where(mine(id, lease))
    .returning({ id: models.id });
  return rows.length === 1;
}

interface Failure {
  code: string;
  detail: string;
  retryable: boolean;
}

function toFailure(error: unknown): Failure {
  if (error instanceof ModelProcessingError) return { code: error.code, detail: error.reason, retryable: false };
  const detail = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (isResultCode(code)) return { code, detail, retryable: false };
  return { code: 'UploadOperationFailed', detail, retryable: true };
}

/** A failed attempt: back in line after a delay when it may pass and attempts remain, else failed once. */
export async function failModel(db: Database, model: Model, lease: Lease, failure: Failure): Promise<boolean> {
  const again = failure.retryable && model.attempts < model.maxAttempts;
  const rows = await db
    .update(models)
    .set(
      again
        ? {
            runAfter: sql`now() + ${`${retryDelayMs(model.attempts)} milliseconds`}::interval`,
            leaseOwner: null,
            leaseExpiresAt: null,
            errorCode: failure.code,
            errorDetail: failure.detail.slice(0, 2000),
          }
        : {
            status: 'failed',
            errorCode: failure.code,
            errorDetail: failure.detail.slice(0, 2000),
            processedAt: sql`now()`,
            leaseOwner: null,
            leaseExpiresAt: null,
          },
    )
    .where(mine(model.id, lease))
    .returning({ id: models.id });
  return rows.length === 1;
}

/** Models whose last allowed attempt died with its worker are failed here, once, by whoever gets to them first. */
export async function reapExhaustedModels(db: Database): Promise<number> {
  const rows = await db
    .update(models)
    .set({
      status: 'failed',
      errorCode: 'UploadOperationFailed',
      errorDetail: 'the worker stopped during the last attempt',
      processedAt: sql`now()`,
      leaseOwner: null,
      leaseExpiresAt: null,
    })
    .where(
      and(
        eq(models.status, 'processing'),
        sql`${models.leaseOwner} is not null`,
        sql`${models.leaseExpiresAt} < now()`,
        sql`${models.attempts} >= ${models.maxAttempts}`,
      ),
    )
    .returning({ id: models.id });
  return rows.length;
}

async function discard(deps: AppDeps, rows: { id: string; storageKey: string }[]) {
  if (rows.length)
    await deps.db.delete(files).where(
      inArray(
        files.id,
        rows.map((row) => row.id),
      ),
    );
  await Promise.all(rows.map((row) => deps.storage.delete(row.storageKey).catch(() => {})));
}

/** Claims and processes one model; false when nothing was due. */
export async function processNextModel(deps: AppDeps, processor: ModelProcessor, lease: Lease): Promise<boolean> {
  const db = deps.db;
  await reapExhaustedModels(db);
  const model = await claimNextModel(db, lease);
  if (!model) return false;

  const controller = new AbortController();
  let progress = model.progress;
  let reported = progress;
  const beat = setInterval(
    () => {
      const value = progress;
      heartbeatModel(db, model.id, lease, value !== reported ? value : undefined)
        .then((stillMine) => {
          reported = value;
          if (!stillMine) controller.abort(new Error('the lease was lost'));
        })
        .catch(() => {});
    },
    Math.max(200, Math.floor(lease.ms / 3)),
  );

  const stored: { id: string; storageKey: string; size: number }[] = [];
  try {
    const [original] = model.originalFileId
      ? await db.select().from(files).where(eq(files.id, model.originalFileId)).limit(1)
      : [];
    const bytes = original ? await deps.storage.get(original.storageKey) : null;
    if (!original || !bytes) throw new ModelProcessingError('FileNotFound', 'the original file is gone');

    const made = await processor.process(
      {
        bytes: bytes.body,
        fileName: `${model.slug}.${original.storageKey.split('.').pop()}`,
        source: model.format,
        signal: controller.signal,
      },
      (value) => {
        // The last percent is the storing, below.
        progress = Math.min(0.95, Math.max(progress, value));
      },
    );
    controller.signal.throwIfAborted();
    const posterType = sniff(made.poster);
    if (!posterType || posterType.kind !== 'image') throw new Error('the processor made a poster that is not an image');
    if (sniff(made.glb)?.mime !== MODEL_MIME.glb) throw new Error('the processor made a GLB that is not one');
    if (made.gallery && sniff(made.gallery.glb)?.mime !== MODEL_MIME.glb)
      throw new Error('the processor made a gallery GLB that is not one');

    const keep = async (row: Awaited<ReturnType<typeof putModelFile>>) => {
      stored.push(row);
      await db.insert(files).values(row);
      return row;
    };
    const glb = await keep(await putModelFile(deps, model.userId, made.glb, GLB_OUTPUT));
    const usdz = made.usdz
      ? await keep(
          await putModelFile(deps, model.userId, made.usdz, {
            mime: MODEL_MIME.usdz,
            ext: 'usdz',
            kind: 'model3d',
            purpose: 'output',
          }),
        )
      : null;
    const gallery = made.gallery
      ? await keep(await putModelFile(deps, model.userId, made.gallery.glb, GLB_OUTPUT))
      : null;
    const posterMeta = await sharp(made.poster).metadata();
    const poster = await keep(
      await putModelFile(deps, model.userId, made.poster, {
        mime: posterType.mime,
        ext: posterType.ext,
        kind: 'image',
        purpose: 'output',
        width: posterMeta.width,
        height: posterMeta.height,
      }),
    );
    const small = await thumbnailOf(made.poster);
    const thumbnail = await keep(
      await putModelFile(deps, model.userId, small.data, {
        mime: 'image/webp',
        ext: 'webp',
        kind: 'image',
        purpose: 'thumbnail',
        width: small.width,
        height: small.height,
      }),
    );
    const outputBytes = stored.reduce((sum, row) => sum + row.size, 0);
    const [settled] = await db
      .update(models)
      .set({
        status: 'ready',
        progress: 1,
        glbFileId: glb.id,
        usdzFileId: usdz?.id ?? null,
        galleryFileId: gallery?.id ?? null,
        posterFileId: poster.id,
        thumbnailFileId: thumbnail.id,
        bytes: sql`${models.bytes} + ${outputBytes}`,
        stats: {
          triangles: made.stats.triangles,
          ...(made.stats.vertices === undefined ? {} : { vertices: made.stats.vertices }),
          materials: made.stats.materials,
          textures: made.stats.textures,
          bytes: made.glb.length,
          originalBytes: original.size,
          ...(made.usdz ? { usdzBytes: made.usdz.length } : {}),
          // null: looked at, and the GLB is light enough (gallery-copies.ts tells it from a model made before).
          gallery: made.gallery ? { triangles: made.gallery.triangles, bytes: made.gallery.glb.length } : null,
        },
        errorCode: null,
        errorDetail: null,
        processedAt: sql`now()`,
        leaseOwner: null,
        leaseExpiresAt: null,
      })
      .where(mine(model.id, lease))
      .returning({ visibility: models.visibility });
    if (!settled) {
      await discard(deps, stored);
      return true;
    }
    // An unlisted or public model's embed and page show it from now on.
    if (settled.visibility !== 'private') publicContentChanged();
  } catch (error) {
    await discard(deps, stored);
    if (!controller.signal.aborted) await failModel(db, model, lease, toFailure(error));
    else deps.logger.warn('a model lost its lease while processing', { modelId: model.id });
  } finally {
    clearInterval(beat);
  }
  return true;
}

/** Starts `concurrency` loops in this process, each claiming and processing models until stopped. */
export function startModelWorkers(
  deps: AppDeps,
  processor: ModelProcessor,
  concurrency: number,
  options: { leaseMs?: number; idleMs?: number; owner?: string } = {},
) {
  return startLeaseLoops(
    deps.logger,
    concurrency,
    {
      owner: options.owner ?? `model-worker-${process.pid}-${randomBytes(4).toString('hex')}`,
      leaseMs: options.leaseMs ?? 60_000,
      idleMs: options.idleMs ?? 1_000,
      label: 'model',
    },
    // With no model waiting, an older model's gallery copy (decision 046).
    async (lease) => (await processNextModel(deps, processor, lease)) || (await addNextGalleryCopy(deps, processor)),
  );
}
