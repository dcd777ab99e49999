import { lt, or, sql } from 'drizzle-orm';
import { pruneIdempotencyKeys } from '../../lib/idempotency';
import { otpCodes, outboxMessages, rateLimits, sessions, type Executor } from '@rassam/db';

/**
 * Forgets what can no longer matter: codes a day past their expiry, sessions a week after they ended,
 * rate-limit windows older than any limit, and dev-outbox messages after a week. Idempotent, so every
 * process may run it on its own schedule.
 */
export async function pruneExpired(
  db: Executor,
): Promise<Record<'codes' | 'sessions' | 'limits' | 'outbox' | 'idempotencyKeys', number>> {
  const dayAgo = sql`now() - interval '1 day'`;
  const weekAgo = sql`now() - interval '7 days'`;
  const codes = await db.delete(otpCodes).where(lt(otpCodes.expiresAt, dayAgo)).returning({ id: otpCodes.id });
  const ended = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, weekAgo), lt(sessions.revokedAt, weekAgo)))
    .returning({ id: sessions.id });
  const windows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, dayAgo))
    .returning({ key: rateLimits.key });
  const outbox = await db
    .delete(outboxMessages)
    .where(lt(outboxMessages.createdAt, weekAgo))
    .returning({ id: outboxMessages.id });
  const idempotencyKeys = await pruneIdempotencyKeys(db);
  return {
    codes: codes.length,
    sessions: ended.length,
    limits: windows.length,
    outbox: outbox.length,
    idempotencyKeys,
  };
}
