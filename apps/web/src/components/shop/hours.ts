import { workingHours } from '@rassam/api/schemas';
import { fieldMessage, type Locale } from '@rassam/i18n';
import type { Shop } from './types';

/**
 * The hours form's model, without React: a row per day of the week, unset, open (one or more ranges)
 * or closed, to and from the API's `workingHours`, checked by the API's own schema.
 */
export type DayMode = 'unset' | 'open' | 'closed';
export type Range = { open: string; close: string };
export type Day = { mode: DayMode; ranges: Range[] };

/** 0 = Saturday … 6 = Friday, the Iranian week (the API's numbering). */
const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const NEW_RANGE: Range = { open: '09:00', close: '18:00' };
/** A second range starts where a split day usually resumes. */
export const LATER_RANGE: Range = { open: '16:00', close: '20:00' };

export function daysOf(hours: Shop['workingHours']): Day[] {
  return DAYS.map((day) => {
    const found = hours.find((d) => d.day === day);
    if (!found) return { mode: 'unset', ranges: [NEW_RANGE] };
    return {
      mode: found.closed ? 'closed' : 'open',
      ranges: found.ranges.length ? found.ranges.map(({ open, close }) => ({ open, close })) : [NEW_RANGE],
    };
  });
}

/** The days as the API takes them: unset days left out, a closed day without ranges. */
export function hoursBody(days: Day[]) {
  return days.flatMap((day, index) =>
    day.mode === 'unset'
      ? []
      : [{ day: index, closed: day.mode === 'closed', ranges: day.mode === 'open' ? day.ranges : [] }],
  );
}

/** The shared schema's first complaint about each day, by day number, in the page's language. */
export function hoursProblems(hours: ReturnType<typeof hoursBody>, locale: Locale): Record<number, string> {
  const checked = workingHours.safeParse(hours);
  if (checked.success) return {};
  const byDay: Record<number, string> = {};
  for (const issue of checked.error.issues) {
    const day = hours[Number(issue.path[0])]?.day;
    if (day !== undefined) byDay[day] ??= fieldMessage(issue as never, locale);
  }
  return byDay;
}
