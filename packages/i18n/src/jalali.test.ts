import { describe, expect, it } from 'vitest';
import {
  gregorianMonthLength,
  gregorianToJalali,
  isJalaliLeapYear,
  jalaliMonthLength,
  jalaliToGregorian,
  JALALI_YEARS,
  type CalendarDay,
} from './jalali';

const DAY_MS = 86_400_000;
const persian = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** What Intl says a Gregorian day is in the Jalali calendar: the reference the pages print with. */
function intlJalali(time: number): CalendarDay {
  const parts = persian.formatToParts(new Date(time));
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

const gregorianOf = (time: number): CalendarDay => {
  const date = new Date(time);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

describe('Jalali and Gregorian days', () => {
  it('agree with Intl on every day of the supported years, both ways', () => {
    const first = Date.UTC(1800, 2, 21);
    const last = Date.UTC(2123, 2, 20);
    for (let time = first; time <= last; time += DAY_MS) {
      const jalali = intlJalali(time);
      const gregorian = gregorianOf(time);
      // toEqual on each day would take seconds: compare cheaply and report only a mismatch.
      const there = gregorianToJalali(gregorian);
      const back = jalaliToGregorian(jalali);
      if (
        there?.year !== jalali.year ||
        there.month !== jalali.month ||
        there.day !== jalali.day ||
        back?.year !== gregorian.year ||
        back.month !== gregorian.month ||
        back.day !== gregorian.day
      ) {
        expect({ gregorian, there, back }).toEqual({ gregorian, there: jalali, back: gregorian });
      }
    }
    expect(intlJalali(first)).toEqual({ year: JALALI_YEARS.first, month: 1, day: 1 });
    expect(intlJalali(last)).toEqual({ year: JALALI_YEARS.last, month: 12, day: 29 });
  });

  it('crosses Nowruz where Iran does', () => {
    // 1403 is a leap year: Esfand has 30 days and Nowruz 1404 falls on 21 March 2025.
    expect(jalaliToGregorian({ year: 1403, month: 12, day: 30 })).toEqual({ year: 2025, month: 3, day: 20 });
    expect(jalaliToGregorian({ year: 1404, month: 1, day: 1 })).toEqual({ year: 2025, month: 3, day: 21 });
    expect(gregorianToJalali({ year: 2024, month: 3, day: 20 })).toEqual({ year: 1403, month: 1, day: 1 });
    expect(gregorianToJalali({ year: 2024, month: 3, day: 19 })).toEqual({ year: 1402, month: 12, day: 29 });
    expect(gregorianToJalali({ year: 2026, month: 3, day: 20 })).toEqual({ year: 1404, month: 12, day: 29 });
    expect(gregorianToJalali({ year: 2026, month: 3, day: 21 })).toEqual({ year: 1405, month: 1, day: 1 });
    // Mehr begins after the six months of 31 days; 29 February is Esfand's 10th.
    expect(jalaliToGregorian({ year: 1403, month: 7, day: 1 })).toEqual({ year: 2024, month: 9, day: 22 });
    expect(gregorianToJalali({ year: 2024, month: 2, day: 29 })).toEqual({ year: 1402, month: 12, day: 10 });
  });

  it('knows the leap years and the length of each month', () => {
    expect([1399, 1403, 1408, 1412].every(isJalaliLeapYear)).toBe(true);
    expect([1400, 1401, 1402, 1404, 1405].some(isJalaliLeapYear)).toBe(false);
    expect([1, 6, 7, 11].map((month) => jalaliMonthLength(1404, month))).toEqual([31, 31, 30, 30]);
    expect(jalaliMonthLength(1403, 12)).toBe(30);
    expect(jalaliMonthLength(1404, 12)).toBe(29);
    expect(gregorianMonthLength(2024, 2)).toBe(29);
    expect(gregorianMonthLength(2100, 2)).toBe(28);
  });

  it('refuses days that do not exist or that it cannot vouch for', () => {
    expect(jalaliToGregorian({ year: 1404, month: 12, day: 30 })).toBeNull();
    expect(jalaliToGregorian({ year: 1404, month: 7, day: 31 })).toBeNull();
    expect(jalaliToGregorian({ year: 1404, month: 13, day: 1 })).toBeNull();
    expect(jalaliToGregorian({ year: 1404, month: 1, day: 0 })).toBeNull();
    expect(jalaliToGregorian({ year: 1404.5, month: 1, day: 1 })).toBeNull();
    expect(jalaliToGregorian({ year: JALALI_YEARS.last + 1, month: 1, day: 1 })).toBeNull();
    expect(gregorianToJalali({ year: 2025, month: 2, day: 29 })).toBeNull();
    expect(gregorianToJalali({ year: 2025, month: 4, day: 31 })).toBeNull();
    expect(gregorianToJalali({ year: 1700, month: 1, day: 1 })).toBeNull();
  });
});
