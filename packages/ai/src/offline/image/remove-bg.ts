/**
 * Background removal without a segmentation model: OpenCV's GrabCut (colour models of subject and
 * background, and a graph cut between them, a few rounds), started from a model of the background and
 * corrected after, rather than started from a bare rectangle (cutout-prior.ts):
 *
 * 1. The frame's outer ring is sure background where a smooth surface (or a floor running into a corner)
 *    explains it; what it does not explain is a subject touching the frame, "probably subject". Inside,
 *    the background's own colours start as "probably background", the rest as "probably subject".
 * 2. GrabCut cuts.
 * 3. What it kept that the background reaches without a crisp edge and that fades into it (a vignette's
 *    light centre, out-of-focus blobs, a soft shadow), and what it kept in the background's colours and
 *    surrounded by it (a stripe, a floor tile beside the subject), is background after all.
 *
 * Started from a rectangle, GrabCut knew only the ring's colours as background: it kept a vignette's
 * centre, bokeh, shadows and a rim of plain wall, and lost a subject touching the frame. Measured on the
 * pictures of cutout-scenes.ts (`npm run bench`, and a floor in remove-bg-quality.test.ts); the numbers
 * are in docs/decisions/028-offline-cutout-quality.md.
 *
 * It works on a reduced copy; the mask is cleaned of specks, scaled back up and feathered so the cut-out
 * has a soft edge. A busy background in the subject's own colours is where it still errs.
 */
import sharp from 'sharp';
import { backgroundAttachments, backgroundPrior, morph, toLab } from './cutout-prior';
import { decodeImage, fromRaw } from './decode';
import { withOpenCv } from './opencv';

/**
 * GrabCut runs on a copy whose longer side is at most this many pixels: its graph cut costs grow faster
 * than the pixel count, and the mask is feathered when scaled back up anyway.
 */
const WORK_SIDE = 400;
const ITERATIONS = 4;
/** Pieces of foreground smaller than this share of the largest one are dropped as noise. */
const MIN_PIECE = 0.1;
/** The blur (σ, working pixels) a crisp edge is compared at: a soft one changes as fast at both scales. */
const COARSE_BLUR = 2.5;
/** The band (working pixels) at the edge of the unexplained area that starts as "probably background". */
const EDGE_BAND = 2;
/** A colour this far (Lab units) from the background, beyond the ring's own spread, is no background. */
const DISTINCT = 10;
/** Less than this share of the picture in such colours: nothing stands out to cut. */
const MIN_SUBJECT = 0.002;

export async function removeBackground(image: Buffer): Promise<Buffer> {
  const source = await decodeImage(image);
  const { width, height, channels } = source;
  const scale = Math.min(1, WORK_SIDE / Math.max(width, height));
  const work = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
  if (work.width < 8 || work.height < 8) throw new Error('The image is too small to find a subject in');
  // Already transparent areas are background anyway; GrabCut sees them as white.
  const small = await fromRaw(source)
    .flatten({ background: '#ffffff' })
    .resize(work.width, work.height, { fit: 'fill' })
    .raw()
    .toBuffer();
  // The prior reads colours through a light blur (JPEG blocks and sensor noise are not edges), and
  // tells crisp edges from soft ones against a stronger one.
  const blurred = (sigma: number) =>
    sharp(small, { raw: { ...work, channels: 3 } })
      .blur(sigma)
      .raw()
      .toBuffer()
      .then((pixels) => toLab(pixels, 3, work.width * work.height));
  const [fine, coarse] = await Promise.all([blurred(1), blurred(COARSE_BLUR)]);
  const prior = backgroundPrior(fine, coarse, work.width, work.height);
  const distinct = Math.max(DISTINCT, 3 * prior.spread);
  let standsOut = 0;
  for (const distance of prior.colourDistance) if (distance >= distinct) standsOut += 1;
  if (standsOut < MIN_SUBJECT * work.width * work.height) {
    throw new Error('No subject stands out from the background in this image');
  }

  const foreground = await withOpenCv((cv, keep) => {
    const picture = keep(new cv.Mat(work.height, work.width, cv.CV_8UC3));
    picture.data.set(small);
    const mask = keep(new cv.Mat(work.height, work.width, cv.CV_8UC1));
    // "Probably subject" is what the background does not explain, less a band at its edge: pixels there
    // mix the two (and JPEG smears the subject's colour into the background around it), and in the
    // subject's first colour model they made it keep a rim of background.
    const unexplained = new Uint8Array(mask.data.length);
    for (let p = 0; p < unexplained.length; p += 1) unexplained[p] = prior.background[p] || prior.byColour[p] ? 0 : 1;
    const core = morph(unexplained, work.width, work.height, EDGE_BAND, false);
    let subject = 0;
    for (let p = 0; p < mask.data.length; p += 1) {
      mask.data[p] = prior.background[p] ? cv.GC_BGD : core[p] ? cv.GC_PR_FGD : cv.GC_PR_BGD;
      if (core[p]) subject += 1;
    }
    // GrabCut needs some subject to model: with every colour explained, the whole inside of the ring
    // starts as "probably subject" (the plain rectangle start).
    if (subject === 0) for (let p = 0; p < mask.data.length; p += 1) if (!prior.ring[p]) mask.data[p] = cv.GC_PR_FGD;
    const backgroundModel = keep(new cv.Mat());
    const foregroundModel = keep(new cv.Mat());
    // GrabCut seeds its colour models with k-means on OpenCV's global generator: reset it so the same
    // picture always gives the same cut-out.
    cv.setRNGSeed(1);
    // The rectangle is unused: the mask is the start.
    cv.grabCut(
      picture,
      mask,
      new cv.Rect(0, 0, 1, 1),
      backgroundModel,
      foregroundModel,
      ITERATIONS,
      cv.GC_INIT_WITH_MASK,
    );
    const cut = new Uint8Array(mask.data.length);
    for (let p = 0; p < cut.length; p += 1)
      cut[p] = mask.data[p] === cv.GC_FGD || mask.data[p] === cv.GC_PR_FGD ? 1 : 0;
    const attached = backgroundAttachments(cut, prior, work.width, work.height);

    const binary = keep(new cv.Mat(work.height, work.width, cv.CV_8UC1));
    for (let p = 0; p < cut.length; p += 1) binary.data[p] = cut[p] && !attached[p] ? 255 : 0;
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
