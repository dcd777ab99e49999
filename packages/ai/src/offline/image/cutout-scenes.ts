/**
 * Pictures with a known subject, made in code, to measure a background removal against: each scene is a
 * background, a subject drawn over it and the subject's silhouette (the true mask). Round and irregular
 * subjects; plain, graded, textured, striped and busy backgrounds; light, dark and low-contrast colours;
 * subjects touching the frame and casting a shadow. Saved as JPEG, as most uploads are. Used by the
 * quality test (remove-bg-quality.test.ts) and `npm run bench` (bench/cutout-quality-bench.ts).
 */
import sharp from 'sharp';

export const SCENE_WIDTH = 480;
export const SCENE_HEIGHT = 360;

export interface CutoutScene {
  name: string;
  /** SVG markup of the background (the whole frame). */
  background: string;
  /** SVG markup of the subject, details included (drawn over the background). */
  subject: string;
  /** SVG markup of the subject's outline shapes, any fill: the true mask is where they are. */
  outline: string;
  /** Blotchy texture added to the background only: 0 for none, else its strength in levels (±). */
  texture?: number;
}

const gradient = (id: string, from: string, to: string, direction = 'x2="0" y2="1"') =>
  `<linearGradient id="${id}" ${direction}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** A closed smooth blob through points around (cx, cy) at the given radii (Catmull-Rom as cubic Béziers). */
function blob(cx: number, cy: number, radii: number[]): string {
  const points = radii.map((r, i) => {
    const angle = (i / radii.length) * Math.PI * 2;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as const;
  });
  const at = (i: number) => points[(i + points.length) % points.length]!;
  let d = `M${at(0)[0].toFixed(1)},${at(0)[1].toFixed(1)}`;
  for (let i = 0; i < points.length; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${c1[0]!.toFixed(1)},${c1[1]!.toFixed(1)} ${c2[0]!.toFixed(1)},${c2[1]!.toFixed(1)} ${p2[0].toFixed(1)},${p2[1].toFixed(1)}`;
  }
  return `${d} Z`;
}

function star(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const corners = Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const angle = (i / (points * 2)) * Math.PI * 2 - Math.PI / 2;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  });
  return corners.join(' ');
}

const leaf = blob(250, 185, [120, 70, 45, 60, 110, 60, 45, 70]);
const stone = blob(230, 190, [95, 120, 88, 105, 80, 112, 92, 100, 118, 86]);
const puddle = blob(300, 170, [70, 95, 60, 110, 75, 90]);
const vase =
  'M210,95 h60 v25 c45,20 55,70 45,120 c-8,40 -25,70 -35,80 h-80 c-10,-10 -27,-40 -35,-80 c-10,-50 0,-100 45,-120 z';
const mugBody = 'M150,80 h150 v180 c0,25 -20,40 -45,40 h-60 c-25,0 -45,-15 -45,-40 z';
const mugHandle = 'M300,120 c55,0 70,30 70,55 c0,30 -20,55 -70,60';
const figure =
  '<circle cx="240" cy="120" r="52"/><path d="M150,360 C150,250 190,190 240,190 C290,190 330,250 330,360 Z"/>';

/** The scenes: the first is the defect's own (a round subject on a sky gradient, as the studio's sample). */
export const cutoutScenes: CutoutScene[] = [
  {
    name: 'round on a sky gradient',
    background: `<defs>${gradient('g', '#bfdbfe', '#eff6ff')}</defs><rect width="100%" height="100%" fill="url(#g)"/>`,
    subject: '<circle cx="240" cy="185" r="105" fill="#f97316"/><circle cx="210" cy="155" r="27" fill="#fde68a"/>',
    outline: '<circle cx="240" cy="185" r="105"/>',
  },
  {
    name: 'round, off centre, diagonal gradient',
    background: `<defs>${gradient('g', '#1e293b', '#cbd5e1', 'x2="1" y2="1"')}</defs><rect width="100%" height="100%" fill="url(#g)"/>`,
    subject: '<circle cx="170" cy="200" r="80" fill="#0d9488"/>',
    outline: '<circle cx="170" cy="200" r="80"/>',
  },
  {
    name: 'ellipse on plain grey',
    background: '<rect width="100%" height="100%" fill="#9ca3af"/>',
    subject:
      '<ellipse cx="240" cy="180" rx="150" ry="95" fill="#b91c1c"/><rect x="180" y="160" width="120" height="40" fill="#fef3c7"/>',
    outline: '<ellipse cx="240" cy="180" rx="150" ry="95"/>',
  },
  {
    name: 'irregular blob, radial vignette',
    background:
      '<defs><radialGradient id="g"><stop offset="0" stop-color="#fdf4ff"/><stop offset="1" stop-color="#a78bfa"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>',
    subject: `<path d="${stone}" fill="#6b21a8"/><circle cx="205" cy="165" r="18" fill="#c084fc"/>`,
    outline: `<path d="${stone}"/>`,
  },
  {
    name: 'star on a textured gradient',
    background: `<defs>${gradient('g', '#6a8caf', '#d9c29a', 'x2="1" y2="1"')}</defs><rect width="100%" height="100%" fill="url(#g)"/>`,
    subject: `<polygon points="${star(240, 185, 150, 65)}" fill="#facc15"/>`,
    outline: `<polygon points="${star(240, 185, 150, 65)}"/>`,
    texture: 22,
  },
  {
    name: 'figure touching the bottom edge',
    background: `<defs>${gradient('g', '#e7e5e4', '#a8a29e')}</defs><rect width="100%" height="100%" fill="url(#g)"/>`,
    subject: `<g fill="#1d4ed8">${figure}</g><circle cx="240" cy="120" r="40" fill="#f5d0a9"/>`,
    outline: figure,
  },
  {
    name: 'vase on stripes',
    background:
      '<defs><pattern id="p" width="36" height="36" patternUnits="userSpaceOnUse"><rect width="36" height="36" fill="#f1f5f9"/><rect width="18" height="36" fill="#cbd5e1"/></pattern></defs><rect width="100%" height="100%" fill="url(#p)"/>',
    subject: `<path d="${vase}" fill="#15803d"/><rect x="190" y="190" width="100" height="26" fill="#fbbf24"/>`,
    outline: `<path d="${vase}"/>`,
  },
  {
    name: 'low contrast: brown on beige',
    background: `<defs>${gradient('g', '#e9d8b4', '#d6c29a')}</defs><rect width="100%" height="100%" fill="url(#g)"/>`,
    subject: `<path d="${puddle}" fill="#a0764a"/>`,
    outline: `<path d="${puddle}"/>`,
    texture: 8,
  },
  {
    name: 'dark subject on dark texture',
    background: '<rect width="100%" height="100%" fill="#1e293b"/>',
    subject: `<path d="${leaf}" fill="#0b0f19"/><path d="M140,185 Q250,150 360,185" stroke="#475569" stroke-width="6" fill="none"/>`,
    outline: `<path d="${leaf}"/>`,
    texture: 14,
  },
  {
    name: 'shaded sphere with a cast shadow',
    background: `<defs>${gradient('g', '#f8fafc', '#cbd5e1')}<radialGradient id="s"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><ellipse cx="275" cy="300" rx="130" ry="32" fill="url(#s)"/>`,
    subject:
      '<defs><radialGradient id="b" cx="0.35" cy="0.35" r="0.75"><stop offset="0" stop-color="#fecaca"/><stop offset="0.5" stop-color="#dc2626"/><stop offset="1" stop-color="#450a0a"/></radialGradient></defs><circle cx="240" cy="180" r="110" fill="url(#b)"/>',
    outline: '<circle cx="240" cy="180" r="110"/>',
  },
  {
    name: 'leaf on a bokeh background',
    background:
      '<defs><filter id="f"><feGaussianBlur stdDeviation="14"/></filter></defs><rect width="100%" height="100%" fill="#334155"/><g filter="url(#f)"><circle cx="60" cy="70" r="55" fill="#fde047"/><circle cx="420" cy="60" r="45" fill="#f472b6"/><circle cx="430" cy="300" r="60" fill="#38bdf8"/><circle cx="70" cy="300" r="50" fill="#fb923c"/><circle cx="250" cy="30" r="30" fill="#a3e635"/></g>',
    subject: `<path d="${leaf}" fill="#22c55e"/><path d="M140,185 Q250,160 360,185" stroke="#14532d" stroke-width="5" fill="none"/>`,
    outline: `<path d="${leaf}"/>`,
  },
  {
    name: 'vase on a tiled floor and wall',
    background:
      '<defs><pattern id="t" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="#d6d3d1"/><rect x="1" y="1" width="38" height="38" fill="#f5f5f4"/></pattern></defs><rect width="100%" height="100%" fill="#fde68a"/><rect y="250" width="100%" height="110" fill="url(#t)"/>',
    subject: `<path d="${vase}" fill="#1e3a8a"/><path d="M200,150 h80" stroke="#93c5fd" stroke-width="8"/>`,
    outline: `<path d="${vase}"/>`,
    texture: 6,
  },
  {
    name: 'white mug on a white wall',
    background: `<defs>${gradient('g', '#f8fafc', '#e5e7eb')}</defs><rect width="100%" height="100%" fill="url(#g)"/>`,
    subject: `<defs>${gradient('m', '#d9dee6', '#c2c9d3', 'x2="1" y2="0"')}<linearGradient id="s" x2="1" y2="0"><stop offset="0" stop-color="#dfe4ea"/><stop offset="0.45" stop-color="#fdfdfe"/><stop offset="1" stop-color="#b8c0cc"/></linearGradient></defs><path d="${mugHandle}" fill="none" stroke="url(#m)" stroke-width="18"/><path d="${mugBody}" fill="url(#s)"/><rect x="150" y="150" width="150" height="34" fill="#dc2626"/>`,
    outline: `<path d="${mugHandle}" fill="none" stroke="#fff" stroke-width="18"/><path d="${mugBody}"/>`,
  },
  {
    name: 'small round near a corner',
    background: `<defs>${gradient('g', '#fef9c3', '#fda4af', 'x2="1" y2="0"')}</defs><rect width="100%" height="100%" fill="url(#g)"/>`,
    subject: '<circle cx="360" cy="95" r="48" fill="#4338ca"/>',
    outline: '<circle cx="360" cy="95" r="48"/>',
  },
  {
    name: 'large subject filling the frame',
    background: `<defs>${gradient('g', '#ecfccb', '#65a30d')}</defs><rect width="100%" height="100%" fill="url(#g)"/>`,
    subject: `<ellipse cx="240" cy="185" rx="205" ry="150" fill="#7c2d12"/><ellipse cx="240" cy="185" rx="120" ry="80" fill="#ea580c"/>`,
    outline: '<ellipse cx="240" cy="185" rx="205" ry="150"/>',
    texture: 10,
  },
];

const svg = (body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}">${body}</svg>`);

/** A fixed pseudo-random sequence (same picture every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/** Low-frequency blotches (a coarse random grid, smoothly scaled up) plus fine grain, as a photo's wall. */
async function textureField(strength: number, seed: number): Promise<Float32Array> {
  const next = random(seed);
  const coarse = Buffer.from(Array.from({ length: 24 * 18 }, () => Math.round(next() * 255)));
  const smooth = await sharp(coarse, { raw: { width: 24, height: 18, channels: 1 } })
    .resize(SCENE_WIDTH, SCENE_HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const field = new Float32Array(SCENE_WIDTH * SCENE_HEIGHT);
  for (let i = 0; i < field.length; i += 1)
    field[i] = ((smooth[i]! / 255 - 0.5) * 1.4 + (next() - 0.5) * 0.6) * strength;
  return field;
}

/** The scene as an upload (JPEG bytes) and its true mask (1 where the subject is, row by row). */
export async function renderScene(scene: CutoutScene, seed = 1): Promise<{ image: Buffer; mask: Uint8Array }> {
  const background = await sharp(svg(scene.background)).removeAlpha().raw().toBuffer();
  if (scene.texture) {
    const field = await textureField(scene.texture, seed * 7919 + scene.name.length);
    for (let p = 0; p < field.length; p += 1) {
      for (let c = 0; c < 3; c += 1) {
        const i = p * 3 + c;
        background[i] = Math.max(0, Math.min(255, Math.round(background[i]! + field[p]!)));
      }
    }
  }
  const subject = await sharp(svg(scene.subject)).png().toBuffer();
  // Every pixel of the picture gets a little sensor noise, subject too, then JPEG.
  // Compositing adds an alpha channel: dropped, so the pixels stay three bytes each.
  const composed = await sharp(background, { raw: { width: SCENE_WIDTH, height: SCENE_HEIGHT, channels: 3 } })
    .composite([{ input: subject }])
    .removeAlpha()
    .raw()
    .toBuffer();
  const grain = random(seed);
  for (let i = 0; i < composed.length; i += 1) {
    composed[i] = Math.max(0, Math.min(255, composed[i]! + Math.round((grain() - 0.5) * 6)));
  }
  const image = await sharp(composed, { raw: { width: SCENE_WIDTH, height: SCENE_HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const outline = await sharp(svg(`<rect width="100%" height="100%" fill="#000"/><g fill="#fff">${scene.outline}</g>`))
    .extractChannel(0)
    .raw()
    .toBuffer();
  const mask = new Uint8Array(SCENE_WIDTH * SCENE_HEIGHT);
  for (let p = 0; p < mask.length; p += 1) mask[p] = outline[p]! >= 128 ? 1 : 0;
  return { image, mask };
}

/**
 * Intersection over union of a cut-out's alpha (opaque = alpha ≥ 128) with the true mask: 1 is perfect;
 * background kept and subject lost both lower it.
 */
export async function cutoutIoU(cutout: Buffer, mask: Uint8Array): Promise<number> {
  const { data, info } = await sharp(cutout).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.width * info.height !== mask.length) throw new Error('The cut-out is not the size of its mask');
  let both = 0;
  let either = 0;
  for (let p = 0; p < mask.length; p += 1) {
    const kept = data[p * 4 + 3]! >= 128;
    const truth = mask[p] === 1;
    if (kept && truth) both += 1;
    if (kept || truth) either += 1;
  }
  return either === 0 ? 1 : both / either;
}

/** IoU of `method` on every scene (a scene it refuses counts 0), with the mean and the worst. */
export async function measureCutouts(
  method: (image: Buffer) => Promise<Buffer>,
): Promise<{ scenes: { name: string; iou: number }[]; mean: number; worst: number }> {
  const scenes: { name: string; iou: number }[] = [];
  for (const scene of cutoutScenes) {
    const { image, mask } = await renderScene(scene);
    const iou = await method(image).then(
      (cutout) => cutoutIoU(cutout, mask),
      () => 0,
    );
    scenes.push({ name: scene.name, iou });
  }
  const values = scenes.map((scene) => scene.iou);
  return { scenes, mean: values.reduce((a, b) => a + b, 0) / values.length, worst: Math.min(...values) };
}
