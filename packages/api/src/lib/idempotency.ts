/**
 * `Idempotency-Key` for POSTs that move coins or money (DESIGN.md section 4): the first request with a key
 * runs and its answer is stored; a repeat with the same key and body gets that answer again and does
 * nothing more. Keys are per user and per route. A repeat that arrives while the first is still running
 * waits for it briefly, then gets RequestInProgress; the same key with a different body is refused.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { idempotencyKeys, type Executor } from '@rassam/db';
import { AppError } from './app-error';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[\x21-\x7E]{1,200}$/;
const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 5_000;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

function hashOf(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/** The header's key, or undefined when the client sent none; a malformed key is a 400. */
export function readIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined || header === '') return undefined;
  if (!KEY_PATTERN.test(header)) {
    throw new AppError('ValidationError', { status: 400, fields: { [IDEMPOTENCY_HEADER]: 'ValidationError' } });
  }
  return header;
}

/**
 * Runs `run` once per (user, scope, key). Without a key it simply runs. A run that throws frees the key,
 * so the client may try again with it: a failed request moved nothing (callers keep it that way).
 */
export async function onceFor(
  db: Executor,
  target: { userId: string; scope: string; key: string | undefined; body: unknown },
  run: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const { userId, scope, key } = target;
  if (key === undefined) return run();
  const requestHash = hashOf(target.body);
  const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ userId, scope, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (!claimed) {
    for (let waited = 0; ; waited += WAIT_STEP_MS) {
      const [row] = await db.select().from(idempotencyKeys).where(where).limit(1);
      // The first request failed and freed the key between our insert and this read: run as the first.
      if (!row) return onceFor(db, target, run);
      if (row.requestHash !== requestHash)
        throw new AppError('IdempotencyKeyReused', { fields: { [IDEMPOTENCY_HEADER]: 'IdempotencyKeyReused' } });
      if (row.status !== null) return { status: row.status, body: row.response };
      if (waited >= WAIT_LIMIT_MS) throw new AppError('RequestInProgress');
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
  }

  try {
    const answer = await run();
    await db
      .update(idempotencyKeys)
      .set({ status: answer.status, response: answer.body as object })
      .where(where);
    return answer;
  } catch (error) {
    await db.delete(idempotencyKeys).where(where);
    throw error;
  }
}

/** Keys older than a day are forgotten (a client retries within minutes, not days). */
export async function pruneIdempotencyKeys(db: Executor): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - interval '1 day'`))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
