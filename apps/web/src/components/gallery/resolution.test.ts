import { describe, expect, it } from 'vitest';
import { DEFAULT_RESOLUTION_POLICY, adaptResolution, resolutionState, type ResolutionPolicy } from './resolution';

const policy: ResolutionPolicy = { ...DEFAULT_RESOLUTION_POLICY, max: 1.5 };

/** Feeds frames of these intervals; returns the ratio after each one. */
function feed(state: ReturnType<typeof resolutionState>, intervals: number[]): number[] {
  return intervals.map((interval) => {
    adaptResolution(state, interval, policy);
    return state.ratio;
  });
}

describe('adaptResolution', () => {
  it('waits for a window of time and frames before it decides', () => {
    const state = resolutionState(1.5);
    expect(feed(state, [200, 200])).toEqual([1.5, 1.5]);
    // Third frame: 600 ms and 3 frames, typical 200 ms: far too slow, halved at once (the most one step may).
    expect(adaptResolution(state, 200, policy)).toBe(true);
    expect(state.ratio).toBeCloseTo(0.75);
  });

  it('shrinks in proportion to how slow frames are (pixels cost the ratio squared)', () => {
    const state = resolutionState(1);
    // 66 ms frames: twice the target's time, so the ratio goes to about 1/√2.
    feed(state, [66, 66, 66, 66, 66]);
    expect(state.ratio).toBeCloseTo(Math.sqrt(33 / 66), 2);
  });

  it('never goes under the minimum, nor over the maximum', () => {
    const slow = resolutionState(1);
    feed(slow, Array(30).fill(500));
    expect(slow.ratio).toBe(policy.min);
    const fast = resolutionState(1);
    feed(fast, Array(200).fill(16.7));
    expect(fast.ratio).toBe(policy.max);
  });

  it('grows slowly when there is time to spare, and holds at the target', () => {
    const state = resolutionState(0.5);
    feed(state, Array(18).fill(16.7)); // one window of ~300 ms
    expect(state.ratio).toBeCloseTo(0.55);
    const steady = resolutionState(0.8);
    feed(steady, Array(60).fill(33.3));
    expect(steady.ratio).toBe(0.8);
  });

  it('leaves a window’s longest frame out: one stall is not the pixels’ fault', () => {
    const state = resolutionState(1);
    feed(state, [33, 33, 33, 33, 33, 33, 33, 33, 600]);
    expect(state.ratio).toBe(1);
  });
});
