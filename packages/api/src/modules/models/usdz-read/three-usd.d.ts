// Types for three-usd.js (plain JavaScript: three.js ships no types; see that file for why).

export type UsdRefusalKind = 'limit' | 'format';

export class UsdRefusal extends Error {
  constructor(kind: UsdRefusalKind, message: string, details?: Record<string, unknown>);
  readonly kind: UsdRefusalKind;
  readonly details: Record<string, unknown>;
}

export const MAX_REFERENCE_DEPTH: number;

export function isCrate(bytes: Uint8Array): boolean;
export function isUsdaText(bytes: Uint8Array): boolean;

/** One spec of a layer, as three's parsers give it: a prim (6), an attribute (1), a relationship (8), ... */
export interface UsdSpec {
  specType: number;
  fields: Record<string, unknown>;
}

export interface UsdLayer {
  format: 'usda' | 'usdc';
  specsByPath: Record<string, UsdSpec>;
  upAxis: string | undefined;
  metersPerUnit: number | undefined;
  /** Crate value types three does not read (skipped, not warned about on the console). */
  skippedTypes: number[];
}

/** Shared by every layer of one package: bytes three may allocate, and values it may read. */
export interface UsdBudget {
  bytes: number;
  reads: number;
  maxReads: number;
}

export function parseUsdLayer(bytes: Uint8Array, budget: UsdBudget): UsdLayer;

export type UsdWrap = 'repeat' | 'mirror' | 'clamp';

/** What one material input reads from a UsdUVTexture. */
export interface UsdTextureSlot {
  /** The package file (entry name). */
  file: string;
  /** The texture node's output: `rgb`, `r`, `g`, `b` or `a`. */
  output: string;
  scale: number[] | undefined;
  bias: number[] | undefined;
  uvSet: 0 | 1;
  wrapS: UsdWrap;
  wrapT: UsdWrap;
  /** Read through a UsdTransform2d (not carried over). */
  transformed: boolean;
}

export interface UsdMaterial {
  path: string | null;
  name: string;
  /** USD's own numbers (linear), not three's. */
  color: [number, number, number];
  opacity: number;
  opacityFromTexture: boolean;
  transparent: boolean;
  alphaTest: number;
  metallic: number;
  roughness: number;
  emissive: [number, number, number];
  slots: Partial<Record<'baseColor' | 'metallic' | 'roughness' | 'normal' | 'occlusion' | 'emissive', UsdTextureSlot>>;
}

export interface UsdPrimitive {
  /** First vertex and vertex count in the mesh's (unindexed) arrays. */
  start: number;
  count: number;
  material: UsdMaterial;
}

export interface UsdMesh {
  path: string;
  /** Three vertices per triangle, triangulated by three; UVs as USD has them (origin bottom left). */
  positions: Float32Array | null;
  normals: Float32Array | null;
  uvs: Float32Array | null;
  uvs1: Float32Array | null;
  doubleSided: boolean;
  leftHanded: boolean;
  primitives: UsdPrimitive[];
}

export interface UsdNode {
  name: string;
  translation: [number, number, number];
  rotation: [number, number, number, number];
  scale: [number, number, number];
  mesh: UsdMesh | undefined;
  children: UsdNode[];
}

export interface ComposedUsd {
  nodes: UsdNode[];
  /** Texture paths that named no file of the package. */
  missing: string[];
  /** What was left out: `skinning`, `hidden`, `reference:<path>`. */
  notes: string[];
}

export function composeUsd(
  root: UsdLayer,
  options: {
    layers: Record<string, () => UsdLayer>;
    files: string[];
    basePath?: string;
    onCompose: (layer: UsdLayer) => void;
  },
): ComposedUsd;
