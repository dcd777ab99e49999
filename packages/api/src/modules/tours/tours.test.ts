import { eq, sql } from 'drizzle-orm';
import { categories, listings, locations, rateLimits, tourScenes, tours, users, type Database } from '@rassam/db';
import { fieldTexts } from '@rassam/i18n';
import { runInNewContext } from 'node:vm';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPublicChange } from '../../lib/public-changes';
import { createTestApp } from '../../test-utils';
import { seedMarketReference } from '../../seed';
import { processNextScene } from './tiles-worker';
import { MAX_HOTSPOTS } from './tours.schemas';
import { DEFAULT_INTAKE_LIMITS } from '../models/intake/limits';
import { openSafeZip } from '../models/intake/safe-zip';
import { makeZip } from '../models/intake/test-zip.fixtures';
import { zipEntries } from '../models/usdz/test-utils';
import { tourForExport } from './tours.service';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<TestApp['client']>;
let t: TestApp;
let db: Database;
const QUOTA_MB = 40;

beforeAll(async () => {
  t = await createTestApp({}, { TOUR_UPLOAD_MAX_MB: '4', TOUR_QUOTA_MB: String(QUOTA_MB) });
  db = t.handle.db;
  await seedMarketReference(db);
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
async function account(role: 'user' | 'admin' = 'user') {
  n += 1;
  await db.delete(rateLimits).where(sql`${rateLimits.key} like 'otp:%' or ${rateLimits.key} like 'auth:%'`);
  const client = await t.signUp(`0936${String(n).padStart(7, '0')}`);
  const me = await client.call('GET', '/api/me');
  const id = me.json.data.id as string;
  if (role === 'admin') await db.update(users).set({ role }).where(eq(users.id, id));
  return { client, id };
}

/** A panorama the test draws: sky blue with an orange block, so the outputs have something to show. */
async function panorama(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg', xmp?: string) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 200 } } }).composite([
    {
      input: {
        create: {
          width: Math.round(width / 4),
          height: Math.round(height / 4),
          channels: 3,
          background: { r: 220, g: 80, b: 40 },
        },
      },
      left: Math.round(width / 2),
      top: Math.round(height / 3),
    },
  ]);
  if (xmp) image = image.withXmp(xmp);
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

function form(bytes: Uint8Array, fileName = 'hall.jpg', name?: string) {
  const body = new FormData();
  body.append('file', new File([bytes as Uint8Array<ArrayBuffer>], fileName));
  if (name !== undefined) body.append('name', name);
  return body;
}

async function newTour(client: Client, title = 'Garden house') {
  const res = await client.call('POST', '/api/tours', { title });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string; slug: string; link: string; status: string };
}

async function addScene(client: Client, tourId: string, bytes?: Uint8Array, name?: string) {
  const res = await client.call(
    'POST',
    `/api/tours/${tourId}/scenes`,
    form(bytes ?? (await panorama(1024, 512)), 'hall.jpg', name),
  );
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string; previewUrl: string };
}

const getTour = async (client: Client, id: string) => (await client.call('GET', `/api/tours/${id}`)).json.data;

async function work() {
  const lease = { owner: `test-${Math.random()}`, ms: 30_000 };
  while (await processNextScene(t.deps, lease));
}

/** A picture's bytes as the client reads them (the test client's text would mangle them). */
async function bytesOf(client: Client, url: string) {
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await t.app.request(url, { headers: cookie ? { cookie } : {} });
  expect(res.status, url).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function size(client: Client, url: string) {
  const meta = await sharp(await bytesOf(client, url)).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
}

describe('POST /api/tours and GET /api/tours', () => {
  it('makes a draft with a slug from the title (Persian too) and a link; lists the owner’s, pages in any digits', async () => {
    const { client } = await account();
    const created = await newTour(client, 'خانه‌ی باغ');
    expect(Object.keys(created).sort()).toEqual(['id', 'link', 'slug', 'status']);
    expect(created.status).toBe('draft');
    expect(created.link).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(created.slug).toBe(`خانه-ی-باغ-${created.link.slice(0, 6).toLowerCase()}`);
    const latin = await newTour(client, 'Garden House!');
    expect(latin.slug).toMatch(/^garden-house-[a-z0-9]{6}$/);

    for (const page of ['۱', '١', '1']) {
      const res = await client.call(
        'GET',
        `/api/tours?page=${encodeURIComponent(page)}&pageSize=${encodeURIComponent('۱')}`,
      );
      expect(res.status, res.text).toBe(200);
      expect(res.json.meta).toMatchObject({
        page: 1,
        pageSize: 1,
        total: 2,
        usedBytes: 0,
        quotaBytes: QUOTA_MB * 1024 * 1024,
      });
      expect(res.json.data[0]).toMatchObject({
        id: latin.id,
        kind: 'scenes',
        status: 'draft',
        scenes: [],
        plan: null,
        listing: null,
        site: null,
      });
    }
    // The library's search: words of either title, typed with either keyboard's ی and ک; and its filters.
    const titles = async (query: string) =>
      ((await client.call('GET', `/api/tours?${query}`)).json.data as { title: string }[]).map((tour) => tour.title);
    expect(await titles(`q=${encodeURIComponent('باغ')}`)).toEqual(['خانه‌ی باغ']);
    expect(await titles(`q=${encodeURIComponent('خانه‌ي')}`)).toEqual(['خانه‌ی باغ']);
    expect(await titles('q=HOUSE')).toEqual(['Garden House!']);
    expect(await titles('q=%25')).toEqual([]);
    await client.call('PATCH', `/api/tours/${latin.id}`, { visibility: 'unlisted' });
    expect(await titles('visibility=unlisted')).toEqual(['Garden House!']);
    expect(await titles('status=draft&visibility=private')).toEqual(['خانه‌ی باغ']);
    expect((await client.call('GET', '/api/tours?visibility=everyone')).status).toBe(422);
    expect((await client.call('GET', '/api/tours?page=x')).status).toBe(422);
    expect((await client.call('GET', '/api/tours?page=0')).status).toBe(422);
    expect((await client.call('POST', '/api/tours', { title: ' ' })).status).toBe(422);
    expect((await client.call('POST', '/api/tours', { title: 'a\u0000b' })).json.error.code).toBe(
      'TextHasControlCharacters',
    );
    expect((await t.client().call('GET', '/api/tours')).status).toBe(401);
  });
});

describe('POST /api/tours/{id}/scenes', () => {
  it('takes a 2:1 panorama: a preview of 1024×512 and the mid image, no tiles when it is not wider than 4096', async () => {
    const { client } = await account();
    const tour = await newTour(client);
    const scene = await addScene(client, tour.id, await panorama(2048, 1024), 'سالن');
    expect(scene.previewUrl).toMatch(
      new RegExp(`^/api/tours/${tour.id}/scenes/${scene.id}/files/preview\\?v=[\\w-]{10}$`),
    );
    const view = await getTour(client, tour.id);
    expect(view.startSceneId).toBe(scene.id);
    expect(view.scenes[0]).toMatchObject({
      id: scene.id,
      name: 'سالن',
      nameEn: null,
      position: 0,
      width: 2048,
      height: 1024,
      previewUrl: scene.previewUrl,
      tileStatus: 'none',
      tiles: null,
      view: { yaw: 0, pitch: 0, zoom: 50 },
      northOffset: 0,
      hotspots: [],
    });
    expect(view.bytes).toBeGreaterThan(0);
    const preview = await client.call('GET', scene.previewUrl);
    expect([preview.status, preview.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(preview.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(await size(client, scene.previewUrl)).toEqual({ width: 1024, height: 512, format: 'webp' });
    expect(await size(client, view.scenes[0].imageUrl)).toEqual({ width: 2048, height: 1024, format: 'webp' });
    // Without the current version: sent, but kept briefly. Nobody else reads the owner's file.
    const stale = await client.call('GET', scene.previewUrl.replace(/\?v=.*/, '?v=old'));
    expect(stale.headers.get('cache-control')).toBe('private, max-age=300');
    expect((await t.client().call('GET', scene.previewUrl)).status).toBe(401);
    // The name comes from the file without one.
    await addScene(client, tour.id, await panorama(1000, 500, 'webp'));
    expect((await getTour(client, tour.id)).scenes[1]).toMatchObject({ name: 'hall', position: 1 });
  });

  it('refuses a 3:1 picture with the field text, a truncated JPEG and a text file named .jpg; a PNG named .jpg is a PNG', async () => {
    const { client } = await account();
    const tour = await newTour(client);
    const wide = await client.call('POST', `/api/tours/${tour.id}/scenes`, form(await panorama(1500, 500)));
    expect(wide.status).toBe(422);
    expect(wide.json.error.fields.file).toBe(fieldTexts.PanoramaMustBeTwoByOne.fa);
    expect(wide.json.error.details).toMatchObject({ width: 1500, height: 500 });
    // The scene's name beside the file: control characters and an overlong name are refused on the field.
    const bell = await client.call(
      'POST',
      `/api/tours/${tour.id}/scenes`,
      form(await panorama(800, 400), 'a.jpg', 'a\u0007b'),
    );
    expect([bell.status, bell.json.error.code, Object.keys(bell.json.error.fields)]).toEqual([
      422,
      'TextHasControlCharacters',
      ['name'],
    ]);
    const long = await client.call(
      'POST',
      `/api/tours/${tour.id}/scenes`,
      form(await panorama(800, 400), 'a.jpg', 'x'.repeat(121)),
    );
    expect([long.status, Object.keys(long.json.error.fields)]).toEqual([422, ['name']]);
    const english = await client.call('POST', `/api/tours/${tour.id}/scenes`, form(await panorama(1500, 500)), {
      'x-locale': 'en',
    });
    expect(english.json.error.fields.file).toBe(fieldTexts.PanoramaMustBeTwoByOne.en);
    // A pixel off is a stitcher's rounding, not a wrong picture.
    await addScene(client, tour.id, await panorama(1001, 500));

    const full = await panorama(1600, 800);
    const truncated = await client.call(
      'POST',
      `/api/tours/${tour.id}/scenes`,
      form(full.subarray(0, Math.floor(full.length / 2))),
    );
    expect([truncated.status, truncated.json.error.code]).toEqual([400, 'FileFormatIsNotValid']);
    const text = new TextEncoder().encode('not a picture at all, only words\n'.repeat(10));
    const junk = await client.call('POST', `/api/tours/${tour.id}/scenes`, form(text, 'pano.jpg'));
    expect([junk.status, junk.json.error.code]).toEqual([400, 'FileFormatIsNotValid']);
    const gif = new Uint8Array(
      await sharp({ create: { width: 200, height: 100, channels: 3, background: '#888' } })
        .gif()
        .toBuffer(),
    );
    expect((await client.call('POST', `/api/tours/${tour.id}/scenes`, form(gif, 'pano.jpg'))).status).toBe(400);
    const png = await client.call(
      'POST',
      `/api/tours/${tour.id}/scenes`,
      form(await panorama(800, 400, 'png'), 'renamed.jpg'),
    );
    expect(png.status, png.text).toBe(201);
    const tooLarge = await client.call('POST', `/api/tours/${tour.id}/scenes`, form(new Uint8Array(5 * 1024 * 1024)));
    expect([tooLarge.status, tooLarge.json.error.code]).toEqual([413, 'FileSizeValidationError']);
    const noFile = new FormData();
    noFile.append('name', 'x');
    // The form's schema wants a file: told before the body is read as one.
    const missing = await client.call('POST', `/api/tours/${tour.id}/scenes`, noFile);
    expect([missing.status, Object.keys(missing.json.error.fields ?? {})]).toEqual([422, ['file']]);
    // What was refused left nothing behind.
    expect((await getTour(client, tour.id)).scenes).toHaveLength(2);
  });

  it('refuses a panorama past 16384×8192 before decoding it', async () => {
    const { client } = await account();
    const tour = await newTour(client);
    // A small PNG whose header says 20000×10000 (its pixels are never read): IHDR rewritten, its CRC too.
    const big = Buffer.from(await panorama(200, 100, 'png'));
    big.writeUInt32BE(20000, 16);
    big.writeUInt32BE(10000, 20);
    big.writeUInt32BE(crc32(big.subarray(12, 29)), 29);
    const res = await client.call('POST', `/api/tours/${tour.id}/scenes`, form(new Uint8Array(big), 'big.png'));
    expect(res.status, res.text).toBe(422);
    expect(res.json.error.fields.file).toBe(fieldTexts.PanoramaTooLarge.fa);
  });

  it('reads GPano: pads a cropped panorama to its sphere, north from the pose, the first view from the initial heading', async () => {
    const { client } = await account();
    const tour = await newTour(client);
    const xmp = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:GPano="http://ns.google.com/photos/1.0/panorama/"
 GPano:ProjectionType="equirectangular" GPano:UsePanoramaViewer="True"
 GPano:CroppedAreaImageWidthPixels="2000" GPano:CroppedAreaImageHeightPixels="500"
 GPano:FullPanoWidthPixels="2000" GPano:FullPanoHeightPixels="1000"
 GPano:CroppedAreaLeftPixels="0" GPano:CroppedAreaTopPixels="250"
 GPano:PoseHeadingDegrees="90" GPano:InitialViewHeadingDegrees="180"/>
</rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
    // 4:1 on its own: only the GPano padding makes it 2:1.
    const scene = await addScene(client, tour.id, await panorama(2000, 500, 'jpeg', xmp));
    const view = (await getTour(client, tour.id)).scenes[0];
    expect([view.id, view.width, view.height]).toEqual([scene.id, 2000, 1000]);
    expect(view.northOffset).toBeCloseTo(Math.PI / 2, 5);
    expect(view.view.yaw).toBeCloseTo(Math.PI / 2, 5);
    // The poles are black padding, the middle band is the picture.
    const { data, info } = await sharp(await bytesOf(client, view.imageUrl))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([2000, 1000]);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(Math.max(...pixel(100, 40))).toBeLessThan(20);
    expect(Math.max(...pixel(100, 960))).toBeLessThan(20);
    expect(pixel(100, 500)[2]).toBeGreaterThan(150);
  });

  it('cuts a panorama wider than 4096 into the tiles Photo Sphere Viewer asks for, by the worker', async () => {
    const { client } = await account();
    const tour = await newTour(client);
    const scene = await addScene(client, tour.id, await panorama(4608, 2304));
    let view = (await getTour(client, tour.id)).scenes[0];
    expect([view.tileStatus, view.tiles, view.width]).toEqual(['pending', null, 4608]);
    expect(await size(client, view.imageUrl)).toEqual({ width: 4096, height: 2048, format: 'webp' });
    const before = (await getTour(client, tour.id)).bytes;
    await work();
    view = (await getTour(client, tour.id)).scenes[0];
    expect(view.tileStatus).toBe('ready');
    // Columns a power of two, tiles at most 1024 px and square: 8 × 576 = 4608, 4 rows.
    expect(view.tiles).toMatchObject({ width: 4608, cols: 8, rows: 4 });
    expect(view.tiles.url).toMatch(
      new RegExp(`^/api/tours/${tour.id}/scenes/${scene.id}/tiles/\\{col\\}_\\{row\\}\\.webp\\?v=[\\w-]{10}$`),
    );
    const tileUrl = (col: number, row: number) => view.tiles.url.replace('{col}', col).replace('{row}', row);
    for (const [col, row] of [
      [0, 0],
      [7, 3],
      [3, 2],
    ] as const) {
      expect(await size(client, tileUrl(col, row))).toEqual({ width: 576, height: 576, format: 'webp' });
    }
    expect((await client.call('GET', tileUrl(8, 0))).status).toBe(404);
    expect((await client.call('GET', tileUrl(0, 4))).status).toBe(404);
    const [row] = await db.select().from(tourScenes).where(eq(tourScenes.id, scene.id));
    let stored = 0;
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 8; c++) if (await t.deps.storage.stat(`${row!.tiles!.prefix}/${c}_${r}.webp`)) stored++;
    expect(stored).toBe(32);
    expect((await getTour(client, tour.id)).bytes).toBe(before + row!.tiles!.bytes);
    // Open to everyone (accepted and unlisted): the public tiles answer any origin, kept a year under their version.
    await db.update(tours).set({ status: 'accepted', visibility: 'unlisted' }).where(eq(tours.id, tour.id));
    const open = await t.client().call('GET', `/api/public/tours/${tour.link}`);
    const publicTiles = open.json.data.scenes[0].tiles;
    expect(publicTiles).toMatchObject({ width: 4608, cols: 8, rows: 4 });
    const publicTile = await t.client().call('GET', publicTiles.url.replace('{col}', '7').replace('{row}', '3'));
    expect([publicTile.status, publicTile.headers.get('access-control-allow-origin')]).toEqual([200, '*']);
    expect(publicTile.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await t.client().call('GET', publicTiles.url.replace('{col}', '9').replace('{row}', '0'))).status).toBe(
      404,
    );
    // Nothing is left to cut.
    expect(await processNextScene(t.deps, { owner: 'again', ms: 30_000 })).toBe(false);
  });

  it('counts the scenes against the tour storage quota', async () => {
    const { client, id } = await account();
    const tour = await newTour(client);
    await db
      .update(tours)
      .set({ bytes: QUOTA_MB * 1024 * 1024 - 1000 })
      .where(eq(tours.userId, id));
    const res = await client.call('POST', `/api/tours/${tour.id}/scenes`, form(await panorama(1024, 512)));
    expect([res.status, res.json.error.code]).toEqual([409, 'StorageQuotaExceeded']);
    expect(res.json.error.fields.file).toBe(fieldTexts.TourStorageFull.fa);
    const [row] = await db.select().from(tours).where(eq(tours.id, tour.id));
    expect(row!.bytes).toBe(QUOTA_MB * 1024 * 1024 - 1000);
  });
});

describe('scenes, hotspots, order and the plan', () => {
  it('saves a scene with link and info hotspots; a link must go to another scene of the same tour', async () => {
    const { client } = await account();
    const tour = await newTour(client);
    const hall = await addScene(client, tour.id);
    const yard = await addScene(client, tour.id);
    const other = await addScene(client, (await newTour(client, 'Other')).id);
    const put = (body: object, sceneId = hall.id) =>
      client.call('PUT', `/api/tours/${tour.id}/scenes/${sceneId}`, body);

    const saved = await put({
      name: 'سالن',
      nameEn: 'Hall',
      view: { yaw: 1, pitch: -0.2, zoom: 30 },
      northOffset: 0.5,
      hotspots: [
        { id: 'to-yard', type: 'link', target: yard.id, yaw: 0.3, pitch: 0 },
        { type: 'info', yaw: -1, pitch: 0.1, text: { fa: 'شومینه' } },
      ],
    });
    expect(saved.status, saved.text).toBe(200);
    const scene = saved.json.data.scenes.find((s: { id: string }) => s.id === hall.id);
    expect(scene).toMatchObject({
      name: 'سالن',
      nameEn: 'Hall',
      view: { yaw: 1, pitch: -0.2, zoom: 30 },
      northOffset: 0.5,
    });
    expect(scene.hotspots[0]).toEqual({ id: 'to-yard', type: 'link', target: yard.id, yaw: 0.3, pitch: 0 });
    expect(scene.hotspots[1]).toMatchObject({
      type: 'info',
      text: { fa: 'شومینه', en: null },
      imageId: null,
      imageUrl: null,
      listingId: null,
      listing: null,
      id: expect.stringMatching(/^[\w-]+$/),
    });

    const link = (target: string) => ({ name: 'x', hotspots: [{ type: 'link', target, yaw: 0, pitch: 0 }] });
    for (const target of [hall.id, other.id, crypto.randomUUID()]) {
      const res = await put(link(target));
      expect(res.status).toBe(422);
      expect(res.json.error.fields['hotspots.0.target']).toBe(fieldTexts.SceneNotInTour.fa);
    }
    const noFa = await put({ name: 'x', hotspots: [{ type: 'info', yaw: 0, pitch: 0, text: { en: 'Fire' } }] });
    expect(noFa.status).toBe(422);
    const many = Array.from({ length: MAX_HOTSPOTS + 1 }, () => ({
      type: 'info',
      yaw: 0,
      pitch: 0,
      text: { fa: 'م' },
    }));
    expect((await put({ name: 'x', hotspots: many })).status).toBe(422);
    const twice = await put({
      name: 'x',
      hotspots: [
        { id: 'a', type: 'info', yaw: 0, pitch: 0, text: { fa: 'م' } },
        { id: 'a', type: 'info', yaw: 0, pitch: 0, text: { fa: 'م' } },
      ],
    });
    expect(twice.status).toBe(422);
    expect((await put({ name: 'x', hotspots: [], view: { yaw: 0, pitch: 2, zoom: 0 } })).status).toBe(422);
    expect(
      (
        await put({
          name: 'x',
          hotspots: [{ type: 'info', yaw: 0, pitch: 0, text: { fa: 'م' }, listingId: crypto.randomUUID() }],
        })
      ).status,
    ).toBe(422);
    // A picture is one uploaded for the tour (tour-images.test.ts), never an address elsewhere.
    expect(
      (
        await put({
          name: 'x',
          hotspots: [{ type: 'info', yaw: 0, pitch: 0, text: { fa: 'م' }, imageUrl: 'https://example.com/a.jpg' }],
        })
      ).status,
    ).toBe(422);

    // Deleting the target takes the link with it; the start scene moves on.
    await client.call('PATCH', `/api/tours/${tour.id}`, { startSceneId: yard.id });
    const after = await client.call('DELETE', `/api/tours/${tour.id}/scenes/${yard.id}`);
    expect(after.status, after.text).toBe(200);
    expect(after.json.data.startSceneId).toBe(hall.id);
    expect(after.json.data.scenes[0].hotspots.map((h: { type: string }) => h.type)).toEqual(['info']);
  });

  it('reorders the scenes, sets the start scene and the texts, category and place', async () => {
    const { client } = await account();
    const tour = await newTour(client);
    const a = await addScene(client, tour.id);
    const b = await addScene(client, tour.id);
    const c = await addScene(client, tour.id);
    const [place] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.kind, 'place'))
      .limit(1);
    const [item] = await db.select({ id: categories.id }).from(categories).where(eq(categories.kind, 'item')).limit(1);
    const [where] = await db.select({ id: locations.id }).from(locations).limit(1);
    const res = await client.call('PATCH', `/api/tours/${tour.id}`, {
      sceneOrder: [c.id, a.id, b.id],
      startSceneId: b.id,
      titleEn: 'Garden house',
      description: 'خانه‌ای با حیاط',
      categoryId: place!.id,
      locationId: where!.id,
      visibility: 'unlisted',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({
      startSceneId: b.id,
      titleEn: 'Garden house',
      categoryId: place!.id,
      locationId: where!.id,
      visibility: 'unlisted',
    });
    expect(res.json.data.scenes.map((s: { id: string }) => s.id)).toEqual([c.id, a.id, b.id]);
    expect(res.json.data.scenes.map((s: { position: number }) => s.position)).toEqual([0, 1, 2]);
    // Left empty, as the editor's form sends them, the optional texts and the category are none.
    const emptied = await client.call('PATCH', `/api/tours/${tour.id}`, {
      titleEn: ' ',
      description: '',
      categoryId: '',
    });
    expect(emptied.status, emptied.text).toBe(200);
    expect(emptied.json.data).toMatchObject({ titleEn: null, description: null, categoryId: null });
    await client.call('PATCH', `/api/tours/${tour.id}`, { titleEn: 'Garden house', categoryId: place!.id });
    for (const order of [
      [c.id, a.id],
      [c.id, a.id, a.id],
      [c.id, a.id, crypto.randomUUID()],
    ]) {
      expect(
        (await client.call('PATCH', `/api/tours/${tour.id}`, { sceneOrder: order })).json.error.fields.sceneOrder,
      ).toBe(fieldTexts.SceneNotInTour.fa);
    }
    const foreign = await addScene(client, (await newTour(client)).id);
    expect((await client.call('PATCH', `/api/tours/${tour.id}`, { startSceneId: foreign.id })).status).toBe(422);
    expect(
      (await client.call('PATCH', `/api/tours/${tour.id}`, { categoryId: item!.id })).json.error.fields.categoryId,
    ).toBe(fieldTexts.ChooseCategory.fa);
    expect((await client.call('PATCH', `/api/tours/${tour.id}`, { visibility: 'everyone' })).status).toBe(422);
    expect((await client.call('PATCH', `/api/tours/${tour.id}`, { other: 1 })).status).toBe(422);
    expect((await client.call('PATCH', `/api/tours/${tour.id}`, {})).status).toBe(200);
  });

  it('sets a floor plan, pins the tour’s scenes on it and removes it', async () => {
    const { client } = await account();
    const tour = await newTour(client);
    const a = await addScene(client, tour.id);
    const picture = new Uint8Array(
      await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#eee' } })
        .png()
        .toBuffer(),
    );
    const body = new FormData();
    body.append('file', new File([picture as Uint8Array<ArrayBuffer>], 'plan.png'));
    const set = await client.call('PUT', `/api/tours/${tour.id}/plan`, body);
    expect(set.status, set.text).toBe(200);
    expect(set.json.data.plan).toMatchObject({ width: 2048, height: 1024, pins: [] });
    expect(await size(client, set.json.data.plan.imageUrl)).toEqual({ width: 2048, height: 1024, format: 'webp' });
    const pinned = await client.call('PUT', `/api/tours/${tour.id}/plan/pins`, {
      pins: [{ sceneId: a.id, x: 0.25, y: 0.5 }],
    });
    expect(pinned.json.data.plan.pins).toEqual([{ sceneId: a.id, x: 0.25, y: 0.5 }]);
    const foreign = await addScene(client, (await newTour(client)).id);
    expect(
      (await client.call('PUT', `/api/tours/${tour.id}/plan/pins`, { pins: [{ sceneId: foreign.id, x: 0, y: 0 }] }))
        .status,
    ).toBe(422);
    expect(
      (await client.call('PUT', `/api/tours/${tour.id}/plan/pins`, { pins: [{ sceneId: a.id, x: 1.5, y: 0 }] })).status,
    ).toBe(422);
    const junk = new FormData();
    junk.append('file', new File(['plain text'], 'plan.png'));
    expect((await client.call('PUT', `/api/tours/${tour.id}/plan`, junk)).status).toBe(400);
    const removed = await client.call('DELETE', `/api/tours/${tour.id}/plan`);
    expect(removed.json.data.plan).toBeNull();
    expect((await client.call('DELETE', `/api/tours/${tour.id}/plan`)).status).toBe(404);
    expect((await client.call('PUT', `/api/tours/${tour.id}/plan/pins`, { pins: [] })).status).toBe(404);
  });
});

describe('review, public reads and the market', () => {
  async function shopWithListing(client: Client, kind: 'place' | 'item' = 'place') {
    n += 1;
    const shop = await client.call('POST', '/api/shops/me', {
      name: `غرفه ${n}`,
      nameEn: `Booth ${n}`,
      link: `tours-${n}`,
    });
    expect(shop.status, shop.text).toBe(201);
    return { shop: shop.json.data, listing: await listingOf(shop.json.data.id, kind) };
  }
  async function listingOf(shopId: string, kind: 'place' | 'item' = 'place') {
    n += 1;
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.kind, kind))
      .limit(1);
    const [listing] = await db
      .insert(listings)
      .values({
        shopId,
        kind,
        categoryId: category!.id,
        slug: `garden-${n}`,
        titleFa: 'باغ',
        status: 'active',
        activatedAt: new Date(),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    return listing!;
  }

  it('goes draft → submitted → accepted; editing resubmits; rejected with a reason, edited and sent again', async () => {
    const owner = await account();
    const admin = await account('admin');
    const tour = await newTour(owner.client, 'موزه');
    const empty = await owner.client.call('POST', `/api/tours/${tour.id}/submit`);
    expect(empty.status).toBe(422);
    expect(empty.json.error.fields.scenes).toBe(fieldTexts.TourNeedsScene.fa);
    const scene = await addScene(owner.client, tour.id);
    const sent = await owner.client.call('POST', `/api/tours/${tour.id}/submit`);
    expect([sent.status, sent.json.data.status, sent.json.message.code]).toEqual([
      200,
      'submitted',
      'VirtualTourSubmittedSuccessfully',
    ]);
    // A replay changes nothing.
    expect((await owner.client.call('POST', `/api/tours/${tour.id}/submit`)).json.data.status).toBe('submitted');

    expect((await owner.client.call('POST', `/api/admin/tours/${tour.id}/accept`)).status).toBe(403);
    expect((await owner.client.call('GET', '/api/admin/tours')).status).toBe(403);
    const queue = await admin.client.call('GET', `/api/admin/tours?page=${encodeURIComponent('۱')}`);
    expect(queue.status, queue.text).toBe(200);
    const waiting = queue.json.data.find((row: { id: string }) => row.id === tour.id);
    expect(waiting).toMatchObject({ status: 'submitted', title: 'موزه', scenes: 1, author: { id: owner.id } });
    expect((await admin.client.call('GET', waiting.previewUrl)).status).toBe(200);
    const review = await admin.client.call('GET', `/api/admin/tours/${tour.id}`);
    expect(review.json.data.scenes[0].id).toBe(scene.id);
    expect((await admin.client.call('GET', review.json.data.scenes[0].imageUrl)).status).toBe(200);

    let drops = 0;
    const stop = onPublicChange(() => {
      drops += 1;
    });
    const accepted = await admin.client.call('POST', `/api/admin/tours/${tour.id}/accept`);
    expect([accepted.status, accepted.json.data.status]).toEqual([200, 'accepted']);
    expect((await admin.client.call('POST', `/api/admin/tours/${tour.id}/accept`)).status).toBe(200);
    expect(drops).toBeGreaterThan(0);

    // Private: nobody else reads it, even accepted. Unlisted: anyone with the link.
    const visitor = t.client();
    expect((await visitor.call('GET', `/api/public/tours/${tour.link}`)).status).toBe(404);
    expect(
      (await owner.client.call('PATCH', `/api/tours/${tour.id}`, { visibility: 'unlisted' })).json.data.status,
    ).toBe('accepted');
    const open = await visitor.call('GET', `/api/public/tours/${tour.link}`);
    expect(open.status, open.text).toBe(200);
    expect(open.headers.get('access-control-allow-origin')).toBe('*');
    expect(open.json.data).not.toHaveProperty('status');
    expect(open.json.data).not.toHaveProperty('bytes');
    expect(open.json.data).not.toHaveProperty('rejectionReason');
    expect(open.json.data).toMatchObject({
      link: tour.link,
      title: 'موزه',
      author: { name: 'Test User' },
      shop: null,
      startSceneId: scene.id,
    });
    expect(open.json.data.embedUrl).toMatch(new RegExp(`/embed/place/${tour.link}$`));
    const publicScene = open.json.data.scenes[0];
    expect(publicScene.previewUrl).toMatch(
      new RegExp(`^/api/public/tours/${tour.link}/scenes/${scene.id}/preview\\?v=`),
    );
    const file = await visitor.call('GET', publicScene.previewUrl);
    expect([file.status, file.headers.get('access-control-allow-origin'), file.headers.get('cache-control')]).toEqual([
      200,
      '*',
      'public, max-age=31536000, immutable',
    ]);
    expect(
      (await visitor.call('GET', `/api/public/tours/${tour.link}/scenes/${crypto.randomUUID()}/preview`)).status,
    ).toBe(404);
    expect((await visitor.call('GET', `/api/public/tours/nope/scenes/${scene.id}/preview`)).status).toBe(404);
    // oEmbed answers the embed's address (a CMS pastes it), in the address's language, privately while unlisted.
    const oembed = (url: string) => visitor.call('GET', `/api/oembed?url=${encodeURIComponent(url)}`);
    const embedded = await oembed(`http://localhost:3000/en/embed/place/${tour.link}`);
    expect(embedded.status, embedded.text).toBe(200);
    expect(embedded.json).toMatchObject({ type: 'rich', title: 'موزه', author_name: 'Test User' });
    expect(embedded.json.html).toContain(`src="http://localhost:3000/en/embed/place/${tour.link}"`);
    expect(embedded.json.thumbnail_url).toBe(`http://localhost:3000${publicScene.previewUrl}`);
    expect(embedded.headers.get('cache-control')).toBe('private, max-age=300');

    // Editing an accepted tour sends it back to review, and it leaves the public.
    drops = 0;
    const edited = await owner.client.call('PATCH', `/api/tours/${tour.id}`, { title: 'موزه‌ی شهر' });
    expect(edited.json.data.status).toBe('submitted');
    expect(drops).toBeGreaterThan(0);
    stop();
    expect((await visitor.call('GET', `/api/public/tours/${tour.link}`)).status).toBe(404);
    expect((await visitor.call('GET', publicScene.previewUrl)).status).toBe(404);
    expect((await oembed(`http://localhost:3000/embed/place/${tour.link}`)).status).toBe(404);

    const rejected = await admin.client.call('POST', `/api/admin/tours/${tour.id}/reject`, {
      reason: 'تصاویر تار است',
    });
    expect([rejected.status, rejected.json.data.status]).toEqual([200, 'rejected']);
    expect((await admin.client.call('POST', `/api/admin/tours/${tour.id}/reject`, { reason: ' ' })).status).toBe(422);
    expect((await getTour(owner.client, tour.id)).rejectionReason).toBe('تصاویر تار است');
    expect((await admin.client.call('POST', `/api/admin/tours/${tour.id}/accept`)).json.error.code).toBe(
      'VirtualTourIsNotSubmitted',
    );
    await owner.client.call('PUT', `/api/tours/${tour.id}/scenes/${scene.id}`, { name: 'تالار', hotspots: [] });
    expect((await getTour(owner.client, tour.id)).status).toBe('rejected');
    const again = await owner.client.call('POST', `/api/tours/${tour.id}/submit`);
    expect([again.json.data.status, again.json.data.rejectionReason]).toEqual(['submitted', null]);
    const draft = await newTour(owner.client);
    expect((await admin.client.call('POST', `/api/admin/tours/${draft.id}/accept`)).status).toBe(409);
    expect((await admin.client.call('POST', `/api/admin/tours/${crypto.randomUUID()}/accept`)).status).toBe(404);
  });

  async function acceptedTour(owner: Client, admin: Client) {
    const tour = await newTour(owner, 'باغ ارم');
    const scene = await addScene(owner, tour.id);
    await owner.call('POST', `/api/tours/${tour.id}/submit`);
    expect((await admin.call('POST', `/api/admin/tours/${tour.id}/accept`)).status).toBe(200);
    return { ...tour, sceneId: scene.id };
  }

  it('attaches an accepted tour to one listing of the owner’s shop; the listing’s public read carries it', async () => {
    const owner = await account();
    const admin = await account('admin');
    const draft = await newTour(owner.client);
    expect(
      (await owner.client.call('POST', `/api/tours/${draft.id}/market`, { listingId: crypto.randomUUID() })).json.error
        .code,
    ).toBe('ShopNotFound');
    const { shop, listing } = await shopWithListing(owner.client);
    expect(
      (await owner.client.call('POST', `/api/tours/${draft.id}/market`, { listingId: listing.id })).json.error.code,
    ).toBe('VirtualTourIsNotAccepted');
    const tour = await acceptedTour(owner.client, admin.client);
    const stranger = await shopWithListing((await account()).client);
    const theirs = await owner.client.call('POST', `/api/tours/${tour.id}/market`, { listingId: stranger.listing.id });
    expect([theirs.status, theirs.json.error.code]).toEqual([409, 'CannotAddToMarket']);

    const attached = await owner.client.call('POST', `/api/tours/${tour.id}/market`, { listingId: listing.id });
    expect(attached.status, attached.text).toBe(200);
    expect(attached.json.data).toEqual({ tourId: tour.id, listingId: listing.id });
    const twice = await owner.client.call('POST', `/api/tours/${tour.id}/market`, { listingId: listing.id });
    expect([twice.status, twice.json.error.code]).toEqual([409, 'VirtualTourAlreadyAddedToMarket']);
    // Another tour for the same listing: the listing shows one.
    const second = await acceptedTour(owner.client, admin.client);
    expect(
      (await owner.client.call('POST', `/api/tours/${second.id}/market`, { listingId: listing.id })).json.error.code,
    ).toBe('CannotAddToMarket');

    const visitor = t.client();
    const detail = await visitor.call('GET', `/api/market/shops/${shop.link}/listings/${listing.slug}`);
    expect(detail.status, detail.text).toBe(200);
    expect(detail.json.data.listing.tour).toEqual({
      link: tour.link,
      title: 'باغ ارم',
      titleEn: null,
      previewUrl: expect.stringMatching(
        new RegExp(`^/api/public/tours/${tour.link}/scenes/${tour.sceneId}/preview\\?v=`),
      ),
    });
    // Private, but the public listing opens it to anyone.
    const open = await visitor.call('GET', `/api/public/tours/${tour.link}`);
    expect(open.status, open.text).toBe(200);
    expect(open.json.data.listing).toMatchObject({
      id: listing.id,
      path: `/market/${shop.link}/places/${listing.slug}`,
    });
    expect(open.json.data.shop).toMatchObject({ link: shop.link });
    expect((await visitor.call('GET', detail.json.data.listing.tour.previewUrl)).status).toBe(200);
    expect((await getTour(owner.client, tour.id)).listing).toMatchObject({
      id: listing.id,
      kind: 'place',
      title: 'باغ',
    });

    // Resubmitted: the listing shows no tour until it is accepted again.
    await owner.client.call('PATCH', `/api/tours/${tour.id}`, { description: 'تازه' });
    const hidden = await visitor.call('GET', `/api/market/shops/${shop.link}/listings/${listing.slug}`);
    expect(hidden.json.data.listing.tour).toBeNull();

    const off = await owner.client.call('DELETE', `/api/tours/${tour.id}/market`);
    expect(off.status).toBe(200);
    expect((await owner.client.call('DELETE', `/api/tours/${tour.id}/market`)).json.error.code).toBe('ProductNotFound');
  });

  it('of two attaches at once, one wins', async () => {
    const owner = await account();
    const admin = await account('admin');
    const { shop, listing } = await shopWithListing(owner.client);
    const other = await listingOf(shop.id);
    const tour = await acceptedTour(owner.client, admin.client);
    const answers = await Promise.all([
      owner.client.call('POST', `/api/tours/${tour.id}/market`, { listingId: listing.id }),
      owner.client.call('POST', `/api/tours/${tour.id}/market`, { listingId: other.id }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.json.error.code).toBe('VirtualTourAlreadyAddedToMarket');
    const two = await acceptedTour(owner.client, admin.client);
    const three = await acceptedTour(owner.client, admin.client);
    const third = await listingOf(shop.id);
    const race = await Promise.all(
      [two, three].map((x) => owner.client.call('POST', `/api/tours/${x.id}/market`, { listingId: third.id })),
    );
    expect(race.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(race.find((a) => a.status === 409)!.json.error.code).toBe('CannotAddToMarket');
  });
});

describe('another user’s tour and scene, and deletion', () => {
  it('answers VirtualTourNotFound (or FileNotFound) on every route for another user’s ids', async () => {
    const owner = await account();
    const other = await account();
    const tour = await newTour(owner.client);
    const scene = await addScene(owner.client, tour.id);
    const theirTour = await newTour(other.client);
    const image = await panorama(800, 400);
    const plan = () => {
      const body = new FormData();
      body.append('file', new File([image as Uint8Array<ArrayBuffer>], 'plan.jpg'));
      return body;
    };
    const cases: [string, string, unknown?][] = [
      ['GET', `/api/tours/${tour.id}`],
      ['PATCH', `/api/tours/${tour.id}`, { title: 'x' }],
      ['DELETE', `/api/tours/${tour.id}`],
      ['POST', `/api/tours/${tour.id}/scenes`, form(image)],
      ['PUT', `/api/tours/${tour.id}/scenes/${scene.id}`, { name: 'x', hotspots: [] }],
      ['DELETE', `/api/tours/${tour.id}/scenes/${scene.id}`],
      ['GET', `/api/tours/${tour.id}/scenes/${scene.id}/files/preview`],
      ['GET', `/api/tours/${tour.id}/scenes/${scene.id}/tiles/0_0.webp`],
      ['PUT', `/api/tours/${tour.id}/plan`, plan()],
      ['PUT', `/api/tours/${tour.id}/plan/pins`, { pins: [] }],
      ['DELETE', `/api/tours/${tour.id}/plan`],
      ['GET', `/api/tours/${tour.id}/plan/image`],
      ['POST', `/api/tours/${tour.id}/submit`],
      ['POST', `/api/tours/${tour.id}/market`, { listingId: crypto.randomUUID() }],
      ['DELETE', `/api/tours/${tour.id}/market`],
      // Their own tour with the owner's scene.
      ['PUT', `/api/tours/${theirTour.id}/scenes/${scene.id}`, { name: 'x', hotspots: [] }],
      ['DELETE', `/api/tours/${theirTour.id}/scenes/${scene.id}`],
      ['GET', `/api/tours/${theirTour.id}/scenes/${scene.id}/files/preview`],
    ];
    for (const [method, path, body] of cases) {
      const res = await other.client.call(method, path, body as never);
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(404);
      expect(['VirtualTourNotFound', 'FileNotFound'], `${method} ${path}`).toContain(res.json.error.code);
    }
    expect((await getTour(owner.client, tour.id)).scenes).toHaveLength(1);
    const bad = await owner.client.call('GET', '/api/tours/not-a-uuid');
    expect([bad.status, bad.json.error.code]).toEqual([422, 'VirtualTourIdIsNotValid']);
    expect((await owner.client.call('GET', `/api/tours/${tour.id}/scenes/${scene.id}/tiles/x.webp`)).status).toBe(422);
  });

  it('deletes a tour with every file it stored', async () => {
    const { client } = await account();
    const tour = await newTour(client);
    const scene = await addScene(client, tour.id, await panorama(4200, 2100));
    await work();
    const [row] = await db.select().from(tourScenes).where(eq(tourScenes.id, scene.id));
    expect(row!.tileStatus).toBe('ready');
    const exported = await tourForExport(t.deps, (await client.call('GET', '/api/me')).json.data.id, tour.id);
    const keys = [exported.scenes[0]!.originalKey!, exported.scenes[0]!.imageKey!, `${row!.tiles!.prefix}/0_0.webp`];
    for (const key of keys) expect(await t.deps.storage.stat(key)).not.toBeNull();
    expect((await client.call('DELETE', `/api/tours/${tour.id}`)).status).toBe(200);
    for (const key of keys) expect(await t.deps.storage.stat(key)).toBeNull();
    expect((await client.call('GET', `/api/tours/${tour.id}`)).status).toBe(404);
  });

  it('imports a zipped site through the app: the owner previews it sandboxed, the quota counts it, deletion removes it', async () => {
    const { client } = await account();
    const page = new TextEncoder().encode('<!doctype html><title>Old tour</title><script src="js/player.js"></script>');
    const zip = makeZip([
      { name: 'tour/index.html', data: page },
      { name: 'tour/js/player.js', data: new TextEncoder().encode('window.ok = 1;') },
    ]);
    const body = new FormData();
    body.append('file', new File([zip as Uint8Array<ArrayBuffer>], 'old-tour.zip'));
    const imported = await client.call('POST', '/api/tours/import', body);
    expect(imported.status, imported.text).toBe(201);
    const tourId = imported.json.data.id as string;
    const view = await getTour(client, tourId);
    expect(view).toMatchObject({ kind: 'imported', scenes: [], title: 'Old tour', bytes: page.length + 14 });
    const site = view.site.url as string;
    expect(site).toMatch(/^\/api\/tour-sites\/[\w.-]+\/$/);
    // Served to whoever holds the preview address, never with the session, always sandboxed.
    const index = await t.client().call('GET', site);
    expect(index.status).toBe(200);
    expect(index.text).toContain('Old tour');
    expect(index.headers.get('content-security-policy')).toMatch(/^sandbox allow-scripts/);
    expect(index.headers.get('content-security-policy')).not.toContain('allow-same-origin');
    expect((await t.client().call('GET', `${site}js/player.js`)).text).toBe('window.ok = 1;');
    // Its link serves nothing until it is accepted.
    expect((await t.client().call('GET', `/api/tour-sites/${view.link}/`)).status).toBe(404);
    // An imported tour exports as it was imported.
    const exported = await client.call('GET', `/api/tours/${tourId}/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('application/zip');
    expect(zipEntries(exported.bytes).get('index.html')).toBeDefined();

    const prefix = `tours/${tourId}`;
    expect(await t.deps.storage.stat(`${prefix}/site/js/player.js`)).not.toBeNull();
    expect((await client.call('DELETE', `/api/tours/${tourId}`)).status).toBe(200);
    expect(await t.deps.storage.stat(`${prefix}/site/js/player.js`)).toBeNull();
    expect(await t.deps.storage.stat(`${prefix}/site.json`)).toBeNull();
    expect((await t.client().call('GET', site)).status).toBe(404);
  });

  it('exports a tour of scenes as a zip that carries its scenes and asks nothing of the server', async () => {
    const { client } = await account();
    const tour = await newTour(client, 'Export house');
    const first = await addScene(client, tour.id, undefined, 'Hall');
    const second = await addScene(client, tour.id, undefined, 'Kitchen');
    const put = await client.call('PUT', `/api/tours/${tour.id}/scenes/${first.id}`, {
      name: 'Hall',
      hotspots: [{ type: 'link', target: second.id, yaw: 0.5, pitch: 0 }],
    });
    expect(put.status, put.text).toBe(200);
    const exported = await client.call('GET', `/api/tours/${tour.id}/export`);
    expect(exported.status, exported.text).toBe(200);
    expect([...zipEntries(exported.bytes).keys()].sort()).toEqual(
      [
        'index.html',
        'tour-data.js',
        'viewer.css',
        'viewer.js',
        `scenes/${first.id}.js`,
        `scenes/${second.id}.js`,
      ].sort(),
    );
    const zip = await openSafeZip(exported.bytes, DEFAULT_INTAKE_LIMITS);
    const data = (await zip.read('tour-data.js')).toString();
    expect(data).toContain(second.id);
    expect(data).not.toContain('/api/');
    // Another user's tour is not found.
    const other = await account();
    expect((await other.client.call('GET', `/api/tours/${tour.id}/export`)).status).toBe(404);
  });

  it('exports a scene’s tiles once the worker has cut them, and its mid image alone before', async () => {
    const { client } = await account();
    const tour = await newTour(client, 'Tiled house');
    const scene = await addScene(client, tour.id, await panorama(4200, 2100), 'Hall');
    const exportOf = async () => {
      const exported = await client.call('GET', `/api/tours/${tour.id}/export`);
      expect(exported.status, exported.text).toBe(200);
      const zip = await openSafeZip(exported.bytes, DEFAULT_INTAKE_LIMITS);
      const sandbox = { window: {} as { RASSAM_TOUR?: { scenes: { tiles: unknown }[] } } };
      runInNewContext((await zip.read('tour-data.js')).toString(), sandbox);
      return { zip, tiles: sandbox.window.RASSAM_TOUR!.scenes[0]!.tiles };
    };
    // Pending: the tiles are not cut yet.
    const before = await exportOf();
    expect(before.zip.files.filter((file) => file.name.startsWith('tiles/'))).toEqual([]);
    expect(before.tiles).toBeNull();

    await work();
    const [row] = await db.select().from(tourScenes).where(eq(tourScenes.id, scene.id));
    expect(row!.tiles).toMatchObject({ width: 4200, cols: 8, rows: 4 });
    const after = await exportOf();
    expect(after.tiles).toEqual({ width: 4200, cols: 8, rows: 4 });
    expect(after.zip.files.filter((file) => file.name.startsWith('tiles/')).map((file) => file.name)).toEqual(
      [0, 1, 2, 3].map((r) => `tiles/${scene.id}/${r}.js`),
    );
    const urls: string[] = [];
    runInNewContext((await after.zip.read(`tiles/${scene.id}/2.js`)).toString(), {
      window: { RASSAM_TILES: (_id: string, _row: number, tiles: string[]) => urls.push(...tiles) },
    });
    expect(urls).toHaveLength(8);
    const stored = await t.deps.storage.get(`${row!.tiles!.prefix}/5_2.webp`);
    expect(Buffer.from(urls[5]!.split(',')[1]!, 'base64').equals(Buffer.from(stored!.body))).toBe(true);
  });
});
