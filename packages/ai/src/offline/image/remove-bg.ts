/**
 * Background removal without a segmentation model: OpenCV's GrabCut, initialised with a rectangle a
 * little inside the border (what lies outside it is background; inside, colour models of foreground and
 * background are fitted and a graph cut separates them, a few rounds). It works on a reduced copy, then
 * the mask is cleaned of specks, scaled back up and feathered so the cut-out has a soft edge. Good on a
 * subject in front of a plain or distinct background; a subject touching the frame, or a busy background
 * in the subject's own colours, is where it errs.
 */
import sharp from 'sharp';
import { decodeImage, fromRaw } from './decode';
import { withOpenCv } from './opencv';

/**
 * GrabCut runs on a copy whose longer side is at most this many pixels: its graph cut costs grow faster
 * than the pixel count, and the mask is feathered when scaled back up anyway.
 */
const WORK_SIDE = 400;
const ITERATIONS = 4;
/** The initial rectangle leaves this share of each side as sure background. */
const INSET = 0.04;
/** Pieces of foreground smaller than this share of the largest one are dropped as noise. */
const MIN_PIECE = 0.1;

export async function removeBackground(image: Buffer): Promise<Buffer> {
  const source = await decodeImage(image);
  const { width, height, channels } = source;
  const scale = Math.min(1, WORK_SIDE / Math.max(width, height));
  const work = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
  // Already transparent areas are background anyway; GrabCut sees them as white.
  const small = await fromRaw(source)
    .flatten({ background: '#ffffff' })
    .resize(work.width, work.height, { fit: 'fill' })
    .raw()
    .toBuffer();

  const foreground = await withOpenCv((cv, keep) => {
    const picture = keep(new cv.Mat(work.height, work.width, cv.CV_8UC3));
    picture.data.set(small);
    const mask = keep(new cv.Mat());
    const backgroundModel = keep(new cv.Mat());
    const foregroundModel = keep(new cv.Mat());
    const insetX = Math.max(1, Math.round(work.width * INSET));
    const insetY = Math.max(1, Math.round(work.height * INSET));
    const rect = new cv.Rect(insetX, insetY, work.width - 2 * insetX, work.height - 2 * insetY);
    if (rect.width < 2 || rect.height < 2) throw new Error('The image is too small to find a subject in');
    // GrabCut seeds its colour models with k-means on OpenCV's global generator: reset it so the same
    // picture always gives the same cut-out.
    cv.setRNGSeed(1);
    cv.grabCut(picture, mask, rect, backgroundModel, foregroundModel, ITERATIONS, cv.GC_INIT_WITH_RECT);

    const binary = keep(new cv.Mat(work.height, work.width, cv.CV_8UC1));
    for (let i = 0; i < mask.data.length; i += 1) {
      const label = mask.data[i];
      binary.data[i] = label === cv.GC_FGD || label === cv.GC_PR_FGD ? 255 : 0;
    }
    // Opening removes specks of background taken for subject; closing fills pinholes in the subject.
    const kernel = keep(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(5, 5)));
    cv.morphologyEx(binary, binary, cv.MORPH_OPEN, kernel);
    cv.morphologyEx(binary, binary, cv.MORPH_CLOSE, kernel);

    const labels = keep(new cv.Mat());
    const stats = keep(new cv.Mat());
    const centroids = keep(new cv.Mat());
    const count = cv.connectedComponentsWithStats(binary, labels, stats, centroids, 8, cv.CV_32S);
    const areas = Array.from({ length: count }, (_, label) => (label === 0 ? 0 : stats.intAt(label, cv.CC_STAT_AREA)));
    const largest = Math.max(0, ...areas);
    if (largest === 0) return undefined;
    const kept = areas.map((area) => area >= largest * MIN_PIECE);
    const out = Buffer.alloc(work.width * work.height);
    for (let i = 0; i < out.length; i += 1) out[i] = kept[labels.data32S[i]!] ? 255 : 0;
    return out;
  });
  if (!foreground) throw new Error('No subject stands out from the background in this image');

  // Back to full size: the linear upscaling and a blur of about one working pixel feather the edge.
  const feather = Math.max(0.8, 0.6 / scale);
  const alpha = await sharp(foreground, { raw: { ...work, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .blur(feather)
    .extractChannel(0) // sharp would otherwise hand back a grey picture as three channels
    .raw()
    .toBuffer();
  const rgba = Buffer.alloc(width * height * 4);
  for (let p = 0, i = 0; p < width * height; p += 1, i += channels) {
    rgba[p * 4] = source.data[i]!;
    rgba[p * 4 + 1] = source.data[i + 1]!;
    rgba[p * 4 + 2] = source.data[i + 2]!;
    const own = channels === 4 ? source.data[i + 3]! : 255;
    rgba[p * 4 + 3] = Math.round((alpha[p]! * own) / 255);
  }
  return fromRaw({ data: rgba, width, height, channels: 4 }).png().toBuffer();
}
