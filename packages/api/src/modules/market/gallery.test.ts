import { eq, sql } from 'drizzle-orm';
import { categories, listings, rateLimits, shopGalleryItems, shops, type Database } from '@rassam/db';
import { galleryDisplays, galleryStyles, GALLERY_MAX_ITEMS } from '@rassam/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-utils';
import { seedMarketReference } from '../../seed';
import { createTestModelProcessor, tinyGlb } from '../models/models.fixtures';
import { processNextModel } from '../models/worker';
import { GALLERY_DISPLAYS, GALLERY_MAX, GALLERY_STYLES } from './gallery.schemas';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<TestApp['client']>;
let t: TestApp;
let db: Database;
let glb: Uint8Array;
let categoryId: string;
const processor = createTestModelProcessor();

beforeAll(async () => {
  t = await createTestApp();
  db = t.handle.db;
  await seedMarketReference(db);
  glb = await tinyGlb(3);
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.kind, 'item'))
    .limit(1);
  categoryId = category!.id;
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
async function owner() {
  n += 1;
  await db.delete(rateLimits).where(sql`${rateLimits.key} like 'otp:%' or ${rateLimits.key} like 'auth:%'`);
  const client = await t.signUp(`0939${String(n).padStart(7, '0')}`);
  const shop = await client.call('POST', '/api/shops/me', {
    name: `گالری ${n}`,
    nameEn: `Gallery ${n}`,
    link: `gallery-${n}`,
  });
  expect(shop.status, shop.text).toBe(201);
  return { client, shopId: shop.json.data.id as string, link: shop.json.data.link as string };
}

async function listing(shopId: string, values: Partial<typeof listings.$inferInsert> = {}) {
  n += 1;
  const [row] = await db
    .insert(listings)
    .values({
      shopId,
      kind: 'item',
      categoryId,
      slug: `piece-${n}`,
      titleFa: `اثر ${n}`,
      titleEn: `Piece ${n}`,
      images: [crypto.randomUUID()],
      status: 'active',
      activatedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
      ...values,
    })
    .returning();
  return row!;
}

/** A ready model of the client's, attached to the listing. */
async function withModel(client: Client, listingId: string) {
  const body = new FormData();
  body.append('file', new File([glb as Uint8Array<ArrayBuffer>], 'vase.glb'));
  const res = await client.call('POST', '/api/models', body);
  expect(res.status, res.text).toBe(201);
  const lease = { owner: `test-${Math.random()}`, ms: 30_000 };
  while (await processNextModel(t.deps, processor, lease));
  const attached = await client.call('POST', `/api/models/${res.json.data.id}/market`, { listingId });
  expect(attached.status, attached.text).toBe(200);
  return res.json.data.id as string;
}

const put = (client: Client, body: unknown) => client.call('PUT', '/api/shops/me/gallery', body);

describe('the shop gallery', () => {
  it('keeps the same lists as the database checks', () => {
    expect([...GALLERY_STYLES]).toEqual([...galleryStyles]);
    expect([...GALLERY_DISPLAYS]).toEqual([...galleryDisplays]);
    expect(GALLERY_MAX).toBe(GALLERY_MAX_ITEMS);
  });

  it('saves the room and items in order, and shows visitors the public ones with their model or picture', async () => {
    const { client, shopId, link } = await owner();
    const vase = await listing(shopId, { titleFa: 'گلدان', titleEn: 'Vase' });
    const rug = await listing(shopId, { titleFa: 'فرش', titleEn: null });
    await withModel(client, vase.id);

    const empty = await client.call('GET', '/api/shops/me/gallery');
    expect(empty.status, empty.text).toBe(200);
    expect(empty.json.data).toMatchObject({ style: 'gallery', items: [] });
    const vaseCandidate = empty.json.data.candidates.find((c: { listingId: string }) => c.listingId === vase.id);
    expect(vaseCandidate).toMatchObject({ hasModel: true, public: true, titleEn: 'Vase' });
    expect(vaseCandidate.modelPosterUrl).toMatch(/\/files\/poster(\?v=[\w-]+)?$/);

    const items = [
      { listingId: rug.id, display: 'image' },
      { listingId: vase.id, display: 'model' },
    ];
    const saved = await put(client, { style: 'night', items });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data).toMatchObject({ style: 'night', items });

    const visitor = t.client();
    const got = await visitor.call('GET', `/api/market/shops/${link}/gallery`);
    expect(got.status, got.text).toBe(200);
    expect(got.json.data.shop).toEqual({ link, name: expect.any(String), nameEn: expect.any(String) });
    expect(got.json.data.style).toBe('night');
    expect(got.json.data.items.map((item: { id: string }) => item.id)).toEqual([rug.id, vase.id]);
    const [picture, model] = got.json.data.items;
    expect(picture).toMatchObject({
      kind: 'image',
      titleEn: null,
      modelUrl: null,
      slug: rug.slug,
      listingKind: 'item',
    });
    expect(picture.posterUrl).toBe(`/api/market/files/${rug.images[0]}`);
    expect(model).toMatchObject({ kind: 'model', titleFa: 'گلدان' });
    // The room loads the model's lighter copy (the test processor makes one for any model over one triangle),
    // public while its listing is, as the GLB itself.
    expect(model.modelUrl).toMatch(/\/api\/public\/models\/\w+\/files\/gallery$/);
    const file = await visitor.call('GET', model.modelUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('model/gltf-binary');
    expect((await visitor.call('GET', model.modelUrl.replace(/gallery$/, 'glb'))).status).toBe(200);
    expect((await visitor.call('GET', model.posterUrl)).status).toBe(200);

    // oEmbed turns the gallery's embed address into a frame, named after the shop in the address's language.
    const site = t.deps.env.siteOrigin;
    const oembed = await visitor.call('GET', `/api/oembed?url=${encodeURIComponent(`${site}/en/embed/scene/${link}`)}`);
    expect(oembed.status, oembed.text).toBe(200);
    expect(oembed.json).toMatchObject({ type: 'rich', title: got.json.data.shop.nameEn, version: '1.0' });
    expect(oembed.json.html).toContain(`<iframe src="${site}/en/embed/scene/${link}"`);
    const unknown = await visitor.call(
      'GET',
      `/api/oembed?url=${encodeURIComponent(`${site}/embed/scene/nobody-here`)}`,
    );
    expect(unknown.status).toBe(404);

    // Saving again replaces the whole gallery.
    expect((await put(client, { style: 'warm', items: [items[1]] })).status).toBe(200);
    const again = await visitor.call('GET', `/api/market/shops/${link}/gallery`);
    expect(again.json.data.items.map((item: { id: string }) => item.id)).toEqual([vase.id]);
    expect(again.json.data.style).toBe('warm');
  });

  it('leaves out listings that are not public, keeps them for the owner, and drops deleted ones', async () => {
    const { client, shopId, link } = await owner();
    const shown = await listing(shopId);
    const expired = await listing(shopId);
    const gone = await listing(shopId);
    const items = [shown, expired, gone].map((row) => ({ listingId: row.id, display: 'image' }));
    expect((await put(client, { style: 'gallery', items })).status).toBe(200);
    await db
      .update(listings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(listings.id, expired.id));
    await db.delete(listings).where(eq(listings.id, gone.id));

    const visitor = await t.client().call('GET', `/api/market/shops/${link}/gallery`);
    expect(visitor.json.data.items.map((item: { id: string }) => item.id)).toEqual([shown.id]);
    const own = await client.call('GET', '/api/shops/me/gallery');
    expect(own.json.data.items.map((item: { listingId: string }) => item.listingId)).toEqual([shown.id, expired.id]);
    expect(own.json.data.candidates.find((c: { listingId: string }) => c.listingId === expired.id).public).toBe(false);
  });

  it('shows a model item as its picture once the model is taken off the listing', async () => {
    const { client, shopId, link } = await owner();
    const lamp = await listing(shopId);
    const modelId = await withModel(client, lamp.id);
    expect((await put(client, { style: 'gallery', items: [{ listingId: lamp.id, display: 'model' }] })).status).toBe(
      200,
    );
    expect((await client.call('DELETE', `/api/models/${modelId}/market/${lamp.id}`)).status).toBe(200);
    const got = await t.client().call('GET', `/api/market/shops/${link}/gallery`);
    expect(got.json.data.items).toEqual([
      expect.objectContaining({
        id: lamp.id,
        kind: 'image',
        modelUrl: null,
        posterUrl: `/api/market/files/${lamp.images[0]}`,
      }),
    ]);
  });

  it('refuses what cannot be shown, another shop’s listings and bad bodies, and changes nothing then', async () => {
    const { client, shopId } = await owner();
    const other = await owner();
    const mine = await listing(shopId);
    const bare = await listing(shopId, { images: [] });
    const theirs = await listing(other.shopId);
    expect((await put(client, { style: 'warm', items: [{ listingId: mine.id, display: 'image' }] })).status).toBe(200);

    const noModel = await put(client, { style: 'night', items: [{ listingId: mine.id, display: 'model' }] });
    expect(noModel.status).toBe(422);
    expect(noModel.json.error.fields['items.0.display']).toMatch(/مدل سه‌بعدی آماده ندارد/);
    const noPicture = await put(client, {
      style: 'night',
      items: [
        { listingId: mine.id, display: 'image' },
        { listingId: bare.id, display: 'image' },
      ],
    });
    expect(noPicture.status).toBe(422);
    expect(noPicture.json.error.fields).toHaveProperty(['items.1.display']);
    for (const listingId of [theirs.id, crypto.randomUUID()]) {
      const res = await put(client, { style: 'night', items: [{ listingId, display: 'image' }] });
      expect(res.status, res.text).toBe(404);
      expect(res.json.error.code).toBe('ProductNotFound');
      expect(res.json.error.fields).toHaveProperty(['items.0.listingId']);
    }
    const many = Array.from({ length: GALLERY_MAX + 1 }, () => ({ listingId: crypto.randomUUID(), display: 'image' }));
    for (const body of [
      { style: 'night', items: many },
      {
        style: 'night',
        items: [
          { listingId: mine.id, display: 'image' },
          { listingId: mine.id, display: 'model' },
        ],
      },
      { style: 'disco', items: [] },
      { style: 'night', items: [{ listingId: 'x', display: 'image' }] },
      { style: 'night', items: [{ listingId: mine.id, display: 'video' }] },
      { style: 'night', items: [], extra: true },
      { style: 'night' },
      { style: 'night', items: 'all' },
      [],
      null,
    ]) {
      const res = await put(client, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    // The other owner's gallery and this one are as they were.
    const own = await client.call('GET', '/api/shops/me/gallery');
    expect(own.json.data).toMatchObject({ style: 'warm', items: [{ listingId: mine.id, display: 'image' }] });
    const [row] = await db.select().from(shops).where(eq(shops.id, other.shopId));
    expect(row!.galleryStyle).toBe('gallery');
  });

  it('asks for a shop and a session, and answers 404 for an unknown or disabled shop', async () => {
    expect((await t.client().call('GET', '/api/shops/me/gallery')).status).toBe(401);
    expect((await t.client().call('PUT', '/api/shops/me/gallery', { style: 'night', items: [] })).status).toBe(401);
    await db.delete(rateLimits).where(sql`${rateLimits.key} like 'otp:%' or ${rateLimits.key} like 'auth:%'`);
    const noShop = await t.signUp('09397777777');
    expect((await noShop.call('GET', '/api/shops/me/gallery')).json.error.code).toBe('ShopNotFound');
    expect((await noShop.call('PUT', '/api/shops/me/gallery', { style: 'night', items: [] })).status).toBe(404);
    expect((await t.client().call('GET', '/api/market/shops/nobody-here/gallery')).status).toBe(404);
    const { link, shopId } = await owner();
    await db.update(shops).set({ status: 'disabled' }).where(eq(shops.id, shopId));
    expect((await t.client().call('GET', `/api/market/shops/${link}/gallery`)).status).toBe(404);
  });

  it('keeps one whole gallery when saves race', async () => {
    const { client, shopId } = await owner();
    const rows = await Promise.all(Array.from({ length: 4 }, () => listing(shopId)));
    const orders = [rows, [...rows].reverse(), [rows[1]!, rows[3]!], [rows[2]!]];
    const results = await Promise.all(
      orders.map((order, i) =>
        put(client, {
          style: GALLERY_STYLES[i % 3],
          items: order.map((row) => ({ listingId: row.id, display: 'image' })),
        }),
      ),
    );
    expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const stored = await db
      .select()
      .from(shopGalleryItems)
      .where(eq(shopGalleryItems.shopId, shopId))
      .orderBy(shopGalleryItems.position);
    const ids = stored.map((row) => row.listingId);
    expect(orders.map((order) => order.map((row) => row.id))).toContainEqual(ids);
    expect(stored.map((row) => row.position)).toEqual(ids.map((_, i) => i));
  });
});
