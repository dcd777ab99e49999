/**
 * A stylised 3D look made from the picture itself (image-to-image3d offline): the picture's lightness is
 * read as a height map (bright = raised), at a fine and a coarse scale so both details and large shapes
 * stand out; normals come from its slopes, and the picture's own colours are lit by a light at the upper
 * left — Lambert diffuse plus a Blinn-Phong highlight — with hollows slightly darkened. Nothing is
 * invented: every shape in the result is one the picture had.
 */
import sharp from 'sharp';
import { decodeImage, encodePng } from './decode';

/** Towards the light (upper left, in front; y grows downwards) and the half-vector with the viewer. */
const LIGHT = normalize(-1, -1, 1);
const HALF = normalize(LIGHT[0], LIGHT[1], LIGHT[2] + 1);
const AMBIENT = 0.35;
const SPECULAR = 0.4;
const SHININESS = 24;
/** How much of the original colour is mixed back in, so the result still reads as the picture. */
const ORIGINAL = 0.15;

function normalize(x: number, y: number, z: number): [number, number, number] {
  const length = Math.hypot(x, y, z);
  return [x / length, y / length, z / length];
}

/** `values` (one byte per pixel) blurred with `sigma`, as floats 0–1 (no 8-bit steps to show as terraces). */
async function smoothed(values: Buffer, width: number, height: number, sigma: number): Promise<Float32Array> {
  const raw = await sharp(values, { raw: { width, height, channels: 1 } })
    .blur({ sigma, precision: 'float' })
    .extractChannel(0)
    .raw({ depth: 'float' })
    .toBuffer();
  // Read value by value: a Buffer's offset in its memory need not be aligned for a Float32Array view.
  const floats = new Float32Array(width * height);
  for (let p = 0; p < floats.length; p += 1) floats[p] = raw.readFloatLE(p * 4) / 255;
  return floats;
}

export async function reliefImage(image: Buffer): Promise<Buffer> {
  const source = await decodeImage(image);
  const { width, height, channels, data } = source;
  const pixels = width * height;
  const lightness = Buffer.alloc(pixels);
  for (let p = 0, i = 0; p < pixels; p += 1, i += channels) {
    lightness[p] = Math.round(0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!);
  }
  // Scales follow the picture's size, so a thumbnail and a photo get the same relief.
  const side = Math.min(width, height);
  const fine = await smoothed(lightness, width, height, Math.max(0.8, side / 400));
  const coarse = await smoothed(lightness, width, height, Math.max(2, side / 50));
  const depth = side / 25;

  const heights = fine.map((value, p) => 0.6 * value + 0.4 * coarse[p]!);

  const out = Buffer.from(data);
  const flatDiffuse = LIGHT[2];
  for (let y = 0; y < height; y += 1) {
    const up = Math.max(0, y - 1) * width;
    const down = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      const dx =
        ((heights[y * width + Math.min(width - 1, x + 1)]! - heights[y * width + Math.max(0, x - 1)]!) / 2) * depth;
      const dy = ((heights[down + x]! - heights[up + x]!) / 2) * depth;
      // The normal of the surface z = depth × height is (-dx, -dy, 1), normalised.
      const length = Math.hypot(dx, dy, 1);
      const towardsLight = (-dx * LIGHT[0] - dy * LIGHT[1] + LIGHT[2]) / length;
      const towardsHalf = (-dx * HALF[0] - dy * HALF[1] + HALF[2]) / length;
      const diffuse = Math.max(0, towardsLight) / flatDiffuse;
      const highlight = SPECULAR * Math.max(0, towardsHalf) ** SHININESS;
      // A hollow is a place lower than its wide surroundings: it gets less light.
      const hollow = 1 - 0.5 * Math.min(1, Math.max(0, coarse[p]! - fine[p]!) * 4);
      const shade = (AMBIENT + (1 - AMBIENT) * diffuse) * hollow;
      const i = p * channels;
      for (let c = 0; c < 3; c += 1) {
        const colour = data[i + c]!;
        const lit = colour * shade + 255 * highlight;
        out[i + c] = Math.min(255, Math.max(0, Math.round(lit * (1 - ORIGINAL) + colour * ORIGINAL)));
      }
    }
  }
  return encodePng({ ...source, data: out });
}
