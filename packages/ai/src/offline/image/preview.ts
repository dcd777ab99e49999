/**
 * The offline preview for prompt-only tools: a picture that says plainly what it is. Its colours come
 * from the prompt (colour and scene words in Persian or English; other words each give a hue) and its
 * layout from the seed, so it is recognisably "this prompt" without pretending to be a generated image;
 * the label (e.g. «پیش‌نمایش آفلاین · Offline preview») and an excerpt of the prompt are drawn in.
 * For edit tools the user's picture is the base, tinted with the prompt's colours. Same options, same
 * bytes: nothing depends on time or on Math.random.
 */
import { createHash } from 'node:crypto';
import sharp, { type OverlayOptions } from 'sharp';
import { assertOutputSize, decodeImage, fromRaw } from './decode';
import { isRightToLeft, renderText } from './text';

export interface PreviewOptions {
  prompt: string;
  width: number;
  height: number;
  seed: number;
  label: string;
  /** The user's picture, for edit tools (image-to-image, try-on, decor, render): the preview is built on it. */
  source?: Buffer;
}

/** Below this a label cannot be read. */
const MIN_SIDE = 64;
/** Lines of prompt shown at most. */
const PROMPT_LINES = 3;

type Hsl = readonly [hue: number, saturation: number, lightness: number];

/** Words that name a colour or a scene with a colour, in English and Persian. */
const COLOUR_WORDS: Record<string, Hsl> = {};
const colour = (hsl: Hsl, ...words: string[]) => words.forEach((word) => (COLOUR_WORDS[word] = hsl));
colour([2, 65, 50], 'red', 'قرمز', 'سرخ');
colour([28, 85, 54], 'orange', 'نارنجی');
colour([46, 88, 57], 'yellow', 'زرد');
colour([43, 75, 46], 'gold', 'golden', 'طلایی');
colour([142, 46, 42], 'green', 'سبز');
colour([140, 40, 30], 'forest', 'tree', 'trees', 'جنگل', 'درخت');
colour([217, 66, 51], 'blue', 'آبی');
colour([196, 72, 38], 'sea', 'ocean', 'water', 'دریا', 'اقیانوس', 'آب');
colour([206, 70, 69], 'sky', 'آسمان');
colour([265, 49, 53], 'purple', 'violet', 'بنفش');
colour([338, 70, 69], 'pink', 'rose', 'صورتی');
colour([30, 53, 36], 'brown', 'wood', 'wooden', 'قهوه‌ای', 'چوبی');
colour([225, 25, 15], 'black', 'night', 'dark', 'سیاه', 'شب', 'تاریک');
colour([215, 25, 94], 'white', 'snow', 'سفید', 'برف');
colour([218, 6, 57], 'gray', 'grey', 'silver', 'خاکستری', 'نقره‌ای');
colour([16, 87, 58], 'sunset', 'sunrise', 'غروب', 'طلوع');
colour([33, 58, 64], 'desert', 'sand', 'کویر', 'بیابان', 'شن');
colour([12, 77, 50], 'fire', 'flame', 'آتش');
colour([174, 60, 42], 'turquoise', 'فیروزه‌ای');

const hex = ([hue, saturation, lightness]: Hsl) => {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
};

/** A small fast generator (sfc32) seeded from the prompt and the seed: the layout's only source of chance. */
function generator(prompt: string, seed: number): () => number {
  const digest = createHash('sha256').update(`${seed}\n${prompt}`).digest();
  let [a, b, c, d] = [0, 4, 8, 12].map((offset) => digest.readUInt32LE(offset)) as [number, number, number, number];
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

const words = (prompt: string) =>
  (
    prompt
      .toLowerCase()
      .replace(/ي/g, 'ی')
      .replace(/ك/g, 'ک')
      .match(/[\p{L}\p{M}\p{N}\u200c]+/gu) ?? []
  ).map((word) => word.replace(/^\u200c+|\u200c+$/g, ''));

/** Four colours: those the prompt names first, then a hue from each other word, then from the seed. */
function palette(prompt: string, random: () => number): Hsl[] {
  const named: Hsl[] = [];
  const others: Hsl[] = [];
  for (const word of words(prompt)) {
    const known = COLOUR_WORDS[word];
    if (known) named.push(known);
    else if (word.length > 2) {
      const hue = createHash('sha256').update(word).digest().readUInt16LE(0) % 360;
      others.push([hue, 45 + (hue % 30), 45 + (hue % 20)]);
    }
  }
  const colours = [...named, ...others].slice(0, 4);
  while (colours.length < 4) colours.push([Math.floor(random() * 360), 40 + random() * 40, 35 + random() * 35]);
  return colours;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** An abstract composition: a gradient, soft blurred shapes behind, crisper ones in front, a vignette. */
function artwork(width: number, height: number, colours: Hsl[], random: () => number): string {
  const pick = () => hex(colours[Math.floor(random() * colours.length)]!);
  const angle = random() * Math.PI * 2;
  const [x1, y1] = [0.5 - Math.cos(angle) / 2, 0.5 - Math.sin(angle) / 2];
  const side = Math.min(width, height);
  const shape = () => {
    const x = round(random() * width);
    const y = round(random() * height);
    const size = round(side * (0.12 + random() * 0.35));
    const fill = `fill="${pick()}" fill-opacity="${round(0.35 + random() * 0.45)}"`;
    const turn = `transform="rotate(${round(random() * 180)} ${x} ${y})"`;
    switch (Math.floor(random() * 3)) {
      case 0:
        return `<circle cx="${x}" cy="${y}" r="${size}" ${fill}/>`;
      case 1:
        return `<ellipse cx="${x}" cy="${y}" rx="${size}" ry="${round(size * (0.3 + random() * 0.5))}" ${fill} ${turn}/>`;
      default:
        return `<rect x="${round(x - size / 2)}" y="${round(y - size / 2)}" width="${size}" height="${size}" rx="${round(size * 0.2)}" ${fill} ${turn}/>`;
    }
  };
  const soft = Array.from({ length: 4 + Math.floor(random() * 3) }, shape).join('');
  const crisp = Array.from({ length: 2 + Math.floor(random() * 3) }, shape).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs>
<linearGradient id="ground" x1="${round(x1)}" y1="${round(y1)}" x2="${round(1 - x1)}" y2="${round(1 - y1)}">
<stop offset="0" stop-color="${hex(colours[0]!)}"/><stop offset="1" stop-color="${hex(colours[1]!)}"/>
</linearGradient>
<radialGradient id="vignette" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${round(side * 0.04)}"/></filter>
</defs>
<rect width="100%" height="100%" fill="url(#ground)"/>
<g filter="url(#soft)">${soft}</g>
${crisp}
<rect width="100%" height="100%" fill="url(#vignette)"/>
</svg>`;
}

/** The same palette as a translucent diagonal gradient, laid over a user's picture in soft-light. */
const tint = (width: number, height: number, colours: Hsl[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="tint" x2="1" y2="1">${colours
    .map((hsl, index) => `<stop offset="${round(index / (colours.length - 1))}" stop-color="${hex(hsl)}"/>`)
    .join('')}</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#tint)" fill-opacity="0.9"/>
</svg>`;

/** The prompt cut to what fits in a few lines, at a word boundary, with an ellipsis when cut. */
function excerpt(prompt: string, budget: number): string {
  const characters = Array.from(prompt.replace(/\s+/g, ' ').trim());
  if (characters.length <= budget) return characters.join('');
  const cut = characters.slice(0, budget).join('');
  const space = cut.lastIndexOf(' ');
  return `${space > budget * 0.6 ? cut.slice(0, space) : cut}…`;
}

export async function previewImage(options: PreviewOptions): Promise<Buffer> {
  const { prompt, width, height, seed, label, source } = options;
  for (const [name, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(value) || value < MIN_SIDE)
      throw new Error(`The preview ${name} must be a whole number ≥ ${MIN_SIDE}`);
  }
  assertOutputSize(width, height, 'The preview');
  if (!Number.isInteger(seed)) throw new Error('The preview seed must be a whole number');
  // An unlabelled preview could pass for a generated picture.
  if (!label.trim()) throw new Error('The preview needs a label');

  const random = generator(prompt, seed);
  const colours = palette(prompt, random);
  const side = Math.min(width, height);
  const margin = Math.round(side * 0.045);
  const base = source
    ? fromRaw(await decodeImage(source, 'source image'))
        .flatten({ background: '#ffffff' })
        .resize(width, height, { fit: 'cover' })
        .modulate({ saturation: 0.6 })
    : sharp(Buffer.from(artwork(width, height, colours, random)));
  const overlays: OverlayOptions[] = source
    ? [{ input: Buffer.from(tint(width, height, colours)), blend: 'soft-light' }]
    : [];

  // A darker band at the bottom keeps the prompt readable on any picture.
  const band = Math.round(height * 0.38);
  overlays.push({
    input: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${band}"><defs><linearGradient id="band" x2="0" y2="1"><stop offset="0" stop-opacity="0"/><stop offset="1" stop-opacity="0.6"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#band)"/></svg>`,
    ),
    top: height - band,
    left: 0,
  });

  // The label in a dark pill at the top, on the side its script starts from.
  const labelSize = Math.max(11, Math.round(side * 0.042));
  const pad = Math.round(labelSize * 0.6);
  const labelText = await renderText(label, {
    size: labelSize,
    weight: 'bold',
    colour: '#ffffff',
    maxWidth: width - 2 * margin - 2 * pad,
    maxHeight: Math.round(height * 0.2),
  });
  const pill = { width: labelText.width + 2 * pad, height: labelText.height + pad };
  const pillLeft = isRightToLeft(label) ? width - margin - pill.width : margin;
  overlays.push(
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${pill.width}" height="${pill.height}"><rect width="100%" height="100%" rx="${Math.round(pill.height / 2)}" fill="#000" fill-opacity="0.55"/></svg>`,
      ),
      top: margin,
      left: pillLeft,
    },
    { input: labelText.input, top: margin + Math.round(pad / 2), left: pillLeft + pad },
  );

  // Edit tools may have no prompt: then the label alone says what this is.
  const promptSize = Math.max(10, Math.round(side * 0.038));
  const maxWidth = width - 2 * margin;
  const shown = excerpt(prompt, Math.floor((maxWidth / (promptSize * 0.5)) * PROMPT_LINES));
  if (shown) {
    const promptText = await renderText(shown, {
      size: promptSize,
      weight: 'regular',
      colour: '#ffffff',
      maxWidth,
      maxHeight: Math.min(band - margin, Math.round(promptSize * 1.8 * PROMPT_LINES)),
    });
    overlays.push({
      input: promptText.input,
      top: height - margin - promptText.height,
      left: isRightToLeft(prompt) ? width - margin - promptText.width : margin,
    });
  }

  const { data, info } = await base.composite(overlays).raw().toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .removeAlpha()
    .png()
    .toBuffer();
}
