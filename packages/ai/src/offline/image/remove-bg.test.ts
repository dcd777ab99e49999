import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { removeBackground } from './remove-bg';
import { inspect, notAnImage, svgPng } from './testing';

// A subject (a red body with a blue band) on a plain, softly graded background, 640×480.
const subject = () =>
  svgPng(
    640,
    480,
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#dfe6ee"/><stop offset="1" stop-color="#b8c4cf"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><ellipse cx="320" cy="250" rx="140" ry="170" fill="#b5462e"/><rect x="260" y="120" width="120" height="60" fill="#2a5d8f"/>`,
  );

describe('removeBackground', { timeout: 120_000 }, () => {
  it('cuts the subject out: transparent corners, opaque centre, a feathered edge', async () => {
    const out = await inspect(await removeBackground(await subject()));
    expect(out).toMatchObject({ format: 'png', width: 640, height: 480, channels: 4 });
    for (const [x, y] of [
      [2, 2],
      [637, 2],
      [2, 477],
      [637, 477],
      [100, 240],
      [540, 240],
    ] as const) {
      expect(out.at(x, y, 3)).toBe(0);
    }
    for (const [x, y] of [
      [320, 250],
      [320, 150],
      [230, 250],
      [320, 390],
    ] as const) {
      expect(out.at(x, y, 3)).toBe(255);
    }
    // Along a row through the subject the alpha ramps up over a few pixels, not in one step.
    const row = Array.from({ length: 640 }, (_, x) => out.at(x, 250, 3));
    expect(row.filter((alpha) => alpha > 0 && alpha < 255).length).toBeGreaterThanOrEqual(2);
    // The area kept is the subject's (π·140·170 px = 24.3 % of the picture), within a few percent.
    let opaque = 0;
    for (let i = 3; i < out.data.length; i += 4) if (out.data[i]! >= 128) opaque += 1;
    expect(opaque / (640 * 480)).toBeCloseTo(0.243, 1);
  });

  it('keeps the colours and an existing transparency', async () => {
    const input = await sharp(await subject())
      .ensureAlpha()
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect x="300" y="300" width="40" height="40" fill="#000"/></svg>',
          ),
          blend: 'dest-out',
        },
      ])
      .png()
      .toBuffer();
    const out = await inspect(await removeBackground(input));
    expect(out.at(320, 320, 3)).toBe(0);
    expect([out.at(320, 250, 0), out.at(320, 250, 1), out.at(320, 250, 2)]).toEqual([0xb5, 0x46, 0x2e]);
  });

  it('says so when nothing stands out, and refuses non-pictures', async () => {
    const plain = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    await expect(removeBackground(plain)).rejects.toThrow('No subject stands out from the background');
    await expect(removeBackground(notAnImage)).rejects.toThrow('not a picture');
  });
});
