/**
 * The pictures of a model other than the model itself: the poster an owner sends from the editor (the
 * viewer's current view, model-viewer's toBlob), made into the poster the pipeline makes, and the small
 * thumbnail of any poster for grids and oEmbed. sharp only; no model is read here.
 */
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';
import { sniff } from '../generation/files.service';

/** The poster's side in pixels: the pipeline's size (pipeline.ts renders its posters at 1024 × 1024 too). */
export const POSTER_SIZE = 1024;
/** WebP quality of a poster: render-poster's own default, so both kinds of poster look alike. */
const POSTER_QUALITY = 86;
/**
 * The largest poster upload. A full-screen snapshot of the viewer is 0.1–1 MB as WebP and 2–4 MB as a PNG
 * of a 4K screen; past 5 MB it is not a view of the viewer.
 */
export const POSTER_MAX_BYTES = 5 * 1024 * 1024;
/** Decoding is bounded before any pixel is read: a 1 KB PNG can declare 50,000 × 50,000. */
const POSTER_MAX_PIXELS = 40_000_000;
/** What a browser's canvas makes (toBlob): PNG always, JPEG and WebP in every engine we serve. */
const POSTER_MIMES = new Set(['image/png', 'image/jpeg', 'image/webp']);
const SHARP_FORMAT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' };

const invalidPoster = (cause?: unknown) =>
  new AppError('FileFormatIsNotValid', { cause, fields: { file: 'FileFormatIsNotValid' } });

export const posterTooLarge = () =>
  new AppError('FileSizeValidationError', {
    status: 413,
    fields: { file: 'FileSizeValidationError' },
    details: { maxBytes: POSTER_MAX_BYTES },
  });

/**
 * An uploaded picture made into a poster: PNG, JPEG or WebP by its bytes (the name and the declared type are
 * never asked), decoded whole (a cut-off or damaged file is refused, not padded with grey), turned upright,
 * cropped to a centred square (the viewer's poster is square, and model-viewer frames the model in the
 * middle of its canvas), laid over white as the pipeline's posters are (a canvas is transparent around
 * the model) and written as a 1024 px WebP. Anything else is FileFormatIsNotValid on `file`.
 */
export async function posterFromImage(bytes: Uint8Array): Promise<{ data: Buffer; width: number; height: number }> {
  if (bytes.length > POSTER_MAX_BYTES) throw posterTooLarge();
  const sniffed = sniff(bytes);
  if (!sniffed || !POSTER_MIMES.has(sniffed.mime)) throw invalidPoster();
  try {
    // failOn 'error': truncated or corrupt pixel data fails the decode (sharp's 'warning' would also
    // refuse harmless oddities some encoders leave, such as a PNG's unknown ancillary chunk).
    const image = sharp(bytes, { limitInputPixels: POSTER_MAX_PIXELS, failOn: 'error', animated: false });
    const meta = await image.metadata();
    // The header must say what the signature said: a PNG signature over a JPEG body is no picture of ours.
    if (meta.format !== SHARP_FORMAT[sniffed.mime] || !meta.width || !meta.height) throw new Error('format mismatch');
    const { data, info } = await image
      .rotate()
      .resize(POSTER_SIZE, POSTER_SIZE, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .webp({ quality: POSTER_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (cause) {
    throw invalidPoster(cause);
  }
}

/** A small WebP of the poster for grids and oEmbed (the poster itself is the card's large picture). */
export async function thumbnailOf(poster: Uint8Array) {
  const { data, info } = await sharp(poster)
    .resize(384, 384, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
