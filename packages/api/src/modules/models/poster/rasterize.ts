/**
 * The poster's software rasteriser. Two passes over a visibility buffer, so that a million small
 * triangles cost one edge-function walk each and shading runs once per pixel, not once per
 * overdrawn fragment:
 *
 * 1. Visibility: every opaque and masked triangle is projected and walked over the pixel centres of
 *    its bounding box with incremental edge functions; the nearest (largest 1/z, exact under
 *    perspective) keeps the pixel with its batch, triangle and perspective-correct barycentrics.
 *    MASK materials test their alpha here, since a cut-out must not hide what is behind it.
 * 2. Shading: each covered pixel interpolates normal, UV and colour and is lit once (Lambert key
 *    light and a hemisphere ambient). BLEND triangles follow, tested against the opaque depth and
 *    composited over it in draw order (no sorting: glass in a poster is rare and small).
 *
 * No clipping: the camera stands outside the bounding sphere, so every vertex is in front of it.
 */
import type { Camera } from './poster-camera';
import type { DrawBatch, PosterScene } from './poster-scene';
import { sampleBilinear } from './poster-texture';

/** Linear, premultiplied RGBA per pixel; alpha is coverage. */
export interface LinearImage {
  width: number;
  height: number;
  rgba: Float32Array;
}

interface Projected {
  sx: Float32Array;
  sy: Float32Array;
  /** 1 / depth along the view direction; ≤ 0 behind the eye. */
  iz: Float32Array;
}

function project(batch: DrawBatch, camera: Camera): Projected {
  const { positions } = batch;
  const count = positions.length / 3;
  const sx = new Float32Array(count);
  const sy = new Float32Array(count);
  const iz = new Float32Array(count);
  const [ex, ey, ez] = camera.eye;
  const [rx, ry, rz] = camera.right;
  const [ux, uy, uz] = camera.up;
  const [fx, fy, fz] = camera.forward;
  const cx = camera.width / 2;
  const cy = camera.height / 2;
  for (let i = 0; i < count; i++) {
    const x = positions[i * 3]! - ex;
    const y = positions[i * 3 + 1]! - ey;
    const z = positions[i * 3 + 2]! - ez;
    const depth = x * fx + y * fy + z * fz;
    const inverse = depth > 1e-9 ? 1 / depth : 0;
    iz[i] = inverse;
    sx[i] = cx + (x * rx + y * ry + z * rz) * inverse * camera.focal;
    sy[i] = cy - (x * ux + y * uy + z * uz) * inverse * camera.focal;
  }
  return { sx, sy, iz };
}

/** Called for every pixel centre a triangle covers: barycentrics are perspective-correct. */
type Fragment = (pixel: number, iz: number, q1: number, q2: number, triangle: number, back: boolean) => void;

/** Walks every triangle of a batch over the pixel centres it covers. */
function walk(batch: DrawBatch, p: Projected, width: number, height: number, fragment: Fragment): void {
  const { indices, doubleSided } = batch;
  const { sx, sy, iz } = p;
  for (let t = 0; t < indices.length; t += 3) {
    const i0 = indices[t]!;
    const i1 = indices[t + 1]!;
    const i2 = indices[t + 2]!;
    const z0 = iz[i0]!;
    const z1 = iz[i1]!;
    const z2 = iz[i2]!;
    if (z0 <= 0 || z1 <= 0 || z2 <= 0) continue;
    const x0 = sx[i0]!;
    const y0 = sy[i0]!;
    const x1 = sx[i1]!;
    const y1 = sy[i1]!;
    const x2 = sx[i2]!;
    const y2 = sy[i2]!;
    const area = (x1 - x0) * (y2 - y0) - (y1 - y0) * (x2 - x0);
    if (area === 0) continue;
    // Screen y runs down, so glTF's counter-clockwise front faces arrive clockwise: negative area.
    const back = area > 0;
    if (back && !doubleSided) continue;
    const minX = Math.max(0, Math.floor(Math.min(x0, x1, x2)));
    const maxX = Math.min(width - 1, Math.ceil(Math.max(x0, x1, x2)));
    const minY = Math.max(0, Math.floor(Math.min(y0, y1, y2)));
    const maxY = Math.min(height - 1, Math.ceil(Math.max(y0, y1, y2)));
    if (minX > maxX || minY > maxY) continue;
    const inv = 1 / area;
    // b0 = E(v1, v2, p) / area, b1 = E(v2, v0, p) / area, b2 = E(v0, v1, p) / area,
    // with E(a, b, p) = (bx − ax)(py − ay) − (by − ay)(px − ax): linear in px, so a step right adds aN.
    const a0 = -(y2 - y1) * inv;
    const a1 = -(y0 - y2) * inv;
    const a2 = -(y1 - y0) * inv;
    const px0 = minX + 0.5;
    for (let y = minY; y <= maxY; y++) {
      const py = y + 0.5;
      let b0 = ((x2 - x1) * (py - y1) - (y2 - y1) * (px0 - x1)) * inv;
      let b1 = ((x0 - x2) * (py - y2) - (y0 - y2) * (px0 - x2)) * inv;
      let b2 = ((x1 - x0) * (py - y0) - (y1 - y0) * (px0 - x0)) * inv;
      const row = y * width;
      for (let x = minX; x <= maxX; x++, b0 += a0, b1 += a1, b2 += a2) {
        // A hair of tolerance closes the cracks rounding opens between neighbours.
        if (b0 < -1e-7 || b1 < -1e-7 || b2 < -1e-7) continue;
        const w0 = b0 * z0;
        const w1 = b1 * z1;
        const w2 = b2 * z2;
        const z = w0 + w1 + w2;
        fragment(row + x, z, w1 / z, w2 / z, t / 3, back);
      }
    }
  }
}

interface Light {
  /** Unit vector towards the key light. */
  key: [number, number, number];
}

const KEY = 0.6;
const SKY = 0.45;
const GROUND = 0.18;

/** Shades one point of a triangle into `out` (linear RGB and alpha); `scratch` holds a texture sample. */
function shade(
  batch: DrawBatch,
  triangle: number,
  q1: number,
  q2: number,
  back: boolean,
  light: Light,
  out: Float32Array,
  scratch: Float32Array,
): void {
  const { indices, normals, uvs, colors, baseColor, texture, emissive, positions } = batch;
  const i0 = indices[triangle * 3]!;
  const i1 = indices[triangle * 3 + 1]!;
  const i2 = indices[triangle * 3 + 2]!;
  const q0 = 1 - q1 - q2;
  let nx: number;
  let ny: number;
  let nz: number;
  if (normals) {
    nx = normals[i0 * 3]! * q0 + normals[i1 * 3]! * q1 + normals[i2 * 3]! * q2;
    ny = normals[i0 * 3 + 1]! * q0 + normals[i1 * 3 + 1]! * q1 + normals[i2 * 3 + 1]! * q2;
    nz = normals[i0 * 3 + 2]! * q0 + normals[i1 * 3 + 2]! * q1 + normals[i2 * 3 + 2]! * q2;
  } else {
    // No NORMAL: flat shading from the triangle's own plane (glTF 2.0 §3.7.2.1).
    const ux = positions[i1 * 3]! - positions[i0 * 3]!;
    const uy = positions[i1 * 3 + 1]! - positions[i0 * 3 + 1]!;
    const uz = positions[i1 * 3 + 2]! - positions[i0 * 3 + 2]!;
    const vx = positions[i2 * 3]! - positions[i0 * 3]!;
    const vy = positions[i2 * 3 + 1]! - positions[i0 * 3 + 1]!;
    const vz = positions[i2 * 3 + 2]! - positions[i0 * 3 + 2]!;
    nx = uy * vz - uz * vy;
    ny = uz * vx - ux * vz;
    nz = ux * vy - uy * vx;
  }
  const length = Math.hypot(nx, ny, nz) || 1;
  const flip = back ? -1 : 1;
  nx = (nx / length) * flip;
  ny = (ny / length) * flip;
  nz = (nz / length) * flip;

  let r = baseColor[0];
  let g = baseColor[1];
  let b = baseColor[2];
  let a = baseColor[3];
  if (colors) {
    r *= colors[i0 * 4]! * q0 + colors[i1 * 4]! * q1 + colors[i2 * 4]! * q2;
    g *= colors[i0 * 4 + 1]! * q0 + colors[i1 * 4 + 1]! * q1 + colors[i2 * 4 + 1]! * q2;
    b *= colors[i0 * 4 + 2]! * q0 + colors[i1 * 4 + 2]! * q1 + colors[i2 * 4 + 2]! * q2;
    a *= colors[i0 * 4 + 3]! * q0 + colors[i1 * 4 + 3]! * q1 + colors[i2 * 4 + 3]! * q2;
  }
  if (texture && uvs) {
    const u = uvs[i0 * 2]! * q0 + uvs[i1 * 2]! * q1 + uvs[i2 * 2]! * q2;
    const v = uvs[i0 * 2 + 1]! * q0 + uvs[i1 * 2 + 1]! * q1 + uvs[i2 * 2 + 1]! * q2;
    sampleBilinear(texture, u, v, scratch);
    r *= scratch[0]!;
    g *= scratch[1]!;
    b *= scratch[2]!;
    a *= scratch[3]!;
  }
  const hemisphere = GROUND + (SKY - GROUND) * (0.5 + 0.5 * ny);
  const lambert = Math.max(0, nx * light.key[0] + ny * light.key[1] + nz * light.key[2]);
  const lit = hemisphere + KEY * lambert;
  out[0] = r * lit + emissive[0];
  out[1] = g * lit + emissive[1];
  out[2] = b * lit + emissive[2];
  out[3] = batch.alphaMode === 'OPAQUE' ? 1 : Math.min(1, Math.max(0, a));
}

/** Renders the scene through the camera into linear premultiplied RGBA at the camera's size. */
export function rasterize(scene: PosterScene, camera: Camera): LinearImage {
  const { width, height } = camera;
  const pixels = width * height;
  const depth = new Float32Array(pixels);
  const batchOf = new Int32Array(pixels).fill(-1);
  const triangleOf = new Int32Array(pixels);
  const bary = new Float32Array(pixels * 2);
  const backOf = new Uint8Array(pixels);
  const rgba = new Float32Array(pixels * 4);
  const sample = new Float32Array(4);
  const scratch = new Float32Array(4);
  // The key light comes from the camera's upper left, in front of the model.
  const k = camera.right.map((r, c) => -0.45 * r + 0.75 * camera.up[c]! - 0.5 * camera.forward[c]!);
  const kl = Math.hypot(k[0]!, k[1]!, k[2]!);
  const light: Light = { key: [k[0]! / kl, k[1]! / kl, k[2]! / kl] };

  const projected = scene.batches.map((batch) => project(batch, camera));
  scene.batches.forEach((batch, index) => {
    if (batch.alphaMode === 'BLEND') return;
    const masked = batch.alphaMode === 'MASK';
    walk(batch, projected[index]!, width, height, (pixel, z, q1, q2, triangle, back) => {
      if (z <= depth[pixel]!) return;
      if (masked) {
        shade(batch, triangle, q1, q2, back, light, sample, scratch);
        if (sample[3]! < batch.alphaCutoff) return;
      }
      depth[pixel] = z;
      batchOf[pixel] = index;
      triangleOf[pixel] = triangle;
      bary[pixel * 2] = q1;
      bary[pixel * 2 + 1] = q2;
      backOf[pixel] = back ? 1 : 0;
    });
  });

  for (let pixel = 0; pixel < pixels; pixel++) {
    const index = batchOf[pixel]!;
    if (index < 0) continue;
    shade(
      scene.batches[index]!,
      triangleOf[pixel]!,
      bary[pixel * 2]!,
      bary[pixel * 2 + 1]!,
      backOf[pixel] === 1,
      light,
      sample,
      scratch,
    );
    rgba[pixel * 4] = sample[0]!;
    rgba[pixel * 4 + 1] = sample[1]!;
    rgba[pixel * 4 + 2] = sample[2]!;
    rgba[pixel * 4 + 3] = 1;
  }

  scene.batches.forEach((batch, index) => {
    if (batch.alphaMode !== 'BLEND') return;
    walk(batch, projected[index]!, width, height, (pixel, z, q1, q2, triangle, back) => {
      if (z <= depth[pixel]!) return;
      shade(batch, triangle, q1, q2, back, light, sample, scratch);
      const a = sample[3]!;
      const o = pixel * 4;
      rgba[o] = sample[0]! * a + rgba[o]! * (1 - a);
      rgba[o + 1] = sample[1]! * a + rgba[o + 1]! * (1 - a);
      rgba[o + 2] = sample[2]! * a + rgba[o + 2]! * (1 - a);
      rgba[o + 3] = a + rgba[o + 3]! * (1 - a);
    });
  });
  return { width, height, rgba };
}
