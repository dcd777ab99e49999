import { describe, expect, it } from 'vitest';
import { shopBody, updateShopBody } from './market.schemas';
import { canonicalTimeZone, timeZone } from './time-zone';

describe('a shop time zone', () => {
  it('takes the zones the engine lists, as they are', () => {
    for (const zone of ['Asia/Tehran', 'Asia/Dubai', 'Europe/Berlin', 'America/New_York']) {
      expect(timeZone.parse(zone)).toBe(zone);
    }
  });

  it("takes an alias under the engine's own name, so a browser and the server that spell a zone apart agree", () => {
    const listed = new Set(Intl.supportedValuesOf('timeZone'));
    for (const alias of ['Asia/Kolkata', 'Asia/Calcutta', 'Europe/Kyiv', 'Europe/Kiev', 'Iran']) {
      const canonical = canonicalTimeZone(alias);
      if (alias === 'Iran') {
        expect(canonical).toBeNull();
        continue;
      }
      expect(canonical, alias).not.toBeNull();
      expect(listed.has(canonical!), alias).toBe(true);
    }
    expect(canonicalTimeZone('Asia/Kolkata')).toBe(canonicalTimeZone('Asia/Calcutta'));
  });

  it('refuses what is not a zone: unknown names, offsets, bare words, other types', () => {
    for (const bogus of [
      'Mars/Olympus_Mons',
      'Asia/Tehran/Evin',
      '+03:30',
      'GMT+3',
      'Tehran',
      '',
      ' Asia/Tehran',
      'x'.repeat(80),
    ]) {
      const result = timeZone.safeParse(bogus);
      expect(result.success, bogus).toBe(false);
      expect(result.error?.issues[0]?.message, bogus).toBe('TimeZoneIsNotValid');
    }
    expect(timeZone.safeParse(42).success).toBe(false);
    expect(timeZone.safeParse(null).success).toBe(false);
  });

  it('is optional in the shop body and checked when given', () => {
    const shop = { name: 'کافه', nameEn: 'Cafe', link: 'cafe-zone' };
    expect(shopBody.parse(shop).timeZone).toBeUndefined();
    expect(shopBody.parse({ ...shop, timeZone: 'Asia/Dubai' }).timeZone).toBe('Asia/Dubai');
    const refused = updateShopBody.safeParse({ timeZone: 'Nowhere/Land' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['timeZone', 'TimeZoneIsNotValid'],
    ]);
  });
});
