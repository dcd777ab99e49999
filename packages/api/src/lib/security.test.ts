import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-utils';
import { API_POLICY } from './security';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let n = 0;
const phone = () => `0912${String(7_300_000 + n++).padStart(7, '0')}`;

beforeAll(async () => {
  t = await createTestApp({}, { SITE_URL: 'https://rassam.test', EN_HOST: 'en.rassam.test' });
});
afterAll(() => t.close());

describe('security headers', () => {
  const expectHardened = (headers: Headers) => {
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
  };

  it('are on JSON answers, errors and the 404 of an unknown address, with a policy that allows nothing', async () => {
    for (const [path, status] of [
      ['/api/health', 200],
      ['/api/me', 401],
      ['/api/nowhere', 404],
    ] as const) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(status);
      expectHardened(res.headers);
      expect(res.headers.get('content-security-policy')).toBe(API_POLICY);
    }
  });

  it('keep the policy a route chose for what it serves', async () => {
    const docs = await t.app.request('/api/docs');
    expectHardened(docs.headers);
    expect(docs.headers.get('content-security-policy')).not.toBe(API_POLICY);
    expect(docs.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('cross-site requests', () => {
  const evil = 'https://evil.example';

  it('refuses a cross-site multipart avatar upload riding on the session cookie (403, localized)', async () => {
    const user = await t.signUp(phone());
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), 'a.jpg');
    const fa = await user.call('POST', '/api/me/avatar', form, { origin: evil });
    expect(fa.status).toBe(403);
    expect(fa.json.error.code).toBe('CrossSiteRequest');
    expect(fa.json.error.message).toBe('درخواست‌هایی که از سایت دیگری فرستاده شوند پذیرفته نیستند');
    const en = await user.call('POST', '/api/me/avatar', form, { origin: evil, 'x-locale': 'en' });
    expect(en.json.error.message).toBe('Requests sent from another site are not accepted');
  });

  it('refuses a text/plain logout from another site, and the session lives on', async () => {
    const user = await t.signUp(phone());
    const res = await user.call('POST', '/api/auth/logout', 'x=1', { 'content-type': 'text/plain', origin: evil });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('CrossSiteRequest');
    expect((await user.call('GET', '/api/me')).status).toBe(200);
  });

  it('refuses Sec-Fetch-Site: cross-site without an Origin, and Origin: null', async () => {
    const user = await t.signUp(phone());
    const fetchSite = await user.call('POST', '/api/auth/logout', undefined, { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.json.error.code).toBe('CrossSiteRequest');
    const opaque = await user.call('POST', '/api/auth/logout', undefined, { origin: 'null' });
    expect(opaque.json.error.code).toBe('CrossSiteRequest');
    expect((await user.call('GET', '/api/me')).status).toBe(200);
  });

  it('lets our own origins through: the site, the English host, the host asked, and no Origin at all', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/api/auth/logout', { origin: 'https://rassam.test', 'sec-fetch-site': 'same-origin' }],
      ['/api/auth/logout', { origin: 'https://en.rassam.test', 'sec-fetch-site': 'same-site' }],
      // The embedded server asked at 127.0.0.1 while SITE_URL names another host.
      ['http://127.0.0.1:3000/api/auth/logout', { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' }],
      // A form on a page of ours under a no-referrer policy (the dev payment portal's): Chromium sends
      // `Origin: null` with the browser's word that the page is ours.
      ['/api/auth/logout', { origin: 'null', 'sec-fetch-site': 'same-origin' }],
      ['/api/auth/logout', {}],
    ];
    for (const [url, headers] of cases) {
      const user = await t.signUp(phone());
      const res = await user.call('POST', url, undefined, headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('lets reads through from anywhere', async () => {
    const res = await t.app.request('/api/health', { headers: { origin: evil, 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(200);
  });

  it('lets the providers reach their webhooks from anywhere (their signature is what counts)', async () => {
    const res = await t.app.request('/api/webhooks/ai/fal', {
      method: 'POST',
      headers: { origin: evil, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: '{}',
    });
    // Reached the webhook's own handler, which knows no fal account here.
    expect((await res.json()).error.code).not.toBe('CrossSiteRequest');
    expect(res.status).toBe(404);
  });
});
