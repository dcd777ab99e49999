import { describe, expect, it } from 'vitest';
import {
  formatTime,
  localText,
  openStatus,
  shopClock,
  socialHref,
  socialLinks,
  timeZoneName,
  whatsappNumber,
} from './format';
import { marketImageSources } from './market-image';
import { listingPath, listPath, mapPath, parseListSegments, parseNear, readSort, withQuery } from './paths';

describe('market paths', () => {
  it('builds a listing address by kind: places, and shop for items and services', () => {
    expect(listingPath('naderi', 'place', 'cafe-naderi')).toBe('/market/naderi/places/cafe-naderi');
    expect(listingPath('naderi', 'item', 'mug')).toBe('/market/naderi/shop/mug');
    expect(listingPath('naderi', 'service', 'catering')).toBe('/market/naderi/shop/catering');
  });

  it('builds canonical list paths with the query only for words, sort and later pages', () => {
    expect(listPath('place', null)).toBe('/market/places/all');
    expect(listPath('service', 'repair', ['iran', 'tehran'])).toBe('/market/service/repair/iran/tehran');
    expect(listPath('item', 'books')).toBe('/market/shop/books');
    expect(withQuery('/market/places/all', { q: ' کافه ', sort: 'relevance', page: 1 })).toBe(
      '/market/places/all?q=%DA%A9%D8%A7%D9%81%D9%87',
    );
    expect(withQuery('/market/places/all', { sort: 'newest' })).toBe('/market/places/all');
    expect(withQuery('/market/places/all', { q: 'x', sort: 'newest' })).toBe('/market/places/all?q=x&sort=newest');
    expect(withQuery('/market/places/all', { sort: 'liked', page: 3, near: '35.7,51.4' }, true)).toBe(
      '/market/places/all?sort=liked&page=3',
    );
    expect(withQuery('/market/places/all', { sort: 'nearest', near: '35.7,51.4' })).toBe(
      '/market/places/all?sort=nearest&near=35.7%2C51.4',
    );
  });

  it("puts a list's words, kind, category and place on the map's address", () => {
    expect(mapPath({})).toBe('/market/map');
    expect(mapPath({ q: '  ', kind: 'place', category: null })).toBe('/market/map?kind=place');
    expect(mapPath({ q: 'كافه ٣', kind: 'place', category: 'cafe', state: 'isfahan', city: 'kashan' })).toBe(
      `/market/map?${new URLSearchParams({ q: 'كافه ٣', kind: 'place', category: 'cafe', state: 'isfahan', city: 'kashan' })}`,
    );
    // A category belongs to a kind, a city to a province: alone they are left out.
    expect(mapPath({ category: 'cafe', city: 'kashan' })).toBe('/market/map');
  });

  it('reads a sort, leaving the default out', () => {
    expect(readSort('newest', undefined)).toBeUndefined();
    expect(readSort('relevance', undefined)).toBeUndefined();
    expect(readSort('relevance', 'x')).toBeUndefined();
    expect(readSort('newest', 'x')).toBe('newest');
    expect(readSort('liked', undefined)).toBe('liked');
    expect(readSort('bogus', undefined)).toBeUndefined();
  });

  it('parses list segments and refuses what cannot be a slug', () => {
    expect(parseListSegments(['all'])).toEqual({ category: null, locations: [] });
    expect(parseListSegments(['cafe', 'iran', 'tehran', 'tehran', 'district-1'])).toEqual({
      category: 'cafe',
      locations: ['iran', 'tehran', 'tehran', 'district-1'],
    });
    expect(parseListSegments([])).toBeNull();
    expect(parseListSegments(['a', 'b', 'c', 'd', 'e', 'f'])).toBeNull();
    expect(parseListSegments(['Cafe'])).toBeNull();
    expect(parseListSegments(['%D9%83%D8%A7%D9%81%D9%87'])).toBeNull();
    expect(parseListSegments(['%E0%A4%A'])).toBeNull();
  });

  it('reads a position in any digits, inside the world only', () => {
    expect(parseNear('۳۵.۷۰۰۱۲,51.4')).toEqual({ lat: 35.7001, lng: 51.4 });
    expect(parseNear('91,0')).toBeNull();
    expect(parseNear('abc')).toBeNull();
    expect(parseNear(undefined)).toBeNull();
  });
});

describe('market texts', () => {
  it('falls back to the other language and says which', () => {
    expect(localText('en', 'سلام', null)).toEqual({ text: 'سلام', lang: 'fa' });
    expect(localText('en', 'سلام', 'Hello')).toEqual({ text: 'Hello', lang: 'en' });
    expect(localText('fa', '', 'Hello')).toEqual({ text: 'Hello', lang: 'en' });
    expect(localText('fa', null, '  ')).toBeNull();
  });

  it('writes times in the page digits', () => {
    expect(formatTime('09:05', 'en')).toBe('09:05');
    expect(formatTime('18:30', 'fa')).toBe('۱۸:۳۰');
  });
});

describe('working hours', () => {
  const TEHRAN = 'Asia/Tehran';
  // 2026-11-24 is a Tuesday; 06:00 UTC is 09:30 in Tehran (UTC+3:30): day 3 of the Iranian week.
  const tuesdayMorning = new Date('2026-11-24T06:00:00Z');
  const hours = [
    {
      day: 3,
      closed: false,
      ranges: [
        { open: '09:00', close: '13:00' },
        { open: '16:00', close: '21:00' },
      ],
    },
    { day: 4, closed: false, ranges: [{ open: '10:00', close: '14:00' }] },
    { day: 6, closed: true, ranges: [] },
  ];

  it('reads the clock in Tehran, the week starting on Saturday', () => {
    expect(shopClock(tuesdayMorning, TEHRAN)).toEqual({ day: 3, minutes: 9 * 60 + 30 });
  });

  it('is open inside a range and says when it closes', () => {
    expect(openStatus(hours, tuesdayMorning, TEHRAN)).toEqual({ state: 'open', closesAt: '13:00' });
  });

  it('between ranges, opens later today; after the last, the next day with hours', () => {
    expect(openStatus(hours, new Date('2026-11-24T11:00:00Z'), TEHRAN)).toEqual({
      state: 'closed',
      opensAt: '16:00',
      opensDay: 3,
    });
    expect(openStatus(hours, new Date('2026-11-24T19:00:00Z'), TEHRAN)).toEqual({
      state: 'closed',
      opensAt: '10:00',
      opensDay: 4,
    });
  });

  it('knows nothing without hours', () => {
    expect(openStatus([], tuesdayMorning, TEHRAN)).toEqual({ state: 'unknown' });
  });

  it("reads the hours by the shop's own clock: the same instant is another hour, or day, elsewhere", () => {
    // 06:00 UTC: 10:00 on Tuesday in Dubai (UTC+4), still Monday 22:00 in Vancouver (UTC−8 in November).
    expect(shopClock(tuesdayMorning, 'Asia/Dubai')).toEqual({ day: 3, minutes: 10 * 60 });
    expect(openStatus(hours, tuesdayMorning, 'Asia/Dubai')).toEqual({ state: 'open', closesAt: '13:00' });
    expect(shopClock(tuesdayMorning, 'America/Vancouver')).toEqual({ day: 2, minutes: 22 * 60 });
    expect(openStatus(hours, tuesdayMorning, 'America/Vancouver')).toEqual({
      state: 'closed',
      opensAt: '09:00',
      opensDay: 3,
    });
    // 12:00 UTC: 15:30 in Tehran, between the ranges; 13:00 in Berlin, the morning range just closed.
    const noon = new Date('2026-11-24T12:00:00Z');
    expect(openStatus(hours, noon, TEHRAN)).toEqual({ state: 'closed', opensAt: '16:00', opensDay: 3 });
    expect(openStatus(hours, noon, 'Europe/Berlin')).toEqual({ state: 'closed', opensAt: '16:00', opensDay: 3 });
    expect(openStatus(hours, new Date('2026-11-24T11:30:00Z'), 'Europe/Berlin')).toEqual({
      state: 'open',
      closesAt: '13:00',
    });
  });

  it("names a zone in the page's language", () => {
    expect(timeZoneName('Asia/Dubai', 'en', tuesdayMorning)).toBe('Gulf Standard Time');
    expect(timeZoneName('Asia/Dubai', 'fa', tuesdayMorning)).not.toMatch(/[A-Za-z]/);
  });
});

describe('social links', () => {
  it('opens each network at its address', () => {
    expect(socialHref('instagram', '@cafe.naderi')).toBe('https://www.instagram.com/cafe.naderi/');
    expect(socialHref('telegram', 'cafenaderi')).toBe('https://t.me/cafenaderi');
    expect(socialHref('eitaa', 'naderi')).toBe('https://eitaa.com/naderi');
    expect(socialHref('bale', 'naderi')).toBe('https://ble.ir/naderi');
    expect(socialHref('rubika', 'naderi')).toBe('https://rubika.ir/naderi');
    expect(socialHref('website', 'javascript:alert(1)')).toBeNull();
    expect(socialHref('website', 'https://naderi.ir')).toBe('https://naderi.ir');
    expect(socialHref('email', 'a@b.ir')).toBe('mailto:a@b.ir');
  });

  it('writes WhatsApp numbers with their country code', () => {
    expect(whatsappNumber('09121234567')).toBe('989121234567');
    expect(whatsappNumber('+989121234567')).toBe('989121234567');
    expect(whatsappNumber('00989121234567')).toBe('989121234567');
  });

  it('keeps only the links that lead somewhere, in order', () => {
    expect(socialLinks({ website: 'https://a.ir', instagram: 'x_y', telegram: null }).map((l) => l.key)).toEqual([
      'instagram',
      'website',
    ]);
  });
});

describe('market image sizes', () => {
  it('offers the served widths of a stored image, the first that fills the slot as its src', () => {
    const url = '/api/market/files/0b5c1d62-6f1a-4f55-9d4e-2d7f3f0a8c11';
    const card = marketImageSources(url, 400, '(min-width: 640px) 47vw, 112px');
    expect(card.src).toBe(`${url}?w=640`);
    expect(card.srcSet).toBe([160, 320, 640, 960, 1280].map((w) => `${url}?w=${w} ${w}w`).join(', '));
    expect(card.sizes).toBe('(min-width: 640px) 47vw, 112px');
    expect(marketImageSources(url, 2000, '100vw').src).toBe(`${url}?w=1280`);
    expect(marketImageSources(url, 96, '96px').src).toBe(`${url}?w=160`);
  });

  it('leaves other sources (a chosen file shown before its upload ends) as they are', () => {
    expect(marketImageSources('blob:http://localhost/abc', 112, '112px')).toEqual({ src: 'blob:http://localhost/abc' });
    const sized = '/api/blog/files/0b5c1d62-6f1a-4f55-9d4e-2d7f3f0a8c11?w=320';
    expect(marketImageSources(sized, 160, '160px')).toEqual({ src: sized });
  });
});
