/**
 * One contract for every storage: local disk, our S3 client against our fake S3, and our S3 client against
 * s3rver (an S3 written by others). Whatever serves files relies on exactly this.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, ObjectTooLarge, type Storage } from './storage';
import { createS3Storage, STREAM_PART_BYTES } from './storage-s3';
import { startFakeS3, type FakeS3 } from './storage-s3-fake';
import { startS3rver, type RunningS3rver } from './storage-s3rver';

async function bytesOf(stream: ReadableStream<Uint8Array> | null): Promise<Buffer> {
  if (!stream) throw new Error('expected a stream');
  return Buffer.from(await new Response(stream).arrayBuffer());
}

/** Byte equality, as a boolean (a diff of 300,000 numbers helps nobody). */
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

const body = Uint8Array.from({ length: 300_000 }, (_, i) => (i * 7) % 251);

/** Two and a half parts of a streamed put on S3 (three UploadParts), in a pattern that shows a misplaced byte. */
const large = Buffer.alloc(Math.floor(STREAM_PART_BYTES * 2.5));
for (let i = 0; i < large.length; i += 1) large[i] = (i * 13 + (i >> 16)) % 253;

/**
 * A body that hands out `bytes` in 64 KB chunks only as they are asked for, and breaks after `breakAfter`
 * bytes when told to; `state` tells how far it was read and whether it was cancelled.
 */
function source(bytes: Uint8Array, options: { breakAfter?: number } = {}) {
  const state = { sent: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (options.breakAfter !== undefined && state.sent >= options.breakAfter) {
          controller.error(new Error('the provider closed the connection'));
          return;
        }
        if (state.sent >= bytes.length) return controller.close();
        const chunk = bytes.subarray(state.sent, state.sent + 64 * 1024);
        state.sent += chunk.length;
        controller.enqueue(chunk);
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

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

/** What a given-up streamed put left behind where we can look: partial files on disk, open uploads in the fake. */
function leftovers(name: string): string[] {
  if (name === 'local disk')
    return readdirSync(local.dir, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.partial'));
  if (name === 'S3 (our fake)') return [...fake.uploads.values()].map((upload) => upload.id);
  // s3rver keeps the parts of an upload nobody completed (it cannot abort one); no object was made of them.
  return [];
}

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

  it('puts a stream as it comes: one over several parts, one within the first, an empty one', async () => {
    const storage = storageOf();
    const streamed = `contract/streamed-${Math.random().toString(36).slice(2)}.glb`;
    expect(
      await storage.putStream(streamed, source(large).stream, 'model/gltf-binary', { maxBytes: large.length }),
    ).toEqual({
      size: large.length,
    });
    expect((await storage.stat(streamed))!.size).toBe(large.length);
    expect(same(await bytesOf(await storage.read(streamed)), large)).toBe(true);
    if (name === 'S3 (our fake)') {
      // Three parts (8, 8 and 4 MiB) of one multipart upload: the fake checks each part's size and tag.
      const upload = fake.requests
        .filter((request) => request.url.includes(streamed.split('/')[1]!) && /uploads|uploadId/.test(request.url))
        .map(
          (request) => `${request.method} ${/partNumber=\d+|uploads|uploadId/.exec(request.url)![0]} ${request.status}`,
        );
      expect(upload).toEqual([
        'POST uploads 200',
        'PUT partNumber=1 200',
        'PUT partNumber=2 200',
        'PUT partNumber=3 200',
        'POST uploadId 200',
      ]);
    }
    const part = STREAM_PART_BYTES;
    expect(
      same(
        await bytesOf(await storage.read(streamed, { start: part - 5, end: part + 4 })),
        large.subarray(part - 5, part + 5),
      ),
    ).toBe(true);

    const small = `contract/streamed-small-${Math.random().toString(36).slice(2)}.bin`;
    expect(
      await storage.putStream(small, source(body).stream, 'application/octet-stream', { maxBytes: 1 << 30 }),
    ).toEqual({
      size: body.length,
    });
    expect(same(await bytesOf(await storage.read(small)), body)).toBe(true);
    const empty = `contract/streamed-empty-${Math.random().toString(36).slice(2)}.bin`;
    expect(
      await storage.putStream(empty, source(new Uint8Array()).stream, 'application/octet-stream', { maxBytes: 10 }),
    ).toEqual({ size: 0 });
    expect((await storage.stat(empty))!.size).toBe(0);
    for (const done of [streamed, small, empty]) await storage.delete(done);
  });

  it('stops a streamed put at the first byte past maxBytes: the body is cancelled, nothing is stored', async () => {
    const storage = storageOf();
    const refused = `contract/too-large-${Math.random().toString(36).slice(2)}.bin`;
    // Past the first part, so that on S3 a multipart upload was under way and has to be aborted.
    const maxBytes = STREAM_PART_BYTES + 1000;
    const given = source(large);
    const error = await storage
      .putStream(refused, given.stream, 'application/octet-stream', { maxBytes })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ObjectTooLarge);
    expect(error).toMatchObject({ key: refused, maxBytes });
    expect(given.state.cancelled).toBe(true);
    // Read one chunk past the cap, not on to the end.
    expect(given.state.sent).toBeLessThanOrEqual(maxBytes + 64 * 1024);
    expect(await storage.stat(refused)).toBeNull();
    expect(await storage.read(refused)).toBeNull();
    expect(leftovers(name)).toEqual([]);
  });

  it('leaves nothing when the body breaks mid-way, and keeps an object already under the key', async () => {
    const storage = storageOf();
    const kept = `contract/kept-${Math.random().toString(36).slice(2)}.bin`;
    await storage.put(kept, body, 'application/octet-stream');
    const before = await storage.stat(kept);
    for (const breakAfter of [100_000, STREAM_PART_BYTES + 100_000]) {
      const broken = source(large, { breakAfter });
      await expect(
        storage.putStream(kept, broken.stream, 'application/octet-stream', { maxBytes: large.length }),
      ).rejects.toThrow('the provider closed the connection');
      expect(await storage.stat(kept)).toEqual(before);
      expect(same(await bytesOf(await storage.read(kept)), body)).toBe(true);

      const fresh = `contract/broken-${Math.random().toString(36).slice(2)}.bin`;
      const again = source(large, { breakAfter });
      await expect(
        storage.putStream(fresh, again.stream, 'application/octet-stream', { maxBytes: large.length }),
      ).rejects.toThrow('the provider closed the connection');
      expect(await storage.stat(fresh)).toBeNull();
    }
    expect(leftovers(name)).toEqual([]);
    await storage.delete(kept);
  });

  // s3rver writes an object in place over the old one (S3 itself, and our fake, swap it whole): not ours to fix.
  it.skipIf(name === 'S3 (s3rver)')(
    'replaces an object whole: a reader during a put gets the old bytes or the new, never a part',
    async () => {
      const storage = storageOf();
      const replaced = `contract/replaced-${Math.random().toString(36).slice(2)}.bin`;
      await storage.put(replaced, body, 'application/octet-stream');
      // Read as fast as the storage answers while the 20 MB put is under way (a sized copy made on a first
      // ask is put while another request for it may be reading).
      let putting = true;
      const put = storage.put(replaced, large, 'application/octet-stream').finally(() => {
        putting = false;
      });
      do {
        const got = await storage.get(replaced);
        expect(got).not.toBeNull();
        expect(same(got!.body, body) || same(got!.body, large)).toBe(true);
      } while (putting);
      await put;
      expect(same((await storage.get(replaced))!.body, large)).toBe(true);
      expect(leftovers(name)).toEqual([]);
      await storage.delete(replaced);
    },
  );

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
