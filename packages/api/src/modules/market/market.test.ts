import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  categories,
  designs,
  files,
  listings,
  locations,
  rateLimits,
  shops,
  users,
  wallets,
  type Database,
} from '@rassam/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-utils';
import { seedMarketReference } from '../../seed';
import { checkLedger, credit } from '../wallet/wallet.service';
import { fieldMessage, resultText } from '@rassam/i18n';
import { forgetMarketReads } from './market.cache';
import { seedDemoMarket, seedLocations, seedMarketListings } from './market.seed';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<TestApp['client']>;
let t: TestApp;
let db: Database;

let n = 0;
async function account(role: 'user' | 'admin' = 'user', coins = 0) {
  n += 1;
  const phone = `0937${String(n).padStart(7, '0')}`;
  // Every test account signs up from one address: forget the sign-up limits, which are not under test here.
  await db.delete(rateLimits).where(sql`${rateLimits.key} like 'otp:%' or ${rateLimits.key} like 'auth:%'`);
  const client = await t.signUp(phone);
  const me = await client.call('GET', '/api/me');
  const id = me.json.data.id as string;
  if (role !== 'user') await db.update(users).set({ role }).where(eq(users.id, id));
  if (coins > 0) await db.transaction((tx) => credit(tx, id, coins, { reason: 'admin_adjustment', note: 'test' }));
  return { client, id };
}

async function balanceOf(userId: string) {
  const [row] = await db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.userId, userId));
  return row?.balance ?? 0;
}

async function location(slugs: string[]) {
  const res = await t.client().call('GET', `/api/market/locations/path?slugs=${slugs.join('/')}`);
  expect(res.status, res.text).toBe(200);
  return res.json.data as { id: string; slug: string; lat: number; lng: number }[];
}

async function categoryId(kind: string, slug: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.kind, kind as 'place'), eq(categories.slug, slug)));
  return row!.id;
}

let shopSeq = 0;
async function openShop(client: Client, overrides: Record<string, unknown> = {}) {
  shopSeq += 1;
  const res = await client.call('POST', '/api/shops/me', {
    name: `فروشگاه ${shopSeq}`,
    nameEn: `Shop ${shopSeq}`,
    link: `shop-no-${shopSeq}`,
    ...overrides,
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string; link: string };
}

let admin: Awaited<ReturnType<typeof account>>;
let tehran: { id: string; slug: string; lat: number; lng: number }[];
let isfahan: { id: string; slug: string; lat: number; lng: number }[];

beforeAll(async () => {
  t = await createTestApp();
  db = t.handle.db;
  await seedMarketReference(db);
  admin = await account('admin');
  tehran = await location(['iran', 'tehran', 'tehran']);
  isfahan = await location(['iran', 'isfahan', 'isfahan']);
});
afterAll(async () => {
  if (t) expect(await checkLedger(t.handle.db)).toEqual([]);
  await t?.close();
});

/** A listing made through the API, paid and activated; returns its id. */
async function activeListing(owner: { client: Client }, body: Record<string, unknown>, months = 1) {
  const created = await owner.client.call('POST', '/api/shops/me/listings', body);
  expect(created.status, created.text).toBe(201);
  const id = created.json.data.id as string;
  const paid = await owner.client.call('POST', `/api/shops/me/listings/${id}/pay`, { months });
  expect(paid.status, paid.text).toBe(200);
  const activated = await admin.client.call('POST', `/api/admin/market/listings/${id}/activate`);
  expect(activated.status, activated.text).toBe(200);
  return id;
}

describe('locations', () => {
  it('ships the countries (Iran first, in Persian and English) and Iran’s 31 provinces', async () => {
    const countries = await t.client().call('GET', '/api/market/locations');
    expect(countries.status).toBe(200);
    expect(countries.json.data.length).toBeGreaterThan(240);
    expect(countries.json.data[0]).toMatchObject({ slug: 'iran', code: 'IR', nameFa: 'ایران', nameEn: 'Iran' });
    const germany = countries.json.data.find((c: { code: string }) => c.code === 'DE');
    expect(germany).toMatchObject({ nameFa: 'آلمان', nameEn: 'Germany', slug: 'germany' });
    const provinces = await t.client().call('GET', `/api/market/locations?parent=${countries.json.data[0].id}`);
    expect(provinces.json.data).toHaveLength(31);
    expect(tehran.map((l) => l.slug)).toEqual(['iran', 'tehran', 'tehran']);
    const districts = await t.client().call('GET', `/api/market/locations?parent=${tehran[2]!.id}`);
    expect(districts.json.data).toHaveLength(22);
  });

  it('traces a district up to its country, for a picker that shows a saved place', async () => {
    const districts = await t.client().call('GET', `/api/market/locations?parent=${tehran[2]!.id}`);
    const district = districts.json.data.at(-1);
    const trail = await t.client().call('GET', `/api/market/locations/${district.id}/trail`);
    expect(trail.status, trail.text).toBe(200);
    expect(trail.json.data.map((l: { level: string }) => l.level)).toEqual(['country', 'state', 'city', 'district']);
    expect(trail.json.data.map((l: { id: string }) => l.id)).toEqual([...tehran.map((l) => l.id), district.id]);
    const country = await t.client().call('GET', `/api/market/locations/${tehran[0]!.id}/trail`);
    expect(country.json.data.map((l: { slug: string }) => l.slug)).toEqual(['iran']);
    const nowhere = await t.client().call('GET', '/api/market/locations/00000000-0000-4000-8000-000000000000/trail');
    expect(nowhere.status).toBe(404);
    expect(nowhere.json.error.code).toBe('LocationNotFound');
    const malformed = await t.client().call('GET', '/api/market/locations/tehran/trail');
    expect(malformed.status).toBe(422);
    expect(malformed.json.error.code).toBe('LocationIdIsNotValid');
  });

  it('seeds again without duplicating anything', async () => {
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(locations))[0]!.n;
    const before = await count();
    await seedLocations(db);
    expect(await count()).toBe(before);
    const [iran] = await db
      .select()
      .from(locations)
      .where(and(isNull(locations.parentId), eq(locations.slug, 'iran')));
    expect(iran?.level).toBe('country');
  });

  it('answers LocationNotFound for an unknown path', async () => {
    const res = await t.client().call('GET', '/api/market/locations/path?slugs=iran/atlantis');
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('LocationNotFound');
  });

  it('lets only admins add locations, and refuses a city without a state', async () => {
    const user = await account();
    const body = { level: 'district', parentId: isfahan[2]!.id, slug: 'jolfa', nameFa: 'جلفا', nameEn: 'Jolfa' };
    expect((await user.client.call('POST', '/api/admin/market/locations', body)).status).toBe(403);
    expect((await t.client().call('POST', '/api/admin/market/locations', body)).status).toBe(401);
    const made = await admin.client.call('POST', '/api/admin/market/locations', body);
    expect(made.status, made.text).toBe(201);
    const again = await admin.client.call('POST', '/api/admin/market/locations', body);
    expect(again.json.error.code).toBe('SlugAlreadyExists');
    const orphan = await admin.client.call('POST', '/api/admin/market/locations', {
      ...body,
      level: 'city',
      slug: 'x',
    });
    expect(orphan.json.error.code).toBe('LocationIdIsNotValid');
    const outside = await admin.client.call('POST', '/api/admin/market/locations', { ...body, slug: 'y', lat: 91 });
    expect(outside.status).toBe(422);
  });
});

describe('categories', () => {
  it('serves a tree per kind with nested children', async () => {
    const res = await t.client().call('GET', '/api/market/categories?kind=place');
    expect(res.status).toBe(200);
    const food = res.json.data.find((c: { slug: string }) => c.slug === 'food');
    expect(food.children.map((c: { slug: string }) => c.slug)).toContain('cafe');
    const items = await t.client().call('GET', '/api/market/categories?kind=item');
    expect(items.json.data.every((c: { kind: string }) => c.kind === 'item')).toBe(true);
  });

  it('refuses a category as its own parent or under its own descendant', async () => {
    const root = await admin.client.call('POST', '/api/admin/market/categories', {
      kind: 'service',
      slug: 'tree-root',
      nameFa: 'ریشه',
      nameEn: 'Root',
    });
    expect(root.status, root.text).toBe(201);
    const child = await admin.client.call('POST', '/api/admin/market/categories', {
      kind: 'service',
      parentId: root.json.data.id,
      slug: 'tree-child',
      nameFa: 'فرزند',
      nameEn: 'Child',
    });
    const grandchild = await admin.client.call('POST', '/api/admin/market/categories', {
      kind: 'service',
      parentId: child.json.data.id,
      slug: 'tree-grandchild',
      nameFa: 'نوه',
      nameEn: 'Grandchild',
    });
    expect(grandchild.status).toBe(201);
    const itself = await admin.client.call('PATCH', `/api/admin/market/categories/${root.json.data.id}`, {
      parentId: root.json.data.id,
    });
    expect(itself.status).toBe(400);
    expect(itself.json.error.code).toBe('CategoryParentIsNotValid');
    const below = await admin.client.call('PATCH', `/api/admin/market/categories/${root.json.data.id}`, {
      parentId: grandchild.json.data.id,
    });
    expect(below.json.error.code).toBe('CategoryParentIsNotValid');
    const otherTree = await admin.client.call('PATCH', `/api/admin/market/categories/${child.json.data.id}`, {
      parentId: await categoryId('place', 'food'),
    });
    expect(otherTree.json.error.code).toBe('CategoryParentIsNotValid');
    // Moving the grandchild to the root's level is fine.
    const moved = await admin.client.call('PATCH', `/api/admin/market/categories/${grandchild.json.data.id}`, {
      parentId: root.json.data.id,
    });
    expect(moved.status).toBe(200);
    const [row] = await db.select().from(categories).where(eq(categories.id, root.json.data.id));
    expect(row?.parentId).toBeNull();
    const inUse = await admin.client.call('DELETE', `/api/admin/market/categories/${root.json.data.id}`);
    expect(inUse.json.error.code).toBe('CategoryIsInUse');
  });

  it('lets admins define typed properties that sub-categories inherit', async () => {
    const lodging = await categoryId('place', 'lodging');
    const path = `/api/admin/market/categories/${lodging}/properties`;
    const noOptions = await admin.client.call('POST', path, {
      key: 'view',
      type: 'enum',
      labelFa: 'منظره',
      labelEn: 'View',
    });
    expect(noOptions.status).toBe(422);
    const made = await admin.client.call('POST', path, {
      key: 'checkout_hour',
      type: 'number',
      labelFa: 'ساعت تخلیه',
      labelEn: 'Check-out hour',
      min: '۰',
      max: 23,
    });
    expect(made.status, made.text).toBe(201);
    expect(made.json.data).toMatchObject({ key: 'checkout_hour', min: 0, max: 23, required: false });
    const dup = await admin.client.call('POST', path, {
      key: 'checkout_hour',
      type: 'text',
      labelFa: 'الف',
      labelEn: 'A',
    });
    expect(dup.json.error.code).toBe('PropertyAlreadyExists');
    const inherited = await t
      .client()
      .call('GET', `/api/market/categories/${await categoryId('place', 'hotel')}/properties`);
    expect(inherited.json.data.map((p: { key: string }) => p.key).sort()).toEqual(['checkout_hour', 'rooms', 'stars']);
    const bounds = await admin.client.call('PATCH', `/api/admin/market/properties/${made.json.data.id}`, { min: 30 });
    expect(bounds.status).toBe(422);
    expect((await admin.client.call('DELETE', `/api/admin/market/properties/${made.json.data.id}`)).status).toBe(200);
    const gone = await admin.client.call('DELETE', `/api/admin/market/properties/${made.json.data.id}`);
    expect(gone.json.error.code).toBe('PropertyNotFound');
  });

  it('keeps category and property editing to admins', async () => {
    const user = await account();
    const body = { kind: 'place', slug: 'nope', nameFa: 'نه', nameEn: 'No' };
    const denied = await user.client.call('POST', '/api/admin/market/categories', body);
    expect(denied.status).toBe(403);
    expect(denied.json.error.code).toBe('AccessDenied');
    const queue = await user.client.call('GET', '/api/admin/market/listings');
    expect(queue.status).toBe(403);
    const prices = await user.client.call('PUT', '/api/admin/market/display-prices', {
      categoryId: null,
      months: 1,
      coins: 0,
    });
    expect(prices.status).toBe(403);
  });
});

describe('shops', () => {
  it('opens one shop per user and tells the shop guard whether there is one', async () => {
    const owner = await account();
    const none = await owner.client.call('GET', '/api/shops/me');
    expect(none.status).toBe(404);
    expect(none.json.error.code).toBe('ShopNotFound');
    const res = await owner.client.call('POST', '/api/shops/me', {
      name: 'کافه نادري',
      nameEn: 'Cafe Naderi',
      link: 'Naderi',
      phones: ['۰۲۱-۸۸۷۷۶۶۵۵'],
      lat: '۳۵٫۷',
      lng: 51.41,
      cityId: tehran[2]!.id,
      workingHours: [{ day: 0, closed: false, ranges: [{ open: '09:00', close: '18:00' }] }],
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.message.code).toBe('AddSuccessfully');
    expect(res.json.data).toMatchObject({
      link: 'naderi',
      phones: ['02188776655'],
      lat: 35.7,
      countryId: tehran[0]!.id,
      stateId: tehran[1]!.id,
      cityId: tehran[2]!.id,
    });
    const me = await owner.client.call('GET', '/api/shops/me');
    expect(me.json.data.id).toBe(res.json.data.id);
    const second = await owner.client.call('POST', '/api/shops/me', { name: 'دوم', nameEn: 'Second', link: 'second' });
    expect(second.json.error.code).toBe('ShopAlreadyExists');

    // The same name with Persian ی instead of Arabic ي is the same name.
    const rival = await account();
    const dup = await rival.client.call('POST', '/api/shops/me', {
      name: 'کافه نادری',
      nameEn: 'Other',
      link: 'other',
    });
    expect(dup.status).toBe(409);
    expect(dup.json.error.code).toBe('ShopNameExists');
    const dupEn = await rival.client.call('POST', '/api/shops/me', {
      name: 'دیگری',
      nameEn: 'CAFE naderi',
      link: 'other',
    });
    expect(dupEn.json.error.code).toBe('ShopNameExists');
    const dupLink = await rival.client.call('POST', '/api/shops/me', {
      name: 'دیگری',
      nameEn: 'Other',
      link: 'naderi',
    });
    expect(dupLink.json.error.code).toBe('ShopLinkAlreadyExists');

    const pub = await t.client().call('GET', '/api/market/shops/NADERI');
    expect(pub.status).toBe(200);
    expect(pub.json.data.shop.name).toBe('کافه نادري');
  });

  it('refuses reserved links, bad coordinates and a city that is not in the given state', async () => {
    const owner = await account();
    const malformed = await owner.client.call('POST', '/api/shops/me', {
      name: 'نام',
      nameEn: 'نام',
      link: 'x',
      phones: ['۰۲۱'],
    });
    expect(malformed.status).toBe(422);
    expect(malformed.json.error.fields).toEqual({
      link: resultText('ShopLinkIsNotValid', 'fa'),
      nameEn: 'این نام را با حروف لاتین بنویسید',
      'phones.0': 'شماره تلفن معتبر نیست؛ آن را با پیش‌شماره و فقط با رقم بنویسید',
    });
    for (const link of ['map', 'places', 'Service', 'shop', 'all', 'iran', 'new', 'edit', 'admin', 'api', 'search']) {
      const res = await owner.client.call('POST', '/api/shops/me', { name: `ن ${link}`, nameEn: `N ${link}`, link });
      expect(res.status, link).toBe(422);
      expect(res.json.error.code, link).toBe('ShopLinkIsReserved');
    }
    const far = await owner.client.call('POST', '/api/shops/me', {
      name: 'دور',
      nameEn: 'Far',
      link: 'far-away',
      lat: 95,
      lng: 10,
    });
    expect(far.status).toBe(422);
    expect(far.json.error.fields).toEqual({ lat: resultText('CoordinatesAreNotValid', 'fa') });
    for (const [lat, lng, field] of [
      [-90.5, 0, 'lat'],
      [0, 180.01, 'lng'],
      [0, '-۱۸۱', 'lng'],
    ] as const) {
      const outside = await owner.client.call(
        'POST',
        '/api/shops/me',
        { name: 'دور', nameEn: 'Far', link: 'far-away', lat, lng },
        { 'x-locale': 'en' },
      );
      expect(outside.status, `${lat},${lng}`).toBe(422);
      expect(outside.json.error.fields, `${lat},${lng}`).toEqual({
        [field]: resultText('CoordinatesAreNotValid', 'en'),
      });
    }
    const wrongState = await owner.client.call('POST', '/api/shops/me', {
      name: 'دور',
      nameEn: 'Far',
      link: 'far-away',
      stateId: isfahan[1]!.id,
      cityId: tehran[2]!.id,
    });
    expect(wrongState.json.error.code).toBe('LocationNotFound');
    expect((await owner.client.call('GET', '/api/shops/me')).status).toBe(404);
  });

  it('sets social media and the landing block, validating handles and addresses', async () => {
    const owner = await account();
    await openShop(owner.client);
    const social = await owner.client.call('PUT', '/api/shops/me/social', {
      instagram: '@cafe.naderi',
      telegram: 'cafenaderi',
      whatsapp: '۰۹۱۲۱۲۳۴۵۶۷',
      website: 'https://naderi.example',
    });
    expect(social.status, social.text).toBe(200);
    expect(social.json.data.social).toEqual({
      instagram: 'cafe.naderi',
      telegram: 'cafenaderi',
      whatsapp: '09121234567',
      website: 'https://naderi.example',
    });
    const bad = await owner.client.call('PUT', '/api/shops/me/social', { website: 'javascript:alert(1)' });
    expect(bad.status).toBe(422);
    const removed = await owner.client.call('PUT', '/api/shops/me/social', { telegram: null });
    expect(removed.json.data.social.telegram).toBeUndefined();
    const landing = await owner.client.call('PUT', '/api/shops/me/landing', {
      headingFa: 'خوش آمدید',
      showLink: true,
      buttonTitleFa: 'ببینید',
    });
    expect(landing.status, landing.text).toBe(200);
    expect(landing.json.data.landing).toMatchObject({
      headingFa: 'خوش آمدید',
      showLink: true,
      buttonTitleFa: 'ببینید',
    });
  });

  it('uploads profile and banner images checked by content and serves them publicly', async () => {
    const owner = await account();
    await openShop(owner.client);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const form = () => {
      const data = new FormData();
      data.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
      return data;
    };
    const profile = await owner.client.call('POST', '/api/shops/me/profile-image', form());
    expect(profile.status, profile.text).toBe(200);
    expect(profile.json.message.code).toBe('ProfileImageUploadSuccessfully');
    const banner = await owner.client.call('POST', '/api/shops/me/banner-image', form());
    expect(banner.json.message.code).toBe('BannerImageUploadSuccessfully');
    const me = await owner.client.call('GET', '/api/shops/me');
    expect(me.json.data.profileImageId).toBe(profile.json.data.id);
    expect(me.json.data.bannerImageUrl).toBe(`/api/market/files/${banner.json.data.id}`);
    const file = await t.client().call('GET', me.json.data.bannerImageUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\//);

    const text = new FormData();
    text.append('file', new Blob(['<svg onload=alert(1)>hello world</svg>'], { type: 'image/png' }), 'x.png');
    const refused = await owner.client.call('POST', '/api/shops/me/profile-image', text);
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('FileFormatIsNotValid');

    const library = await owner.client.call('GET', '/api/shops/me/media');
    expect(library.json.data).toHaveLength(2);
    const removed = await owner.client.call('DELETE', `/api/shops/me/media/${banner.json.data.id}`);
    expect(removed.status).toBe(200);
    expect((await owner.client.call('GET', '/api/shops/me')).json.data.bannerImageId).toBeNull();
    expect((await t.client().call('GET', `/api/market/files/${banner.json.data.id}`)).status).toBe(404);
  });
});

describe('shop working hours', () => {
  const split = [
    { open: '09:00', close: '13:00' },
    { open: '16:00', close: '20:00' },
  ];

  it('keeps several ranges a day, in the order given, and ranges that only touch', async () => {
    const owner = await account();
    await openShop(owner.client);
    const hours = [
      { day: 0, closed: false, ranges: split },
      {
        day: 1,
        closed: false,
        ranges: [
          { open: '08:00', close: '12:00' },
          { open: '12:00', close: '24:00' },
        ],
      },
      { day: 6, closed: true, ranges: [] },
    ];
    const res = await owner.client.call('PATCH', '/api/shops/me', { workingHours: hours });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.workingHours).toEqual(hours);
    const shop = (await owner.client.call('GET', '/api/shops/me')).json.data;
    const pub = await t.client().call('GET', `/api/market/shops/${shop.link}`);
    expect(pub.json.data.shop.workingHours[0].ranges).toEqual(split);
  });

  it('refuses overlapping ranges, an end before its start and more than four ranges, and keeps the old hours', async () => {
    const owner = await account();
    await openShop(owner.client, { workingHours: [{ day: 2, closed: false, ranges: split }] });
    const cases: [unknown[], string, string][] = [
      [
        [
          { open: '09:00', close: '13:00' },
          { open: '12:30', close: '20:00' },
        ],
        'workingHours.0.ranges',
        'WorkingHoursOverlap',
      ],
      // Out of order and one inside the other: still an overlap.
      [
        [
          { open: '16:00', close: '20:00' },
          { open: '10:00', close: '22:00' },
        ],
        'workingHours.0.ranges',
        'WorkingHoursOverlap',
      ],
      [[{ open: '13:00', close: '09:00' }], 'workingHours.0.ranges.0.close', 'WorkingHoursRangeNotValid'],
      [[{ open: '10:00', close: '10:00' }], 'workingHours.0.ranges.0.close', 'WorkingHoursRangeNotValid'],
      [
        ['06:00', '08:00', '10:00', '12:00', '14:00'].map((open) => ({ open, close: `${open.slice(0, 2)}:30` })),
        'workingHours.0.ranges',
        'manyItems',
      ],
      [[{ open: '9:00', close: '13:00' }], 'workingHours.0.ranges.0.open', 'ValidationError'],
      [[{ open: '09:00', close: '۱۳:۰۰' }], 'workingHours.0.ranges.0.close', 'ValidationError'],
    ];
    for (const [ranges, field, code] of cases) {
      const res = await owner.client.call(
        'PATCH',
        '/api/shops/me',
        { workingHours: [{ day: 0, closed: false, ranges }] },
        { 'x-locale': 'en' },
      );
      expect(res.status, JSON.stringify(ranges)).toBe(422);
      expect(Object.keys(res.json.error.fields), JSON.stringify(ranges)).toEqual([field]);
      // A field names its own problem; ValidationError under a field is the general field text, not the request's.
      if (code !== 'manyItems')
        expect(res.json.error.fields[field]).toBe(fieldMessage({ code: 'custom', message: code }, 'en'));
    }
    const four = ['06:00', '08:00', '10:00', '12:00'].map((open) => ({ open, close: `${open.slice(0, 2)}:30` }));
    const ok = await owner.client.call('PATCH', '/api/shops/me', {
      workingHours: [{ day: 0, closed: false, ranges: four }],
    });
    expect(ok.status, ok.text).toBe(200);
    const wrongType = await owner.client.call('PATCH', '/api/shops/me', {
      workingHours: [{ day: 0, closed: 'no', ranges: [] }],
    });
    expect(wrongType.status).toBe(422);
    const twice = await owner.client.call('PATCH', '/api/shops/me', {
      workingHours: [
        { day: 0, closed: true, ranges: [] },
        { day: 0, closed: false, ranges: split },
      ],
    });
    expect(twice.status).toBe(422);
    expect((await owner.client.call('GET', '/api/shops/me')).json.data.workingHours[0].ranges).toEqual(four);
  });

  it('keeps the time zone its hours are in: Tehran unless told, any IANA zone, nothing else', async () => {
    const owner = await account();
    const created = await openShop(owner.client);
    expect((await owner.client.call('GET', '/api/shops/me')).json.data.timeZone).toBe('Asia/Tehran');
    const moved = await owner.client.call('PATCH', '/api/shops/me', { timeZone: 'Asia/Dubai' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.data.timeZone).toBe('Asia/Dubai');
    const pub = await t.client().call('GET', `/api/market/shops/${created.link}`);
    expect(pub.json.data.shop.timeZone).toBe('Asia/Dubai');
    for (const bogus of ['Mars/Olympus_Mons', '+03:30', 'asia/tehran/x', 'Tehran', '', 42]) {
      const res = await owner.client.call('PATCH', '/api/shops/me', { timeZone: bogus }, { 'x-locale': 'en' });
      expect(res.status, String(bogus)).toBe(422);
      if (typeof bogus === 'string')
        expect(res.json.error.fields, bogus).toEqual({ timeZone: resultText('TimeZoneIsNotValid', 'en') });
    }
    expect((await owner.client.call('GET', '/api/shops/me')).json.data.timeZone).toBe('Asia/Dubai');
    const other = await account();
    await openShop(other.client, { timeZone: 'America/Vancouver' });
    expect((await other.client.call('GET', '/api/shops/me')).json.data.timeZone).toBe('America/Vancouver');
    // Opened in a country that keeps one clock and naming no zone, a shop takes the country's.
    const countries = (await t.client().call('GET', '/api/market/locations')).json.data as {
      id: string;
      code: string;
    }[];
    const countryOf = (code: string) => countries.find((c) => c.code === code)!.id;
    for (const [code, zone] of [
      ['DE', 'Europe/Berlin'],
      ['AE', 'Asia/Dubai'],
      ['US', 'Asia/Tehran'], // several clocks: no guess, the owner picks one in the form
    ]) {
      const abroad = await account();
      await openShop(abroad.client, { countryId: countryOf(code!) });
      expect((await abroad.client.call('GET', '/api/shops/me')).json.data.timeZone, code).toBe(zone);
    }
  });
});

describe('shop images', () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
  const form = (bytes: Buffer) => {
    const data = new FormData();
    data.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'image.png');
    return data;
  };
  const bytesOf = async (path: string) => {
    const res = await t.app.request(path);
    return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
  };

  it("removes the owner's own profile image and banner, not another shop's; the files stay in the library", async () => {
    const owner = await account();
    const other = await account();
    await openShop(owner.client);
    await openShop(other.client);
    const image = await png(64, 64);
    for (const client of [owner.client, other.client]) {
      expect((await client.call('POST', '/api/shops/me/profile-image', form(image))).status).toBe(200);
      expect((await client.call('POST', '/api/shops/me/banner-image', form(image))).status).toBe(200);
    }
    const banner = (await owner.client.call('GET', '/api/shops/me')).json.data.bannerImageId as string;

    const removed = await owner.client.call('DELETE', '/api/shops/me/banner-image');
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json.message.code).toBe('BannerImageRemovedSuccessfully');
    expect(removed.json.data).toMatchObject({ bannerImageId: null, bannerImageUrl: null });
    expect(removed.json.data.profileImageId).not.toBeNull();
    const profile = await owner.client.call('DELETE', '/api/shops/me/profile-image', undefined, { 'x-locale': 'en' });
    expect(profile.json.message).toMatchObject({
      code: 'ProfileImageRemovedSuccessfully',
      text: resultText('ProfileImageRemovedSuccessfully', 'en'),
    });
    expect(profile.json.data.profileImageId).toBeNull();
    // Again: nothing left to take off, and still a success.
    expect((await owner.client.call('DELETE', '/api/shops/me/banner-image')).status).toBe(200);

    // The other owner's shop keeps both.
    const theirs = (await other.client.call('GET', '/api/shops/me')).json.data;
    expect(theirs.profileImageId).not.toBeNull();
    expect(theirs.bannerImageId).not.toBeNull();
    // The file is still the owner's, in the library, to use again or to delete there.
    const library = (await owner.client.call('GET', '/api/shops/me/media')).json.data as { id: string }[];
    expect(library.map((f) => f.id)).toContain(banner);

    // Uploads to the same paths still go through (a PNG over the 15 MB image limit is refused as too big).
    const bytes = new Uint8Array(16 * 1024 * 1024);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const huge = new FormData();
    huge.append('file', new Blob([bytes], { type: 'image/png' }), 'huge.png');
    const tooBig = await owner.client.call('POST', '/api/shops/me/banner-image', huge);
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.error.code).toBe('FileSizeValidationError');

    const stranger = await account();
    const noShop = await stranger.client.call('DELETE', '/api/shops/me/banner-image');
    expect(noShop.status).toBe(404);
    expect(noShop.json.error.code).toBe('ShopNotFound');
    expect((await t.client().call('DELETE', '/api/shops/me/profile-image')).status).toBe(401);
  });

  it('serves a library image at the asked width as WebP (the card sizes made at upload, the rest on the first ask, all kept), and only the listed widths', async () => {
    const owner = await account();
    await openShop(owner.client);
    const uploaded = await owner.client.call('POST', '/api/shops/me/media', form(await png(2000, 1000)));
    expect(uploaded.status, uploaded.text).toBe(201);
    const url = uploaded.json.data.url as string;
    // The cards' sizes are made with the upload, before anyone asks.
    const [stored] = await db.select().from(files).where(eq(files.id, uploaded.json.data.id));
    for (const width of [320, 640])
      expect(await t.deps.storage.get(`${stored!.storageKey}.w${width}.webp`)).not.toBeNull();
    expect(await t.deps.storage.get(`${stored!.storageKey}.w960.webp`)).toBeNull();

    const full = await bytesOf(url);
    expect(full.status).toBe(200);
    expect((await sharp(full.body).metadata()).width).toBe(2000);
    const small = await bytesOf(`${url}?w=320`);
    expect(small.status).toBe(200);
    expect(small.type).toBe('image/webp');
    expect(await sharp(small.body).metadata()).toMatchObject({ width: 320, height: 160, format: 'webp' });
    expect(small.body.length).toBeLessThan(full.body.length);
    const again = await bytesOf(`${url}?w=۳۲۰`);
    expect(again.body.equals(small.body)).toBe(true);
    expect((await sharp((await bytesOf(`${url}?w=960`)).body).metadata()).width).toBe(960);
    expect(await t.deps.storage.get(`${stored!.storageKey}.w960.webp`)).not.toBeNull();

    for (const w of ['100', '0', '-320', 'abc', '1e3']) expect((await bytesOf(`${url}?w=${w}`)).status, w).toBe(422);
    // Ranges and tags as on every file route (lib/serve-stored.ts).
    const etag = (await t.app.request(`${url}?w=320`)).headers.get('etag')!;
    const part = await t.app.request(`${url}?w=320`, { headers: { range: 'bytes=-10' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(small.body.subarray(-10))).toBe(true);
    expect((await t.app.request(`${url}?w=320`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    // Never wider than the stored image: a small one comes as it is.
    const icon = await owner.client.call('POST', '/api/shops/me/media', form(await png(100, 100)));
    const asIs = await bytesOf(`${icon.json.data.url}?w=640`);
    expect(asIs.type).toBe('image/png');

    // A size is public exactly as long as the file is.
    await owner.client.call('DELETE', `/api/shops/me/media/${uploaded.json.data.id}`);
    expect((await bytesOf(`${url}?w=320`)).status).toBe(404);
  });

  it('deletes a removed image from the storage with all its sized copies, and from the listings that showed it', async () => {
    const owner = await account();
    const other = await account();
    await openShop(owner.client);
    await openShop(other.client);
    /** The owner's files as the local storage holds them. */
    const onDisk = async (userId = owner.id) =>
      (await readdir(join(t.deps.env.DATA_DIR, 'files', 'media', userId)).catch(() => [] as string[])).sort();
    const upload = async (client: Client, path = '/api/shops/me/media') => {
      const res = await client.call('POST', path, form(await png(2000, 1000)));
      expect(res.status, res.text).toBeLessThan(300);
      return res.json.data as { id: string; url: string };
    };
    const everySize = (name: string) => [name, ...[160, 320, 640, 960, 1280].map((w) => `${name}.w${w}.webp`)];
    const storedName = async (id: string) =>
      (await db.select().from(files).where(eq(files.id, id)))[0]!.storageKey.split('/').pop()!;

    const photo = await upload(owner.client);
    for (const w of [160, 960, 1280]) expect((await bytesOf(`${photo.url}?w=${w}`)).status).toBe(200);
    const name = await storedName(photo.id);
    expect(await onDisk()).toEqual(everySize(name).sort());
    const theirs = await upload(other.client);
    const theirFiles = await onDisk(other.id);
    const listing = await owner.client.call('POST', '/api/shops/me/listings', {
      kind: 'place',
      categoryId: await categoryId('place', 'museum'),
      slug: 'museum-with-photo',
      titleFa: 'موزه',
      images: [photo.id],
    });
    expect(listing.status, listing.text).toBe(201);

    expect((await owner.client.call('DELETE', `/api/shops/me/media/${photo.id}`)).status).toBe(200);
    expect(await onDisk()).toEqual([]);
    expect(await db.select().from(files).where(eq(files.id, photo.id))).toEqual([]);
    const shown = await owner.client.call('GET', `/api/shops/me/listings/${listing.json.data.id}`);
    expect(shown.json.data.images).toEqual([]);
    // Another shop's images are not touched.
    expect(await onDisk(other.id)).toEqual(theirFiles);
    expect((await owner.client.call('DELETE', `/api/shops/me/media/${theirs.id}`)).status).toBe(404);
    expect(await onDisk(other.id)).toEqual(theirFiles);

    // A replaced profile image stays in the library (and on disk) until it is deleted there; so does the current one.
    const first = await upload(owner.client, '/api/shops/me/profile-image');
    const second = await upload(owner.client, '/api/shops/me/profile-image');
    const [firstName, secondName] = [await storedName(first.id), await storedName(second.id)];
    expect(await onDisk()).toEqual(
      [...everySize(firstName), ...everySize(secondName)].filter((f) => !/w(160|960|1280)/.test(f)).sort(),
    );
    expect((await owner.client.call('DELETE', '/api/shops/me/profile-image')).status).toBe(200);
    expect(await onDisk()).toHaveLength(6);
    expect((await owner.client.call('DELETE', `/api/shops/me/media/${first.id}`)).status).toBe(200);
    expect((await owner.client.call('DELETE', `/api/shops/me/media/${second.id}`)).status).toBe(200);
    expect(await onDisk()).toEqual([]);
  });

  it("keeps the original of an image one of the owner's designs was made from, and drops only its copies", async () => {
    const owner = await account();
    await openShop(owner.client);
    const uploaded = await owner.client.call('POST', '/api/shops/me/media', form(await png(2000, 1000)));
    const { id } = uploaded.json.data as { id: string };
    await db
      .insert(designs)
      .values({ userId: owner.id, tool: 'upscale', status: 'deleted', input: { image: id }, cost: 0, seed: 1 });
    const [stored] = await db.select().from(files).where(eq(files.id, id));

    expect((await owner.client.call('DELETE', `/api/shops/me/media/${id}`)).status).toBe(200);
    expect(await t.deps.storage.get(stored!.storageKey)).not.toBeNull();
    for (const w of [320, 640]) expect(await t.deps.storage.get(`${stored!.storageKey}.w${w}.webp`)).toBeNull();
    // Out of the library, so no longer public; still the owner's, as the design's input.
    expect((await bytesOf(`/api/market/files/${id}`)).status).toBe(404);
    expect((await owner.client.call('GET', `/api/files/${id}`)).status).toBe(200);
  });
});

describe('shop designs', () => {
  it("attaches the owner's completed designs only; another user's design is not found", async () => {
    const owner = await account();
    await openShop(owner.client);
    const stranger = await account();
    const design = async (userId: string, status: 'completed' | 'queued') => {
      const [row] = await db
        .insert(designs)
        .values({ userId, tool: 'upscale', status, input: {}, cost: 0, seed: 1 })
        .returning({ id: designs.id });
      return row!.id;
    };
    const mine = await design(owner.id, 'completed');
    const attached = await owner.client.call('POST', '/api/shops/me/designs', { designId: mine });
    expect(attached.status, attached.text).toBe(200);
    expect(attached.json.data.map((d: { designId: string }) => d.designId)).toEqual([mine]);
    const theirs = await owner.client.call('POST', '/api/shops/me/designs', {
      designId: await design(stranger.id, 'completed'),
    });
    expect(theirs.status).toBe(404);
    expect(theirs.json.error.code).toBe('DesigningNotFound');
    const running = await owner.client.call('POST', '/api/shops/me/designs', {
      designId: await design(owner.id, 'queued'),
    });
    expect(running.json.error.code).toBe('DesigningNotComplete');
    expect((await owner.client.call('DELETE', `/api/shops/me/designs/${mine}`)).status).toBe(200);
    expect((await owner.client.call('GET', '/api/shops/me/designs')).json.data).toEqual([]);
  });
});

describe('listings', () => {
  it('creates a draft with typed attributes (Persian digits accepted) and keeps kind and category fixed', async () => {
    const owner = await account();
    await openShop(owner.client);
    const hotel = await categoryId('place', 'hotel');
    const created = await owner.client.call('POST', '/api/shops/me/listings', {
      kind: 'place',
      categoryId: hotel,
      slug: 'hotel-abbasi',
      titleFa: 'هتل عباسی',
      titleEn: 'Abbasi Hotel',
      price: '۱۲۰۰۰۰۰',
      attributes: { rooms: '۲۲۵', stars: '5' },
      cityId: isfahan[2]!.id,
      lat: 32.6,
      lng: 51.67,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json.data).toMatchObject({
      status: 'draft',
      price: 1_200_000,
      attributes: { rooms: 225, stars: '5' },
      stateId: isfahan[1]!.id,
    });
    const id = created.json.data.id;

    const badAttributes = await owner.client.call('POST', '/api/shops/me/listings', {
      kind: 'place',
      categoryId: hotel,
      slug: 'hotel-2',
      titleFa: 'هتل',
      attributes: { rooms: 0, stars: '9', colour: 'red' },
    });
    expect(badAttributes.status).toBe(422);
    expect(Object.keys(badAttributes.json.error.fields).sort()).toEqual([
      'attributes.colour',
      'attributes.rooms',
      'attributes.stars',
    ]);

    // Each field says what the person should do, in the words of the form (issue 15, item 12).
    const noCategory = await owner.client.call('POST', '/api/shops/me/listings', {
      kind: 'place',
      categoryId: '',
      slug: 'hotel-3',
      titleFa: 'هتل',
    });
    expect(noCategory.status).toBe(422);
    expect(noCategory.json.error.code).toBe('ValidationError');
    expect(noCategory.json.error.fields).toEqual({ categoryId: 'یک دسته‌بندی انتخاب کنید' });
    const badCategory = await owner.client.call(
      'POST',
      '/api/shops/me/listings',
      { kind: 'place', categoryId: 'not-an-id', slug: 'hotel-3', titleFa: 'هتل', price: 'ده' },
      { 'x-locale': 'en' },
    );
    expect(badCategory.json.error.fields).toEqual({
      categoryId: resultText('CategoryIdIsNotValid', 'en'),
      price: 'Enter a number',
    });

    const kind = await owner.client.call('PATCH', `/api/shops/me/listings/${id}`, { kind: 'service' });
    expect(kind.status).toBe(409);
    expect(kind.json.error.code).toBe('ProductTypeCannotBeChanged');
    const category = await owner.client.call('PATCH', `/api/shops/me/listings/${id}`, {
      categoryId: await categoryId('place', 'museum'),
    });
    expect(category.json.error.code).toBe('DisplayCategoryCannotBeChanged');
    const same = await owner.client.call('PATCH', `/api/shops/me/listings/${id}`, {
      kind: 'place',
      categoryId: hotel,
      titleFa: 'هتل عباسی اصفهان',
    });
    expect(same.status, same.text).toBe(200);
    expect(same.json.data.titleFa).toBe('هتل عباسی اصفهان');

    const dupSlug = await owner.client.call('POST', '/api/shops/me/listings', {
      kind: 'place',
      categoryId: hotel,
      slug: 'hotel-abbasi',
      titleFa: 'دوباره',
    });
    expect(dupSlug.json.error.code).toBe('SlugAlreadyExists');
    const wrongTree = await owner.client.call('POST', '/api/shops/me/listings', {
      kind: 'service',
      categoryId: hotel,
      slug: 'x-1',
      titleFa: 'خدمت',
    });
    expect(wrongTree.json.error.code).toBe('CategoryNotFound');
  });

  it("answers ProductNotFound for another owner's listing, whatever the action", async () => {
    const owner = await account('user', 100);
    await openShop(owner.client);
    const created = await owner.client.call('POST', '/api/shops/me/listings', {
      kind: 'item',
      categoryId: await categoryId('item', 'books'),
      slug: 'shahnameh',
      titleFa: 'شاهنامه',
    });
    const id = created.json.data.id;
    const other = await account('user', 100);
    await openShop(other.client);
    for (const [method, path, body] of [
      ['GET', `/api/shops/me/listings/${id}`, undefined],
      ['PATCH', `/api/shops/me/listings/${id}`, { titleFa: 'دزدیده' }],
      ['DELETE', `/api/shops/me/listings/${id}`, undefined],
      ['POST', `/api/shops/me/listings/${id}/pay`, { months: 1 }],
    ] as const) {
      const res = await other.client.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json.error.code).toBe('ProductNotFound');
    }
    expect(await balanceOf(other.id)).toBe(100);
    const unknown = await other.client.call('GET', '/api/shops/me/listings/00000000-0000-4000-8000-000000000000');
    expect(unknown.json.error).toEqual(expect.objectContaining({ code: 'ProductNotFound' }));
    const mine = await owner.client.call('GET', `/api/shops/me/listings/${id}`);
    expect(mine.json.data.titleFa).toBe('شاهنامه');
  });

  it('limits shops and listings created by one account to 60 an hour: the 61st is 429', async () => {
    const owner = await account();
    await openShop(owner.client); // one of the 60
    const body = { kind: 'item', categoryId: await categoryId('item', 'pottery'), titleFa: 'کاسه' };
    for (let i = 2; i <= 60; i += 1) {
      const res = await owner.client.call('POST', '/api/shops/me/listings', { ...body, slug: `bowl-${i}` });
      expect(res.status, `create ${i}: ${res.text}`).toBe(201);
    }
    const over = await owner.client.call('POST', '/api/shops/me/listings', { ...body, slug: 'bowl-61' });
    expect(over.status).toBe(429);
    expect(over.json.error.code).toBe('TooManyRequests');
    expect(over.json.error.details.retryAfter).toBeGreaterThan(3500);
    const created = await db.execute(
      sql`select count(*)::int as n from listings l join shops s on s.id = l.shop_id where s.owner_id = ${owner.id}`,
    );
    expect(Number((created.rows[0] as { n: number }).n)).toBe(59);
    // Editing is not creating: the owner may still change a listing.
    const [first] = (await owner.client.call('GET', '/api/shops/me/listings')).json.data;
    expect(
      (await owner.client.call('PATCH', `/api/shops/me/listings/${first.id}`, { titleFa: 'کاسه آبی' })).status,
    ).toBe(200);
    // Another account may still create.
    await openShop((await account()).client);
  });

  it('refuses images the owner did not upload', async () => {
    const owner = await account();
    await openShop(owner.client);
    const res = await owner.client.call('POST', '/api/shops/me/listings', {
      kind: 'item',
      categoryId: await categoryId('item', 'books'),
      slug: 'stolen-image',
      titleFa: 'کتاب',
      images: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('FileNotFound');
  });
});

describe('paying and moderation', () => {
  // Listing fees and refunds move coins: every wallet still matches its ledger after each test.
  afterEach(async () => {
    expect(await checkLedger(db)).toEqual([]);
  });

  it('refuses 0 or 13 display months, and charges nothing', async () => {
    const owner = await account('user', 500);
    await openShop(owner.client);
    const created = await owner.client.call('POST', '/api/shops/me/listings', {
      kind: 'service',
      categoryId: await categoryId('service', 'repair'),
      slug: 'fix-it',
      titleFa: 'تعمیرکار',
    });
    for (const months of [0, 13, '۱۳', -1]) {
      const res = await owner.client.call('POST', `/api/shops/me/listings/${created.json.data.id}/pay`, { months });
      expect(res.status, String(months)).toBe(400);
      expect(res.json.error.code).toBe('DisplayMonthNotValid');
    }
    expect(await balanceOf(owner.id)).toBe(500);
    const cost = await t
      .client()
      .call('GET', `/api/market/display-cost?categoryId=${await categoryId('service', 'repair')}&months=13`);
    expect(cost.json.error.code).toBe('DisplayMonthNotValid');
  });

  it('pays once from the wallet through an invoice; a replayed Idempotency-Key charges once', async () => {
    const owner = await account('user', 100);
    await openShop(owner.client);
    const created = await owner.client.call('POST', '/api/shops/me/listings', {
      kind: 'item',
      categoryId: await categoryId('item', 'carpet'),
      slug: 'tabriz-rug',
      titleFa: 'فرش تبریز',
    });
    const id = created.json.data.id;
    const headers = { 'Idempotency-Key': `pay-${id}` };
    const first = await owner.client.call('POST', `/api/shops/me/listings/${id}/pay`, { months: '۳' }, headers);
    expect(first.status, first.text).toBe(200);
    expect(first.json.message.code).toBe('ProductPayedSuccessFully');
    expect(first.json.data).toMatchObject({ coins: 30, renewal: false, listing: { status: 'paid', pendingMonths: 3 } });
    expect(await balanceOf(owner.id)).toBe(70);
    const replay = await owner.client.call('POST', `/api/shops/me/listings/${id}/pay`, { months: '۳' }, headers);
    expect(replay.status).toBe(200);
    expect(replay.json.data.factorId).toBe(first.json.data.factorId);
    expect(await balanceOf(owner.id)).toBe(70);
    const again = await owner.client.call('POST', `/api/shops/me/listings/${id}/pay`, { months: 3 });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('DisplayCostAlreadyPayed');
    expect(await balanceOf(owner.id)).toBe(70);
    const invoice = await owner.client.call('GET', `/api/factors/${first.json.data.factorId}`);
    expect(invoice.json.data).toMatchObject({
      status: 'paid',
      currency: 'COIN',
      total: 30,
      subjectType: 'listing_display',
    });
  });

  it('answers NotEnoughCoin and leaves the listing a draft', async () => {
    const owner = await account('user', 5);
    await openShop(owner.client);
    const created = await owner.client.call('POST', '/api/shops/me/listings', {
      kind: 'item',
      categoryId: await categoryId('item', 'books'),
      slug: 'poor',
      titleFa: 'کتاب',
    });
    const res = await owner.client.call('POST', `/api/shops/me/listings/${created.json.data.id}/pay`, { months: 1 });
    expect(res.status).toBe(402);
    expect(res.json.error.code).toBe('NotEnoughCoin');
    const after = await owner.client.call('GET', `/api/shops/me/listings/${created.json.data.id}`);
    expect(after.json.data.status).toBe('draft');
    expect(await balanceOf(owner.id)).toBe(5);
  });

  it('prices by the admin table: the category, then its ancestors, then the default row', async () => {
    const cafe = await categoryId('place', 'cafe');
    const food = await categoryId('place', 'food');
    const quote = async (categoryIdValue: string, months: number) =>
      (await t.client().call('GET', `/api/market/display-cost?categoryId=${categoryIdValue}&months=${months}`)).json
        .data.coins;
    expect(await quote(cafe, 2)).toBe(20);
    expect(
      (await admin.client.call('PUT', '/api/admin/market/display-prices', { categoryId: null, months: 2, coins: 15 }))
        .status,
    ).toBe(200);
    expect(await quote(cafe, 2)).toBe(15);
    await admin.client.call('PUT', '/api/admin/market/display-prices', { categoryId: food, months: 2, coins: 12 });
    expect(await quote(cafe, 2)).toBe(12);
    await admin.client.call('PUT', '/api/admin/market/display-prices', { categoryId: cafe, months: '۲', coins: '۸' });
    expect(await quote(cafe, 2)).toBe(8);
    expect(await quote(await categoryId('place', 'restaurant'), 2)).toBe(12);
    const list = await admin.client.call('GET', '/api/admin/market/display-prices');
    expect(list.json.data.filter((p: { months: number }) => p.months === 2)).toHaveLength(3);
  });

  it('walks draft → paid → active, refuses what does not fit, and rejects with a reason', async () => {
    const owner = await account('user', 100);
    await openShop(owner.client);
    const body = { kind: 'item', categoryId: await categoryId('item', 'pottery'), titleFa: 'کاسه سفالی' };
    const draft = (await owner.client.call('POST', '/api/shops/me/listings', { ...body, slug: 'bowl' })).json.data.id;
    const unpaid = await admin.client.call('POST', `/api/admin/market/listings/${draft}/activate`);
    expect(unpaid.status).toBe(409);
    expect(unpaid.json.error.code).toBe('ProductNotPayToActivate');

    await owner.client.call('POST', `/api/shops/me/listings/${draft}/pay`, { months: 2 });
    const queue = await admin.client.call('GET', '/api/admin/market/listings?status=paid');
    expect(queue.json.data.map((l: { id: string }) => l.id)).toContain(draft);
    const activated = await admin.client.call('POST', `/api/admin/market/listings/${draft}/activate`);
    expect(activated.json.message.code).toBe('ProductActivatedSuccessfully');
    const expires = new Date(activated.json.data.expiresAt).getTime();
    const inTwoMonths = Date.now() + 61 * 86_400_000;
    expect(Math.abs(expires - inTwoMonths)).toBeLessThan(3 * 86_400_000);
    const twice = await admin.client.call('POST', `/api/admin/market/listings/${draft}/activate`);
    expect(twice.json.error.code).toBe('ProductAlreadyActivated');

    // Renewal: three more months from the current expiry.
    const renewed = await owner.client.call('POST', `/api/shops/me/listings/${draft}/pay`, { months: 3 });
    expect(renewed.json.data.renewal).toBe(true);
    expect(new Date(renewed.json.data.listing.expiresAt).getTime() - expires).toBeGreaterThan(88 * 86_400_000);
    expect(renewed.json.data.listing.status).toBe('active');

    const disabled = await admin.client.call('POST', `/api/admin/market/listings/${draft}/disable`);
    expect(disabled.json.message.code).toBe('ProductDisabledSuccessfully');
    expect(disabled.json.data.status).toBe('disabled');

    const other = (await owner.client.call('POST', '/api/shops/me/listings', { ...body, slug: 'vase' })).json.data.id;
    await owner.client.call('POST', `/api/shops/me/listings/${other}/pay`, { months: 1 });
    const rejected = await admin.client.call('POST', `/api/admin/market/listings/${other}/reject`, {
      reason: 'تصویر ندارد',
    });
    expect(rejected.json.message.code).toBe('ProductRejectedSuccessfully');
    const seen = await owner.client.call('GET', `/api/shops/me/listings/${other}`);
    expect(seen.json.data).toMatchObject({ status: 'rejected', rejectionReason: 'تصویر ندارد' });
    const edit = await owner.client.call('PATCH', `/api/shops/me/listings/${other}`, { titleFa: 'تازه' });
    expect(edit.json.error.code).toBe('ProductIsRejected');
    const activateRejected = await admin.client.call('POST', `/api/admin/market/listings/${other}/activate`);
    expect(activateRejected.json.error.code).toBe('ProductIsDeletedOrRejected');

    const gone = (await owner.client.call('POST', '/api/shops/me/listings', { ...body, slug: 'gone' })).json.data.id;
    expect((await owner.client.call('DELETE', `/api/shops/me/listings/${gone}`)).status).toBe(200);
    const deletedAgain = await owner.client.call('DELETE', `/api/shops/me/listings/${gone}`);
    expect(deletedAgain.json.error.code).toBe('ProductIsDeletedOrRejected');
    const payDeleted = await owner.client.call('POST', `/api/shops/me/listings/${gone}/pay`, { months: 1 });
    expect(payDeleted.json.error.code).toBe('ProductIsDeletedOrRejected');

    const stats = await owner.client.call('GET', '/api/shops/me/stats');
    expect(stats.json.data).toMatchObject({ listings: 2, active: 0, rejected: 1 });
  });

  it('gives back the coins of months never shown when a listing waiting for review is rejected, once', async () => {
    const owner = await account('user', 1000);
    await openShop(owner.client);
    const body = { kind: 'item', categoryId: await categoryId('item', 'pottery'), titleFa: 'بشقاب سفالی' };
    const waiting = (await owner.client.call('POST', '/api/shops/me/listings', { ...body, slug: 'plate' })).json.data
      .id;
    const paid = await owner.client.call('POST', `/api/shops/me/listings/${waiting}/pay`, { months: 3 });
    const coins = paid.json.data.coins as number;
    expect(coins).toBeGreaterThan(0);
    expect(await balanceOf(owner.id)).toBe(1000 - coins);

    const reject = () =>
      admin.client.call('POST', `/api/admin/market/listings/${waiting}/reject`, { reason: 'عنوان روشن نیست' });
    const [first, second] = await Promise.all([reject(), reject()]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await balanceOf(owner.id)).toBe(1000);
    const history = await owner.client.call('GET', '/api/wallet/transactions');
    expect(history.json.data[0]).toMatchObject({ reason: 'listing_refund', amount: coins, balanceAfter: 1000 });

    // Months already on show are not given back.
    const shown = (await owner.client.call('POST', '/api/shops/me/listings', { ...body, slug: 'jug' })).json.data.id;
    await owner.client.call('POST', `/api/shops/me/listings/${shown}/pay`, { months: 1 });
    await admin.client.call('POST', `/api/admin/market/listings/${shown}/activate`);
    const before = await balanceOf(owner.id);
    const late = await admin.client.call('POST', `/api/admin/market/listings/${shown}/reject`, { reason: 'شکایت' });
    expect(late.status, late.text).toBe(200);
    expect(await balanceOf(owner.id)).toBe(before);
  });

  it('a reject racing an activate refunds at most once: only when it came before the months started', async () => {
    const owner = await account('user', 1000);
    await openShop(owner.client);
    const body = { kind: 'item', categoryId: await categoryId('item', 'pottery'), titleFa: 'کوزه' };
    for (let round = 0; round < 4; round += 1) {
      const id = (await owner.client.call('POST', '/api/shops/me/listings', { ...body, slug: `race-${round}` })).json
        .data.id as string;
      const paid = await owner.client.call('POST', `/api/shops/me/listings/${id}/pay`, { months: 2 });
      const coins = paid.json.data.coins as number;
      const before = await balanceOf(owner.id);
      const activate = () => admin.client.call('POST', `/api/admin/market/listings/${id}/activate`);
      const reject = () => admin.client.call('POST', `/api/admin/market/listings/${id}/reject`, { reason: 'تکراری' });
      // Both orders of arrival, each with a repeat of both.
      const kinds =
        round % 2 ? ['activate', 'reject', 'activate', 'reject'] : ['reject', 'activate', 'reject', 'activate'];
      const answers = await Promise.all(kinds.map((kind) => (kind === 'activate' ? activate() : reject())));
      const of = (kind: string) => answers.filter((_, i) => kinds[i] === kind);
      const activated = of('activate').filter((res) => res.status === 200).length;
      expect(activated).toBeLessThanOrEqual(1);
      expect(
        of('reject')
          .map((res) => res.status)
          .sort(),
        `round ${round}`,
      ).toEqual([200, 409]);
      const refunds = await db.execute(
        sql`select count(*)::int as n from ledger_entries where reason = 'listing_refund' and ref_id = ${id}`,
      );
      const refundCount = Number((refunds.rows[0] as { n: number }).n);
      // Rejected while waiting: the months never shown come back once; rejected once shown: nothing back.
      expect(refundCount, `round ${round}`).toBe(activated ? 0 : 1);
      expect(await balanceOf(owner.id)).toBe(before + (activated ? 0 : coins));
      const [row] = await db.select().from(listings).where(eq(listings.id, id));
      expect(row).toMatchObject({ status: 'rejected', pendingMonths: 0 });
    }
  });
});

describe('search, likes and expiry', () => {
  let owner: Awaited<ReturnType<typeof account>>;
  let shop: { id: string; link: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    owner = await account('user', 1000);
    shop = await openShop(owner.client, { name: 'بازارچه جستجو', nameEn: 'Search Bazaar', link: 'search-bazaar' });
    const cafe = await categoryId('place', 'cafe');
    const hotel = await categoryId('place', 'hotel');
    const books = await categoryId('item', 'books');
    const near = (base: { lat: number; lng: number }, d: number) => ({ lat: base.lat + d, lng: base.lng + d });
    ids.kafe = await activeListing(owner, {
      kind: 'place',
      categoryId: cafe,
      slug: 'kafe-ketab',
      titleFa: 'کافه کتاب یاس',
      titleEn: 'Yas Book Cafe',
      cityId: tehran[2]!.id,
      ...near(tehran[2]!, 0.01),
    });
    ids.hotel = await activeListing(owner, {
      kind: 'place',
      categoryId: hotel,
      slug: 'hotel-kowsar',
      titleFa: 'هتل کوثر',
      titleEn: 'Kowsar Hotel',
      price: 9_000_000,
      cityId: isfahan[2]!.id,
      ...near(isfahan[2]!, 0.01),
    });
    ids.book = await activeListing(owner, {
      kind: 'item',
      categoryId: books,
      slug: 'divan-hafez-110',
      titleFa: 'دیوان حافظ چاپ ۱۱۰',
      titleEn: 'Divan of Hafez, print 110',
      price: 450_000,
      cityId: tehran[2]!.id,
      ...near(tehran[2]!, 0.2),
    });
    // A draft never shows.
    await owner.client.call('POST', '/api/shops/me/listings', {
      kind: 'place',
      categoryId: cafe,
      slug: 'kafe-draft',
      titleFa: 'کافه پیش‌نویس',
    });
  });

  const search = async (query: string) => {
    const res = await t.client().call('GET', `/api/market/listings?${query}`);
    expect(res.status, res.text).toBe(200);
    return res;
  };
  const found = async (query: string) => (await search(query)).json.data.map((l: { slug: string }) => l.slug).sort();

  it('finds Persian ی and ک when the query has Arabic ي and ك, and Latin digits from Persian ones', async () => {
    expect(await found(`q=${encodeURIComponent('كافه كتاب')}`)).toEqual(['kafe-ketab']);
    expect(await found(`q=${encodeURIComponent('ياس')}`)).toEqual(['kafe-ketab']);
    expect(await found(`q=${encodeURIComponent('۱۱۰')}`)).toEqual(['divan-hafez-110']);
    expect(await found(`q=${encodeURIComponent('حافظ ١١٠')}`)).toEqual(['divan-hafez-110']);
    expect(await found(`q=${encodeURIComponent('KOWSAR')}`)).toEqual(['hotel-kowsar']);
    // The category's names are searchable too.
    expect(await found(`q=${encodeURIComponent('هتل')}&shop=search-bazaar`)).toEqual(['hotel-kowsar']);
    expect(await found(`q=${encodeURIComponent('پیش‌نویس')}`)).toEqual([]);
    // Every word, in another order; and a title that starts with the query comes first.
    expect(await found(`q=${encodeURIComponent('یاس كتاب')}`)).toEqual(['kafe-ketab']);
    const ranked = await search(`q=${encodeURIComponent('حافظ')}&shop=search-bazaar`);
    expect(ranked.json.data[0].slug).toBe('divan-hafez-110');
  });

  it('finds listings by the new name of their category, or of a category above it, once an admin renames it', async () => {
    const admin = await account('admin');
    const hotel = await categoryId('place', 'hotel');
    const [hotelCategory] = await db.select().from(categories).where(eq(categories.id, hotel));
    const before = `q=${encodeURIComponent('مهمان‌سرا')}&shop=search-bazaar`;
    expect(await found(before)).toEqual([]);
    const renamed = await admin.client.call('PATCH', `/api/admin/market/categories/${hotel}`, {
      nameFa: 'مهمان‌سرا',
      nameEn: 'Guesthouse',
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(await found(before)).toEqual(['hotel-kowsar']);
    expect(await found(`q=guesthouse&shop=search-bazaar`)).toEqual(['hotel-kowsar']);
    // Hotel sits under a lodging category: that one's new name finds it too.
    const [lodging] = await db.select().from(categories).where(eq(categories.id, hotelCategory!.parentId!));
    expect(lodging).toBeDefined();
    const top = await admin.client.call('PATCH', `/api/admin/market/categories/${lodging!.id}`, {
      nameEn: 'Stays and sights',
    });
    expect(top.status, top.text).toBe(200);
    expect(await found(`q=${encodeURIComponent('stays sights')}&shop=search-bazaar`)).toContain('hotel-kowsar');
    // Back to their names (the other tests use them): the words of the renaming find it no more.
    await admin.client.call('PATCH', `/api/admin/market/categories/${lodging!.id}`, { nameEn: lodging!.nameEn });
    await admin.client.call('PATCH', `/api/admin/market/categories/${hotel}`, {
      nameFa: hotelCategory!.nameFa,
      nameEn: hotelCategory!.nameEn,
    });
    expect(await found(`q=guesthouse&shop=search-bazaar`)).toEqual([]);
    expect(await found(`q=${encodeURIComponent('stays sights')}&shop=search-bazaar`)).toEqual([]);
  });

  it('filters by kind, category with its sub-categories, province, city, price and map box', async () => {
    expect(await found(`shop=search-bazaar&kind=item`)).toEqual(['divan-hafez-110']);
    expect(await found(`shop=search-bazaar&category=${await categoryId('place', 'food')}`)).toEqual(['kafe-ketab']);
    expect(await found(`shop=search-bazaar&state=${isfahan[1]!.id}`)).toEqual(['hotel-kowsar']);
    expect(await found(`shop=search-bazaar&city=${tehran[2]!.id}`)).toEqual(['divan-hafez-110', 'kafe-ketab']);
    expect(await found(`shop=search-bazaar&minPrice=${encodeURIComponent('۱۰۰۰۰۰')}&maxPrice=1000000`)).toEqual([
      'divan-hafez-110',
    ]);
    const t0 = tehran[2]!;
    const box = `${t0.lat - 0.05},${t0.lng - 0.05},${t0.lat + 0.05},${t0.lng + 0.05}`;
    expect(await found(`shop=search-bazaar&bbox=${box}`)).toEqual(['kafe-ketab']);
    const bad = await t.client().call('GET', '/api/market/listings?bbox=95,0,96,1');
    expect(bad.status).toBe(422);
  });

  it('sorts by price, by distance and by likes, and pages', async () => {
    const byPrice = await search('shop=search-bazaar&sort=price_desc');
    expect(byPrice.json.data.map((l: { slug: string }) => l.slug)).toEqual([
      'hotel-kowsar',
      'divan-hafez-110',
      'kafe-ketab',
    ]);
    const t0 = tehran[2]!;
    const nearest = await search(`shop=search-bazaar&sort=nearest&lat=${t0.lat}&lng=${t0.lng}`);
    expect(nearest.json.data.map((l: { slug: string }) => l.slug)).toEqual([
      'kafe-ketab',
      'divan-hafez-110',
      'hotel-kowsar',
    ]);
    const paged = await search('shop=search-bazaar&pageSize=2&page=2&sort=price_asc');
    expect(paged.json.meta).toEqual({ page: 2, pageSize: 2, total: 3, capped: false });
    expect(paged.json.data.map((l: { slug: string }) => l.slug)).toEqual(['kafe-ketab']);
    const capped = await t.client().call('GET', '/api/market/listings?pageSize=500');
    expect(capped.status).toBe(422);
  });

  it('toggles one like per user and counts it; visitors may not like', async () => {
    const fan = await account();
    const like = await fan.client.call('POST', `/api/market/listings/${ids.hotel}/like`);
    expect(like.status, like.text).toBe(200);
    expect(like.json).toMatchObject({
      data: { liked: true, likeCount: 1 },
      message: { code: 'ProductLikedSuccessfully' },
    });
    const other = await account();
    expect((await other.client.call('POST', `/api/market/listings/${ids.hotel}/like`)).json.data.likeCount).toBe(2);
    const unlike = await fan.client.call('POST', `/api/market/listings/${ids.hotel}/like`);
    expect(unlike.json).toMatchObject({
      data: { liked: false, likeCount: 1 },
      message: { code: 'ProductDisLikedSuccessfully' },
    });
    expect((await t.client().call('POST', `/api/market/listings/${ids.hotel}/like`)).status).toBe(401);
    const liked = await search('shop=search-bazaar&sort=liked');
    expect(liked.json.data[0].slug).toBe('hotel-kowsar');
    const detail = await other.client.call('GET', '/api/market/shops/search-bazaar/listings/hotel-kowsar', undefined, {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    });
    expect(detail.json.data.listing).toMatchObject({ liked: true, likeCount: 1, viewCount: 1 });
    const stats = await owner.client.call('GET', '/api/shops/me/stats');
    expect(stats.json.data).toMatchObject({ likes: 1, views: 1, active: 3, drafts: 1 });
  });

  it("reports a visit from the cached page: counts a view once a day per visitor, answers the visitor's like", async () => {
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };
    const visit = (client: ReturnType<typeof t.client>, id: string, headers = browser) =>
      client.call('POST', `/api/market/listings/${id}/views`, undefined, headers);
    const fan = await account();
    const hotel = ids.hotel!;
    const before = (await visit(owner.client, hotel)).json.data;
    // The owner's own visit never counts.
    expect((await visit(owner.client, hotel)).json.data.viewCount).toBe(before.viewCount);
    await fan.client.call('POST', `/api/market/listings/${ids.hotel}/like`);
    const first = await visit(fan.client, hotel);
    expect(first.status, first.text).toBe(200);
    expect(first.json.data).toEqual({ liked: true, likeCount: before.likeCount + 1, viewCount: before.viewCount + 1 });
    // The same visitor again that day, and a crawler: no new view.
    expect((await visit(fan.client, hotel)).json.data.viewCount).toBe(before.viewCount + 1);
    expect((await visit(t.client(), hotel, { 'user-agent': 'Googlebot/2.1' })).json.data).toMatchObject({
      liked: false,
      viewCount: before.viewCount + 1,
    });
    await fan.client.call('POST', `/api/market/listings/${ids.hotel}/like`);
    expect((await visit(t.client(), '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const malformed = await visit(t.client(), 'not-an-id');
    expect(malformed.status).toBe(422);
    expect(malformed.json.error.code).toBe('ProductIdIsNotValid');
  });

  it('limits likes to 60 a minute per account (a like and its undo are two): the 61st is 429', async () => {
    const fan = await account();
    const like = () => fan.client.call('POST', `/api/market/listings/${ids.hotel}/like`);
    const before = (await like()).json.data.likeCount as number; // liked: one of the 60
    for (let i = 2; i <= 60; i += 1) expect((await like()).status, `like ${i}`).toBe(200);
    const over = await like();
    expect(over.status).toBe(429);
    expect(over.json.error.code).toBe('TooManyRequests');
    expect(over.json.error.details.retryAfter).toBeGreaterThan(0);
    expect(over.json.error.details.retryAfter).toBeLessThanOrEqual(60);
    const [counter] = await db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `market:like:${fan.id}`));
    expect(counter?.hits).toBe(61);
    // 60 toggles end where they began: not liked, and the refused one changed nothing.
    const detail = await fan.client.call('GET', '/api/market/shops/search-bazaar/listings/hotel-kowsar');
    expect(detail.json.data.listing).toMatchObject({ liked: false, likeCount: before - 1 });
    // Another account may still like.
    expect((await (await account()).client.call('POST', `/api/market/listings/${ids.hotel}/like`)).status).toBe(200);
  });

  it('hides a listing whose months are over, from search, the shop page and its detail', async () => {
    const before = await found('shop=search-bazaar');
    expect(before).toContain('kafe-ketab');
    await db
      .update(listings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(listings.id, ids.kafe!));
    // Lists kept in memory still show it for their few seconds; as if those had passed:
    expect(await found('shop=search-bazaar')).toContain('kafe-ketab');
    forgetMarketReads(db);
    expect(await found('shop=search-bazaar')).not.toContain('kafe-ketab');
    const detail = await t.client().call('GET', '/api/market/shops/search-bazaar/listings/kafe-ketab');
    expect(detail.status).toBe(404);
    expect(detail.json.error.code).toBe('ProductNotFound');
    const page = await t.client().call('GET', '/api/market/shops/search-bazaar');
    expect(page.json.data.listings.map((l: { slug: string }) => l.slug)).not.toContain('kafe-ketab');
    const mine = await owner.client.call('GET', `/api/shops/me/listings/${ids.kafe}`);
    expect(mine.json.data).toMatchObject({ status: 'active', expired: true });
    // Paying again brings it back for the new months, without a new review.
    const renewed = await owner.client.call('POST', `/api/shops/me/listings/${ids.kafe}/pay`, { months: 1 });
    expect(renewed.json.data.listing.expired).toBe(false);
    expect(await found('shop=search-bazaar')).toContain('kafe-ketab');
  });

  it("gives a shop's map points and their box", async () => {
    const res = await t.client().call('GET', '/api/market/shops/search-bazaar/map');
    expect(res.status).toBe(200);
    expect(res.json.data.points).toHaveLength(3);
    expect(res.json.data.bbox.minLat).toBeCloseTo(isfahan[2]!.lat + 0.01, 5);
    const t0 = tehran[2]!;
    const boxed = await t
      .client()
      .call('GET', `/api/market/shops/search-bazaar/map?bbox=${t0.lat - 1},${t0.lng - 1},${t0.lat + 1},${t0.lng + 1}`);
    expect(boxed.json.data.points.map((p: { slug: string }) => p.slug).sort()).toEqual([
      'divan-hafez-110',
      'kafe-ketab',
    ]);
    expect(shop.link).toBe('search-bazaar');
  });
});

describe('seeding', () => {
  it('makes active listings over real provinces and cities that search finds', async () => {
    const result = await seedMarketListings(db, { listings: 120, perShop: 50, tag: 'scale', seed: 3 });
    expect(result).toEqual({ shops: 3, listings: 120 });
    const rows = await db
      .select({
        status: listings.status,
        stateId: listings.stateId,
        cityId: listings.cityId,
        text: listings.searchText,
      })
      .from(listings)
      .innerJoin(shops, eq(shops.id, listings.shopId))
      .where(sql`${shops.link} like 'scale-%'`);
    expect(rows).toHaveLength(120);
    expect(rows.every((r) => r.status === 'active' && r.stateId && r.cityId && r.text.length > 0)).toBe(true);
    expect(new Set(rows.map((r) => r.stateId)).size).toBeGreaterThan(1);
    const page = await t.client().call('GET', '/api/market/listings?shop=scale-0&pageSize=50');
    expect(page.json.meta.total).toBe(50);
    const demo = await seedDemoMarket(db);
    expect(demo.listings).toBe(60);
    const inTehran = await t.client().call('GET', `/api/market/listings?state=${tehran[1]!.id}&pageSize=1`);
    expect(inTehran.json.meta.total).toBeGreaterThan(0);
  });
});

describe('whole shops', () => {
  it('lets an admin find a shop and take it off the market with its listings, then put it back', async () => {
    const owner = await account('user', 1000);
    const shop = await openShop(owner.client, { name: 'سفالگری ياس', nameEn: 'Yas Pottery', link: 'yas-pottery' });
    await activeListing(owner, {
      kind: 'item',
      categoryId: await categoryId('item', 'pottery'),
      slug: 'yas-bowl',
      titleFa: 'کاسه یاس',
    });
    const visible = async () => {
      const res = await t.client().call('GET', '/api/market/listings?shop=yas-pottery');
      return res.status === 200 ? res.json.data.length : res.status;
    };
    expect(await visible()).toBe(1);

    // Found by Persian words typed with Arabic letters, and by its link; with the owner's phone.
    const found = await admin.client.call('GET', `/api/admin/market/shops?q=${encodeURIComponent('سفالگري')}`);
    expect(found.status, found.text).toBe(200);
    expect(found.json.data.map((s: { id: string }) => s.id)).toEqual([shop.id]);
    expect(found.json.data[0]).toMatchObject({ status: 'active', activeListings: 1, ownerId: owner.id });
    expect(found.json.data[0].ownerPhone).toMatch(/^\+98937/);
    const byLink = await admin.client.call('GET', '/api/admin/market/shops?q=yas-pottery&page=۱');
    expect(byLink.json.data.map((s: { link: string }) => s.link)).toEqual(['yas-pottery']);
    // A link unlike the shop's names is found as typed, hyphen included; a % is a character, not a wildcard.
    const other = await account();
    await openShop(other.client, { name: 'گلخانه', nameEn: 'Greenhouse', link: 'gol-92' });
    const byOwnLink = await admin.client.call('GET', '/api/admin/market/shops?q=GOL-92');
    expect(byOwnLink.json.data.map((s: { link: string }) => s.link)).toEqual(['gol-92']);
    const wildcard = await admin.client.call('GET', `/api/admin/market/shops?q=${encodeURIComponent('%')}`);
    expect(wildcard.json.data).toEqual([]);

    const disabled = await admin.client.call('POST', `/api/admin/market/shops/${shop.id}/disable`);
    expect(disabled.status, disabled.text).toBe(200);
    expect(disabled.json).toMatchObject({ data: { status: 'disabled' }, message: { code: 'UpdateSuccessfully' } });
    expect(await visible()).toBe(404);
    expect((await t.client().call('GET', '/api/market/shops/yas-pottery')).status).toBe(404);
    expect((await t.client().call('GET', '/api/market/shops/yas-pottery/listings/yas-bowl')).status).toBe(404);
    const words = await t.client().call('GET', `/api/market/listings?q=${encodeURIComponent('کاسه یاس')}`);
    expect(words.json.data.map((l: { slug: string }) => l.slug)).not.toContain('yas-bowl');
    // The owner still has the dashboard.
    const mine = await owner.client.call('GET', '/api/shops/me');
    expect(mine.json.data).toMatchObject({ status: 'disabled' });
    const onlyDisabled = await admin.client.call('GET', '/api/admin/market/shops?status=disabled');
    expect(onlyDisabled.json.data.map((s: { id: string }) => s.id)).toContain(shop.id);

    const enabled = await admin.client.call('POST', `/api/admin/market/shops/${shop.id}/enable`);
    expect(enabled.json.data.status).toBe('active');
    expect(await visible()).toBe(1);
  });

  it('keeps shops to admins and answers bad ids', async () => {
    const user = await account();
    expect((await user.client.call('GET', '/api/admin/market/shops')).status).toBe(403);
    expect((await t.client().call('POST', `/api/admin/market/shops/${admin.id}/disable`)).status).toBe(401);
    const unknown = await admin.client.call(
      'POST',
      '/api/admin/market/shops/00000000-0000-4000-8000-000000000000/disable',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('ShopNotFound');
    const malformed = await admin.client.call('POST', '/api/admin/market/shops/not-an-id/enable');
    expect(malformed.status).toBe(422);
    expect(malformed.json.error.code).toBe('ShopIdIsNotValid');
    const badStatus = await admin.client.call('GET', '/api/admin/market/shops?status=gone');
    expect(badStatus.status).toBe(422);
    const badPage = await admin.client.call('GET', '/api/admin/market/shops?page=-1');
    expect(badPage.status).toBe(422);
  });
});
