/**
 * The "offline preview" plate drawn over prompt-only previews: the label in bold and the start of the
 * prompt under it, centred near the bottom on a dark translucent pill, in Vazirmatn so Persian renders.
 */
import sharp from 'sharp';
import { FONT_FILES, markup } from '../image/text';

export interface LabelOptions {
  width: number;
  height: number;
  label: string;
  caption?: string;
}

/** Long prompts are cut at a word near `max` characters: the plate must stay a plate. */
function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if ([...flat].length <= max) return flat;
  const cut = [...flat].slice(0, max).join('');
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trim()}…`;
}

async function textImage(text: string, weight: keyof typeof FONT_FILES, size: number, width: number) {
  const { data, info } = await sharp({
    text: {
      text,
      font: `Vazirmatn ${weight === 'bold' ? 'Bold ' : ''}${size}`,
      fontfile: FONT_FILES[weight],
      width,
      align: 'centre',
      wrap: 'word-char',
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A transparent PNG of `width`×`height` with the plate on it. */
export async function renderLabel(options: LabelOptions): Promise<Buffer> {
  const { width, height } = options;
  const unit = Math.min(width, height);
  const textWidth = Math.round(width * 0.8);
  const parts = [
    await textImage(
      `<span foreground="#ffffff">${markup(shorten(options.label, 80))}</span>`,
      'bold',
      Math.round(unit * 0.05),
      textWidth,
    ),
  ];
  if (options.caption?.trim()) {
    parts.push(
      await textImage(
        `<span foreground="#e6e6f0">${markup(shorten(options.caption, 110))}</span>`,
        'regular',
        Math.round(unit * 0.036),
        textWidth,
      ),
    );
  }

  const padding = Math.round(unit * 0.03);
  const gap = Math.round(unit * 0.012);
  const plateWidth = Math.max(...parts.map((part) => part.width)) + 2 * padding;
  const plateHeight = parts.reduce((sum, part) => sum + part.height, 0) + gap * (parts.length - 1) + 2 * padding;
  const left = Math.round((width - plateWidth) / 2);
  const top = height - plateHeight - Math.round(height * 0.06);
  const plate = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect x="${left}" y="${top}" width="${plateWidth}" height="${plateHeight}" rx="${padding}" ` +
      `fill="#0b0b14" fill-opacity="0.62"/></svg>`,
  );
  let y = top + padding;
  const layers = parts.map((part) => {
    const layer = { input: part.data, left: Math.round((width - part.width) / 2), top: y };
    y += part.height + gap;
    return layer;
  });
  return sharp(plate).composite(layers).png().toBuffer();
}
