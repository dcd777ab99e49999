/**
 * What the market's public reads keep in memory (decision 012). Search pages for 10 s, their totals for
 * 60 s (a total is the dearest part of a page: it counts up to 10,000 rows, and it is the same for every
 * page and sort of a filter), and the category trees and location lists for 5 minutes. Past its lifetime
 * a page or a total is still answered for a while as a reload runs behind it: no request waits on it.
 *
 * Any change to the market made through this process (a shop's or a listing's edit, payment, moderation,
 * a category or a place) drops all of it once the change has been answered, so the person who made it
 * sees it at once. Likes do not: a list's like counts may lag by a few seconds, the listing's own page
 * is read fresh. Other processes sharing the database see a change when their entries expire.
 *
 * One cache per database handle: the server has one; tests open many in one process. What a cache gives
 * is shared by every request that asks: callers build new objects rather than change it.
 */
import { publicContentChanged } from '../../lib/public-changes';
import { createSerializedMemo } from '../../lib/serialized';
import { TtlCache } from '../../lib/ttl-cache';

const SECOND = 1_000;

function createMarketCache() {
  return {
    pages: new TtlCache<unknown>({ ttlMs: 10 * SECOND, staleMs: 20 * SECOND, maxEntries: 5_000 }),
    totals: new TtlCache<number>({ ttlMs: 60 * SECOND, staleMs: 240 * SECOND, maxEntries: 5_000 }),
    reference: new TtlCache<unknown>({ ttlMs: 300 * SECOND, maxEntries: 2_000 }),
  };
}

type MarketCache = ReturnType<typeof createMarketCache>;

const caches = new WeakMap<object, MarketCache>();

function cacheOf(db: object): MarketCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createMarketCache();
    caches.set(db, cache);
  }
  return cache;
}

/** A page of search results, by the page's whole query. */
export function cachedPage<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  return cacheOf(db).pages.get(key, load) as Promise<T>;
}

/** The number of matches of a filter, whatever the page and the order. */
export function cachedTotal(db: object, key: string, load: () => Promise<number>): Promise<number> {
  return cacheOf(db).totals.get(key, load);
}

/** Categories and places: what every list page asks for and an admin seldom changes. */
export function cachedReference<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  return cacheOf(db).reference.get(key, load) as Promise<T>;
}

/**
 * The JSON of an answer built from a cached read, made once per cached value. A list's 20 cards are some
 * 25 KB of JSON, whose serialising cost more than the rest of a cached answer.
 */
export const serializedOnce = createSerializedMemo();

/** The market changed: the next reads go to the database, and cached pages are dropped. */
export function forgetMarketReads(db: object) {
  const cache = caches.get(db);
  if (cache) {
    cache.pages.clear();
    cache.totals.clear();
    cache.reference.clear();
  }
  publicContentChanged();
}
