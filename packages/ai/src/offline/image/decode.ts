/**
 * Reading the pictures a job hands us: one place that refuses what is not a picture with a clear message,
 * applies the EXIF orientation (phones store portraits sideways; what the user saw, and painted a mask
 * over, is the oriented picture) and gives 8-bit sRGB pixels.
 */
import sharp from 'sharp';

/** The largest side we read or make: beyond this a job is a memory risk, not a picture. */
export const MAX_SIDE = 8192;

/** Raw interleaved 8-bit sRGB pixels; `channels` is 4 only when the picture has transparency. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

// Raster formats only: an SVG "picture" would be rendered at whatever size it declares.
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

const readable = 'PNG, JPEG, WebP, GIF, AVIF or TIFF';

/** Decodes `input` (called `what` in messages: "image", "mask"), or throws an Error saying why not. */
export async function decodeImage(input: Buffer, what = 'image'): Promise<RawImage> {
  if (!Buffer.isBuffer(input) || input.length === 0) throw new Error(`The ${what} is empty`);
  // The header first: a picture too large (or a decompression bomb) is refused before it is decoded.
  let metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw new Error(`The ${what} is not a picture we can read (${readable})`);
  }
  const { format, width, height, hasAlpha } = metadata;
  if (!FORMATS.has(format)) throw new Error(`The ${what} is ${format}; send ${readable}`);
  if (Math.max(width, height) > MAX_SIDE) {
    throw new Error(`The ${what} is ${width}×${height} px; the largest side we read is ${MAX_SIDE} px`);
  }
  try {
    const pipeline = sharp(input).rotate().toColourspace('srgb');
    const { data, info } = await (hasAlpha ? pipeline.ensureAlpha() : pipeline.removeAlpha())
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels === 4 ? 4 : 3 };
  } catch {
    throw new Error(`The ${what} could not be decoded: it is damaged or truncated`);
  }
}

/** A sharp pipeline over raw pixels. */
export const fromRaw = ({ data, width, height, channels }: RawImage) =>
  sharp(data, { raw: { width, height, channels } });

/** PNG bytes for raw pixels (with their alpha, when they have one). */
export const encodePng = (image: RawImage) => fromRaw(image).png().toBuffer();

/** Throws when a result would be larger than we make. */
export function assertOutputSize(width: number, height: number, what: string): void {
  if (width > MAX_SIDE || height > MAX_SIDE) {
    throw new Error(`${what} would be ${width}×${height} px; the largest side we make is ${MAX_SIDE} px`);
  }
}
