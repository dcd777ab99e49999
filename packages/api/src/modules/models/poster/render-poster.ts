/**
 * A still picture of a model for the pages that show it before (or instead of) the 3D viewer: the
 * market's cards, the share previews, the `poster` of model-viewer. Drawn in the worker's process by
 * the software rasteriser (no GPU, no browser), then encoded by sharp.
 */
import type { Document } from '@gltf-transform/core';
import sharp from 'sharp';
import { orbitCamera, POSTER_ORBIT, type Orbit } from './poster-camera';
import { posterScene } from './poster-scene';
import { rasterize, type LinearImage } from './rasterize';
import { SRGB_TO_LINEAR } from './poster-texture';

export interface PosterOptions {
  width: number;
  height: number;
  /** `#rgb`, `#rrggbb`, `#rrggbbaa` or `transparent`; white by default, like the market's cards. */
  background?: string;
  format?: 'webp' | 'png';
  /** WebP quality (1–100). */
  quality?: number;
  /** Samples per pixel along each axis; 2 renders four times the pixels and averages them. */
  supersample?: number;
  orbit?: Partial<Orbit>;
}

/** What a caller may want to log beside the picture. */
export interface PosterResult {
  bytes: Uint8Array;
  triangles: number;
  milliseconds: { scene: number; raster: number; encode: number };
}

const MAX_SIDE = 4096;

/** A background colour as linear RGB and alpha. */
export function parseBackground(background: string): [number, number, number, number] {
  if (background === 'transparent') return [0, 0, 0, 0];
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(background.trim());
  if (!match) throw new Error(`poster: background must be #rgb, #rrggbb, #rrggbbaa or transparent, not ${background}`);
  let hex = match[1]!;
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  const byte = (i: number): number => parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return [
    SRGB_TO_LINEAR[byte(0)]!,
    SRGB_TO_LINEAR[byte(1)]!,
    SRGB_TO_LINEAR[byte(2)]!,
    hex.length === 8 ? byte(3) / 255 : 1,
  ];
}

function linearToSrgbByte(value: number): number {
  const c = value <= 0 ? 0 : value >= 1 ? 1 : value;
  const encoded = c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055;
  return Math.round(encoded * 255);
}

/**
 * Averages each `factor`×`factor` block of the supersampled image (in linear light, premultiplied, so
 * edges blend the way light does), lays it over the background and encodes to 8-bit sRGB RGBA.
 */
function resolve(image: LinearImage, factor: number, background: [number, number, number, number]): Buffer {
  const width = image.width / factor;
  const height = image.height / factor;
  const out = Buffer.alloc(width * height * 4);
  const n = factor * factor;
  const [br, bg, bb, ba] = background;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < factor; sy++) {
        let i = ((y * factor + sy) * image.width + x * factor) * 4;
        for (let sx = 0; sx < factor; sx++, i += 4) {
          r += image.rgba[i]!;
          g += image.rgba[i + 1]!;
          b += image.rgba[i + 2]!;
          a += image.rgba[i + 3]!;
        }
      }
      r /= n;
      g /= n;
      b /= n;
      a /= n;
      // Premultiplied "over": the model in front, the background behind.
      const alpha = a + ba * (1 - a);
      const o = (y * width + x) * 4;
      if (alpha > 0) {
        out[o] = linearToSrgbByte((r + br * ba * (1 - a)) / alpha);
        out[o + 1] = linearToSrgbByte((g + bg * ba * (1 - a)) / alpha);
        out[o + 2] = linearToSrgbByte((b + bb * ba * (1 - a)) / alpha);
      }
      out[o + 3] = Math.round(alpha * 255);
    }
  }
  return out;
}

/** Renders the poster and reports its triangle count and where the time went. */
export async function renderPosterWithStats(document: Document, options: PosterOptions): Promise<PosterResult> {
  const { width, height } = options;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`poster: width and height must be positive integers, not ${width}×${height}`);
  }
  if (width > MAX_SIDE || height > MAX_SIDE) throw new Error(`poster: at most ${MAX_SIDE} px a side`);
  const factor = Math.max(1, Math.min(4, Math.round(options.supersample ?? 2)));
  const background = parseBackground(options.background ?? '#ffffff');

  const t0 = performance.now();
  const scene = await posterScene(document);
  const t1 = performance.now();
  const camera = orbitCamera(scene.center, scene.radius, width * factor, height * factor, {
    ...POSTER_ORBIT,
    ...options.orbit,
  });
  const pixels = resolve(rasterize(scene, camera), factor, background);
  const t2 = performance.now();
  const image = sharp(pixels, { raw: { width, height, channels: 4 } });
  const encoded =
    options.format === 'png'
      ? await image.png().toBuffer()
      : await image.webp({ quality: options.quality ?? 86, alphaQuality: 100 }).toBuffer();
  const t3 = performance.now();
  return {
    bytes: new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength),
    triangles: scene.triangles,
    milliseconds: { scene: t1 - t0, raster: t2 - t1, encode: t3 - t2 },
  };
}

/** A WebP (or PNG) poster of the model from a three-quarter front view (see poster-camera.ts). */
export async function renderPoster(document: Document, options: PosterOptions): Promise<Uint8Array> {
  return (await renderPosterWithStats(document, options)).bytes;
}
