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
    });
    expect(parseEnv({ ...base(), SITE_URL: 'https://rassam.app' }).siteOrigin).toBe('https://rassam.app');
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

  it('turns the dev payment portal on outside production and in the embedded default only', () => {
    expect(parseEnv({ ...base(), NODE_ENV: 'development' }).devPayments).toBe(true);
    expect(parseEnv({ ...base(), NODE_ENV: 'production' }).devPayments).toBe(true);
    const real = { ...base(), NODE_ENV: 'production', DATABASE_URL: 'postgres://db/rassam' };
    expect(parseEnv(real).devPayments).toBe(false);
    expect(parseEnv({ ...base(), NODE_ENV: 'production', ZIBAL_MERCHANT: 'm-1' }).devPayments).toBe(false);
    expect(parseEnv({ ...real, DEV_PAYMENTS: 'true' }).devPayments).toBe(true);
    expect(parseEnv({ ...base(), DEV_PAYMENTS: 'false' }).devPayments).toBe(false);
  });

  it('reads the tax rate as basis points and wants a PayPal secret with its client id', () => {
    expect(parseEnv({ ...base(), INVOICE_TAX_PERCENT: '9' }).taxRateBp).toBe(900);
    expect(() => parseEnv({ ...base(), INVOICE_TAX_PERCENT: '-1' })).toThrow(/INVOICE_TAX_PERCENT/);
    expect(() => parseEnv({ ...base(), PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_SECRET/);
  });
});
