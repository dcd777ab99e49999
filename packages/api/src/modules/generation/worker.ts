/**
 * Generation workers: claim a design, run it on its provider while renewing the lease, store the outputs
 * in our storage, settle. Run inside the web process (the embedded default) or as their own processes
 * (`npm run worker`); any number of them may share one database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { files, type Database } from '@rassam/db';
import type { ProducedOutput, RunResult } from '@rassam/ai';
import { posterFrame, probe, type MediaSource } from '@rassam/ai/media';
import type { AppDeps } from '../../lib/context';
import { THUMBNAIL_WIDTH } from '../../lib/image-widths';
import { recordStreamed, storeOutput, streamOutput } from './files.service';
import { MAX_OUTPUT_BYTES } from './runner';
import {
  claimNext,
  complete,
  fail,
  heartbeat,
  reapExhausted,
  rememberRequest,
  startLeaseLoops,
  type DesignRow,
  type Failure,
  type Lease,
  type StoredOutput,
} from './queue';

/** A remote request the provider accepted: written to the design at once, so a takeover follows it. */
export interface Submitted {
  provider: string;
  model: string;
  requestId: string;
  handle: Record<string, unknown>;
}

export interface RunContext {
  progress(value: number): void;
  /** Records the provider's request on the design (aborts the run when the lease is no longer ours). */
  remember(submitted: Submitted): Promise<void>;
  signal: AbortSignal;
}

/** Runs one design on whatever provider it is planned for; throws on failure. */
export interface DesignRunner {
  run(design: DesignRow, context: RunContext): Promise<RunResult>;
}

export interface WorkerOptions {
  /** Lease length; the heartbeat renews it every third of it. */
  leaseMs?: number;
  /** How long an idle worker waits before looking again. */
  idleMs?: number;
  owner?: string;
}

/** A thrown error as a failure: refusals and bad input are final, infrastructure trouble may pass. */
export function toFailure(error: unknown): Failure {
  const detail = error instanceof Error ? error.message : String(error);
  const kind = (error as { kind?: string } | null)?.kind;
  if (kind === 'moderation') return { code: 'ContentRefused', detail, retryable: false };
  if (kind === 'invalid-input') return { code: 'DesigningFailed', detail, retryable: false };
  const retryable = (error as { retryable?: boolean } | null)?.retryable === true;
  return { code: retryable ? 'ServiceNotAvailable' : 'DesigningFailed', detail, retryable };
}

/** A smaller copy of an image output (or of a video's poster frame), for grids, posters and page samples. */
async function thumbnailOf(deps: AppDeps, userId: string, still: Buffer | string) {
  const small = await sharp(still)
    .resize(THUMBNAIL_WIDTH, THUMBNAIL_WIDTH, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  return storeOutput(deps, userId, { data: small }, 'thumbnail');
}

/** Keeps a run's outputs as the user's files, with their thumbnails; on any failure, none of them. */
async function storeAll(deps: AppDeps, design: DesignRow, result: RunResult, signal: AbortSignal) {
  const stored: StoredOutput[] = [];
  const fileIds: string[] = [];
  try {
    for (const output of result.outputs) {
      // Offline results and data URIs come as bytes; a remote output's URL is streamed into storage.
      if (output.data) stored.push(await storeInHand(deps, design.userId, output, output.data, signal, fileIds));
      else if (output.open) stored.push(await storeStreamed(deps, design.userId, output, output.open, signal, fileIds));
      else throw new Error('an output without data');
    }
    return { stored, fileIds };
  } catch (error) {
    await discard(deps, fileIds);
    throw error;
  }
}

/** The thumbnail of an output whose still is known (the image itself, a video's poster frame, a 3D model's). */
async function withThumbnail(
  deps: AppDeps,
  userId: string,
  fileId: string,
  still: Buffer | string | undefined | null,
  fileIds: string[],
): Promise<StoredOutput> {
  if (!still) return { fileId, thumbnailFileId: null };
  const thumbnail = await thumbnailOf(deps, userId, still);
  fileIds.push(thumbnail.id);
  return { fileId, thumbnailFileId: thumbnail.id };
}

async function storeInHand(
  deps: AppDeps,
  userId: string,
  output: ProducedOutput,
  data: Buffer,
  signal: AbortSignal,
  fileIds: string[],
): Promise<StoredOutput> {
  const media = await mediaFacts(data, output.mime, signal);
  const file = await storeOutput(deps, userId, { ...output, ...media.facts, data });
  fileIds.push(file.id);
  return withThumbnail(deps, userId, file.id, file.kind === 'image' ? data : (media.poster ?? output.poster), fileIds);
}

/**
 * A remote output piped from the provider into storage (decision 022): memory holds a chunk at a time,
 * whatever the output's size. ffprobe and sharp read the copy written beside it in a temporary folder,
 * removed once the output and its thumbnail are kept; an object stored but not kept is deleted.
 */
async function storeStreamed(
  deps: AppDeps,
  userId: string,
  output: ProducedOutput,
  openBody: () => Promise<ReadableStream<Uint8Array>>,
  signal: AbortSignal,
  fileIds: string[],
): Promise<StoredOutput> {
  const dir = await mkdtemp(join(tmpdir(), 'rassam-output-'));
  try {
    const copy = join(dir, 'output');
    const streamed = await streamOutput(deps, userId, await openBody(), { copyTo: copy, maxBytes: MAX_OUTPUT_BYTES });
    let recorded = false;
    try {
      const media = await mediaFacts({ path: copy }, streamed.sniffed.mime, signal);
      const file = await recordStreamed(deps, userId, streamed, { ...output, ...media.facts, copy });
      recorded = true;
      fileIds.push(file.id);
      const still = file.kind === 'image' ? copy : (media.poster ?? output.poster);
      return await withThumbnail(deps, userId, file.id, still, fileIds);
    } catch (error) {
      if (!recorded) await deps.storage.delete(streamed.key);
      throw error;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A video's or a sound's size and length as ffmpeg reads them (a provider's word is not taken for it), and
 * a video's poster frame. A video ffmpeg cannot read fails the run: it would not play for the user either.
 */
async function mediaFacts(source: MediaSource, mime: string, signal: AbortSignal) {
  if (!mime.startsWith('video/') && !mime.startsWith('audio/')) return { facts: {}, poster: null };
  const info = await probe(source, signal);
  const facts = {
    durationSeconds: info.durationSeconds,
    ...(info.width && info.height ? { width: info.width, height: info.height } : {}),
  };
  const poster = mime.startsWith('video/') ? await posterFrame(source, signal) : null;
  return { facts, poster };
}

/** Files of a run that did not settle (the lease was lost): nobody will ever point at them. */
async function discard(deps: AppDeps, fileIds: string[]) {
  if (!fileIds.length) return;
  const rows = await deps.db.delete(files).where(inArray(files.id, fileIds)).returning({ key: files.storageKey });
  await Promise.all(rows.map((row) => deps.storage.delete(row.key)));
}

/** Claims and runs one design; false when nothing was due. */
export async function processNext(deps: AppDeps, runner: DesignRunner, lease: Lease): Promise<boolean> {
  const db: Database = deps.db;
  await reapExhausted(db);
  const design = await claimNext(db, lease);
  if (!design) return false;

  const controller = new AbortController();
  let progress = 0;
  let reported = 0;
  const beat = setInterval(
    () => {
      const value = progress;
      heartbeat(db, design.id, lease, value !== reported ? value : undefined)
        .then((stillMine) => {
          reported = value;
          if (!stillMine) controller.abort(new Error('the lease was lost'));
        })
        .catch(() => {});
    },
    Math.max(200, Math.floor(lease.ms / 3)),
  );

  try {
    const result = await runner.run(design, {
      progress: (value) => {
        progress = Math.min(0.99, Math.max(progress, value));
      },
      async remember(submitted) {
        if (!(await rememberRequest(db, design.id, lease, submitted))) {
          controller.abort(new Error('the lease was lost'));
          controller.signal.throwIfAborted();
        }
      },
      signal: controller.signal,
    });
    const { stored, fileIds } = await storeAll(deps, design, result, controller.signal);
    const settled = await complete(db, design.id, lease, {
      provider: result.provider,
      model: result.model,
      preview: result.preview ?? false,
      outputs: stored,
    });
    if (!settled) await discard(deps, fileIds);
  } catch (error) {
    if (!controller.signal.aborted) await fail(db, design, lease, toFailure(error));
    else deps.logger.warn('a design lost its lease while running', { designId: design.id });
  } finally {
    clearInterval(beat);
  }
  return true;
}

/** Starts `concurrency` loops in this process, each claiming and running designs until stopped. */
export function startWorkers(deps: AppDeps, runner: DesignRunner, concurrency: number, options: WorkerOptions = {}) {
  return startLeaseLoops(
    deps.logger,
    concurrency,
    {
      owner: options.owner ?? `worker-${process.pid}-${randomBytes(4).toString('hex')}`,
      leaseMs: options.leaseMs ?? 30_000,
      idleMs: options.idleMs ?? 500,
      label: 'design',
    },
    (lease) => processNext(deps, runner, lease),
  );
}
