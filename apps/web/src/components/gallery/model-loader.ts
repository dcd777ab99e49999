import { Loader } from 'three';
import { DRACOLoader } from 'three/addons/loaders/DRACOLoader.js';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/addons/libs/meshopt_decoder.module.js';
import { cappedSize, imageSize } from './textures';

/**
 * Where public/ holds three's Draco decoder (scripts/copy-public-assets.mjs, decision 008): our origin,
 * never a CDN; the same place as the studio's model viewer uses (DRACO_DECODER_LOCATION in model-stage).
 */
export const DRACO_DECODER_PATH = '/3d/draco/';

/** Bytes read from the start of an image to find its size (a JPEG's size follows its metadata segments). */
const HEADER_BYTES = 256 * 1024;

/**
 * Decodes a GLB's images as GLTFLoader's ImageBitmapLoader does (createImageBitmap, off the main thread,
 * no colour conversion, not premultiplied), but no larger than `cap()` on a side: the size is read from
 * the image's header and the browser decodes straight to the smaller size, so the upload, its mipmaps and
 * every sample of the texture cost a quarter (or less) of the model viewer's (decision 034).
 */
class CappedImageLoader extends Loader {
  readonly isImageBitmapLoader = true;

  constructor(private readonly cap: () => number) {
    super();
  }

  load(
    url: string,
    onLoad: (bitmap: ImageBitmap) => void,
    _onProgress?: unknown,
    onError?: (error: unknown) => void,
  ): void {
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} ${url}`);
        return response.blob();
      })
      .then(async (blob) => {
        const size = imageSize(new Uint8Array(await blob.slice(0, HEADER_BYTES).arrayBuffer()));
        const target = size ? cappedSize(size.width, size.height, this.cap()) : null;
        return createImageBitmap(blob, {
          premultiplyAlpha: 'none',
          colorSpaceConversion: 'none',
          ...(target ? { resizeWidth: target.width, resizeHeight: target.height, resizeQuality: 'medium' } : {}),
        });
      })
      .then(onLoad, (error: unknown) => onError?.(error));
  }
}

let shared: { gltf: GLTFLoader; draco: DRACOLoader; users: number; textureCap: number } | null = null;

/**
 * One GLTFLoader and one DRACOLoader for every gallery on the page: the Draco decoder's WASM is fetched
 * and compiled once and its workers are shared. Counted, so the last gallery to go stops the workers.
 * Two workers: no more than two models load at once (lod.ts), and each worker holds its own WASM heap.
 * Textures are decoded no larger than `textureCap` px on a side (the largest any gallery on the page
 * asked for; textures.ts says how big is enough).
 */
export function acquireModelLoader(decoderPath = DRACO_DECODER_PATH, textureCap = 2048): GLTFLoader {
  if (!shared) {
    const draco = new DRACOLoader();
    draco.setDecoderPath(decoderPath);
    // The WASM build only: its asm.js fallback is not copied to public/ (every WebGL 2 browser has WASM).
    draco.setDecoderConfig({ type: 'wasm' });
    draco.setWorkerLimit(2);
    const gltf = new GLTFLoader();
    gltf.setDRACOLoader(draco);
    // Meshopt-compressed GLBs decode on the main thread from a WASM module inlined in the script.
    gltf.setMeshoptDecoder(MeshoptDecoder);
    const state = { gltf, draco, users: 0, textureCap };
    // A plugin sees each parser as it is made: where the parser would decode images with createImageBitmap
    // (not in browsers without it, where it uses <img>), it decodes them capped instead.
    const images = new CappedImageLoader(() => state.textureCap);
    gltf.register((parser) => {
      if ((parser.textureLoader as { isImageBitmapLoader?: boolean }).isImageBitmapLoader) {
        parser.textureLoader = images;
      }
      return { name: 'RASSAM_gallery_texture_cap' };
    });
    shared = state;
  }
  shared.textureCap = Math.max(shared.textureCap, textureCap);
  shared.users += 1;
  return shared.gltf;
}

export function releaseModelLoader(): void {
  if (!shared) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  shared.draco.dispose();
  shared = null;
}
