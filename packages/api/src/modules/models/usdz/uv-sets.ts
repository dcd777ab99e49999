/**
 * Which texture coordinates a texture reads: a TEXCOORD_n set and, with KHR_texture_transform, an
 * offset, rotation and scale. Both outputs bake the transform into the coordinates they write, so
 * neither needs a transform node: Quick Look's support for UsdTransform2d has varied between iOS
 * versions, and a poster is cheaper with one set of UVs per texture than a matrix per pixel.
 */
import type { TextureInfo } from '@gltf-transform/core';
import type { Transform } from '@gltf-transform/extensions';

export interface UvSet {
  texCoord: number;
  /** 2×3 affine map, row-major: u' = a·u + b·v + c, v' = d·u + e·v + f. Absent: identity. */
  transform?: [number, number, number, number, number, number];
  /** Stable key for sharing one primvar between textures that read the same coordinates. */
  key: string;
}

/** The coordinates a texture slot reads (`KHR_texture_transform`'s texCoord wins over the slot's). */
export function uvSetOf(info: TextureInfo): UvSet {
  const extension = info.getExtension<Transform>('KHR_texture_transform');
  const texCoord = extension?.getTexCoord() ?? info.getTexCoord();
  if (!extension) return { texCoord, key: String(texCoord) };
  const [ox, oy] = extension.getOffset();
  const [sx, sy] = extension.getScale();
  const rotation = extension.getRotation();
  if (ox === 0 && oy === 0 && sx === 1 && sy === 1 && rotation === 0) return { texCoord, key: String(texCoord) };
  // The extension's matrix is translation · rotation · scale, with rotation [[cos, sin], [-sin, cos]]
  // in glTF's UV space (origin top left), as its README's GLSL and three.js read it.
  const c = Math.cos(rotation);
  const s = Math.sin(rotation);
  const transform: UvSet['transform'] = [c * sx, s * sy, ox, -s * sx, c * sy, oy];
  return { texCoord, transform, key: `${texCoord}:${transform.join(',')}` };
}

/**
 * The set's coordinates for every vertex: transformed, and with V flipped when `flipV` (USD's st
 * origin is the image's bottom left, glTF's the top left: st = (u, 1 − v)).
 */
export function resolveUvs(source: Float32Array, set: UvSet, flipV: boolean): Float32Array {
  const out = new Float32Array(source.length);
  const t = set.transform;
  for (let i = 0; i < source.length; i += 2) {
    let u = source[i]!;
    let v = source[i + 1]!;
    if (t) [u, v] = [t[0] * u + t[1] * v + t[2], t[3] * u + t[4] * v + t[5]];
    out[i] = u;
    out[i + 1] = flipV ? 1 - v : v;
  }
  return out;
}
