import { eq, sql } from 'drizzle-orm';
import { models, rateLimits, type Database } from '@rassam/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-utils';
import { addNextGalleryCopy } from './gallery-copies';
import { GALLERY_LIMITS } from './intake';
import { toGlb, uvSphere } from './intake/test-models.fixtures';
import { createTestModelProcessor, tinyGlb } from './models.fixtures';
import { createModelPipeline } from './pipeline';
import { processNextModel } from './worker';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let db: Database;

beforeAll(async () => {
  t = await createTestApp();
  db = t.handle.db;
});
afterAll(async () => {
  await t?.close();
});

/** A ready model as the worker made them before there were gallery copies: no copy, no `stats.gallery`. */
async function olderModel(client: ReturnType<TestApp['client']>, bytes: Uint8Array, name: string) {
  const body = new FormData();
  body.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  const res = await client.call('POST', '/api/models', body);
  expect(res.status, res.text).toBe(201);
  const processor = createTestModelProcessor({ galleryCopies: false });
  while (await processNextModel(t.deps, processor, { owner: 'test', ms: 30_000 }));
  const [made] = await db.select().from(models).where(eq(models.id, res.json.data.id));
  // Made now, it is marked as looked at: a copy, or null for none needed.
  expect(made).toMatchObject({
    status: 'ready',
    galleryFileId: null,
    stats: expect.objectContaining({ gallery: null }),
  });
  await db
    .update(models)
    .set({ stats: sql`${models.stats} - 'gallery'` })
    .where(eq(models.id, made!.id));
  return made!;
}

describe('gallery copies of models made before the pipeline made them', () => {
  it('are made oldest first when the worker is idle, a light model marked as needing none, then nothing is left', async () => {
    await db.delete(rateLimits);
    const client = await t.signUp('09381110001');
    // ~8k triangles, over the gallery's budget; then a model of three triangles.
    const heavy = await olderModel(client, await toGlb(await uvSphere(64, 64)), 'sphere.glb');
    const light = await olderModel(client, await tinyGlb(3), 'tiny.glb');

    // A processor that makes no copies leaves them as they are.
    expect(await addNextGalleryCopy(t.deps, createTestModelProcessor())).toBe(false);

    const pipeline = createModelPipeline();
    expect(await addNextGalleryCopy(t.deps, pipeline)).toBe(true);
    const [copied] = await db.select().from(models).where(eq(models.id, heavy.id));
    expect(copied!.galleryFileId).not.toBeNull();
    const gallery = copied!.stats!.gallery!;
    expect(gallery.triangles).toBeLessThanOrEqual(GALLERY_LIMITS.maxTriangles);
    expect(gallery.triangles).toBeGreaterThan(GALLERY_LIMITS.maxTriangles / 2);
    // Counted in the owner's quota, and served as the model's `gallery` file.
    expect(copied!.bytes).toBe(heavy.bytes + gallery.bytes);
    const file = await client.call('GET', `/api/models/${heavy.id}/files/gallery`);
    expect(file.status).toBe(200);
    expect(Number(file.headers.get('content-length'))).toBe(gallery.bytes);

    expect(await addNextGalleryCopy(t.deps, pipeline)).toBe(true);
    const [none] = await db.select().from(models).where(eq(models.id, light.id));
    expect(none).toMatchObject({
      galleryFileId: null,
      bytes: light.bytes,
      stats: expect.objectContaining({ gallery: null }),
    });
    expect((await client.call('GET', `/api/models/${light.id}/files/gallery`)).status).toBe(404);

    expect(await addNextGalleryCopy(t.deps, pipeline)).toBe(false);
  });
});
