/**
 * The pure geometry of the studio's crop step (crop-step.tsx): a box in the picture's own pixels, moved
 * and resized by pointer or keyboard, kept inside the picture, at least MIN_SIZE across and, when locked,
 * at the tool's aspect ratio.
 *
 * Pictures are never mirrored, so the box and its handles are physical (`n` is the top edge, `w` the left
 * one) in both directions. Only the keyboard reads the page's direction: Shift with an arrow resizes from
 * the bottom *end* corner (bottom-right in ltr, bottom-left in rtl), so the edge that moves always follows
 * the arrow on screen and the start edge stays where it is.
 */

export interface Size {
  width: number;
  height: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Handle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';
export type Direction = 'ltr' | 'rtl';

export const HANDLES: readonly Handle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

/** The smallest box, in the picture's pixels (smaller pictures are limited by their own size). */
export const MIN_SIZE = 16;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** `"16:9"` → 16/9; anything that is not two positive numbers → null (free). */
export function parseRatio(ratio: unknown): number | null {
  if (typeof ratio !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*[:/x]\s*(\d+(?:\.\d+)?)\s*$/.exec(ratio);
  if (!match) return null;
  const value = Number(match[1]) / Number(match[2]);
  return Number.isFinite(value) && value > 0 ? value : null;
}

function minSide(size: Size) {
  return Math.min(MIN_SIZE, size.width, size.height);
}

export function fullRect(size: Size): Rect {
  return { x: 0, y: 0, width: size.width, height: size.height };
}

/** The whole picture (free), or the largest centred box of `ratio`. */
export function initialRect(size: Size, ratio: number | null): Rect {
  if (!ratio) return fullRect(size);
  let width = size.width;
  let height = width / ratio;
  if (height > size.height) {
    height = size.height;
    width = height * ratio;
  }
  return { x: (size.width - width) / 2, y: (size.height - height) / 2, width, height };
}

/** The box made to fit: no larger than the picture, at least the minimum, fully inside. */
export function clampRect(rect: Rect, size: Size): Rect {
  const min = minSide(size);
  const width = clamp(rect.width, min, size.width);
  const height = clamp(rect.height, min, size.height);
  return {
    x: clamp(rect.x, 0, size.width - width),
    y: clamp(rect.y, 0, size.height - height),
    width,
    height,
  };
}

/**
 * The box at `ratio` keeping its centre (as far as the picture allows) and about its area: used when the
 * lock is switched on over a free box.
 */
export function fitRatio(rect: Rect, size: Size, ratio: number): Rect {
  const area = rect.width * rect.height;
  let width = Math.sqrt(area * ratio);
  let height = width / ratio;
  const scale = Math.min(1, size.width / width, size.height / height);
  width *= scale;
  height *= scale;
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  return {
    x: clamp(cx - width / 2, 0, size.width - width),
    y: clamp(cy - height / 2, 0, size.height - height),
    width,
    height,
  };
}

export function moveRect(rect: Rect, dx: number, dy: number, size: Size): Rect {
  return {
    ...rect,
    x: clamp(rect.x + dx, 0, size.width - rect.width),
    y: clamp(rect.y + dy, 0, size.height - rect.height),
  };
}

/**
 * The box after dragging `handle` by (dx, dy) picture pixels from `rect`. The opposite edge (or corner)
 * stays; an edge handle with a locked ratio keeps the box centred on the other axis.
 */
export function resizeRect(rect: Rect, handle: Handle, dx: number, dy: number, size: Size, ratio: number | null): Rect {
  const min = minSide(size);
  const left = rect.x;
  const top = rect.y;
  const right = rect.x + rect.width;
  const bottom = rect.y + rect.height;
  const west = handle.includes('w');
  const east = handle.includes('e');
  const north = handle.includes('n');
  const south = handle.includes('s');

  if (!ratio) {
    const l = west ? clamp(left + dx, 0, right - min) : left;
    const r = east ? clamp(right + dx, left + min, size.width) : right;
    const t = north ? clamp(top + dy, 0, bottom - min) : top;
    const b = south ? clamp(bottom + dy, top + min, size.height) : bottom;
    return { x: l, y: t, width: r - l, height: b - t };
  }

  // Where the box is held, on each axis: an edge, or its centre when that axis has no handle.
  const cx = left + rect.width / 2;
  const cy = top + rect.height / 2;
  const wantWidth = east ? rect.width + dx : west ? rect.width - dx : null;
  const wantHeight = south ? rect.height + dy : north ? rect.height - dy : null;
  let width: number;
  if (wantWidth !== null && wantHeight !== null) {
    // A corner follows whichever way the pointer went further, in proportion.
    width =
      Math.abs(wantWidth - rect.width) / rect.width >= Math.abs(wantHeight - rect.height) / rect.height
        ? wantWidth
        : wantHeight * ratio;
  } else if (wantWidth !== null) width = wantWidth;
  else width = (wantHeight ?? rect.height) * ratio;

  const roomX = east ? size.width - left : west ? right : 2 * Math.min(cx, size.width - cx);
  const roomY = south ? size.height - top : north ? bottom : 2 * Math.min(cy, size.height - cy);
  const maxWidth = Math.min(roomX, roomY * ratio);
  const minWidth = Math.max(min, min * ratio);
  width = clamp(width, Math.min(minWidth, maxWidth), maxWidth);
  const height = width / ratio;
  const x = east ? left : west ? right - width : cx - width / 2;
  const y = south ? top : north ? bottom - height : cy - height / 2;
  return { x, y, width, height };
}

/** How far one arrow press goes: a hundredth of the picture's longer side, at least a pixel. */
export function keyStep(size: Size): number {
  return Math.max(1, Math.round(Math.max(size.width, size.height) / 100));
}

/**
 * The box after a key press, or null when the key is not the crop box's. Arrows move; Shift with arrows
 * resizes from the bottom end corner (see the top of this file), Left/Right mirrored by direction.
 */
export function rectForKey(
  rect: Rect,
  key: string,
  shift: boolean,
  dir: Direction,
  size: Size,
  ratio: number | null,
): Rect | null {
  const step = keyStep(size);
  const dx = key === 'ArrowLeft' ? -step : key === 'ArrowRight' ? step : 0;
  const dy = key === 'ArrowUp' ? -step : key === 'ArrowDown' ? step : 0;
  if (dx === 0 && dy === 0) return null;
  if (!shift) return moveRect(rect, dx, dy, size);
  return resizeRect(rect, dir === 'rtl' ? 'sw' : 'se', dx, dy, size, ratio);
}

/** Whole pixels for the canvas: rounded, inside the picture, at least one pixel. */
export function pixelRect(rect: Rect, size: Size): Rect {
  const x = clamp(Math.round(rect.x), 0, size.width - 1);
  const y = clamp(Math.round(rect.y), 0, size.height - 1);
  return {
    x,
    y,
    width: clamp(Math.round(rect.width), 1, size.width - x),
    height: clamp(Math.round(rect.height), 1, size.height - y),
  };
}

/** True when the box is the whole picture (nothing to crop). */
export function isFull(rect: Rect, size: Size): boolean {
  const px = pixelRect(rect, size);
  return px.x === 0 && px.y === 0 && px.width === size.width && px.height === size.height;
}

/** The picture's format kept when the canvas can write it; anything else becomes PNG. */
export function outputType(type: string): 'image/png' | 'image/jpeg' | 'image/webp' {
  return type === 'image/jpeg' || type === 'image/webp' ? type : 'image/png';
}

/** A file name for the cropped picture: the original's base and the output's extension. */
export function croppedName(name: string | undefined, type: string): string {
  const ext = type === 'image/jpeg' ? 'jpg' : type === 'image/webp' ? 'webp' : 'png';
  const base = (name ?? '').replace(/\.[^.]*$/, '') || 'picture';
  return `${base}-cropped.${ext}`;
}

/** Percentages for placing the box over the shown picture (physical left/top: pictures are not mirrored). */
export function boxStyle(rect: Rect, size: Size) {
  return {
    left: `${(rect.x / size.width) * 100}%`,
    top: `${(rect.y / size.height) * 100}%`,
    width: `${(rect.width / size.width) * 100}%`,
    height: `${(rect.height / size.height) * 100}%`,
  };
}

/** Where a handle is drawn over the shown picture: its centre, in percentages of the picture. */
export function handlePoint(handle: Handle, rect: Rect, size: Size) {
  const fx = handle.includes('w') ? 0 : handle.includes('e') ? 1 : 0.5;
  const fy = handle.includes('n') ? 0 : handle.includes('s') ? 1 : 0.5;
  return {
    left: `${((rect.x + fx * rect.width) / size.width) * 100}%`,
    top: `${((rect.y + fy * rect.height) / size.height) * 100}%`,
  };
}
