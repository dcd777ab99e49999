/**
 * Test-only model files and a processor that does real, small work: never wired into the running product
 * (runtime.ts plugs in the real processor). The GLB is made with glTF Transform, the poster with sharp, and
 * the USDZ is a stored zip whose first entry is a USD layer, as the format asks.
 */
import { Document, NodeIO } from '@gltf-transform/core';
import sharp from 'sharp';
import { makeZip } from './intake/test-zip.fixtures';
import { ModelProcessingError, type ModelProcessor } from './processor';

/** A GLB of `triangles` triangles in a row (one mesh, one material). */
export async function tinyGlb(triangles = 1): Promise<Uint8Array> {
  const document = new Document();
  const buffer = document.createBuffer();
  const positions = new Float32Array(triangles * 9);
  for (let t = 0; t < triangles; t++) positions.set([t, 0, 0, t + 1, 0, 0, t, 1, 0], t * 9);
  const position = document.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer);
  const material = document.createMaterial('paint').setBaseColorFactor([0.8, 0.3, 0.2, 1]);
  const primitive = document.createPrimitive().setAttribute('POSITION', position).setMaterial(material);
  const mesh = document.createMesh('shape').addPrimitive(primitive);
  const node = document.createNode('shape').setMesh(mesh);
  document.createScene('scene').addChild(node);
  return new NodeIO().writeBinary(document);
}

/** A USDZ-shaped zip (a text USD layer first). */
export function tinyUsdz(): Uint8Array {
  return makeZip([
    { name: 'model.usda', data: new TextEncoder().encode('#usda 1.0\n(\n    defaultPrim = "root"\n)\n') },
  ]);
}

export async function tinyPoster(): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .png()
      .toBuffer(),
  );
}

/**
 * Reads a GLB with glTF Transform and counts its triangles and materials; a glTF zip or a USDZ is refused
 * (FileFormatIsNotValid), as a file the processor cannot read is. `fail` makes it throw a plain error (a
 * retryable failure), `gate` holds it until released, `galleryCopies: false` makes no gallery copies.
 */
export function createTestModelProcessor(
  options: { fail?: () => boolean; gate?: Promise<void>; galleryCopies?: boolean } = {},
): ModelProcessor & {
  calls: number;
} {
  const processor = {
    calls: 0,
    async process(input: Parameters<ModelProcessor['process']>[0], onProgress: (value: number) => void) {
      processor.calls += 1;
      onProgress(0.1);
      if (options.gate) await options.gate;
      if (options.fail?.()) throw new Error('the test processor was told to fail');
      if (input.source !== 'glb') throw new ModelProcessingError('FileFormatIsNotValid', `cannot read ${input.source}`);
      let document;
      try {
        document = await new NodeIO().readBinary(input.bytes);
      } catch (error) {
        throw new ModelProcessingError('FileFormatIsNotValid', `not a GLB: ${(error as Error).message}`);
      }
      onProgress(0.5);
      let triangles = 0;
      for (const mesh of document.getRoot().listMeshes()) {
        for (const primitive of mesh.listPrimitives()) {
          const count = primitive.getIndices()?.getCount() ?? primitive.getAttribute('POSITION')?.getCount() ?? 0;
          triangles += Math.floor(count / 3);
        }
      }
      const glb = await new NodeIO().writeBinary(document);
      return {
        glb,
        usdz: tinyUsdz(),
        poster: await tinyPoster(),
        // As the pipeline does, a lighter copy only for a model heavier than the gallery's budget (here one triangle).
        gallery: triangles > 1 && options.galleryCopies !== false ? { glb: await tinyGlb(1), triangles: 1 } : null,
        stats: { triangles, materials: document.getRoot().listMaterials().length, textures: [] },
      };
    },
  };
  return processor;
}
