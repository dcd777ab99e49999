import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client';
import { reconnectDelay, type DbLog } from './listener';

const url = process.env.TEST_DATABASE_URL;

/** Values in the order they come; `next()` waits for the next one. */
function inbox<T>() {
  const values: T[] = [];
  const waiting: ((value: T) => void)[] = [];
  return {
    push(value: T) {
      const waiter = waiting.shift();
      if (waiter) waiter(value);
      else values.push(value);
    },
    next: () => (values.length ? Promise.resolve(values.shift()!) : new Promise<T>((resolve) => waiting.push(resolve))),
  };
}

function recordingLog() {
  const warnings = inbox<string>();
  const infos = inbox<string>();
  const log: DbLog = { warn: (msg) => warnings.push(msg), info: (msg) => infos.push(msg) };
  return { log, warnings, infos };
}

describe('reconnectDelay', () => {
  const backoff = { baseMs: 100, capMs: 1_000 };

  it('doubles from the base up to the cap, and is drawn between half of that and all of it', () => {
    expect(reconnectDelay(0, backoff, () => 0)).toBe(50);
    expect(reconnectDelay(0, backoff, () => 1)).toBe(100);
    expect(reconnectDelay(1, backoff, () => 1)).toBe(200);
    expect(reconnectDelay(3, backoff, () => 0.5)).toBe(600);
    expect(reconnectDelay(4, backoff, () => 1)).toBe(1_000);
    expect(reconnectDelay(500, backoff, () => 0)).toBe(500);
    const draws = Array.from({ length: 50 }, () => reconnectDelay(10, backoff));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...draws)).toBeLessThanOrEqual(1_000);
  });
});

describe.skipIf(!url)('LISTEN and the pool on PostgreSQL (TEST_DATABASE_URL)', () => {
  let admin: pg.Client;
  let handle: DbHandle;
  const recorded = recordingLog();

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    handle = await createDb({
      databaseUrl: url,
      poolSize: 2,
      log: recorded.log,
      listenBackoff: { baseMs: 20, capMs: 200 },
    });
  });

  afterAll(async () => {
    await handle?.close();
    await admin?.end();
  });

  const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);

  it('reopens a LISTEN connection the server ended, and the next NOTIFY reaches the subscriber', async () => {
    const channel = `test_listen_${randomBytes(4).toString('hex')}`;
    const received = inbox<string>();
    await handle.listen(channel, (payload) => received.push(payload));
    await admin.query(`NOTIFY ${channel}, 'before'`);
    expect(await received.next()).toBe('before');

    const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where query = $1', [
      `LISTEN ${channel}`,
    ]);
    expect(rows).toHaveLength(1);
    await terminate(rows[0]!.pid);
    expect(await recorded.warnings.next()).toBe('LISTEN connection lost: reconnecting');
    expect(await recorded.infos.next()).toBe('LISTEN connection reopened');

    await admin.query(`NOTIFY ${channel}, 'after'`);
    expect(await received.next()).toBe('after');
    // Listening again was one new session, not a leak of one per drop.
    const again = await admin.query('select pid from pg_stat_activity where query = $1', [`LISTEN ${channel}`]);
    expect(again.rows).toHaveLength(1);
    expect(again.rows[0].pid).not.toBe(rows[0]!.pid);
  });

  it('logs an idle pool connection the server ended, and the pool goes on with a new one', async () => {
    const { rows } = await handle.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
    await terminate(rows[0]!.pid);
    expect(await recorded.warnings.next()).toBe('idle database connection lost');
    const after = await handle.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
    expect(after.rows[0]!.pid).not.toBe(rows[0]!.pid);
  });
});
