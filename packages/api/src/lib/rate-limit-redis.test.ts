import { eq } from 'drizzle-orm';
import { rateLimits, type DbHandle } from '@rassam/db';
import { createTestDb } from '@rassam/db/test-db';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from './app-error';
import type { Logger } from './logger';
import { createDatabaseRateLimiter, enforce, hit, type Limit } from './rate-limit';
import { createRedisRateLimiter } from './rate-limit-redis';

const redisUrl = process.env.TEST_REDIS_URL;
const limit: Limit = { name: 'test:redis', max: 3, windowSeconds: 60 };

interface Entry {
  level: string;
  msg: string;
}

/** A logger that keeps what it is told; `next(level)` waits for the next entry of that level. */
function recordingLogger() {
  const entries: Entry[] = [];
  const waiting: { level: string; done: (entry: Entry) => void }[] = [];
  const write = (level: string) => (msg: string) => {
    const entry = { level, msg };
    entries.push(entry);
    for (const waiter of waiting.filter((w) => w.level === level)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.done(entry);
    }
  };
  const logger: Logger = {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    child: () => logger,
  };
  return {
    logger,
    entries,
    next: (level: string) => new Promise<Entry>((done) => waiting.push({ level, done })),
  };
}

/** A port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * A TCP relay to Redis that a test can cut (closing every connection) and open again on its port, or
 * stall (Redis's answers held back, as from a server that hangs) and let go.
 */
function relayTo(target: URL) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  let held: { to: Socket; data: Buffer }[] | null = null;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  return {
    async open(port = 0): Promise<number> {
      server = createServer((inbound) => {
        const outbound = connect(Number(target.port || 6379), target.hostname);
        track(inbound);
        track(outbound);
        inbound.on('close', () => outbound.destroy());
        outbound.on('close', () => inbound.destroy());
        inbound.pipe(outbound);
        outbound.on('data', (data: Buffer) => (held ? held.push({ to: inbound, data }) : inbound.write(data)));
      });
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
      return (server.address() as AddressInfo).port;
    },
    stall() {
      held = [];
    },
    release() {
      for (const { to, data } of held ?? []) to.write(data);
      held = null;
    },
    async cut() {
      const closed = once(server!, 'close');
      server!.close();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});

afterAll(async () => {
  await handle?.close();
});

describe('the Redis store while Redis does not answer', () => {
  it('counts in the database instead, enforces the limit there, and says so once', async () => {
    const log = recordingLogger();
    const limiter = createRedisRateLimiter({
      url: `redis://127.0.0.1:${await closedPort()}`,
      fallback: createDatabaseRateLimiter(handle.db),
      logger: log.logger,
    });
    try {
      for (let i = 0; i < limit.max; i += 1) await enforce(limiter, limit, 'away');
      const refused = await enforce(limiter, limit, 'away').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).code).toBe('TooManyRequests');
      expect(limiter.available).toBe(false);
      const [row] = await handle.db.select().from(rateLimits).where(eq(rateLimits.key, 'test:redis:away'));
      expect(row?.hits).toBe(4);
      expect(log.entries.filter((entry) => entry.level === 'warn')).toHaveLength(1);
      expect(log.entries[0]!.msg).toMatch(/Redis does not answer/);
    } finally {
      await limiter.close();
    }
  });
});

describe.skipIf(!redisUrl)('the Redis store on a real Redis (TEST_REDIS_URL)', () => {
  let raw: Redis;
  const keyPrefix = `test:${randomBytes(6).toString('hex')}:`;
  const stored = async (subject: string) => Number(await raw.get(`${keyPrefix}${limit.name}:${subject}`));

  beforeAll(() => {
    raw = new Redis(redisUrl!);
  });

  afterAll(async () => {
    await raw?.quit();
  });

  it('counts N hits at once from two connections as exactly N', async () => {
    const options = {
      url: redisUrl!,
      fallback: createDatabaseRateLimiter(handle.db),
      keyPrefix,
      // Exact counts are the point here, not timeouts on a busy machine.
      commandTimeoutMs: 10_000,
    };
    const log = recordingLogger();
    const first = createRedisRateLimiter({ ...options, logger: log.logger });
    const second = createRedisRateLimiter({ ...options, logger: log.logger });
    try {
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) => hit(i % 2 ? first : second, limit, 'crowd')),
      );
      expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
      expect(await stored('crowd')).toBe(200);
      const gate = await Promise.allSettled(
        Array.from({ length: 30 }, (_, i) => enforce(i % 2 ? first : second, limit, 'gate')),
      );
      expect(gate.filter((r) => r.status === 'fulfilled')).toHaveLength(limit.max);
      expect(log.entries).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('falls back to the database when the connection drops, and returns to Redis when it is back', async () => {
    const relay = relayTo(new URL(redisUrl!));
    const port = await relay.open();
    const log = recordingLogger();
    const limiter = createRedisRateLimiter({
      url: `redis://127.0.0.1:${port}`,
      fallback: createDatabaseRateLimiter(handle.db),
      logger: log.logger,
      keyPrefix,
    });
    try {
      expect((await hit(limiter, limit, 'flaky')).hits).toBe(1);
      expect((await hit(limiter, limit, 'flaky')).hits).toBe(2);

      const dropped = log.next('warn');
      await relay.cut();
      expect((await dropped).msg).toMatch(/Redis does not answer/);
      expect(limiter.available).toBe(false);
      expect((await hit(limiter, limit, 'flaky')).hits).toBe(1);
      const [row] = await handle.db.select().from(rateLimits).where(eq(rateLimits.key, 'test:redis:flaky'));
      expect(row?.hits).toBe(1);

      const back = log.next('info');
      await relay.open(port);
      expect((await back).msg).toMatch(/Redis answers again/);
      expect((await hit(limiter, limit, 'flaky')).hits).toBe(3);
      expect(await stored('flaky')).toBe(3);
      expect(log.entries.filter((entry) => entry.level === 'warn')).toHaveLength(1);
    } finally {
      await limiter.close();
      await relay.cut();
    }
  });

  it('counts in the database while Redis takes too long to answer, and tries it again a second later', async () => {
    const relay = relayTo(new URL(redisUrl!));
    const port = await relay.open();
    const log = recordingLogger();
    const limiter = createRedisRateLimiter({
      url: `redis://127.0.0.1:${port}`,
      fallback: createDatabaseRateLimiter(handle.db),
      logger: log.logger,
      keyPrefix,
      commandTimeoutMs: 300,
    });
    try {
      expect((await hit(limiter, limit, 'slow')).hits).toBe(1);
      relay.stall();
      expect((await hit(limiter, limit, 'slow')).hits).toBe(1);
      expect(log.entries.map((entry) => entry.msg)).toEqual([expect.stringMatching(/Redis does not answer/)]);
      // The connection still looks open: the next hits do not wait for it.
      expect((await hit(limiter, limit, 'slow')).hits).toBe(2);
      const [row] = await handle.db.select().from(rateLimits).where(eq(rateLimits.key, 'test:redis:slow'));
      expect(row?.hits).toBe(2);

      const back = log.next('info');
      relay.release();
      await vi.waitFor(() => hit(limiter, limit, 'slow').then(() => expect(limiter.available).toBe(true)), {
        timeout: 10_000,
        interval: 250,
      });
      expect((await back).msg).toMatch(/Redis answers again/);
      // Redis kept its own count: the first hit, the one that timed out (it did arrive), and those since.
      expect(await stored('slow')).toBeGreaterThanOrEqual(3);
    } finally {
      await limiter.close();
      await relay.cut();
    }
  });
});
