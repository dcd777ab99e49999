import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expand, expansionMargins } from './expand';
import { inspect, mean, notAnImage, svgPng, texturedPng } from './testing';

/** Red on the left half, blue on the right, with a soft boundary. */
const redBlue = (size: number) =>
  svgPng(
    size,
    size,
    `<defs><linearGradient id="g"><stop offset="0.4" stop-color="#c02020"/><stop offset="0.6" stop-color="#2030c0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`,
  );

describe('expansionMargins', () => {
  it('centres the growth for a ratio and adds per-side pixels first', () => {
    expect(expansionMargins(300, 300, { aspectRatio: '16:9' })).toEqual({ left: 116, right: 117, top: 0, bottom: 0 });
    expect(expansionMargins(300, 300, { aspectRatio: '9:16' })).toEqual({ left: 0, right: 0, top: 116, bottom: 117 });
    expect(expansionMargins(100, 50, { left: 10, top: 4 })).toEqual({ left: 10, right: 0, top: 4, bottom: 0 });
    // 110×54 after the sides, then grown to 1:1.
    expect(expansionMargins(100, 50, { left: 10, top: 4, aspectRatio: '1:1' })).toEqual({
      left: 10,
      right: 0,
      top: 4 + 28,
      bottom: 28,
    });
    expect(() => expansionMargins(10, 10, { left: -1 })).toThrow('"left" must be a whole number of pixels ≥ 0');
    expect(() => expansionMargins(10, 10, { top: 1.5 })).toThrow('"top"');
  });
});

describe('expand', () => {
  it('extends a square to 16:9 and per side, keeping the original pixels', async () => {
    const input = await texturedPng(300, 300, '<circle cx="150" cy="150" r="60" fill="#fff"/>');
    const wide = await inspect(await expand(input, { aspectRatio: '16:9' }));
    expect(wide).toMatchObject({ format: 'png', width: 533, height: 300, channels: 3 });
    const original = await inspect(input);
    for (const [x, y] of [
      [0, 0],
      [150, 150],
      [299, 299],
      [0, 299],
    ] as const) {
      for (let c = 0; c < 3; c += 1) expect(wide.at(x + 116, y, c)).toBe(original.at(x, y, c));
    }
    const sides = await inspect(await expand(input, { left: 40, right: 10, top: 25, bottom: 5 }));
    expect(sides).toMatchObject({ width: 350, height: 330 });
  });

  it('fills from the nearest edge, with no seam and no flat colour', async () => {
    const out = await inspect(await expand(await redBlue(200), { left: 120, right: 120 }));
    const leftBand = { x: 0, y: 0, width: 100, height: 200 };
    const rightBand = { x: 340, y: 0, width: 100, height: 200 };
    // The new left side is red like the left edge, the right side blue.
    expect(mean(out, 0, leftBand)).toBeGreaterThan(mean(out, 2, leftBand) + 80);
    expect(mean(out, 2, rightBand)).toBeGreaterThan(mean(out, 0, rightBand) + 80);

    // Across the seam the step between neighbouring columns is no bigger than inside the picture.
    const textured = await texturedPng(200, 200, '<rect x="0" y="60" width="200" height="30" fill="#334"/>');
    const grown = await inspect(await expand(textured, { left: 80 }));
    const columnStep = (x: number) => {
      let sum = 0;
      for (let y = 0; y < 200; y += 1)
        for (let c = 0; c < 3; c += 1) sum += Math.abs(grown.at(x, y, c) - grown.at(x + 1, y, c));
      return sum / 600;
    };
    const inside = (columnStep(100) + columnStep(120) + columnStep(140)) / 3;
    expect(columnStep(79)).toBeLessThan(inside * 1.5 + 1);
    // The fill carries the dark band outwards rather than painting one colour.
    expect(mean(grown, 0, { x: 0, y: 62, width: 40, height: 26 })).toBeLessThan(
      mean(grown, 0, { x: 0, y: 130, width: 40, height: 40 }) - 40,
    );
  });

  it('keeps transparency', async () => {
    const input = await sharp({
      create: { width: 40, height: 40, channels: 4, background: { r: 10, g: 200, b: 10, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const out = await inspect(await expand(input, { aspectRatio: '3:2' }));
    expect(out).toMatchObject({ width: 60, height: 40, channels: 4 });
    expect(out.at(0, 0, 3)).toBeGreaterThan(100);
    expect(out.at(0, 0, 3)).toBeLessThan(155);
  });

  it('returns the picture as it is when there is nothing to add', async () => {
    const out = await inspect(await expand(await texturedPng(60, 40), { aspectRatio: '3:2' }));
    expect(out).toMatchObject({ format: 'png', width: 60, height: 40 });
  });

  it('refuses results above 8192 px and non-pictures', async () => {
    const wide = await sharp({ create: { width: 8000, height: 4, channels: 3, background: '#777' } })
      .png()
      .toBuffer();
    await expect(expand(wide, { left: 300 })).rejects.toThrow('Expanding 8000×4 px would be 8300×4 px');
    await expect(expand(notAnImage, { aspectRatio: '1:1' })).rejects.toThrow('not a picture');
  });
});
