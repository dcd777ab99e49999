import { eq, sql } from 'drizzle-orm';
import { rateLimits, users, type Database } from '@rassam/db';
import { createTestDb } from '@rassam/db/test-db';
import { resultText, type Locale, type ResultCode } from '@rassam/i18n';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-utils';
import { AppError } from './app-error';
import { createLogger } from './logger';
import { createDatabaseRateLimiter, enforce, giveBack, hit, reset, type Limit, type RateLimiter } from './rate-limit';
import { createRedisRateLimiter } from './rate-limit-redis';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<TestApp['client']>;
type Res = Awaited<ReturnType<Client['call']>>;

/**
 * Every test here runs on both stores: the database, and Redis at TEST_REDIS_URL (CI sets it; without
 * it the Redis runs are reported as skipped).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const stores = [{ store: 'database' as const }, { store: 'redis' as const }];
const unavailable = (store: 'database' | 'redis') => store === 'redis' && !redisUrl;

/** Reads and rewinds counters where a store keeps them; `key` is `name:subject`. */
interface Counters {
  /** The hits a counter holds; undefined when there is none. */
  count(key: string): Promise<number | undefined>;
  /** Moves a counter's window back by `seconds`, as if that much time had passed. */
  age(key: string, seconds: number): Promise<void>;
  close(): Promise<void>;
}

function databaseCounters(db: Database): Counters {
  return {
    async count(key) {
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      return row?.hits;
    },
    async age(key, seconds) {
      await db
        .update(rateLimits)
        .set({ windowStart: sql`${rateLimits.windowStart} - make_interval(secs => ${seconds})` })
        .where(eq(rateLimits.key, key));
    },
    close: async () => {},
  };
}

/** Redis's window is the key's life: ageing it shortens the time it has left. */
function redisCounters(url: string, prefix: string): Counters {
  const raw = new Redis(url);
  return {
    async count(key) {
      const value = await raw.get(prefix + key);
      return value === null ? undefined : Number(value);
    },
    async age(key, seconds) {
      const left = await raw.pttl(prefix + key);
      if (left < 0) return;
      if (left <= seconds * 1000) await raw.del(prefix + key);
      else await raw.pexpire(prefix + key, left - seconds * 1000);
    },
    close: async () => {
      await raw.quit();
    },
  };
}

async function caught(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a rejection');
}

// One database for both stores' unit tests (the Redis store's stand-in must stay empty: checked after).
let db: Awaited<ReturnType<typeof createTestDb>>;

beforeAll(async () => {
  db = await createTestDb();
});

afterAll(async () => {
  await db?.close();
});

describe.each(stores)('hit / enforce / reset in the $store', ({ store }) => {
  let limiter: RateLimiter & { close?(): Promise<void> };
  let counters: Counters;
  let standInBefore: unknown[];
  const limit: Limit = { name: 'test:unit', max: 3, windowSeconds: 60 };

  beforeAll(async () => {
    if (unavailable(store)) return;
    const inDatabase = createDatabaseRateLimiter(db.db);
    if (store === 'database') {
      limiter = inDatabase;
      counters = databaseCounters(db.db);
    } else {
      standInBefore = await db.db.select().from(rateLimits);
      const prefix = `test:${randomBytes(6).toString('hex')}:`;
      limiter = createRedisRateLimiter({
        url: redisUrl!,
        fallback: inDatabase,
        logger: createLogger('silent'),
        keyPrefix: prefix,
        commandTimeoutMs: 10_000,
      });
      counters = redisCounters(redisUrl!, prefix);
    }
  });

  beforeEach((context) => {
    if (unavailable(store)) context.skip();
  });

  afterAll(async () => {
    // Every hit was counted in Redis: the database stand-in was never needed.
    if (store === 'redis' && limiter) expect(await db.db.select().from(rateLimits)).toEqual(standInBefore);
    await limiter?.close?.();
    await counters?.close();
  });

  it('counts hits per limit and subject, with the seconds left in the window', async () => {
    expect(limiter.store).toBe(store);
    const first = await hit(limiter, limit, 'alice');
    expect(first.hits).toBe(1);
    expect(first.retryAfter).toBeGreaterThanOrEqual(59);
    expect(first.retryAfter).toBeLessThanOrEqual(60);
    expect((await hit(limiter, limit, 'alice')).hits).toBe(2);
    expect((await hit(limiter, limit, 'alice')).hits).toBe(3);
    // Other subjects and other limits have counters of their own.
    expect((await hit(limiter, limit, 'bob')).hits).toBe(1);
    expect((await hit(limiter, { ...limit, name: 'test:other' }, 'alice')).hits).toBe(1);
    expect(await counters.count('test:unit:alice')).toBe(3);
  });

  it('reports the time left from the start of the window', async () => {
    await hit(limiter, limit, 'clock');
    await counters.age('test:unit:clock', 50);
    const { hits, retryAfter } = await hit(limiter, limit, 'clock');
    expect(hits).toBe(2);
    expect(retryAfter).toBeGreaterThanOrEqual(9);
    expect(retryAfter).toBeLessThanOrEqual(11);
  });

  it('enforce allows max hits, then throws TooManyRequests (429) with retryAfter', async () => {
    for (let i = 0; i < limit.max; i += 1) await enforce(limiter, limit, 'carol');
    const error = await caught(enforce(limiter, limit, 'carol'));
    expect(error.code).toBe('TooManyRequests');
    expect(error.status).toBe(429);
    expect(error.details?.retryAfter).toBeGreaterThan(0);
    expect(error.details?.retryAfter).toBeLessThanOrEqual(60);
    // Still refused on the next try; refused tries count too.
    expect((await caught(enforce(limiter, limit, 'carol'))).code).toBe('TooManyRequests');
    expect(await counters.count('test:unit:carol')).toBe(5);
    // Others are not affected.
    await enforce(limiter, limit, 'dave');
  });

  it('starts a new window once the old one is over', async () => {
    for (let i = 0; i < limit.max; i += 1) await enforce(limiter, limit, 'erin');
    await expect(enforce(limiter, limit, 'erin')).rejects.toBeInstanceOf(AppError);

    // Not yet over: still refused, and the wait shrinks with the window.
    await counters.age('test:unit:erin', 55);
    const late = await caught(enforce(limiter, limit, 'erin'));
    expect(late.details?.retryAfter).toBeGreaterThanOrEqual(4);
    expect(late.details?.retryAfter).toBeLessThanOrEqual(6);

    await counters.age('test:unit:erin', 10);
    const rolled = await hit(limiter, limit, 'erin');
    expect(rolled.hits).toBe(1);
    expect(rolled.retryAfter).toBeGreaterThanOrEqual(59);
    expect(await counters.count('test:unit:erin')).toBe(1);
    await enforce(limiter, limit, 'erin');
    await enforce(limiter, limit, 'erin');
    await expect(enforce(limiter, limit, 'erin')).rejects.toBeInstanceOf(AppError);
  });

  it('reset forgets one subject only', async () => {
    for (let i = 0; i < 4; i += 1) await hit(limiter, limit, 'frank');
    await hit(limiter, limit, 'grace');
    await reset(limiter, limit, 'frank');
    expect(await counters.count('test:unit:frank')).toBeUndefined();
    expect(await counters.count('test:unit:grace')).toBe(1);
    await enforce(limiter, limit, 'frank');
    expect((await hit(limiter, limit, 'frank')).hits).toBe(2);
    // Resetting a subject that has no counter is harmless.
    await reset(limiter, limit, 'nobody');
  });

  it('giveBack takes one hit back within the window; a subject with no counter gets none', async () => {
    for (let i = 0; i < limit.max; i += 1) await enforce(limiter, limit, 'heidi');
    await counters.age('test:unit:heidi', 30);
    await giveBack(limiter, limit, 'heidi');
    expect(await counters.count('test:unit:heidi')).toBe(limit.max - 1);
    // The place given back is usable, and the window keeps its end (30 s of 60 left).
    const again = await hit(limiter, limit, 'heidi');
    expect(again.hits).toBe(limit.max);
    expect(again.retryAfter).toBeGreaterThanOrEqual(29);
    expect(again.retryAfter).toBeLessThanOrEqual(31);
    await expect(enforce(limiter, limit, 'heidi')).rejects.toBeInstanceOf(AppError);
    await giveBack(limiter, limit, 'nobody-yet');
    expect(await counters.count('test:unit:nobody-yet')).toBeUndefined();
    expect((await hit(limiter, limit, 'nobody-yet')).hits).toBe(1);
  });

  it('give-backs at once never take a counter below zero, and race with hits without losing any', async () => {
    for (let i = 0; i < 5; i += 1) await hit(limiter, limit, 'ivan');
    await Promise.all(Array.from({ length: 40 }, () => giveBack(limiter, limit, 'ivan')));
    expect(await counters.count('test:unit:ivan')).toBe(0);
    expect((await hit(limiter, limit, 'ivan')).hits).toBe(1);

    // 30 hits and 20 give-backs at once on a counter at 20: every give-back finds a hit to take.
    for (let i = 0; i < 19; i += 1) await hit(limiter, limit, 'ivan');
    await Promise.all([
      ...Array.from({ length: 30 }, () => hit(limiter, limit, 'ivan')),
      ...Array.from({ length: 20 }, () => giveBack(limiter, limit, 'ivan')),
    ]);
    expect(await counters.count('test:unit:ivan')).toBe(30);
  });

  it('counts every one of many hits at once', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => hit(limiter, limit, 'burst')));
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await counters.count('test:unit:burst')).toBe(50);
  });

  it('counts inside a transaction, which on the database takes its hits back when it rolls back', async () => {
    await expect(
      db.db.transaction(async (tx) => {
        expect((await hit(limiter.within(tx), limit, 'tx')).hits).toBe(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // Redis counts at once, whatever the transaction does (decision 018).
    expect(await counters.count('test:unit:tx')).toBe(store === 'redis' ? 1 : undefined);
  });
});

describe.each(stores)('limits through the API, counters in the $store', ({ store }) => {
  let t: TestApp;
  let counters: Counters;
  let clients = 0;
  const newClient = (locale?: Locale, ip?: string) => {
    clients += 1;
    return t.client({ ip: ip ?? `10.3.${Math.floor(clients / 250)}.${(clients % 250) + 1}`, locale });
  };
  const phone = (n: number) => `0901${String(n).padStart(7, '0')}`;
  const e164 = (n: number) => `+98901${String(n).padStart(7, '0')}`;

  function expectError(res: Res, status: number, code: ResultCode, locale: Locale = 'fa') {
    expect({ status: res.status, code: res.json?.error?.code }).toEqual({ status, code });
    expect(res.json.error.message).toBe(resultText(code, locale));
  }

  async function signUp(credential: string, password = 'Secret123') {
    const c = newClient();
    const registered = await c.call('POST', '/api/auth/register', {
      credential,
      name: 'Rate Tester',
      password,
      confirmPassword: password,
    });
    expect(registered.status, registered.text).toBe(200);
    const verified = await c.call('POST', '/api/auth/verify', {
      credential,
      code: await t.lastCode(registered.json.data.credential),
    });
    expect(verified.status, verified.text).toBe(200);
  }

  const expireCodes = (credential: string) =>
    t.handle.db.execute(
      sql`update otp_codes set expires_at = now() - interval '1 second' where credential = ${credential}`,
    );

  const age = (key: string, seconds: number) => counters.age(key, seconds);

  beforeAll(async () => {
    if (unavailable(store)) return;
    t = await createTestApp({}, store === 'redis' ? { REDIS_URL: redisUrl! } : {});
    expect(t.deps.limiter.store).toBe(store);
    counters = store === 'redis' ? redisCounters(redisUrl!, t.redisPrefix) : databaseCounters(t.handle.db);
  });

  beforeEach((context) => {
    if (unavailable(store)) context.skip();
  });

  afterAll(async () => {
    await counters?.close();
    await t?.close();
  });

  it('sends at most 5 codes to one phone an hour: the 6th is 429 TooManyRequests', async () => {
    await signUp(phone(1)); // code 1: the registration's
    for (let i = 2; i <= 5; i += 1) {
      await expireCodes(e164(1));
      const sent = await newClient().call('POST', '/api/auth/otp', { credential: phone(1) });
      expect(sent.status, sent.text).toBe(200);
    }
    await expireCodes(e164(1));
    const sixth = await newClient().call('POST', '/api/auth/otp', { credential: phone(1) });
    expectError(sixth, 429, 'TooManyRequests');
    expect(sixth.json.error.message).toBe('تعداد درخواست‌ها زیاد است. لطفاً کمی صبر کنید و دوباره تلاش کنید.');
    expect(sixth.json.error.details.retryAfter).toBeGreaterThan(0);
    expect(sixth.json.error.details.retryAfter).toBeLessThanOrEqual(3600);
    const en = await newClient('en').call('POST', '/api/auth/forgot', { credential: '+98 901 000 0001' });
    expectError(en, 429, 'TooManyRequests', 'en');
    expect(en.json.error.details.retryAfter).toBeGreaterThan(3500);

    // Nothing more went out, whatever address (and purpose) asked.
    const outbox = await newClient().call('GET', `/api/dev/outbox?to=${phone(1)}`);
    expect(outbox.json.data).toHaveLength(5);

    // Another phone is not affected.
    await signUp(phone(2));
    await expireCodes(e164(2));
    expect((await newClient().call('POST', '/api/auth/otp', { credential: phone(2) })).status).toBe(200);

    // An hour later the phone may receive codes again.
    await age(`otp:to:${e164(1)}`, 3601);
    expect((await newClient().call('POST', '/api/auth/otp', { credential: phone(1) })).status).toBe(200);
  });

  /** The account's id, an email and a username beside its phone, so that it can be typed in every way. */
  async function withEveryIdentifier(n: number, password: string) {
    await signUp(phone(n), password);
    const [user] = await t.handle.db
      .update(users)
      .set({ email: `guess${n}@example.com`, emailVerifiedAt: new Date(), username: `guess${n}` })
      .where(eq(users.phone, e164(n)))
      .returning();
    return user!.id;
  }
  const login = (ip: string, credential: string, password: string, locale?: Locale) =>
    newClient(locale, ip).call('POST', '/api/auth/login', { credential, password });

  it('10 wrong passwords from one address, typed in any form, refuse that address only; the owner signs in elsewhere', async () => {
    const id = await withEveryIdentifier(10, 'Right1234');
    const guesser = '10.3.240.1';
    // Every way of naming the account counts against the same account: switching does not start afresh.
    const typed = [phone(10), 'guess10', e164(10), 'GUESS10@example.com', '۰۹۰۱۰۰۰۰۰۱۰', '+98 901 000 0010'];
    for (let i = 0; i < 10; i += 1) {
      expectError(await login(guesser, typed[i % typed.length]!, `Wrong${i}abc`), 401, 'UserNameOrPassIncorrect');
    }
    // The guesser's address is refused, even with the right password, in every form: it learns nothing more.
    for (const credential of [phone(10), 'guess10', 'guess10@example.com']) {
      const refused = await login(guesser, credential, 'Right1234', 'en');
      expectError(refused, 429, 'TooManyRequests', 'en');
      expect(refused.headers.getSetCookie().some((line) => line.startsWith('user_session=ey'))).toBe(false);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(900);
      expect(refused.json.error.details.retryAfter).toBe(retryAfter);
    }
    // The owner, from another address, signs in with the password.
    expect((await login('10.3.240.2', phone(10), 'Right1234')).status).toBe(200);
    // The guesser's address is still refused (the owner's success does not forgive it)...
    expectError(await login(guesser, phone(10), 'Right1234'), 429, 'TooManyRequests');
    // ...but may sign in by code.
    const coder = newClient(undefined, guesser);
    expect((await coder.call('POST', '/api/auth/otp', { credential: phone(10) })).status).toBe(200);
    const byCode = await coder.call('POST', '/api/auth/login-otp', {
      credential: phone(10),
      code: await t.lastCode(e164(10)),
    });
    expect(byCode.status, byCode.text).toBe(200);
    // After the window (15 minutes) the address may try again.
    await age(`login:account-ip:${id}:${guesser}`, 901);
    expect((await login(guesser, 'guess10', 'Right1234')).status).toBe(200);
  });

  it('an unknown identifier is refused the same way, so the answers do not tell which accounts exist', async () => {
    for (let i = 0; i < 10; i += 1) {
      expectError(await login('10.3.240.3', phone(13), 'Wrong1234'), 401, 'UserNameOrPassIncorrect');
    }
    expectError(await login('10.3.240.3', phone(13), 'Wrong1234'), 429, 'TooManyRequests');
  });

  it('100 tries an hour on one account from many addresses refuse its password everywhere, not its codes', async () => {
    const id = await withEveryIdentifier(14, 'Right1234');
    for (let address = 1; address <= 10; address += 1) {
      for (let i = 0; i < 10; i += 1) {
        const res = await login(`10.4.0.${address}`, i % 2 ? phone(14) : 'guess14', 'Wrong1234');
        expect(res.status, `address ${address}, try ${i + 1}`).toBe(401);
      }
    }
    const owner = '10.4.1.1';
    const refused = await login(owner, phone(14), 'Right1234');
    expectError(refused, 429, 'TooManyRequests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(900);
    const coder = newClient(undefined, owner);
    expect((await coder.call('POST', '/api/auth/otp', { credential: phone(14) })).status).toBe(200);
    const byCode = await coder.call('POST', '/api/auth/login-otp', {
      credential: phone(14),
      code: await t.lastCode(e164(14)),
    });
    expect(byCode.status, byCode.text).toBe(200);
    await age(`login:account:${id}`, 3601);
    expect((await login(owner, phone(14), 'Right1234')).status).toBe(200);
    // A hundred and two password checks, each a deliberately slow hash: seconds on an idle machine, more on a busy one.
  }, 120_000);

  it('forgets an address’s wrong passwords after it signs in', async () => {
    await signUp(phone(12), 'Right1234');
    const ip = '10.3.240.4';
    for (let i = 0; i < 9; i += 1) expect((await login(ip, phone(12), 'Wrong1234')).status).toBe(401);
    expect((await login(ip, phone(12), 'Right1234')).status).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await login(ip, phone(12), 'Wrong1234')).status).toBe(401);
    expectError(await login(ip, phone(12), 'Right1234'), 429, 'TooManyRequests');
  });

  it('limits auth calls per client address (60 a minute); X-Forwarded-For is not trusted by default', async () => {
    const ip = '10.3.250.1';
    for (let i = 0; i < 60; i += 1) {
      const res = await newClient(undefined, ip).call('POST', '/api/auth/check', { credential: phone(20) });
      expect(res.status, `call ${i + 1}`).toBe(200);
    }
    const over = await newClient('en', ip).call('POST', '/api/auth/check', { credential: phone(20) });
    expectError(over, 429, 'TooManyRequests', 'en');
    expect(over.json.error.details.retryAfter).toBeGreaterThan(0);
    expect(over.json.error.details.retryAfter).toBeLessThanOrEqual(60);
    expect(over.headers.get('retry-after')).toBe(String(over.json.error.details.retryAfter));
    // Every auth route is behind it, and a forged X-Forwarded-For does not get around it.
    expectError(
      await newClient(undefined, ip).call('POST', '/api/auth/login', { credential: phone(20), password: 'Secret123' }),
      429,
      'TooManyRequests',
    );
    expectError(
      await newClient(undefined, ip).call(
        'POST',
        '/api/auth/check',
        { credential: phone(20) },
        { 'x-forwarded-for': '198.51.100.77' },
      ),
      429,
      'TooManyRequests',
    );
    // Another address is not affected, nor are reads.
    expect(
      (await newClient(undefined, '10.3.250.2').call('POST', '/api/auth/check', { credential: phone(20) })).status,
    ).toBe(200);
    expect((await newClient(undefined, ip).call('GET', '/api/health')).status).toBe(200);
    expect(await counters.count('auth:ip:198.51.100.77')).toBeUndefined();

    // A minute later the address may call again.
    await age(`auth:ip:${ip}`, 61);
    expect((await newClient(undefined, ip).call('POST', '/api/auth/check', { credential: phone(20) })).status).toBe(
      200,
    );
  });
});
