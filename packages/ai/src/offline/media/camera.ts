/**
 * A slow camera move over a still (the Ken Burns effect), rendered by ffmpeg's zoompan filter and
 * encoded as browser-ready H.264 MP4. Shared by image-to-video and the prompt-only video preview.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg } from './ffmpeg';
import { seededRandom } from './random';
import { withTempDir } from './temp';

export type VideoAspect = '16:9' | '9:16' | '1:1';

/** 30 fps: smoother pans than 24, and every duration of whole tenths is a whole number of frames. */
export const VIDEO_FPS = 30;

/** Output sizes of equal area (921,600 pixels), all even as yuv420p requires. */
const SIZES: Record<VideoAspect, { width: number; height: number }> = {
  '16:9': { width: 1280, height: 720 },
  '9:16': { width: 720, height: 1280 },
  '1:1': { width: 960, height: 960 },
};

export function videoSize(aspect: VideoAspect): { width: number; height: number } {
  const size = SIZES[aspect];
  if (!size) throw new Error(`unknown aspect ratio ${String(aspect)}`);
  return size;
}

/**
 * zoompan crops at whole pixels of its input: a source three times the output size moves in thirds of
 * an output pixel, which reads as smooth motion instead of a visible judder.
 */
export const SOURCE_SCALE = 3;

/** 8-bit RGB pixels, row by row (what sharp's `.raw()` gives for a 3-channel image). */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Where the camera starts and ends: zoom (1 = the whole frame) and the crop's position as a fraction of
 * the room left to move in (0 = left or top edge, 1 = right or bottom edge).
 */
export interface CameraPath {
  zoom: [number, number];
  x: [number, number];
  y: [number, number];
}

/** One of three moves, chosen and shaped by the seed: zoom in, zoom out, or a pan across a held zoom. */
export function cameraPath(seed: number): CameraPath {
  const random = seededRandom(seed);
  const near = (centre: number, spread: number) => centre + (random() - 0.5) * spread;
  const kind = Math.floor(random() * 3);
  if (kind === 2) {
    const horizontal = random() < 0.5;
    const from = random() < 0.5 ? 0.1 : 0.9;
    const sweep: [number, number] = [from, 1 - from];
    const held: [number, number] = [near(0.5, 0.4), near(0.5, 0.4)];
    const zoom = near(1.22, 0.08);
    return { zoom: [zoom, zoom], x: horizontal ? sweep : held, y: horizontal ? held : sweep };
  }
  // The zoomed-in end is where the camera looks: somewhere near the middle, never at an edge.
  const zoom: [number, number] = [near(1.03, 0.04), near(1.3, 0.1)];
  const focus = { x: near(0.5, 0.6), y: near(0.5, 0.6) };
  const path: CameraPath = { zoom, x: [0.5, focus.x], y: [0.5, focus.y] };
  return kind === 0 ? path : { zoom: [zoom[1], zoom[0]], x: [focus.x, 0.5], y: [focus.y, 0.5] };
}

export interface RenderOptions {
  width: number;
  height: number;
  durationSeconds: number;
  path: CameraPath;
  /** A PNG of the output size drawn on top of every frame, not moved by the camera (labels). */
  overlay?: Buffer;
  /** More ffmpeg filters applied to the moving picture before the overlay (e.g. a colour drift). */
  filters?: string[];
  onProgress?: (value: number) => void;
  signal?: AbortSignal;
}

const number = (value: number) => value.toFixed(5);

/** Renders the camera move over `source` (ideally SOURCE_SCALE times the output size) to MP4 bytes. */
export async function renderCameraMove(source: RawImage, options: RenderOptions): Promise<Buffer> {
  const { width, height, durationSeconds, path } = options;
  const frames = Math.max(1, Math.round(durationSeconds * VIDEO_FPS));
  // Smoothstep easing: the camera starts and stops gently instead of jerking into motion.
  const t = `(on/${Math.max(1, frames - 1)})`;
  const eased = `(${t}*${t}*(3-2*${t}))`;
  const between = ([from, to]: [number, number]) => `(${number(from)}+(${number(to - from)})*${eased})`;
  const zoom = between(path.zoom);
  const zoompan =
    `zoompan=z='${zoom}':x='(iw-iw/(${zoom}))*${between(path.x)}':y='(ih-ih/(${zoom}))*${between(path.y)}'` +
    `:d=${frames}:s=${width}x${height}:fps=${VIDEO_FPS}`;
  // zoompan runs in yuv444p: in RGB its scaler is several times slower, and in yuv420p it moves the crop
  // in steps of two pixels. Converted once with the BT.709 matrix that HD players assume, and tagged so.
  const toYuv = (format: string) => `scale=out_color_matrix=bt709:out_range=tv,format=${format}`;
  const moving = [toYuv('yuv444p'), zoompan, ...(options.filters ?? [])].join(',');
  const graph = options.overlay
    ? `[0:v]${moving}[moving];[1:v]${toYuv('yuva444p')}[overlay];` +
      `[moving][overlay]overlay=format=yuv444,format=yuv420p[out]`
    : `[0:v]${moving},format=yuv420p[out]`;

  return withTempDir(async (dir) => {
    const output = join(dir, 'out.mp4');
    const inputs = ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${source.width}x${source.height}`, '-i', 'pipe:0'];
    if (options.overlay) {
      const overlay = join(dir, 'overlay.png');
      await writeFile(overlay, options.overlay);
      inputs.push('-i', overlay);
    }
    const encode = '-c:v libx264 -preset veryfast -crf 20 -profile:v high -movflags +faststart';
    const tags = '-colorspace bt709 -color_primaries bt709 -color_trc bt709 -color_range tv';
    await runFfmpeg(
      [
        ...inputs,
        ...['-filter_complex', graph, '-map', '[out]', '-frames:v', String(frames)],
        ...encode.split(' '),
        ...tags.split(' '),
        output,
      ],
      {
        input: source.data,
        signal: options.signal,
        onProgress: options.onProgress,
        durationSeconds: frames / VIDEO_FPS,
      },
    );
    return readFile(output);
  });
}
