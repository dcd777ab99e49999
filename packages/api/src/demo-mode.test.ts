import { eq } from 'drizzle-orm';
import { users } from '@rassam/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from './app';
import { parseEnv } from './env';
import type { Logger } from './lib/logger';
import { createOutboxChannel } from './modules/notify/outbox';
import { announceMode } from './runtime';
import { demoAccount, demoAdmin, demoSupport, seedDemoData } from './seed';
import { createTestApp } from './test-utils';

/** A deployment that set a real SMS provider (the outbox stands in for it) and nothing else: no SMTP, no gateway. */
const smsOnly = {
  DEMO_MODE: 'false',
  SMS_PROVIDER: 'kavenegar',
  KAVENEGAR_API_KEY: 'key',
  KAVENEGAR_TEMPLATE: 'verify',
};

let t: Awaited<ReturnType<typeof createTestApp>>;
/** The environment createTestApp parses, for variants of it. */
const baseEnv = () => ({
  NODE_ENV: 'test',
  DATA_DIR: t.deps.env.dataDir,
  SESSION_SECRET: 'x'.repeat(40),
  LOG_LEVEL: 'silent',
});
beforeAll(async () => {
  t = await createTestApp({}, smsOnly);
});
afterAll(() => t.close());

let ip = 0;
const newClient = (locale: 'fa' | 'en' = 'en') => t.client({ ip: `198.51.100.${++ip}`, locale });

function capturingLogger() {
  const lines: string[] = [];
  const logger: Logger = {
    debug: () => {},
    info: (msg) => lines.push(`info ${msg}`),
    warn: (msg) => lines.push(`warn ${msg}`),
    error: (msg) => lines.push(`error ${msg}`),
    child: () => logger,
  };
  return { logger, lines };
}

describe('demo mode off', () => {
  it('answers 404 NotFound for everything under /api/dev', async () => {
    const paths: [string, string][] = [
      ['GET', `/api/dev/outbox?to=${demoAdmin.phone}`],
      ['GET', '/api/dev/outbox'],
      ['POST', '/api/dev/zibal/v1/request'],
      ['GET', '/api/dev/zibal/start/1'],
      ['POST', '/api/dev/zibal/start/1/pay'],
      ['POST', '/api/dev/paypal/v1/oauth2/token'],
      ['GET', '/api/dev/paypal/checkoutnow?token=x'],
      ['POST', '/api/dev/paypal/v2/checkout/orders'],
      ['GET', '/api/dev'],
      ['GET', '/api/dev/anything-else'],
    ];
    for (const [method, path] of paths) {
      const res = await newClient().call(method, path, method === 'POST' ? {} : undefined);
      expect([path, res.status, res.json]).toEqual([
        path,
        404,
        { error: { code: 'NotFound', message: 'Page not found' } },
      ]);
    }
    // The same routes exist in demo mode: the 404 is the switch, not a missing route.
    const demo = createApi({ ...t.deps, env: parseEnv({ ...baseEnv(), ...smsOnly, DEMO_MODE: 'true' }) });
    expect((await demo.request(`/api/dev/outbox?to=${demoAdmin.phone}`)).status).toBe(200);
    createApi(t.deps); // the in-process gateways bind to the app they were built with again
  });

  it('gives no way in as the demo admin a demo run left in the database', async () => {
    await seedDemoData(t.handle.db);
    const attacker = newClient();
    // The sequence: ask for the admin's code, read it in the outbox, sign in with it.
    expect((await attacker.call('POST', '/api/auth/otp', { credential: '09120000002' })).status).toBe(200);
    expect((await attacker.call('GET', '/api/dev/outbox?to=09120000002')).status).toBe(404);
    const guessed = await attacker.call('POST', '/api/auth/login-otp', { credential: '09120000002', code: '12345' });
    expect(guessed.status).toBe(400);
    expect((await attacker.call('GET', '/api/admin/ledger')).status).toBe(401);

    // Starting out of demo mode disables the demo accounts that still have the published password.
    const { logger, lines } = capturingLogger();
    await announceMode(t.deps.env, t.handle.db, logger);
    for (const account of [demoAccount, demoAdmin, demoSupport]) {
      const login = await attacker.call('POST', '/api/auth/login', {
        credential: account.phone,
        password: account.password,
      });
      expect([account.phone, login.status, login.json.error.code]).toEqual([
        account.phone,
        401,
        'UserNameOrPassIncorrect',
      ]);
      expect(lines).toContainEqual(
        expect.stringMatching(new RegExp(`^warn demo account \\${account.phone} .*disabled`)),
      );
    }
    expect((await attacker.call('GET', '/api/admin/ledger')).status).toBe(401);
    expect(lines).toContain('warn no SMTP_URL: sign-up and codes by email are refused');
    expect(lines).toContain('warn no payment gateway (ZIBAL_MERCHANT, PAYPAL_CLIENT_ID): top-ups are refused');
    expect(lines.filter((line) => line.includes('demo mode is on'))).toEqual([]);
  });

  it('keeps a demo account whose password was changed, and says so at every start', async () => {
    // An operator who took the account over changed its password (here straight in the table).
    const { hashPassword } = await import('./modules/auth/password');
    await t.handle.db
      .update(users)
      .set({ passwordHash: await hashPassword('Another1234'), disabledAt: null })
      .where(eq(users.phone, demoAccount.phone));
    for (let start = 0; start < 2; start++) {
      const { logger, lines } = capturingLogger();
      await announceMode(t.deps.env, t.handle.db, logger);
      expect(lines).toContainEqual(expect.stringMatching(/^warn demo account \+989120000001 .*password was changed/));
    }
    const login = await newClient().call('POST', '/api/auth/login', {
      credential: demoAccount.phone,
      password: 'Another1234',
    });
    expect(login.status).toBe(200);
  });

  it('refuses sign-up and codes by email when nothing can send an email, before writing anything', async () => {
    for (const locale of ['fa', 'en'] as const) {
      const c = newClient(locale);
      const credential = `no-smtp-${locale}@example.com`;
      const registered = await c.call('POST', '/api/auth/register', {
        credential,
        name: 'Email Person',
        password: 'Secret123',
        confirmPassword: 'Secret123',
      });
      expect(registered.status).toBe(422);
      expect(registered.json.error).toMatchObject({
        code: 'EmailChannelNotAvailable',
        message:
          locale === 'en'
            ? 'Codes cannot be sent by email on this site. Please use your phone number instead.'
            : 'ارسال کد تأیید با ایمیل در این سایت فعال نیست. لطفاً با شماره همراه ادامه دهید.',
      });
      expect(Object.keys(registered.json.error.fields)).toEqual(['credential']);
      const [written] = await t.handle.db.select().from(users).where(eq(users.email, credential));
      expect(written).toBeUndefined();
      expect((await c.call('POST', '/api/auth/otp', { credential })).json.error.code).toBe('EmailChannelNotAvailable');
      expect((await c.call('POST', '/api/auth/forgot', { credential })).json.error.code).toBe(
        'EmailChannelNotAvailable',
      );
    }
    // By phone, which has a sender, sign-up works; moving that account to an email is refused the same way.
    const user = await t.signUp('09350000201');
    const moved = await user.call('POST', '/api/me/credential', { credential: 'moved@example.com' });
    expect([moved.status, moved.json.error.code]).toEqual([422, 'EmailChannelNotAvailable']);
  });

  it('refuses sign-up by phone on a site that sends email only', async () => {
    const emailOnly = parseEnv({ ...baseEnv(), DEMO_MODE: 'false', SMTP_URL: 'smtp://mail.example.com:587' });
    const api = createApi({
      ...t.deps,
      env: emailOnly,
      otp: { sms: null, email: createOutboxChannel(t.handle.db, 'email') },
    });
    const res = await api.request('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      body: JSON.stringify({
        credential: '09350000202',
        name: 'Phone',
        password: 'Secret123',
        confirmPassword: 'Secret123',
      }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: {
        code: 'SmsChannelNotAvailable',
        message: 'Codes cannot be sent by SMS on this site. Please use your email instead.',
        fields: { credential: 'Codes cannot be sent by SMS on this site. Please use your email instead.' },
      },
    });
    createApi(t.deps);
  });

  it('refuses a top-up through a portal with no real gateway, and offers none', async () => {
    const user = await t.signUp('09350000203');
    for (const portal of ['zibal', 'paypal']) {
      const res = await user.call('POST', '/api/wallet/topups', { coins: 10, portal });
      expect([portal, res.status, res.json.error.code, Object.keys(res.json.error.fields)]).toEqual([
        portal,
        422,
        'PaymentPortalNotAvailable',
        ['portal'],
      ]);
    }
    const back = await user.call('POST', '/api/payments/zibal/return', { trackId: '1', success: '1', status: '2' });
    expect([back.status, back.json.error.code]).toEqual([422, 'PaymentPortalNotAvailable']);
    expect((await user.call('GET', '/api/wallet/prices')).json.data).toEqual([]);
    expect((await user.call('GET', '/api/wallet/packages')).json.data).toEqual([]);
  });
});

describe('demo mode on', () => {
  it('says so in one line at start, and nothing about refused channels', async () => {
    const { logger, lines } = capturingLogger();
    await announceMode(parseEnv({ ...baseEnv(), DEMO_MODE: 'true' }), t.handle.db, logger);
    expect(lines).toEqual([expect.stringMatching(/^warn demo mode is on: .*DEMO_MODE=false for a real deployment$/)]);
  });
});
