/**
 * Upscaling ×2 or ×4: Lanczos-3 resampling (the sharpest of the classical kernels without visible
 * ringing) followed by an unsharp mask sized to the factor, which gives back some of the edge contrast
 * that any interpolation spreads over `factor` pixels. The mask acts on lightness only (sharp works in
 * LAB) and its overshoot is capped, so edges get crisper without halos or colour fringes.
 */
import { assertOutputSize, decodeImage, fromRaw } from './decode';

/**
 * Unsharp mask per factor: `sigma` (output px) follows the width of the blur the interpolation made;
 * `m1` barely touches flat areas so noise and JPEG blocks are not amplified; `m2` works on edges; `y2`/`y3`
 * cap how far a pixel may brighten/darken (in L*: 0–100).
 */
const SHARPEN = {
  2: { sigma: 1, m1: 0.5, m2: 2, x1: 2, y2: 5, y3: 7 },
  4: { sigma: 1.8, m1: 0.5, m2: 2.5, x1: 2, y2: 5, y3: 7 },
} as const;

export async function upscale(image: Buffer, factor: 2 | 4): Promise<Buffer> {
  if (factor !== 2 && factor !== 4) throw new Error(`The upscale factor must be 2 or 4, not ${String(factor)}`);
  const source = await decodeImage(image);
  const width = source.width * factor;
  const height = source.height * factor;
  assertOutputSize(width, height, `Upscaling ${source.width}×${source.height} px ×${factor}`);
  return fromRaw(source)
    .resize(width, height, { kernel: 'lanczos3', fit: 'fill' })
    .sharpen(SHARPEN[factor])
    .png()
    .toBuffer();
}
