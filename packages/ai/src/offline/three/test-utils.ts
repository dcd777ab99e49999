/** Reads back what GlbWriter wrote, for the tests: the JSON, and any accessor as a typed array. */
import { cross, dot, sub, type Vec3 } from './mesh';

export interface Gltf {
  json: {
    asset: { version: string; extras?: Record<string, unknown> };
    nodes: { name?: string; mesh?: number }[];
    meshes: { primitives: { attributes: Record<string, number>; indices?: number; material?: number }[] }[];
    accessors: {
      bufferView: number;
      componentType: number;
      count: number;
      type: string;
      min?: number[];
      max?: number[];
    }[];
    bufferViews: { byteOffset: number; byteLength: number }[];
    images?: { bufferView: number; mimeType: string }[];
    materials: { pbrMetallicRoughness: { baseColorFactor?: number[]; baseColorTexture?: { index: number } } }[];
  };
  bin: Buffer;
}

export function readGlb(glb: Buffer): Gltf {
  const jsonLength = glb.readUInt32LE(12);
  const json = JSON.parse(glb.toString('utf8', 20, 20 + jsonLength)) as Gltf['json'];
  const binStart = 20 + jsonLength;
  return { json, bin: glb.subarray(binStart + 8, binStart + 8 + glb.readUInt32LE(binStart)) };
}

export function accessorData({ json, bin }: Gltf, index: number): Float32Array | Uint16Array | Uint32Array {
  const accessor = json.accessors[index]!;
  const view = json.bufferViews[accessor.bufferView]!;
  const bytes = Uint8Array.from(bin.subarray(view.byteOffset, view.byteOffset + view.byteLength)).buffer;
  if (accessor.componentType === 5126) return new Float32Array(bytes);
  return accessor.componentType === 5123 ? new Uint16Array(bytes) : new Uint32Array(bytes);
}

/** Every triangle of every primitive as three positions and the mean of its vertex normals. */
export function triangles(gltf: Gltf): { corners: [Vec3, Vec3, Vec3]; normal: Vec3 }[] {
  return gltf.json.meshes.flatMap((mesh) =>
    mesh.primitives.flatMap((primitive) => {
      const positions = accessorData(gltf, primitive.attributes.POSITION!);
      const normals = accessorData(gltf, primitive.attributes.NORMAL!);
      const indices =
        primitive.indices === undefined
          ? Array.from({ length: positions.length / 3 }, (_, i) => i)
          : Array.from(accessorData(gltf, primitive.indices));
      const vec = (array: ArrayLike<number>, i: number): Vec3 => [array[3 * i]!, array[3 * i + 1]!, array[3 * i + 2]!];
      return Array.from({ length: indices.length / 3 }, (_, t) => {
        const [a, b, c] = [indices[3 * t]!, indices[3 * t + 1]!, indices[3 * t + 2]!];
        const normal = [a, b, c]
          .map((i) => vec(normals, i))
          .reduce((sum, n): Vec3 => [sum[0] + n[0], sum[1] + n[1], sum[2] + n[2]]);
        return { corners: [vec(positions, a), vec(positions, b), vec(positions, c)] as [Vec3, Vec3, Vec3], normal };
      });
    }),
  );
}

/** Triangles whose winding (counter-clockwise front) disagrees with their normals. */
export function misfacing(gltf: Gltf): number {
  return triangles(gltf).filter(({ corners: [a, b, c], normal }) => dot(cross(sub(b, a), sub(c, a)), normal) <= 0)
    .length;
}

/** Edges (by position) not shared by exactly two triangles, each once in each direction: 0 for a closed solid. */
export function openEdges(gltf: Gltf): number {
  const key = (p: Vec3) => p.map((value) => value.toFixed(6)).join(',');
  const edges = new Map<string, number>();
  for (const { corners } of triangles(gltf)) {
    for (let k = 0; k < 3; k += 1) {
      const [from, to] = [key(corners[k]!), key(corners[(k + 1) % 3]!)];
      const edge = from < to ? `${from}|${to}` : `${to}|${from}`;
      edges.set(edge, (edges.get(edge) ?? 0) + (from < to ? 1 : 1000));
    }
  }
  return [...edges.values()].filter((count) => count !== 1001).length;
}
