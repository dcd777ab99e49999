/**
 * One contract for every storage: local disk, our S3 client against our fake S3, and our S3 client against
 * s3rver (an S3 written by others). Whatever serves files relies on exactly this.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type Storage } from './storage';
import { createS3Storage } from './storage-s3';
import { startFakeS3, type FakeS3 } from './storage-s3-fake';
import { startS3rver, type RunningS3rver } from './storage-s3rver';

async function bytesOf(stream: ReadableStream<Uint8Array> | null): Promise<Buffer> {
  if (!stream) throw new Error('expected a stream');
  return Buffer.from(await new Response(stream).arrayBuffer());
}

/** Byte equality, as a boolean (a diff of 300,000 numbers helps nobody). */
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

const body = Uint8Array.from({ length: 300_000 }, (_, i) => (i * 7) % 251);

let local: { storage: Storage; dir: string };
let fake: FakeS3;
let s3rver: RunningS3rver;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rassam-storage-contract-'));
  local = { storage: createLocalStorage(dir), dir };
  fake = await startFakeS3({ credentials: [{ accessKeyId: 'CONTRACT', secretAccessKey: 'contract-secret' }] });
  s3rver = await startS3rver();
});

afterAll(async () => {
  rmSync(local.dir, { recursive: true, force: true });
  await fake.close();
  await s3rver.close();
});

const storages: [string, () => Storage][] = [
  ['local disk', () => local.storage],
  [
    'S3 (our fake)',
    () =>
      createS3Storage({
        endpoint: fake.endpoint,
        region: 'us-east-1',
        bucket: 'rassam',
        accessKeyId: 'CONTRACT',
        secretAccessKey: 'contract-secret',
      }),
  ],
  ['S3 (s3rver)', () => s3rver.storage()],
];

describe.each(storages)('storage contract: %s', (name, storageOf) => {
  const key = `contract/${Math.random().toString(36).slice(2)}/clip.mp4`;

  it('puts, then stats the size, a quoted tag and the type', async () => {
    const storage = storageOf();
    await storage.put(key, body, 'video/mp4');
    const info = await storage.stat(key);
    expect(info).not.toBeNull();
    expect(info!.size).toBe(body.length);
    expect(info!.etag).toMatch(/^"[^"]+"$/);
    // The same bytes keep their tag; the local disk knows no type for .mp4 and says so.
    expect((await storage.stat(key))!.etag).toBe(info!.etag);
    expect(['video/mp4', 'application/octet-stream']).toContain(info!.contentType);
  });

  it('reads the whole object as a stream, and get() agrees', async () => {
    const storage = storageOf();
    expect(same(await bytesOf(await storage.read(key)), body)).toBe(true);
    expect(same((await storage.get(key))!.body, body)).toBe(true);
  });

  it('reads a range: first bytes, a middle slice, the last byte, one byte alone, all of it', async () => {
    const storage = storageOf();
    const ranges = [
      [0, 99],
      [123_456, 234_567],
      [body.length - 1, body.length - 1],
      [5, 5],
      [0, body.length - 1],
      // s3rver reads the end of `bytes=0-0` as "to the end" (its `end || Infinity`); see the test below.
      ...(name === 'S3 (s3rver)' ? [] : [[0, 0]]),
    ];
    for (const [start, end] of ranges as [number, number][]) {
      expect(same(await bytesOf(await storage.read(key, { start, end })), body.subarray(start, end + 1))).toBe(true);
    }
  });

  it('stops reading when the reader cancels (and can read again after)', async () => {
    const storage = storageOf();
    const stream = await storage.read(key);
    const reader = stream!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    await reader.cancel();
    expect(same(await bytesOf(await storage.read(key, { start: 10, end: 19 })), body.subarray(10, 20))).toBe(true);
  });

  it('answers null for a missing key: stat, read, ranged read and get', async () => {
    const storage = storageOf();
    const absent = `contract/absent-${Math.random().toString(36).slice(2)}.webp`;
    expect(await storage.stat(absent)).toBeNull();
    expect(await storage.read(absent)).toBeNull();
    expect(await storage.read(absent, { start: 0, end: 9 })).toBeNull();
    expect(await storage.get(absent)).toBeNull();
  });

  it('deletes, after which the key is missing; deleting again is no error', async () => {
    const storage = storageOf();
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.read(key)).toBeNull();
    await storage.delete(key);
  });

  it('stores an empty object, whose whole read is empty', async () => {
    const storage = storageOf();
    const empty = `contract/empty-${Math.random().toString(36).slice(2)}`;
    await storage.put(empty, new Uint8Array(), 'application/octet-stream');
    expect((await storage.stat(empty))!.size).toBe(0);
    expect((await bytesOf(await storage.read(empty))).length).toBe(0);
    await storage.delete(empty);
  });
});

describe('S3 client against a server that misreads a range', () => {
  it('refuses an answer whose Content-Range is not the range asked (s3rver sends all of it for bytes=0-0)', async () => {
    const storage = s3rver.storage();
    await storage.put('contract/first-byte.bin', body, 'application/octet-stream');
    await expect(storage.read('contract/first-byte.bin', { start: 0, end: 0 })).rejects.toThrow(
      /bytes 0-299999\/300000 to a GET of bytes 0-0/,
    );
  });
});
