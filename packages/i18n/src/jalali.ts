/**
 * The Solar Hijri (Jalali) calendar as arithmetic on calendar days, for the places where Intl cannot help:
 * Intl formats a Gregorian day in the Jalali calendar but cannot turn a Jalali day back into a Gregorian one.
 *
 * Leap years follow the 33-year rule that ICU (and so Intl with `-u-ca-persian`) uses. It agrees with
 * Intl, and with Iran's official calendar, for the years JALALI_YEARS spans; outside them ICU corrects
 * single years, so days there are refused rather than answered differently from the dates we print.
 */

export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  /** 1 to 31. */
  day: number;
}

/** The Jalali years this module answers for (1800-03-21 to 2123-03-20 in the Gregorian calendar). */
export const JALALI_YEARS = { first: 1179, last: 1501 } as const;

const DAY_MS = 86_400_000;
/** Days from 1 Farvardin of year 1 (622-03-22 proleptic Gregorian) to 1970-01-01. */
const EPOCH_OFFSET = 492_268;
/** Days before each month of a Jalali year: six months of 31 days, five of 30, Esfand of 29 or 30. */
const DAYS_BEFORE_MONTH = [0, 31, 62, 93, 124, 155, 186, 216, 246, 276, 306, 336];

const floorDiv = (a: number, b: number) => Math.floor(a / b);
const mod = (a: number, b: number) => ((a % b) + b) % b;

export function isJalaliLeapYear(year: number): boolean {
  return mod(25 * year + 11, 33) < 8;
}

export function jalaliMonthLength(year: number, month: number): number {
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return isJalaliLeapYear(year) ? 30 : 29;
}

export function gregorianMonthLength(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const isWhole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** Days since 1970-01-01 of a Jalali day, or null when there is no such day (or it is out of range). */
function jalaliToEpochDay({ year, month, day }: CalendarDay): number | null {
  if (!isWhole(year, JALALI_YEARS.first, JALALI_YEARS.last) || !isWhole(month, 1, 12)) return null;
  if (!isWhole(day, 1, jalaliMonthLength(year, month))) return null;
  const newYear = 365 * (year - 1) + floorDiv(8 * year + 21, 33);
  return newYear + DAYS_BEFORE_MONTH[month - 1]! + day - 1 - EPOCH_OFFSET;
}

function epochDayToJalali(epochDay: number): CalendarDay | null {
  const days = epochDay + EPOCH_OFFSET;
  const year = 1 + floorDiv(33 * days + 3, 12_053);
  if (!isWhole(year, JALALI_YEARS.first, JALALI_YEARS.last)) return null;
  const dayOfYear = days - (365 * (year - 1) + floorDiv(8 * year + 21, 33));
  const month = dayOfYear < 186 ? floorDiv(dayOfYear, 31) + 1 : floorDiv(dayOfYear - 6, 30) + 1;
  return { year, month, day: dayOfYear - DAYS_BEFORE_MONTH[month - 1]! + 1 };
}

function gregorianToEpochDay({ year, month, day }: CalendarDay): number | null {
  if (!isWhole(year, 1000, 9999) || !isWhole(month, 1, 12)) return null;
  if (!isWhole(day, 1, gregorianMonthLength(year, month))) return null;
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function epochDayToGregorian(epochDay: number): CalendarDay {
  const date = new Date(epochDay * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The Gregorian day of a Jalali one; null for a day that does not exist (30 Esfand of a common year). */
export function jalaliToGregorian(day: CalendarDay): CalendarDay | null {
  const epochDay = jalaliToEpochDay(day);
  return epochDay === null ? null : epochDayToGregorian(epochDay);
}

/** The Jalali day of a Gregorian one; null for a day that does not exist or is outside JALALI_YEARS. */
export function gregorianToJalali(day: CalendarDay): CalendarDay | null {
  const epochDay = gregorianToEpochDay(day);
  return epochDay === null ? null : epochDayToJalali(epochDay);
}
