import type { Document } from '@gltf-transform/core';
import { prune, draco, weld } from '@gltf-transform/functions';
import { gltfIO, readGlb } from '../gltf-io';
import { resolveIntakeLimits } from './limits';
import { DRACO } from './optimise-model';
import { countTriangles, simplifyToBudget } from './simplify-to-budget';
import { computeStats } from './stats';
import { optimiseTextures } from './textures';

/**
 * What a model may weigh in the shop's 3D gallery (decision 046). The room draws every model within 7 m
 * of the visitor, often six or eight at once, on a phone: at that distance a model covers a few hundred
 * pixels, which 5,000 triangles outline smoothly (the phone's own GLB may hold 100,000 for the close look
 * of the viewer and AR), and a 1024 px texture is as sharp as the screen can show.
 */
export const GALLERY_LIMITS = Object.freeze({ maxTriangles: 5_000, maxTextureSize: 1_024 });

/**
 * The simplifier's error bounds for the gallery, as a share of each mesh's radius: further than the phone's
 * (5 %), up to 10 %, since the room is seen from metres away and a model left heavy costs every frame.
 */
const GALLERY_PASSES: readonly number[] = [0.01, 0.05, 0.1];

export interface GalleryModel {
  glb: Uint8Array;
  triangles: number;
}

/**
 * The gallery's lighter copy of a model, made from its optimised GLB (the one the viewer and AR show):
 * simplified to GALLERY_LIMITS.maxTriangles, textures cut to GALLERY_LIMITS.maxTextureSize, Draco like the
 * original. Null when the model is within both already, or when the copy would not be lighter: the gallery
 * then loads the optimised GLB itself. `read` is those bytes as a document when the caller has read them
 * already (the pipeline, for the USDZ and the poster): it is changed here, and not decoded again.
 */
export async function makeGalleryModel(optimisedGlb: Uint8Array, read?: Document): Promise<GalleryModel | null> {
  const limits = GALLERY_LIMITS;
  const document = read ?? (await readGlb(optimisedGlb));
  const textureSide = (texture: { width: number | null; height: number | null }) =>
    Math.max(texture.width ?? 0, texture.height ?? 0);
  const largeTextures = computeStats(document, optimisedGlb).textures.some(
    (texture) => textureSide(texture) > limits.maxTextureSize,
  );
  if (countTriangles(document) <= limits.maxTriangles && !largeTextures) return null;

  // Draco's decoder gives back indexed geometry, but not always welded as the simplifier needs.
  await document.transform(weld());
  await simplifyToBudget(document, limits.maxTriangles, GALLERY_PASSES);
  await optimiseTextures(document, resolveIntakeLimits({ maxTextureSize: limits.maxTextureSize }));
  await document.transform(prune(), draco(DRACO));
  const glb = await (await gltfIO()).writeBinary(document);
  if (glb.length >= optimisedGlb.length) return null;
  return { glb, triangles: countTriangles(document) };
}
