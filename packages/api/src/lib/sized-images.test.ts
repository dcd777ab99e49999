import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { files } from '@rassam/db';
import { sizedKey, storedImageAt } from './sized-images';
import { createLocalStorage, type Storage } from './storage';

const dir = mkdtempSync(join(tmpdir(), 'rassam-sized-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The local storage, counting the puts of each key. */
function countingStorage() {
  const storage = createLocalStorage(dir);
  const puts = new Map<string, number>();
  const counted: Storage = {
    ...storage,
    async put(key, body, contentType) {
      puts.set(key, (puts.get(key) ?? 0) + 1);
      return storage.put(key, body, contentType);
    },
  };
  return { storage: counted, puts };
}

async function storedPicture(storage: Storage, name: string): Promise<typeof files.$inferSelect> {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
  const storageKey = `pictures/${name}.png`;
  await storage.put(storageKey, png, 'image/png');
  return {
    id: '0b6c2f8e-1d1a-4b7e-9c1f-2a4b6c8d0e1f',
    userId: '1c6c2f8e-1d1a-4b7e-9c1f-2a4b6c8d0e1f',
    purpose: 'thumbnail',
    kind: 'image',
    mime: 'image/png',
    size: png.length,
    width: 800,
    height: 600,
    durationMs: null,
    storageKey,
    sha256: '0'.repeat(64),
    createdAt: new Date(),
  };
}

describe('sized copies of stored images', () => {
  it('makes a copy once when several first asks come together, and again only once it is gone', async () => {
    const { storage, puts } = countingStorage();
    const file = await storedPicture(storage, 'together');
    const answer = storedImageAt(storage, file, 320);
    expect(answer).toMatchObject({ key: sizedKey(file.storageKey, 320), contentType: 'image/webp' });

    await Promise.all(Array.from({ length: 6 }, () => answer.makeIfMissing!()));
    expect(puts.get(answer.key)).toBe(1);
    const copy = await storage.get(answer.key);
    expect(await sharp(copy!.body).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });

    await storage.delete(answer.key);
    await storedImageAt(storage, file, 320).makeIfMissing!();
    expect(puts.get(answer.key)).toBe(2);
  });

  it('sends the original for a width it already fits, and for no width', async () => {
    const { storage } = countingStorage();
    const file = await storedPicture(storage, 'fits');
    expect(storedImageAt(storage, file, 960)).toEqual({ key: file.storageKey, contentType: 'image/png' });
    expect(storedImageAt(storage, file)).toEqual({ key: file.storageKey, contentType: 'image/png' });
  });
});
