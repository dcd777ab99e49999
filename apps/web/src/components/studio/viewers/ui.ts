import { IMAGE_WIDTHS } from '@rassam/api/image-widths';

/**
 * A checkerboard under images that may be transparent (a removed background shows as such), in the
 * theme's card and muted colours, so it follows light and dark by itself.
 */
export const checkerboard =
  'bg-[conic-gradient(var(--color-muted)_25%,var(--color-card)_0_50%,var(--color-muted)_0_75%,var(--color-card)_0)] bg-[length:20px_20px]';

export const mayBeTransparent = (mime: string) => /^image\/(png|webp|gif|avif)/.test(mime);

/**
 * The box of an image: its own proportions, as wide as the column allows but never taller than 70% of
 * the screen (the width shrinks with it, so the image fills the box with no bars).
 */
export const imageBox = (width: number | null, height: number | null) =>
  width && height
    ? { aspectRatio: `${width} / ${height}`, maxWidth: `calc(70vh * ${width} / ${height})` }
    : { aspectRatio: '4 / 3', maxWidth: 'calc(70vh * 4 / 3)' };

/**
 * A shared result's picture at the widths the API serves (`?w=`, WebP) beside the original at its own
 * width, for the browser to pick by the slot: the page shows one that fits, and the original (often a
 * PNG of half a megabyte) loads only when it is needed. Other sources (the owner's private files) are
 * left as they are.
 */
export function sizedSources(src: string, width: number | null, sizes: string) {
  if (!src.startsWith('/api/shared/') || !width) return { src };
  const smaller = IMAGE_WIDTHS.filter((w) => w < width);
  if (smaller.length === 0) return { src };
  return { src, srcSet: [...smaller.map((w) => `${src}?w=${w} ${w}w`), `${src} ${width}w`].join(', '), sizes };
}
