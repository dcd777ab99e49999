import { sql } from 'drizzle-orm';
import { rateLimits, type Executor } from '@rassam/db';
import { AppError } from './app-error';

export interface Limit {
  /** Bucket name, e.g. 'auth:ip'. */
  name: string;
  max: number;
  windowSeconds: number;
}

export interface Hit {
  /** Hits of this subject in the current window, this one included. */
  hits: number;
  /** Whole seconds until the window ends (at least 1). */
  retryAfter: number;
}

/**
 * Where the counters live: the database (the default) or Redis (REDIS_URL, rate-limit-redis.ts). Both
 * keep a fixed window per limit and subject that starts at the subject's first hit, and both count
 * atomically, so the limits hold across every process behind the load balancer.
 */
export interface RateLimiter {
  readonly store: 'database' | 'redis';
  hit(limit: Limit, subject: string): Promise<Hit>;
  reset(limit: Limit, subject: string): Promise<void>;
  /**
   * Takes one hit back, for a counted action that then did not happen (a code that could not be
   * delivered). Atomic like `hit`, and never below zero, however many give-backs race; a subject with
   * no counter stays without one.
   */
  giveBack(limit: Limit, subject: string): Promise<void>;
  /**
   * The same limiter counting inside a transaction: on the database a rollback takes the hits back;
   * Redis counts at once whatever the transaction does.
   */
  within(tx: Executor): RateLimiter;
}

const counterKey = (limit: Limit, subject: string) => `${limit.name}:${subject}`;

/**
 * Counters in the `rate_limits` table. The upsert is one atomic statement: two processes counting at
 * once both see their own increment. Old windows are deleted by the hourly pruning (auth/maintenance.ts).
 */
export function createDatabaseRateLimiter(db: Executor): RateLimiter {
  return {
    store: 'database',
    async hit(limit, subject) {
      const window = `${limit.windowSeconds} seconds`;
      const result = await db
        .insert(rateLimits)
        .values({ key: counterKey(limit, subject), windowStart: sql`now()`, hits: 1 })
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
    },
    async reset(limit, subject) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${counterKey(limit, subject)}`);
    },
    async giveBack(limit, subject) {
      // One statement: two give-backs at once both see the other's decrement, and greatest() stops at zero.
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(sql`${rateLimits.key} = ${counterKey(limit, subject)}`);
    },
    within: (tx) => createDatabaseRateLimiter(tx),
  };
}

/** Counts one hit against `limit` for `subject`. */
export function hit(limiter: RateLimiter, limit: Limit, subject: string): Promise<Hit> {
  return limiter.hit(limit, subject);
}

/** Throws TooManyRequests (429, with the seconds to wait) once `subject` is over `limit`. */
export async function enforce(limiter: RateLimiter, limit: Limit, subject: string): Promise<void> {
  const { hits, retryAfter } = await limiter.hit(limit, subject);
  if (hits > limit.max) throw new AppError('TooManyRequests', { details: { retryAfter } });
}

/** Takes back one hit of a subject's, for an action counted before it failed (see RateLimiter.giveBack). */
export function giveBack(limiter: RateLimiter, limit: Limit, subject: string): Promise<void> {
  return limiter.giveBack(limit, subject);
}

/** Forgets a subject's hits, e.g. failed sign-ins after a successful one. */
export function reset(limiter: RateLimiter, limit: Limit, subject: string): Promise<void> {
  return limiter.reset(limit, subject);
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
  /** Tickets opened by one account (a reply goes on the ticket; a flood of new ones is not a conversation). */
  ticketsPerAccount: { name: 'tickets:create', max: 20, windowSeconds: 3600 },
  /** Shop-link availability checks from one address (the shop form asks as the owner types). */
  linkChecksPerIp: { name: 'market:link', max: 60, windowSeconds: 60 },
  /** A listing's views by one visitor: the first in a day counts (modules/market/views.ts). */
  listingViewPerVisitor: { name: 'market:view', max: 1, windowSeconds: 86_400 },
} satisfies Record<string, Limit>;
