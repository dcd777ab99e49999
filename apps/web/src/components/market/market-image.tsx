import type { ImgHTMLAttributes } from 'react';

/**
 * A shop's stored image. The API serves them itself (`/api/market/files/{id}`, public only while the
 * shop's library holds the file), so they do not go through the image proxy, which reads files from
 * disk by name and would skip that check.
 */
export function MarketImage({
  src,
  alt,
  width,
  height,
  loading = 'lazy',
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string; alt: string; width: number; height: number }) {
  return <img src={src} alt={alt} width={width} height={height} loading={loading} decoding="async" {...rest} />;
}
