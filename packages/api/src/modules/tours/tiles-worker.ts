/**
 * Tile workers (decision 037): the model queue's rules on tour_scenes. A scene wider than its mid image
 * waits with `tile_status` pending; a worker claims it with `FOR UPDATE SKIP LOCKED` and a lease it renews
 * with its progress, cuts the tiles (panorama.ts, sharp on libuv's threads: the event loop stays free, about
 * 3 s for an 8000×4000 photo) into a folder of their own, and settles the scene once, conditional on the lease
 * still being its own. A worker that dies stops renewing; another claims the scene again once the lease has
 * run out, up to `max_attempts`, then it is failed (the viewer keeps the mid image).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { files, tourScenes, tours, type Database, type TourScene } from '@rassam/db';
import type { AppDeps } from '../../lib/context';
import { retryDelayMs, startLeaseLoops, type Lease } from '../generation/queue';
import { readPanorama, cutTiles } from './panorama';
import { deleteKeys, newTilesPrefix, tileKey } from './tour-files';
import { announce } from './tours.service';

/** Claims the next scene whose tiles are due (waiting, or with an expired lease), or null. One statement. */
export async function claimNextScene(db: Database, lease: Lease): Promise<TourScene | null> {
  const [row] = await db
    .update(tourScenes)
    .set({
      leaseOwner: lease.owner,
      leaseExpiresAt: sql`now() + ${`${lease.ms} milliseconds`}::interval`,
      attempts: sql`${tourScenes.attempts} + 1`,
    })
    .where(
      sql`${tourScenes.id} = (
        select ${tourScenes.id} from ${tourScenes}
        where ${tourScenes.tileStatus} = 'pending' and (
          (${tourScenes.leaseOwner} is null and ${tourScenes.runAfter} <= now())
          or (${tourScenes.leaseOwner} is not null and ${tourScenes.leaseExpiresAt} < now()
              and ${tourScenes.attempts} < ${tourScenes.maxAttempts}))
        order by ${tourScenes.runAfter}
        for update skip locked
        limit 1)`,
    )
    .returning();
  return row ?? null;
}

const mine = (id: string, lease: Lease) =>
  and(eq(tourScenes.id, id), eq(tourScenes.leaseOwner, lease.owner), eq(tourScenes.tileStatus, 'pending'));

async function heartbeat(db: Database, id: string, lease: Lease, progress: number): Promise<boolean> {
  const rows = await db
    .update(tourScenes)
    .set({ leaseExpiresAt: sql`now() + ${`${lease.ms} milliseconds`}::interval`, progress })
    .where(mine(id, lease))
    .returning({ id: tourScenes.id });
  return rows.length === 1;
}

/** Scenes whose last allowed attempt died with its worker are failed, once, by whoever gets to them first. */
async function reapExhausted(db: Database) {
  await db
    .update(tourScenes)
    .set({ tileStatus: 'failed', leaseOwner: null, leaseExpiresAt: null })
    .where(
      and(
        eq(tourScenes.tileStatus, 'pending'),
        sql`${tourScenes.leaseOwner} is not null`,
        sql`${tourScenes.leaseExpiresAt} < now()`,
        sql`${tourScenes.attempts} >= ${tourScenes.maxAttempts}`,
      ),
    );
}

/** A failed attempt: back in line after a delay while attempts remain, else failed once. */
async function failScene(db: Database, scene: TourScene, lease: Lease) {
  const again = scene.attempts < scene.maxAttempts;
  await db
    .update(tourScenes)
    .set(
      again
        ? {
            runAfter: sql`now() + ${`${retryDelayMs(scene.attempts)} milliseconds`}::interval`,
            leaseOwner: null,
            leaseExpiresAt: null,
          }
        : { tileStatus: 'failed', leaseOwner: null, leaseExpiresAt: null },
    )
    .where(mine(scene.id, lease));
}

/** Claims and cuts one scene's tiles; false when nothing was due. */
export async function processNextScene(deps: AppDeps, lease: Lease): Promise<boolean> {
  const db = deps.db;
  await reapExhausted(db);
  const scene = await claimNextScene(db, lease);
  if (!scene) return false;
  const controller = new AbortController();
  let progress = 0;
  const beat = setInterval(
    () => {
      heartbeat(db, scene.id, lease, progress)
        .then((stillMine) => {
          if (!stillMine) controller.abort(new Error('the lease was lost'));
        })
        .catch(() => {});
    },
    Math.max(200, Math.floor(lease.ms / 3)),
  );
  const [owner] = await db
    .select({ userId: tours.userId, tourId: tours.id })
    .from(tours)
    .where(eq(tours.id, scene.tourId))
    .limit(1);
  const keys: string[] = [];
  try {
    const [original] = scene.originalFileId
      ? await db.select().from(files).where(eq(files.id, scene.originalFileId)).limit(1)
      : [];
    const stored = original ? await deps.storage.get(original.storageKey) : null;
    if (!owner || !stored) throw new Error('the original panorama is gone');
    const panorama = await readPanorama(stored.body);
    const prefix = newTilesPrefix(owner.userId, owner.tourId, scene.id);
    let bytes = 0;
    const layout = await cutTiles(
      stored.body,
      panorama.geometry,
      async (col, row, data) => {
        const key = tileKey({ prefix }, col, row);
        keys.push(key);
        await deps.storage.put(key, data, 'image/webp');
        bytes += data.length;
      },
      { signal: controller.signal, onProgress: (done) => (progress = Math.min(0.99, done)) },
    );
    controller.signal.throwIfAborted();
    const tiles = layout ? { prefix, width: layout.width, cols: layout.cols, rows: layout.rows, bytes } : null;
    const settled = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(tourScenes)
        .set({
          tileStatus: tiles ? 'ready' : 'none',
          tiles,
          progress: 1,
          bytes: sql`${tourScenes.bytes} + ${bytes}`,
          leaseOwner: null,
          leaseExpiresAt: null,
        })
        .where(mine(scene.id, lease))
        .returning({ id: tourScenes.id });
      if (!row) return null;
      const [tour] = await tx
        .update(tours)
        .set({ bytes: sql`${tours.bytes} + ${bytes}` })
        .where(eq(tours.id, scene.tourId))
        .returning();
      return tour ?? null;
    });
    if (!settled) {
      await deleteKeys(deps, keys);
      return true;
    }
    announce(db, settled);
  } catch (error) {
    await deleteKeys(deps, keys);
    if (!controller.signal.aborted) {
      deps.logger.warn('cutting a scene’s tiles failed', { sceneId: scene.id, err: error });
      await failScene(db, scene, lease);
    }
  } finally {
    clearInterval(beat);
  }
  return true;
}

/** Starts `concurrency` loops in this process, each claiming scenes and cutting their tiles until stopped. */
export function startTileWorkers(
  deps: AppDeps,
  concurrency: number,
  options: { leaseMs?: number; idleMs?: number; owner?: string } = {},
) {
  return startLeaseLoops(
    deps.logger,
    concurrency,
    {
      owner: options.owner ?? `tile-worker-${process.pid}-${randomBytes(4).toString('hex')}`,
      leaseMs: options.leaseMs ?? 60_000,
      idleMs: options.idleMs ?? 1_000,
      label: 'tile',
    },
    (lease) => processNextScene(deps, lease),
  );
}
