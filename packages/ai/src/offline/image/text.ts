/**
 * Text drawn into pictures (the offline previews' label and prompt), in Vazirmatn, the site's font.
 * Pango (inside sharp) lays it out — Persian shaping, right-to-left runs, mixed Persian and English,
 * wrapping. The font comes from the `vazirmatn` package as TTF and is handed to every call (libvips
 * registers each file once): a server without Persian fonts still renders Persian, and sharp's
 * FreeType cannot read the web app's WOFF2 files.
 */
import { createRequire } from 'node:module';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
export const FONT_FILES = {
  regular: require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf'),
  bold: require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf'),
};

export interface TextLayer {
  input: Buffer;
  width: number;
  height: number;
}

export interface TextOptions {
  /** Font size in pixels. */
  size: number;
  weight: keyof typeof FONT_FILES;
  colour: string;
  /** Wrap lines at this width; the layer is never wider. */
  maxWidth: number;
  /** When the text would be taller, it is set smaller to fit. */
  maxHeight: number;
}

/** Escapes text for Pango markup and drops control characters (a prompt is user input). */
export const markup = (text: string) =>
  text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** True when the first letter of `text` is from a right-to-left script (Persian, Arabic, Hebrew). */
export function isRightToLeft(text: string): boolean {
  const first = /\p{L}/u.exec(text);
  return first !== null && /\p{Script=Arabic}|\p{Script=Hebrew}/u.test(first[0]);
}

/** `text` as a transparent PNG layer no larger than maxWidth × maxHeight. */
export async function renderText(text: string, options: TextOptions): Promise<TextLayer> {
  const render = async (fit: boolean) => {
    const { data, info } = await sharp({
      text: {
        text: `<span foreground="${options.colour}">${markup(text)}</span>`,
        font: `Vazirmatn ${options.weight === 'bold' ? 'Bold ' : ''}${options.size}`,
        fontfile: FONT_FILES[options.weight],
        width: options.maxWidth,
        // At 72 dpi a point is a pixel, so `size` is in pixels; with a height libvips picks the size itself.
        ...(fit ? { height: options.maxHeight } : { dpi: 72 }),
        wrap: 'word-char',
        rgba: true,
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { input: data, width: info.width, height: info.height };
  };
  const layer = await render(false);
  return layer.height <= options.maxHeight && layer.width <= options.maxWidth ? layer : render(true);
}
