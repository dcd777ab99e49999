import { eq, sql } from 'drizzle-orm';
import { categories, listings, rateLimits, tourImages, tours, users, type Database } from '@rassam/db';
import { resultText } from '@rassam/i18n';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-utils';
import { seedMarketReference } from '../../seed';
import { DEFAULT_INTAKE_LIMITS } from '../models/intake/limits';
import { openSafeZip } from '../models/intake/safe-zip';
import { INFO_IMAGE_MAX_MB } from './tours.schemas';
import { tourForExport } from './tours.service';

/**
 * Info hotspots' pictures (tour-images.ts) and listings: the upload and its refusals, the hotspot's checks,
 * the views and file routes, what deletion and a new picture leave behind, and the export.
 */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<TestApp['client']>;
let t: TestApp;
let db: Database;

beforeAll(async () => {
  t = await createTestApp({}, { TOUR_UPLOAD_MAX_MB: '4', TOUR_QUOTA_MB: '40' });
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
  const client = await t.signUp(`0937${String(n).padStart(7, '0')}`);
  const id = (await client.call('GET', '/api/me')).json.data.id as string;
  if (role === 'admin') await db.update(users).set({ role }).where(eq(users.id, id));
  return { client, id };
}

/** A picture the test draws, with an orange block so its re-encoding has something to keep. */
async function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 200 } } }).composite([
    {
      input: { create: { width: width >> 2, height: height >> 2, channels: 3, background: { r: 220, g: 80, b: 40 } } },
      left: width >> 1,
      top: height >> 2,
    },
  ]);
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

function form(bytes: Uint8Array, fileName = 'detail.jpg') {
  const body = new FormData();
  body.append('file', new File([bytes as Uint8Array<ArrayBuffer>], fileName));
  return body;
}

async function newTour(client: Client, title = 'Tea house') {
  const res = await client.call('POST', '/api/tours', { title });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string; link: string };
}

async function addScene(client: Client, tourId: string) {
  const res = await client.call('POST', `/api/tours/${tourId}/scenes`, form(await picture(1024, 512), 'hall.jpg'));
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string };
}

async function upload(client: Client, tourId: string, bytes?: Uint8Array, fileName?: string) {
  return client.call('POST', `/api/tours/${tourId}/images`, form(bytes ?? (await picture(400, 300)), fileName));
}

async function uploaded(client: Client, tourId: string, bytes?: Uint8Array) {
  const res = await upload(client, tourId, bytes);
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string; url: string };
}

/** A file's answer read as bytes (the test client's text would mangle them), with the client's cookie. */
async function fetched(client: Client | null, url: string) {
  const cookie = client ? [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  const res = await t.app.request(url, { headers: cookie ? { cookie } : {} });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const info = (fields: object) => ({
  type: 'info',
  yaw: 0.4,
  pitch: 0.1,
  text: { fa: 'سماور', en: 'Samovar' },
  ...fields,
});
const putHotspots = (client: Client, tourId: string, sceneId: string, hotspots: object[]) =>
  client.call('PUT', `/api/tours/${tourId}/scenes/${sceneId}`, { name: 'Hall', hotspots });

async function bytesOfTour(tourId: string) {
  const [row] = await db.select({ bytes: tours.bytes }).from(tours).where(eq(tours.id, tourId));
  return row!.bytes;
}

async function shopWithListing(client: Client) {
  n += 1;
  const shop = await client.call('POST', '/api/shops/me', {
    name: `غرفه ${n}`,
    nameEn: `Booth ${n}`,
    link: `pics-${n}`,
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
      slug: `samovar-${n}`,
      titleFa: 'سماور برنجی',
      titleEn: 'Brass samovar',
      status: 'active',
      activatedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return { shop: shop.json.data as { id: string; link: string }, listing: listing! };
}

describe('POST /api/tours/{id}/images', () => {
  it('keeps a WebP of at most 1600 px a side without the upload’s metadata, counted in the tour’s bytes', async () => {
    const { client } = await account();
    const tour = await newTour(client);
    const withMetadata = new Uint8Array(
      await sharp(await picture(3200, 2000))
        .withExif({ IFD0: { Copyright: 'Someone', ImageDescription: '<script>alert(1)</script>' } })
        .withXmp(
          '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
        )
        .jpeg()
        .toBuffer(),
    );
    const res = await upload(client, tour.id, withMetadata);
    expect(res.status, res.text).toBe(201);
    expect(res.json.message).toEqual({
      code: 'FileUploadedSuccessfully',
      text: resultText('FileUploadedSuccessfully', 'fa'),
    });
    const image = res.json.data as { id: string; url: string };
    expect(Object.keys(image).sort()).toEqual(['id', 'url']);
    expect(image.url).toMatch(new RegExp(`^/api/tours/${tour.id}/images/${image.id}\\?v=[\\w-]{10}$`));

    const file = await fetched(client, image.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(file.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 1000]);
    expect([meta.exif, meta.xmp]).toEqual([undefined, undefined]);
    expect(file.bytes.includes('script')).toBe(false);
    expect(await bytesOfTour(tour.id)).toBe(file.bytes.length);
    // Another address version is served, but kept for five minutes only.
    expect((await fetched(client, image.url.replace(/v=.*/, 'v=old'))).headers.get('cache-control')).toBe(
      'private, max-age=300',
    );

    // A PNG keeps its size when it is small already; a WebP is taken too.
    const small = await uploaded(client, tour.id, await picture(300, 500, 'png'));
    expect(await sharp((await fetched(client, small.url)).bytes).metadata()).toMatchObject({ width: 300, height: 500 });
    await uploaded(client, tour.id, await picture(64, 64, 'webp'));
  });

  it('refuses a file that is not a picture, a truncated picture, an empty one and one past the size limit', async () => {
    const { client } = await account();
    const tour = await newTour(client);
    const jpeg = await picture(800, 600);
    const cases: [Uint8Array, string, number, string][] = [
      [
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'a.jpg',
        400,
        'FileFormatIsNotValid',
      ],
      [jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'half.jpg', 400, 'FileFormatIsNotValid'],
      [new Uint8Array(0), 'empty.jpg', 400, 'FileFormatIsNotValid'],
      [
        new Uint8Array(
          await sharp(await picture(32, 32))
            .gif()
            .toBuffer(),
        ),
        'moving.jpg',
        400,
        'FileFormatIsNotValid',
      ],
    ];
    for (const [bytes, name, status, code] of cases) {
      const res = await upload(client, tour.id, bytes, name);
      expect([res.status, res.json.error?.code], name).toEqual([status, code]);
      expect(res.json.error.fields.file).toBeDefined();
    }
    const huge = new Uint8Array(INFO_IMAGE_MAX_MB * 1024 * 1024 + 1);
    huge.set(jpeg);
    const tooLarge = await upload(client, tour.id, huge, 'huge.jpg');
    expect([tooLarge.status, tooLarge.json.error.code]).toEqual([413, 'FileSizeValidationError']);
    expect(tooLarge.json.error.fields.file).toBeDefined();
    // A form without its file is refused by the route's form schema.
    const none = await client.call('POST', `/api/tours/${tour.id}/images`, new FormData());
    expect([none.status, none.json.error.code]).toEqual([422, 'ValidationError']);
    // Nothing was kept of any of them.
    expect(await bytesOfTour(tour.id)).toBe(0);
    expect(await db.select().from(tourImages).where(eq(tourImages.tourId, tour.id))).toEqual([]);
  });

  it('answers VirtualTourNotFound for another user’s tour, FileNotFound for another tour’s picture', async () => {
    const owner = await account();
    const other = await account();
    const tour = await newTour(owner.client);
    const image = await uploaded(owner.client, tour.id);
    const theirs = await newTour(other.client);
    const refused = await upload(other.client, tour.id);
    expect([refused.status, refused.json.error.code]).toEqual([404, 'VirtualTourNotFound']);
    const read = await other.client.call('GET', `/api/tours/${tour.id}/images/${image.id}`);
    expect([read.status, read.json.error.code]).toEqual([404, 'VirtualTourNotFound']);
    const borrowed = await other.client.call('GET', `/api/tours/${theirs.id}/images/${image.id}`);
    expect([borrowed.status, borrowed.json.error.code]).toEqual([404, 'FileNotFound']);
    expect((await other.client.call('GET', `/api/tours/${theirs.id}/images/not-a-uuid`)).status).toBe(422);
    expect((await t.client().call('GET', image.url)).status).toBe(401);
  });
});

describe('info hotspots with a picture and a listing', () => {
  it('takes only this tour’s pictures and the owner’s shop’s listings, as field errors', async () => {
    const owner = await account();
    const other = await account();
    const tour = await newTour(owner.client);
    const scene = await addScene(owner.client, tour.id);
    const otherTour = await newTour(owner.client, 'Second');
    const fromOtherTour = await uploaded(owner.client, otherTour.id);
    const theirTour = await newTour(other.client);
    const fromOtherUser = await uploaded(other.client, theirTour.id);

    for (const imageId of [fromOtherTour.id, fromOtherUser.id, crypto.randomUUID()]) {
      const res = await putHotspots(owner.client, tour.id, scene.id, [info({ imageId })]);
      expect(res.status, res.text).toBe(422);
      expect(res.json.error.fields['hotspots.0.imageId']).toBe(resultText('FileNotFound', 'fa'));
    }
    const malformed = await putHotspots(owner.client, tour.id, scene.id, [info({ imageId: 'x' })]);
    expect(malformed.status).toBe(422);
    expect(malformed.json.error.fields['hotspots.0.imageId']).toBe(resultText('FileIdIsNotValid', 'fa'));

    // Without a shop, no listing is the owner's; then only their own shop's.
    const stranger = await shopWithListing(other.client);
    const noShop = await putHotspots(owner.client, tour.id, scene.id, [info({ listingId: stranger.listing.id })]);
    expect([noShop.status, noShop.json.error.fields['hotspots.0.listingId']]).toEqual([
      422,
      resultText('ProductNotFound', 'fa'),
    ]);
    const own = await shopWithListing(owner.client);
    const another = await putHotspots(owner.client, tour.id, scene.id, [
      info({ listingId: own.listing.id }),
      info({ listingId: stranger.listing.id }),
    ]);
    expect([another.status, another.json.error.fields['hotspots.1.listingId']]).toEqual([
      422,
      resultText('ProductNotFound', 'fa'),
    ]);
    await db.update(listings).set({ status: 'deleted' }).where(eq(listings.id, own.listing.id));
    const deleted = await putHotspots(owner.client, tour.id, scene.id, [info({ listingId: own.listing.id })]);
    expect(deleted.status).toBe(422);
  });

  it('shows the picture and the listing to the owner, and to everyone once accepted while the listing is public', async () => {
    const owner = await account();
    const admin = await account('admin');
    const { shop, listing } = await shopWithListing(owner.client);
    const tour = await newTour(owner.client);
    const scene = await addScene(owner.client, tour.id);
    const image = await uploaded(owner.client, tour.id);
    const unshown = await uploaded(owner.client, tour.id);
    const saved = await putHotspots(owner.client, tour.id, scene.id, [
      info({ id: 'samovar', imageId: image.id, listingId: listing.id }),
    ]);
    expect(saved.status, saved.text).toBe(200);
    const path = `/market/${shop.link}/shop/${listing.slug}`;
    expect(saved.json.data.scenes[0].hotspots[0]).toEqual({
      id: 'samovar',
      type: 'info',
      yaw: 0.4,
      pitch: 0.1,
      text: { fa: 'سماور', en: 'Samovar' },
      imageId: image.id,
      imageUrl: image.url,
      listingId: listing.id,
      listing: { id: listing.id, title: 'سماور برنجی', titleEn: 'Brass samovar', path },
    });

    // The review reads it through the admin's address.
    await owner.client.call('POST', `/api/tours/${tour.id}/submit`);
    const review = await admin.client.call('GET', `/api/admin/tours/${tour.id}`);
    const reviewed = review.json.data.scenes[0].hotspots[0].imageUrl as string;
    expect(reviewed).toBe(image.url.replace('/api/tours/', '/api/admin/tours/'));
    expect((await fetched(admin.client, reviewed)).status).toBe(200);
    expect((await admin.client.call('POST', `/api/admin/tours/${tour.id}/accept`)).status).toBe(200);
    await owner.client.call('PATCH', `/api/tours/${tour.id}`, { visibility: 'unlisted' });

    const visitor = t.client();
    const open = await visitor.call('GET', `/api/public/tours/${tour.link}`);
    expect(open.status, open.text).toBe(200);
    const hotspot = open.json.data.scenes[0].hotspots[0];
    expect(hotspot).toMatchObject({
      imageId: image.id,
      imageUrl: `/api/public/tours/${tour.link}/images/${image.id}?v=${image.url.split('v=')[1]}`,
      listingId: listing.id,
      listing: { id: listing.id, title: 'سماور برنجی', titleEn: 'Brass samovar', path },
    });
    const file = await fetched(null, hotspot.imageUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('access-control-allow-origin')).toBe('*');
    expect(file.headers.get('content-security-policy')).toContain("default-src 'none'");
    // A picture no hotspot shows is not served to anyone but the owner (it was never reviewed).
    const hidden = await fetched(null, `/api/public/tours/${tour.link}/images/${unshown.id}`);
    expect(hidden.status).toBe(404);
    expect((await fetched(owner.client, unshown.url)).status).toBe(200);
    expect((await fetched(null, `/api/public/tours/${tour.link}/images/x`)).status).toBe(404);

    // A listing no longer public is left out of the public view, kept in the owner's.
    await db.update(listings).set({ status: 'disabled' }).where(eq(listings.id, listing.id));
    const later = await visitor.call('GET', `/api/public/tours/${tour.link}`);
    expect(later.json.data.scenes[0].hotspots[0]).toMatchObject({ listingId: null, listing: null, imageId: image.id });
    const mine = await owner.client.call('GET', `/api/tours/${tour.id}`);
    expect(mine.json.data.scenes[0].hotspots[0]).toMatchObject({ listingId: listing.id, listing: { id: listing.id } });
  });

  it('deletes a picture its hotspot let go, or its scene took away, and frees its bytes', async () => {
    const { client } = await account();
    const tour = await newTour(client);
    const hall = await addScene(client, tour.id);
    const yard = await addScene(client, tour.id);
    const sceneBytes = await bytesOfTour(tour.id);
    const first = await uploaded(client, tour.id);
    const shared = await uploaded(client, tour.id);
    const keys = await tourForExport(t.deps, (await client.call('GET', '/api/me')).json.data.id, tour.id).then(
      (exported) => exported.imageKeys,
    );
    expect(keys.size).toBe(2);
    expect(
      (await putHotspots(client, tour.id, hall.id, [info({ imageId: first.id }), info({ imageId: shared.id })])).status,
    ).toBe(200);
    expect((await putHotspots(client, tour.id, yard.id, [info({ imageId: shared.id })])).status).toBe(200);

    // A new picture in place of the first: the first goes; the one the yard shows stays.
    const second = await uploaded(client, tour.id);
    expect((await putHotspots(client, tour.id, hall.id, [info({ imageId: second.id })])).status).toBe(200);
    expect(await t.deps.storage.stat(keys.get(first.id)!)).toBeNull();
    expect((await fetched(client, first.url)).status).toBe(404);
    expect(await t.deps.storage.stat(keys.get(shared.id)!)).not.toBeNull();

    // The yard's deletion takes the picture only it showed.
    expect((await client.call('DELETE', `/api/tours/${tour.id}/scenes/${yard.id}`)).status).toBe(200);
    expect(await t.deps.storage.stat(keys.get(shared.id)!)).toBeNull();
    const left = await db.select().from(tourImages).where(eq(tourImages.tourId, tour.id));
    expect(left.map((row) => row.fileId)).toEqual([second.id]);
    const secondBytes = (await fetched(client, second.url)).bytes.length;
    const [yardless] = await db.select({ bytes: tours.bytes }).from(tours).where(eq(tours.id, tour.id));
    expect(yardless!.bytes).toBe(sceneBytes / 2 + secondBytes);

    // An upload no hotspot took within a day is swept at the next save.
    const abandoned = await uploaded(client, tour.id);
    await db
      .update(tourImages)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(tourImages.fileId, abandoned.id));
    expect((await putHotspots(client, tour.id, hall.id, [info({ imageId: second.id })])).status).toBe(200);
    expect((await fetched(client, abandoned.url)).status).toBe(404);
    expect((await fetched(client, second.url)).status).toBe(200);
  });

  it('deletes every picture with the tour', async () => {
    const { client, id } = await account();
    const tour = await newTour(client);
    const scene = await addScene(client, tour.id);
    const shown = await uploaded(client, tour.id);
    await uploaded(client, tour.id);
    expect((await putHotspots(client, tour.id, scene.id, [info({ imageId: shown.id })])).status).toBe(200);
    const keys = [...(await tourForExport(t.deps, id, tour.id)).imageKeys.values()];
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key.startsWith(`tours/${id}/${tour.id}/`)).toBe(true);
    expect((await client.call('DELETE', `/api/tours/${tour.id}`)).status).toBe(200);
    for (const key of keys) expect(await t.deps.storage.stat(key)).toBeNull();
    expect(await db.select().from(tourImages).where(eq(tourImages.tourId, tour.id))).toEqual([]);
  });

  it('keeps a note’s picture the owner also showed on a listing and then took out of the shop’s library', async () => {
    const { client } = await account();
    const { listing } = await shopWithListing(client);
    const tour = await newTour(client);
    const scene = await addScene(client, tour.id);
    const shown = await uploaded(client, tour.id);
    expect((await putHotspots(client, tour.id, scene.id, [info({ imageId: shown.id })])).status).toBe(200);
    // The listing takes the tour's picture (the owner's own file): it joins the shop's library.
    const onListing = await client.call('PATCH', `/api/shops/me/listings/${listing.id}`, { images: [shown.id] });
    expect(onListing.status, onListing.text).toBe(200);
    const removed = await client.call('DELETE', `/api/shops/me/media/${shown.id}`);
    expect(removed.status, removed.text).toBe(200);
    expect((await fetched(client, shown.url)).status).toBe(200);
    const [kept] = await db.select().from(tourImages).where(eq(tourImages.fileId, shown.id));
    expect(kept).toBeDefined();
  });

  it('exports the picture inside the zip and the listing as its public page', async () => {
    const { client } = await account();
    const { shop, listing } = await shopWithListing(client);
    const tour = await newTour(client);
    const scene = await addScene(client, tour.id);
    const image = await uploaded(client, tour.id);
    expect(
      (await putHotspots(client, tour.id, scene.id, [info({ id: 'note', imageId: image.id, listingId: listing.id })]))
        .status,
    ).toBe(200);
    const exported = await client.call('GET', `/api/tours/${tour.id}/export`);
    expect(exported.status, exported.text).toBe(200);
    const zip = await openSafeZip(exported.bytes, DEFAULT_INTAKE_LIMITS);
    const sceneScript = (await zip.read(`scenes/${scene.id}.js`)).toString();
    const picture = (await fetched(client, image.url)).bytes.toString('base64');
    expect(sceneScript).toContain(`"images":{"note":"data:image/webp;base64,${picture}"}`);
    const data = (await zip.read('tour-data.js')).toString();
    expect(data).toContain(`${t.deps.env.siteOrigin}/market/${shop.link}/shop/${listing.slug}`);
    expect(data).toContain('"image":true');
  });
});
