import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cappedSize, imageSize, textureCap } from './textures';

/** A real encoded image of that size, as the browser would fetch it. */
async function encoded(format: 'png' | 'jpeg' | 'webp', width: number, height: number, options = {}) {
  const channels = 4;
  const image = sharp(Buffer.alloc(width * height * channels, 128), { raw: { width, height, channels } });
  return new Uint8Array(await image.toFormat(format, options).toBuffer());
}

describe('imageSize', () => {
  it('reads PNG, JPEG and the three kinds of WebP without decoding them', async () => {
    expect(imageSize(await encoded('png', 1024, 768))).toEqual({ width: 1024, height: 768 });
    expect(imageSize(await encoded('jpeg', 300, 2000))).toEqual({ width: 300, height: 2000 });
    expect(imageSize(await encoded('jpeg', 640, 480, { progressive: true }))).toEqual({ width: 640, height: 480 });
    expect(imageSize(await encoded('webp', 1000, 500))).toEqual({ width: 1000, height: 500 });
    expect(imageSize(await encoded('webp', 513, 257, { lossless: true }))).toEqual({ width: 513, height: 257 });
    // An alpha channel with lossy colour is the extended format (VP8X).
    const withAlpha = new Uint8Array(
      await sharp({ create: { width: 700, height: 300, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 0.5 } } })
        .webp({ alphaQuality: 50 })
        .toBuffer(),
    );
    expect(imageSize(withAlpha)).toEqual({ width: 700, height: 300 });
  });

  it('answers null for what it cannot read', () => {
    expect(imageSize(new Uint8Array([1, 2, 3]))).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0x00, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
    expect(imageSize(new TextEncoder().encode('GIF89a and more bytes than that'))).toBeNull();
  });
});

describe('cappedSize', () => {
  it('scales the longer side down to the cap, keeping the shape', () => {
    expect(cappedSize(2048, 2048, 512)).toEqual({ width: 512, height: 512 });
    expect(cappedSize(2048, 1024, 512)).toEqual({ width: 512, height: 256 });
    expect(cappedSize(1000, 3000, 512)).toEqual({ width: 171, height: 512 });
  });

  it('leaves what fits (and never scales up)', () => {
    expect(cappedSize(512, 512, 512)).toBeNull();
    expect(cappedSize(64, 64, 512)).toBeNull();
  });
});

describe('textureCap', () => {
  it('is about two thirds of the view’s height, as a power of two', () => {
    expect(textureCap(720)).toBe(512);
    expect(textureCap(1080)).toBe(1024);
    expect(textureCap(400)).toBe(512);
  });

  it('stays between 256 and 2048', () => {
    expect(textureCap(0)).toBe(256);
    expect(textureCap(100)).toBe(256);
    expect(textureCap(10_000)).toBe(2048);
  });
});
