/**
 * Texture sizes for the gallery (decision 034). A model's textures are made for the model viewer, where it
 * fills the screen (the pipeline keeps up to 2048 px); in the room it stands on a plinth among others,
 * and each texel uploaded, mipmapped and sampled is work on the GPU, or on the CPU for a GPU in software,
 * while the visitor walks. So the gallery decodes them no larger than the view can show.
 */

import { MODEL_SIZE } from './layout';

/** The closest the camera comes to a model by itself (focusing an item, orbit mode), in metres. */
export const CLOSEST_VIEW = 2.4;
const FOV_DEGREES = 60;

/**
 * The largest texture, in pixels on a side, worth decoding for a view `viewHeight` device pixels tall. At
 * the closest view a model (MODEL_SIZE) fills about a third of the view's height, and a texture wrapped
 * round it shows about half its width on the visible side: so about two thirds of the view's height in
 * texels is the most that can show. Rounded up to a power of two, between 256 and 2048.
 */
export function textureCap(viewHeight: number): number {
  const visible = 2 * CLOSEST_VIEW * Math.tan((FOV_DEGREES * Math.PI) / 360);
  const texels = 2 * (MODEL_SIZE / visible) * Math.max(1, viewHeight);
  const power = 2 ** Math.ceil(Math.log2(texels));
  return Math.min(2048, Math.max(256, power));
}

/** `width`×`height` scaled down to fit `cap` on its longer side, keeping its shape; null when it fits already. */
export function cappedSize(width: number, height: number, cap: number): { width: number; height: number } | null {
  const longer = Math.max(width, height);
  if (longer <= cap || width <= 0 || height <= 0) return null;
  const scale = cap / longer;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * An image's size from its first bytes (PNG, JPEG, WebP), without decoding it: the browser's
 * createImageBitmap can then decode it straight to the smaller size. Null for anything else.
 */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = (offset: number, text: string) =>
    text.split('').every((char, i) => bytes[offset + i] === char.charCodeAt(0));
  // PNG: the signature, then the IHDR chunk's width and height (big-endian).
  if (bytes.length >= 24 && bytes[0] === 0x89 && at(1, 'PNG') && at(12, 'IHDR')) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  // JPEG: walk the segments to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC).
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1]!;
      if (marker === 0xff) {
        offset += 1; // fill byte
        continue;
      }
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
      }
      offset += 2 + view.getUint16(offset + 2);
    }
    return null;
  }
  // WebP: RIFF….WEBP, then a lossy (VP8), lossless (VP8L) or extended (VP8X) first chunk.
  if (bytes.length >= 30 && at(0, 'RIFF') && at(8, 'WEBP')) {
    if (at(12, 'VP8 ')) {
      return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    }
    if (at(12, 'VP8L')) {
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (at(12, 'VP8X')) {
      const width = 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16));
      const height = 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16));
      return { width, height };
    }
  }
  return null;
}
