/** Inputs for offline-tools.test.ts, made in code (no binary fixtures): a photo, a mask and a short clip. */
import sharp from 'sharp';
import { findTool } from '@rassam/ai';
import { runOffline } from '@rassam/ai/offline';

export const PHOTO = { width: 320, height: 240 };

const svg = (body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO.width}" height="${PHOTO.height}">${body}</svg>`);

/**
 * A subject (a red body with a blue band and a highlight) in the middle of a softly graded background
 * with light sensor-like noise: something background removal and object removal have to work on.
 */
export async function photo(): Promise<Buffer> {
  const drawn = await sharp(
    svg(
      `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#dfe6ee"/><stop offset="1" stop-color="#b8c4cf"/></linearGradient></defs>` +
        `<rect width="100%" height="100%" fill="url(#g)"/>` +
        `<ellipse cx="160" cy="125" rx="70" ry="85" fill="#b5462e"/>` +
        `<rect x="130" y="60" width="60" height="30" fill="#2a5d8f"/>` +
        `<circle cx="135" cy="150" r="12" fill="#e9a27a"/>`,
    ),
  )
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = drawn;
  let state = 4242;
  for (let i = 0; i < data.length; i += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    data[i] = Math.max(0, Math.min(255, data[i]! + ((state >> 16) % 5) - 2));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png()
    .toBuffer();
}

/** White where to change, black elsewhere: a filled circle over the middle of the photo. */
export const mask = () =>
  sharp(svg(`<rect width="100%" height="100%" fill="#000"/><circle cx="160" cy="125" r="60" fill="#fff"/>`))
    .removeAlpha()
    .png()
    .toBuffer();

/** A one-second H.264 MP4 of the photo, made by the offline provider's own camera move. */
export async function clip(still: Buffer): Promise<Buffer> {
  const tool = findTool('image-to-video');
  if (!tool) throw new Error('the catalogue has no image-to-video');
  const result = await runOffline({
    tool,
    input: { duration: 1, aspectRatio: '16:9' },
    files: { image: { id: 'fixture', mime: 'image/png', read: async () => still } },
    seed: 1,
    progress: () => {},
    signal: new AbortController().signal,
  });
  const data = result.outputs[0]?.data;
  if (!data) throw new Error('the camera move produced no video');
  return data;
}
