/**
 * What a parsed USD layer asks three's composer to build, counted from its specs before the composer
 * allocates anything: prims, and each mesh's triangles once triangulated. Each mesh's topology is checked
 * too (polygon sizes, indices inside the points), since three would read past its arrays and make NaN.
 */
import type { IntakeLimits } from '../intake/limits';
import { refuse } from '../intake/refuse';
import type { UsdLayer, UsdSpec } from './three-usd';

const PRIM = 6;

export interface LayerCounts {
  prims: number;
  triangles: number;
  meshes: number;
  /** Prim types seen that nothing here reads (gprims such as Cube and Sphere, PointInstancer, ...). */
  unread: Set<string>;
  animated: boolean;
  variants: boolean;
}

/** Prim types the composer turns into something, or that are containers only. */
const READ_TYPES = new Set(['', 'Xform', 'Scope', 'Mesh', 'Material', 'Shader', 'NodeGraph', 'GeomSubset', 'SkelRoot']);
const SKIPPED_QUIETLY = new Set(['Skeleton', 'SkelAnimation', 'BlendShape', 'Camera', 'DistantLight', 'DomeLight']);

/** An attribute's value: its default, or (three's choice) the sample at time 0, else the first. */
function valueOf(spec: UsdSpec | undefined): unknown {
  const fields = spec?.fields;
  if (!fields) return undefined;
  if (fields.default !== undefined) return fields.default;
  const samples = fields.timeSamples as { times?: unknown[]; values?: unknown[] } | undefined;
  if (!samples?.values?.length) return undefined;
  const zero = samples.times?.indexOf(0) ?? -1;
  return samples.values[zero >= 0 ? zero : 0];
}

type Numbers = ArrayLike<unknown>;

function numbers(value: unknown): Numbers | undefined {
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) return value as unknown as Numbers;
  if (Array.isArray(value)) return value;
  return undefined;
}

const unreadable = (mesh: string, problem: string) => refuse('unreadable-usd', { mesh, problem });

/** Counts one layer; refuses a mesh three would build wrongly, or a polygon over the limit. */
export function countLayer(layer: UsdLayer, limits: IntakeLimits): LayerCounts {
  const counts: LayerCounts = {
    prims: 0,
    triangles: 0,
    meshes: 0,
    unread: new Set(),
    animated: false,
    variants: false,
  };
  const specs = layer.specsByPath;
  for (const path of Object.keys(specs)) {
    const spec = specs[path]!;
    if (spec.fields.timeSamples !== undefined) counts.animated = true;
    if (path.includes('{')) counts.variants = true;
    if (spec.specType !== PRIM || path === '/') continue;
    counts.prims += 1;
    const type = typeof spec.fields.typeName === 'string' ? spec.fields.typeName : '';
    if (type === 'Mesh') {
      counts.meshes += 1;
      counts.triangles += countMesh(path, specs, limits);
    } else if (!READ_TYPES.has(type) && !SKIPPED_QUIETLY.has(type)) counts.unread.add(type);
  }
  return counts;
}

function countMesh(path: string, specs: Record<string, UsdSpec>, limits: IntakeLimits): number {
  const points = numbers(valueOf(specs[`${path}.points`]));
  const indices = numbers(valueOf(specs[`${path}.faceVertexIndices`]));
  const faces = numbers(valueOf(specs[`${path}.faceVertexCounts`]));
  if (!points || points.length === 0) return 0;
  if (points.length % 3 !== 0) throw unreadable(path, 'points are not triples');
  const vertices = points.length / 3;
  if (!indices || indices.length === 0) return Math.floor(vertices / 3);

  for (let i = 0; i < indices.length; i += 1) {
    const index = indices[i];
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= vertices) {
      throw unreadable(path, 'a face names a point the mesh does not have');
    }
  }
  if (!faces || faces.length === 0) return Math.floor(indices.length / 3);

  let corners = 0;
  let triangles = 0;
  for (let i = 0; i < faces.length; i += 1) {
    const count = faces[i];
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
      throw unreadable(path, 'a face has no valid corner count');
    }
    if (count > limits.maxUsdPolygonVertices) {
      throw refuse('usd-too-large', {
        mesh: path,
        what: 'polygon corners',
        count,
        limit: limits.maxUsdPolygonVertices,
      });
    }
    corners += count;
    if (count >= 3) triangles += count - 2;
  }
  if (corners > indices.length) throw unreadable(path, 'the faces have more corners than the mesh lists');
  return triangles;
}

/** Running totals over every layer composed (a layer referenced twice is built, and counted, twice). */
export class CompositionBudget {
  prims = 0;
  triangles = 0;

  constructor(private readonly limits: IntakeLimits) {}

  charge(counts: LayerCounts): void {
    this.prims += counts.prims;
    this.triangles += counts.triangles;
    if (this.prims > this.limits.maxUsdPrims) {
      throw refuse('usd-too-large', { what: 'prims', count: this.prims, limit: this.limits.maxUsdPrims });
    }
    if (this.triangles > this.limits.maxUsdTriangles) {
      throw refuse('usd-too-large', {
        what: 'triangles',
        count: this.triangles,
        limit: this.limits.maxUsdTriangles,
      });
    }
  }
}
