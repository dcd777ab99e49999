/**
 * The market's lists and checks: the admins' moderation queue and the owner's listings with their filters
 * and pages, the shop-link availability check, location names on listings, and counting views.
 */
import { and, eq, sql } from 'drizzle-orm';
import { categories, listings, rateLimits, users, type Database } from '@rassam/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMarketReference } from '../../seed';
import { createTestApp } from '../../test-utils';
import { checkLedger, credit } from '../wallet/wallet.service';
import { withLocationNames } from './locations.service';
import { isBot, visitorKey } from './views';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<TestApp['client']>;
type Account = { client: Client; id: string };
let t: TestApp;
let db: Database;

let n = 0;
async function account(role: 'user' | 'admin' = 'user', coins = 0): Promise<Account> {
  n += 1;
  await db.delete(rateLimits).where(sql`${rateLimits.key} like 'otp:%' or ${rateLimits.key} like 'auth:%'`);
  const client = await t.signUp(`0938${String(n).padStart(7, '0')}`);
  const id = (await client.call('GET', '/api/me')).json.data.id as string;
  if (role !== 'user') await db.update(users).set({ role }).where(eq(users.id, id));
  if (coins > 0) await db.transaction((tx) => credit(tx, id, coins, { reason: 'admin_adjustment', note: 'test' }));
  return { client, id };
}

async function categoryId(kind: 'place' | 'service' | 'item', slug: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.kind, kind), eq(categories.slug, slug)));
  return row!.id;
}

const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0' };

let admin: Account;
let ownerA: Account;
let ownerB: Account;
const ids: Record<string, string> = {};
let tehran: { id: string }[];

/** A listing made through the API, then taken as far as `to`. */
async function listing(owner: Account, body: Record<string, unknown>, to: 'draft' | 'paid' | 'active') {
  const made = await owner.client.call('POST', '/api/shops/me/listings', body);
  expect(made.status, made.text).toBe(201);
  const id = made.json.data.id as string;
  if (to === 'draft') return id;
  const paid = await owner.client.call('POST', `/api/shops/me/listings/${id}/pay`, { months: 1 });
  expect(paid.status, paid.text).toBe(200);
  if (to === 'active') {
    expect((await admin.client.call('POST', `/api/admin/market/listings/${id}/activate`)).status).toBe(200);
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.handle.db;
  await seedMarketReference(db);
  admin = await account('admin');
  ownerA = await account('user', 1000);
  ownerB = await account('user', 1000);
  tehran = (await t.client().call('GET', '/api/market/locations/path?slugs=iran/tehran/tehran')).json.data;
  const shopA = await ownerA.client.call('POST', '/api/shops/me', {
    name: 'کافه‌های یاس',
    nameEn: 'Yas Cafes',
    link: 'yas-cafes',
  });
  expect(shopA.status, shopA.text).toBe(201);
  const shopB = await ownerB.client.call('POST', '/api/shops/me', {
    name: 'کتاب‌سرا',
    nameEn: 'Book House',
    link: 'book-house',
  });
  expect(shopB.status, shopB.text).toBe(201);
  const cafe = await categoryId('place', 'cafe');
  const hotel = await categoryId('place', 'hotel');
  const books = await categoryId('item', 'books');
  const located = { stateId: tehran[1]!.id, cityId: tehran[2]!.id };
  ids.a1 = await listing(
    ownerA,
    { kind: 'place', categoryId: cafe, slug: 'yas-1', titleFa: 'کافه یاس', ...located },
    'active',
  );
  ids.a2 = await listing(ownerA, { kind: 'item', categoryId: books, slug: 'hafez', titleFa: 'دیوان حافظ' }, 'draft');
  ids.a3 = await listing(ownerA, { kind: 'place', categoryId: hotel, slug: 'kowsar', titleFa: 'هتل کوثر' }, 'paid');
  ids.b1 = await listing(ownerB, { kind: 'place', categoryId: cafe, slug: 'book-cafe', titleFa: 'کافه کتاب' }, 'paid');
  ids.b2 = await listing(ownerB, { kind: 'item', categoryId: books, slug: 'saadi', titleFa: 'گلستان سعدی' }, 'paid');
  // An active listing whose months are over.
  ids.b3 = await listing(ownerB, { kind: 'item', categoryId: books, slug: 'rumi', titleFa: 'مثنوی' }, 'active');
  await db
    .update(listings)
    .set({ expiresAt: sql`now() - interval '1 day'` })
    .where(eq(listings.id, ids.b3));
});
afterAll(async () => {
  if (t) expect(await checkLedger(t.handle.db)).toEqual([]);
  await t?.close();
});

const idsOf = (res: { json: { data: { id: string }[] } }) => res.json.data.map((l) => l.id).sort();
const named = (...keys: string[]) => keys.map((k) => ids[k]!).sort();

describe('the moderation queue', () => {
  const queue = (query = '') => admin.client.call('GET', `/api/admin/market/listings${query ? `?${query}` : ''}`);

  it('lists the paid listings by default, with the shop, and pages them', async () => {
    const res = await queue();
    expect(res.status, res.text).toBe(200);
    expect(idsOf(res)).toEqual(named('a3', 'b1', 'b2'));
    expect(res.json.meta).toEqual({ page: 1, pageSize: 20, total: 3 });
    expect(res.json.data[0].shop).toMatchObject({ link: 'yas-cafes' });
  });

  it('filters by kind, category with its sub-categories, shop and words in any script', async () => {
    expect(idsOf(await queue('kind=item'))).toEqual(named('b2'));
    expect(idsOf(await queue(`category=${await categoryId('place', 'food')}`))).toEqual(named('b1'));
    expect(idsOf(await queue('shop=BOOK-HOUSE'))).toEqual(named('b1', 'b2'));
    expect(idsOf(await queue('shop=nobody'))).toEqual([]);
    // Arabic kaf and yeh find the Persian words: b1's title, and a3's shop name «کافه‌های یاس».
    expect(idsOf(await queue(`q=${encodeURIComponent('كافه')}`))).toEqual(named('a3', 'b1'));
    expect(idsOf(await queue(`q=${encodeURIComponent('یاس')}`))).toEqual(named('a3'));
    expect(idsOf(await queue('q=book%20saadi'))).toEqual(named('b2'));
    expect(idsOf(await queue('q=%25'))).toEqual(named('a3', 'b1', 'b2'));
  });

  it('splits active into on show and expired, and finds what expires soon or was paid since a day', async () => {
    expect(idsOf(await queue('status=active'))).toEqual(named('a1'));
    expect(idsOf(await queue('status=expired'))).toEqual(named('b3'));
    expect(idsOf(await queue('status=active&expiringDays=۴۰'))).toEqual(named('a1'));
    expect(idsOf(await queue('status=active&expiringDays=7'))).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const persianToday = today.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    expect(idsOf(await queue(`paidSince=${encodeURIComponent(persianToday)}`))).toEqual(named('a3', 'b1', 'b2'));
    expect(idsOf(await queue('paidSince=2999-01-01'))).toEqual([]);
    expect(idsOf(await queue('status=draft'))).toEqual(named('a2'));
  });

  it('reads pages in Persian and Arabic digits and caps the page size', async () => {
    const second = await queue('pageSize=۱&page=۲');
    expect(second.json.meta).toEqual({ page: 2, pageSize: 1, total: 3 });
    const arabic = await queue('pageSize=١&page=٢');
    expect(idsOf(arabic)).toEqual(idsOf(second));
    expect((await queue('pageSize=99999')).json.meta.pageSize).toBe(50);
    const past = await queue('page=9');
    expect(past.json).toMatchObject({ data: [], meta: { page: 9, total: 3 } });
  });

  it('refuses bad filters', async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'pageSize=-1',
      'status=gone',
      'kind=car',
      'category=not-an-id',
      `q=${'a'.repeat(101)}`,
      'paidSince=2026-13-40',
      'paidSince=yesterday',
      'expiringDays=0',
      'expiringDays=366',
      'expiringDays=1.5',
      `shop=${'x'.repeat(41)}`,
    ]) {
      const res = await queue(query);
      expect(res.status, query).toBe(422);
    }
    expect((await queue('category=not-an-id')).json.error.fields).toHaveProperty('category');
  });

  it('is for admins only', async () => {
    expect((await ownerA.client.call('GET', '/api/admin/market/listings')).status).toBe(403);
    expect((await t.client().call('GET', '/api/admin/market/listings')).status).toBe(401);
  });
});

describe("the owner's listings", () => {
  const mine = (owner: Account, query = '') => owner.client.call('GET', `/api/shops/me/listings?${query}`);

  it("lists only the caller's shop, whatever shop the query names", async () => {
    expect(idsOf(await mine(ownerA))).toEqual(named('a1', 'a2', 'a3'));
    expect(idsOf(await mine(ownerB, 'shop=yas-cafes'))).toEqual(named('b1', 'b2', 'b3'));
    expect((await t.client().call('GET', '/api/shops/me/listings')).status).toBe(401);
    const shopless = await account();
    expect((await mine(shopless)).json.error.code).toBe('ShopNotFound');
  });

  it('filters by kind, state and the months running out, and pages', async () => {
    expect(idsOf(await mine(ownerA, 'kind=item'))).toEqual(named('a2'));
    expect(idsOf(await mine(ownerA, 'status=paid'))).toEqual(named('a3'));
    expect(idsOf(await mine(ownerA, 'status=active'))).toEqual(named('a1'));
    expect(idsOf(await mine(ownerB, 'status=expired'))).toEqual(named('b3'));
    expect(idsOf(await mine(ownerA, 'expiringDays=٤٠'))).toEqual(named('a1'));
    expect(idsOf(await mine(ownerA, 'expiringDays=3'))).toEqual([]);
    expect(idsOf(await mine(ownerA, 'kind=place&status=draft'))).toEqual([]);
    const page = await mine(ownerA, 'pageSize=۲&page=۲');
    expect(page.json.meta).toEqual({ page: 2, pageSize: 2, total: 3 });
    expect(page.json.data).toHaveLength(1);
  });

  it('refuses bad filters', async () => {
    for (const query of ['kind=shop', 'status=all', 'expiringDays=9999', 'expiringDays=-2', 'page=x', 'page=0']) {
      expect((await mine(ownerA, query)).status, query).toBe(422);
    }
  });
});

describe('shop link availability', () => {
  const check = (link: string, client: Client = t.client()) =>
    client.call('GET', `/api/market/link-availability?link=${encodeURIComponent(link)}`);

  it("tells a free link from a taken, reserved or malformed one; one's own link is free", async () => {
    expect((await check('fresh-link')).json.data).toEqual({ link: 'fresh-link', available: true, code: null });
    expect((await check(' Yas-Cafes ')).json.data).toEqual({
      link: 'yas-cafes',
      available: false,
      code: 'ShopLinkAlreadyExists',
    });
    expect((await check('yas-cafes', ownerB.client)).json.data.code).toBe('ShopLinkAlreadyExists');
    expect((await check('YAS-CAFES', ownerA.client)).json.data).toMatchObject({ available: true, code: null });
    expect((await check('map')).json.data).toMatchObject({ available: false, code: 'ShopLinkIsReserved' });
    expect((await check('Admin')).json.data.code).toBe('ShopLinkIsReserved');
    for (const bad of ['a', '', '1shop', 'کافه', '۱۲۳۴', 'with space', 'x'.repeat(31)]) {
      expect((await check(bad)).json.data, bad).toMatchObject({ available: false, code: 'ShopLinkIsNotValid' });
    }
    expect((await check('x'.repeat(101))).status).toBe(422);
    expect((await t.client().call('GET', '/api/market/link-availability')).status).toBe(422);
  });

  it('is limited per address', async () => {
    const busy = t.client({ ip: '198.51.100.77' });
    for (let i = 0; i < 60; i++) expect((await check(`link-${i}`, busy)).status).toBe(200);
    const over = await check('one-more', busy);
    expect(over.status).toBe(429);
    expect(over.json.error.code).toBe('TooManyRequests');
    expect((await check('one-more', t.client({ ip: '198.51.100.78' }))).status).toBe(200);
  });
});

describe('location names on listings', () => {
  it('gives the country, province, city and district names in both languages on search, shop and detail', async () => {
    const names = {
      country: { nameFa: 'ایران', nameEn: 'Iran' },
      state: { nameFa: 'تهران', nameEn: 'Tehran' },
      city: { nameFa: 'تهران', nameEn: 'Tehran' },
    };
    const search = await t.client().call('GET', '/api/market/listings?shop=yas-cafes');
    expect(search.json.data[0].locationNames).toEqual({ ...names, district: null });
    const shop = await t.client().call('GET', '/api/market/shops/yas-cafes');
    expect(shop.json.data.listings[0].locationNames).toEqual({ ...names, district: null });
    const detail = await t.client().call('GET', '/api/market/shops/yas-cafes/listings/yas-1', undefined, browser);
    expect(detail.json.data.listing.locationNames).toEqual({ ...names, district: null });
  });

  it('looks the names up once for a page, keeps them, and asks nothing for rows without a place', async () => {
    let selects = 0;
    const counting = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'select') selects += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    const rows = Array.from({ length: 30 }, (_, i) => ({
      id: i,
      countryId: null,
      stateId: tehran[1]!.id,
      cityId: i % 2 ? tehran[2]!.id : null,
      districtId: null,
    }));
    const named = await withLocationNames(counting, rows);
    expect(selects).toBe(1);
    expect(named[1]!.locationNames.city?.nameEn).toBe('Tehran');
    expect(named[0]!.locationNames.city).toBeNull();
    // The same places again come from the market's reference cache; a page without places asks nothing.
    selects = 0;
    await withLocationNames(counting, rows.slice(0, 4).reverse());
    await withLocationNames(counting, [{ countryId: null, stateId: null, cityId: null, districtId: null }]);
    expect(selects).toBe(0);
  });
});

describe('counting views', () => {
  const views = async () =>
    (await db.select({ n: listings.viewCount }).from(listings).where(eq(listings.id, ids.a1!)))[0]!.n;
  const open = (client: Client, headers: Record<string, string> = browser) =>
    client.call('GET', '/api/market/shops/yas-cafes/listings/yas-1', undefined, headers);

  it('counts a visitor once a day, whatever the reloads; the owner and crawlers not at all', async () => {
    await db.delete(rateLimits).where(sql`${rateLimits.key} like 'market:view:%'`);
    await db.update(listings).set({ viewCount: 0 }).where(eq(listings.id, ids.a1!));
    const visitor = t.client({ ip: '192.0.2.1' });
    const first = await open(visitor);
    expect(first.json.data.listing.viewCount).toBe(1);
    // The server-rendered page asks twice (metadata and body); a reload asks again.
    expect((await open(visitor)).json.data.listing.viewCount).toBe(1);
    await open(visitor);
    expect(await views()).toBe(1);
    // Another browser at the same address is another visitor.
    await open(visitor, { 'user-agent': 'Mozilla/5.0 (iPhone) Safari/605.1' });
    expect(await views()).toBe(2);
    // The owner, and crawlers, never count.
    await open(ownerA.client);
    await open(ownerA.client);
    await open(t.client({ ip: '192.0.2.9' }), { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    await open(t.client({ ip: '192.0.2.9' }), {});
    expect(await views()).toBe(2);
    // A signed-in visitor counts once, from any address or browser.
    await open(ownerB.client);
    await open(ownerB.client, { 'user-agent': 'Mozilla/5.0 (Android) Chrome/130' });
    expect(await views()).toBe(3);
    const stats = await ownerA.client.call('GET', '/api/shops/me/stats');
    expect(stats.json.data.views).toBe(3);
  });

  it('counts the visitor again the next day', async () => {
    const visitor = t.client({ ip: '192.0.2.50' });
    await open(visitor);
    const before = await views();
    await db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '25 hours'` })
      .where(sql`${rateLimits.key} like 'market:view:%'`);
    await open(visitor);
    expect(await views()).toBe(before + 1);
  });

  it('keeps no address in clear, and knows common crawlers', () => {
    const key = visitorKey({ ip: '192.0.2.1', userAgent: 'Firefox' });
    expect(key).not.toContain('192.0.2.1');
    expect(key).toBe(visitorKey({ ip: '192.0.2.1', userAgent: 'Firefox' }));
    expect(key).not.toBe(visitorKey({ ip: '192.0.2.2', userAgent: 'Firefox' }));
    expect(visitorKey({ userId: 'u1', ip: '1', userAgent: 'x' })).toBe('u:u1');
    for (const ua of ['Googlebot/2.1', 'bingbot', 'facebookexternalhit/1.1 (+preview)', 'curl/8.0', '']) {
      expect(isBot(ua), ua).toBe(true);
    }
    expect(isBot(browser['user-agent'])).toBe(false);
  });
});
