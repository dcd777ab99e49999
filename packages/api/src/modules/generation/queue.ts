/**
 * The design queue, in PostgreSQL: workers claim with `FOR UPDATE SKIP LOCKED` and hold a lease they renew
 * (heartbeat). A worker that dies stops renewing; once its lease has run out another worker claims the
 * design again, up to `max_attempts`. Every settling write is conditional on the lease still being ours
 * (`lease_owner = me and status = 'processing'`), so a worker that lost its lease cannot settle, and a
 * design is completed or failed-and-refunded exactly once.
 */
import type { Logger } from '../../lib/logger';
import { publicContentChanged } from '../../lib/public-changes';
import { and, eq, sql } from 'drizzle-orm';
import { designOutputs, designs, type Database, type Executor } from '@rassam/db';
import { credit } from '../wallet/wallet.service';

export type DesignRow = typeof designs.$inferSelect;

export interface Lease {
  owner: string;
  ms: number;
}

/** Claims the next design that is due (queued, or processing with an expired lease), or null. One statement. */
export async function claimNext(db: Database, lease: Lease): Promise<DesignRow | null> {
  const [row] = await db
    .update(designs)
    .set({
      status: 'processing',
      leaseOwner: lease.owner,
      leaseExpiresAt: sql`now() + ${`${lease.ms} milliseconds`}::interval`,
      attempts: sql`${designs.attempts} + 1`,
      startedAt: sql`coalesce(${designs.startedAt}, now())`,
    })
    .where(
      sql`${designs.id} = (
        select ${designs.id} from ${designs}
        where (${designs.status} = 'queued' and ${designs.runAfter} <= now())
           or (${designs.status} = 'processing' and ${designs.leaseExpiresAt} < now()
               and ${designs.attempts} < ${designs.maxAttempts})
        order by ${designs.runAfter}
        for update skip locked
        limit 1)`,
    )
    .returning();
  return row ?? null;
}

/** Renews the lease and records progress; false when the lease is no longer ours (stop working). */
export async function heartbeat(db: Executor, id: string, lease: Lease, progress?: number): Promise<boolean> {
  const rows = await db
    .update(designs)
    .set({
      leaseExpiresAt: sql`now() + ${`${lease.ms} milliseconds`}::interval`,
      ...(progress === undefined ? {} : { progress: Math.min(1, Math.max(0, progress)) }),
    })
    .where(and(eq(designs.id, id), eq(designs.leaseOwner, lease.owner), eq(designs.status, 'processing')))
    .returning({ id: designs.id });
  return rows.length === 1;
}

/**
 * Writes the remote request a provider accepted onto the design, if the lease is still ours. From then on
 * every attempt follows this request: it is never sent twice.
 */
export async function rememberRequest(
  db: Executor,
  id: string,
  lease: Lease,
  submitted: { provider: string; model: string; requestId: string; handle: Record<string, unknown> },
): Promise<boolean> {
  const rows = await db
    .update(designs)
    .set({
      provider: submitted.provider,
      model: submitted.model,
      providerRequestId: submitted.requestId,
      providerHandle: submitted.handle,
    })
    .where(and(eq(designs.id, id), eq(designs.leaseOwner, lease.owner), eq(designs.status, 'processing')))
    .returning({ id: designs.id });
  return rows.length === 1;
}

export interface StoredOutput {
  fileId: string;
  thumbnailFileId: string | null;
}

/**
 * Completes a design with its stored outputs, if the lease is still ours. Returns false when it is not
 * (another worker took over): the caller then deletes the files it stored.
 */
export async function complete(
  db: Database,
  id: string,
  lease: Lease,
  made: { provider: string; model: string; preview: boolean; outputs: StoredOutput[] },
): Promise<boolean> {
  const settle = async (tx: Executor) => {
    const [done] = await tx
      .update(designs)
      .set({
        status: 'completed',
        progress: 1,
        provider: made.provider,
        model: made.model,
        preview: made.preview,
        finishedAt: sql`now()`,
        leaseOwner: null,
        leaseExpiresAt: null,
      })
      .where(and(eq(designs.id, id), eq(designs.leaseOwner, lease.owner), eq(designs.status, 'processing')))
      .returning({ id: designs.id, featured: designs.featured, shareSlug: designs.shareSlug });
    if (!done) return false;
    if (made.outputs.length) {
      await tx
        .insert(designOutputs)
        .values(made.outputs.map((output, position) => ({ designId: id, position, ...output })));
    }
    return { shown: done.featured || done.shareSlug !== null };
  };
  // One statement needs no transaction of its own; outputs commit together with the state.
  const settled = made.outputs.length ? await db.transaction(settle) : await settle(db);
  if (!settled) return false;
  // An example or a shared result finished: the public pages that show it are cached.
  if (settled.shown) publicContentChanged();
  return true;
}

/** Gives the design's coins back, in the settling transaction (only ever called with a status change). */
async function refund(tx: Executor, design: DesignRow) {
  if (design.cost > 0) {
    await credit(tx, design.userId, design.cost, { reason: 'design_refund', ref: { type: 'design', id: design.id } });
  }
}

export interface Failure {
  code: string;
  detail: string;
  /** Worth another attempt (network, rate limit, provider 5xx); never a refusal or bad input. */
  retryable: boolean;
}

/** How long a retry waits: 5 s, 20 s, 80 s... with jitter, so a provider's hiccup is not hammered. */
export function retryDelayMs(attempt: number, random = Math.random): number {
  const base = 5_000 * 4 ** Math.max(0, attempt - 1);
  return Math.round(base * (0.5 + random()));
}

/**
 * A failed attempt: back to the queue after a delay when it may pass and attempts remain; otherwise failed
 * and refunded, once. False when the lease was no longer ours (nothing written).
 */
export async function fail(db: Database, design: DesignRow, lease: Lease, failure: Failure): Promise<boolean> {
  return db.transaction(async (tx) => {
    const mine = and(eq(designs.id, design.id), eq(designs.leaseOwner, lease.owner), eq(designs.status, 'processing'));
    if (failure.retryable && design.attempts < design.maxAttempts) {
      const [requeued] = await tx
        .update(designs)
        .set({
          status: 'queued',
          runAfter: sql`now() + ${`${retryDelayMs(design.attempts)} milliseconds`}::interval`,
          leaseOwner: null,
          leaseExpiresAt: null,
          errorCode: failure.code,
          errorDetail: failure.detail.slice(0, 2000),
        })
        .where(mine)
        .returning();
      return Boolean(requeued);
    }
    const [failed] = await tx
      .update(designs)
      .set({
        status: 'failed',
        refunded: design.cost > 0,
        errorCode: failure.code,
        errorDetail: failure.detail.slice(0, 2000),
        finishedAt: sql`now()`,
        leaseOwner: null,
        leaseExpiresAt: null,
      })
      .where(mine)
      .returning();
    if (!failed) return false;
    await refund(tx, failed);
    return true;
  });
}

/**
 * Designs whose last allowed attempt died with its worker (lease expired, no attempts left) are failed and
 * refunded here, once, by whichever worker gets to them first.
 */
export async function reapExhausted(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      update ${designs} set status = 'failed', refunded = ${designs.cost} > 0, error_code = 'DesigningFailed',
        error_detail = 'the worker stopped during the last attempt', finished_at = now(),
        lease_owner = null, lease_expires_at = null, updated_at = now()
      where ${designs.id} in (
        select ${designs.id} from ${designs}
        where ${designs.status} = 'processing' and ${designs.leaseExpiresAt} < now()
          and ${designs.attempts} >= ${designs.maxAttempts}
        for update skip locked
        limit 50
      )
      returning ${designs.id} as id`);
    const ids = (result.rows as { id: string }[]).map((row) => row.id);
    for (const id of ids) {
      const [row] = await tx.select().from(designs).where(eq(designs.id, id));
      await refund(tx, row!);
    }
    return ids.length;
  });
}

export interface WorkerLoopOptions {
  /** Lease length; the heartbeat renews it every third of it. */
  leaseMs: number;
  /** How long an idle loop waits before looking again. */
  idleMs: number;
  /** This process's workers' name; each loop is `${owner}-${index}`. */
  owner: string;
  /** Said in the log when a loop's step throws (`a design worker loop failed`). */
  label: string;
}

/**
 * `concurrency` loops in this process, each taking the next job with a lease of its own until stopped
 * (`next` answers whether there was one); an idle loop sleeps `idleMs` (a NOTIFY on new jobs could wake it
 * sooner; polling keeps it simple and robust). The designs' and the models' workers share it.
 */
export function startLeaseLoops(
  logger: Logger,
  concurrency: number,
  { leaseMs, idleMs, owner, label }: WorkerLoopOptions,
  next: (lease: Lease) => Promise<boolean>,
) {
  let stopping = false;
  const loops = Array.from({ length: concurrency }, async (_, index) => {
    const lease = { owner: `${owner}-${index}`, ms: leaseMs };
    while (!stopping) {
      let worked = false;
      try {
        worked = await next(lease);
      } catch (error) {
        logger.error(`a ${label} worker loop failed`, { err: error });
      }
      if (!worked && !stopping) await new Promise((resolve) => setTimeout(resolve, idleMs).unref());
    }
  });
  return {
    owner,
    async stop() {
      stopping = true;
      await Promise.all(loops);
    },
  };
}
