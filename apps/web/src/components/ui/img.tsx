'use client';

import { useState, type ImgHTMLAttributes } from 'react';

/** SPEC section 9: webp, quality 80, densities 1 and 2, a blurred 10×10 placeholder (quality 50, blur 3). */
export const imageDefaults = {
  format: 'webp',
  quality: 80,
  densities: [1, 2],
  placeholder: { size: 10, quality: 50, blur: 3 },
} as const;

const ipx = (modifiers: string, src: string) => `/_ipx/${modifiers}/${src.replace(/^\//, '')}`;

export function ipxUrl(src: string, width: number, height?: number, density = 1): string {
  const size = height ? `s_${width * density}x${height * density}` : `w_${width * density}`;
  return ipx(`${size},f_${imageDefaults.format},q_${imageDefaults.quality}`, src);
}

export function placeholderUrl(src: string): string {
  const { size, quality, blur } = imageDefaults.placeholder;
  return ipx(`s_${size}x${size},f_${imageDefaults.format},q_${quality},blur_${blur}`, src);
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  /** A path under public/ or the stored files, or a URL on an allowed host. */
  src: string;
  width: number;
  height?: number;
  alt: string;
  placeholder?: boolean;
};

/** Images go through the image proxy: sized for the slot, in both densities, with a blurred stand-in. */
export function Img({
  src,
  width,
  height,
  alt,
  placeholder = true,
  loading = 'lazy',
  decoding = 'async',
  style,
  ...rest
}: Props) {
  const [loaded, setLoaded] = useState(false);
  const srcSet = imageDefaults.densities.map((d) => `${ipxUrl(src, width, height, d)} ${d}x`).join(', ');
  return (
    <img
      src={ipxUrl(src, width, height)}
      srcSet={srcSet}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onLoad={() => setLoaded(true)}
      style={{
        ...(placeholder && !loaded ? { backgroundImage: `url(${placeholderUrl(src)})`, backgroundSize: 'cover' } : {}),
        ...style,
      }}
      {...rest}
    />
  );
}
