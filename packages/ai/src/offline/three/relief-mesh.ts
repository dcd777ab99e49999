/**
 * image-to-3d offline: the picture as a relief plaque. Brightness becomes height (smoothed), on a grid
 * of 128 vertices along the longer side that keeps the picture's proportions; side walls and a back
 * plate close the solid. The picture is the front's texture, embedded in the GLB. It stands upright on
 * the floor (y = 0) facing +z, 1 m along its longer side, as AR viewers expect real sizes.
 */
import sharp from 'sharp';
import { invalidInput } from '../media/errors';
import { GlbWriter } from './glb';
import { MeshBuilder, type Vec3 } from './mesh';

/** Vertices along the longer side of the picture. */
export const RELIEF_RESOLUTION = 128;
/** Longest texture side: enough for a 1 m plaque on a phone, and within every GPU's limits. */
const TEXTURE_SIZE = 2048;
const SIZE = 1;
const BASE = 0.02;
const DEPTH = 0.06;
const MAX_PIXELS = 100_000_000;

export interface ReliefOptions {
  /**
   * Accepted like every offline method's seed, but unused: the relief is a pure function of the
   * picture, and nothing in it is worth varying.
   */
  seed?: number;
}

/** The grid size for a picture of `width`×`height`: RELIEF_RESOLUTION on the longer side. */
export function reliefGrid(width: number, height: number): { columns: number; rows: number } {
  const scale = (RELIEF_RESOLUTION - 1) / Math.max(width, height);
  return {
    columns: Math.max(2, Math.round(width * scale) + 1),
    rows: Math.max(2, Math.round(height * scale) + 1),
  };
}

/** Brightness on the grid, smoothed twice with a 3×3 box and stretched to 0..1 (flat pictures stay flat). */
function heights(luminance: Buffer, columns: number, rows: number): Float64Array {
  let field = Float64Array.from(luminance, (value) => value / 255);
  for (let pass = 0; pass < 2; pass += 1) {
    const next = new Float64Array(field.length);
    for (let j = 0; j < rows; j += 1) {
      for (let i = 0; i < columns; i += 1) {
        let sum = 0;
        let count = 0;
        for (let dj = -1; dj <= 1; dj += 1) {
          for (let di = -1; di <= 1; di += 1) {
            const x = i + di;
            const y = j + dj;
            if (x < 0 || y < 0 || x >= columns || y >= rows) continue;
            sum += field[y * columns + x]!;
            count += 1;
          }
        }
        next[j * columns + i] = sum / count;
      }
    }
    field = next;
  }
  const min = Math.min(...field);
  const range = Math.max(...field) - min;
  return field.map((value) => (range > 1e-3 ? (value - min) / range : 0.5));
}

export async function reliefMesh(image: Buffer, _options: ReliefOptions = {}): Promise<Buffer> {
  let texture: Buffer;
  let width: number;
  let height: number;
  try {
    // One decode, upright and opaque, no larger than the texture: both the texture and the heights come from it.
    const { data, info } = await sharp(image, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .flatten({ background: '#808080' })
      .resize(TEXTURE_SIZE, TEXTURE_SIZE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 88 })
      .toBuffer({ resolveWithObject: true });
    [texture, width, height] = [data, info.width, info.height];
  } catch (error) {
    throw invalidInput(`not an image: ${error instanceof Error ? error.message : String(error)}`);
  }
  const { columns, rows } = reliefGrid(width, height);
  const luminance = await sharp(texture).resize(columns, rows, { fit: 'fill' }).toColourspace('b-w').raw().toBuffer();
  const field = heights(luminance, columns, rows);

  const planeWidth = (SIZE * width) / Math.max(width, height);
  const planeHeight = (SIZE * height) / Math.max(width, height);
  const point = (i: number, j: number, z: number): Vec3 => [
    -planeWidth / 2 + (planeWidth * i) / (columns - 1),
    planeHeight - (planeHeight * j) / (rows - 1),
    z,
  ];
  const top = (i: number, j: number) => point(i, j, BASE + DEPTH * field[j * columns + i]!);
  const uv = (i: number, j: number): [number, number] => [i / (columns - 1), j / (rows - 1)];

  // The front: one vertex per grid point, normals from the height field's slopes (central differences).
  const front = new MeshBuilder();
  const dx = planeWidth / (columns - 1);
  const dy = planeHeight / (rows - 1);
  for (let j = 0; j < rows; j += 1) {
    for (let i = 0; i < columns; i += 1) {
      const h = (x: number, y: number) =>
        DEPTH * field[Math.min(rows - 1, Math.max(0, y)) * columns + Math.min(columns - 1, Math.max(0, x))]!;
      const slopeX = (h(i + 1, j) - h(i - 1, j)) / (2 * dx);
      // Rows run downwards while y runs upwards.
      const slopeY = (h(i, j - 1) - h(i, j + 1)) / (2 * dy);
      front.vertex(top(i, j), [-slopeX, -slopeY, 1], uv(i, j));
    }
  }
  for (let j = 0; j + 1 < rows; j += 1) {
    for (let i = 0; i + 1 < columns; i += 1) {
      const a = j * columns + i;
      const b = a + 1;
      const c = a + columns;
      const d = c + 1;
      front.triangle(a, c, b);
      front.triangle(b, c, d);
    }
  }

  // The four walls, each a strip from the front's edge down to the back plane, textured with the
  // picture's edge pixels (the photo seems to run round the sides, like a canvas print).
  const sides: { cells: [number, number][]; outward: Vec3 }[] = [
    { cells: Array.from({ length: columns }, (_, i) => [i, 0]), outward: [0, 1, 0] },
    { cells: Array.from({ length: columns }, (_, i) => [i, rows - 1]), outward: [0, -1, 0] },
    { cells: Array.from({ length: rows }, (_, j) => [0, j]), outward: [-1, 0, 0] },
    { cells: Array.from({ length: rows }, (_, j) => [columns - 1, j]), outward: [1, 0, 0] },
  ];
  for (const { cells, outward } of sides) {
    const first = front.vertexCount;
    for (const [i, j] of cells) {
      front.vertex(top(i, j), outward, uv(i, j));
      front.vertex(point(i, j, 0), outward, uv(i, j));
    }
    for (let k = first; k + 3 < front.vertexCount; k += 2) {
      front.triangleFacing(k, k + 1, k + 2, outward);
      front.triangleFacing(k + 1, k + 3, k + 2, outward);
    }
  }

  // The back: a fan from its centre to every vertex along the walls' lower edges, so that each edge
  // of the solid is shared by exactly two triangles (watertight, printable).
  const back = new MeshBuilder();
  const outline: [number, number][] = [
    ...Array.from({ length: columns }, (_, i): [number, number] => [i, 0]),
    ...Array.from({ length: rows - 1 }, (_, j): [number, number] => [columns - 1, j + 1]),
    ...Array.from({ length: columns - 1 }, (_, i): [number, number] => [columns - 2 - i, rows - 1]),
    ...Array.from({ length: rows - 2 }, (_, j): [number, number] => [0, rows - 2 - j]),
  ];
  const centre = back.vertex([0, planeHeight / 2, 0], [0, 0, -1]);
  for (const [i, j] of outline) back.vertex(point(i, j, 0), [0, 0, -1]);
  for (let k = 0; k < outline.length; k += 1) {
    back.triangleFacing(centre, centre + 1 + k, centre + 1 + ((k + 1) % outline.length), [0, 0, -1]);
  }

  const glb = new GlbWriter();
  const primitive = (mesh: MeshBuilder, material: number) => {
    const arrays = mesh.arrays();
    const attributes: Record<string, number> = {
      POSITION: glb.accessor(arrays.positions, 'VEC3', { bounds: true }),
      NORMAL: glb.accessor(arrays.normals, 'VEC3'),
    };
    if (arrays.uvs) attributes.TEXCOORD_0 = glb.accessor(arrays.uvs, 'VEC2');
    return { attributes, indices: glb.accessor(arrays.indices, 'SCALAR'), material, mode: 4 };
  };
  const primitives = [primitive(front, 0), primitive(back, 1)];
  const imageView = glb.image(texture);
  return glb.toGlb({
    asset: { version: '2.0', generator: 'Rassam offline relief' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0, name: 'relief' }],
    meshes: [{ name: 'relief', primitives }],
    materials: [
      {
        name: 'picture',
        pbrMetallicRoughness: { baseColorTexture: { index: 0 }, metallicFactor: 0, roughnessFactor: 0.8 },
      },
      {
        name: 'back',
        pbrMetallicRoughness: { baseColorFactor: [0.6, 0.58, 0.55, 1], metallicFactor: 0, roughnessFactor: 0.9 },
      },
    ],
    textures: [{ sampler: 0, source: 0 }],
    // Linear filtering with mipmaps, clamped at the edges (the walls sample the very edge pixels).
    samplers: [{ magFilter: 9729, minFilter: 9987, wrapS: 33071, wrapT: 33071 }],
    images: [{ bufferView: imageView, mimeType: 'image/jpeg' }],
  });
}
