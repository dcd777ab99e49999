import { describe, expect, it } from 'vitest';
import { ownListingApiPath, ownListingHref, parseOwnListingQuery } from './listing-query';

describe("the owner's listing query", () => {
  it('reads kind, state, expiry and page in any digits, and drops what cannot be one', () => {
    expect(parseOwnListingQuery({})).toEqual({ kind: 'all', status: 'all', expiring: 'all', page: 1 });
    expect(parseOwnListingQuery({ kind: ['item', 'place'], status: 'expired', expiring: '۳۰', page: '٢' })).toEqual({
      kind: 'item',
      status: 'expired',
      expiring: 30,
      page: 2,
    });
    expect(parseOwnListingQuery({ kind: 'car', status: 'deleted', expiring: '9999', page: '1e9' })).toEqual({
      kind: 'all',
      status: 'all',
      expiring: 'all',
      page: 1,
    });
  });

  it('asks the API for the filters and the page, and links back to page 1 on a change', () => {
    const query = parseOwnListingQuery({ kind: 'service', expiring: '7', page: '3' });
    expect(ownListingApiPath(query, 20)).toBe('/shops/me/listings?kind=service&expiringDays=7&page=3&pageSize=20');
    expect(ownListingHref('/p', query, { page: 4 })).toBe('/p?kind=service&expiring=7&page=4');
    expect(ownListingHref('/p', query, { status: 'draft' })).toBe('/p?kind=service&status=draft&expiring=7');
    expect(ownListingHref('/p', query, { kind: 'all', expiring: 'all' })).toBe('/p');
  });
});
