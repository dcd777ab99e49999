import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { aspectRatioValue, sizeForAspectRatio } from './aspect';
import { decodeImage } from './decode';
import { notAnImage, svgPng } from './testing';

describe('decodeImage', () => {
  it('reads a picture as 8-bit sRGB, with alpha only when it has one', async () => {
    const opaque = await decodeImage(await svgPng(30, 20, '<rect width="30" height="20" fill="#f00"/>'));
    expect(opaque).toMatchObject({ width: 30, height: 20, channels: 3 });
    // Grey with alpha (a 2-channel PNG) comes out as RGBA.
    const grey = await sharp({
      create: { width: 4, height: 4, channels: 4, background: { r: 9, g: 9, b: 9, alpha: 0.5 } },
    })
      .toColourspace('b-w')
      .png()
      .toBuffer();
    expect((await sharp(grey).metadata()).channels).toBe(2);
    expect(await decodeImage(grey)).toMatchObject({ channels: 4 });
  });

  it('applies the EXIF orientation (a portrait stored sideways comes out upright)', async () => {
    const sideways = await sharp({ create: { width: 40, height: 10, channels: 3, background: '#00f' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await decodeImage(sideways)).toMatchObject({ width: 10, height: 40 });
  });

  it('refuses what is not a picture, with a clear message', async () => {
    await expect(decodeImage(notAnImage)).rejects.toThrow('The image is not a picture we can read');
    await expect(decodeImage(Buffer.alloc(0), 'mask')).rejects.toThrow('The mask is empty');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(decodeImage(svg)).rejects.toThrow('The image is svg');
    const huge = await sharp({ create: { width: 9000, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expect(decodeImage(huge)).rejects.toThrow('The image is 9000×2 px; the largest side we read is 8192 px');
    const truncated = (await svgPng(64, 64, '<circle cx="32" cy="32" r="20"/>')).subarray(0, 60);
    await expect(decodeImage(truncated)).rejects.toThrow(/^The image (could not be decoded|is not a picture)/);
  });
});

describe('aspect ratios', () => {
  it('gives even sizes with the longer side as asked', () => {
    expect(aspectRatioValue('16:9')).toBeCloseTo(16 / 9);
    expect(sizeForAspectRatio('16:9')).toEqual({ width: 1024, height: 576 });
    expect(sizeForAspectRatio('9:16', 1280)).toEqual({ width: 720, height: 1280 });
    expect(sizeForAspectRatio('2:3')).toEqual({ width: 682, height: 1024 });
    expect(sizeForAspectRatio('1:1', 512)).toEqual({ width: 512, height: 512 });
    expect(() => aspectRatioValue('wide' as never)).toThrow('not an aspect ratio');
  });
});
