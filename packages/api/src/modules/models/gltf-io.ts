import { Logger, NodeIO, type Document } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import draco3d from 'draco3dgltf';
import { MeshoptDecoder } from 'meshoptimizer/decoder';

/**
 * One glTF Transform I/O for the whole process: every extension it knows, the Draco encoder and decoder
 * and the meshopt decoder (an upload may arrive compressed either way). The wasm modules take tens of
 * milliseconds to instantiate, so they are made once, on first use.
 */
let io: Promise<NodeIO> | undefined;

export function gltfIO(): Promise<NodeIO> {
  io ??= (async () => {
    const [encoder, decoder] = await Promise.all([draco3d.createEncoderModule(), draco3d.createDecoderModule()]);
    await MeshoptDecoder.ready;
    // Its warnings (an unused extension, a skipped primitive) are about the user's file, not the server:
    // only errors reach the console.
    return new NodeIO()
      .setLogger(new Logger(Logger.Verbosity.ERROR))
      .registerExtensions(ALL_EXTENSIONS)
      .registerDependencies({
        'draco3d.encoder': encoder,
        'draco3d.decoder': decoder,
        'meshopt.decoder': MeshoptDecoder,
      });
  })();
  return io;
}

/** A GLB's bytes as a document, Draco or meshopt geometry decoded (the converter and the poster read plain arrays). */
export async function readGlb(glb: Uint8Array): Promise<Document> {
  return (await gltfIO()).readBinary(glb);
}
