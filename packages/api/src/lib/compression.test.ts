import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-utils';
import { JSON_CONTENT_TYPE } from './compression';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, acceptEncoding?: string) =>
  t.app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('JSON answers are compressed when the client accepts it', () => {
  it('gzips the tool catalogue, which then reads back as the same JSON', async () => {
    const plain = await get('/api/tools');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(10_000);

    const zipped = await get('/api/tools', 'gzip, deflate, br');
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(zipped.headers.get('content-length')).toBeNull();
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(text.length / 3);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(JSON.parse(text));
  });

  it('sends it as it is to a client that accepts neither gzip nor deflate, or says gzip;q=0', async () => {
    for (const accept of ['br', 'identity', 'gzip;q=0, deflate;q=0']) {
      const res = await get('/api/tools', accept);
      expect(res.headers.get('content-encoding'), accept).toBeNull();
      expect(JSON.parse(await res.text()).data.length).toBeGreaterThan(0);
    }
  });

  it('leaves small answers alone, errors included', async () => {
    const health = await get('/api/health', 'gzip');
    expect(health.headers.get('content-encoding')).toBeNull();
    const missing = await get('/api/no-such-route', 'gzip');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBeNull();
    expect((await missing.json()).error.code).toBe('NotFound');
  });
});

describe('what counts as JSON', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=UTF-8', true],
    ['application/problem+json', true],
    ['application/vnd.rassam.v1+json;charset=utf-8', true],
    ['text/event-stream', false],
    ['image/png', false],
    ['application/jsonp', false],
    ['text/html; charset=utf-8', false],
  ])('%s: %s', (type, compressed) => {
    expect(JSON_CONTENT_TYPE.test(type)).toBe(compressed);
  });
});
