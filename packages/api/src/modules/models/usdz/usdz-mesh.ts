/** One glTF primitive as a USD Mesh prim: triangles, vertex-interpolated normals and UV primvars. */
import type { Primitive } from '@gltf-transform/core';
import { readFloats, triangleIndices } from './gltf-geometry';
import { usdFloat, usdIntArray, usdTupleArray, usdUnitFloat, type UsdaWriter } from './usda-text';
import type { MaterialPlan } from './usdz-materials';
import { resolveUvs } from './uv-sets';

/** Flat normals, one per face, for primitives without NORMAL (glTF asks for flat shading then). */
function faceNormals(points: Float32Array, indices: Uint32Array): Float32Array {
  const out = new Float32Array(indices.length);
  for (let t = 0; t < indices.length; t += 3) {
    const a = indices[t]! * 3;
    const b = indices[t + 1]! * 3;
    const c = indices[t + 2]! * 3;
    const ux = points[b]! - points[a]!;
    const uy = points[b + 1]! - points[a + 1]!;
    const uz = points[b + 2]! - points[a + 2]!;
    const vx = points[c]! - points[a]!;
    const vy = points[c + 1]! - points[a + 1]!;
    const vz = points[c + 2]! - points[a + 2]!;
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    const length = Math.hypot(nx, ny, nz) || 1;
    out[t] = nx / length;
    out[t + 1] = ny / length;
    out[t + 2] = nz / length;
  }
  return out;
}

/**
 * Writes `def Mesh "name"` for the primitive, or answers why it cannot (no faces, broken indices):
 * the caller turns that into a warning and carries on with the rest of the model.
 */
export function writeMesh(
  w: UsdaWriter,
  name: string,
  primitive: Primitive,
  material: MaterialPlan,
  warn: (message: string) => void,
): string | null {
  const triangles = triangleIndices(primitive);
  if (!triangles.ok) return triangles.reason;
  const { indices } = triangles;
  if (indices.length === 0) return 'the primitive has no triangles';
  const points = readFloats(primitive.getAttribute('POSITION')!);
  const vertexCount = points.length / 3;
  for (let i = 0; i < indices.length; i++) {
    if (indices[i]! >= vertexCount) return `index ${indices[i]} is past the ${vertexCount} vertices`;
  }

  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < points.length; i += 3) {
    for (let c = 0; c < 3; c++) {
      min[c] = Math.min(min[c]!, points[i + c]!);
      max[c] = Math.max(max[c]!, points[i + c]!);
    }
  }
  const normals = primitive.getAttribute('NORMAL');
  const faceCount = indices.length / 3;

  w.block(
    `def Mesh "${name}"`,
    () => {
      w.line(`uniform bool doubleSided = ${material.material?.getDoubleSided() ? 1 : 0}`);
      w.line(`float3[] extent = [(${min.map(usdFloat).join(', ')}), (${max.map(usdFloat).join(', ')})]`);
      w.line(`int[] faceVertexCounts = [${faceCount > 1 ? '3, '.repeat(faceCount - 1) : ''}3]`);
      w.line(`int[] faceVertexIndices = ${usdIntArray(indices)}`);
      w.line(`rel material:binding = <${material.path}>`);
      if (normals) {
        w.line(`normal3f[] normals = ${usdTupleArray(readFloats(normals), 3, usdUnitFloat)} (`);
        w.line('    interpolation = "vertex"');
      } else {
        w.line(`normal3f[] normals = ${usdTupleArray(faceNormals(points, indices), 3, usdUnitFloat)} (`);
        w.line('    interpolation = "uniform"');
      }
      w.line(')');
      w.line(`point3f[] points = ${usdTupleArray(points, 3)}`);
      // TEXCOORD_0 always travels as `st`, textured or not: USD tools and later material edits expect it.
      const primvars = [...material.primvars.values()];
      if (!primvars.some(({ name: primvar }) => primvar === 'st') && primitive.getAttribute('TEXCOORD_0')) {
        primvars.unshift({ name: 'st', uv: { texCoord: 0, key: '0' } });
      }
      for (const { name: primvar, uv } of primvars) {
        const source = primitive.getAttribute(`TEXCOORD_${uv.texCoord}`);
        if (!source) {
          warn(`${name} has no TEXCOORD_${uv.texCoord} for its textures; they show their first texel`);
          continue;
        }
        w.line(`texCoord2f[] primvars:${primvar} = ${usdTupleArray(resolveUvs(readFloats(source), uv, true), 2)} (`);
        w.line('    interpolation = "vertex"');
        w.line(')');
      }
      // Without this, USD treats every mesh as a Catmull-Clark cage and smooths (and shrinks) it.
      w.line('uniform token subdivisionScheme = "none"');
    },
    ['prepend apiSchemas = ["MaterialBindingAPI"]'],
  );
  return null;
}
