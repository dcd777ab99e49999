/**
 * The offline stand-in for prompt-only video tools (text-to-video and the model pages): no model runs,
 * so the video says so. Soft colour fields derived from the prompt's words drift under a camera move and
 * a slow hue shift, with the label plate fixed on top. Same prompt and seed, same video.
 */
import sharp from 'sharp';
import { cameraPath, renderCameraMove, videoSize, type VideoAspect } from './camera';
import { checkDuration, invalidInput } from './errors';
import { renderLabel } from './label';
import { hashString, promptWords, seededRandom } from './random';

export interface PreviewVideoOptions {
  prompt: string;
  durationSeconds: number;
  aspectRatio: VideoAspect;
  seed: number;
  /** Drawn on every frame, e.g. "پیش‌نمایش آفلاین · Offline preview". */
  label: string;
  onProgress?: (value: number) => void;
  signal?: AbortSignal;
}

/** The background is blurred anyway: drawn small, blurred and enlarged, which is far cheaper. */
const DRAW_SCALE = 0.25;
/** Twice the output size is enough for soft shapes to move without judder (see SOURCE_SCALE). */
const BACKGROUND_SCALE = 2;

/** An SVG of a two-hue gradient with one soft disc per word (colour from the word, place from the seed). */
function backgroundSvg(prompt: string, seed: number, width: number, height: number): string {
  const words = promptWords(prompt).slice(0, 12);
  const random = seededRandom(hashString(prompt) ^ seed);
  const hue = Math.floor(random() * 360);
  const second = (hue + 40 + Math.floor(random() * 100)) % 360;
  const angle = random() * Math.PI;
  const [x1, y1] = [50 - 50 * Math.cos(angle), 50 - 50 * Math.sin(angle)];
  const unit = Math.min(width, height);
  const discs = (words.length ? words : [prompt]).map((word) => {
    const wordHue = hashString(word) % 360;
    const r = unit * (0.12 + random() * 0.25);
    return (
      `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * height).toFixed(1)}" r="${r.toFixed(1)}" ` +
      `fill="hsl(${wordHue},70%,${45 + Math.floor(random() * 20)}%)" fill-opacity="0.6"/>`
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="${x1}%" y1="${y1}%" x2="${100 - x1}%" y2="${100 - y1}%">` +
    `<stop offset="0" stop-color="hsl(${hue},55%,22%)"/><stop offset="1" stop-color="hsl(${second},60%,38%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${discs.join('')}</svg>`
  );
}

export async function previewVideo(options: PreviewVideoOptions): Promise<Buffer> {
  checkDuration(options.durationSeconds, 60);
  const prompt = options.prompt.trim();
  if (!prompt) throw invalidInput('empty prompt');
  const { width, height } = videoSize(options.aspectRatio);
  const [drawWidth, drawHeight] = [Math.round(width * DRAW_SCALE), Math.round(height * DRAW_SCALE)];
  const [sourceWidth, sourceHeight] = [width * BACKGROUND_SCALE, height * BACKGROUND_SCALE];

  const drawn = await sharp(Buffer.from(backgroundSvg(prompt, options.seed, drawWidth, drawHeight)))
    .blur(Math.min(drawWidth, drawHeight) * 0.06)
    .raw()
    .toBuffer();
  const { data } = await sharp(drawn, { raw: { width: drawWidth, height: drawHeight, channels: 4 } })
    .resize(sourceWidth, sourceHeight)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const overlay = await renderLabel({ width, height, label: options.label, caption: prompt });

  return renderCameraMove(
    { data, width: sourceWidth, height: sourceHeight },
    {
      width,
      height,
      durationSeconds: options.durationSeconds,
      path: cameraPath(options.seed),
      overlay,
      // One slow swing of the hues over the whole clip.
      filters: [`hue=h='30*sin(2*PI*t/${options.durationSeconds})'`],
      onProgress: options.onProgress,
      signal: options.signal,
    },
  );
}
