import type { ImgHTMLAttributes } from 'react';

/**
 * A stored shop image (/api/market/files/{id}). The image proxy reads public/ and the files folder by
 * path, not the market's file route, so these are shown as they are, lazily, with their box's size.
 */
export function ShopImg({
  src,
  alt,
  width,
  height,
  loading = 'lazy',
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string; alt: string }) {
  return <img src={src} alt={alt} width={width} height={height} loading={loading} decoding="async" {...rest} />;
}
