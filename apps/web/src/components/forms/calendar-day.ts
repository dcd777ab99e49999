/**
 * What the date field works with: a day is sent as YYYY-MM-DD in the Gregorian calendar (forms, addresses
 * and the API never change), and shown and picked as year, month and day in the reader's calendar.
 */
import {
  gregorianMonthLength,
  gregorianToJalali,
  intlLocale,
  jalaliMonthLength,
  jalaliToGregorian,
  toLatinDigits,
  type CalendarDay,
  type Locale,
} from '@rassam/i18n';

/** The calendar a reader counts days in, as formatDate prints them: Jalali in Persian, Gregorian in English. */
export type Calendar = 'jalali' | 'gregorian';
export const calendarOf: Record<Locale, Calendar> = { fa: 'jalali', en: 'gregorian' };

export type DayPart = keyof CalendarDay;

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** A real day written YYYY-MM-DD (in Persian, Arabic or Latin digits), back in Latin digits; else null. */
export function parseIsoDay(text: string | null | undefined): string | null {
  const match = isoPattern.exec(toLatinDigits(text ?? '').trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > gregorianMonthLength(year, month)) return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** A day's year, month and day in the calendar; null for text that is not a day. */
export function partsOf(iso: string, calendar: Calendar): CalendarDay | null {
  const day = parseIsoDay(iso);
  if (!day) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const gregorian = { year, month, day: date };
  return calendar === 'gregorian' ? gregorian : gregorianToJalali(gregorian);
}

/** The YYYY-MM-DD of a day given in the calendar; null when the calendar has no such day. */
export function isoOf(parts: CalendarDay, calendar: Calendar): string | null {
  const gregorian = calendar === 'gregorian' ? parts : jalaliToGregorian(parts);
  if (!gregorian) return null;
  const iso = `${pad(gregorian.year, 4)}-${pad(gregorian.month, 2)}-${pad(gregorian.day, 2)}`;
  return parseIsoDay(iso);
}

export function monthLength(calendar: Calendar, year: number, month: number): number {
  return calendar === 'gregorian' ? gregorianMonthLength(year, month) : jalaliMonthLength(year, month);
}

/**
 * The day that picking one part makes. An empty field takes its other parts from `fallback` (today), so
 * the field always holds a whole day or none; a day past the month's end becomes its last day (31
 * Shahrivar, then Mehr picked: 30 Mehr), rather than a day that does not exist.
 */
export function withPart(
  current: CalendarDay | null,
  part: DayPart,
  value: number,
  fallback: CalendarDay,
  calendar: Calendar,
): CalendarDay {
  const next = { ...(current ?? fallback), [part]: value };
  return { ...next, day: Math.min(next.day, monthLength(calendar, next.year, next.month)) };
}

/** The years to offer: those of the range, and the chosen day's year when it lies outside them. */
export function yearsToOffer(first: number, last: number, chosen: number | null): number[] {
  const from = Math.min(first, chosen ?? first);
  const to = Math.max(last, chosen ?? last);
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** The twelve month names of the reader's calendar, from Intl (Farvardin…Esfand; January…December). */
export function monthNames(locale: Locale): string[] {
  const calendar = calendarOf[locale];
  const format = new Intl.DateTimeFormat(intlLocale[locale], { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => {
    // The 15th of each month of a year in range: a day that month surely has.
    const iso = isoOf({ year: calendar === 'jalali' ? 1404 : 2025, month: index + 1, day: 15 }, calendar)!;
    return format.format(new Date(`${iso}T00:00:00Z`));
  });
}

/** The order in which the language writes a date's parts (day month year in Persian, month day year in English). */
export function partOrder(locale: Locale): DayPart[] {
  const parts = new Intl.DateTimeFormat(intlLocale[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(0));
  return parts.flatMap((part) =>
    part.type === 'year' || part.type === 'month' || part.type === 'day' ? [part.type] : [],
  );
}
