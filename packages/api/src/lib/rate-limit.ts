import { sql } from 'drizzle-orm';
import { rateLimits, type Executor } from '@rassam/db';
import { AppError } from './app-error';

export interface Limit {
  /** Bucket name, e.g. 'auth:ip'. */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one hit against `limit` for `subject` in a fixed window kept in the database, so the limit
 * holds across every process behind the load balancer. The upsert is one atomic statement: two
 * processes counting at once both see their own increment.
 */
export async function hit(db: Executor, limit: Limit, subject: string): Promise<{ hits: number; retryAfter: number }> {
  const key = `${limit.name}:${subject}`;
  const window = `${limit.windowSeconds} seconds`;
  const result = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowStart} <= now() - ${window}::interval then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= now() - ${window}::interval then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStart} + ${window}::interval - now()))))::int`,
    });
  return result[0]!;
}

/** Throws TooManyRequests (429, with the seconds to wait) once `subject` is over `limit`. */
export async function enforce(db: Executor, limit: Limit, subject: string): Promise<void> {
  const { hits, retryAfter } = await hit(db, limit, subject);
  if (hits > limit.max) throw new AppError('TooManyRequests', { details: { retryAfter } });
}

/** Forgets a subject's hits, e.g. failed sign-ins after a successful one. */
export async function reset(db: Executor, limit: Limit, subject: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${`${limit.name}:${subject}`}`);
}

export const limits = {
  /** Every auth call from one address. */
  authPerIp: { name: 'auth:ip', max: 60, windowSeconds: 60 },
  /** Codes sent to one phone or email. */
  otpPerCredential: { name: 'otp:to', max: 5, windowSeconds: 3600 },
  /** Codes requested from one address, whatever the recipient (SMS costs money). */
  otpPerIp: { name: 'otp:ip', max: 20, windowSeconds: 3600 },
  /** Password tries on one account from one address: that address is refused for the rest of the window. */
  loginPerAccountAddress: { name: 'login:account-ip', max: 10, windowSeconds: 900 },
  /** Password tries on one account from every address: the last line against guessing from many (decision 016). */
  loginPerAccount: { name: 'login:account', max: 100, windowSeconds: 3600 },
  /** Writes by one signed-in account. */
  writesPerAccount: { name: 'user:write', max: 120, windowSeconds: 60 },
  /** Likes by one account (a like and its undo are two). */
  likesPerAccount: { name: 'market:like', max: 60, windowSeconds: 60 },
  /** Shops and listings created by one account. */
  marketCreatesPerAccount: { name: 'market:create', max: 60, windowSeconds: 3600 },
  /** Shop-link availability checks from one address (the shop form asks as the owner types). */
  linkChecksPerIp: { name: 'market:link', max: 60, windowSeconds: 60 },
  /** A listing's views by one visitor: the first in a day counts (modules/market/views.ts). */
  listingViewPerVisitor: { name: 'market:view', max: 1, windowSeconds: 86_400 },
} satisfies Record<string, Limit>;
