/**
 * Base colour textures for the poster: decoded once with sharp to 8-bit RGBA, sampled bilinearly in
 * linear light (glTF colour textures are sRGB-encoded; filtering the encoded values darkens edges).
 */
import type { Texture, TextureInfo } from '@gltf-transform/core';
import sharp from 'sharp';

/** sRGB byte → linear [0, 1]. */
export const SRGB_TO_LINEAR = Float32Array.from({ length: 256 }, (_, i) => {
  const c = i / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

const REPEAT = 10497;
const MIRRORED_REPEAT = 33648;

export interface DecodedTexture {
  width: number;
  height: number;
  /** RGBA, 8 bits a channel, rows top to bottom. */
  pixels: Uint8Array;
  wrapS: number;
  wrapT: number;
}

/** Decodes a texture, or answers undefined when sharp cannot read it (KTX2): the factor still applies. */
export async function decodeTexture(texture: Texture, info: TextureInfo): Promise<DecodedTexture | undefined> {
  const image = texture.getImage();
  if (!image?.byteLength) return undefined;
  try {
    const { data, info: size } = await sharp(image, { limitInputPixels: false })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      width: size.width,
      height: size.height,
      pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      wrapS: info.getWrapS(),
      wrapT: info.getWrapT(),
    };
  } catch {
    return undefined;
  }
}

/** A texel index along one axis under a wrap mode. */
function wrap(i: number, size: number, mode: number): number {
  if (mode === REPEAT) return ((i % size) + size) % size;
  if (mode === MIRRORED_REPEAT) {
    const period = 2 * size;
    const m = ((i % period) + period) % period;
    return m < size ? m : period - 1 - m;
  }
  return i < 0 ? 0 : i >= size ? size - 1 : i;
}

/**
 * Samples at (u, v) (glTF's UV space: origin at the top left, texel centres at half steps) into
 * `out` as linear RGB and alpha.
 */
export function sampleBilinear(texture: DecodedTexture, u: number, v: number, out: Float32Array): void {
  const { width, height, pixels, wrapS, wrapT } = texture;
  const x = u * width - 0.5;
  const y = v * height - 0.5;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const xa = wrap(x0, width, wrapS);
  const xb = wrap(x0 + 1, width, wrapS);
  const ya = wrap(y0, height, wrapT) * width;
  const yb = wrap(y0 + 1, height, wrapT) * width;
  const p00 = (ya + xa) * 4;
  const p10 = (ya + xb) * 4;
  const p01 = (yb + xa) * 4;
  const p11 = (yb + xb) * 4;
  const w00 = (1 - fx) * (1 - fy);
  const w10 = fx * (1 - fy);
  const w01 = (1 - fx) * fy;
  const w11 = fx * fy;
  for (let c = 0; c < 3; c++) {
    out[c] =
      SRGB_TO_LINEAR[pixels[p00 + c]!]! * w00 +
      SRGB_TO_LINEAR[pixels[p10 + c]!]! * w10 +
      SRGB_TO_LINEAR[pixels[p01 + c]!]! * w01 +
      SRGB_TO_LINEAR[pixels[p11 + c]!]! * w11;
  }
  out[3] = (pixels[p00 + 3]! * w00 + pixels[p10 + 3]! * w10 + pixels[p01 + 3]! * w01 + pixels[p11 + 3]! * w11) / 255;
}
