import { describe, expect, it } from 'vitest';
import { listQueryFrom, marketListRewrite } from './market-lists';

const rewrite = (path: string, query = '') => marketListRewrite(path, new URLSearchParams(query));

describe('a market list or shop request, as the proxy rewrites it', () => {
  it('leaves a list or shop without a query as it is', () => {
    expect(rewrite('/fa/market/places/all')).toBeNull();
    expect(rewrite('/fa/market/naderi')).toBeNull();
    expect(rewrite('/fa/market/naderi', 'page=1')).toBeNull();
  });

  it('moves a sort and a page into a last segment, one spelling for one list', () => {
    expect(rewrite('/fa/market/places/all', 'sort=liked&page=2')).toBe(
      '/fa/market/places/all/~page%3D2%26sort%3Dliked',
    );
    expect(rewrite('/en/market/shop/all/iran/', 'page=2&sort=liked')).toBe(
      '/en/market/shop/all/iran/~page%3D2%26sort%3Dliked',
    );
  });

  it('sends words, a position, the old form, a wrong value or a tracker to the search twin', () => {
    for (const query of [
      'q=کافه',
      'near=35.7,51.4',
      'state=tehran',
      'page=abc',
      'page=0',
      'sort=bogus',
      'sort=nearest',
      'utm_source=x',
      'page=2&page=3',
    ])
      expect(rewrite('/fa/market/service/all', query), query).toBe(`/fa/market/search/service/all`);
  });

  it("sends the market's home and its map with any query to their twins, and leaves them bare", () => {
    expect(rewrite('/fa/market')).toBeNull();
    expect(rewrite('/en/market/map')).toBeNull();
    expect(rewrite('/fa/market', 'q=کافه')).toBe('/fa/market/search');
    expect(rewrite('/fa/market', 'province=tehran')).toBe('/fa/market/search');
    expect(rewrite('/en/market/', 'utm_source=x')).toBe('/en/market/search');
    expect(rewrite('/fa/market/map', 'kind=place&state=tehran')).toBe('/fa/market/search/map');
    expect(rewrite('/en/market/map', 'page=3')).toBe('/en/market/search/map');
  });

  it("moves a shop's later pages to their own path, and nothing else of a shop's query", () => {
    expect(rewrite('/fa/market/naderi', 'page=3')).toBe('/fa/market/naderi/page/3');
    expect(rewrite('/fa/market/naderi', 'page=x')).toBeNull();
    expect(rewrite('/fa/market/search', 'page=3')).toBeNull();
    expect(rewrite('/fa/market/naderi/places/kafe', 'page=3')).toBeNull();
  });

  it('reads the query back from the last segment, encoded or not', () => {
    expect(listQueryFrom(['all', 'iran', '~page%3D2%26sort%3Dliked'])).toEqual({
      filters: ['all', 'iran'],
      query: { page: '2', sort: 'liked' },
    });
    expect(listQueryFrom(['all', '~page=2'])).toEqual({ filters: ['all'], query: { page: '2' } });
    expect(listQueryFrom(['all', 'iran'])).toEqual({ filters: ['all', 'iran'], query: {} });
    expect(listQueryFrom([])).toEqual({ filters: [], query: {} });
  });
});
