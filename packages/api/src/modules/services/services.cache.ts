/**
 * The catalogue's public reads kept in memory: the tree and each service's page are the same for everyone and
 * change only when an admin edits the catalogue. Any such edit made through this process drops them once it is
 * answered (and tells the web server its cached pages are stale); other processes sharing the database see it
 * within the lifetime below. One cache per database handle, as the market's (tests open many in one process).
 */
import { publicContentChanged } from '../../lib/public-changes';
import { TtlCache } from '../../lib/ttl-cache';

const caches = new WeakMap<object, TtlCache<unknown>>();

function cacheOf(db: object) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new TtlCache<unknown>({ ttlMs: 60_000, staleMs: 60_000, maxEntries: 1_000 });
    caches.set(db, cache);
  }
  return cache;
}

/** A public read by its key; a failed one (a missing or disabled service) is not kept. */
export function cachedCatalogue<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  return cacheOf(db).get(key, load) as Promise<T>;
}

/** The catalogue changed: the next reads go to the database, and cached pages are dropped. */
export function forgetCatalogue(db: object) {
  caches.get(db)?.clear();
  publicContentChanged();
}
