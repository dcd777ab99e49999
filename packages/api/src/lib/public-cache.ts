/**
 * Public reads kept in memory that are the same for everyone and change only when an admin edits them (the
 * service catalogue, the blog). Any such edit made through this process drops them once it is answered, and
 * tells the web server its cached pages are stale; other processes sharing the database see it within the
 * lifetime below. One cache per database handle (tests open many in one process).
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { publicContentChanged } from './public-changes';
import { TtlCache } from './ttl-cache';

export function publicCache() {
  const caches = new WeakMap<object, TtlCache<unknown>>();
  const cacheOf = (db: object) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new TtlCache<unknown>({ ttlMs: 60_000, staleMs: 60_000, maxEntries: 1_000 });
      caches.set(db, cache);
    }
    return cache;
  };
  /** The content changed: the next reads go to the database, and cached pages are dropped. */
  const forget = (db: object) => {
    caches.get(db)?.clear();
    publicContentChanged();
  };
  return {
    /** A public read by its key; a failed one (a missing page) is not kept. */
    read: <T>(db: object, key: string, load: () => Promise<T>): Promise<T> => cacheOf(db).get(key, load) as Promise<T>,
    forget,
    /** An admin's change answered without an error drops the reads. */
    forgetOnWrite: createMiddleware<AppEnv>(async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) forget(c.get('deps').db);
    }),
  };
}

/**
 * A public answer with no per-person or per-language text: shared caches may keep it a minute. Not one that
 * sets or clears a cookie on the way (a stale session's, the signed-in hint): kept, it would do so for everyone.
 */
export function cacheable(c: Context<AppEnv>) {
  c.header('Cache-Control', c.res.headers.has('set-cookie') ? 'private, max-age=60' : 'public, max-age=60');
}
