import { IMAGE_WIDTHS } from '@rassam/api/image-widths';
import type { ImgHTMLAttributes } from 'react';

/**
 * A stored market (or service catalogue, or blog) image at the sizes the API serves (`?w=`, WebP): a srcset of those widths for the
 * browser to choose from by the slot (`sizes`) and the screen's density, and as `src` the first width
 * that fills the slot. Other sources (a chosen file's preview, a stored image at a width already chosen) are
 * left as they are.
 */
export function marketImageSources(src: string, width: number, sizes: string) {
  // An address with a query already names its width (`?w=320`): it is shown as it is.
  if (!/^\/api\/(?:market|services|blog)\/files\/[^?]+$/.test(src)) return { src };
  const fallback = IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS.at(-1)!;
  return {
    src: `${src}?w=${fallback}`,
    srcSet: IMAGE_WIDTHS.map((w) => `${src}?w=${w} ${w}w`).join(', '),
    sizes,
  };
}

/**
 * A shop's stored image. The API serves them itself (`/api/market/files/{id}`, public only while the
 * shop's library holds the file) and makes their smaller sizes, so they do not go through the image
 * proxy, which reads files from disk by name and would skip that check.
 */
export function MarketImage({
  src,
  alt,
  width,
  height,
  sizes,
  loading = 'lazy',
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string;
  alt: string;
  width: number;
  height?: number;
  /** How wide the image is shown, as the `sizes` attribute says it; the slot's width by default. */
  sizes?: string;
}) {
  return (
    <img
      {...marketImageSources(src, width, sizes ?? `${width}px`)}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      {...rest}
    />
  );
}
