import { describe, expect, it } from 'vitest';
import { isCanonical, isNarrowed, parseQueueQuery, queueApiPath, queueHref } from './queue-query';

const id = '0b7f6a3e-2c4d-4e5f-8a9b-0c1d2e3f4a5b';

describe('the queue query', () => {
  it('reads every filter, and drops what cannot be one', () => {
    expect(parseQueueQuery({})).toEqual({
      status: 'paid',
      kind: null,
      category: null,
      shop: '',
      q: '',
      paidSince: null,
      expiring: null,
      page: 1,
    });
    const query = parseQueueQuery({
      status: 'active',
      kind: ['item', 'place'],
      category: id.toUpperCase(),
      shop: ' Naderi ',
      q: ' کافه ',
      paidSince: '۲۰۲۶-۰۱-۳۱',
      expiring: '۷',
      page: '٣',
    });
    expect(query).toEqual({
      status: 'active',
      kind: 'item',
      category: id,
      shop: 'naderi',
      q: 'کافه',
      paidSince: '2026-01-31',
      expiring: 7,
      page: 3,
    });
    const bad = parseQueueQuery({
      status: 'gone',
      kind: 'car',
      category: 'not-an-id',
      shop: 'x'.repeat(80),
      q: 'y'.repeat(300),
      paidSince: '2026-02-30',
      expiring: '9',
      page: '-2',
    });
    expect(bad).toMatchObject({ status: 'paid', kind: null, category: null, paidSince: null, expiring: null, page: 1 });
    expect(bad.shop).toHaveLength(40);
    expect(bad.q).toHaveLength(100);
    expect(parseQueueQuery({ paidSince: 'yesterday' }).paidSince).toBeNull();
  });

  it('asks the API for every filter and the page, and links back to page 1 on a change', () => {
    const query = parseQueueQuery({ status: 'active', shop: 'naderi', q: 'کافه', expiring: '30', page: '2' });
    const api = new URL(queueApiPath(query, 20), 'http://x');
    expect(api.pathname).toBe('/admin/market/listings');
    expect(Object.fromEntries(api.searchParams)).toEqual({
      status: 'active',
      page: '2',
      pageSize: '20',
      shop: 'naderi',
      q: 'کافه',
      expiringDays: '30',
    });
    expect(queueHref('/q', query, { page: 3 })).toBe(
      `/q?status=active&shop=naderi&q=${encodeURIComponent('کافه').replace(/%20/g, '+')}&expiring=30&page=3`,
    );
    // Another state starts again at page 1; the expiry window belongs to the listings on show only.
    expect(queueHref('/q', query, { status: 'paid' })).toBe(`/q?shop=naderi&q=${encodeURIComponent('کافه')}`);
    expect(queueHref('/q', parseQueueQuery({}))).toBe('/q');
    expect(isNarrowed(parseQueueQuery({ status: 'rejected' }))).toBe(false);
    expect(isNarrowed(query)).toBe(true);
  });

  it('tells a tidy address from a submitted form or a value the page drops', () => {
    const tidy = { status: 'active', shop: 'naderi', page: '2' };
    expect(isCanonical(tidy, parseQueueQuery(tidy))).toBe(true);
    expect(isCanonical({}, parseQueueQuery({}))).toBe(true);
    for (const raw of [
      { status: 'active', q: '', kind: '', shop: 'naderi' },
      { shop: 'Naderi' },
      { status: 'paid' },
      { page: '۲' },
      { page: '1' },
      { category: 'not-an-id' },
      { shop: ['a', 'b'] },
      { expiring: '30' },
    ]) {
      expect(isCanonical(raw, parseQueueQuery(raw)), JSON.stringify(raw)).toBe(false);
    }
  });
});
