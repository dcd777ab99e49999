/**
 * Media preparation for OpenAI's synchronous endpoints: our brush mask → OpenAI's mask (alpha 0 where
 * to edit, same size as the image), long speech split into requests of at most 4,096 characters and
 * joined as one WAV.
 */

/** OpenAI's `audio/speech` limit per request (contract "OpenAI"). */
export const SPEECH_MAX_CHARS = 4096;

/**
 * Our masks are painted strokes: white (or any light, opaque colour) where to change, on black or on
 * transparency. OpenAI wants the reverse convention in the alpha channel: transparent = edit, opaque =
 * keep, at exactly the image's size.
 */
export async function toOpenAIMask(mask: Buffer, image: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const meta = await sharp(image).metadata();
  if (!meta.width || !meta.height) throw new Error('the image has no size');
  const { width, height } = meta;
  const raw = await sharp(mask).resize(width, height, { fit: 'fill' }).ensureAlpha().raw().toBuffer();
  const out = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const r = raw[i * 4] ?? 0;
    const g = raw[i * 4 + 1] ?? 0;
    const b = raw[i * 4 + 2] ?? 0;
    const a = raw[i * 4 + 3] ?? 0;
    const painted = ((0.299 * r + 0.587 * g + 0.114 * b) * a) / 255 >= 128;
    out[i * 4 + 3] = painted ? 0 : 255;
  }
  return sharp(out, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

/** Splits a text into parts of at most `max` characters, at sentence ends, else spaces, else anywhere. */
export function splitText(text: string, max = SPEECH_MAX_CHARS): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const window = rest.slice(0, max);
    // Persian and English sentence ends, then line breaks, then spaces.
    const cut = Math.max(...['.', '!', '?', '؟', '۔', '\n'].map((mark) => window.lastIndexOf(mark)));
    const at = cut > max / 2 ? cut + 1 : window.lastIndexOf(' ') > max / 2 ? window.lastIndexOf(' ') : max;
    parts.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}

/** OpenAI's `pcm` format: 24 kHz, 16-bit signed little-endian, mono. */
export const PCM_RATE = 24_000;

/** Raw PCM → a WAV file. */
export function pcmToWav(pcm: Buffer, sampleRate = PCM_RATE): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}
