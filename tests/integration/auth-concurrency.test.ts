import { and, eq } from 'drizzle-orm';
import {
  applyMigrations,
  createDb,
  otpCodes,
  outboxMessages,
  rateLimits,
  sessions,
  users,
  type DbHandle,
} from '@rassam/db';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipWithoutPostgres } from '@rassam/db/test-db';
import { AppError } from '../../packages/api/src/lib/app-error';
import { createDatabaseRateLimiter, enforce, hit, type Limit } from '../../packages/api/src/lib/rate-limit';
import { issueOtp } from '../../packages/api/src/modules/auth/otp.service';
import { createTestApp } from '../../packages/api/src/test-utils';

const url = process.env.TEST_DATABASE_URL;

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Requests really run at once only on PostgreSQL (PGlite is one connection), hence PostgreSQL only. */
describe.skipIf(skipWithoutPostgres())('auth under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let clients = 0;
  const newClient = () => {
    clients += 1;
    return t.client({ ip: `10.7.${Math.floor(clients / 250)}.${(clients % 250) + 1}` });
  };
  const phone = (n: number) => `0933${String(n).padStart(7, '0')}`;
  const e164 = (n: number) => `+98933${String(n).padStart(7, '0')}`;

  async function signUp(credential: string) {
    const c = newClient();
    const registered = await c.call('POST', '/api/auth/register', {
      credential,
      name: 'Racer',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    expect(registered.status, registered.text).toBe(200);
    const verified = await c.call('POST', '/api/auth/verify', {
      credential,
      code: await t.lastCode(registered.json.data.credential),
    });
    expect(verified.status, verified.text).toBe(200);
    return verified.json.data.user.id as string;
  }

  const tally = (statuses: { status: number; json: { error?: { code: string } } }[]) => {
    const out: Record<string, number> = {};
    for (const res of statuses) {
      const key = res.status === 200 ? '200' : `${res.status} ${res.json?.error?.code}`;
      out[key] = (out[key] ?? 0) + 1;
    }
    return out;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('20 verifications at once with the right code: exactly one succeeds and signs in', async () => {
    const c = newClient();
    expect(
      (
        await c.call('POST', '/api/auth/register', {
          credential: phone(1),
          name: 'Racer',
          password: 'Secret123',
          confirmPassword: 'Secret123',
        })
      ).status,
    ).toBe(200);
    const code = await t.lastCode(e164(1));

    const results = await Promise.all(
      Array.from({ length: 20 }, () => newClient().call('POST', '/api/auth/verify', { credential: phone(1), code })),
    );
    expect(tally(results)).toEqual({ '200': 1, '400 OtpIsNotValid': 19 });
    expect(
      results.filter((r) => r.headers.getSetCookie().some((line) => line.startsWith('user_session=ey'))),
    ).toHaveLength(1);

    const [user] = await t.handle.db
      .select()
      .from(users)
      .where(eq(users.phone, e164(1)));
    expect(user!.phoneVerifiedAt).toBeInstanceOf(Date);
    expect(await t.handle.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1);
  });

  it('20 sign-ins at once with one code: exactly one session', async () => {
    const userId = await signUp(phone(2));
    expect((await newClient().call('POST', '/api/auth/otp', { credential: phone(2) })).status).toBe(200);
    const code = await t.lastCode(e164(2));
    const before = (await t.handle.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

    const results = await Promise.all(
      Array.from({ length: 20 }, () => newClient().call('POST', '/api/auth/login-otp', { credential: phone(2), code })),
    );
    expect(tally(results)).toEqual({ '200': 1, '400 OtpIsNotValid': 19 });
    expect(await t.handle.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(before + 1);
  });

  it('20 code requests at once for one phone: exactly one code is made and sent', async () => {
    for (const n of [3, 4, 5]) {
      await signUp(phone(n));
      const results = await Promise.all(
        Array.from({ length: 20 }, () => newClient().call('POST', '/api/auth/otp', { credential: phone(n) })),
      );
      const counts = tally(results);
      expect(counts['200']).toBe(1);
      // The others are told a code is on its way, or (past 5 an hour) to slow down.
      expect((counts['429 OtpAlreadyGenerated'] ?? 0) + (counts['429 TooManyRequests'] ?? 0)).toBe(19);
      expect(
        await t.handle.db
          .select()
          .from(otpCodes)
          .where(and(eq(otpCodes.credential, e164(n)), eq(otpCodes.purpose, 'login'))),
      ).toHaveLength(1);
      const sent = await t.handle.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, e164(n)));
      expect(sent.filter((m) => m.meta?.purpose === 'login')).toHaveLength(1);
    }
  });

  it('20 code issues at once behind the rate limit: exactly one, the rest OtpAlreadyGenerated', async () => {
    const credential = { kind: 'phone' as const, value: e164(6) };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        issueOtp(t.deps, { credential, purpose: 'login', locale: 'fa', ip: '198.51.100.6' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') {
        expect(r.reason).toBeInstanceOf(AppError);
        expect((r.reason as AppError).code).toBe('OtpAlreadyGenerated');
      }
    }
    expect(
      await t.handle.db
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.credential, e164(6))),
    ).toHaveLength(1);
  });
});

describe.skipIf(skipWithoutPostgres())('rate limits shared by two processes (PostgreSQL)', () => {
  const schema = `ratelimit_${process.pid}_${randomBytes(4).toString('hex')}`;
  let admin: DbHandle;
  let first: DbHandle;
  let second: DbHandle;
  const limit: Limit = { name: 'race', max: 10, windowSeconds: 60 };

  beforeAll(async () => {
    admin = await createDb({ databaseUrl: url, poolSize: 1 });
    await admin.exec(`CREATE SCHEMA "${schema}"`);
    // Two pools, as two API processes behind a load balancer would have.
    first = await createDb({ databaseUrl: url, searchPath: schema, poolSize: 8 });
    second = await createDb({ databaseUrl: url, searchPath: schema, poolSize: 8 });
    await applyMigrations(first, { schema });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await admin?.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin?.close();
  });

  it('30 hits at once from two handles count exactly 30', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        hit(createDatabaseRateLimiter(i % 2 ? first.db : second.db), limit, 'shared'),
      ),
    );
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const [row] = await first.db.select().from(rateLimits).where(eq(rateLimits.key, 'race:shared'));
    expect(row!.hits).toBe(30);
  });

  it('lets exactly max of 30 simultaneous requests through', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        enforce(createDatabaseRateLimiter(i % 2 ? first.db : second.db), limit, 'gate'),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(limit.max);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as AppError).code).toBe('TooManyRequests');
    }
  });
});
