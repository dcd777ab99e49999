/**
 * The model processor the worker runs (processor.ts's interface): an upload or a design's GLB read safely
 * (intake/; a USDZ's USD read back into glTF by usdz-read/), checked by the Khronos validator, optimised for phones (textures ≤ 2048 px, simplified to the
 * triangle budget, Draco), then a USDZ for AR Quick Look made from the optimised model (usdz/), a
 * poster drawn on the server (poster/) and a lighter copy for the shop's 3D gallery. Decisions 031, 032
 * and 046.
 */
import type { Document } from '@gltf-transform/core';
import { AppError } from '../../lib/app-error';
import { gltfIO, readGlb } from './gltf-io';
import {
  makeGalleryModel,
  optimiseModel,
  readUpload,
  resolveIntakeLimits,
  validateModel,
  type IntakeLimits,
} from './intake';
import { renderPoster } from './poster';
import { ModelProcessingError, type ModelProcessor, type ModelProcessorOutput } from './processor';
import { documentToUsdz } from './usdz';

/** The poster's size: sharp on a card's 2× screen and as a link preview. */
const POSTER_SIZE = 1024;

/** What the owner is told when a file is refused: the reason intake gave, or the error's own words. */
function refusal(error: AppError): ModelProcessingError {
  const reason = typeof error.details?.reason === 'string' ? error.details.reason : error.message;
  return new ModelProcessingError(error.code, reason);
}

export function createModelPipeline(overrides: Partial<IntakeLimits> = {}): ModelProcessor {
  const limits = resolveIntakeLimits(overrides);
  return {
    galleryCopy: (glb) => makeGalleryModel(glb),
    async process({ bytes, fileName, signal }, onProgress): Promise<ModelProcessorOutput> {
      const step = (share: number) => {
        signal?.throwIfAborted();
        onProgress(share);
      };
      try {
        const upload = await readUpload(bytes, fileName, limits, { signal });
        step(0.1);
        // A glTF package or a USDZ (its USD read into glTF) is validated as the GLB it makes.
        const glb = upload.kind === 'glb' ? upload.bytes : await (await gltfIO()).writeBinary(upload.document);
        // Errors refuse the file (FileFormatIsNotValid with the validator's words); warnings do not.
        await validateModel(glb);
        step(0.25);
        const optimised = await optimiseModel(upload.document, {
          sourceBytes: bytes.length,
          maxTriangles: limits.maxTriangles,
          maxTextureSize: limits.maxTextureSize,
          maxTexturePixels: limits.maxTexturePixels,
        });
        step(0.6);
        // The USDZ and the poster come from the optimised model: what the viewers show is what AR shows.
        const shown: Document = await readGlb(optimised.glb);
        const usdz = await documentToUsdz(shown).catch(() => null);
        step(0.8);
        const poster = await renderPoster(shown, { width: POSTER_SIZE, height: POSTER_SIZE, format: 'webp' });
        step(0.9);
        // Last, since it simplifies `shown` in place. Like the USDZ, a copy that cannot be made does not fail
        // the model: the gallery then draws the GLB.
        const gallery = await makeGalleryModel(optimised.glb, shown).catch(() => null);
        step(1);
        return {
          glb: optimised.glb,
          usdz,
          poster,
          gallery,
          stats: {
            triangles: optimised.after.triangles,
            vertices: optimised.after.vertices,
            materials: optimised.after.materials,
            textures: optimised.after.textures.map((texture, index) => ({
              name: `texture-${index + 1}`,
              width: texture.width ?? 0,
              height: texture.height ?? 0,
              bytes: texture.bytes,
              mime: texture.mime,
            })),
          },
        };
      } catch (error) {
        if (error instanceof AppError) throw refusal(error);
        throw error;
      }
    },
  };
}
