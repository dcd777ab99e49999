import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_INTAKE_LIMITS, resolveIntakeLimits } from './limits';
import { readUpload } from './read-upload';
import { openSafeZip } from './safe-zip';
import { deflatedZeros, makeZip, type ZipEntrySpec } from './test-zip.fixtures';

const limits = DEFAULT_INTAKE_LIMITS;
const refused = (reason: string) => ({ code: 'FileFormatIsNotValid', details: expect.objectContaining({ reason }) });
const scene = { name: 'scene.gltf', data: new TextEncoder().encode('{"asset":{"version":"2.0"}}') };
const withScene = (...entries: ZipEntrySpec[]) => makeZip([scene, ...entries]);

describe('openSafeZip: what the central directory may hold', () => {
  it.each([
    ['../evil.bin', 'parent folder (..)'],
    ['model/../../evil.bin', 'parent folder (..)'],
    ['/etc/passwd', 'absolute path'],
    ['C:/Windows/evil.dll', 'drive letter'],
    ['c:evil.bin', 'drive letter'],
    ['model\\..\\evil.bin', 'backslash'],
    ['model/evil\u0000.bin', 'control character'],
  ])('refuses an entry named %j (%s)', async (name, problem) => {
    await expect(readUpload(withScene({ name, data: new Uint8Array(4) }), 'm.zip', limits)).rejects.toMatchObject({
      code: 'FileFormatIsNotValid',
      details: { reason: 'unsafe-path', entry: name, problem },
    });
  });

  it('refuses a symlink entry (Unix mode in the external attributes)', async () => {
    const zip = withScene({
      name: 'textures/link.png',
      data: new TextEncoder().encode('/etc/passwd'),
      unixMode: 0o120777,
    });
    await expect(readUpload(zip, 'm.zip', limits)).rejects.toMatchObject(refused('symlink'));
    // A plain file with a Unix mode is fine.
    const plain = withScene({ name: 'textures/a.png', data: new Uint8Array(4), unixMode: 0o100644 });
    await expect(openSafeZip(plain, limits)).resolves.toBeDefined();
  });

  it('refuses an encrypted entry', async () => {
    await expect(
      readUpload(withScene({ name: 'a.bin', data: new Uint8Array(16), flags: 1 }), 'm.zip', limits),
    ).rejects.toMatchObject(refused('encrypted-entry'));
  });

  it('refuses the same name twice', async () => {
    const zip = withScene({ name: 'a.bin', data: new Uint8Array(4) }, { name: 'a.bin', data: new Uint8Array(8) });
    await expect(readUpload(zip, 'm.zip', limits)).rejects.toMatchObject(refused('duplicate-entry'));
  });

  it('refuses more entries than the limit, before reading them', async () => {
    const entries = Array.from({ length: 20 }, (_, i) => ({ name: `t/${i}.png`, data: new Uint8Array(1) }));
    await expect(
      readUpload(withScene(...entries), 'm.zip', resolveIntakeLimits({ maxEntries: 10 })),
    ).rejects.toMatchObject({
      code: 'FileFormatIsNotValid',
      details: { reason: 'too-many-entries', entries: 21, maxEntries: 10 },
    });
    await expect(
      readUpload(withScene(...entries), 'm.zip', resolveIntakeLimits({ maxEntries: 21 })),
    ).resolves.toMatchObject({
      kind: 'gltf-zip',
    });
  });
});

describe('openSafeZip: bombs', () => {
  const BOMB_BYTES = 512 * 2 ** 20;
  let bomb: Buffer;
  beforeAll(async () => {
    bomb = await deflatedZeros(BOMB_BYTES);
  }, 60_000);

  /** The largest RSS seen while `run` is in flight, above the RSS before it, in bytes. */
  async function peakGrowth(run: () => Promise<unknown>) {
    globalThis.gc?.();
    const start = process.memoryUsage().rss;
    let peak = start;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
    try {
      await run().catch((error: unknown) => error);
    } finally {
      clearInterval(timer);
    }
    return Math.max(peak, process.memoryUsage().rss) - start;
  }

  it('a deflate bomb that lies about its size stops after the bytes it declared, memory bounded', async () => {
    expect(bomb.byteLength).toBeLessThan(BOMB_BYTES / 500); // half a gigabyte in well under a megabyte
    const zip = makeZip([{ name: 'scene.gltf', deflated: bomb, declaredSize: 1000 }]);
    const started = performance.now();
    const error = await readUpload(zip, 'm.zip', limits).catch((caught: unknown) => caught);
    expect(error).toMatchObject(refused('size-mismatch'));
    const inflated = (error as { details: { inflatedBytes: number } }).details.inflatedBytes;
    // One zlib chunk (64 KB at most) past the declared 1,000 bytes, not 512 MB.
    expect(inflated).toBeGreaterThan(1000);
    expect(inflated).toBeLessThanOrEqual(1000 + 64 * 1024);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await peakGrowth(() => readUpload(zip, 'm.zip', limits))).toBeLessThan(48 * 2 ** 20);
  });

  it('a bomb that declares its size is refused before a byte is inflated', async () => {
    const honest = makeZip([{ name: 'scene.gltf', deflated: bomb, declaredSize: BOMB_BYTES }]);
    await expect(readUpload(honest, 'm.zip', limits)).rejects.toMatchObject({
      details: { reason: 'too-much-data', entry: 'scene.gltf' },
    });
    // Under the total but at a ratio no model has (~1000:1).
    const smaller = await deflatedZeros(64 * 2 ** 20);
    const ratio = makeZip([{ name: 'scene.gltf', deflated: smaller, declaredSize: 64 * 2 ** 20 }]);
    await expect(readUpload(ratio, 'm.zip', limits)).rejects.toMatchObject(refused('compression-ratio'));
  });

  it('the total is counted as it inflates, across entries, and stops at the limit', async () => {
    // Each entry honest and small; together over a 3 MB budget set for the test.
    const part = await deflatedZeros(2 ** 20);
    const zip = makeZip([
      {
        name: 'scene.gltf',
        data: new TextEncoder().encode(
          '{"asset":{"version":"2.0"},"buffers":[{"uri":"a.bin","byteLength":1},{"uri":"b.bin","byteLength":1}]}',
        ),
      },
      { name: 'a.bin', deflated: part, declaredSize: 2 ** 20 },
      { name: 'b.bin', deflated: part, declaredSize: 2 ** 20 },
    ]);
    const tight = resolveIntakeLimits({ maxUncompressedBytes: 2 ** 20 + 2 ** 19, maxCompressionRatio: 10_000 });
    // The declared total already says no...
    await expect(readUpload(zip, 'm.zip', tight)).rejects.toMatchObject(refused('too-much-data'));
    // ...and when the directory understates it, the inflated bytes say no, within a chunk of the limit.
    const lying = makeZip([
      {
        name: 'scene.gltf',
        data: new TextEncoder().encode('{"asset":{"version":"2.0"},"buffers":[{"uri":"a.bin","byteLength":1}]}'),
      },
      { name: 'a.bin', deflated: bomb, declaredSize: 2 ** 20 },
    ]);
    const error = await readUpload(lying, 'm.zip', tight).catch((caught: unknown) => caught);
    expect(error).toMatchObject(refused('size-mismatch'));
    expect((error as { details: { inflatedBytes: number } }).details.inflatedBytes).toBeLessThanOrEqual(
      2 ** 20 + 64 * 1024,
    );
  });

  it('refuses entries that share their data (a few KB that would inflate to hundreds of MB)', async () => {
    const tenMegabytes = await deflatedZeros(10 * 2 ** 20);
    expect(tenMegabytes.byteLength).toBeLessThan(16 * 1024);
    const entries: ZipEntrySpec[] = [{ name: 'scene.gltf', deflated: tenMegabytes, declaredSize: 10 * 2 ** 20 }];
    for (let i = 1; i < 20; i += 1) entries.push({ name: `part-${i}.bin`, sameDataAs: 0 });
    const zip = makeZip(entries);
    expect(zip.byteLength).toBeLessThan(20 * 1024);
    await expect(readUpload(zip, 'm.zip', resolveIntakeLimits({ maxCompressionRatio: 10_000 }))).rejects.toMatchObject(
      refused('overlapping-entries'),
    );
  });
});
