import { describe, expect, it } from 'vitest';
import { isoOf, monthNames, parseIsoDay, partOrder, partsOf, withPart, yearsToOffer } from './calendar-day';

describe('parseIsoDay', () => {
  it('reads a real day in any digits and gives it back in Latin ones', () => {
    expect(parseIsoDay('2025-03-20')).toBe('2025-03-20');
    expect(parseIsoDay('۲۰۲۵-۰۳-۲۰')).toBe('2025-03-20');
    expect(parseIsoDay('٢٠٢٤-٠٢-٢٩ ')).toBe('2024-02-29');
  });

  it('refuses what is not a day', () => {
    for (const text of ['', undefined, null, '2025-02-29', '2025-13-01', '2025-00-10', '2025-3-20', '20250320', 'x'])
      expect(parseIsoDay(text), String(text)).toBeNull();
  });
});

describe('a day in the reader calendar', () => {
  it('is read and written back in the Jalali calendar', () => {
    expect(partsOf('2025-03-20', 'jalali')).toEqual({ year: 1403, month: 12, day: 30 });
    expect(partsOf('2025-03-21', 'jalali')).toEqual({ year: 1404, month: 1, day: 1 });
    expect(isoOf({ year: 1403, month: 12, day: 30 }, 'jalali')).toBe('2025-03-20');
    expect(isoOf({ year: 1404, month: 12, day: 30 }, 'jalali')).toBeNull();
    expect(partsOf('not a day', 'jalali')).toBeNull();
  });

  it('is read and written back in the Gregorian calendar', () => {
    expect(partsOf('2024-02-29', 'gregorian')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(isoOf({ year: 2024, month: 2, day: 29 }, 'gregorian')).toBe('2024-02-29');
    expect(isoOf({ year: 2025, month: 2, day: 29 }, 'gregorian')).toBeNull();
  });
});

describe('withPart', () => {
  const today = { year: 1405, month: 9, day: 3 };

  it('fills an empty field from today, so it holds a whole day', () => {
    expect(withPart(null, 'month', 1, today, 'jalali')).toEqual({ year: 1405, month: 1, day: 3 });
    expect(withPart(null, 'year', 1404, today, 'jalali')).toEqual({ year: 1404, month: 9, day: 3 });
  });

  it('keeps the day inside the month', () => {
    expect(withPart({ year: 1404, month: 6, day: 31 }, 'month', 7, today, 'jalali')).toEqual({
      year: 1404,
      month: 7,
      day: 30,
    });
    // 30 Esfand 1403 (a leap year), then 1404: Esfand has 29 days.
    expect(withPart({ year: 1403, month: 12, day: 30 }, 'year', 1404, today, 'jalali')).toEqual({
      year: 1404,
      month: 12,
      day: 29,
    });
    expect(withPart({ year: 2024, month: 1, day: 31 }, 'month', 2, today, 'gregorian')).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
  });
});

describe('the choices', () => {
  it('offers the range of years and the chosen one outside it', () => {
    expect(yearsToOffer(1403, 1405, null)).toEqual([1403, 1404, 1405]);
    expect(yearsToOffer(1403, 1405, 1401)).toEqual([1401, 1402, 1403, 1404, 1405]);
    expect(yearsToOffer(1403, 1405, 1404)).toEqual([1403, 1404, 1405]);
  });

  it('names the months of each calendar and writes the parts in the language order', () => {
    expect(monthNames('fa')).toEqual([
      'فروردین',
      'اردیبهشت',
      'خرداد',
      'تیر',
      'مرداد',
      'شهریور',
      'مهر',
      'آبان',
      'آذر',
      'دی',
      'بهمن',
      'اسفند',
    ]);
    expect(monthNames('en').at(0)).toBe('January');
    expect(monthNames('en').at(-1)).toBe('December');
    expect(partOrder('fa')).toEqual(['day', 'month', 'year']);
    expect(partOrder('en')).toEqual(['month', 'day', 'year']);
  });
});
