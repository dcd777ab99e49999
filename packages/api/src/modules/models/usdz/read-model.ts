/**
 * Reading a GLB (or glTF with its resources) into a glTF Transform document with every extension
 * the models may carry: Draco and meshopt geometry (what the AI 3D tools and most exporters use to
 * make files small) are decoded on read, so the converter and the poster see plain arrays.
 */
import { NodeIO, type Document } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import draco3d from 'draco3dgltf';
import { MeshoptDecoder } from 'meshoptimizer';

let io: Promise<NodeIO> | undefined;

/** One NodeIO per process: the Draco decoder is a WebAssembly module, compiled once. */
export function modelIO(): Promise<NodeIO> {
  io ??= (async () => {
    await MeshoptDecoder.ready;
    return new NodeIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({
      'draco3d.decoder': await draco3d.createDecoderModule(),
      'meshopt.decoder': MeshoptDecoder,
    });
  })();
  return io;
}

/** A GLB's bytes as a document. */
export async function readModel(glb: Uint8Array): Promise<Document> {
  return (await modelIO()).readBinary(glb);
}
