import { createRoute, z } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-utils';
import { AppError } from './app-error';
import { createRouter, ok } from './create-app';
import type { Logger } from './logger';
import { jsonBody, success } from './openapi';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const logged: { msg: string; fields?: Record<string, unknown> }[] = [];
const recordingLogger: Logger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: (msg, fields) => logged.push({ msg, fields }),
  child: () => recordingLogger,
};

const LEAK = 'connection to db.internal:5432 failed for user=rassam password=hunter2';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logger: recordingLogger });
  // Routes of our own, mounted like a feature module would be (before the first request builds the router).
  const extra = createRouter();
  extra.get('/test/boom', () => {
    throw new Error(LEAK);
  });
  extra.get('/test/boom-with-cause', () => {
    throw new AppError('ServiceNotAvailable', { cause: new Error(LEAK) });
  });
  extra.get('/test/limited', () => {
    throw new AppError('OtpAlreadyGenerated', { details: { retryAfter: 17 } });
  });
  extra.get('/test/limited-plain', () => {
    throw new AppError('TooManyRequests');
  });
  extra.get('/test/limited-hono', () => {
    throw new HTTPException(429, { message: 'slow down' });
  });
  extra.get('/test/limited-hono-timed', () => {
    throw new HTTPException(429, { res: new Response(null, { status: 429, headers: { 'Retry-After': '120' } }) });
  });
  extra.get('/test/teapot', () => {
    throw new HTTPException(418, { message: LEAK });
  });
  extra.openapi(
    createRoute({
      method: 'post',
      path: '/test/echo',
      request: {
        body: jsonBody(z.strictObject({ count: z.number().int().min(1), tags: z.array(z.string()).max(2).optional() })),
      },
      responses: { 200: success(z.object({ count: z.number() })) },
    }),
    (c) => c.json(ok(c, { count: c.req.valid('json').count }), 200),
  );
  t.app.route('/', extra);
});

afterAll(async () => {
  await t?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

describe('unknown routes', () => {
  it('answer 404 NotFound as JSON, in Persian by default', async () => {
    const res = await get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: { code: 'NotFound', message: 'صفحه پیدا نشد' } });
  });

  it('answer in English with Accept-Language: en', async () => {
    const res = await get('/api/no-such-thing', { 'accept-language': 'en' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NotFound', message: 'Page not found' } });
    const post = await t.app.request('/api/auth/nope', {
      method: 'POST',
      headers: { 'accept-language': 'en-US,en;q=0.9', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(404);
    expect((await post.json()).error).toEqual({ code: 'NotFound', message: 'Page not found' });
  });

  it.each([
    ['nothing', {}, 'fa'],
    ['Accept-Language: en', { 'accept-language': 'en' }, 'en'],
    ['Accept-Language preferring en by quality', { 'accept-language': 'fa;q=0.3, en;q=0.8' }, 'en'],
    ['Accept-Language of unsupported languages', { 'accept-language': 'de, fr;q=0.9' }, 'fa'],
    ['the NEXT_LOCALE cookie over Accept-Language', { cookie: 'NEXT_LOCALE=fa', 'accept-language': 'en' }, 'fa'],
    ['the NEXT_LOCALE cookie alone', { cookie: 'NEXT_LOCALE=en' }, 'en'],
    [
      'X-Locale over the cookie and Accept-Language',
      { 'x-locale': 'en', cookie: 'NEXT_LOCALE=fa', 'accept-language': 'fa' },
      'en',
    ],
    ['X-Locale fa over an English cookie', { 'x-locale': 'fa', cookie: 'NEXT_LOCALE=en' }, 'fa'],
    ['an unknown X-Locale falling back to the cookie', { 'x-locale': 'de', cookie: 'NEXT_LOCALE=en' }, 'en'],
  ] as const)('pick the language from %s', async (_name, headers, locale) => {
    const res = await get('/api/no-such-thing', headers);
    expect((await res.json()).error.message).toBe(locale === 'fa' ? 'صفحه پیدا نشد' : 'Page not found');
  });
});

describe('X-Request-Id', () => {
  it('echoes a sane incoming id, on success and on failure', async () => {
    for (const id of ['req-12345678', 'abc.DEF_123-456', 'x'.repeat(100)]) {
      expect((await get('/api/health', { 'x-request-id': id })).headers.get('x-request-id')).toBe(id);
      expect((await get('/api/no-such-thing', { 'x-request-id': id })).headers.get('x-request-id')).toBe(id);
    }
  });

  it('generates a fresh uuid when the incoming id is absent or not sane', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const seen = new Set<string>();
    for (const id of [
      undefined,
      '',
      'short',
      'has spaces in it',
      '<script>alert(1)</script>',
      'x'.repeat(101),
      'semi;colon;1234',
      'abc/../../etc',
    ]) {
      const res = await get('/api/health', id === undefined ? {} : { 'x-request-id': id });
      const echoed = res.headers.get('x-request-id')!;
      expect(echoed).toMatch(uuid);
      expect(echoed).not.toBe(id);
      seen.add(echoed);
    }
    expect(seen.size).toBe(8);
  });
});

describe('errors', () => {
  it('turn a thrown Error into 500 ServerError without leaking its message or stack', async () => {
    logged.length = 0;
    const res = await get('/api/test/boom', { 'x-request-id': 'boom-request-1' });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'ServerError', message: 'مشکلی در سرور پیش آمد. لطفاً چند دقیقه‌ی دیگر دوباره تلاش کنید.' },
    });
    for (const secret of ['hunter2', 'db.internal', 'password', 'stack', 'Error:', '.ts:'])
      expect(text).not.toContain(secret);

    const en = await get('/api/test/boom', { 'accept-language': 'en' });
    expect(await en.json()).toEqual({ error: { code: 'ServerError', message: 'There was a problem on the server' } });

    // The details go to the log, with the request id to find them by.
    const entry = logged.find((e) => e.fields?.requestId === 'boom-request-1');
    expect(entry?.msg).toBe('unhandled error');
    expect((entry?.fields?.err as Error).message).toBe(LEAK);
  });

  it('never send the cause of an AppError or the message of an HTTP exception', async () => {
    const withCause = await get('/api/test/boom-with-cause', { 'accept-language': 'en' });
    expect(withCause.status).toBe(503);
    const body = await withCause.json();
    expect(body.error.code).toBe('ServiceNotAvailable');
    expect(JSON.stringify(body)).not.toContain('hunter2');

    const teapot = await get('/api/test/teapot');
    expect(teapot.status).toBe(418);
    const text = await teapot.text();
    expect(JSON.parse(text).error.code).toBe('ServerError');
    expect(text).not.toContain('hunter2');
  });

  it('answer schema failures with 422 and a localized text per field', async () => {
    const echo = (body: string, locale = 'en') =>
      t.app.request('/api/test/echo', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-locale': locale },
        body,
      });
    const good = await echo('{"count": 3}');
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ data: { count: 3 } });

    const bad = await echo('{"count": 0, "tags": ["a", "b", "c"], "extra": 1, "more": 2}');
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({
      error: {
        code: 'ValidationError',
        message: 'Some fields are not valid. Please check them.',
        fields: {
          count: 'Must be at least 1',
          tags: 'Choose at most 2 items',
          extra: 'Unknown field',
          more: 'Unknown field',
        },
      },
    });
    const fa = await echo('{"count": "3"}', 'fa');
    expect(fa.status).toBe(422);
    expect((await fa.json()).error).toEqual({
      code: 'ValidationError',
      message: 'بعضی از فیلدها معتبر نیستند. لطفاً آن‌ها را بررسی کنید.',
      fields: { count: 'نوع این مقدار درست نیست' },
    });
    const malformed = await echo('{"count": 3', 'en');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      error: { code: 'InvalidJson', message: 'The request body is not valid JSON' },
    });
  });
});

describe('documentation and health', () => {
  const contract: [method: string, path: string][] = [
    ['post', '/api/auth/check'],
    ['post', '/api/auth/register'],
    ['post', '/api/auth/verify'],
    ['post', '/api/auth/login'],
    ['post', '/api/auth/otp'],
    ['post', '/api/auth/login-otp'],
    ['post', '/api/auth/forgot'],
    ['post', '/api/auth/reset'],
    ['post', '/api/auth/logout'],
    ['get', '/api/me'],
    ['patch', '/api/me'],
    ['patch', '/api/me/settings'],
    ['post', '/api/me/avatar'],
    ['delete', '/api/me/avatar'],
    ['get', '/api/files/avatars/{name}'],
    ['post', '/api/me/credential'],
    ['post', '/api/me/credential/verify'],
    ['post', '/api/me/password'],
    ['get', '/api/dev/outbox'],
    ['get', '/api/health'],
    ['patch', '/api/admin/users/{id}'],
    ['post', '/api/admin/users/{id}/sessions/revoke'],
    ['post', '/api/admin/users/{id}/wallet/adjust'],
    ['get', '/api/admin/ai'],
    ['put', '/api/admin/ai/routes/{tool}'],
    ['delete', '/api/admin/ai/routes/{tool}'],
    ['get', '/api/wallet'],
    ['get', '/api/wallet/transactions'],
    ['get', '/api/wallet/packages'],
    ['get', '/api/wallet/prices'],
    ['post', '/api/wallet/topups'],
    ['get', '/api/payments'],
    ['get', '/api/payments/{id}'],
    ['post', '/api/payments/zibal/return'],
    ['post', '/api/payments/paypal/return'],
    ['post', '/api/payments/{id}/resume'],
    ['post', '/api/payments/{id}/cancel'],
    ['get', '/api/factors'],
    ['get', '/api/factors/{id}'],
    ['post', '/api/factors/{id}/pay'],
    ['get', '/api/admin/coin-prices'],
    ['post', '/api/admin/coin-prices'],
    ['put', '/api/admin/coin-prices/{portal}'],
    ['get', '/api/admin/packages'],
    ['post', '/api/admin/packages'],
    ['patch', '/api/admin/packages/{id}'],
    ['delete', '/api/admin/packages/{id}'],
    ['get', '/api/admin/ledger'],
    ['get', '/api/admin/payments'],
    ['post', '/api/admin/payments/reconcile'],
    ['get', '/api/tools'],
    ['post', '/api/files'],
    ['get', '/api/files/{id}'],
    ['post', '/api/designs/quote'],
    ['post', '/api/designs'],
    ['get', '/api/designs'],
    ['get', '/api/designs/{id}'],
    ['get', '/api/designs/{id}/events'],
    ['post', '/api/designs/{id}/cancel'],
    ['delete', '/api/designs/{id}'],
    ['post', '/api/designs/{id}/share'],
    ['delete', '/api/designs/{id}/share'],
    ['get', '/api/shared/{slug}'],
    ['get', '/api/shared/{slug}/files/{id}'],
    ['get', '/api/examples'],
    ['post', '/api/webhooks/ai/{provider}'],
    // The market (issue 6): public, shop owner, admin.
    ['get', '/api/market/categories'],
    ['get', '/api/market/categories/{id}/properties'],
    ['get', '/api/market/locations'],
    ['get', '/api/market/locations/path'],
    ['get', '/api/market/locations/{id}/trail'],
    ['get', '/api/market/listings'],
    ['get', '/api/market/display-cost'],
    ['get', '/api/market/link-availability'],
    ['get', '/api/market/shops/{link}'],
    ['get', '/api/market/shops/{link}/map'],
    ['get', '/api/market/sitemap'],
    ['get', '/api/market/sitemap/categories'],
    ['get', '/api/market/sitemap/shops'],
    ['get', '/api/market/sitemap/listings'],
    ['get', '/api/market/shops/{link}/listings/{slug}'],
    ['post', '/api/market/listings/{id}/like'],
    ['post', '/api/market/listings/{id}/views'],
    ['get', '/api/market/files/{id}'],
    ['get', '/api/shops/me'],
    ['post', '/api/shops/me'],
    ['patch', '/api/shops/me'],
    ['put', '/api/shops/me/social'],
    ['put', '/api/shops/me/landing'],
    ['get', '/api/shops/me/gallery'],
    ['put', '/api/shops/me/gallery'],
    ['get', '/api/market/shops/{link}/gallery'],
    ['post', '/api/shops/me/profile-image'],
    ['post', '/api/shops/me/banner-image'],
    ['get', '/api/shops/me/media'],
    ['post', '/api/shops/me/media'],
    ['delete', '/api/shops/me/media/{fileId}'],
    ['delete', '/api/shops/me/profile-image'],
    ['delete', '/api/shops/me/banner-image'],
    ['get', '/api/shops/me/designs'],
    ['post', '/api/shops/me/designs'],
    ['delete', '/api/shops/me/designs/{designId}'],
    ['get', '/api/shops/me/stats'],
    ['get', '/api/shops/me/listings'],
    ['post', '/api/shops/me/listings'],
    ['get', '/api/shops/me/listings/{id}'],
    ['patch', '/api/shops/me/listings/{id}'],
    ['delete', '/api/shops/me/listings/{id}'],
    ['post', '/api/shops/me/listings/{id}/pay'],
    ['get', '/api/admin/market/listings'],
    ['post', '/api/admin/market/listings/{id}/activate'],
    ['post', '/api/admin/market/listings/{id}/reject'],
    ['post', '/api/admin/market/listings/{id}/disable'],
    ['get', '/api/admin/market/shops'],
    ['post', '/api/admin/market/shops/{id}/disable'],
    ['post', '/api/admin/market/shops/{id}/enable'],
    ['post', '/api/admin/market/categories'],
    ['patch', '/api/admin/market/categories/{id}'],
    ['delete', '/api/admin/market/categories/{id}'],
    ['post', '/api/admin/market/categories/{id}/properties'],
    ['patch', '/api/admin/market/properties/{id}'],
    ['delete', '/api/admin/market/properties/{id}'],
    ['post', '/api/admin/market/locations'],
    ['patch', '/api/admin/market/locations/{id}'],
    ['delete', '/api/admin/market/locations/{id}'],
    ['get', '/api/admin/market/display-prices'],
    ['put', '/api/admin/market/display-prices'],
    ['delete', '/api/admin/market/display-prices/{id}'],
    ['post', '/api/models'],
    ['post', '/api/models/from-design'],
    ['get', '/api/models'],
    ['get', '/api/models/{id}'],
    ['patch', '/api/models/{id}'],
    ['delete', '/api/models/{id}'],
    ['get', '/api/models/{id}/events'],
    ['get', '/api/models/{id}/files/{name}'],
    ['put', '/api/models/{id}/poster'],
    ['post', '/api/models/{id}/market'],
    ['delete', '/api/models/{id}/market/{listingId}'],
    ['get', '/api/public/models/{link}'],
    ['get', '/api/public/models/{link}/files/{name}'],
    ['get', '/api/oembed'],
    ['post', '/api/tours'],
    ['get', '/api/tours'],
    ['get', '/api/tours/{id}'],
    ['patch', '/api/tours/{id}'],
    ['delete', '/api/tours/{id}'],
    ['post', '/api/tours/{id}/scenes'],
    ['put', '/api/tours/{id}/scenes/{sceneId}'],
    ['delete', '/api/tours/{id}/scenes/{sceneId}'],
    ['get', '/api/tours/{id}/scenes/{sceneId}/files/{name}'],
    ['get', '/api/tours/{id}/scenes/{sceneId}/tiles/{tile}'],
    ['post', '/api/tours/{id}/images'],
    ['get', '/api/tours/{id}/images/{imageId}'],
    ['put', '/api/tours/{id}/plan'],
    ['put', '/api/tours/{id}/plan/pins'],
    ['delete', '/api/tours/{id}/plan'],
    ['get', '/api/tours/{id}/plan/image'],
    ['post', '/api/tours/{id}/submit'],
    ['post', '/api/tours/{id}/market'],
    ['delete', '/api/tours/{id}/market'],
    ['post', '/api/tours/import'],
    ['get', '/api/tours/{id}/export'],
    ['get', '/api/admin/tours'],
    ['get', '/api/admin/tours/{id}'],
    ['get', '/api/admin/tours/{id}/scenes/{sceneId}/files/{name}'],
    ['get', '/api/admin/tours/{id}/scenes/{sceneId}/tiles/{tile}'],
    ['get', '/api/admin/tours/{id}/plan/image'],
    ['get', '/api/admin/tours/{id}/images/{imageId}'],
    ['post', '/api/admin/tours/{id}/accept'],
    ['post', '/api/admin/tours/{id}/reject'],
    ['get', '/api/public/tours/{link}'],
    ['get', '/api/public/tours/{link}/scenes/{sceneId}/{name}'],
    ['get', '/api/public/tours/{link}/scenes/{sceneId}/tiles/{tile}'],
    ['get', '/api/public/tours/{link}/plan/image'],
    ['get', '/api/public/tours/{link}/images/{imageId}'],
    // The service catalogue (issue 19): public, and the admins'.
    ['get', '/api/services'],
    ['get', '/api/services/{slug}'],
    ['get', '/api/services/files/{id}'],
    ['get', '/api/admin/service-categories'],
    ['post', '/api/admin/service-categories'],
    ['post', '/api/admin/service-categories/reorder'],
    ['patch', '/api/admin/service-categories/{id}'],
    ['post', '/api/admin/service-categories/{id}/disable'],
    ['post', '/api/admin/service-categories/{id}/enable'],
    ['delete', '/api/admin/service-categories/{id}'],
    ['get', '/api/admin/service-images'],
    ['post', '/api/admin/service-images'],
    ['delete', '/api/admin/service-images/{id}'],
    ['get', '/api/admin/services'],
    ['post', '/api/admin/services'],
    ['post', '/api/admin/services/reorder'],
    ['get', '/api/admin/services/{id}'],
    ['patch', '/api/admin/services/{id}'],
    ['post', '/api/admin/services/{id}/disable'],
    ['post', '/api/admin/services/{id}/enable'],
    ['delete', '/api/admin/services/{id}'],
    // The blog (decision 048): public, and the admins'.
    ['get', '/api/blog/posts'],
    ['get', '/api/blog/posts/{slug}'],
    ['get', '/api/blog/categories'],
    ['get', '/api/blog/files/{id}'],
    ['get', '/api/admin/blog/posts'],
    ['post', '/api/admin/blog/posts'],
    ['get', '/api/admin/blog/posts/{id}'],
    ['patch', '/api/admin/blog/posts/{id}'],
    ['delete', '/api/admin/blog/posts/{id}'],
    ['get', '/api/admin/blog/categories'],
    ['post', '/api/admin/blog/categories'],
    ['post', '/api/admin/blog/categories/reorder'],
    ['patch', '/api/admin/blog/categories/{id}'],
    ['delete', '/api/admin/blog/categories/{id}'],
    ['get', '/api/admin/blog/images'],
    ['post', '/api/admin/blog/images'],
    ['delete', '/api/admin/blog/images/{id}'],
    // Tickets, the support desk and notifications (issue 19, decision 042).
    ['post', '/api/tickets'],
    ['get', '/api/tickets'],
    ['get', '/api/tickets/unread'],
    ['get', '/api/tickets/{id}'],
    ['post', '/api/tickets/{id}/messages'],
    ['post', '/api/tickets/{id}/files'],
    ['get', '/api/tickets/{id}/files/{fileId}'],
    ['post', '/api/tickets/{id}/done'],
    ['post', '/api/tickets/{id}/reopen'],
    ['get', '/api/ticket-files/{fileId}'],
    ['get', '/api/support/tickets'],
    ['get', '/api/support/counts'],
    ['get', '/api/support/staff'],
    ['get', '/api/support/tickets/{id}'],
    ['post', '/api/support/tickets/{id}/messages'],
    ['post', '/api/support/tickets/{id}/files'],
    ['get', '/api/support/tickets/{id}/files/{fileId}'],
    ['post', '/api/support/tickets/{id}/assign'],
    ['post', '/api/support/tickets/{id}/status'],
    ['get', '/api/support/replies'],
    ['post', '/api/support/replies'],
    ['patch', '/api/support/replies/{id}'],
    ['delete', '/api/support/replies/{id}'],
    ['get', '/api/notifications'],
    ['post', '/api/notifications/read'],
    // Orders of the catalogue's services (issue 19, decision 043).
    ['post', '/api/orders'],
    ['get', '/api/orders'],
    ['post', '/api/orders/files'],
    ['get', '/api/orders/{id}'],
    ['post', '/api/orders/{id}/files'],
    ['post', '/api/orders/{id}/messages'],
    ['post', '/api/orders/{id}/accept'],
    ['post', '/api/orders/{id}/revision'],
    ['post', '/api/orders/{id}/cancel'],
    ['get', '/api/order-files/{fileId}'],
    ['get', '/api/support/orders'],
    ['get', '/api/support/orders/{id}'],
    ['post', '/api/support/orders/{id}/quote'],
    ['post', '/api/support/orders/{id}/step'],
    ['post', '/api/support/orders/{id}/deliver'],
    ['post', '/api/support/orders/{id}/assign'],
    ['post', '/api/support/orders/{id}/messages'],
    ['post', '/api/support/orders/{id}/files'],
  ];

  it('/api/openapi.json is OpenAPI 3.1 and lists every route of the contract', async () => {
    const res = await get('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    for (const [method, path] of contract) {
      const operation = doc.paths?.[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(operation.summary, `${method.toUpperCase()} ${path} has a summary`).toEqual(expect.any(String));
      expect(
        Object.keys(operation.responses).some((status) => /^20[01]$/.test(status)),
        `${method} ${path} answers 200 or 201`,
      ).toBe(true);
    }
    // The test-only routes of this file are mounted without documentation; nothing else is there.
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    expect(documented.filter((op) => !op.includes('/test/')).sort()).toEqual(
      contract.map(([m, p]) => `${m} ${p}`).sort(),
    );
    expect(doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['credential', 'name', 'password', 'confirmPassword']),
    );
  });

  it('/api/docs is an HTML page that shows the document of /api/openapi.json', async () => {
    const res = await get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/i);
    // The viewer reads the routes from the document itself (decision 020), which the test above checks.
    expect(html).toContain('spec-url="/api/openapi.json"');
  });

  it('/api/health reports the database kind', async () => {
    const res = await get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });
});

describe('body limits', () => {
  it('caps a multipart body sent to a JSON route at the JSON limit', async () => {
    const form = new FormData();
    form.append('credential', 'x'.repeat(200 * 1024));
    const res = await t.app.request('/api/auth/check', { method: 'POST', body: form, headers: { 'x-locale': 'en' } });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('PayloadTooLarge');
  });
});

describe('429', () => {
  it('always carries Retry-After in seconds, the same as details.retryAfter', async () => {
    for (const [path, seconds, code] of [
      ['/api/test/limited', 17, 'OtpAlreadyGenerated'],
      ['/api/test/limited-plain', 60, 'TooManyRequests'],
      ['/api/test/limited-hono', 60, 'TooManyRequests'],
      ['/api/test/limited-hono-timed', 120, 'TooManyRequests'],
    ] as const) {
      const res = await get(path, { 'accept-language': 'en' });
      expect(res.status, path).toBe(429);
      expect(res.headers.get('retry-after'), path).toBe(String(seconds));
      const { error } = await res.json();
      expect(error.code, path).toBe(code);
      expect(error.details.retryAfter, path).toBe(seconds);
    }
  });

  it('is documented with its Retry-After header on every operation that may answer it', async () => {
    const doc = await (await get('/api/openapi.json')).json();
    const tooMany = Object.values(doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)
      .flatMap((operations) => Object.values(operations))
      .map((operation) => operation.responses['429'] as { headers?: Record<string, unknown> } | undefined)
      .filter(Boolean);
    expect(tooMany.length).toBeGreaterThan(50);
    for (const response of tooMany) expect(response!.headers).toHaveProperty('Retry-After');
  });
});
