import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'rassam-env-')), SESSION_SECRET: 'x'.repeat(40) });

describe('configuration', () => {
  it('puts the site on this machine and port unless SITE_URL says otherwise', () => {
    expect(parseEnv({ ...base(), PORT: '3500' })).toMatchObject({
      SITE_URL: 'http://localhost:3500',
      siteOrigin: 'http://localhost:3500',
      siteUrlSet: false,
    });
    expect(parseEnv({ ...base(), SITE_URL: 'https://rassam.app' })).toMatchObject({
      siteOrigin: 'https://rassam.app',
      siteUrlSet: true,
    });
    expect(parseEnv({ ...base(), SITE_URL: ' ' }).siteUrlSet).toBe(false);
    expect(() => parseEnv({ ...base(), SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
  });

  it('takes a redis:// or rediss:// REDIS_URL, and none by default', () => {
    expect(parseEnv(base()).REDIS_URL).toBeUndefined();
    expect(parseEnv({ ...base(), REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(parseEnv({ ...base(), REDIS_URL: 'rediss://:secret@cache:6380/2' }).REDIS_URL).toBe(
      'rediss://:secret@cache:6380/2',
    );
    expect(() => parseEnv({ ...base(), REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/);
  });

  it('is the demo in the embedded mode only, whatever NODE_ENV says, unless DEMO_MODE says otherwise', () => {
    // `npm start` runs production mode on PGlite: still the whole demo.
    for (const NODE_ENV of ['development', 'production', 'test']) {
      expect(parseEnv({ ...base(), NODE_ENV }).demoMode).toBe(true);
    }
    const kavenegar = { SMS_PROVIDER: 'kavenegar', KAVENEGAR_API_KEY: 'key', KAVENEGAR_TEMPLATE: 'verify' };
    const deployed = { ...base(), NODE_ENV: 'production', DATABASE_URL: 'postgres://db/rassam', ...kavenegar };
    expect(parseEnv(deployed).demoMode).toBe(false);
    expect(parseEnv({ ...deployed, NODE_ENV: 'development' }).demoMode).toBe(false);
    expect(parseEnv({ ...deployed, DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(parseEnv({ ...deployed, DEMO_MODE: '1' }).demoMode).toBe(true);
    expect(parseEnv({ ...deployed, DEMO_MODE: '' }).demoMode).toBe(false);
    expect(parseEnv({ ...base(), ...kavenegar, DEMO_MODE: 'false' }).demoMode).toBe(false);
    expect(parseEnv({ ...base(), ...kavenegar, DEMO_MODE: '0' }).demoMode).toBe(false);
    expect(() => parseEnv({ ...base(), DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
  });

  it('knows which channels have a real sender', () => {
    expect(parseEnv(base()).realChannels).toEqual({ sms: false, email: false });
    const smtp = { SMTP_URL: 'smtp://mail.example.com:587' };
    expect(parseEnv({ ...base(), ...smtp, DEMO_MODE: 'false' }).realChannels).toEqual({ sms: false, email: true });
    expect(
      parseEnv({ ...base(), SMS_PROVIDER: 'smsir', SMSIR_API_KEY: 'k', SMSIR_TEMPLATE_ID: '1', DEMO_MODE: 'false' })
        .realChannels,
    ).toEqual({ sms: true, email: false });
  });

  it('refuses to start out of demo mode with no way at all to deliver a sign-in code', () => {
    const deployed = { ...base(), NODE_ENV: 'production', DATABASE_URL: 'postgres://db/rassam' };
    expect(() => parseEnv(deployed)).toThrow(/DEMO_MODE: .*set SMS_PROVIDER \(kavenegar or smsir\) or SMTP_URL/);
    expect(() => parseEnv({ ...base(), DEMO_MODE: 'false' })).toThrow(/nothing can deliver sign-in codes/);
    expect(() => parseEnv({ ...deployed, SMS_PROVIDER: 'outbox', DEMO_MODE: 'false' })).toThrow(/DEMO_MODE/);
    // One real channel is enough (the other is refused per request); so is a demo asked for explicitly.
    expect(parseEnv({ ...deployed, SMTP_URL: 'smtp://mail.example.com:587' }).demoMode).toBe(false);
    expect(parseEnv({ ...deployed, DEMO_MODE: 'true' }).realChannels).toEqual({ sms: false, email: false });
  });

  it('reads the tax rate as basis points and wants a PayPal secret with its client id', () => {
    expect(parseEnv({ ...base(), INVOICE_TAX_PERCENT: '9' }).taxRateBp).toBe(900);
    expect(() => parseEnv({ ...base(), INVOICE_TAX_PERCENT: '-1' })).toThrow(/INVOICE_TAX_PERCENT/);
    expect(() => parseEnv({ ...base(), PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_SECRET/);
  });
});
