/**
 * Object removal by inpainting: OpenCV's Telea method (fast marching from the mask's border inwards,
 * each pixel a weighted average of the known pixels around it). It fills small and medium areas
 * plausibly from their surroundings; large areas come out smooth rather than textured, which is the
 * honest limit of a method without a model.
 */
import type { Mat } from '@techstark/opencv-js';
import { decodeImage, encodePng, fromRaw } from './decode';
import { withOpenCv } from './opencv';

/** Mask pixels at or above this (0–255) are removed: anti-aliased brush edges count from half strength. */
const THRESHOLD = 128;

/**
 * The mask as one byte per image pixel (255 = remove), resized to the image. With transparency, the
 * paint is the opaque part, whatever its colour (brush strokes on a clear canvas); without, white is paint.
 */
async function maskFor(mask: Buffer, width: number, height: number): Promise<Uint8Array> {
  const decoded = await decodeImage(mask, 'mask');
  const resized = await fromRaw(decoded).resize(width, height, { fit: 'fill' }).raw().toBuffer();
  let opaque = true;
  if (decoded.channels === 4) {
    for (let i = 3; i < resized.length && opaque; i += 4) opaque = resized[i] === 255;
  }
  const out = new Uint8Array(width * height);
  const { channels } = decoded;
  for (let p = 0, i = 0; p < out.length; p += 1, i += channels) {
    const strength = opaque
      ? (resized[i]! * 299 + resized[i + 1]! * 587 + resized[i + 2]! * 114) / 1000
      : resized[i + 3]!;
    out[p] = strength >= THRESHOLD ? 255 : 0;
  }
  return out;
}

export async function removeObject(image: Buffer, mask: Buffer): Promise<Buffer> {
  const source = await decodeImage(image);
  const { width, height, channels } = source;
  const painted = await maskFor(mask, width, height);
  if (!painted.includes(255)) throw new Error('The mask is empty: paint over what to remove');

  // Inpainting looks only a few pixels around the mask: work inside the mask's bounding box plus a margin.
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (painted[y * width + x] === 0) continue;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  // The radius grows with the picture so a phone photo and a thumbnail get the same look.
  const radius = Math.max(3, Math.round(Math.min(width, height) / 150));
  const grow = Math.max(2, Math.round(radius / 2));
  const margin = radius * 2 + grow;
  const box = {
    x: Math.max(0, minX - margin),
    y: Math.max(0, minY - margin),
    width: Math.min(width, maxX + margin + 1) - Math.max(0, minX - margin),
    height: Math.min(height, maxY + margin + 1) - Math.max(0, minY - margin),
  };

  const out = Buffer.from(source.data);
  await withOpenCv((cv, keep) => {
    const colour = keep(new cv.Mat(box.height, box.width, cv.CV_8UC3));
    const alpha = channels === 4 ? keep(new cv.Mat(box.height, box.width, cv.CV_8UC1)) : undefined;
    const region = keep(new cv.Mat(box.height, box.width, cv.CV_8UC1));
    for (let y = 0; y < box.height; y += 1) {
      for (let x = 0; x < box.width; x += 1) {
        const p = y * box.width + x;
        const i = ((box.y + y) * width + box.x + x) * channels;
        colour.data[p * 3] = out[i]!;
        colour.data[p * 3 + 1] = out[i + 1]!;
        colour.data[p * 3 + 2] = out[i + 2]!;
        if (alpha) alpha.data[p] = out[i + 3]!;
        region.data[p] = painted[(box.y + y) * width + box.x + x]!;
      }
    }
    // Brushes stop at the object's visible edge, leaving its anti-aliased rim and shadow: grow the mask a little.
    const kernel = keep(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(grow * 2 + 1, grow * 2 + 1)));
    cv.dilate(region, region, kernel);
    const filled = keep(new cv.Mat());
    cv.inpaint(colour, region, filled, radius, cv.INPAINT_TELEA);
    let filledAlpha: Mat | undefined;
    if (alpha) {
      filledAlpha = keep(new cv.Mat());
      cv.inpaint(alpha, region, filledAlpha, radius, cv.INPAINT_TELEA);
    }
    for (let y = 0; y < box.height; y += 1) {
      for (let x = 0; x < box.width; x += 1) {
        const p = y * box.width + x;
        const i = ((box.y + y) * width + box.x + x) * channels;
        out[i] = filled.data[p * 3]!;
        out[i + 1] = filled.data[p * 3 + 1]!;
        out[i + 2] = filled.data[p * 3 + 2]!;
        if (filledAlpha) out[i + 3] = filledAlpha.data[p]!;
      }
    }
  });
  return encodePng({ ...source, data: out });
}
