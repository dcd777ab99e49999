/**
 * Uploaded pictures as pixels: decoded by sharp, turned upright from their EXIF orientation, with
 * transparency laid on a dark ground. Anything sharp cannot decode is the user's input error.
 */
import sharp from 'sharp';
import type { RawImage } from './camera';
import { invalidInput } from './errors';

/** Pictures larger than this (in pixels) are refused before decoding: a guard against decompression bombs. */
const MAX_PIXELS = 100_000_000;

/** The image cropped to fill `width`×`height` (keeping what sharp's attention strategy finds interesting). */
export async function coverRaw(image: Buffer, width: number, height: number): Promise<RawImage> {
  try {
    const { data, info } = await sharp(image, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .flatten({ background: '#101014' })
      .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw invalidInput(`not an image: ${error instanceof Error ? error.message : String(error)}`);
  }
}
