import { and, eq, isNull } from 'drizzle-orm';
import { otpCodes, rateLimits } from '@rassam/db';
import { resultText } from '@rassam/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  it('answers 503 ServiceNotAvailable, deletes the code, and does not block the next request', async () => {
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
      code: 'ServiceNotAvailable',
      message: resultText('ServiceNotAvailable', 'en'),
    });
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
    expect(failed.json.error.code).toBe('ServiceNotAvailable');
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
