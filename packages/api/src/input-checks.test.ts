import { categories, designs, ledgerEntries, listings, locations, shops, users } from '@rassam/db';
import { resultText } from '@rassam/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnsWithControlCharacters } from './api-fuzz.cases';
import { createTestApp } from './test-utils';

/**
 * The inputs the fuzz run of issue 14 answered with a 500, each refused where its mechanism lives:
 * control characters by the router's validation hook, query numbers by their schema, and an empty PATCH
 * by the services that update.
 */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<TestApp['client']>;
let t: TestApp;
let owner: Client;
let admin: Client;
let adminId: string;
let ownerId: string;
let categoryId: string;
let locationId: string;
let propertyId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp('09351110001');
  admin = await t.signUp('09351110002');
  ownerId = (await owner.call('GET', '/api/me')).json.data.id;
  adminId = (await admin.call('GET', '/api/me')).json.data.id;
  await t.handle.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
  const shop = await owner.call('POST', '/api/shops/me', { name: 'کافه نادری', nameEn: 'Cafe Naderi', link: 'naderi' });
  expect(shop.status, shop.text).toBe(201);
  const category = await admin.call('POST', '/api/admin/market/categories', {
    kind: 'place',
    slug: 'cafe',
    nameFa: 'کافه',
    nameEn: 'Cafe',
  });
  expect(category.status, category.text).toBe(201);
  categoryId = category.json.data.id;
  const location = await admin.call('POST', '/api/admin/market/locations', {
    level: 'country',
    slug: 'iran',
    code: 'IR',
    nameFa: 'ایران',
    nameEn: 'Iran',
  });
  expect(location.status, location.text).toBe(201);
  locationId = location.json.data.id;
  const property = await admin.call('POST', `/api/admin/market/categories/${categoryId}/properties`, {
    key: 'seats',
    type: 'number',
    labelFa: 'صندلی',
    labelEn: 'Seats',
  });
  expect(property.status, property.text).toBe(201);
  propertyId = property.json.data.id;
});
afterAll(async () => {
  await t?.close();
});

function expectRefused(
  res: { status: number; json: { error: { code: string; fields?: Record<string, string> } } },
  field: string,
) {
  expect(res.status).toBe(422);
  expect(res.json.error.code).toBe('TextHasControlCharacters');
  expect(res.json.error.fields).toEqual({ [field]: resultText('TextHasControlCharacters', 'en') });
}

describe('control characters', () => {
  const nul = 'a\u0000b';
  it.each([
    ['PATCH /api/shops/me', () => owner.call('PATCH', '/api/shops/me', { name: nul }, { 'x-locale': 'en' }), 'name'],
    [
      'PATCH /api/shops/me (C1)',
      () => owner.call('PATCH', '/api/shops/me', { address: 'x\u0085y' }, { 'x-locale': 'en' }),
      'address',
    ],
    [
      'PUT /api/shops/me/landing',
      () => owner.call('PUT', '/api/shops/me/landing', { headingFa: 'x\u0001' }, { 'x-locale': 'en' }),
      'headingFa',
    ],
    [
      'POST /api/shops/me/listings (title)',
      () =>
        owner.call(
          'POST',
          '/api/shops/me/listings',
          { kind: 'place', categoryId, slug: 'nul-title', titleFa: nul },
          { 'x-locale': 'en' },
        ),
      'titleFa',
    ],
    [
      'POST /api/shops/me/listings (a key of attributes)',
      () =>
        owner.call(
          'POST',
          '/api/shops/me/listings',
          { kind: 'place', categoryId, slug: 'nul-key', titleFa: 'کافه', attributes: { [nul]: 'x' } },
          { 'x-locale': 'en' },
        ),
      'attributes.a\uFFFDb',
    ],
    [
      'POST /api/admin/market/categories',
      () =>
        admin.call(
          'POST',
          '/api/admin/market/categories',
          { kind: 'place', slug: 'nul-name', nameFa: nul, nameEn: 'X' },
          { 'x-locale': 'en' },
        ),
      'nameFa',
    ],
    [
      'POST /api/admin/market/locations',
      () =>
        admin.call(
          'POST',
          '/api/admin/market/locations',
          { level: 'country', slug: 'nul-land', nameFa: 'الف', nameEn: nul },
          { 'x-locale': 'en' },
        ),
      'nameEn',
    ],
    [
      'POST /api/admin/users/{id}/wallet/adjust',
      () =>
        admin.call('POST', `/api/admin/users/${ownerId}/wallet/adjust`, { coins: 5, note: nul }, { 'x-locale': 'en' }),
      'note',
    ],
    [
      "POST /api/designs (the tool's input)",
      () => owner.call('POST', '/api/designs', { tool: 'text-to-image', input: { prompt: nul } }, { 'x-locale': 'en' }),
      'input.prompt',
    ],
    [
      'PATCH /api/me (a lone surrogate)',
      () => owner.call('PATCH', '/api/me', { name: 'a\ud800b' }, { 'x-locale': 'en' }),
      'name',
    ],
    [
      'GET /api/market/listings?shop=',
      () => t.client().call('GET', '/api/market/listings?shop=a%00b', undefined, { 'x-locale': 'en' }),
      'shop',
    ],
    [
      'GET /api/designs?tool=',
      () => owner.call('GET', '/api/designs?tool=%00', undefined, { 'x-locale': 'en' }),
      'tool',
    ],
    [
      'GET /api/examples?tool=',
      () => t.client().call('GET', '/api/examples?tool=%1F', undefined, { 'x-locale': 'en' }),
      'tool',
    ],
    [
      'GET /api/admin/market/shops?q=',
      () => admin.call('GET', '/api/admin/market/shops?q=a%00', undefined, { 'x-locale': 'en' }),
      'q',
    ],
    [
      'GET /api/market/shops/{link}',
      () => t.client().call('GET', '/api/market/shops/abc%00def', undefined, { 'x-locale': 'en' }),
      'link',
    ],
  ])('%s: 422 naming the field', async (_, send, field) => {
    expectRefused(await send(), field);
  });

  it('stores nothing of a refused request', async () => {
    const [shop] = await t.handle.db.select().from(shops).where(eq(shops.ownerId, ownerId));
    expect(shop).toMatchObject({ name: 'کافه نادری', address: null });
    expect(await t.handle.db.select().from(listings)).toEqual([]);
    expect(await t.handle.db.select().from(designs)).toEqual([]);
    expect(await t.handle.db.select().from(ledgerEntries)).toEqual([]);
    expect((await t.handle.db.select().from(categories)).map((c) => c.slug)).toEqual(['cafe']);
    expect((await t.handle.db.select().from(locations)).map((l) => l.slug)).toEqual(['iran']);
  });

  it("the fuzz test's sweep of the database finds a control character stored behind the API's back", async () => {
    const db = t.handle.db;
    expect(await columnsWithControlCharacters(db)).toEqual([]);
    await db.update(categories).set({ nameEn: 'Cafe\u0085' }).where(eq(categories.id, categoryId));
    await db
      .update(shops)
      .set({ landing: { headingFa: 'x\u0001', showLink: false } as never })
      .where(eq(shops.ownerId, ownerId));
    expect(await columnsWithControlCharacters(db)).toEqual(['categories.name_en', 'shops.landing']);
    await db.update(categories).set({ nameEn: 'Cafe' }).where(eq(categories.id, categoryId));
    await db.update(shops).set({ landing: null }).where(eq(shops.ownerId, ownerId));
  });

  it('keeps tab and line breaks in a text, and the joiners and marks Persian needs', async () => {
    const description = 'خط یک\r\nخط دو\tو ستون';
    const name = 'می‌خواهم\u200f کافه';
    const res = await owner.call('PATCH', '/api/shops/me', { name, description });
    expect(res.status, res.text).toBe(200);
    const [shop] = await t.handle.db.select().from(shops).where(eq(shops.ownerId, ownerId));
    expect(shop).toMatchObject({ name, description });
    await owner.call('PATCH', '/api/shops/me', { name: 'کافه نادری', description: null });
  });
});

describe('numbers in the query', () => {
  it.each(['1.5', '-1', '99999999999999999999', '2147483648', '۱٫۵', 'abc'])(
    'refuses minPrice and maxPrice=%s with 422 naming them',
    async (value) => {
      const visitor = t.client();
      for (const name of ['minPrice', 'maxPrice']) {
        const res = await visitor.call('GET', `/api/market/listings?${name}=${encodeURIComponent(value)}`);
        expect(res.status, res.text).toBe(422);
        expect(Object.keys(res.json.error.fields)).toEqual([name]);
      }
    },
  );

  it('reads prices in Persian and Arabic digits, with separators', async () => {
    for (const query of ['minPrice=۱۰۰۰&maxPrice=٢٠٠٠', 'minPrice=1,000&maxPrice=2000', 'maxPrice=2147483647']) {
      const res = await t.client().call('GET', `/api/market/listings?${encodeURI(query)}`);
      expect(res.status, `${query}: ${res.text}`).toBe(200);
    }
  });

  it('refuses a whole number outside an integer column', async () => {
    const res = await admin.call('PATCH', `/api/admin/market/categories/${categoryId}`, { sortOrder: 2 ** 31 });
    expect(res.status, res.text).toBe(422);
    expect(Object.keys(res.json.error.fields)).toEqual(['sortOrder']);
  });
});

describe('an empty PATCH', () => {
  it.each([
    ['PATCH /api/shops/me', () => owner.call('PATCH', '/api/shops/me', {}), { link: 'naderi' }],
    [
      'PATCH /api/admin/market/categories/{id}',
      () => admin.call('PATCH', `/api/admin/market/categories/${categoryId}`, {}),
      { slug: 'cafe' },
    ],
    [
      'PATCH /api/admin/market/locations/{id}',
      () => admin.call('PATCH', `/api/admin/market/locations/${locationId}`, {}),
      { slug: 'iran' },
    ],
    [
      'PATCH /api/admin/market/properties/{id}',
      () => admin.call('PATCH', `/api/admin/market/properties/${propertyId}`, {}),
      { key: 'seats' },
    ],
  ])('%s with {} changes nothing and answers 200', async (_, send, unchanged) => {
    const res = await send();
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject(unchanged);
  });
});
