import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFeed } from './feed';
import { clusterLabel, clusterSize, listingPath, localTitle } from './format';
import { boundsToBbox, boxToBounds, contains, IRAN_BOUNDS } from './geo';
import { MAP_PAGE_SIZE, noFilters, searchParams, toMapPoint } from './search';
import { metresBetween, STACK_RADIUS_METRES, stackPoints } from './stacks';
import type { SearchItem } from './types';

describe('boundsToBbox', () => {
  it('writes minLat,minLng,maxLat,maxLng, rounded outwards', () => {
    expect(boundsToBbox({ west: 51.38912, south: 35.68921, east: 51.41, north: 35.7 })).toBe(
      '35.6892,51.3891,35.7,51.41',
    );
    expect(boundsToBbox({ west: 51.38918, south: 35.68929, east: 51.41001, north: 35.70001 })).toBe(
      '35.6892,51.3891,35.7001,51.4101',
    );
  });

  it('keeps the default view as it is', () => {
    expect(boundsToBbox(IRAN_BOUNDS)).toBe('25,44,39.8,63.4');
  });

  it('asks for every longitude when the view is wider than the world or crosses the antimeridian', () => {
    expect(boundsToBbox({ west: -250, south: -60, east: 250, north: 70 })).toBe('-60,-180,70,180');
    expect(boundsToBbox({ west: 170, south: 10, east: 190, north: 20 })).toBe('10,-180,20,180');
  });

  it('keeps latitudes inside the world and in order', () => {
    expect(boundsToBbox({ west: 0, south: -95, east: 10, north: 95 })).toBe('-90,0,90,10');
    expect(boundsToBbox({ west: 0, south: 20, east: 10, north: 10 })).toBe('10,0,20,10');
  });
});

describe('contains and boxToBounds', () => {
  it('finds points inside bounds, also past ±180', () => {
    expect(contains(IRAN_BOUNDS, 35.7, 51.4)).toBe(true);
    expect(contains(IRAN_BOUNDS, 41, 51.4)).toBe(false);
    expect(contains({ west: 170, south: -10, east: 190, north: 10 }, 0, -175)).toBe(true);
    expect(contains({ west: -540, south: -80, east: 540, north: 80 }, 0, 0)).toBe(true);
  });

  it('turns a shop map box into bounds, or null without points', () => {
    expect(boxToBounds({ minLat: 35, minLng: 51, maxLat: 36, maxLng: 52 })).toEqual({
      west: 51,
      south: 35,
      east: 52,
      north: 36,
    });
    expect(boxToBounds({ minLat: null, minLng: null, maxLat: null, maxLng: null })).toBeNull();
    expect(boxToBounds(null)).toBeNull();
  });
});

describe('cluster labels', () => {
  it('counts in Persian digits in fa and Latin in en, without separators', () => {
    expect(clusterLabel(12, 'fa')).toBe('۱۲');
    expect(clusterLabel(12, 'en')).toBe('12');
    expect(clusterLabel(999, 'fa')).toBe('۹۹۹');
  });

  it('caps the written count at 999+', () => {
    expect(clusterLabel(1000, 'en')).toBe('999+');
    expect(clusterLabel(25_000, 'fa')).toBe('۹۹۹+');
  });

  it('grows a cluster with its count, within bounds', () => {
    expect(clusterSize(2)).toBe(32);
    expect(clusterSize(10)).toBeGreaterThan(clusterSize(2));
    expect(clusterSize(1_000_000)).toBe(56);
  });
});

describe('listing links', () => {
  it('opens places under places and shop items and services under shop', () => {
    expect(listingPath('naderi', 'place', 'cafe-naderi')).toBe('/market/naderi/places/cafe-naderi');
    expect(listingPath('naderi', 'item', 'mug')).toBe('/market/naderi/shop/mug');
    expect(listingPath('naderi', 'service', 'catering')).toBe('/market/naderi/shop/catering');
  });

  it('titles a listing in the page language, Persian when there is no English title', () => {
    expect(localTitle({ titleFa: 'کافه', titleEn: 'Cafe' }, 'en')).toBe('Cafe');
    expect(localTitle({ titleFa: 'کافه', titleEn: null }, 'en')).toBe('کافه');
    expect(localTitle({ titleFa: 'کافه', titleEn: 'Cafe' }, 'fa')).toBe('کافه');
  });
});

describe('createFeed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A load whose answers the test releases by hand, in any order. */
  function manualLoad() {
    const calls: { q: string; signal: AbortSignal; resolve: (r: string) => void; reject: (e: unknown) => void }[] = [];
    const load = (q: string, signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => calls.push({ q, signal, resolve, reject }));
    return { calls, load };
  }

  it('waits until the map has been still for the delay, then asks once with the newest box', async () => {
    const { calls, load } = manualLoad();
    const results: string[] = [];
    const feed = createFeed({ delay: 300, load, onResult: (r) => results.push(r) });
    feed.request('a');
    await vi.advanceTimersByTimeAsync(200);
    feed.request('b');
    await vi.advanceTimersByTimeAsync(200);
    feed.request('c');
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(300);
    expect(calls.map((c) => c.q)).toEqual(['c']);
    calls[0]!.resolve('C');
    await vi.runAllTimersAsync();
    expect(results).toEqual(['C']);
  });

  it('never lets a slow older answer overwrite a newer one', async () => {
    const { calls, load } = manualLoad();
    const results: string[] = [];
    const loading: boolean[] = [];
    const feed = createFeed({
      delay: 100,
      load,
      onResult: (r) => results.push(r),
      onLoading: (l) => loading.push(l),
    });
    feed.request('old');
    await vi.advanceTimersByTimeAsync(100);
    feed.request('new');
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.map((c) => c.q)).toEqual(['old', 'new']);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[1]!.resolve('NEW');
    await Promise.resolve();
    calls[0]!.resolve('OLD');
    await vi.runAllTimersAsync();
    expect(results).toEqual(['NEW']);
    expect(loading).toEqual([true, true, false]);
  });

  it('drops an older failure too, and reports the newest one', async () => {
    const { calls, load } = manualLoad();
    const errors: unknown[] = [];
    const results: string[] = [];
    const feed = createFeed({ delay: 0, load, onResult: (r) => results.push(r), onError: (e) => errors.push(e) });
    feed.requestNow('a');
    feed.requestNow('b');
    calls[0]!.reject(new Error('aborted'));
    calls[1]!.reject(new Error('down'));
    await vi.runAllTimersAsync();
    expect(errors.map((e) => (e as Error).message)).toEqual(['down']);
    expect(results).toEqual([]);
  });

  it('sends the same question once, and again after a failure', async () => {
    const { calls, load } = manualLoad();
    const feed = createFeed({ delay: 0, load, onResult: () => {}, onError: () => {}, key: (q) => q });
    feed.requestNow('box');
    feed.requestNow('box');
    expect(calls).toHaveLength(1);
    calls[0]!.reject(new Error('down'));
    await vi.runAllTimersAsync();
    feed.requestNow('box');
    expect(calls).toHaveLength(2);
  });

  it('delivers nothing after cancel', async () => {
    const { calls, load } = manualLoad();
    const results: string[] = [];
    const feed = createFeed({ delay: 50, load, onResult: (r) => results.push(r) });
    feed.requestNow('a');
    feed.request('b');
    feed.cancel();
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('A');
    await vi.runAllTimersAsync();
    expect(results).toEqual([]);
  });
});

describe('search requests and map points', () => {
  const item: SearchItem = {
    id: 'a',
    kind: 'place',
    slug: 'cafe-naderi',
    titleFa: 'کافه نادری',
    titleEn: 'Cafe Naderi',
    price: 1_500_000,
    currency: 'IRR',
    lat: 35.7,
    lng: 51.4,
    shop: { id: 's', name: 'نادری', nameEn: 'Naderi', link: 'naderi' },
  };

  it('asks for the box and only the filters that are set', () => {
    expect(searchParams('25,44,39.8,63.4', noFilters)).toBe(`bbox=25%2C44%2C39.8%2C63.4&pageSize=${MAP_PAGE_SIZE}`);
    const params = new URLSearchParams(
      searchParams('1,2,3,4', { ...noFilters, q: ' کافه ', kind: 'place', state: 'st', city: '' }),
    );
    expect(Object.fromEntries(params)).toEqual({
      bbox: '1,2,3,4',
      pageSize: String(MAP_PAGE_SIZE),
      q: 'کافه',
      kind: 'place',
      state: 'st',
    });
  });

  it("turns a search item into a point in the page's language, and skips one without a position", () => {
    expect(toMapPoint(item, 'en')).toEqual({
      id: 'a',
      lat: 35.7,
      lng: 51.4,
      title: 'Cafe Naderi',
      price: '1,500,000 IRR',
      shop: 'Naderi',
      href: '/market/naderi/places/cafe-naderi',
    });
    const fa = toMapPoint(item, 'fa')!;
    expect(fa.title).toBe('کافه نادری');
    expect(fa.price).toBe('۱۵۰٬۰۰۰ تومان');
    expect(toMapPoint({ ...item, lat: null }, 'fa')).toBeNull();
  });
});

describe('stackPoints', () => {
  const at = (id: string, lat: number, lng: number) => ({ id, lat, lng });
  // About a metre in latitude, anywhere.
  const metre = 1 / 111_195;

  it('measures a few metres, and across ±180 the short way', () => {
    expect(metresBetween(at('a', 35.7, 51.4), at('b', 35.7 + 5 * metre, 51.4))).toBeCloseTo(5, 1);
    expect(metresBetween(at('a', 0, 179.99999), at('b', 0, -179.99999))).toBeCloseTo(2.2, 1);
  });

  it('puts listings at one address on one pin, in the order they came, with a key that ignores that order', () => {
    const stacks = stackPoints([at('b', 29.6, 52.53), at('x', 35.7, 51.4), at('a', 29.6, 52.53)]);
    expect(stacks.map((s) => s.points.map((p) => p.id))).toEqual([['b', 'a'], ['x']]);
    expect(stacks[0]).toMatchObject({ key: 'a,b', lat: 29.6, lng: 52.53 });
    expect(stackPoints([at('a', 29.6, 52.53), at('b', 29.6, 52.53)])[0]!.key).toBe('a,b');
  });

  it('takes practically the same point as the same, and a neighbour as another pin', () => {
    const near = STACK_RADIUS_METRES - 1;
    const far = STACK_RADIUS_METRES + 1;
    expect(stackPoints([at('a', 35.7, 51.4), at('b', 35.7 + near * metre, 51.4)])).toHaveLength(1);
    expect(stackPoints([at('a', 35.7, 51.4), at('b', 35.7 + far * metre, 51.4)])).toHaveLength(2);
  });

  it("measures from a stack's first listing, so a line of close neighbours does not become one pin", () => {
    const line = [0, 1, 2, 3].map((i) => at(String(i), 35.7 + i * (STACK_RADIUS_METRES - 1) * metre, 51.4));
    expect(stackPoints(line).map((s) => s.points.length)).toEqual([2, 2]);
  });

  it('gives each lone listing its own stack', () => {
    expect(stackPoints([])).toEqual([]);
    expect(stackPoints([at('a', 1, 2)])).toEqual([{ key: 'a', lat: 1, lng: 2, points: [at('a', 1, 2)] }]);
  });
});
