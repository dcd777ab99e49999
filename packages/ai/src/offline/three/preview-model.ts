/**
 * The offline stand-in for prompt-only 3D tools (text-to-3d, video-to-3d): no model runs, so the GLB
 * is a plainly generic low-poly pebble, shaped by the seed and coloured from the prompt, with the label
 * as the node's name and in `asset.extras` for viewers and the UI to show.
 */
import { hashString, promptWords, seededRandom } from '../media/random';
import { GlbWriter } from './glb';
import { cross, MeshBuilder, normalize, sub, type Vec3 } from './mesh';

export interface PreviewModelOptions {
  prompt: string;
  seed: number;
  label: string;
}

/** An icosahedron split twice: 320 faces, coarse enough to read as a sketch, not as a result. */
const SUBDIVISIONS = 2;
/** About half a metre across: a tabletop object in AR. */
const RADIUS = 0.25;

/** Colours named in a prompt (English and Persian), as hue (degrees), saturation and lightness. */
const COLOURS: Record<string, [number, number, number]> = {};
for (const [names, hsl] of [
  ['red قرمز سرخ', [0, 0.7, 0.45]],
  ['orange نارنجی', [28, 0.85, 0.5]],
  ['yellow زرد', [50, 0.85, 0.55]],
  ['green سبز', [120, 0.5, 0.4]],
  ['blue آبی', [215, 0.7, 0.5]],
  ['purple violet بنفش', [275, 0.5, 0.5]],
  ['pink صورتی', [330, 0.7, 0.7]],
  ['brown قهوه‌ای', [25, 0.45, 0.3]],
  ['black سیاه مشکی', [0, 0, 0.08]],
  ['white سفید', [0, 0, 0.92]],
  ['gray grey خاکستری', [0, 0, 0.5]],
  ['gold golden طلایی', [45, 0.75, 0.5]],
  ['silver نقره‌ای', [0, 0, 0.75]],
] as const) {
  for (const name of names.split(' ')) COLOURS[name] = [...hsl];
}
const METALS = new Set(['gold', 'golden', 'طلایی', 'silver', 'نقره‌ای']);

/** HSL to linear RGB: glTF's baseColorFactor is linear, not sRGB. */
function linearRgb([h, s, l]: [number, number, number]): [number, number, number] {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return [toLinear(r + m), toLinear(g + m), toLinear(b + m)];
}

/** The unit icosphere's triangles (each a triple of unit vectors), split `levels` times. */
function icosphere(levels: number): [Vec3, Vec3, Vec3][] {
  const t = (1 + Math.sqrt(5)) / 2;
  const corners = (
    [
      [-1, t, 0],
      [1, t, 0],
      [-1, -t, 0],
      [1, -t, 0],
      [0, -1, t],
      [0, 1, t],
      [0, -1, -t],
      [0, 1, -t],
      [t, 0, -1],
      [t, 0, 1],
      [-t, 0, -1],
      [-t, 0, 1],
    ] as Vec3[]
  ).map(normalize);
  const faces = [
    [0, 11, 5],
    [0, 5, 1],
    [0, 1, 7],
    [0, 7, 10],
    [0, 10, 11],
    [1, 5, 9],
    [5, 11, 4],
    [11, 10, 2],
    [10, 7, 6],
    [7, 1, 8],
    [3, 9, 4],
    [3, 4, 2],
    [3, 2, 6],
    [3, 6, 8],
    [3, 8, 9],
    [4, 9, 5],
    [2, 4, 11],
    [6, 2, 10],
    [8, 6, 7],
    [9, 8, 1],
  ];
  let triangles = faces.map(([a, b, c]) => [corners[a!]!, corners[b!]!, corners[c!]!] as [Vec3, Vec3, Vec3]);
  for (let level = 0; level < levels; level += 1) {
    const middle = (p: Vec3, q: Vec3) => normalize([(p[0] + q[0]) / 2, (p[1] + q[1]) / 2, (p[2] + q[2]) / 2]);
    triangles = triangles.flatMap(([a, b, c]) => {
      const [ab, bc, ca] = [middle(a, b), middle(b, c), middle(c, a)];
      return [
        [a, ab, ca],
        [b, bc, ab],
        [c, ca, bc],
        [ab, bc, ca],
      ] as [Vec3, Vec3, Vec3][];
    });
  }
  return triangles;
}

export async function previewModel(options: PreviewModelOptions): Promise<Buffer> {
  const words = promptWords(options.prompt);
  const random = seededRandom(hashString(options.prompt) ^ options.seed);

  // The shape: a few smooth bulges in seeded directions, then a seeded stretch of each axis. The
  // radius depends only on the direction, so shared corners move together and the surface stays closed.
  const bulges = Array.from({ length: 5 }, () => ({
    direction: normalize([random() * 2 - 1, random() * 2 - 1, random() * 2 - 1]),
    amount: 0.1 + random() * 0.25,
  }));
  const stretch: Vec3 = [0.8 + random() * 0.4, 0.8 + random() * 0.5, 0.8 + random() * 0.4];
  const shape = (v: Vec3): Vec3 => {
    const radius = bulges.reduce(
      (r, { direction, amount }) =>
        r + amount * Math.max(0, v[0] * direction[0] + v[1] * direction[1] + v[2] * direction[2]) ** 3,
      1,
    );
    return [
      v[0] * radius * stretch[0] * RADIUS,
      v[1] * radius * stretch[1] * RADIUS,
      v[2] * radius * stretch[2] * RADIUS,
    ];
  };

  // Flat shading (each face its own three vertices and normal): the faceted look says "sketch".
  const triangles = icosphere(SUBDIVISIONS).map((corners) => corners.map(shape) as [Vec3, Vec3, Vec3]);
  const floor = Math.min(...triangles.flatMap((corners) => corners.map((p) => p[1])));
  const mesh = new MeshBuilder();
  for (const corners of triangles) {
    const [a, b, c] = corners.map((p): Vec3 => [p[0], p[1] - floor, p[2]]) as [Vec3, Vec3, Vec3];
    const normal = cross(sub(b, a), sub(c, a));
    mesh.triangle(mesh.vertex(a, normal), mesh.vertex(b, normal), mesh.vertex(c, normal));
  }

  const named = words.find((word) => COLOURS[word]);
  const colour = named
    ? COLOURS[named]!
    : ([hashString(words.join(' ') || options.prompt) % 360, 0.55, 0.55] as [number, number, number]);
  const metal = named !== undefined && METALS.has(named);

  const glb = new GlbWriter();
  const arrays = mesh.arrays();
  const primitive = {
    attributes: {
      POSITION: glb.accessor(arrays.positions, 'VEC3', { bounds: true }),
      NORMAL: glb.accessor(arrays.normals, 'VEC3'),
    },
    indices: glb.accessor(arrays.indices, 'SCALAR'),
    material: 0,
    mode: 4,
  };
  return glb.toGlb({
    asset: {
      version: '2.0',
      generator: 'Rassam offline preview',
      extras: { preview: true, label: options.label, prompt: options.prompt },
    },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0, name: options.label }],
    meshes: [{ name: 'preview', primitives: [primitive] }],
    materials: [
      {
        name: 'preview',
        pbrMetallicRoughness: {
          baseColorFactor: [...linearRgb(colour), 1],
          metallicFactor: metal ? 0.9 : 0.05,
          roughnessFactor: metal ? 0.35 : 0.6,
        },
      },
    ],
  });
}
