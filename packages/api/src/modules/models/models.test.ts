import { and, eq, sql } from 'drizzle-orm';
import { categories, designOutputs, designs, files, listings, models, rateLimits, type Database } from '@rassam/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPublicChange } from '../../lib/public-changes';
import { createTestApp } from '../../test-utils';
import { seedMarketReference } from '../../seed';
import { expiryFor, fileVersion, signedFileUrl } from './links';
import { makeZip } from './intake/test-zip.fixtures';
import { createTestModelProcessor, tinyGlb, tinyUsdz } from './models.fixtures';
import { processNextModel } from './worker';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<TestApp['client']>;
let t: TestApp;
let db: Database;
let glb: Uint8Array;
const processor = createTestModelProcessor();
const SECRET = 'x'.repeat(40);

beforeAll(async () => {
  // A small quota and upload limit, so their edges are cheap to reach.
  t = await createTestApp({}, { MODEL_UPLOAD_MAX_MB: '1', MODEL_QUOTA_MB: '2' });
  db = t.handle.db;
  await seedMarketReference(db);
  glb = await tinyGlb(3);
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
async function account() {
  n += 1;
  await db.delete(rateLimits).where(sql`${rateLimits.key} like 'otp:%' or ${rateLimits.key} like 'auth:%'`);
  const client = await t.signUp(`0938${String(n).padStart(7, '0')}`);
  const me = await client.call('GET', '/api/me');
  return { client, id: me.json.data.id as string };
}

function form(bytes: Uint8Array, name = 'chair.glb', title?: string) {
  const body = new FormData();
  body.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  if (title !== undefined) body.append('title', title);
  return body;
}

/** Bytes that read as a GLB by their signature (the quota and the size limit look at nothing else). */
function fakeGlb(size: number) {
  const bytes = new Uint8Array(size);
  bytes.set([0x67, 0x6c, 0x54, 0x46, 2, 0, 0, 0]);
  return bytes;
}

async function upload(client: Client, bytes = glb, name = 'chair.glb', title?: string) {
  return client.call('POST', '/api/models', form(bytes, name, title));
}

/** A picture like the viewer's snapshot: a wide canvas, transparent around a coloured block. */
async function picture(format: 'png' | 'jpeg' | 'webp', width = 640, height = 360): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).composite(
    [
      {
        input: { create: { width: 200, height: 200, channels: 4, background: { r: 30, g: 90, b: 200, alpha: 1 } } },
        gravity: 'centre',
      },
    ],
  );
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

function posterForm(bytes: Uint8Array, name = 'view.webp', type = 'image/webp') {
  const body = new FormData();
  body.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return body;
}

/** Runs the model worker until nothing is due. */
async function work() {
  const lease = { owner: `test-${Math.random()}`, ms: 30_000 };
  while (await processNextModel(t.deps, processor, lease));
}

async function readyModel(client: Client, title?: string) {
  const res = await upload(client, glb, 'chair.glb', title);
  expect(res.status, res.text).toBe(201);
  await work();
  const got = await client.call('GET', `/api/models/${res.json.data.id}`);
  expect(got.json.data.status).toBe('ready');
  return got.json.data;
}

describe('POST /api/models', () => {
  it('takes a GLB, answers 201 processing, and the worker makes it ready with its files and statistics', async () => {
    const { client } = await account();
    const res = await upload(client, glb, 'My chair.glb');
    expect(res.status, res.text).toBe(201);
    expect(Object.keys(res.json.data).sort()).toEqual(['id', 'link', 'slug', 'status']);
    expect(res.json.data).toMatchObject({ status: 'processing', slug: expect.stringMatching(/^my-chair-/) });
    expect(res.json.data.link).toMatch(/^[A-Za-z0-9]{12}$/);

    const waiting = await client.call('GET', `/api/models/${res.json.data.id}`);
    expect(waiting.json.data).toMatchObject({
      status: 'processing',
      title: 'My chair',
      visibility: 'private',
      glbUrl: null,
      usdzUrl: null,
      posterUrl: null,
      stats: { triangles: null, bytes: null, originalBytes: glb.length },
      hotspots: [],
    });

    await work();
    const ready = await client.call('GET', `/api/models/${res.json.data.id}`);
    expect(ready.json.data).toMatchObject({
      status: 'ready',
      progress: 1,
      glbUrl: `/api/models/${res.json.data.id}/files/glb`,
      usdzUrl: `/api/models/${res.json.data.id}/files/usdz`,
      // Versioned: a replaced poster is a new address (PUT /poster).
      posterUrl: expect.stringMatching(new RegExp(`^/api/models/${res.json.data.id}/files/poster\\?v=[\\w-]{10}$`)),
      stats: { triangles: 3, materials: 1, originalBytes: glb.length },
      error: null,
      shared: null,
    });
    expect(ready.json.data.stats.bytes).toBeGreaterThan(0);

    const file = await client.call('GET', ready.json.data.glbUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('model/gltf-binary');
    expect(file.text.startsWith('glTF')).toBe(true);
    // The gallery's lighter copy, stored beside it (the test processor makes one of a triangle).
    const gallery = await client.call('GET', `/api/models/${res.json.data.id}/files/gallery`);
    expect(gallery.status).toBe(200);
    expect(gallery.text.startsWith('glTF')).toBe(true);
    const [stored] = await db.select().from(models).where(eq(models.id, res.json.data.id));
    expect(stored!.stats?.gallery).toEqual({ triangles: 1, bytes: Number(gallery.headers.get('content-length')) });
    const ranged = await client.call('GET', ready.json.data.glbUrl, undefined, { range: 'bytes=0-3' });
    expect(ranged.status).toBe(206);
    expect(ranged.text).toBe('glTF');
    const usdz = await client.call('GET', ready.json.data.usdzUrl);
    expect(usdz.headers.get('content-type')).toBe('model/vnd.usdz+zip');
    const poster = await client.call('GET', ready.json.data.posterUrl);
    expect(poster.headers.get('content-type')).toBe('image/png');
    // Nobody else, with or without a session, reads the owner's file.
    expect((await t.client().call('GET', ready.json.data.glbUrl)).status).toBe(401);
    expect((await (await account()).client.call('GET', ready.json.data.glbUrl)).status).toBe(404);
  });

  it('tells a glTF zip and a USDZ by their content; a file the processor refuses fails with its reason', async () => {
    const { client } = await account();
    const zip = makeZip([
      { name: 'scene.gltf', data: new TextEncoder().encode('{"asset":{"version":"2.0"}}') },
      { name: 'scene.bin', data: new Uint8Array(8) },
    ]);
    const zipped = await upload(client, zip, 'scene.zip');
    expect(zipped.status, zipped.text).toBe(201);
    const usdz = await upload(client, tinyUsdz(), 'lamp.bin');
    expect(usdz.status).toBe(201);
    const formats = await db
      .select({ id: models.id, format: models.format })
      .from(models)
      .where(sql`${models.id} in (${zipped.json.data.id}, ${usdz.json.data.id})`);
    expect(Object.fromEntries(formats.map((r) => [r.id, r.format]))).toEqual({
      [zipped.json.data.id]: 'gltf-zip',
      [usdz.json.data.id]: 'usdz',
    });
    await work();
    const failed = await client.call('GET', `/api/models/${zipped.json.data.id}`);
    expect(failed.json.data).toMatchObject({
      status: 'failed',
      error: { code: 'FileFormatIsNotValid', reason: 'cannot read gltf-zip' },
      glbUrl: null,
    });
  });

  it('refuses what is not a model, and bodies of the wrong shape, with 4xx', async () => {
    const { client } = await account();
    const junk = await upload(client, new TextEncoder().encode('just some text, not a model'), 'x.glb');
    expect(junk.status).toBe(400);
    expect(junk.json.error.code).toBe('FileFormatIsNotValid');
    expect((await upload(client, new Uint8Array(0))).json.error.code).toBe('FileFormatIsNotValid');
    const noFile = new FormData();
    noFile.append('title', 'x');
    expect((await client.call('POST', '/api/models', noFile)).status).toBe(422);
    const asText = new FormData();
    asText.append('file', 'glTF');
    expect((await client.call('POST', '/api/models', asText)).status).toBe(400);
    expect((await client.call('POST', '/api/models', { file: 'x' })).status).toBeLessThan(500);
    const longTitle = await upload(client, glb, 'a.glb', 'x'.repeat(200));
    expect(longTitle.status).toBe(422);
    expect((await t.client().call('POST', '/api/models', form(glb))).status).toBe(401);
  });

  it('refuses an upload over MODEL_UPLOAD_MAX_MB with 413', async () => {
    const { client } = await account();
    const res = await upload(client, fakeGlb(1024 * 1024 + 10));
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('FileSizeValidationError');
    // A body far past the limit is refused before it is read.
    const huge = await upload(client, fakeGlb(3 * 1024 * 1024));
    expect(huge.status).toBe(413);
  });

  it('counts every model of the user against the quota; a delete gives the room back', async () => {
    const { client } = await account();
    const first = await upload(client, fakeGlb(900 * 1024));
    const second = await upload(client, fakeGlb(900 * 1024));
    expect([first.status, second.status]).toEqual([201, 201]);
    const third = await upload(client, fakeGlb(900 * 1024));
    expect(third.status).toBe(409);
    expect(third.json.error.code).toBe('StorageQuotaExceeded');
    expect(third.json.error.details).toMatchObject({ quotaBytes: 2 * 1024 * 1024, usedBytes: 1800 * 1024 });
    // Another user has a quota of their own.
    expect((await upload((await account()).client, fakeGlb(900 * 1024))).status).toBe(201);
    const list = await client.call('GET', '/api/models');
    expect(list.json.meta).toMatchObject({ total: 2, usedBytes: 1800 * 1024, quotaBytes: 2 * 1024 * 1024 });
    expect((await client.call('DELETE', `/api/models/${first.json.data.id}`)).status).toBe(200);
    expect((await upload(client, fakeGlb(900 * 1024))).status).toBe(201);
  });

  it('lets only one of two uploads at the quota’s edge in', async () => {
    const { client } = await account();
    expect((await upload(client, fakeGlb(700 * 1024))).status).toBe(201);
    const both = await Promise.all([upload(client, fakeGlb(700 * 1024)), upload(client, fakeGlb(700 * 1024))]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const list = await client.call('GET', '/api/models');
    expect(list.json.meta.total).toBe(2);
    expect(list.json.meta.usedBytes).toBe(1400 * 1024);
    // Nothing of the refused one is left behind.
    const [counted] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(files)
      .where(and(eq(files.userId, (await client.call('GET', '/api/me')).json.data.id), eq(files.kind, 'model3d')));
    expect(counted?.count).toBe(2);
  });

  it('answers a replay with the same Idempotency-Key with the first model', async () => {
    const { client } = await account();
    const headers = { 'idempotency-key': 'upload-once-1' };
    const a = await client.call('POST', '/api/models', form(glb), headers);
    const b = await client.call('POST', '/api/models', form(glb), headers);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.json.data.id).toBe(a.json.data.id);
    expect((await client.call('GET', '/api/models')).json.meta.total).toBe(1);
  });
});

describe('GET /api/models', () => {
  it('lists the owner’s models newest first, with pages in any digits', async () => {
    const { client } = await account();
    const ids: string[] = [];
    for (const title of ['one', 'two', 'three']) ids.push((await upload(client, glb, 'a.glb', title)).json.data.id);
    await upload((await account()).client);
    const all = await client.call('GET', '/api/models');
    expect(all.json.data.map((m: { id: string }) => m.id)).toEqual([...ids].reverse());
    const second = await client.call('GET', '/api/models?page=۲&pageSize=٢');
    expect(second.status).toBe(200);
    expect(second.json.meta).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(second.json.data.map((m: { title: string }) => m.title)).toEqual(['one']);
    for (const bad of ['page=0', 'page=abc', 'page=1.5', 'page=-1', 'pageSize=51', 'page=9999999']) {
      const res = await client.call('GET', `/api/models?${bad}`);
      expect(res.status, bad).toBe(422);
    }
    expect((await t.client().call('GET', '/api/models')).status).toBe(401);
  });

  it('finds by title words in either language and either keyboard, and filters by status and visibility', async () => {
    const { client } = await account();
    const chair = (await upload(client, glb, 'a.glb', 'صندلی کهنه')).json.data.id;
    const lamp = (await upload(client, glb, 'b.glb', 'Desk lamp')).json.data.id;
    await client.call('PATCH', `/api/models/${lamp}`, { visibility: 'public' });
    const ids = async (query: string) =>
      (await client.call('GET', `/api/models?${query}`)).json.data.map((m: { id: string }) => m.id);
    // Typed with the Arabic keyboard's ي and ك, a Persian title is still found.
    expect(await ids(`q=${encodeURIComponent('كهنه')}`)).toEqual([chair]);
    expect(await ids('q=LAMP')).toEqual([lamp]);
    expect(await ids(`q=${encodeURIComponent('100%')}`)).toEqual([]);
    expect(await ids('visibility=public')).toEqual([lamp]);
    expect(await ids('status=failed')).toEqual([]);
    expect((await ids('status=processing')).sort()).toEqual([chair, lamp].sort());
    for (const bad of ['status=done', 'visibility=secret', `q=${'x'.repeat(121)}`]) {
      expect((await client.call('GET', `/api/models?${bad}`)).status, bad).toBe(422);
    }
  });
});

describe('another user’s model and invalid ids', () => {
  it('answers 404 ModelNotFound on every route for another user’s id, and 422 for an invalid one', async () => {
    const owner = await account();
    const model = await readyModel(owner.client);
    const { client: other } = await account();
    const id = model.id;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/models/${id}`],
      ['PATCH', `/api/models/${id}`, { title: 'mine now' }],
      ['DELETE', `/api/models/${id}`],
      ['GET', `/api/models/${id}/events`],
      ['GET', `/api/models/${id}/files/glb`],
      ['POST', `/api/models/${id}/market`, { listingId: crypto.randomUUID() }],
      ['DELETE', `/api/models/${id}/market/${crypto.randomUUID()}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await other.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json.error.code, `${method} ${path}`).toBe('ModelNotFound');
      const unknown = await other.call(method, path.replace(id, crypto.randomUUID()), body);
      expect(unknown.json.error.code).toBe('ModelNotFound');
      const invalid = await other.call(method, path.replace(id, 'not-a-uuid'), body);
      expect(invalid.status, `${method} ${path} invalid`).toBe(422);
      expect(invalid.json.error.code).toBe('ModelIdIsNotValid');
    }
    // Untouched.
    const mine = await owner.client.call('GET', `/api/models/${id}`);
    expect(mine.json.data.title).toBe(model.title);
  });
});

describe('PATCH /api/models/{id}', () => {
  it('changes texts, visibility, AR and viewer settings and hotspots; {} changes nothing', async () => {
    const { client } = await account();
    const model = await readyModel(client);
    const res = await client.call('PATCH', `/api/models/${model.id}`, {
      title: 'صندلی چوبی',
      titleEn: 'Wooden chair',
      description: 'یک صندلی',
      visibility: 'unlisted',
      ar: { placement: 'wall', scaling: 'real', size: { width: 0.5, height: 0.9, depth: 0.5 } },
      viewer: { exposure: 1.4, cameraOrbit: '0deg 75deg 105%', autoRotate: false },
      hotspots: [{ position: [0, 1, 0], normal: [0, 0, 1], text: { fa: 'پشتی', en: 'Back' } }],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({
      title: 'صندلی چوبی',
      titleEn: 'Wooden chair',
      visibility: 'unlisted',
      slug: expect.stringMatching(/^صندلی-چوبی-/),
      ar: { placement: 'wall', scaling: 'real', size: { width: 0.5, height: 0.9, depth: 0.5 }, scale: 1 },
      viewer: { environment: 'neutral', exposure: 1.4, cameraOrbit: '0deg 75deg 105%', autoRotate: false },
      hotspots: [{ id: expect.any(String), position: [0, 1, 0], normal: [0, 0, 1], text: { fa: 'پشتی', en: 'Back' } }],
    });
    expect(res.json.data.shared.glbUrl).toMatch(/^\/api\/public\/models\/\w+\/files\/glb\?exp=\d+&sig=/);
    const same = await client.call('PATCH', `/api/models/${model.id}`, {});
    expect(same.status).toBe(200);
    expect(same.json.data.hotspots).toEqual(res.json.data.hotspots);

    const bad: unknown[] = [
      { unknown: 1 },
      { visibility: 'secret' },
      { title: '' },
      { title: 5 },
      { viewer: { cameraOrbit: 'url(javascript:1)' } },
      { viewer: { exposure: 99 } },
      { ar: { placement: 'ceiling', scaling: 'real' } },
      { hotspots: [{ position: [0, 0], normal: [0, 0, 1], text: { fa: 'x' } }] },
      { hotspots: [{ position: [0, 0, 0], normal: [0, 0, 1], text: { fa: '' } }] },
      { hotspots: Array.from({ length: 51 }, () => ({ position: [0, 0, 0], normal: [0, 0, 1], text: { fa: 'x' } })) },
      {
        hotspots: [
          { id: 'a', position: [0, 0, 0], normal: [0, 0, 1], text: { fa: 'x' } },
          { id: 'a', position: [1, 0, 0], normal: [0, 0, 1], text: { fa: 'y' } },
        ],
      },
      { title: 'a\u0000b' },
    ];
    for (const body of bad) {
      const refused = await client.call('PATCH', `/api/models/${model.id}`, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
    }
    expect((await client.call('PATCH', `/api/models/${model.id}`, 'not json')).status).toBe(400);
  });
});

describe('PUT /api/models/{id}/poster', () => {
  const put = (client: Client, id: string, body: FormData | string) =>
    client.call('PUT', `/api/models/${id}/poster`, body);

  /** The model's poster and thumbnail rows, and every image file of the user's in the table. */
  async function posterFiles(userId: string, modelId: string) {
    const [row] = await db.select().from(models).where(eq(models.id, modelId));
    const images = await db
      .select()
      .from(files)
      .where(and(eq(files.userId, userId), eq(files.kind, 'image')));
    return { row: row!, images };
  }

  it('makes the picture a 1024 px WebP poster with a new address, and leaves exactly one poster file', async () => {
    const { client, id: userId } = await account();
    const model = await readyModel(client);
    const before = await posterFiles(userId, model.id);
    const oldKeys = before.images.map((file) => file.storageKey);
    expect(oldKeys).toHaveLength(2);
    let announced = 0;
    const stop = onPublicChange(() => {
      announced += 1;
    });
    try {
      // A PNG under a Persian name, declared as something else: its bytes decide.
      const res = await put(client, model.id, posterForm(await picture('png'), 'نمای مدل.png', 'text/plain'));
      expect(res.status, res.text).toBe(200);
      expect(res.json.data.posterUrl).toMatch(new RegExp(`^/api/models/${model.id}/files/poster\\?v=[\\w-]{10}$`));
      expect(res.json.data.posterUrl).not.toBe(model.posterUrl);
      expect(res.json.data.thumbnailUrl).not.toBe(model.thumbnailUrl);
      // A private model's page is nobody else's: nothing public to drop.
      expect(announced).toBe(0);

      const got = await client.call('GET', res.json.data.posterUrl);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/webp');
      const bytes = new Uint8Array(
        await (
          await t.app.request(res.json.data.posterUrl, {
            headers: { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
          })
        ).arrayBuffer(),
      );
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1024, 1024]);
      // Laid over white as the pipeline's posters are: a corner of the transparent canvas is white.
      const { data } = await sharp(bytes)
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([...data.subarray(0, 3)].every((c) => c > 245)).toBe(true);
      // The middle square of the wide view: the block in its centre fills the middle of the poster.
      const middle = await sharp(bytes).extract({ left: 512, top: 512, width: 1, height: 1 }).raw().toBuffer();
      expect(middle[2]! > 150 && middle[0]! < 80).toBe(true);
      const thumbnail = await client.call('GET', res.json.data.thumbnailUrl);
      expect(thumbnail.headers.get('content-type')).toBe('image/webp');

      // Again, with a JPEG and then a WebP: each a new address; one poster and one thumbnail remain.
      const again = await put(client, model.id, posterForm(await picture('jpeg'), 'view.jpg', 'image/jpeg'));
      expect(again.status, again.text).toBe(200);
      const third = await put(client, model.id, posterForm(await picture('webp', 300, 900)));
      expect(third.status, third.text).toBe(200);
      expect(
        new Set([model.posterUrl, res.json.data.posterUrl, again.json.data.posterUrl, third.json.data.posterUrl]).size,
      ).toBe(4);
      const after = await posterFiles(userId, model.id);
      expect(after.images.map((file) => file.id).sort()).toEqual(
        [after.row.posterFileId, after.row.thumbnailFileId].sort(),
      );
      expect(third.json.data.posterUrl).toBe(
        `/api/models/${model.id}/files/poster?v=${fileVersion(after.row.posterFileId!)}`,
      );
      for (const key of oldKeys) expect(await t.deps.storage.stat(key), key).toBeNull();
      // The model's bytes still add up to its files (the quota counts them).
      const own = await db.select({ size: files.size }).from(files).where(eq(files.userId, userId));
      expect(after.row.bytes).toBe(own.reduce((sum, file) => sum + file.size, 0));
      // The old address still answers (any version is the current file) but is no longer given out.
      expect((await client.call('GET', model.posterUrl)).status).toBe(200);
    } finally {
      stop();
    }
  });

  it('gives public and unlisted pages, signed links and oEmbed the new poster, and drops the kept pages', async () => {
    const { client } = await account();
    const model = await readyModel(client, 'Clock');
    await client.call('PATCH', `/api/models/${model.id}`, { visibility: 'unlisted' });
    const visitor = t.client();
    const before = (await visitor.call('GET', `/api/public/models/${model.link}`)).json.data;
    const embed = encodeURIComponent(`${t.deps.env.siteOrigin}/embed/model/${model.link}`);
    const oembedBefore = (await visitor.call('GET', `/api/oembed?url=${embed}`)).json;
    let announced = 0;
    const stop = onPublicChange(() => {
      announced += 1;
    });
    try {
      expect((await put(client, model.id, posterForm(await picture('webp')))).status).toBe(200);
    } finally {
      stop();
    }
    expect(announced).toBe(1);
    const after = (await visitor.call('GET', `/api/public/models/${model.link}`)).json.data;
    expect(after.posterUrl).toMatch(/\?exp=\d+&sig=[\w-]+&v=[\w-]{10}$/);
    expect(after.posterUrl).not.toBe(before.posterUrl);
    expect(after.thumbnailUrl).not.toBe(before.thumbnailUrl);
    const signed = await visitor.call('GET', after.posterUrl);
    expect([signed.status, signed.headers.get('content-type')]).toEqual([200, 'image/webp']);
    const oembed = (await visitor.call('GET', `/api/oembed?url=${embed}`)).json;
    expect(oembed.thumbnail_url).not.toBe(oembedBefore.thumbnail_url);
    expect([oembed.thumbnail_width, oembed.thumbnail_height]).toEqual([384, 384]);

    await client.call('PATCH', `/api/models/${model.id}`, { visibility: 'public' });
    const open = (await visitor.call('GET', `/api/public/models/${model.link}`)).json.data;
    expect(open.posterUrl).toMatch(new RegExp(`^/api/public/models/${model.link}/files/poster\\?v=[\\w-]{10}$`));
    expect((await visitor.call('GET', open.posterUrl)).headers.get('content-type')).toBe('image/webp');
  });

  it('refuses what is not a PNG, JPEG or WebP by its content, whatever its name, with FileFormatIsNotValid', async () => {
    const { client, id: userId } = await account();
    const model = await readyModel(client);
    const png = await picture('png');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .gif()
      .toBuffer();
    const refused: [string, Uint8Array, string, string][] = [
      ['a GIF renamed .png', new Uint8Array(gif), 'view.png', 'image/png'],
      ['a GLB renamed .png', glb, 'پوستر.png', 'image/png'],
      ['a text file', new TextEncoder().encode('this is not a picture at all'), 'note.txt', 'text/plain'],
      [
        'an SVG',
        new TextEncoder().encode(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
        'view.svg',
        'image/svg+xml',
      ],
      ['a truncated PNG', png.subarray(0, Math.floor(png.length / 2)), 'view.png', 'image/png'],
      [
        'a PNG signature over junk',
        new Uint8Array([...png.subarray(0, 16), ...new Uint8Array(400).fill(7)]),
        'v.png',
        'image/png',
      ],
      ['an empty file', new Uint8Array(0), 'view.png', 'image/png'],
    ];
    for (const [label, bytes, name, type] of refused) {
      const res = await put(client, model.id, posterForm(bytes, name, type));
      expect([res.status, res.json.error?.code, Object.keys(res.json.error?.fields ?? {})], label).toEqual([
        400,
        'FileFormatIsNotValid',
        ['file'],
      ]);
    }
    // No form, text in place of the file, JSON: refused too.
    expect((await put(client, model.id, '{"file":"x"}')).status).toBeGreaterThanOrEqual(400);
    const text = new FormData();
    text.append('file', 'not a file');
    expect((await put(client, model.id, text)).json.error.code).toBe('FileFormatIsNotValid');
    // Nothing changed: the pipeline's poster and thumbnail are the only pictures.
    const after = (await client.call('GET', `/api/models/${model.id}`)).json.data;
    expect(after.posterUrl).toBe(model.posterUrl);
    const images = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.userId, userId), eq(files.kind, 'image')));
    expect(images).toHaveLength(2);
  });

  it('refuses a picture over 5 MB with 413, in the handler and before reading a larger body', async () => {
    const { client } = await account();
    const model = await readyModel(client);
    const png = await picture('png');
    for (const size of [5 * 1024 * 1024 + 1, 7 * 1024 * 1024]) {
      const big = new Uint8Array(size);
      big.set(png);
      const res = await put(client, model.id, posterForm(big, 'big.png', 'image/png'));
      expect([res.status, res.json.error?.code], String(size)).toEqual([413, 'FileSizeValidationError']);
    }
  });

  it('is the owner’s only: another user’s model is ModelNotFound; one not ready is refused', async () => {
    const owner = await account();
    const model = await readyModel(owner.client);
    const webp = await picture('webp');
    const other = await account();
    const stolen = await put(other.client, model.id, posterForm(webp));
    expect([stolen.status, stolen.json.error.code]).toEqual([404, 'ModelNotFound']);
    expect((await put(other.client, crypto.randomUUID(), posterForm(webp))).json.error.code).toBe('ModelNotFound');
    expect((await put(other.client, 'not-an-id', posterForm(webp))).status).toBe(422);
    expect((await put(t.client(), model.id, posterForm(webp))).status).toBe(401);
    expect((await owner.client.call('GET', `/api/models/${model.id}`)).json.data.posterUrl).toBe(model.posterUrl);

    // Still being prepared: wait (the worker writes its own poster); failed: it has no files at all.
    const waiting = await upload(owner.client);
    const early = await put(owner.client, waiting.json.data.id, posterForm(webp));
    expect([early.status, early.json.error.code]).toEqual([409, 'DesigningIsInProcess']);
    await db
      .update(models)
      .set({ status: 'failed', errorCode: 'FileFormatIsNotValid' })
      .where(eq(models.id, waiting.json.data.id));
    const failed = await put(owner.client, waiting.json.data.id, posterForm(webp));
    expect([failed.status, failed.json.error.code]).toEqual([404, 'FileNotFound']);
  });
});

describe('public links and signed files', () => {
  it('serves unlisted models by link with signed file addresses, public ones plainly, private ones to nobody else', async () => {
    const owner = await account();
    const model = await readyModel(owner.client, 'Lamp');
    const visitor = t.client();
    const url = `/api/public/models/${model.link}`;

    // Private: 404 to everyone but the owner, who gets the session's addresses.
    expect((await visitor.call('GET', url)).status).toBe(404);
    expect((await (await account()).client.call('GET', url)).json.error.code).toBe('ModelNotFound');
    const own = await owner.client.call('GET', url);
    expect(own.status).toBe(200);
    expect(own.json.data.glbUrl).toBe(`/api/models/${model.id}/files/glb`);
    // A signature made for a private model's file opens nothing.
    const forged = signedFileUrl(SECRET, model.link, 'glb', expiryFor(30));
    expect((await visitor.call('GET', forged)).status).toBe(404);

    await owner.client.call('PATCH', `/api/models/${model.id}`, { visibility: 'unlisted' });
    const unlisted = await visitor.call('GET', url);
    expect(unlisted.status).toBe(200);
    expect(unlisted.json.data).toMatchObject({ title: 'Lamp', visibility: 'unlisted', author: { name: 'Test User' } });
    expect(unlisted.json.data.expiresAt).toBeTruthy();
    const signed = unlisted.json.data.glbUrl as string;
    expect(signed).toMatch(/\?exp=\d+&sig=[\w-]+$/);
    const fetched = await visitor.call('GET', signed);
    expect(fetched.status).toBe(200);
    expect(fetched.text.startsWith('glTF')).toBe(true);
    expect(fetched.headers.get('cache-control')).toBe('private, max-age=300');
    expect((await visitor.call('GET', signed, undefined, { range: 'bytes=0-3' })).status).toBe(206);
    // Unsigned, tampered, for another file, expired, or too far ahead: not found.
    expect((await visitor.call('GET', `/api/public/models/${model.link}/files/glb`)).status).toBe(404);
    // Flip the signature's first character to a different one (a fixed 'A' would match one signature in 64).
    const tampered = signed.replace(/sig=(.)/, (_match, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
    expect((await visitor.call('GET', tampered)).status).toBe(404);
    expect((await visitor.call('GET', signed.replace('/files/glb', '/files/usdz'))).status).toBe(404);
    const past = Math.floor(Date.now() / 1000) - 10;
    expect((await visitor.call('GET', signedFileUrl(SECRET, model.link, 'glb', past))).status).toBe(404);
    const far = Math.floor(Date.now() / 1000) + 30 * 24 * 3600;
    expect((await visitor.call('GET', signedFileUrl(SECRET, model.link, 'glb', far))).status).toBe(404);
    expect((await visitor.call('GET', `${signed}&exp=abc`)).status).toBe(422);
    expect((await visitor.call('GET', signed.replace(/exp=\d+/, 'exp=abc'))).status).toBe(404);

    await owner.client.call('PATCH', `/api/models/${model.id}`, { visibility: 'public' });
    const open = await visitor.call('GET', url);
    expect(open.json.data.glbUrl).toBe(`/api/public/models/${model.link}/files/glb`);
    expect(open.json.data.expiresAt).toBeNull();
    const plain = await visitor.call('GET', open.json.data.glbUrl);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=300');

    // Private again: the old addresses stop working at once.
    await owner.client.call('PATCH', `/api/models/${model.id}`, { visibility: 'private' });
    expect((await visitor.call('GET', open.json.data.glbUrl)).status).toBe(404);
    expect((await visitor.call('GET', signed)).status).toBe(404);
    expect((await visitor.call('GET', url)).status).toBe(404);
  });

  it('answers 404 for links that are no model’s, and never a 5xx for odd ones', async () => {
    const visitor = t.client();
    for (const link of ['abcdefghijkm', 'x', '..%2F..', '%00', 'a'.repeat(150)]) {
      const res = await visitor.call('GET', `/api/public/models/${link}`);
      expect(res.status, link).toBeGreaterThanOrEqual(400);
      expect(res.status, link).toBeLessThan(500);
      const file = await visitor.call('GET', `/api/public/models/${link}/files/glb?exp=1&sig=x`);
      expect(file.status, link).toBeLessThan(500);
    }
    expect((await visitor.call('GET', '/api/public/models/abcdefghijkm/files/model')).status).toBe(422);
  });
});

describe('GET /api/oembed', () => {
  it('gives a rich iframe for embed addresses of unlisted and public models, sized by maxwidth and maxheight', async () => {
    const owner = await account();
    const model = await readyModel(owner.client, 'Vase');
    const site = t.deps.env.siteOrigin;
    const embed = encodeURIComponent(`${site}/embed/model/${model.link}`);
    const visitor = t.client();
    expect((await visitor.call('GET', `/api/oembed?url=${embed}&format=json`)).status).toBe(404);
    await owner.client.call('PATCH', `/api/models/${model.id}`, { visibility: 'unlisted', titleEn: 'Vase EN' });

    const res = await visitor.call('GET', `/api/oembed?url=${embed}&format=json`);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      version: '1.0',
      type: 'rich',
      width: 640,
      height: 480,
      title: 'Vase',
      author_name: 'Test User',
      provider_name: 'رسام',
      thumbnail_url: expect.stringContaining(`${site}/api/public/models/${model.link}/files/thumbnail?exp=`),
    });
    expect(res.json.html).toContain(`<iframe src="${site}/embed/model/${model.link}" width="640" height="480"`);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');

    const small = await visitor.call('GET', `/api/oembed?url=${embed}&maxwidth=۳۲۰`);
    expect(small.json).toMatchObject({ width: 320, height: 240 });
    const short = await visitor.call('GET', `/api/oembed?url=${embed}&maxheight=150`);
    expect(short.json).toMatchObject({ width: 200, height: 150 });
    const english = encodeURIComponent(`${site}/en/embed/model/${model.link}`);
    const en = await visitor.call('GET', `/api/oembed?url=${english}`);
    expect(en.json).toMatchObject({ title: 'Vase EN', provider_name: 'Rassam' });

    expect((await visitor.call('GET', `/api/oembed?url=${embed}&format=xml`)).status).toBe(422);
    expect((await visitor.call('GET', `/api/oembed?url=${embed}&maxwidth=abc`)).status).toBe(422);
    const elsewhere = encodeURIComponent(`https://evil.example/embed/model/${model.link}`);
    expect((await visitor.call('GET', `/api/oembed?url=${elsewhere}`)).status).toBe(404);
    expect((await visitor.call('GET', '/api/oembed?url=not%20a%20url')).status).toBe(404);
    expect((await visitor.call('GET', `/api/oembed?url=${encodeURIComponent(`${site}/about`)}`)).status).toBe(404);
    expect((await visitor.call('GET', '/api/oembed')).status).toBe(422);
  });
});

describe('POST /api/models/from-design', () => {
  async function design(userId: string, tool: string, status: 'completed' | 'queued' | 'deleted', withGlb = true) {
    const [row] = await db
      .insert(designs)
      .values({ userId, tool, status, input: { prompt: 'a small boat' }, cost: 0, seed: 1 })
      .returning();
    if (withGlb) {
      const key = `media/${userId}/${crypto.randomUUID()}.glb`;
      await t.deps.storage.put(key, glb, 'model/gltf-binary');
      const [file] = await db
        .insert(files)
        .values({
          userId,
          purpose: 'output',
          kind: 'model3d',
          mime: 'model/gltf-binary',
          size: glb.length,
          storageKey: key,
          sha256: 'x',
        })
        .returning();
      await db.insert(designOutputs).values({ designId: row!.id, position: 0, fileId: file!.id });
    }
    return row!.id;
  }

  it('saves a finished 3D design’s GLB as a model, once', async () => {
    const { client, id: userId } = await account();
    const designId = await design(userId, 'text-to-3d', 'completed');
    const res = await client.call('POST', '/api/models/from-design', { designId });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject({ status: 'processing', slug: expect.stringMatching(/^a-small-boat-/) });
    const again = await client.call('POST', '/api/models/from-design', { designId });
    expect(again.status).toBe(201);
    expect(again.json.data.id).toBe(res.json.data.id);
    await work();
    const got = await client.call('GET', `/api/models/${res.json.data.id}`);
    expect(got.json.data).toMatchObject({ status: 'ready', source: 'design', sourceDesignId: designId });
  });

  it('refuses other users’ designs, unfinished ones, other tools and designs without a GLB', async () => {
    const { client, id: userId } = await account();
    const other = await account();
    const cases: [string, number, string][] = [
      [await design(other.id, 'image-to-3d', 'completed'), 404, 'DesigningNotFound'],
      [await design(userId, 'image-to-3d', 'deleted'), 404, 'DesigningNotFound'],
      [await design(userId, 'video-to-3d', 'queued'), 409, 'DesigningNotComplete'],
      [await design(userId, 'upscale', 'completed'), 400, 'FileFormatIsNotValid'],
      [await design(userId, 'image-to-3d', 'completed', false), 400, 'FileFormatIsNotValid'],
      [crypto.randomUUID(), 404, 'DesigningNotFound'],
    ];
    for (const [designId, status, code] of cases) {
      const res = await client.call('POST', '/api/models/from-design', { designId });
      expect([res.status, res.json.error?.code]).toEqual([status, code]);
    }
    for (const body of [{}, { designId: 'nope' }, { designId: 5 }, { designId: crypto.randomUUID(), extra: 1 }]) {
      expect((await client.call('POST', '/api/models/from-design', body)).status).toBe(422);
    }
    expect((await client.call('GET', '/api/models')).json.meta.total).toBe(0);
  });
});

describe('POST /api/models/{id}/market', () => {
  async function shopWithListing(client: Client) {
    n += 1;
    const shop = await client.call('POST', '/api/shops/me', {
      name: `غرفه ${n}`,
      nameEn: `Booth ${n}`,
      link: `booth-${n}`,
    });
    expect(shop.status, shop.text).toBe(201);
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.kind, 'item'))
      .limit(1);
    const [listing] = await db
      .insert(listings)
      .values({
        shopId: shop.json.data.id,
        kind: 'item',
        categoryId: category!.id,
        slug: `chair-${n}`,
        titleFa: 'صندلی',
        status: 'active',
        activatedAt: new Date(),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    return { shopLink: shop.json.data.link as string, listing: listing! };
  }

  it('shows a ready model on a listing of the owner’s shop, in the public listing answers', async () => {
    const owner = await account();
    const model = await readyModel(owner.client);
    const noShop = await owner.client.call('POST', `/api/models/${model.id}/market`, {
      listingId: crypto.randomUUID(),
    });
    expect(noShop.json.error.code).toBe('ShopNotFound');
    const { shopLink, listing } = await shopWithListing(owner.client);

    const res = await owner.client.call('POST', `/api/models/${model.id}/market`, { listingId: listing.id });
    expect(res.status, res.text).toBe(200);
    const expected = {
      link: model.link,
      glbUrl: `/api/public/models/${model.link}/files/glb`,
      usdzUrl: `/api/public/models/${model.link}/files/usdz`,
      galleryUrl: `/api/public/models/${model.link}/files/gallery`,
      posterUrl: expect.stringMatching(new RegExp(`^/api/public/models/${model.link}/files/poster\\?v=[\\w-]{10}$`)),
    };
    expect(res.json.data).toMatchObject({ listingId: listing.id, modelId: model.id, model: expected });
    // Again: no change.
    expect((await owner.client.call('POST', `/api/models/${model.id}/market`, { listingId: listing.id })).status).toBe(
      200,
    );

    const visitor = t.client();
    const detail = await visitor.call('GET', `/api/market/shops/${shopLink}/listings/${listing.slug}`);
    expect(detail.status, detail.text).toBe(200);
    expect(detail.json.data.listing.model).toEqual(expected);
    const shopPage = await visitor.call('GET', `/api/market/shops/${shopLink}`);
    expect(shopPage.json.data.listings[0].model).toEqual(expected);
    const search = await visitor.call('GET', `/api/market/listings?shop=${shopLink}`);
    expect(search.json.data[0].model).toEqual(expected);
    // The model is private, but the public listing makes its files readable without a cookie.
    expect((await visitor.call('GET', expected.glbUrl)).status).toBe(200);
    // A new poster: the listing's kept answers are dropped and carry its new address.
    const first = detail.json.data.listing.model.posterUrl as string;
    expect(
      (await owner.client.call('PUT', `/api/models/${model.id}/poster`, posterForm(await picture('png')))).status,
    ).toBe(200);
    const renewed = await visitor.call('GET', `/api/market/shops/${shopLink}/listings/${listing.slug}`);
    expect(renewed.json.data.listing.model.posterUrl).not.toBe(first);
    const shown = await visitor.call('GET', renewed.json.data.listing.model.posterUrl);
    expect([shown.status, shown.headers.get('content-type')]).toEqual([200, 'image/webp']);
    // A listing with no model says null.
    const bare = await shopWithListing((await account()).client);
    const bareDetail = await visitor.call('GET', `/api/market/shops/${bare.shopLink}/listings/${bare.listing.slug}`);
    expect(bareDetail.json.data.listing.model).toBeNull();

    // Off the listing: gone from the answers and the files private again.
    const off = await owner.client.call('DELETE', `/api/models/${model.id}/market/${listing.id}`);
    expect(off.status).toBe(200);
    const after = await visitor.call('GET', `/api/market/shops/${shopLink}/listings/${listing.slug}`);
    expect(after.json.data.listing.model).toBeNull();
    expect((await visitor.call('GET', expected.glbUrl)).status).toBe(404);
    expect((await owner.client.call('DELETE', `/api/models/${model.id}/market/${listing.id}`)).status).toBe(404);
  });

  it('answers CannotAddToMarket for a model not ready and for a listing not of the user’s shop', async () => {
    const owner = await account();
    const { listing } = await shopWithListing(owner.client);
    const waiting = await upload(owner.client);
    const notReady = await owner.client.call('POST', `/api/models/${waiting.json.data.id}/market`, {
      listingId: listing.id,
    });
    expect([notReady.status, notReady.json.error.code]).toEqual([409, 'CannotAddToMarket']);
    await work();
    const other = await account();
    const theirs = await shopWithListing(other.client);
    for (const listingId of [theirs.listing.id, crypto.randomUUID()]) {
      const res = await owner.client.call('POST', `/api/models/${waiting.json.data.id}/market`, { listingId });
      expect([res.status, res.json.error.code]).toEqual([409, 'CannotAddToMarket']);
    }
    const [untouched] = await db.select().from(listings).where(eq(listings.id, theirs.listing.id));
    expect(untouched!.model3dId).toBeNull();
    for (const body of [{}, { listingId: 'x' }, { listingId: null }]) {
      expect((await owner.client.call('POST', `/api/models/${waiting.json.data.id}/market`, body)).status).toBe(422);
    }
    // Deleting the model takes it off its listings.
    await owner.client.call('POST', `/api/models/${waiting.json.data.id}/market`, { listingId: listing.id });
    await owner.client.call('DELETE', `/api/models/${waiting.json.data.id}`);
    const [cleared] = await db.select().from(listings).where(eq(listings.id, listing.id));
    expect(cleared!.model3dId).toBeNull();
  });
});

describe('DELETE /api/models/{id} and events', () => {
  it('deletes the model and its files; a replay is 404', async () => {
    const { client } = await account();
    const model = await readyModel(client);
    const keys = await db
      .select({ key: files.storageKey })
      .from(files)
      .where(eq(files.userId, (await client.call('GET', '/api/me')).json.data.id));
    // The original, the GLB, the gallery's copy, the USDZ, the poster and its thumbnail.
    expect(keys.length).toBe(6);
    expect((await client.call('DELETE', `/api/models/${model.id}`)).status).toBe(200);
    expect((await client.call('DELETE', `/api/models/${model.id}`)).json.error.code).toBe('ModelNotFound');
    for (const { key } of keys) expect(await t.deps.storage.stat(key)).toBeNull();
    expect((await client.call('GET', '/api/models')).json.meta.usedBytes).toBe(0);
  });

  it('streams the state of a settled model and ends', async () => {
    const { client } = await account();
    const model = await readyModel(client);
    const res = await client.call('GET', `/api/models/${model.id}/events`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.text).toContain('event: model');
    expect(res.text).toContain('"status":"ready"');
  });
});

describe('the model worker', () => {
  it('retries a processor’s trouble and fails the model once its attempts are spent', async () => {
    const { client } = await account();
    const res = await upload(client);
    const id = res.json.data.id as string;
    await db.update(models).set({ maxAttempts: 2 }).where(eq(models.id, id));
    const failing = createTestModelProcessor({ fail: () => true });
    const lease = { owner: 'w1', ms: 30_000 };
    expect(await processNextModel(t.deps, failing, lease)).toBe(true);
    let [row] = await db.select().from(models).where(eq(models.id, id));
    expect(row).toMatchObject({
      status: 'processing',
      attempts: 1,
      leaseOwner: null,
      errorCode: 'UploadOperationFailed',
    });
    await db
      .update(models)
      .set({ runAfter: new Date(Date.now() - 1000) })
      .where(eq(models.id, id));
    expect(await processNextModel(t.deps, failing, lease)).toBe(true);
    [row] = await db.select().from(models).where(eq(models.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 2, errorCode: 'UploadOperationFailed' });
    expect(await processNextModel(t.deps, failing, lease)).toBe(false);
    // Nothing it stored on the way is left.
    const outputs = await db
      .select()
      .from(files)
      .where(and(eq(files.userId, row!.userId), eq(files.purpose, 'output')));
    expect(outputs).toEqual([]);
  });

  it('lets another worker take over a model whose lease ran out, and the first one cannot settle it', async () => {
    const { client } = await account();
    const res = await upload(client);
    const id = res.json.data.id as string;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = createTestModelProcessor({ gate });
    const first = processNextModel(t.deps, slow, { owner: 'slow', ms: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The first worker "died": its lease is over, a second claims and finishes the model.
    await db
      .update(models)
      .set({ leaseExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(models.id, id));
    expect(await processNextModel(t.deps, processor, { owner: 'fast', ms: 60_000 })).toBe(true);
    release();
    await first;
    const [row] = await db.select().from(models).where(eq(models.id, id));
    expect(row).toMatchObject({ status: 'ready', attempts: 2 });
    const outputs = await db
      .select()
      .from(files)
      .where(and(eq(files.userId, row!.userId), eq(files.purpose, 'output')));
    // One set of outputs (GLB, the gallery's copy, USDZ, poster): the late worker's were discarded.
    expect(outputs).toHaveLength(4);
  });
});
