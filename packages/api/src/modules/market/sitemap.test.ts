/**
 * What the sitemap lists of the market: public listings of active shops only, split into files that
 * together hold each exactly once, each with the later of its own and its shop's last change; active
 * shops; the category lists that have listings, with the newest change below them. And the public shop
 * answer names its places (the shop page's PostalAddress).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { categories, listings, shops, type Database } from '@rassam/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMarketReference } from '../../seed';
import { createTestApp } from '../../test-utils';
import { seedMarketListings } from './market.seed';
import { sitemapCategories, sitemapListings, sitemapShops, sitemapSummary } from './sitemap.service';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let db: Database;

const day = 86_400_000;
const at = (daysAgo: number) => new Date(Date.UTC(2026, 0, 31) - daysAgo * day);

let hiddenShop: string;
let expired: string;
let draft: string;

beforeAll(async () => {
  t = await createTestApp();
  db = t.handle.db;
  await seedMarketReference(db);
  // Three shops of ten active listings each, all changed long ago.
  await seedMarketListings(db, { listings: 30, perShop: 10, tag: 'sitemap', seed: 3, provinces: ['tehran'] });
  await db.update(listings).set({ updatedAt: at(30) });
  await db.update(shops).set({ updatedAt: at(30) });
  await db.update(categories).set({ updatedAt: at(40) });
  const made = await db.select({ id: shops.id, link: shops.link }).from(shops).orderBy(shops.link);
  hiddenShop = made[2]!.link;
  await db.update(shops).set({ status: 'disabled' }).where(eq(shops.link, hiddenShop));
  const [first, second] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.shopId, made[0]!.id))
    .orderBy(listings.slug)
    .limit(2);
  expired = first!.id;
  draft = second!.id;
  await db
    .update(listings)
    .set({ expiresAt: at(1), updatedAt: at(30) })
    .where(eq(listings.id, expired));
  await db
    .update(listings)
    .set({ status: 'draft', updatedAt: at(30) })
    .where(eq(listings.id, draft));
});

afterAll(async () => {
  await t?.close();
});

describe('the sitemap of the market', () => {
  it('lists each public listing of an active shop once, over files of the given size', async () => {
    const publicRows = await db
      .select({ slug: listings.slug, link: shops.link })
      .from(listings)
      .innerJoin(shops, eq(shops.id, listings.shopId))
      .where(and(eq(listings.status, 'active'), sql`${listings.expiresAt} > now()`, eq(shops.status, 'active')));
    expect(publicRows).toHaveLength(18);

    const files = [1, 2, 3, 4].map((page) => sitemapListings(db, page, 5));
    const pages = await Promise.all(files);
    expect(pages.map((page) => page.length)).toEqual([5, 5, 5, 3]);
    const listed = pages.flat().map((row) => `${row.shopLink}/${row.slug}`);
    expect(new Set(listed).size).toBe(18);
    expect(listed.sort()).toEqual(publicRows.map((row) => `${row.link}/${row.slug}`).sort());
    expect(await sitemapListings(db, 5, 5)).toEqual([]);
    expect(listed.some((entry) => entry.startsWith(`${hiddenShop}/`))).toBe(false);
    for (const row of pages.flat()) expect(['place', 'service', 'item']).toContain(row.kind);
  });

  it("dates a listing by the later of its own change and its shop's", async () => {
    const [row] = await db
      .select({ id: listings.id, shopId: listings.shopId, slug: listings.slug })
      .from(listings)
      .innerJoin(shops, eq(shops.id, listings.shopId))
      .where(and(eq(shops.status, 'active'), eq(listings.status, 'active'), sql`${listings.expiresAt} > now()`))
      .limit(1);
    await db
      .update(listings)
      .set({ updatedAt: at(3) })
      .where(eq(listings.id, row!.id));
    await db
      .update(shops)
      .set({ updatedAt: at(10) })
      .where(eq(shops.id, row!.shopId));
    const listed = (await sitemapListings(db, 1)).filter((entry) => entry.slug === row!.slug);
    const own = listed.find((entry) => entry.lastModified === at(3).toISOString());
    expect(own, JSON.stringify(listed)).toBeDefined();
    // Its shop's other listings changed 30 days ago, their shop 10: the shop's date wins.
    const [shop] = await db.select({ link: shops.link }).from(shops).where(eq(shops.id, row!.shopId));
    const siblings = (await sitemapListings(db, 1)).filter(
      (entry) => entry.shopLink === shop!.link && entry.slug !== row!.slug,
    );
    expect(siblings.length).toBeGreaterThan(0);
    for (const sibling of siblings) expect(sibling.lastModified).toBe(at(10).toISOString());
  });

  it('lists active shops only, each dated by its newest change or its newest listing', async () => {
    const listed = await sitemapShops(db, 1);
    expect(listed.map((shop) => shop.link).sort()).toHaveLength(2);
    expect(listed.map((shop) => shop.link)).not.toContain(hiddenShop);
    for (const shop of listed) expect(Date.parse(shop.lastModified)).toBeGreaterThanOrEqual(at(30).getTime());
    // One file of one shop, then the other: the order is stable.
    const [first, second] = [await sitemapShops(db, 1, 1), await sitemapShops(db, 2, 1)];
    expect([...first, ...second].map((shop) => shop.link).sort()).toEqual(listed.map((shop) => shop.link).sort());
  });

  it('counts what it lists and says when each set last changed', async () => {
    const summary = await sitemapSummary(db);
    expect(summary.entriesPerFile).toBe(25_000);
    expect(summary.shops.count).toBe(2);
    expect(summary.listings.count).toBe(18);
    expect(summary.listings.lastModified).toBe(at(3).toISOString());
    expect(Date.parse(summary.shops.lastModified!)).toBeGreaterThanOrEqual(at(3).getTime());
  });

  it('lists the category lists that hold listings, dated by the newest below them', async () => {
    const listed = await sitemapCategories(db);
    const used = await db
      .selectDistinct({ categoryId: listings.categoryId })
      .from(listings)
      .innerJoin(shops, eq(shops.id, listings.shopId))
      .where(and(eq(listings.status, 'active'), sql`${listings.expiresAt} > now()`, eq(shops.status, 'active')));
    const leaves = await db
      .select({ kind: categories.kind, slug: categories.slug, parentId: categories.parentId })
      .from(categories)
      .where(
        inArray(
          categories.id,
          used.map((row) => row.categoryId),
        ),
      );
    for (const leaf of leaves) {
      expect(listed.some((entry) => entry.kind === leaf.kind && entry.slug === leaf.slug)).toBe(true);
      // Its parent's list holds it too.
      if (leaf.parentId) {
        const [parent] = await db.select().from(categories).where(eq(categories.id, leaf.parentId));
        expect(listed.some((entry) => entry.kind === parent!.kind && entry.slug === parent!.slug)).toBe(true);
      }
    }
    // A category nobody lists in (a leaf without listings) is not a page for the index.
    const [empty] = await db
      .select({ slug: categories.slug, kind: categories.kind })
      .from(categories)
      .where(
        sql`not exists (select 1 from categories c where c.parent_id = ${categories.id}) and not exists (select 1 from listings l where l.category_id = ${categories.id})`,
      )
      .limit(1);
    expect(empty).toBeDefined();
    expect(listed.some((entry) => entry.kind === empty!.kind && entry.slug === empty!.slug)).toBe(false);
    // Each kind's list of all, as far as it has categories.
    expect(listed.filter((entry) => entry.slug === null).map((entry) => entry.kind)).toEqual([
      'place',
      'service',
      'item',
    ]);
    // The category of the listing changed 3 days ago, and every list above it, carry that date.
    const newest = listed.filter((entry) => entry.lastModified === at(3).toISOString());
    expect(newest.length).toBeGreaterThanOrEqual(2);
  });

  it('answers through the API, a file at a time, and refuses a page that is not a number', async () => {
    const client = t.client();
    const summary = await client.call('GET', '/api/market/sitemap');
    expect(summary.status, summary.text).toBe(200);
    expect(summary.json.data.listings.count).toBe(18);
    const first = await client.call('GET', '/api/market/sitemap/listings?page=1');
    expect(first.status, first.text).toBe(200);
    expect(first.json.data).toHaveLength(18);
    expect(Object.keys(first.json.data[0]).sort()).toEqual(['kind', 'lastModified', 'shopLink', 'slug']);
    expect((await client.call('GET', '/api/market/sitemap/listings?page=۲')).json.data).toEqual([]);
    expect((await client.call('GET', '/api/market/sitemap/shops')).json.data).toHaveLength(2);
    expect((await client.call('GET', '/api/market/sitemap/categories')).status).toBe(200);
    expect((await client.call('GET', '/api/market/sitemap/listings?page=zero')).status).toBe(422);
  });

  it("names the shop's places in its public answer", async () => {
    const [shop] = await db.select({ link: shops.link }).from(shops).where(eq(shops.status, 'active')).limit(1);
    const answer = await t.client().call('GET', `/api/market/shops/${shop!.link}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data.shop.locationNames.state).toEqual({ nameFa: 'تهران', nameEn: 'Tehran' });
    expect(answer.json.data.shop.locationNames.city).not.toBeNull();
  });
});
