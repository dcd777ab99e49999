/**
 * Extending the canvas (outpainting without a model). The new border is filled from the picture's own
 * edges, in layers blended by distance from the original:
 *   - right at the seam, the picture mirrored outwards, lightly blurred: the texture carries on with no
 *     step (a mirror is continuous at the seam, unlike a flat colour);
 *   - further out, the edge rows/columns replicated outwards and blurred more and more: only the edge's
 *     colours remain, as soft gradients, so no mirrored copy of an object appears at the border.
 */
import { aspectRatioValue, type ImageRatio } from './aspect';
import { assertOutputSize, decodeImage, encodePng, fromRaw, type RawImage } from './decode';

export interface ExpandTarget {
  /** Grow the canvas (centred) until it has this shape; applied after the per-side pixels. */
  aspectRatio?: ImageRatio;
  left?: number;
  right?: number;
  top?: number;
  bottom?: number;
}

interface Margins {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The layers from the seam outwards: which extension they start from and how much they are blurred, as a
 * share of the widest margin.
 */
const LAYERS = [
  { extendWith: 'mirror', blurShare: 0 },
  { extendWith: 'mirror', blurShare: 0.04 },
  { extendWith: 'copy', blurShare: 0.12 },
  { extendWith: 'copy', blurShare: 0.35 },
] as const;

/** Pixels to add on each side for `target` around a `width`×`height` picture. */
export function expansionMargins(width: number, height: number, target: ExpandTarget): Margins {
  const margins: Margins = { left: 0, right: 0, top: 0, bottom: 0 };
  for (const side of ['left', 'right', 'top', 'bottom'] as const) {
    const value = target[side] ?? 0;
    if (!Number.isInteger(value) || value < 0) throw new Error(`"${side}" must be a whole number of pixels ≥ 0`);
    margins[side] = value;
  }
  if (target.aspectRatio) {
    const ratio = aspectRatioValue(target.aspectRatio);
    const across = width + margins.left + margins.right;
    const down = height + margins.top + margins.bottom;
    // Only ever grow: the side that is too short for the ratio gets the difference, split evenly.
    if (across / down < ratio) {
      const extra = Math.round(down * ratio) - across;
      margins.left += Math.floor(extra / 2);
      margins.right += Math.ceil(extra / 2);
    } else {
      const extra = Math.round(across / ratio) - down;
      margins.top += Math.floor(extra / 2);
      margins.bottom += Math.ceil(extra / 2);
    }
  }
  return margins;
}

/** `image` blurred with `sigma`, computed on a shrunk copy (a wide Gaussian at full size is slow). */
async function blurred(image: RawImage, sigma: number): Promise<Buffer> {
  const scale = Math.min(1, 3 / sigma);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const data = await fromRaw(image).resize(width, height, { fit: 'fill' }).raw().toBuffer();
  return fromRaw({ ...image, width, height, data })
    .blur(Math.max(0.3, sigma * scale))
    .resize(image.width, image.height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
}

export async function expand(image: Buffer, target: ExpandTarget): Promise<Buffer> {
  const source = await decodeImage(image);
  const margins = expansionMargins(source.width, source.height, target);
  const width = source.width + margins.left + margins.right;
  const height = source.height + margins.top + margins.bottom;
  assertOutputSize(width, height, `Expanding ${source.width}×${source.height} px`);
  if (width === source.width && height === source.height) return encodePng(source);

  const reach = Math.max(margins.left, margins.right, margins.top, margins.bottom);
  const extended = {
    mirror: await fromRaw(source)
      .extend({ ...margins, extendWith: 'mirror' })
      .raw()
      .toBuffer(),
    copy: await fromRaw(source)
      .extend({ ...margins, extendWith: 'copy' })
      .raw()
      .toBuffer(),
  };
  const levels: Buffer[] = [];
  for (const { extendWith, blurShare } of LAYERS) {
    const layer = { ...source, width, height, data: extended[extendWith] };
    levels.push(blurShare === 0 ? layer.data : await blurred(layer, Math.max(1.5, reach * blurShare)));
  }

  const { channels } = source;
  const out = Buffer.from(extended.mirror);
  const right = margins.left + source.width - 1;
  const bottom = margins.top + source.height - 1;
  const last = levels.length - 1;
  for (let y = 0; y < height; y += 1) {
    const dy = y < margins.top ? margins.top - y : y > bottom ? y - bottom : 0;
    for (let x = 0; x < width; x += 1) {
      const dx = x < margins.left ? margins.left - x : x > right ? x - right : 0;
      if (dx === 0 && dy === 0) continue; // the original picture, untouched
      // The square root makes the blur grow quickly just past the seam, where mirroring is most obvious.
      const position = Math.sqrt(Math.min(1, Math.hypot(dx, dy) / reach)) * last;
      const lower = Math.min(last - 1, Math.floor(position));
      const mix = position - lower;
      const near = levels[lower]!;
      const far = levels[lower + 1]!;
      const offset = (y * width + x) * channels;
      for (let c = 0; c < channels; c += 1) {
        out[offset + c] = Math.round(near[offset + c]! * (1 - mix) + far[offset + c]! * mix);
      }
    }
  }
  return encodePng({ ...source, width, height, data: out });
}
