/**
 * GET /api/files/{id} as a player and a cache use it: ranges (206, 416), tags (304, If-Range), HEAD, and
 * the bytes streamed rather than read whole, on local disk and on S3 (s3rver). The other file routes go
 * through the same helper (lib/serve-stored.ts); their own tests check the headers on their paths.
 */
import { mkdtempSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { files } from '@rassam/db';
import { resultText } from '@rassam/i18n';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage, type Storage } from '../../lib/storage';
import { startS3rver, type RunningS3rver } from '../../lib/storage-s3rver';
import { createTestApp } from '../../test-utils';

/** A storage that counts the bytes it has handed out (whole reads and streamed chunks) since the last reset. */
function counting(storage: Storage) {
  const counter = { bytes: 0, reads: 0 };
  const wrapped: Storage = {
    ...storage,
    async get(key) {
      const stored = await storage.get(key);
      counter.bytes += stored?.body.length ?? 0;
      return stored;
    },
    async read(key, range) {
      const stream = await storage.read(key, range);
      if (!stream) return null;
      counter.reads += 1;
      const reader = stream.getReader();
      // Counted as the consumer pulls: a chunk counts once it leaves the storage.
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          counter.bytes += value.length;
          controller.enqueue(value);
        },
        cancel: (reason) => reader.cancel(reason),
      });
    },
  };
  return { storage: wrapped, counter };
}

const pattern = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 13) % 256));

let s3rver: RunningS3rver;
const localDir = mkdtempSync(join(tmpdir(), 'rassam-serving-'));
beforeAll(async () => {
  s3rver = await startS3rver();
}, 60_000);
afterAll(async () => {
  await s3rver.close();
  rmSync(localDir, { recursive: true, force: true });
});

describe.each([
  ['local disk', () => createLocalStorage(localDir)],
  ['S3 (s3rver)', () => s3rver.storage()],
] as const)('GET /api/files/{id} on %s', (where, storageUnderTest) => {
  type TestApp = Awaited<ReturnType<typeof createTestApp>>;
  let t: TestApp;
  let spy: ReturnType<typeof counting>;
  let owner: ReturnType<TestApp['client']>;
  let ownerId: string;
  let fileId: string;

  /** A files row of the owner for bytes already in the storage under `key`. */
  async function fileRow(key: string, size: number, sha256: string) {
    const [row] = await t.deps.db
      .insert(files)
      .values({ userId: ownerId, purpose: 'upload', kind: 'video', mime: 'video/mp4', size, storageKey: key, sha256 })
      .returning();
    return row!.id;
  }

  const cookie = () => [...owner.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    t.app.request(path, { method, headers: { cookie: cookie(), ...headers } });

  beforeAll(async () => {
    spy = counting(storageUnderTest());
    t = await createTestApp({ storage: spy.storage });
    owner = await t.signUp(where === 'local disk' ? '09371110001' : '09371110002');
    ownerId = (await owner.call('GET', '/api/me')).json.data.id;
    const key = `media/${ownerId}/${randomUUID()}.mp4`;
    await spy.storage.put(key, pattern, 'video/mp4');
    fileId = await fileRow(key, pattern.length, createHash('sha256').update(pattern).digest('hex'));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    spy.counter.bytes = 0;
    spy.counter.reads = 0;
  });

  it('sends the whole file with its length, a strong ETag, Accept-Ranges and the owner-only cache policy', async () => {
    const res = await get(`/api/files/${fileId}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(pattern)).toBe(true);
    expect(res.headers.get('content-length')).toBe('1000');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });

  it.each<[string, number, number]>([
    ['bytes=0-99', 0, 99],
    ['bytes=-100', 900, 999],
    ['bytes=100-', 100, 999],
    ['bytes=990-5000', 990, 999],
    ['bytes=5-5', 5, 5],
    // s3rver misreads bytes=0-0 (storage.contract.test.ts shows it, and that our client refuses its answer).
    ...(where === 'local disk' ? [['bytes=0-0', 0, 0] as [string, number, number]] : []),
  ])('answers Range: %s with 206 and exactly those bytes', async (range, start, end) => {
    const whole = await get(`/api/files/${fileId}`);
    await whole.arrayBuffer();
    const res = await get(`/api/files/${fileId}`, { range });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/1000`);
    expect(res.headers.get('content-length')).toBe(String(end - start + 1));
    expect(res.headers.get('etag')).toBe(whole.headers.get('etag'));
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await res.arrayBuffer()).equals(pattern.subarray(start, end + 1))).toBe(true);
  });

  it('refuses a range past the end with 416, Content-Range bytes */size and the catalogue error', async () => {
    for (const range of ['bytes=1000-', 'bytes=5000-6000', 'bytes=-0']) {
      const res = await get(`/api/files/${fileId}`, { range, 'x-locale': 'en' });
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range')).toBe('bytes */1000');
      expect(await res.json()).toEqual({
        error: { code: 'RangeNotSatisfiable', message: resultText('RangeNotSatisfiable', 'en') },
      });
    }
    expect(spy.counter.reads).toBe(0);
  });

  it('sends the whole file for a Range it ignores: several ranges, another unit, nonsense, end before start', async () => {
    for (const range of ['bytes=0-9,20-29', 'items=0-9', 'bytes=abc', 'bytes=50-10', 'bytes=-']) {
      const res = await get(`/api/files/${fileId}`, { range });
      expect(res.status, range).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(pattern)).toBe(true);
    }
  });

  it('answers If-None-Match with the current tag by 304, no body and nothing read; another tag gets the file', async () => {
    const etag = (await get(`/api/files/${fileId}`)).headers.get('etag')!;
    spy.counter.reads = 0;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(`/api/files/${fileId}`, { 'if-none-match': header });
      expect(res.status, header).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toContain('private');
      expect((await res.arrayBuffer()).byteLength).toBe(0);
    }
    expect(spy.counter.reads).toBe(0);
    expect((await get(`/api/files/${fileId}`, { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it('keeps a range only for the same version (If-Range)', async () => {
    const etag = (await get(`/api/files/${fileId}`)).headers.get('etag')!;
    expect((await get(`/api/files/${fileId}`, { range: 'bytes=0-9', 'if-range': etag })).status).toBe(206);
    const changed = await get(`/api/files/${fileId}`, { range: 'bytes=0-9', 'if-range': '"older"' });
    expect(changed.status).toBe(200);
    expect(Buffer.from(await changed.arrayBuffer()).equals(pattern)).toBe(true);
  });

  it('answers HEAD with the headers of GET and opens no stream', async () => {
    const res = await get(`/api/files/${fileId}`, { range: 'bytes=0-99' }, 'HEAD');
    expect(res.status).toBe(206);
    expect(res.headers.get('content-length')).toBe('100');
    expect(res.headers.get('content-range')).toBe('bytes 0-99/1000');
    expect(spy.counter.reads).toBe(0);
  });

  it('checks who may read before any range or tag: another user gets FileNotFound, never a 304', async () => {
    const etag = (await get(`/api/files/${fileId}`)).headers.get('etag')!;
    const stranger = await t.signUp(where === 'local disk' ? '09371110003' : '09371110004');
    const strangerCookie = [...stranger.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    for (const headers of [{ range: 'bytes=0-9' }, { 'if-none-match': etag }] as Record<string, string>[]) {
      const res = await t.app.request(`/api/files/${fileId}`, { headers: { cookie: strangerCookie, ...headers } });
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('FileNotFound');
    }
  });

  it('answers FileNotFound when the row is there but the bytes are gone', async () => {
    const id = await fileRow(`media/${ownerId}/${randomUUID()}.mp4`, 10, 'x');
    const res = await get(`/api/files/${id}`, { range: 'bytes=0-9' });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('FileNotFound');
  });

  it('streams a large file: its first bytes go out after a small part of it was read, not all of it', async () => {
    // 100 MB on disk (sparse: no memory used to make it); 20 MB on S3, sent through s3rver once.
    const size = where === 'local disk' ? 100 * 1024 * 1024 : 20 * 1024 * 1024;
    const key = `media/${ownerId}/${randomUUID()}.mp4`;
    if (where === 'local disk') {
      await spy.storage.put(key, new Uint8Array(), 'video/mp4');
      truncateSync(join(localDir, key), size);
    } else {
      await spy.storage.put(key, new Uint8Array(size), 'video/mp4');
    }
    const id = await fileRow(key, size, 'x');
    spy.counter.bytes = 0;
    const heapBefore = process.memoryUsage().heapUsed;

    for (const headers of [{}, { range: 'bytes=1048576-' }] as Record<string, string>[]) {
      const res = await get(`/api/files/${id}`, headers);
      expect(res.status).toBeLessThan(300);
      const reader = res.body!.getReader();
      const first = await reader.read();
      expect(first.value!.length).toBeGreaterThan(0);
      // A few chunks ahead at most (the storage's and the stream's buffers), whatever the file's size.
      expect(spy.counter.bytes).toBeLessThan(4 * 1024 * 1024);
      await reader.cancel();
      spy.counter.bytes = 0;
    }
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(size / 4);
  });
});
