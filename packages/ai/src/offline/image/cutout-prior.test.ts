import { describe, expect, it } from 'vitest';
import {
  backgroundAttachments,
  backgroundPrior,
  edgeCrispness,
  edgeCrossingCost,
  frameRing,
  morph,
  openRegions,
  paletteDistance,
  smoothBackground,
  toLab,
} from './cutout-prior';

const W = 80;
const H = 60;

/** Lab pixels from a function of (x, y) giving [L, a, b]. */
function picture(colour: (x: number, y: number) => [number, number, number]): Float32Array {
  const lab = new Float32Array(W * H * 3);
  for (let y = 0; y < H; y += 1) for (let x = 0; x < W; x += 1) lab.set(colour(x, y), (y * W + x) * 3);
  return lab;
}
const disc = (x: number, y: number, cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const count = (mask: Uint8Array) => mask.reduce((sum, v) => sum + v, 0);

describe('toLab', () => {
  it('converts sRGB as the standard says', () => {
    const lab = toLab(Buffer.from([255, 255, 255, 0, 0, 0, 255, 0, 0]), 3, 3);
    const near = (at: number, expected: number[]) =>
      expected.forEach((value, i) => expect(lab[at + i]).toBeCloseTo(value, 0));
    near(0, [100, 0, 0]);
    near(3, [0, 0, 0]);
    // sRGB red: L 53.2, a 80.1, b 67.2
    near(6, [53.2, 80.1, 67.2]);
  });
});

describe('smoothBackground', () => {
  it('predicts the middle of a radial light the ring never shows', () => {
    // L falls from 90 in the middle to ~40 at the corners: quadratic, as a vignette nearly is.
    const lab = picture((x, y) => [90 - 50 * (((x - 40) / 40) ** 2 + ((y - 30) / 30) ** 2) * 0.5, 10, -20]);
    const fit = smoothBackground(lab, W, H, frameRing(W, H, 4), 4);
    const middle = (30 * W + 40) * 3;
    expect(fit.predicted[middle]).toBeCloseTo(90, 0);
    expect(fit.predicted[middle + 2]).toBeCloseTo(-20, 0);
    expect(fit.spread).toBeLessThan(0.5);
  });

  it('leaves out a subject touching one side, but keeps a floor that runs into the corners', () => {
    const wall = (y: number): [number, number, number] => [80 - y * 0.2, 0, 0];
    // A blue body on the bottom edge, in the middle.
    const figure = picture((x, y) => (disc(x, y, 40, 70, 22) ? [40, 20, -60] : wall(y)));
    const withFigure = smoothBackground(figure, W, H, frameRing(W, H, 4), 4);
    expect(withFigure.inliers[(H - 1) * W + 40]).toBe(0);
    expect(withFigure.inliers[(H - 1) * W + 2]).toBe(1);
    // A floor across the whole bottom: no subject, background on the ring all round.
    const floor = picture((_, y) => (y >= 48 ? [95, 0, 5] : wall(y)));
    const withFloor = smoothBackground(floor, W, H, frameRing(W, H, 4), 4);
    expect(withFloor.inliers[(H - 1) * W + 40]).toBe(1);
  });
});

describe('paletteDistance', () => {
  it('is 0 for the colours the background shows, and grows with the distance from them', () => {
    // Stripes of two greys everywhere, one red pixel.
    const lab = picture((x) => (Math.floor(x / 5) % 2 ? [60, 0, 0] : [80, 0, 0]));
    lab.set([50, 60, 40], (30 * W + 40) * 3);
    const distance = paletteDistance(lab, frameRing(W, H, 4));
    expect(distance[30 * W + 41]).toBe(0);
    expect(distance[30 * W + 46]).toBe(0);
    expect(distance[30 * W + 40]).toBeGreaterThanOrEqual(36);
  });
});

describe('edge crispness and crossing', () => {
  // A sharp disc and a soft one (the same contrast spread over ~15 pixels), and the same blurred.
  const sharpAndSoft = (blur: number) =>
    picture((x, y) => {
      const sharpDisc = Math.hypot(x - 20, y - 30) <= 10 + blur ? 1 : 0;
      const soft = Math.min(1, Math.max(0, (18 - Math.hypot(x - 60, y - 30)) / 15 + blur * 0.05));
      return [50 + 30 * sharpDisc + 30 * soft, 0, 0];
    });

  it('reads a crisp outline as crisp and a soft blob as not', () => {
    const fine = sharpAndSoft(0);
    // The coarse copy: a box blur of 5 pixels, as the picture blurred by a few pixels would be.
    const coarse = new Float32Array(fine.length);
    for (let y = 0; y < H; y += 1) {
      for (let x = 0; x < W; x += 1) {
        let sum = 0;
        let n = 0;
        for (let dy = -2; dy <= 2; dy += 1) {
          for (let dx = -2; dx <= 2; dx += 1) {
            const yy = Math.min(H - 1, Math.max(0, y + dy));
            const xx = Math.min(W - 1, Math.max(0, x + dx));
            sum += fine[(yy * W + xx) * 3]!;
            n += 1;
          }
        }
        coarse[(y * W + x) * 3] = sum / n;
      }
    }
    const crispness = edgeCrispness(fine, coarse, W, H);
    expect(Math.max(...crispness.slice(30 * W + 5, 30 * W + 15))).toBeGreaterThan(5);
    expect(Math.max(...crispness.slice(30 * W + 40, 30 * W + 58))).toBeLessThan(1);

    // From the frame, the soft blob's middle is reached without crossing anything, the disc's is not.
    const crossing = edgeCrossingCost(crispness, W, H, frameRing(W, H, 2), 0.5);
    expect(crossing[30 * W + 60]).toBe(0);
    expect(crossing[30 * W + 20]).toBeGreaterThan(3);
  });
});

describe('openRegions and morph', () => {
  it('keeps the regions whose outline passes the test often enough', () => {
    const candidate = new Uint8Array(W * H);
    for (let y = 10; y < 20; y += 1) for (let x = 10; x < 20; x += 1) candidate[y * W + x] = 1;
    for (let y = 40; y < 50; y += 1) for (let x = 40; x < 50; x += 1) candidate[y * W + x] = 1;
    // Open: the left column of each square only (a quarter of its 36 outline pixels, plus corners).
    const leftSide = (p: number) => p % W === 10 || p % W === 40;
    expect(count(openRegions(candidate, W, H, leftSide, 0.2))).toBe(200);
    expect(count(openRegions(candidate, W, H, leftSide, 0.5))).toBe(0);
    expect(count(openRegions(candidate, W, H, (p) => p % W === 10, 0.2))).toBe(100);
  });

  it('grows and shrinks by a square', () => {
    const mask = new Uint8Array(W * H);
    mask[30 * W + 40] = 1;
    const grown = morph(mask, W, H, 2, true);
    expect(count(grown)).toBe(25);
    expect(count(morph(grown, W, H, 2, false))).toBe(1);
  });
});

describe('backgroundPrior and backgroundAttachments', () => {
  // A vignette (light middle, dark ring) with a crisp dark disc in it.
  const scene = picture((x, y) => {
    if (disc(x, y, 40, 30, 9)) return [20, 30, -40];
    const r = Math.hypot((x - 40) / 40, (y - 30) / 30);
    return [95 - 45 * Math.min(1, r), 5, -10];
  });

  it('explains the ring by colour and finds the disc unexplained', () => {
    const prior = backgroundPrior(scene, scene, W, H);
    expect(prior.byColour[2 * W + 2]).toBe(1);
    expect(prior.byColour[30 * W + 40]).toBe(0);
    // Far beyond the 10 Lab units that remove-bg takes for a colour that stands out.
    expect(prior.colourDistance[30 * W + 40]).toBeGreaterThan(20);
  });

  it('drops the light middle a first cut kept with the disc, and keeps the disc', () => {
    const prior = backgroundPrior(scene, blurred(scene), W, H);
    // A first cut that kept everything inside the vignette's light part.
    const foreground = new Uint8Array(W * H);
    for (let y = 0; y < H; y += 1)
      for (let x = 0; x < W; x += 1) foreground[y * W + x] = disc(x, y, 40, 30, 22) ? 1 : 0;
    const attached = backgroundAttachments(foreground, prior, W, H);
    expect(attached[30 * W + 40]).toBe(0);
    expect(attached[30 * W + 58]).toBe(1);
    expect(attached[12 * W + 40]).toBe(1);
  });
});

/** Lab blurred by a 7-pixel box, three passes (about a Gaussian of σ 3.5). */
function blurred(lab: Float32Array): Float32Array {
  let from = Float32Array.from(lab);
  for (let pass = 0; pass < 3; pass += 1) {
    const to = new Float32Array(from.length);
    for (let y = 0; y < H; y += 1) {
      for (let x = 0; x < W; x += 1) {
        for (let c = 0; c < 3; c += 1) {
          let sum = 0;
          let n = 0;
          for (let d = -3; d <= 3; d += 1) {
            const xx = Math.min(W - 1, Math.max(0, x + d));
            const yy = Math.min(H - 1, Math.max(0, y + d));
            sum += from[(y * W + xx) * 3 + c]! + from[(yy * W + x) * 3 + c]!;
            n += 2;
          }
          to[(y * W + x) * 3 + c] = sum / n;
        }
      }
    }
    from = to;
  }
  return from;
}
