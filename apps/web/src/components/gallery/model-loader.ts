import { DRACOLoader } from 'three/addons/loaders/DRACOLoader.js';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/addons/libs/meshopt_decoder.module.js';

/**
 * Where public/ holds three's Draco decoder (scripts/copy-public-assets.mjs, decision 008): our origin,
 * never a CDN; the same place as the studio's model viewer uses (DRACO_DECODER_LOCATION in model-stage).
 */
export const DRACO_DECODER_PATH = '/3d/draco/';

let shared: { gltf: GLTFLoader; draco: DRACOLoader; users: number } | null = null;

/**
 * One GLTFLoader and one DRACOLoader for every gallery on the page: the Draco decoder's WASM is fetched
 * and compiled once and its workers are shared. Counted, so the last gallery to go stops the workers.
 * Two workers: no more than two models load at once (lod.ts), and each worker holds its own WASM heap.
 */
export function acquireModelLoader(decoderPath = DRACO_DECODER_PATH): GLTFLoader {
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
    shared = { gltf, draco, users: 0 };
  }
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
