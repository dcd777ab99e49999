/** Pan and zoom of an image in a box: `translate(x, y) scale(scale)` around the box's centre. */
export interface ZoomState {
  scale: number;
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 8;
export const IDENTITY: ZoomState = { scale: 1, x: 0, y: 0 };

export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** The size of `content` fitted inside `box` (object-fit: contain). */
export function fitSize(content: Size, box: Size): Size {
  if (content.width <= 0 || content.height <= 0) return { ...box };
  const ratio = Math.min(box.width / content.width, box.height / content.height);
  return { width: content.width * ratio, height: content.height * ratio };
}

/** Keeps the scaled image covering the box where it is larger than it, and centred where it is smaller. */
export function clampPan(state: ZoomState, box: Size, fitted: Size): ZoomState {
  const limitX = Math.max(0, (fitted.width * state.scale - box.width) / 2);
  const limitY = Math.max(0, (fitted.height * state.scale - box.height) / 2);
  const clamp = (value: number, limit: number) => (limit === 0 ? 0 : Math.min(limit, Math.max(-limit, value)));
  return { scale: state.scale, x: clamp(state.x, limitX), y: clamp(state.y, limitY) };
}

/**
 * Zooms by `factor` keeping the point under `focus` (relative to the box's centre, in pixels) where it is,
 * as a wheel or a pinch should; then clamps the pan.
 */
export function zoomAt(state: ZoomState, factor: number, focus: { x: number; y: number }, box: Size, fitted: Size) {
  const scale = clampScale(state.scale * factor);
  const ratio = scale / state.scale;
  return clampPan(
    { scale, x: focus.x - (focus.x - state.x) * ratio, y: focus.y - (focus.y - state.y) * ratio },
    box,
    fitted,
  );
}

/** The zoom factor of a wheel event: smooth for trackpads, about 1.25× per mouse notch. */
export const wheelFactor = (deltaY: number, deltaMode = 0) => Math.exp(-deltaY * (deltaMode === 1 ? 0.075 : 0.0025));

/** Moves the view by (dx, dy) pixels and clamps it. */
export const panBy = (state: ZoomState, dx: number, dy: number, box: Size, fitted: Size) =>
  clampPan({ ...state, x: state.x + dx, y: state.y + dy }, box, fitted);
