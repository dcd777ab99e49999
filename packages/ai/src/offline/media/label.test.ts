import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderLabel } from './label';

/** How many pixels of `png` are not fully transparent, per horizontal band of tenths. */
async function inkByBand(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const bands = new Array<number>(10).fill(0);
  for (let y = 0; y < info.height; y += 1)
    for (let x = 0; x < info.width; x += 1)
      if (data[(y * info.width + x) * 4 + 3]! > 0) bands[Math.floor((y * 10) / info.height)]! += 1;
  return { bands, width: info.width, height: info.height };
}

describe('renderLabel', () => {
  it('draws the plate near the bottom of a transparent frame of the asked size', async () => {
    const png = await renderLabel({ width: 1280, height: 720, label: 'پیش‌نمایش آفلاین', caption: 'یک گربه' });
    const { bands, width, height } = await inkByBand(png);
    expect([width, height]).toEqual([1280, 720]);
    expect(bands.slice(0, 6).every((count) => count === 0)).toBe(true);
    expect(bands[8]).toBeGreaterThan(0);
  });

  it('shortens a long caption and escapes markup', async () => {
    const long = `<b>&</b> ${'کلمه '.repeat(200)}`;
    const png = await renderLabel({ width: 720, height: 1280, label: 'Offline preview', caption: long });
    const { bands } = await inkByBand(png);
    // Two lines at most: the plate stays in the lower part of the frame.
    expect(bands.slice(0, 7).every((count) => count === 0)).toBe(true);
  });
});
