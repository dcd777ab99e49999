/**
 * What the sitemap lists of the market: active shops, their public listings and the category list pages,
 * each with when it last changed. Only the columns an address and a date need are read, a file's worth
 * at a time, so 100,000 listings are a few queries of a few columns, never the listings' own rows.
 */
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import { categories, listings, shops, type Executor, type ListingKind } from '@rassam/db';
import { publicListing } from './listings.service';

/**
 * Shops or listings per sitemap file: each is two addresses (Persian and English), and a file may hold
 * at most 50,000 (sitemaps.org).
 */
export const SITEMAP_ENTRIES_PER_FILE = 25_000;

const activeShop = sql`${shops.status} = 'active'`;

/** The later of two times (either may be missing). */
function later(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/** Timestamps as PostgreSQL returns them through `max()` and `greatest()` in raw SQL: a Date or a string. */
const asDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string);

export interface SitemapSummary {
  entriesPerFile: number;
  shops: { count: number; lastModified: string | null };
  listings: { count: number; lastModified: string | null };
}

/** How many shops and listings there are to list (so how many files), and when each set last changed. */
export async function sitemapSummary(db: Executor): Promise<SitemapSummary> {
  const [[shopRow], [listingRow]] = await Promise.all([
    db
      .select({ count: count(), lastModified: max(shops.updatedAt) })
      .from(shops)
      .where(activeShop),
    db
      .select({
        count: count(),
        lastModified: sql<unknown>`max(greatest(${listings.updatedAt}, ${shops.updatedAt}))`,
      })
      .from(listings)
      .innerJoin(shops, eq(shops.id, listings.shopId))
      .where(and(publicListing, activeShop)),
  ]);
  const listingsChanged = asDate(listingRow?.lastModified);
  return {
    entriesPerFile: SITEMAP_ENTRIES_PER_FILE,
    shops: {
      count: shopRow?.count ?? 0,
      // A shop's page lists its listings: it changes when they do.
      lastModified: later(shopRow?.lastModified ?? null, listingsChanged)?.toISOString() ?? null,
    },
    listings: { count: listingRow?.count ?? 0, lastModified: listingsChanged?.toISOString() ?? null },
  };
}

/** One file's worth of active shops (`page` from 1), in a stable order, with when each page last changed. */
export async function sitemapShops(db: Executor, page: number, perFile = SITEMAP_ENTRIES_PER_FILE) {
  const newestListing = db
    .select({ shopId: listings.shopId, lastModified: max(listings.updatedAt).as('newest_listing') })
    .from(listings)
    .where(publicListing)
    .groupBy(listings.shopId)
    .as('newest');
  const rows = await db
    .select({ link: shops.link, updatedAt: shops.updatedAt, newestListing: newestListing.lastModified })
    .from(shops)
    .leftJoin(newestListing, eq(newestListing.shopId, shops.id))
    .where(activeShop)
    .orderBy(asc(shops.id))
    .limit(perFile)
    .offset((page - 1) * perFile);
  return rows.map((row) => ({
    link: row.link,
    lastModified: later(row.updatedAt, asDate(row.newestListing))!.toISOString(),
  }));
}

/** One file's worth of public listings (`page` from 1): the parts of each address, and when it last changed. */
export async function sitemapListings(db: Executor, page: number, perFile = SITEMAP_ENTRIES_PER_FILE) {
  const rows = await db
    .select({
      shopLink: shops.link,
      kind: listings.kind,
      slug: listings.slug,
      // The listing's page shows its shop's name, contacts and hours too.
      lastModified: sql<unknown>`greatest(${listings.updatedAt}, ${shops.updatedAt})`,
    })
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shopId))
    .where(and(publicListing, activeShop))
    .orderBy(asc(listings.id))
    .limit(perFile)
    .offset((page - 1) * perFile);
  return rows.map((row) => ({ ...row, lastModified: asDate(row.lastModified)!.toISOString() }));
}

export interface SitemapCategory {
  kind: ListingKind;
  /** null: the kind's list of every category (`/market/{kind}/all`). */
  slug: string | null;
  lastModified: string;
}

/**
 * The category list pages worth listing: each kind's "all" page, and every category with public listings
 * in it or below it (an empty list is not a page for the index). A list changes when its category does
 * or when one of its listings does, its sub-categories' included.
 */
export async function sitemapCategories(db: Executor): Promise<SitemapCategory[]> {
  const [tree, newest] = await Promise.all([
    db
      .select({
        id: categories.id,
        kind: categories.kind,
        parentId: categories.parentId,
        slug: categories.slug,
        updatedAt: categories.updatedAt,
      })
      .from(categories),
    db
      .select({
        categoryId: listings.categoryId,
        lastModified: sql<unknown>`max(greatest(${listings.updatedAt}, ${shops.updatedAt}))`,
      })
      .from(listings)
      .innerJoin(shops, eq(shops.id, listings.shopId))
      .where(and(publicListing, activeShop))
      .groupBy(listings.categoryId),
  ]);
  const byId = new Map(tree.map((node) => [node.id, node]));
  // Each category's newest listing, its own or below it: every listing's time climbs to the root.
  const listed = new Map<string, Date>();
  const kindListed = new Map<ListingKind, Date>();
  for (const row of newest) {
    const time = asDate(row.lastModified)!;
    const seen = new Set<string>();
    for (
      let node = byId.get(row.categoryId);
      node && !seen.has(node.id);
      node = node.parentId ? byId.get(node.parentId) : undefined
    ) {
      seen.add(node.id);
      listed.set(node.id, later(listed.get(node.id) ?? null, time)!);
      if (!node.parentId) kindListed.set(node.kind, later(kindListed.get(node.kind) ?? null, time)!);
    }
  }
  const kinds: ListingKind[] = ['place', 'service', 'item'];
  const newestCategory = (kind: ListingKind) =>
    tree.filter((node) => node.kind === kind).reduce<Date | null>((at, node) => later(at, node.updatedAt), null);
  return [
    ...kinds.flatMap((kind) => {
      const at = later(newestCategory(kind), kindListed.get(kind) ?? null);
      return at ? [{ kind, slug: null, lastModified: at.toISOString() }] : [];
    }),
    ...tree
      .filter((node) => listed.has(node.id))
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.slug.localeCompare(b.slug))
      .map((node) => ({
        kind: node.kind,
        slug: node.slug,
        lastModified: later(node.updatedAt, listed.get(node.id)!)!.toISOString(),
      })),
  ];
}
