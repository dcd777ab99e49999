import { and, eq, isNull } from 'drizzle-orm';
import { otpCodes, rateLimits } from '@rassam/db';
import { resultText } from '@rassam/i18n';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-utils';
import { createOutboxChannel } from '../notify/outbox';
import { DeliveryError, type OtpChannel } from '../notify/notify.types';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The SMS channel of these tests: the outbox, except while `down`, when it fails as a provider that
 * cannot be reached does (a retryable DeliveryError), before anything is delivered.
 */
function switchableSms(outbox: () => OtpChannel) {
  const state = { down: false, attempts: 0 };
  const channel: OtpChannel = {
    name: 'switchable-sms',
    async send(message) {
      state.attempts += 1;
      if (state.down) throw new DeliveryError('switchable-sms', true, 'the SMS provider did not answer');
      return outbox().send(message);
    },
  };
  return { channel, state };
}

let t: TestApp;
let sms: ReturnType<typeof switchableSms>;
let clients = 0;
const fromNewAddress = () => {
  clients += 1;
  return t.client({ ip: `10.9.${Math.floor(clients / 250)}.${(clients % 250) + 1}` });
};
const phone = (n: number) => `0912${String(n).padStart(7, '0')}`;
const e164 = (n: number) => `+98912${String(n).padStart(7, '0')}`;

beforeAll(async () => {
  let outbox: OtpChannel | null = null;
  sms = switchableSms(() => outbox!);
  t = await createTestApp({ otp: { sms: sms.channel, email: { name: 'unused', send: () => Promise.reject() } } });
  outbox = createOutboxChannel(t.handle.db, 'sms');
});
afterAll(async () => {
  await t?.close();
});

async function register(n: number, client = fromNewAddress()) {
  return client.call('POST', '/api/auth/register', {
    credential: phone(n),
    name: 'Delivery Tester',
    password: 'Secret123',
    confirmPassword: 'Secret123',
  });
}

const liveCodes = (credential: string) =>
  t.handle.db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.credential, credential), isNull(otpCodes.consumedAt)));

describe('a code the channel could not deliver', () => {
  it('answers 503 OtpNotSent, deletes the code, and does not block the next request', async () => {
    const registered = await register(1);
    expect(registered.status, registered.text).toBe(200);
    await fromNewAddress().call('POST', '/api/auth/verify', { credential: phone(1), code: await t.lastCode(e164(1)) });

    sms.state.down = true;
    const before = sms.state.attempts;
    const failed = await fromNewAddress().call('POST', '/api/auth/otp', { credential: phone(1) }, { 'x-locale': 'en' });
    sms.state.down = false;
    expect(sms.state.attempts).toBe(before + 1);
    expect(failed.status).toBe(503);
    expect(failed.json.error).toMatchObject({
      code: 'OtpNotSent',
      message: 'The verification code could not be sent. Please try again in a moment.',
    });
    expect(resultText('OtpNotSent', 'fa')).toBe('کد تأیید ارسال نشد. لطفاً کمی بعد دوباره تلاش کنید.');
    // The code that never left is gone: nothing to guess, nothing holding the address for two minutes.
    expect(await liveCodes(e164(1))).toEqual([]);

    // The next request goes out at once (no OtpAlreadyGenerated) and its code signs in.
    const next = await fromNewAddress().call('POST', '/api/auth/otp', { credential: phone(1) });
    expect(next.status, next.text).toBe(200);
    expect(await liveCodes(e164(1))).toHaveLength(1);
    const signedIn = await fromNewAddress().call('POST', '/api/auth/login-otp', {
      credential: phone(1),
      code: await t.lastCode(e164(1)),
    });
    expect(signedIn.status, signedIn.text).toBe(200);
  });

  it('a registration whose code could not be sent may register again at once', async () => {
    sms.state.down = true;
    const failed = await register(2);
    sms.state.down = false;
    expect(failed.status).toBe(503);
    expect(failed.json.error.code).toBe('OtpNotSent');
    expect(await liveCodes(e164(2))).toEqual([]);
    const again = await register(2);
    expect(again.status, again.text).toBe(200);
    const verified = await fromNewAddress().call('POST', '/api/auth/verify', {
      credential: phone(2),
      code: await t.lastCode(e164(2)),
    });
    expect(verified.status, verified.text).toBe(200);
  });
});

describe('codes asked for from one address', () => {
  it('are at most 20 an hour, whatever the recipient: the 21st is 429; another address is not affected', async () => {
    const busy = t.client({ ip: '198.51.100.40' });
    for (let n = 100; n < 120; n += 1) {
      const sent = await register(n, busy);
      expect(sent.status, `code ${n - 99}: ${sent.text}`).toBe(200);
    }
    const over = await register(120, busy);
    expect(over.status).toBe(429);
    expect(over.json.error.code).toBe('TooManyRequests');
    expect(over.json.error.details.retryAfter).toBeGreaterThan(3500);
    expect(over.json.error.details.retryAfter).toBeLessThanOrEqual(3600);
    // Nothing went to the 21st phone, and a sign-in code for an existing account is refused as well.
    expect(await liveCodes(e164(120))).toEqual([]);
    const login = await busy.call('POST', '/api/auth/otp', { credential: phone(1) });
    expect(login.status).toBe(429);
    const [counter] = await t.handle.db.select().from(rateLimits).where(eq(rateLimits.key, 'otp:ip:198.51.100.40'));
    // Refused requests send nothing and are not counted (their transaction rolls back).
    expect(counter?.hits).toBe(20);

    expect((await register(120, t.client({ ip: '198.51.100.41' }))).status).toBe(200);
  });
});

/**
 * The allowances (5 codes an hour per recipient, 20 per address) count codes delivered, not codes tried:
 * a delivery that fails gives its hits back, on both stores (Redis at TEST_REDIS_URL; skipped without it).
 */
const redisUrl = process.env.TEST_REDIS_URL;
describe.each([{ store: 'database' as const }, { store: 'redis' as const }])(
  'a failed delivery gives back its hits ($store)',
  ({ store }) => {
    let app: TestApp;
    let channel: ReturnType<typeof switchableSms>;
    let raw: Redis | undefined;
    const skipped = store === 'redis' && !redisUrl;

    beforeAll(async () => {
      if (skipped) return;
      let outbox: OtpChannel | null = null;
      channel = switchableSms(() => outbox!);
      app = await createTestApp(
        { otp: { sms: channel.channel, email: null } },
        store === 'redis' ? { REDIS_URL: redisUrl! } : {},
      );
      expect(app.deps.limiter.store).toBe(store);
      outbox = createOutboxChannel(app.handle.db, 'sms');
      if (store === 'redis') raw = new Redis(redisUrl!);
    });
    beforeEach((context) => {
      if (skipped) context.skip();
    });
    afterAll(async () => {
      await raw?.quit();
      await app?.close();
    });

    /** The hits a counter holds where this store keeps it (0 when there is none). */
    async function counted(key: string): Promise<number> {
      if (raw) return Number((await raw.get(`${app.redisPrefix}${key}`)) ?? 0);
      const [row] = await app.handle.db.select().from(rateLimits).where(eq(rateLimits.key, key));
      return row?.hits ?? 0;
    }
    const expireCodes = (credential: string) =>
      app.handle.db
        .update(otpCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(otpCodes.credential, credential));
    const askCode = (n: number, ip: string) =>
      app.client({ ip }).call('POST', '/api/auth/otp', { credential: phone(n) }, { 'x-locale': 'en' });

    it('per recipient: 10 failed sends leave all 5 codes; the 5 sent use them up', async () => {
      await app.signUp(phone(300)); // the registration's code: 1 of 5
      channel.state.down = true;
      for (let i = 0; i < 10; i += 1) {
        const failed = await askCode(300, `10.30.0.${i + 1}`);
        expect(failed.status, failed.text).toBe(503);
        expect(failed.json.error.code).toBe('OtpNotSent');
      }
      channel.state.down = false;
      expect(await counted(`otp:to:${e164(300)}`)).toBe(1);
      for (let i = 2; i <= 5; i += 1) {
        await expireCodes(e164(300));
        const sent = await askCode(300, `10.30.1.${i}`);
        expect(sent.status, `code ${i}: ${sent.text}`).toBe(200);
      }
      expect(await counted(`otp:to:${e164(300)}`)).toBe(5);
      await expireCodes(e164(300));
      const sixth = await askCode(300, '10.30.1.9');
      expect(sixth.status).toBe(429);
      expect(sixth.json.error.code).toBe('TooManyRequests');
    });

    it('per address: 25 failed sends leave all 20 codes; the 20 sent use them up', async () => {
      const address = '10.31.0.1';
      for (let n = 310; n < 315; n += 1) await app.signUp(phone(n));
      channel.state.down = true;
      for (let i = 0; i < 25; i += 1) expect((await askCode(310 + (i % 5), address)).status).toBe(503);
      channel.state.down = false;
      expect(await counted(`otp:ip:${address}`)).toBe(0);
      // Four more codes to each of five phones (their registrations' codes, the fifth, came from elsewhere).
      for (let round = 0; round < 4; round += 1) {
        for (let n = 310; n < 315; n += 1) {
          await expireCodes(e164(n));
          const sent = await askCode(n, address);
          expect(sent.status, `round ${round}, phone ${n}: ${sent.text}`).toBe(200);
        }
      }
      expect(await counted(`otp:ip:${address}`)).toBe(20);
      await app.signUp(phone(315));
      const over = await askCode(315, address);
      expect(over.status).toBe(429);
      expect(over.json.error.code).toBe('TooManyRequests');
    });
  },
);
