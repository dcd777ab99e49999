/**
 * Dynamic resolution while the visitor moves (decision 034). On a slow GPU (or SwiftShader, a GPU in
 * software) a frame's cost is mostly the pixels it fills, so the drawing buffer shrinks until frames come
 * at the target rate and grows again when there is time to spare; a still view is drawn at full
 * resolution by the engine.
 *
 * It decides by time, not by a count of frames: the first version waited for 12 frames before each step
 * of 0.8×, which at 4 frames a second is 3 s a step, so while models streamed in the buffer was still
 * 1024 px wide at the end of a 10 s walk (measured). Now each window is ~0.3 s (at least 3 frames), and the
 * step is proportional: pixels cost in proportion to the ratio squared, so a window 4× too slow asks for
 * half the ratio at once. A window's figure leaves its longest frame out: one upload or compile stall is
 * not the pixels' fault and should not blur the view.
 */

export interface ResolutionPolicy {
  /** Pixel ratios allowed, in drawing-buffer pixels per CSS pixel. */
  min: number;
  max: number;
  /** The frame time aimed at (ms): 33 is 30 frames a second. */
  targetMs: number;
  /** Shrink when a window's frames take longer than this… */
  slowMs: number;
  /** …grow when they take less than this (the gap keeps it from swinging between two sizes). */
  fastMs: number;
  /** How long a window lasts (ms) and how few frames it may have. */
  windowMs: number;
  windowFrames: number;
}

export const DEFAULT_RESOLUTION_POLICY: Omit<ResolutionPolicy, 'max'> = {
  min: 0.5,
  targetMs: 33,
  slowMs: 40,
  fastMs: 24,
  windowMs: 300,
  windowFrames: 3,
};

export interface ResolutionState {
  ratio: number;
  /** The window so far: time, frames, and its longest frame. */
  sum: number;
  frames: number;
  longest: number;
}

export function resolutionState(ratio: number): ResolutionState {
  return { ratio, sum: 0, frames: 0, longest: 0 };
}

/**
 * Counts one frame's interval (ms) and, at the end of a window, moves `state.ratio`. Returns whether the
 * ratio changed. Pure apart from writing into `state` (no allocation: it runs every frame).
 */
export function adaptResolution(state: ResolutionState, interval: number, policy: ResolutionPolicy): boolean {
  state.sum += interval;
  state.frames += 1;
  if (interval > state.longest) state.longest = interval;
  if (state.sum < policy.windowMs || state.frames < policy.windowFrames) return false;
  const typical = (state.sum - state.longest) / (state.frames - 1);
  state.sum = state.frames = state.longest = 0;
  let next = state.ratio;
  if (typical > policy.slowMs) {
    // Fill ∝ ratio²: the ratio that would bring this window to the target, at most halved in one step.
    next = state.ratio * Math.max(0.5, Math.min(0.9, Math.sqrt(policy.targetMs / typical)));
  } else if (typical < policy.fastMs) {
    next = state.ratio * 1.1;
  }
  next = Math.min(policy.max, Math.max(policy.min, next));
  // Small moves are not worth a new drawing buffer.
  if (Math.abs(next - state.ratio) < 0.02) return false;
  state.ratio = next;
  return true;
}
