/** Pictures made in code for the tests of this folder (no binary fixtures), and ways to look at results. */
import sharp from 'sharp';

/** A PNG drawn from SVG markup (`body` inside an svg of that size). */
export const svgPng = (width: number, height: number, body: string) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`))
    .removeAlpha()
    .png()
    .toBuffer();

/** A scene with texture: a diagonal gradient with light deterministic noise, like a photo's background. */
export async function texturedPng(width: number, height: number, body = ''): Promise<Buffer> {
  const base = await svgPng(
    width,
    height,
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#6a8caf"/><stop offset="1" stop-color="#d9c29a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${body}`,
  );
  const { data, info } = await sharp(base).raw().toBuffer({ resolveWithObject: true });
  let state = 12345;
  for (let i = 0; i < data.length; i += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    data[i] = Math.max(0, Math.min(255, data[i]! + ((state >> 16) % 9) - 4));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png()
    .toBuffer();
}

/** Decoded pixels and format of an output. */
export async function inspect(image: Buffer) {
  const metadata = await sharp(image).metadata();
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number, channel: number) => data[(y * info.width + x) * info.channels + channel]!;
  return { format: metadata.format, width: info.width, height: info.height, channels: info.channels, data, at };
}

/** Mean of one channel over a rectangle of an inspected picture. */
export function mean(
  picture: Awaited<ReturnType<typeof inspect>>,
  channel: number,
  box: { x: number; y: number; width: number; height: number },
): number {
  let sum = 0;
  for (let y = box.y; y < box.y + box.height; y += 1) {
    for (let x = box.x; x < box.x + box.width; x += 1) sum += picture.at(x, y, channel);
  }
  return sum / (box.width * box.height);
}

/** Bytes that are no picture at all (fixed, so failures repeat). */
export const notAnImage = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919 + 13) % 256));
