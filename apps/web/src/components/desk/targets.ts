/**
 * The desk's targets (decision 042) as a state a person reads at a glance: a first reply or a resolution
 * due at `dueAt`, done at `at` (null: not yet), `overdue` as the API computed it.
 */
export interface Target {
  dueAt: string;
  at: string | null;
  overdue: boolean;
}

/**
 * met: done in time; late: done after its target; overdue: not done and past it; soon: not done and in the
 * last quarter of its time; running: not done, time enough.
 */
export type TargetState = 'met' | 'late' | 'overdue' | 'soon' | 'running';

export const targetTones = {
  met: 'success',
  late: 'danger',
  overdue: 'danger',
  soon: 'warning',
  running: 'info',
} as const;

/** Of the time a target gives (from the ticket's opening to its due time), the last share that is "soon due". */
export const SOON_SHARE = 0.25;

export function targetState(target: Target, openedAt: string, now: number): TargetState {
  if (target.at) return target.overdue ? 'late' : 'met';
  const due = Date.parse(target.dueAt);
  if (target.overdue || now > due) return 'overdue';
  const span = due - Date.parse(openedAt);
  return due - now <= span * SOON_SHARE ? 'soon' : 'running';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A length of time in its largest whole unit (at least one minute): "3 days", "5 hours", "12 minutes". */
export function durationParts(ms: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const abs = Math.abs(ms);
  if (abs >= DAY) return { unit: 'days', count: Math.floor(abs / DAY) };
  if (abs >= HOUR) return { unit: 'hours', count: Math.floor(abs / HOUR) };
  return { unit: 'minutes', count: Math.max(1, Math.floor(abs / MINUTE)) };
}
