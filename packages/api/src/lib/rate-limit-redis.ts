/**
 * Rate-limit counters in Redis (REDIS_URL): one key per limit and subject, counted and given its expiry
 * by one Lua script, so the window is the key's life and N hits at once count exactly N. While Redis does
 * not answer, hits are counted by the fallback (the database) instead of refusing every request: decision
 * 018 says why.
 */
import { Redis, type Result } from 'ioredis';
import type { Executor } from '@rassam/db';
import type { Logger } from './logger';
import type { Hit, Limit, RateLimiter } from './rate-limit';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    rateLimitHit(key: string, windowMs: number): Result<[number, number], Context>;
    rateLimitGiveBack(key: string): Result<number, Context>;
  }
}

/**
 * INCR, and on a key without an expiry (its first hit) PEXPIRE: one script runs atomically, so no key is
 * ever left counting without an end. Returns the hits and the milliseconds left in the window.
 */
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}
`;

/**
 * DECR only a key that exists and is above zero: a missing key is not created (it would have no expiry),
 * DECR keeps the key's expiry (its window), and as a script the check and the decrement are one step, so
 * give-backs racing each other or hits never take a counter below zero.
 */
const GIVE_BACK_SCRIPT = `
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if hits > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0
`;

export interface RedisRateLimiterOptions {
  /** redis:// or rediss:// */
  url: string;
  /** Counts the hits while Redis does not answer. */
  fallback: RateLimiter;
  logger: Logger;
  /** Put before every key; tests use one of their own so that parallel runs do not meet. */
  keyPrefix?: string;
  /** A command that has had no answer by then is counted by the fallback instead. */
  commandTimeoutMs?: number;
  /** How long the first hits wait for the first connection before they go to the fallback. */
  connectWaitMs?: number;
}

export type RedisRateLimiter = RateLimiter & {
  /** False while hits go to the fallback. */
  readonly available: boolean;
  close(): Promise<void>;
};

/** While Redis is down on a connection that looks open (a hung server), one hit a second tries it. */
const PROBE_INTERVAL_MS = 1_000;

export function createRedisRateLimiter(options: RedisRateLimiterOptions): RedisRateLimiter {
  const logger = options.logger;
  const client = new Redis(options.url, {
    keyPrefix: options.keyPrefix ?? 'rassam:rate:',
    commandTimeout: options.commandTimeoutMs ?? 1_000,
    // A hit never waits in a queue for a connection that is away: it goes to the fallback.
    enableOfflineQueue: false,
    // A command caught by a dropped connection is not sent again: it has been counted by the fallback.
    maxRetriesPerRequest: 0,
  });
  client.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  client.defineCommand('rateLimitGiveBack', { numberOfKeys: 1, lua: GIVE_BACK_SCRIPT });

  let state: 'starting' | 'up' | 'down' = 'starting';
  let lastProbe = 0;
  let closing = false;

  function markDown(error: unknown) {
    if (closing || state === 'down') return;
    state = 'down';
    lastProbe = Date.now();
    logger.warn('Redis does not answer: rate limits count in the database until it does', { err: error });
  }
  function markUp() {
    if (state === 'down') logger.info('Redis answers again: rate limits count there');
    state = 'up';
  }
  // ioredis reconnects by itself; these tell when it had to, and when it is back.
  client.on('ready', markUp);
  client.on('error', markDown);
  client.on('close', () => markDown(new Error('connection closed')));

  // The first hits wait for the first connection rather than split a window between two stores.
  const connectWaitMs = options.connectWaitMs ?? 3_000;
  const started = new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      markDown(new Error(`no connection within ${connectWaitMs} ms`));
      resolve();
    }, connectWaitMs);
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      resolve();
    };
    client.once('ready', done);
    client.once('error', done);
  });

  function redisNow(): boolean {
    if (client.status !== 'ready') return false;
    if (state !== 'down') return true;
    if (Date.now() - lastProbe < PROBE_INTERVAL_MS) return false;
    lastProbe = Date.now();
    return true;
  }

  /** Redis when it answers, else the fallback (with no wait for a connection known to be away). */
  async function attempt<T>(viaRedis: () => Promise<T>, viaFallback: () => Promise<T>): Promise<T> {
    if (state === 'starting') await started;
    if (!redisNow()) return viaFallback();
    try {
      const result = await viaRedis();
      markUp();
      return result;
    } catch (error) {
      markDown(error);
      return viaFallback();
    }
  }

  function limiterOver(fallback: RateLimiter): RateLimiter {
    return {
      store: 'redis',
      hit: (limit: Limit, subject: string) =>
        attempt<Hit>(
          async () => {
            const [hits, ttlMs] = await client.rateLimitHit(`${limit.name}:${subject}`, limit.windowSeconds * 1000);
            return { hits, retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)) };
          },
          () => fallback.hit(limit, subject),
        ),
      reset: (limit: Limit, subject: string) =>
        attempt(
          async () => {
            await client.del(`${limit.name}:${subject}`);
          },
          () => fallback.reset(limit, subject),
        ),
      giveBack: (limit: Limit, subject: string) =>
        attempt(
          async () => {
            await client.rateLimitGiveBack(`${limit.name}:${subject}`);
          },
          () => fallback.giveBack(limit, subject),
        ),
      within: (tx: Executor) => limiterOver(fallback.within(tx)),
    };
  }

  return {
    ...limiterOver(options.fallback),
    get available() {
      return state !== 'down';
    },
    async close() {
      closing = true;
      await client.quit().catch(() => client.disconnect());
    },
  };
}
