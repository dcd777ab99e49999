import { idempotencyKeys, otpCodes, outboxMessages, rateLimits, sessions, users } from '@rassam/db';
import { createTestDb } from '@rassam/db/test-db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pruneExpired } from './maintenance';

let handle: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const ago = (ms: number) => new Date(Date.now() - ms);
const DAY = 86_400_000;

it('forgets only what has been over for long enough', async () => {
  const { db } = handle;
  const [user] = await db.insert(users).values({ name: 'P', phone: '+989370000001' }).returning();
  await db.insert(otpCodes).values([
    { credential: 'a', purpose: 'login', codeHash: 'x', expiresAt: ago(2 * DAY) },
    { credential: 'b', purpose: 'login', codeHash: 'x', expiresAt: ago(60_000) },
  ]);
  await db.insert(sessions).values([
    { userId: user!.id, expiresAt: ago(8 * DAY) },
    { userId: user!.id, expiresAt: new Date(Date.now() + DAY), revokedAt: ago(8 * DAY) },
    { userId: user!.id, expiresAt: new Date(Date.now() + DAY), revokedAt: ago(DAY) },
    { userId: user!.id, expiresAt: new Date(Date.now() + DAY) },
  ]);
  await db.insert(rateLimits).values([
    { key: 'old', windowStart: ago(2 * DAY), hits: 3 },
    { key: 'live', windowStart: ago(60_000), hits: 3 },
  ]);
  await db.insert(outboxMessages).values([
    { channel: 'sms', recipient: 'r', body: 'old', createdAt: ago(8 * DAY) },
    { channel: 'sms', recipient: 'r', body: 'new' },
  ]);
  await db.insert(idempotencyKeys).values([
    { userId: user!.id, scope: 's', key: 'old', requestHash: 'h', createdAt: ago(2 * DAY) },
    { userId: user!.id, scope: 's', key: 'new', requestHash: 'h' },
  ]);

  expect(await pruneExpired(db)).toEqual({ codes: 1, sessions: 2, limits: 1, outbox: 1, idempotencyKeys: 1 });
  expect((await db.select().from(idempotencyKeys)).map((r) => r.key)).toEqual(['new']);
  expect((await db.select().from(otpCodes)).map((r) => r.credential)).toEqual(['b']);
  expect(await db.select().from(sessions)).toHaveLength(2);
  expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual(['live']);
  expect((await db.select().from(outboxMessages)).map((r) => r.body)).toEqual(['new']);
  // A second run finds nothing more.
  expect(await pruneExpired(db)).toEqual({ codes: 0, sessions: 0, limits: 0, outbox: 0, idempotencyKeys: 0 });
});
