import { describe, expect, it } from 'vitest';
import { normalizeSearch } from './normalize';
import { isReservedShopLink, RESERVED_SHOP_LINKS } from './reserved';
import { parseBBox, payBody, shopBody } from './market.schemas';

describe('normalizeSearch', () => {
  it('folds Arabic yeh and kaf into the Persian letters', () => {
    expect(normalizeSearch('كتابفروشي علي')).toBe('کتابفروشی علی');
    expect(normalizeSearch('كتابفروشي')).toBe(normalizeSearch('کتابفروشی'));
  });

  it('turns Persian and Arabic digits into Latin ones', () => {
    expect(normalizeSearch('پلاک ۱۲۳')).toBe('پلاک 123');
    expect(normalizeSearch('١٢٣')).toBe('123');
  });

  it('drops the zero-width non-joiner, diacritics and the tatweel', () => {
    expect(normalizeSearch('کتاب‌ها')).toBe('کتابها');
    expect(normalizeSearch('مُحَمَّد')).toBe('محمد');
    expect(normalizeSearch('کـــافه')).toBe('کافه');
  });

  it('lower-cases Latin letters, folds hamza alefs and turns punctuation into single spaces', () => {
    expect(normalizeSearch('  Cafe   NADERI!! ')).toBe('cafe naderi');
    expect(normalizeSearch('أحمد، آرش')).toBe('احمد ارش');
    expect(normalizeSearch('ﻙ')).toBe('ک');
  });
});

describe('market schemas', () => {
  it('keeps the reserved words in one list and refuses them as shop links', () => {
    for (const word of ['map', 'places', 'service', 'shop', 'all', 'iran', 'new', 'edit', 'admin', 'api', 'search']) {
      expect(RESERVED_SHOP_LINKS.has(word), word).toBe(true);
      expect(isReservedShopLink(word.toUpperCase())).toBe(true);
    }
    const parsed = shopBody.safeParse({ name: 'نقشه', nameEn: 'Map', link: 'Map' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['ShopLinkIsReserved']);
    expect(shopBody.safeParse({ name: 'نقشه', nameEn: 'Map', link: 'map-house' }).success).toBe(true);
  });

  it('reads numbers typed in Persian or Arabic digits', () => {
    expect(payBody.parse({ months: '۱۲' }).months).toBe(12);
    expect(payBody.parse({ months: '٣' }).months).toBe(3);
    expect(payBody.safeParse({ months: 'سه' }).success).toBe(false);
    const shop = shopBody.parse({ name: 'الف', nameEn: 'Alef', link: 'alef', lat: '۳۵٫۷', lng: '۵۱.۴' });
    expect([shop.lat, shop.lng]).toEqual([35.7, 51.4]);
  });

  it('refuses coordinates outside the world', () => {
    for (const [lat, lng] of [
      [91, 0],
      [-90.5, 0],
      [0, 180.1],
      [0, -181],
    ]) {
      expect(shopBody.safeParse({ name: 'الف', nameEn: 'Alef', link: 'alef', lat, lng }).success, `${lat},${lng}`).toBe(
        false,
      );
    }
    expect(parseBBox('35.5,51.2,35.9,51.6')).toEqual({ minLat: 35.5, minLng: 51.2, maxLat: 35.9, maxLng: 51.6 });
    expect(parseBBox('۳۵,۵۱,۳۶,۵۲')).toEqual({ minLat: 35, minLng: 51, maxLat: 36, maxLng: 52 });
    expect(parseBBox('95,0,96,1')).toBeNull();
    expect(parseBBox('36,51,35,52')).toBeNull();
    expect(parseBBox('1,2,3')).toBeNull();
  });
});
