import { describe, expect, it } from 'vitest';
import {
  boxStyle,
  clampRect,
  croppedName,
  fitRatio,
  fullRect,
  handlePoint,
  initialRect,
  isFull,
  keyStep,
  MIN_SIZE,
  moveRect,
  outputType,
  parseRatio,
  pixelRect,
  rectForKey,
  resizeRect,
  type Rect,
} from './crop-geometry';

const size = { width: 1000, height: 500 };
const box: Rect = { x: 100, y: 100, width: 400, height: 200 };
const ratioOf = (r: Rect) => r.width / r.height;
const inside = (r: Rect, s = size) =>
  r.x >= 0 && r.y >= 0 && r.x + r.width <= s.width + 1e-9 && r.y + r.height <= s.height + 1e-9;

describe('parseRatio', () => {
  it('reads the catalogue ratios', () => {
    expect(parseRatio('16:9')).toBeCloseTo(16 / 9);
    expect(parseRatio('1:1')).toBe(1);
    expect(parseRatio('3:2')).toBe(1.5);
  });
  it('gives null for anything else', () => {
    expect(parseRatio(undefined)).toBeNull();
    expect(parseRatio('')).toBeNull();
    expect(parseRatio('0:1')).toBeNull();
    expect(parseRatio('wide')).toBeNull();
    expect(parseRatio(1.5)).toBeNull();
  });
});

describe('initialRect', () => {
  it('is the whole picture when free', () => {
    expect(initialRect(size, null)).toEqual(fullRect(size));
  });
  it('is the largest centred box of the ratio', () => {
    expect(initialRect(size, 1)).toEqual({ x: 250, y: 0, width: 500, height: 500 });
    const tall = initialRect({ width: 400, height: 1000 }, 16 / 9);
    expect(tall.width).toBe(400);
    expect(tall.height).toBeCloseTo(225);
    expect(tall.y).toBeCloseTo((1000 - 225) / 2);
  });
});

describe('clampRect and moveRect', () => {
  it('keeps the box inside and at least the minimum', () => {
    expect(clampRect({ x: -50, y: 495, width: 2000, height: 2 }, size)).toEqual({
      x: 0,
      y: 500 - MIN_SIZE,
      width: 1000,
      height: MIN_SIZE,
    });
  });
  it('moves, stopping at the edges', () => {
    expect(moveRect(box, 50, -20, size)).toEqual({ ...box, x: 150, y: 80 });
    expect(moveRect(box, -500, 900, size)).toEqual({ ...box, x: 0, y: 300 });
  });
});

describe('resizeRect, free', () => {
  it('moves only the dragged edges', () => {
    expect(resizeRect(box, 'se', 100, 50, size, null)).toEqual({ x: 100, y: 100, width: 500, height: 250 });
    expect(resizeRect(box, 'nw', -50, -50, size, null)).toEqual({ x: 50, y: 50, width: 450, height: 250 });
    expect(resizeRect(box, 'e', 0, 999, size, null)).toEqual({ ...box, width: 400 });
    expect(resizeRect(box, 'n', 999, 30, size, null)).toEqual({ x: 100, y: 130, width: 400, height: 170 });
  });
  it('stops at the picture and at the minimum size', () => {
    expect(resizeRect(box, 'se', 5000, 5000, size, null)).toEqual({ x: 100, y: 100, width: 900, height: 400 });
    expect(resizeRect(box, 'w', 5000, 0, size, null)).toEqual({
      x: 500 - MIN_SIZE,
      y: 100,
      width: MIN_SIZE,
      height: 200,
    });
    expect(resizeRect(box, 'nw', -5000, -5000, size, null)).toEqual({ x: 0, y: 0, width: 500, height: 300 });
  });
});

describe('resizeRect, locked', () => {
  const ratio = 2;
  it('keeps the ratio from a corner, the opposite corner held', () => {
    const r = resizeRect(box, 'se', 100, 0, size, ratio);
    expect(r).toEqual({ x: 100, y: 100, width: 500, height: 250 });
    const n = resizeRect(box, 'nw', 0, 50, size, ratio);
    expect(ratioOf(n)).toBeCloseTo(2);
    expect(n.x + n.width).toBe(500);
    expect(n.y + n.height).toBe(300);
    expect(n.height).toBe(150);
  });
  it('keeps the box centred on the other axis from an edge', () => {
    const r = resizeRect(box, 's', 0, 40, size, ratio);
    expect(r.height).toBe(240);
    expect(r.width).toBe(480);
    expect(r.x + r.width / 2).toBe(300);
    expect(r.y).toBe(100);
  });
  it('never leaves the picture', () => {
    for (const handle of ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'] as const) {
      for (const [dx, dy] of [
        [4000, 4000],
        [-4000, -4000],
        [4000, -4000],
        [-4000, 4000],
      ] as const) {
        const r = resizeRect(box, handle, dx, dy, size, ratio);
        expect(inside(r), `${handle} ${dx} ${dy}`).toBe(true);
        expect(ratioOf(r)).toBeCloseTo(ratio);
        expect(r.height).toBeGreaterThanOrEqual(MIN_SIZE - 1e-9);
      }
    }
  });
});

describe('keyboard', () => {
  it('steps a hundredth of the longer side', () => {
    expect(keyStep(size)).toBe(10);
    expect(keyStep({ width: 40, height: 30 })).toBe(1);
  });
  it('arrows move the box the same way in both directions', () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      expect(rectForKey(box, 'ArrowLeft', false, dir, size, null)).toEqual({ ...box, x: 90 });
      expect(rectForKey(box, 'ArrowRight', false, dir, size, null)).toEqual({ ...box, x: 110 });
      expect(rectForKey(box, 'ArrowUp', false, dir, size, null)).toEqual({ ...box, y: 90 });
      expect(rectForKey(box, 'ArrowDown', false, dir, size, null)).toEqual({ ...box, y: 110 });
    }
  });
  it('Shift+arrows resize from the end edge: the right one in ltr', () => {
    expect(rectForKey(box, 'ArrowRight', true, 'ltr', size, null)).toEqual({ ...box, width: 410 });
    expect(rectForKey(box, 'ArrowLeft', true, 'ltr', size, null)).toEqual({ ...box, width: 390 });
    expect(rectForKey(box, 'ArrowDown', true, 'ltr', size, null)).toEqual({ ...box, height: 210 });
    expect(rectForKey(box, 'ArrowUp', true, 'ltr', size, null)).toEqual({ ...box, height: 190 });
  });
  it('mirrors in rtl: the left edge moves, the right (start) edge stays', () => {
    const grown = rectForKey(box, 'ArrowLeft', true, 'rtl', size, null)!;
    expect(grown).toEqual({ ...box, x: 90, width: 410 });
    const shrunk = rectForKey(box, 'ArrowRight', true, 'rtl', size, null)!;
    expect(shrunk).toEqual({ ...box, x: 110, width: 390 });
    expect(shrunk.x + shrunk.width).toBe(box.x + box.width);
  });
  it('keeps the ratio when locked', () => {
    const r = rectForKey(box, 'ArrowDown', true, 'rtl', size, 2)!;
    expect(r.height).toBe(210);
    expect(r.width).toBe(420);
    expect(r.x + r.width).toBe(500);
  });
  it('ignores other keys', () => {
    expect(rectForKey(box, 'Enter', false, 'ltr', size, null)).toBeNull();
    expect(rectForKey(box, 'a', true, 'rtl', size, null)).toBeNull();
  });
});

describe('fitRatio', () => {
  it('gives the ratio about the same centre, inside the picture', () => {
    const r = fitRatio(fullRect(size), size, 1);
    expect(ratioOf(r)).toBeCloseTo(1);
    expect(inside(r)).toBe(true);
    expect(r.x + r.width / 2).toBeCloseTo(500);
  });
});

describe('output', () => {
  it('rounds to whole pixels inside the picture', () => {
    expect(pixelRect({ x: 10.4, y: 0.6, width: 99.5, height: 600 }, size)).toEqual({
      x: 10,
      y: 1,
      width: 100,
      height: 499,
    });
  });
  it('knows a box that crops nothing', () => {
    expect(isFull(fullRect(size), size)).toBe(true);
    expect(isFull({ x: 0.2, y: 0, width: 999.7, height: 500 }, size)).toBe(true);
    expect(isFull(box, size)).toBe(false);
  });
  it('keeps PNG, JPEG and WebP; anything else becomes PNG', () => {
    expect(outputType('image/jpeg')).toBe('image/jpeg');
    expect(outputType('image/webp')).toBe('image/webp');
    expect(outputType('image/png')).toBe('image/png');
    expect(outputType('image/gif')).toBe('image/png');
    expect(outputType('')).toBe('image/png');
  });
  it('names the file after the original', () => {
    expect(croppedName('photo.JPG', 'image/jpeg')).toBe('photo-cropped.jpg');
    expect(croppedName(undefined, 'image/png')).toBe('picture-cropped.png');
  });
  it('places the box in percentages', () => {
    expect(boxStyle(box, size)).toEqual({ left: '10%', top: '20%', width: '40%', height: '40%' });
    expect(handlePoint('nw', box, size)).toEqual({ left: '10%', top: '20%' });
    expect(handlePoint('se', box, size)).toEqual({ left: '50%', top: '60%' });
    expect(handlePoint('e', box, size)).toEqual({ left: '50%', top: '40%' });
  });
});
