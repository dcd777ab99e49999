/**
 * The model as the poster draws it: every primitive of every node of the scene, in world space
 * (positions through the node's world matrix, normals through its inverse transpose), with the base
 * colour inputs of its material. Only what a Lambert poster needs; the rest of the material is PBR
 * detail a 512-pixel still does not show.
 */
import type { Document, Material, Node } from '@gltf-transform/core';
import { readFloats, triangleIndices } from '../usdz/gltf-geometry';
import { resolveUvs, uvSetOf } from '../usdz/uv-sets';
import { decodeTexture, type DecodedTexture } from './poster-texture';

export interface DrawBatch {
  positions: Float32Array;
  normals: Float32Array | null;
  /** Base colour texture coordinates (transform applied), when the material has a texture. */
  uvs: Float32Array | null;
  /** COLOR_0 as RGBA floats, linear. */
  colors: Float32Array | null;
  indices: Uint32Array;
  /** Linear RGBA. */
  baseColor: [number, number, number, number];
  texture: DecodedTexture | null;
  emissive: [number, number, number];
  doubleSided: boolean;
  alphaMode: 'OPAQUE' | 'MASK' | 'BLEND';
  alphaCutoff: number;
}

export interface PosterScene {
  batches: DrawBatch[];
  center: [number, number, number];
  radius: number;
  triangles: number;
}

function transformPoints(source: Float32Array, m: ArrayLike<number>): Float32Array {
  const out = new Float32Array(source.length);
  for (let i = 0; i < source.length; i += 3) {
    const x = source[i]!;
    const y = source[i + 1]!;
    const z = source[i + 2]!;
    out[i] = m[0]! * x + m[4]! * y + m[8]! * z + m[12]!;
    out[i + 1] = m[1]! * x + m[5]! * y + m[9]! * z + m[13]!;
    out[i + 2] = m[2]! * x + m[6]! * y + m[10]! * z + m[14]!;
  }
  return out;
}

/** Normals through the inverse transpose of the upper 3×3 (the cofactor matrix: same direction). */
function transformNormals(source: Float32Array, m: ArrayLike<number>): Float32Array {
  const [a, b, c, d, e, f, g, h, i] = [m[0]!, m[1]!, m[2]!, m[4]!, m[5]!, m[6]!, m[8]!, m[9]!, m[10]!];
  const cof = [e * i - f * h, f * g - d * i, d * h - e * g, c * h - b * i, a * i - c * g, b * g - a * h];
  const cof2 = [b * f - c * e, c * d - a * f, a * e - b * d];
  const out = new Float32Array(source.length);
  for (let k = 0; k < source.length; k += 3) {
    const x = source[k]!;
    const y = source[k + 1]!;
    const z = source[k + 2]!;
    const nx = cof[0]! * x + cof[3]! * y + cof2[0]! * z;
    const ny = cof[1]! * x + cof[4]! * y + cof2[1]! * z;
    const nz = cof[2]! * x + cof[5]! * y + cof2[2]! * z;
    const length = Math.hypot(nx, ny, nz) || 1;
    out[k] = nx / length;
    out[k + 1] = ny / length;
    out[k + 2] = nz / length;
  }
  return out;
}

function determinant3(m: ArrayLike<number>): number {
  return (
    m[0]! * (m[5]! * m[10]! - m[6]! * m[9]!) -
    m[4]! * (m[1]! * m[10]! - m[2]! * m[9]!) +
    m[8]! * (m[1]! * m[6]! - m[2]! * m[5]!)
  );
}

/** COLOR_0 as RGBA (glTF allows RGB or RGBA). */
function colorsOf(accessorColors: Float32Array, count: number, components: number): Float32Array {
  const out = new Float32Array(count * 4);
  for (let i = 0; i < count; i++) {
    out[i * 4] = accessorColors[i * components]!;
    out[i * 4 + 1] = accessorColors[i * components + 1]!;
    out[i * 4 + 2] = accessorColors[i * components + 2]!;
    out[i * 4 + 3] = components === 4 ? accessorColors[i * components + 3]! : 1;
  }
  return out;
}

export async function posterScene(document: Document): Promise<PosterScene> {
  const root = document.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const tops = scene ? scene.listChildren() : root.listNodes().filter((node) => !node.getParentNode());
  const textures = new Map<Material, Promise<DecodedTexture | undefined>>();
  const batches: DrawBatch[] = [];
  let triangles = 0;

  const visit = async (node: Node): Promise<void> => {
    const mesh = node.getMesh();
    if (mesh) {
      const world = node.getWorldMatrix();
      // A mirroring transform turns counter-clockwise into clockwise; swap two corners to undo it.
      const mirrored = determinant3(world) < 0;
      for (const primitive of mesh.listPrimitives()) {
        const result = triangleIndices(primitive);
        if (!result.ok || result.indices.length === 0) continue;
        const indices = result.indices;
        const local = readFloats(primitive.getAttribute('POSITION')!);
        let valid = true;
        for (let i = 0; i < indices.length; i++) if (indices[i]! * 3 >= local.length) valid = false;
        if (!valid) continue;
        if (mirrored) {
          for (let t = 0; t < indices.length; t += 3)
            [indices[t + 1], indices[t + 2]] = [indices[t + 2]!, indices[t + 1]!];
        }
        const material = primitive.getMaterial();
        const normal = primitive.getAttribute('NORMAL');
        const color = primitive.getAttribute('COLOR_0');
        const info = material?.getBaseColorTextureInfo();
        const source = material?.getBaseColorTexture();
        let texture: DecodedTexture | undefined;
        let uvs: Float32Array | null = null;
        if (material && source && info) {
          const set = uvSetOf(info);
          const coordinates = primitive.getAttribute(`TEXCOORD_${set.texCoord}`);
          if (coordinates) {
            if (!textures.has(material)) textures.set(material, decodeTexture(source, info));
            texture = await textures.get(material);
            uvs = texture ? resolveUvs(readFloats(coordinates), set, false) : null;
          }
        }
        const vertexCount = local.length / 3;
        batches.push({
          positions: transformPoints(local, world),
          normals: normal ? transformNormals(readFloats(normal), world) : null,
          uvs,
          colors: color ? colorsOf(readFloats(color), vertexCount, color.getElementSize()) : null,
          indices,
          baseColor: (material?.getBaseColorFactor() ?? [1, 1, 1, 1]) as [number, number, number, number],
          texture: texture ?? null,
          emissive: (material?.getEmissiveFactor() ?? [0, 0, 0]) as [number, number, number],
          doubleSided: material?.getDoubleSided() ?? false,
          alphaMode: material?.getAlphaMode() ?? 'OPAQUE',
          alphaCutoff: material?.getAlphaCutoff() ?? 0.5,
        });
        triangles += indices.length / 3;
      }
    }
    for (const child of node.listChildren()) await visit(child);
  };
  for (const node of tops) await visit(node);

  // The bounding sphere: the box's centre and the farthest vertex from it (tighter than the box's corner).
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const { positions } of batches) {
    for (let i = 0; i < positions.length; i += 3) {
      for (let c = 0; c < 3; c++) {
        const value = positions[i + c]!;
        if (value < min[c]!) min[c] = value;
        if (value > max[c]!) max[c] = value;
      }
    }
  }
  if (!batches.length) return { batches, center: [0, 0, 0], radius: 1, triangles };
  const center: [number, number, number] = [0, 1, 2].map((c) => (min[c]! + max[c]!) / 2) as [number, number, number];
  let radius2 = 0;
  for (const { positions } of batches) {
    for (let i = 0; i < positions.length; i += 3) {
      const dx = positions[i]! - center[0];
      const dy = positions[i + 1]! - center[1];
      const dz = positions[i + 2]! - center[2];
      radius2 = Math.max(radius2, dx * dx + dy * dy + dz * dz);
    }
  }
  return { batches, center, radius: Math.sqrt(radius2) || 1, triangles };
}
