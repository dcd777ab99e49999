import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { removeObject } from './remove-object';
import { inspect, mean, notAnImage, svgPng, texturedPng } from './testing';

// A dark blue square (the object) on a textured gradient.
const OBJECT = { x: 100, y: 70, width: 40, height: 40 };
const RING = { x: 80, y: 50, width: 80, height: 80 };
const scene = () =>
  texturedPng(
    240,
    180,
    `<rect x="${OBJECT.x}" y="${OBJECT.y}" width="${OBJECT.width}" height="${OBJECT.height}" fill="#101a60"/>`,
  );

/** Mean over RING minus OBJECT: what surrounds the object. */
function surroundings(picture: Awaited<ReturnType<typeof inspect>>, channel: number): number {
  const ring = mean(picture, channel, RING) * RING.width * RING.height;
  const inner = mean(picture, channel, OBJECT) * OBJECT.width * OBJECT.height;
  return (ring - inner) / (RING.width * RING.height - OBJECT.width * OBJECT.height);
}

/** Mean difference over the colour channels between the object's area and its surroundings. */
const contrast = (picture: Awaited<ReturnType<typeof inspect>>) =>
  [0, 1, 2].reduce((sum, c) => sum + Math.abs(mean(picture, c, OBJECT) - surroundings(picture, c)), 0) / 3;

describe('removeObject', { timeout: 120_000 }, () => {
  it('fills the painted area from its surroundings (mask at another size)', async () => {
    const input = await scene();
    // Painted at half size, a little larger than the object, as a brush would.
    const mask = await svgPng(
      120,
      90,
      '<rect width="120" height="90" fill="#000"/><rect x="48" y="33" width="24" height="24" fill="#fff"/>',
    );
    const before = await inspect(input);
    const after = await inspect(await removeObject(input, mask));
    expect(after).toMatchObject({ format: 'png', width: 240, height: 180, channels: 3 });
    expect(contrast(before)).toBeGreaterThan(80);
    expect(contrast(after)).toBeLessThan(12);
    // Far from the mask nothing changes.
    for (let c = 0; c < 3; c += 1) expect(after.at(10, 10, c)).toBe(before.at(10, 10, c));
  });

  it('takes the opaque strokes of a mask with transparency as the paint', async () => {
    const input = await scene();
    const strokes = await sharp({
      create: { width: 240, height: 180, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180"><rect x="96" y="66" width="48" height="48" fill="#e00"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    expect(contrast(await inspect(await removeObject(input, strokes)))).toBeLessThan(12);
  });

  it('refuses an empty mask and non-pictures', async () => {
    const input = await scene();
    const black = await svgPng(240, 180, '<rect width="240" height="180" fill="#000"/>');
    await expect(removeObject(input, black)).rejects.toThrow('The mask is empty: paint over what to remove');
    await expect(removeObject(input, Buffer.alloc(0))).rejects.toThrow('The mask is empty');
    await expect(removeObject(input, notAnImage)).rejects.toThrow('The mask is not a picture');
    await expect(removeObject(notAnImage, black)).rejects.toThrow('The image is not a picture');
  });
});
