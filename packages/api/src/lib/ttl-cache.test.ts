import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('TtlCache', () => {
  it('answers from memory until the lifetime ends, counted from when the load finished', async () => {
    const time = clock();
    const cache = new TtlCache<number>({ ttlMs: 100, maxEntries: 10, now: time.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    time.advance(99);
    expect(await cache.get('a', load)).toBe(1);
    time.advance(1);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('runs a lazy thenable (a query builder) once per load, not once per reader', async () => {
    const cache = new TtlCache<string[]>({ ttlMs: 1_000, maxEntries: 10 });
    let runs = 0;
    // Like a drizzle query: nothing happens until `then`, and every `then` runs the query again.
    const query: PromiseLike<string[]> = {
      then: (onFulfilled, onRejected) => {
        runs += 1;
        return Promise.resolve(['row']).then(onFulfilled, onRejected);
      },
    };
    for (let reader = 0; reader < 3; reader++) expect(await cache.get('rows', () => query)).toEqual(['row']);
    expect(runs).toBe(1);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    let loads = 0;
    let release!: (value: string) => void;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const answers = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    release('v');
    expect(await answers).toEqual(['v', 'v', 'v']);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<number>({ ttlMs: 1_000, maxEntries: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('drops the least recently used key when full', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1_000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recent
    await cache.get('c', async () => 'c1'); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('forgets everything on clear, even a load still running', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    let release!: (value: string) => void;
    const first = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('before the change');
    expect(await first).toBe('before the change');
    expect(await cache.get('k', async () => 'after the change')).toBe('after the change');
  });

  it('answers a stale entry at once while one load refreshes it, within the stale window', async () => {
    const time = clock();
    const cache = new TtlCache<number>({ ttlMs: 100, staleMs: 1_000, maxEntries: 10, now: time.now });
    let loads = 0;
    let release!: () => void;
    const slow = () => {
      loads += 1;
      const n = loads;
      return n === 1 ? Promise.resolve(n) : new Promise<number>((resolve) => (release = () => resolve(n)));
    };
    expect(await cache.get('k', slow)).toBe(1);
    time.advance(150);
    // Past its lifetime: the old answer, at once, and a single reload behind it.
    expect(await cache.get('k', slow)).toBe(1);
    expect(await cache.get('k', slow)).toBe(1);
    expect(loads).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', slow)).toBe(2);
    // Past the stale window too: a request waits for a fresh load.
    time.advance(2_000);
    const waiting = cache.get('k', slow);
    release();
    expect(await waiting).toBe(3);
  });
});
