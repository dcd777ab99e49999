/**
 * Market search over public listings. The query goes through the same normaliser as the indexed
 * `search_text`; a listing matches when the text contains the query (trigram index) or holds every word
 * of it (full-text, 'simple' configuration: Persian has no stemmer in PostgreSQL). Filters narrow by
 * kind, category and its sub-categories, location, price and a map box. The total is counted up to
 * COUNT_CAP: past that, pages say "10,000+" rather than pay for an exact count of a broad query.
 */
import { and, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { listings, models, shops, type Executor, type ListingKind } from '@rassam/db';
import { listingModel, listingModelColumns } from '../models/listing-model';
import { descendantIds } from './categories.service';
import { publicListing, toListing } from './listings.service';
import type { BBox } from './market.schemas';
import { withLocationNames, type LocationNames } from './locations.service';
import { cachedPage, cachedReference, cachedTotal } from './market.cache';
import { escapeLike, normalizeSearch } from './normalize';

export interface SearchFilters {
  q?: string;
  kind?: ListingKind;
  category?: string;
  country?: string;
  state?: string;
  city?: string;
  district?: string;
  shopId?: string;
  minPrice?: number;
  maxPrice?: number;
  bbox?: BBox | null;
  near?: { lat: number; lng: number };
  sort?: 'relevance' | 'newest' | 'nearest' | 'liked' | 'price_asc' | 'price_desc';
  page: number;
  pageSize: number;
}

export const COUNT_CAP = 10_000;

/** Squared distance in degrees, longitude scaled by the latitude: enough to order by "nearest". */
function distance(near: { lat: number; lng: number }): SQL<number> {
  const scale = Math.cos((near.lat * Math.PI) / 180) ** 2;
  return sql<number>`(power(${listings.lat} - ${near.lat}, 2) + ${scale} * power(${listings.lng} - ${near.lng}, 2))`;
}

export interface SearchResult {
  /** The page's listings, each with the names of its places (kept with the page: cards show them). */
  items: (Awaited<ReturnType<typeof pageOf>>[number] & { locationNames: LocationNames })[];
  total: number;
  capped: boolean;
}

/**
 * A page of public listings and the number of matches. Pages and totals are kept in memory for a few
 * seconds (market.cache.ts): the popular lists are asked for many times a second, and a total, the
 * dearest part, is the same for every page and order of a filter.
 */
export async function searchListings(db: Executor, filters: SearchFilters): Promise<SearchResult> {
  return cachedPage(db, JSON.stringify(['page', filters]), async () => {
    const query = await compile(db, filters);
    if (!query) return { items: [], total: 0, capped: false };
    const [items, counted] = await Promise.all([
      pageOf(db, query, filters).then((rows) => withLocationNames(db, rows)),
      cachedTotal(db, JSON.stringify(['total', query.countKey]), () => countOf(db, query.condition)),
    ]);
    return { items, total: Math.min(counted, COUNT_CAP), capped: counted > COUNT_CAP };
  });
}

interface CompiledSearch {
  condition: SQL | undefined;
  order: SQL[];
  /** What the number of matches depends on: the filters, not the page or (but for "nearest") the order. */
  countKey: unknown[];
}

/** The filters as SQL, or null when they cannot match (a category that does not exist). */
async function compile(db: Executor, filters: SearchFilters): Promise<CompiledSearch | null> {
  const where: SQL[] = [publicListing, sql`${shops.status} = 'active'`];
  const q = filters.q ? normalizeSearch(filters.q) : '';
  let rank: SQL<number> | undefined;
  let position: SQL<number> | undefined;
  if (q) {
    const tsquery = sql`plainto_tsquery('simple'::regconfig, ${q})`;
    const tsv = sql`to_tsvector('simple'::regconfig, ${listings.searchText})`;
    const like = escapeLike(q);
    where.push(sql`(${listings.searchText} like ${`%${like}%`} or ${tsv} @@ ${tsquery})`);
    // Cheap string tests rather than a rank computed per row: the whole query at the start of the text
    // (the title comes first), at the start of a word, anywhere; then the earlier it appears the better.
    // Listings that hold the words in another order come after.
    rank = sql<number>`(case when ${listings.searchText} like ${`${like}%`} then 3 when ${listings.searchText} like ${`% ${like}%`} then 2 when ${listings.searchText} like ${`%${like}%`} then 1 else 0 end)`;
    position = sql<number>`coalesce(nullif(strpos(${listings.searchText}, ${q}), 0), 100000)`;
  }
  if (filters.kind) where.push(eq(listings.kind, filters.kind));
  if (filters.category) {
    const category = filters.category;
    const ids = await cachedReference(db, JSON.stringify(['descendants', category]), () => descendantIds(db, category));
    if (ids.length === 0) return null;
    where.push(inArray(listings.categoryId, ids));
  }
  if (filters.country) where.push(eq(listings.countryId, filters.country));
  if (filters.state) where.push(eq(listings.stateId, filters.state));
  if (filters.city) where.push(eq(listings.cityId, filters.city));
  if (filters.district) where.push(eq(listings.districtId, filters.district));
  if (filters.shopId) where.push(eq(listings.shopId, filters.shopId));
  if (filters.minPrice !== undefined) where.push(gte(listings.price, filters.minPrice));
  if (filters.maxPrice !== undefined) where.push(lte(listings.price, filters.maxPrice));
  if (filters.bbox) {
    const b = filters.bbox;
    where.push(
      sql`${listings.lat} between ${b.minLat} and ${b.maxLat} and ${listings.lng} between ${b.minLng} and ${b.maxLng}`,
    );
  }

  const sort = filters.sort ?? (q ? 'relevance' : filters.near ? 'nearest' : 'newest');
  const order: SQL[] = [];
  if (sort === 'relevance' && rank && position) order.push(sql`${rank} desc`, sql`${position} asc`);
  const nearest = sort === 'nearest' && filters.near !== undefined;
  if (nearest && filters.near) {
    where.push(sql`${listings.lat} is not null`);
    order.push(sql`${distance(filters.near)} asc`);
  }
  if (sort === 'liked') order.push(sql`${listings.likeCount} desc`);
  if (sort === 'price_asc') order.push(sql`${listings.price} asc nulls last`);
  if (sort === 'price_desc') order.push(sql`${listings.price} desc nulls last`);
  // The public indexes (schema/market.ts) hold this order within each filter.
  order.push(sql`${listings.createdAt} desc`, sql`${listings.id} desc`);

  const { page: _page, pageSize: _pageSize, sort: _sort, near: _near, ...matching } = filters;
  return { condition: and(...where), order, countKey: [matching, nearest] };
}

async function pageOf(db: Executor, query: CompiledSearch, filters: SearchFilters) {
  const rows = await db
    .select({
      listing: listings,
      shop: { id: shops.id, name: shops.name, nameEn: shops.nameEn, link: shops.link },
      model: listingModelColumns,
    })
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shopId))
    .leftJoin(models, eq(models.id, listings.model3dId))
    .where(query.condition)
    .orderBy(...query.order)
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize);
  return rows.map((r) => ({ ...toListing(r.listing), shop: r.shop, model: r.model ? listingModel(r.model) : null }));
}

/** Matches counted up to COUNT_CAP + 1: past the cap, pages say "10,000+". */
async function countOf(db: Executor, condition: SQL | undefined) {
  const [row] = await db.select({ total: count() }).from(
    db
      .select({ one: sql`1`.as('one') })
      .from(listings)
      .innerJoin(shops, eq(shops.id, listings.shopId))
      .where(condition)
      .limit(COUNT_CAP + 1)
      .as('matches'),
  );
  return row?.total ?? 0;
}

/** Every public listing of a shop with a position, for its map (capped). */
export async function shopMapPoints(db: Executor, shopId: string, bbox: BBox | null, limit = 2000) {
  const where: SQL[] = [publicListing, eq(listings.shopId, shopId), sql`${listings.lat} is not null`];
  if (bbox) {
    where.push(
      sql`${listings.lat} between ${bbox.minLat} and ${bbox.maxLat} and ${listings.lng} between ${bbox.minLng} and ${bbox.maxLng}`,
    );
  }
  const rows = await db
    .select({
      id: listings.id,
      slug: listings.slug,
      kind: listings.kind,
      titleFa: listings.titleFa,
      titleEn: listings.titleEn,
      lat: listings.lat,
      lng: listings.lng,
      price: listings.price,
      currency: listings.currency,
    })
    .from(listings)
    .where(and(...where))
    .limit(limit);
  const [box] = await db
    .select({
      minLat: sql<number | null>`min(${listings.lat})`,
      minLng: sql<number | null>`min(${listings.lng})`,
      maxLat: sql<number | null>`max(${listings.lat})`,
      maxLng: sql<number | null>`max(${listings.lng})`,
    })
    .from(listings)
    .where(and(publicListing, eq(listings.shopId, shopId)));
  return { points: rows, bbox: box && box.minLat !== null ? box : null };
}
