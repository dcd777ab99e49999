import { Logger, type Document } from '@gltf-transform/core';
import { dedup, dequantize, draco, prune, resample, unpartition, weld } from '@gltf-transform/functions';
import { gltfIO } from '../gltf-io';
import { resolveIntakeLimits, type IntakeLimits } from './limits';
import { simplifyToBudget, type Simplification } from './simplify-to-budget';
import { computeStats, type ModelStats } from './stats';
import { optimiseTextures, type TextureChange } from './textures';

export interface OptimiseOptions extends Partial<
  Pick<IntakeLimits, 'maxTriangles' | 'maxTextureSize' | 'maxTexturePixels'>
> {
  /** False keeps every triangle (a model its owner wants as it is); default true. */
  simplify?: boolean;
  /** Size of the uploaded file, for `before.totalBytes`; without it, the document's buffers and images. */
  sourceBytes?: number;
}

export interface OptimisedModel {
  glb: Uint8Array;
  before: ModelStats;
  after: ModelStats;
  textures: TextureChange[];
  simplification: Simplification | null;
}

/**
 * Draco settings: glTF Transform's defaults, written out because they are a product decision. 14-bit
 * positions are under 0.1 mm on a 1 m object; 10-bit normals and 12-bit UVs are what three.js and
 * model-viewer's own tools use. Edgebreaker gives the smallest triangle meshes.
 */
export const DRACO = {
  method: 'edgebreaker',
  encodeSpeed: 5,
  decodeSpeed: 5,
  quantizePosition: 14,
  quantizeNormal: 10,
  quantizeTexcoord: 12,
  quantizeColor: 8,
  quantizeGeneric: 12,
} as const;

/**
 * Makes a model fit for phones and AR viewers (decision 031): duplicates merged, unused objects pruned,
 * animations resampled, vertices welded, simplified to the triangle budget when heavier, textures resized
 * and re-encoded for Scene Viewer and Quick Look, then written as one GLB with Draco geometry.
 *
 * The document is changed in place: read it again to keep the original.
 */
export async function optimiseModel(document: Document, options: OptimiseOptions = {}): Promise<OptimisedModel> {
  const { maxTriangles, maxTextureSize, maxTexturePixels } = options;
  const limits = resolveIntakeLimits({ maxTriangles, maxTextureSize, maxTexturePixels });
  document.setLogger(new Logger(Logger.Verbosity.ERROR));
  const before = computeStats(document, options.sourceBytes ?? documentBytes(document));

  // meshopt-compressed input is decoded on read; Scene Viewer cannot read EXT_meshopt_compression, so the
  // output must not ask for it (Draco replaces it). Quantized attributes go back to floats for the same
  // reason and because the simplifier and Draco want floats; Draco quantizes again, better.
  document.disposeExtension('EXT_meshopt_compression');
  await document.transform(dequantize(), dedup(), prune(), resample(), weld());

  const simplification = options.simplify === false ? null : await simplifyToBudget(document, limits.maxTriangles);
  const textures = await optimiseTextures(document, limits);

  // GLB holds one buffer: a glTF package may have brought several .bin files.
  if (document.getRoot().listBuffers().length === 0) document.createBuffer();
  await document.transform(prune(), unpartition(), draco(DRACO));

  const glb = await (await gltfIO()).writeBinary(document);
  return { glb, before, after: computeStats(document, glb), textures, simplification };
}

/** The document's payload, when the caller did not say how big its file was. */
function documentBytes(document: Document): number {
  const root = document.getRoot();
  let bytes = 0;
  for (const accessor of root.listAccessors()) bytes += accessor.getByteLength();
  for (const texture of root.listTextures()) bytes += texture.getImage()?.byteLength ?? 0;
  return bytes;
}
