import { describe, expect, it } from 'vitest';
import { durationParts, targetState } from './targets';

const opened = '2026-01-01T00:00:00.000Z';
const due = '2026-01-02T00:00:00.000Z'; // 24 hours later
const at = (hours: number) => Date.parse(opened) + hours * 3_600_000;

describe('targetState', () => {
  it('reads a target that happened: in time or late', () => {
    expect(targetState({ dueAt: due, at: '2026-01-01T05:00:00.000Z', overdue: false }, opened, at(30))).toBe('met');
    expect(targetState({ dueAt: due, at: '2026-01-02T05:00:00.000Z', overdue: true }, opened, at(30))).toBe('late');
  });

  it('reads a pending target by the time left: running, soon due in its last quarter, overdue once past', () => {
    const pending = { dueAt: due, at: null, overdue: false };
    expect(targetState(pending, opened, at(1))).toBe('running');
    expect(targetState(pending, opened, at(17.9))).toBe('running');
    expect(targetState(pending, opened, at(18))).toBe('soon');
    expect(targetState(pending, opened, at(23.9))).toBe('soon');
    expect(targetState(pending, opened, at(24.1))).toBe('overdue');
    // The API's word wins when it already says overdue (its clock ran a moment later).
    expect(targetState({ ...pending, overdue: true }, opened, at(23.9))).toBe('overdue');
  });
});

describe('durationParts', () => {
  it('takes the largest whole unit, at least a minute, either sign', () => {
    expect(durationParts(0)).toEqual({ unit: 'minutes', count: 1 });
    expect(durationParts(59 * 60_000)).toEqual({ unit: 'minutes', count: 59 });
    expect(durationParts(-3 * 3_600_000 - 5)).toEqual({ unit: 'hours', count: 3 });
    expect(durationParts(50 * 3_600_000)).toEqual({ unit: 'days', count: 2 });
  });
});
