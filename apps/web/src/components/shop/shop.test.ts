import { fieldMessage, resultText } from '@rassam/i18n';
import { describe, expect, it } from 'vitest';
import { daysOf, hoursBody, hoursProblems } from './hours';
import { listingSchema, openShopSchema, shopInfoSchema } from './schemas';
import { countryTimeZones, suggestedTimeZone, timeZoneOptions } from './time-zones';
import { canPay, flattenTree, listingEditorPath, parseMonths, stateOf, type CategoryNode } from './types';

describe('the shop pages’ listing helpers', () => {
  it('read 1–12 months in any digits and refuse the rest', () => {
    expect(parseMonths('3')).toBe(3);
    expect(parseMonths('۱۲')).toBe(12);
    expect(parseMonths('١')).toBe(1);
    expect(parseMonths(' 6 ')).toBe(6);
    for (const wrong of ['0', '۰', '13', '۱۳', '', '2.5', '-1', 'abc', '1000'])
      expect(parseMonths(wrong), wrong).toBeNull();
  });

  it('tell a running listing from an expired one, and which can be paid for', () => {
    expect(stateOf({ status: 'active', expired: false })).toBe('active');
    expect(stateOf({ status: 'active', expired: true })).toBe('expired');
    expect(stateOf({ status: 'paid', expired: false })).toBe('paid');
    expect(canPay({ status: 'draft', expired: false })).toBe(true);
    expect(canPay({ status: 'active', expired: true })).toBe(true);
    expect(canPay({ status: 'paid', expired: false })).toBe(false);
    expect(canPay({ status: 'rejected', expired: false })).toBe(false);
    expect(canPay({ status: 'disabled', expired: false })).toBe(false);
  });

  it('send places to /places and the rest to /product', () => {
    expect(listingEditorPath({ id: 'a', kind: 'place' })).toBe('/dashboard/shop/places/a');
    expect(listingEditorPath({ id: 'b', kind: 'item' })).toBe('/dashboard/shop/product/b');
    expect(listingEditorPath({ id: 'c', kind: 'service' })).toBe('/dashboard/shop/product/c');
  });

  it('flatten a category tree depth first, with depths', () => {
    const node = (id: string, children: CategoryNode[] = []): CategoryNode => ({
      id,
      kind: 'item',
      parentId: null,
      slug: id,
      nameFa: id,
      nameEn: id,
      icon: null,
      sortOrder: 0,
      children,
    });
    const flat = flattenTree([node('a', [node('a1', [node('a11')]), node('a2')]), node('b')]);
    expect(flat.map((f) => `${f.node.id}:${f.depth}`)).toEqual(['a:0', 'a1:1', 'a11:2', 'a2:1', 'b:0']);
  });
});

describe('the opening hours form', () => {
  const split = [
    { open: '09:00', close: '13:00' },
    { open: '16:00', close: '20:00' },
  ];

  it('reads several ranges a day and writes back what it read', () => {
    const stored = [
      { day: 0, closed: false, ranges: split },
      { day: 5, closed: true, ranges: [] },
    ];
    const days = daysOf(stored);
    expect(days[0]).toEqual({ mode: 'open', ranges: split });
    expect(days[5]!.mode).toBe('closed');
    expect(days[3]!.mode).toBe('unset');
    expect(hoursBody(days)).toEqual(stored);
  });

  it('names the day that overlaps or ends before it starts, in Persian and English', () => {
    const days = daysOf([]);
    days[1] = {
      mode: 'open',
      ranges: [
        { open: '09:00', close: '14:00' },
        { open: '13:00', close: '20:00' },
      ],
    };
    days[4] = { mode: 'open', ranges: [{ open: '18:00', close: '08:00' }] };
    days[6] = { mode: 'open', ranges: split };
    expect(hoursProblems(hoursBody(days), 'fa')).toEqual({
      1: resultText('WorkingHoursOverlap', 'fa'),
      4: resultText('WorkingHoursRangeNotValid', 'fa'),
    });
    expect(hoursProblems(hoursBody(days), 'en')[1]).toBe(resultText('WorkingHoursOverlap', 'en'));
    days[6] = {
      mode: 'open',
      ranges: [...split, ...['06:00', '07:00', '21:00'].map((open) => ({ open, close: `${open.slice(0, 2)}:30` }))],
    };
    expect(hoursProblems(hoursBody(days), 'en')[6]).toMatch(/at most 4/);
  });
});

describe('the map point boxes', () => {
  const base = {
    name: 'کافه',
    nameEn: 'Cafe',
    link: 'cafe',
    phones: [],
    address: '',
    addressEn: '',
    description: '',
    descriptionEn: '',
    timeZone: 'Asia/Tehran',
  };

  it('take any digits inside the world and refuse points outside it with the catalogue text', async () => {
    expect((await shopInfoSchema.safeParseAsync({ ...base, lat: '۳۵٫۷', lng: '٥١.٤' })).success).toBe(true);
    expect((await shopInfoSchema.safeParseAsync({ ...base, lat: '', lng: '' })).success).toBe(true);
    for (const [lat, lng, field] of [
      ['91', '51', 'lat'],
      ['-۹۰٫۱', '51', 'lat'],
      ['35', '180.5', 'lng'],
    ]) {
      const result = await listingSchema.safeParseAsync({
        kind: 'place',
        categoryId: crypto.randomUUID(),
        titleFa: 'ک',
        lat,
        lng,
      });
      expect(result.success, `${lat},${lng}`).toBe(false);
      const issue = result.error!.issues.find((i) => i.path[0] === field)!;
      expect(fieldMessage(issue as never, 'fa')).toBe(resultText('CoordinatesAreNotValid', 'fa'));
    }
  });
});

describe('the time zone select', () => {
  const november = new Date('2026-11-24T12:00:00Z');

  it('offers every zone the API takes, named in the page language, west to east', () => {
    const en = timeZoneOptions('en', november);
    expect(en.map((o) => o.id).sort()).toEqual([...Intl.supportedValuesOf('timeZone')].sort());
    expect(en.find((o) => o.id === 'Asia/Tehran')!.label).toBe('(GMT+3:30) Iran Standard Time — Tehran');
    const ids = en.map((o) => o.id);
    expect(ids.indexOf('America/Los_Angeles')).toBeLessThan(ids.indexOf('Europe/London'));
    expect(ids.indexOf('Asia/Dubai')).toBeLessThan(ids.indexOf('Asia/Tokyo'));
    const fa = timeZoneOptions('fa', november);
    expect(fa.find((o) => o.id === 'Asia/Tehran')!.label).toBe('(GMT+۳:۳۰) وقت عادی ایران — ایران');
    expect(fa.find((o) => o.id === 'America/Chicago')!.label).toMatch(/ — شیکاگو$/);
    // In Persian no zone keeps a Latin name or digit after its GMT offset, and no two read the same.
    for (const option of fa) expect(option.label.replace(/^\(GMT[-+]/, '')).not.toMatch(/[A-Za-z0-9]/);
    expect(new Set(fa.map((o) => o.label)).size).toBe(fa.length);
    expect(timeZoneOptions('fa', november).find((o) => o.id === 'America/Vancouver')!.label).toMatch(/^\(GMT-۸\) /);
  });

  it('proposes the zone of the shop country: its one clock, the browser zone inside it, or nothing to guess', () => {
    const iran = countryTimeZones('IR', november);
    expect(iran).toEqual({ zones: ['Asia/Tehran'], suggested: 'Asia/Tehran' });
    const germany = countryTimeZones('de', november);
    expect(germany.suggested).toBe('Europe/Berlin');
    const us = countryTimeZones('US', november);
    expect(us.zones).toContain('America/New_York');
    expect(us.suggested).toBeNull();

    expect(suggestedTimeZone('Asia/Tehran', germany)).toBe('Europe/Berlin');
    expect(suggestedTimeZone('Europe/Busingen', germany)).toBe('Europe/Busingen');
    expect(suggestedTimeZone('Asia/Tehran', us, 'America/Chicago')).toBe('America/Chicago');
    expect(suggestedTimeZone('Asia/Tehran', us, 'Asia/Tehran')).toBe('Asia/Tehran');
    expect(suggestedTimeZone('Asia/Dubai', undefined, 'Europe/Berlin')).toBe('Asia/Dubai');
    expect(suggestedTimeZone('Asia/Dubai', countryTimeZones('XK', november))).toBe('Asia/Dubai');
  });

  it('refuses a zone that is not one, with the catalogue text', async () => {
    const base = {
      name: 'کافه',
      nameEn: 'Cafe',
      link: 'cafe',
      phones: [],
      address: '',
      addressEn: '',
      description: '',
      descriptionEn: '',
      lat: '',
      lng: '',
    };
    expect((await shopInfoSchema.safeParseAsync({ ...base, timeZone: 'Asia/Dubai' })).success).toBe(true);
    const refused = await shopInfoSchema.safeParseAsync({ ...base, timeZone: 'Asia/Atlantis' });
    const issue = refused.error!.issues.find((i) => i.path[0] === 'timeZone')!;
    expect(fieldMessage(issue as never, 'fa')).toBe(resultText('TimeZoneIsNotValid', 'fa'));
  });
});

describe('the shop forms’ field errors', () => {
  /** What a field shows for a value, as the form resolver words it. */
  async function shown(schema: typeof listingSchema | typeof openShopSchema, values: object, field: string) {
    const result = await schema.safeParseAsync(values);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    return issue && [fieldMessage(issue as never, 'fa'), fieldMessage(issue as never, 'en')];
  }

  it('ask for a category left at its placeholder, not for a valid id', async () => {
    const listing = { kind: 'place', categoryId: '', titleFa: 'ک', slug: '', price: '', lat: '', lng: '' };
    expect(await shown(listingSchema, listing, 'categoryId')).toEqual([
      'یک دسته‌بندی انتخاب کنید',
      'Choose a category',
    ]);
    expect(await shown(listingSchema, { ...listing, categoryId: 'x' }, 'categoryId')).toEqual([
      resultText('CategoryIdIsNotValid', 'fa'),
      resultText('CategoryIdIsNotValid', 'en'),
    ]);
    expect(await shown(listingSchema, { ...listing, price: 'ده' }, 'price')).toEqual([
      'یک عدد وارد کنید',
      'Enter a number',
    ]);
  });

  it('name the shop link as the form does, and call an empty one required', async () => {
    const shop = { name: 'کافه', nameEn: 'Cafe', phone: '', lat: '', lng: '' };
    const invalid = await shown(openShopSchema, { ...shop, link: '1shop' }, 'link');
    expect(invalid).toEqual([resultText('ShopLinkIsNotValid', 'fa'), resultText('ShopLinkIsNotValid', 'en')]);
    expect(invalid![0]).toContain('پیوند فروشگاه');
    expect(invalid![0]).not.toContain('نامک');
    expect(await shown(openShopSchema, { ...shop, link: '' }, 'link')).toEqual([
      'این فیلد الزامی است',
      'This field is required',
    ]);
    expect((await shown(openShopSchema, { ...shop, link: 'cafe', phone: '12' }, 'phone'))![0]).toMatch(/^شماره تلفن/);
  });
});
