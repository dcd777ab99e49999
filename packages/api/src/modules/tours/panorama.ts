/**
 * A tour's panorama from its bytes to what the viewer loads (decision 037): told by its content (JPEG, PNG or
 * WebP, never by its name), bounded before a pixel is decoded, read for Google's GPano XMP (a cropped
 * panorama is padded back to its whole sphere), refused unless it is 2:1, and made into a preview (1024×512),
 * a mid image (at most 4096×2048) and, for what is wider, tiles for Photo Sphere Viewer's
 * EquirectangularTilesAdapter. sharp does the pixel work on libuv's threads, off the event loop.
 */
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';
import { sniff } from '../generation/files.service';

/** The largest panorama a tour takes: 16384×8192 (a 134-megapixel sphere, beyond any one-shot camera). */
export const PANORAMA_MAX_WIDTH = 16384;
export const PANORAMA_MAX_HEIGHT = PANORAMA_MAX_WIDTH / 2;
/** How far from exactly 2:1 a panorama may be: a pixel or two, which stitchers leave. */
const RATIO_TOLERANCE_PX = 2;
export const PREVIEW_WIDTH = 1024;
export const MID_MAX_WIDTH = 4096;
/** Photo Sphere Viewer's sphere has 64 segments around (its `resolution`): cols may not exceed it. */
const MAX_COLS = 64;
export const MAX_TILE_WIDTH = 1024;
const WEBP_QUALITY = 82;
const MIMES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const SHARP_FORMAT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' };

export const invalidPanorama = (cause?: unknown) =>
  new AppError('FileFormatIsNotValid', { cause, fields: { file: 'FileFormatIsNotValid' } });
const notTwoByOne = (width: number, height: number) =>
  new AppError('ValidationError', {
    status: 422,
    fields: { file: 'PanoramaMustBeTwoByOne' },
    details: { width, height },
  });
const tooLarge = (width: number, height: number) =>
  new AppError('ValidationError', {
    status: 422,
    fields: { file: 'PanoramaTooLarge' },
    details: { width, height, maxWidth: PANORAMA_MAX_WIDTH, maxHeight: PANORAMA_MAX_HEIGHT },
  });

/** The GPano properties a tour uses, as numbers (absent ones undefined). */
export interface GPano {
  projection?: string;
  fullWidth?: number;
  fullHeight?: number;
  croppedWidth?: number;
  croppedHeight?: number;
  croppedLeft?: number;
  croppedTop?: number;
  poseHeading?: number;
  initialHeading?: number;
  initialPitch?: number;
}

const GPANO_FIELDS: Record<Exclude<keyof GPano, 'projection'>, string> = {
  fullWidth: 'FullPanoWidthPixels',
  fullHeight: 'FullPanoHeightPixels',
  croppedWidth: 'CroppedAreaImageWidthPixels',
  croppedHeight: 'CroppedAreaImageHeightPixels',
  croppedLeft: 'CroppedAreaLeftPixels',
  croppedTop: 'CroppedAreaTopPixels',
  poseHeading: 'PoseHeadingDegrees',
  initialHeading: 'InitialViewHeadingDegrees',
  initialPitch: 'InitialViewPitchDegrees',
};

/** One GPano property, written as an attribute (`GPano:X="…"`) or as an element (`<GPano:X>…</GPano:X>`). */
function gpanoValue(xmp: string, name: string): string | undefined {
  const match = new RegExp(
    `GPano:${name}\\s*=\\s*["']([^"']{1,64})["']|<GPano:${name}>([^<]{1,64})</GPano:${name}>`,
  ).exec(xmp);
  return (match?.[1] ?? match?.[2])?.trim();
}

/** GPano from an XMP packet; null when it names none of it. */
export function readGPano(xmp: Buffer | string | undefined): GPano | null {
  if (!xmp) return null;
  const text = typeof xmp === 'string' ? xmp : xmp.toString('utf8');
  if (!text.includes('GPano:')) return null;
  const gpano: GPano = { projection: gpanoValue(text, 'ProjectionType')?.toLowerCase() };
  for (const [key, name] of Object.entries(GPANO_FIELDS) as [keyof typeof GPANO_FIELDS, string][]) {
    const raw = gpanoValue(text, name);
    const value = raw === undefined ? Number.NaN : Number(raw);
    if (Number.isFinite(value)) gpano[key] = value;
  }
  return gpano;
}

/**
 * Where the picture sits in its whole sphere, in the picture's own pixels: the whole panorama's size and the
 * picture's offset in it (0, 0 and its own size when it is whole). A GPano crop counts only when it is
 * equirectangular, complete and fits inside its sphere; a picture resized after stitching is scaled with it.
 */
export interface Geometry {
  width: number;
  height: number;
  /** The picture's own size (before padding). */
  imageWidth: number;
  imageHeight: number;
  left: number;
  top: number;
}

function geometryOf(imageWidth: number, imageHeight: number, gpano: GPano | null): Geometry {
  const whole = { width: imageWidth, height: imageHeight, imageWidth, imageHeight, left: 0, top: 0 };
  if (!gpano || (gpano.projection !== undefined && gpano.projection !== 'equirectangular')) return whole;
  const { fullWidth, fullHeight, croppedWidth, croppedHeight } = gpano;
  const left = gpano.croppedLeft ?? 0;
  const top = gpano.croppedTop ?? 0;
  if (!fullWidth || !fullHeight || !croppedWidth || !croppedHeight) return whole;
  const partial = croppedWidth < fullWidth || croppedHeight < fullHeight;
  const fits = left >= 0 && top >= 0 && left + croppedWidth <= fullWidth && top + croppedHeight <= fullHeight;
  if (!partial || !fits) return whole;
  const scale = imageWidth / croppedWidth;
  const width = Math.round(fullWidth * scale);
  const height = Math.round(fullHeight * scale);
  return {
    width,
    height,
    imageWidth,
    imageHeight,
    left: Math.min(Math.round(left * scale), width - imageWidth),
    top: Math.min(Math.round(top * scale), height - imageHeight),
  };
}

const toRadians = (degrees: number) => {
  const r = (degrees * Math.PI) / 180;
  // Into (-π, π]: one turn either way is the same direction.
  return Math.atan2(Math.sin(r), Math.cos(r));
};

export interface Panorama {
  bytes: Uint8Array;
  mime: string;
  ext: string;
  geometry: Geometry;
  /** What GPano said of the view, in radians (absent: the viewer's defaults). */
  northOffset: number | null;
  initialView: { yaw: number; pitch: number } | null;
}

/** Sharp bounded to the largest panorama's pixels, failing on truncated or corrupt data. */
const open = (bytes: Uint8Array) =>
  sharp(bytes, { limitInputPixels: PANORAMA_MAX_WIDTH * PANORAMA_MAX_HEIGHT, failOn: 'error', animated: false });

/**
 * Reads the header and XMP (no pixel is decoded yet) and checks the panorama: its type by content, its size
 * against the limits, 2:1 once padded to its sphere. A picture that is not one, or whose header does not
 * match its signature: FileFormatIsNotValid. Its pixels are decoded (and a truncated one refused) by render.
 */
export async function readPanorama(bytes: Uint8Array): Promise<Panorama> {
  const sniffed = sniff(bytes);
  if (!sniffed || !MIMES.has(sniffed.mime)) throw invalidPanorama();
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (cause) {
    throw invalidPanorama(cause);
  }
  if (meta.format !== SHARP_FORMAT[sniffed.mime] || !meta.width || !meta.height) throw invalidPanorama();
  // EXIF orientations 5–8 turn the picture a quarter: its upright size is the other way round.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const gpano = readGPano(meta.xmp);
  const geometry = geometryOf(width, height, gpano);
  if (geometry.width > PANORAMA_MAX_WIDTH || geometry.height > PANORAMA_MAX_HEIGHT) {
    throw tooLarge(geometry.width, geometry.height);
  }
  if (Math.abs(geometry.width - 2 * geometry.height) > RATIO_TOLERANCE_PX) {
    throw notTwoByOne(geometry.width, geometry.height);
  }
  const pose = gpano?.poseHeading;
  const initial =
    gpano?.initialHeading !== undefined || gpano?.initialPitch !== undefined
      ? {
          yaw: toRadians((gpano.initialHeading ?? pose ?? 0) - (pose ?? 0)),
          pitch: Math.max(-Math.PI / 2, Math.min(Math.PI / 2, toRadians(gpano.initialPitch ?? 0))),
        }
      : null;
  return {
    bytes,
    mime: sniffed.mime,
    ext: sniffed.ext,
    geometry,
    northOffset: pose === undefined ? null : toRadians(pose),
    initialView: initial,
  };
}

/**
 * The whole sphere at `width` × `width / 2`: the picture upright, scaled, and padded with black where a
 * cropped GPano has no pixels (the poles of a phone's panorama). sharp resizes before it extends, so the
 * padding is worked out in the output's pixels.
 */
export function render(bytes: Uint8Array, geometry: Geometry, width: number): sharp.Sharp {
  const height = width / 2;
  const image = open(bytes).rotate();
  if (geometry.width === geometry.imageWidth && geometry.height === geometry.imageHeight) {
    return image.resize(width, height, { fit: 'fill' });
  }
  const k = width / geometry.width;
  const w = Math.max(1, Math.min(width, Math.round(geometry.imageWidth * k)));
  const h = Math.max(1, Math.min(height, Math.round(geometry.imageHeight * k)));
  const left = Math.min(Math.round(geometry.left * k), width - w);
  const top = Math.min(Math.round(geometry.top * k), height - h);
  return image
    .resize(w, h, { fit: 'fill' })
    .extend({ left, top, right: width - w - left, bottom: height - h - top, background: '#000000' });
}

const even = (n: number) => Math.max(2, n - (n % 2));

/** The mid image's width: the panorama's own (even, for an exact 2:1) up to 4096. */
export const midWidth = (geometry: Geometry) => Math.min(MID_MAX_WIDTH, even(geometry.width));

/**
 * The mid image and the preview, both WebP. The mid image is the one full decode of the request (a truncated
 * or damaged file fails here: FileFormatIsNotValid); the preview is made from it.
 */
export async function previewAndMid(panorama: Panorama) {
  const width = midWidth(panorama.geometry);
  let mid: Buffer;
  try {
    mid = await render(panorama.bytes, panorama.geometry, width).webp({ quality: WEBP_QUALITY }).toBuffer();
  } catch (cause) {
    throw invalidPanorama(cause);
  }
  const previewWidth = Math.min(PREVIEW_WIDTH, width);
  const preview = await sharp(mid)
    .resize(previewWidth, previewWidth / 2, { fit: 'fill' })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
  return {
    mid: { data: mid, width, height: width / 2 },
    preview: { data: preview, width: previewWidth, height: previewWidth / 2 },
  };
}

/** The tiles' layout for a panorama `width` wide, or null when the mid image already holds every pixel. */
export function tileLayout(width: number): { cols: number; rows: number; tileSize: number; width: number } | null {
  if (width <= MID_MAX_WIDTH) return null;
  // The fewest columns (a power of two, as the adapter requires) whose tiles are at most 1024 px; rows are
  // half as many, so each tile is square and the adapter's width/cols and width/2/rows agree.
  let cols = 2;
  while (cols < MAX_COLS && Math.ceil(width / cols) > MAX_TILE_WIDTH) cols *= 2;
  const tileSize = Math.ceil(width / cols);
  return { cols, rows: cols / 2, tileSize, width: tileSize * cols };
}

/**
 * Cuts the panorama into its tiles at full resolution: decoded once into raw pixels (the sphere resized by
 * at most `cols` pixels so the tiles divide it exactly), then each tile encoded on sharp's threads, a few at
 * a time. `store` receives each tile as it is made; `onProgress` the fraction done.
 */
export async function cutTiles(
  bytes: Uint8Array,
  geometry: Geometry,
  store: (col: number, row: number, data: Buffer) => Promise<void>,
  options: { onProgress?: (done: number) => void; signal?: AbortSignal; parallel?: number } = {},
) {
  const layout = tileLayout(geometry.width);
  if (!layout) return null;
  const { data, info } = await render(bytes, geometry, layout.width).raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const jobs: [number, number][] = [];
  for (let row = 0; row < layout.rows; row++) for (let col = 0; col < layout.cols; col++) jobs.push([col, row]);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < jobs.length) {
      options.signal?.throwIfAborted();
      const [col, row] = jobs[next++]!;
      const tile = await sharp(data, { raw })
        .extract({
          left: col * layout.tileSize,
          top: row * layout.tileSize,
          width: layout.tileSize,
          height: layout.tileSize,
        })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      await store(col, row, tile);
      done += 1;
      options.onProgress?.(done / jobs.length);
    }
  };
  await Promise.all(Array.from({ length: options.parallel ?? 2 }, worker));
  return layout;
}
