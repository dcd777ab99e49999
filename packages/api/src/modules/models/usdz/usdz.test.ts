import { Document, NodeIO, Primitive } from '@gltf-transform/core';
import { ALL_EXTENSIONS, KHRDracoMeshCompression, EXTTextureWebP } from '@gltf-transform/extensions';
import { draco } from '@gltf-transform/functions';
import draco3d from 'draco3dgltf';
import { loadavg } from 'node:os';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkUsdzLayout } from './check-usdz-layout';
import { convertToUsdz, documentToUsdz } from './document-to-usdz';
import { readGlb } from '../gltf-io';
import { cubeModel, cubePrimitive, sceneOf, sphereModel, twoToneImage } from './test-models';
import { allPrims, parseUsda, primAt, zipEntries, type UsdLayer, type UsdPrim } from './test-utils';

const GREEN: [number, number, number] = [20, 200, 40];
const BLUE: [number, number, number] = [30, 40, 220];

function layerOf(bytes: Uint8Array): { layer: UsdLayer; files: Map<string, Uint8Array> } {
  const files = zipEntries(bytes);
  const [first] = files.keys();
  expect(first).toBe('model.usda');
  return { layer: parseUsda(Buffer.from(files.get(first!)!).toString('utf8')), files };
}

function meshes(layer: UsdLayer): UsdPrim[] {
  return allPrims(layer).filter((prim) => prim.type === 'Mesh');
}

function numbers(prim: UsdPrim, attribute: string): number[] {
  return (prim.attributes[attribute]!.value as unknown[]).flat(2) as number[];
}

describe('documentToUsdz', () => {
  it('packages a textured cube with its 4096 px texture at full size, V flipped, in Quick Look layout', async () => {
    const image = await twoToneImage(4096, GREEN, BLUE);
    const document = cubeModel((doc) =>
      doc
        .createMaterial('Painted wood')
        .setBaseColorFactor([1, 0.5, 1, 1])
        .setBaseColorTexture(doc.createTexture('wood.png').setImage(image).setMimeType('image/png')),
    );
    const started = performance.now();
    const result = await convertToUsdz(document);
    console.log(
      `usdz: textured cube with a 4096² PNG: ${(result.bytes.length / 1e6).toFixed(2)} MB in ${(performance.now() - started).toFixed(0)} ms`,
    );
    expect(checkUsdzLayout(result.bytes)).toEqual([]);
    expect(result.warnings).toEqual([]);

    const { layer, files } = layerOf(result.bytes);
    expect(layer.header).toBe('#usda 1.0');
    expect(layer.metadata).toMatchObject({ defaultPrim: 'Root', metersPerUnit: 1, upAxis: 'Y' });
    expect(layer.prims.map((prim) => prim.name)).toEqual(['Root']);

    const [cube] = meshes(layer);
    expect(cube!.path).toBe('/Root/Cube/Cube');
    expect(numbers(cube!, 'points')).toHaveLength(24 * 3);
    expect(numbers(cube!, 'faceVertexCounts')).toEqual(Array(12).fill(3));
    expect(numbers(cube!, 'faceVertexIndices')).toHaveLength(36);
    expect(numbers(cube!, 'normals')).toHaveLength(24 * 3);
    expect(cube!.attributes['normals']!.metadata).toEqual({ interpolation: 'vertex' });
    expect(cube!.attributes['subdivisionScheme']!.value).toBe('none');
    // The glTF UVs of each face are (0,0) (1,0) (1,1) (0,1); USD's st must read (0,1) (1,1) (1,0) (0,0).
    expect(numbers(cube!, 'primvars:st').slice(0, 8)).toEqual([0, 1, 1, 1, 1, 0, 0, 0]);
    expect(cube!.attributes['primvars:st']!.type).toBe('texCoord2f[]');

    const materialPath = cube!.relationships['material:binding']!;
    const surface = primAt(layer, `${materialPath}/PreviewSurface`)!;
    expect(surface.attributes['info:id']!.value).toBe('UsdPreviewSurface');
    const diffuse = surface.attributes['inputs:diffuseColor']!.connection!;
    const texture = primAt(layer, diffuse.replace(/\.outputs:rgb$/, ''))!;
    expect(texture.attributes['info:id']!.value).toBe('UsdUVTexture');
    expect(texture.attributes['inputs:sourceColorSpace']!.value).toBe('sRGB');
    expect(texture.attributes['inputs:scale']!.value).toEqual([1, 0.5, 1, 1]);
    // Opaque: no opacity input at all.
    expect(surface.attributes['inputs:opacity']).toBeUndefined();
    const file = (texture.attributes['inputs:file']!.value as { asset: string }).asset;
    expect(file).toBe('textures/wood.png');
    const metadata = await sharp(files.get(file)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 4096, 4096]);
    // The reader the texture's st comes from names the primvar the mesh carries.
    const reader = primAt(layer, texture.attributes['inputs:st']!.connection!.replace(/\.outputs:result$/, ''))!;
    expect(reader.attributes['inputs:varname']!.value).toBe('st');
  });

  it('keeps the node hierarchy with its matrices and writes index-less and strip primitives as faces', async () => {
    const document = new Document();
    document.createBuffer();
    const material = document.createMaterial('Grey').setBaseColorFactor([0.5, 0.5, 0.5, 1]);
    const soup = document
      .createMesh('Soup')
      .addPrimitive(cubePrimitive(document, { indexed: false }).setMaterial(material));
    const child = document
      .createNode('Child')
      .setMesh(soup)
      .setTranslation([0, 2, 0])
      .setRotation([0, Math.SQRT1_2, 0, Math.SQRT1_2])
      .setScale([2, 2, 2]);
    const strip = document.createPrimitive().setMode(Primitive.Mode.TRIANGLE_STRIP!);
    const stripPositions = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0, 0, 2, 0, 1, 2, 0]);
    strip.setAttribute('POSITION', document.createAccessor().setType('VEC3').setArray(stripPositions));
    const points = document.createPrimitive().setMode(Primitive.Mode.POINTS!);
    points.setAttribute('POSITION', document.createAccessor().setType('VEC3').setArray(new Float32Array(9)));
    const ribbon = document.createMesh('Ribbon').addPrimitive(strip).addPrimitive(points);
    const parent = document.createNode('Parent').setTranslation([1, 0, 0]).addChild(child).setMesh(ribbon);
    sceneOf(document, parent);

    const result = await convertToUsdz(document);
    expect(checkUsdzLayout(result.bytes)).toEqual([]);
    expect(result.warnings).toEqual([expect.stringMatching(/Ribbon_1 left out: POINTS primitives have no faces/)]);
    const { layer } = layerOf(result.bytes);

    const parentPrim = primAt(layer, '/Root/Parent')!;
    expect(parentPrim.attributes['xformOp:transform']!.value).toEqual([
      [1, 0, 0, 0],
      [0, 1, 0, 0],
      [0, 0, 1, 0],
      [1, 0, 0, 1],
    ]);
    expect(parentPrim.attributes['xformOpOrder']!.value).toEqual(['xformOp:transform']);
    const childPrim = primAt(layer, '/Root/Parent/Child')!;
    const matrix = (childPrim.attributes['xformOp:transform']!.value as number[][]).flat();
    // USD's rows are glTF's columns: the same 16 numbers in the same order.
    child.getMatrix().forEach((value, i) => expect(matrix[i]).toBeCloseTo(value, 5));
    expect(matrix.slice(12, 15)).toEqual([0, 2, 0]);

    const soupPrim = primAt(layer, '/Root/Parent/Child/Soup')!;
    expect(numbers(soupPrim, 'points')).toHaveLength(36 * 3);
    expect(numbers(soupPrim, 'faceVertexIndices')).toEqual(Array.from({ length: 36 }, (_, i) => i));
    // Untextured, but its TEXCOORD_0 still travels as st (V flipped: the first corner's v = 0 reads 1).
    expect(numbers(soupPrim, 'primvars:st')).toHaveLength(36 * 2);
    expect(numbers(soupPrim, 'primvars:st').slice(0, 2)).toEqual([0, 1]);

    const stripPrim = primAt(layer, '/Root/Parent/Ribbon_0')!;
    expect(numbers(stripPrim, 'faceVertexCounts')).toEqual([3, 3, 3, 3]);
    // Every other strip triangle swaps two corners so that all keep glTF's counter-clockwise winding.
    expect(numbers(stripPrim, 'faceVertexIndices')).toEqual([0, 1, 2, 2, 1, 3, 2, 3, 4, 4, 3, 5]);
    // No NORMAL in glTF means flat shading: one normal per face.
    expect(stripPrim.attributes['normals']!.metadata).toEqual({ interpolation: 'uniform' });
    expect(numbers(stripPrim, 'normals')).toEqual(Array(4).fill([0, 0, 1]).flat());
    // Primitives without a material get glTF's default one.
    expect(stripPrim.relationships['material:binding']).toBe('/Root/Materials/DefaultMaterial');
    expect(primAt(layer, '/Root/Parent/Ribbon_1')).toBeUndefined();
  });

  it('reads metalness and roughness from B and G, and cuts MASK materials at their threshold', async () => {
    const mr = await twoToneImage(64, [0, 128, 255], [0, 255, 0]);
    const document = cubeModel((doc) =>
      doc
        .createMaterial('Leaf')
        .setAlphaMode('MASK')
        .setAlphaCutoff(0.3)
        .setMetallicFactor(0.8)
        .setRoughnessFactor(0.6)
        .setBaseColorTexture(doc.createTexture('leaf').setImage(mr).setMimeType('image/png'))
        .setMetallicRoughnessTexture(doc.createTexture('leaf_mr').setImage(mr).setMimeType('image/png'))
        .setNormalTexture(doc.createTexture('leaf_normal').setImage(mr).setMimeType('image/png'))
        .setNormalScale(0.5)
        .setOcclusionTexture(doc.createTexture('leaf_ao').setImage(mr).setMimeType('image/png'))
        .setEmissiveFactor([1, 0.5, 0]),
    );
    const { layer } = layerOf(await documentToUsdz(document));
    const surface = primAt(layer, '/Root/Materials/Leaf/PreviewSurface')!;
    const node = (input: string) => {
      const connection = surface.attributes[input]!.connection!;
      const [path, output] = connection.split('.outputs:');
      return { prim: primAt(layer, path!)!, output };
    };
    const metallic = node('inputs:metallic');
    const roughness = node('inputs:roughness');
    expect(metallic.prim).toBe(roughness.prim);
    expect([metallic.output, roughness.output]).toEqual(['b', 'g']);
    expect(metallic.prim.attributes['inputs:sourceColorSpace']!.value).toBe('raw');
    expect(metallic.prim.attributes['inputs:scale']!.value).toEqual([1, 0.6, 0.8, 1]);

    const normal = node('inputs:normal');
    expect(normal.prim.attributes['inputs:scale']!.value).toEqual([1, 1, 2, 1]);
    expect(normal.prim.attributes['inputs:bias']!.value).toEqual([-0.5, -0.5, -1, 0]);
    expect(normal.prim.attributes['inputs:sourceColorSpace']!.value).toBe('raw');
    const occlusion = node('inputs:occlusion');
    expect(occlusion.output).toBe('r');
    expect(occlusion.prim.attributes['inputs:sourceColorSpace']!.value).toBe('raw');
    expect(surface.attributes['inputs:emissiveColor']!.value).toEqual([1, 0.5, 0]);

    const opacity = node('inputs:opacity');
    expect(opacity.output).toBe('a');
    expect(opacity.prim.attributes['inputs:sourceColorSpace']!.value).toBe('sRGB');
    expect(surface.attributes['inputs:opacityThreshold']!.value).toBe(0.3);
  });

  it('writes BLEND as opacity with no threshold, from the factor when there is no texture', async () => {
    const document = cubeModel((doc) =>
      doc.createMaterial('Glass').setAlphaMode('BLEND').setBaseColorFactor([0.2, 0.4, 0.6, 0.25]),
    );
    const { layer } = layerOf(await documentToUsdz(document));
    const surface = primAt(layer, '/Root/Materials/Glass/PreviewSurface')!;
    expect(surface.attributes['inputs:opacity']!.value).toBe(0.25);
    expect(surface.attributes['inputs:opacityThreshold']!.value).toBe(0);
    expect(surface.attributes['inputs:diffuseColor']!.value).toEqual([0.2, 0.4, 0.6]);
  });

  it('turns a WebP texture into a PNG of the same size', async () => {
    const document = cubeModel((doc) => {
      doc.createExtension(EXTTextureWebP).setRequired(true);
      const image = doc.createTexture('bark').setMimeType('image/webp');
      return doc.createMaterial('Bark').setBaseColorTexture(image);
    });
    const webp = await twoToneImage(1024, GREEN, BLUE, 'webp');
    document.getRoot().listTextures()[0]!.setImage(webp);
    const result = await convertToUsdz(document);
    expect(checkUsdzLayout(result.bytes)).toEqual([]);
    const { layer, files } = layerOf(result.bytes);
    expect([...files.keys()]).toEqual(['model.usda', 'textures/bark.png']);
    const metadata = await sharp(files.get('textures/bark.png')).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1024, 1024]);
    expect(result.textures).toEqual([
      expect.objectContaining({ file: 'textures/bark.png', sourceMimeType: 'image/webp', converted: true }),
    ]);
    const file = allPrims(layer).find((prim) => prim.attributes['inputs:file'])!.attributes['inputs:file']!;
    expect(file.value).toEqual({ asset: 'textures/bark.png' });
  });

  it('escapes names: identifiers for prims, the original name in quotes, safe file names', async () => {
    const odd = 'صندلی "A"\\ \n\tchair';
    const document = cubeModel((doc) =>
      doc.createMaterial(odd).setBaseColorTexture(
        doc
          .createTexture('../../etc/passwd')
          .setURI('../نقش و نگار.png')
          .setImage(Buffer.from(new Uint8Array(0)))
          .setMimeType('image/png'),
      ),
    );
    const node = document.getRoot().listNodes()[0]!.setName(odd);
    const sibling = document.createNode(odd).setMesh(node.getMesh());
    document.getRoot().listScenes()[0]!.addChild(sibling);
    document
      .getRoot()
      .listTextures()[0]!
      .setImage(await twoToneImage(8, GREEN, BLUE, 'jpeg'));

    const result = await convertToUsdz(document);
    expect(checkUsdzLayout(result.bytes)).toEqual([]);
    const { layer, files } = layerOf(result.bytes);
    const nodes = layer.prims[0]!.children.filter((prim) => prim.type === 'Xform');
    expect(nodes.map((prim) => prim.name)).toEqual(['A_chair', 'A_chair_2']);
    expect(nodes[0]!.metadata['customData']).toEqual({ gltfName: odd });
    expect(primAt(layer, '/Root/Materials/A_chair')!.metadata['customData']).toEqual({ gltfName: odd });
    // The JPEG bytes under a PNG label are named for what they are.
    expect([...files.keys()]).toEqual(['model.usda', 'textures/etc_passwd.jpg']);
  });

  it('reads Draco-compressed GLB bytes', async () => {
    const document = cubeModel((doc) => doc.createMaterial('Plain'));
    const io = new NodeIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({
      'draco3d.encoder': await draco3d.createEncoderModule(),
      'draco3d.decoder': await draco3d.createDecoderModule(),
    });
    await document.transform(draco());
    expect(
      document
        .getRoot()
        .listExtensionsUsed()
        .map((e) => e.extensionName),
    ).toContain(KHRDracoMeshCompression.EXTENSION_NAME);
    const glb = await io.writeBinary(document);
    const { layer } = layerOf(await documentToUsdz(await readGlb(glb)));
    const [cube] = meshes(layer);
    expect(numbers(cube!, 'faceVertexCounts')).toHaveLength(12);
  });

  it('converts large meshes (timed and sized for the log, not asserted)', { timeout: 120_000 }, async () => {
    for (const triangles of [10_000, 200_000, 1_000_000]) {
      const started = performance.now();
      const bytes = await documentToUsdz(sphereModel(triangles));
      const milliseconds = performance.now() - started;
      console.log(
        `usdz: ${triangles} triangles: ${(bytes.length / 1e6).toFixed(1)} MB in ${milliseconds.toFixed(0)} ms; ` +
          `load ${loadavg()
            .map((l) => l.toFixed(2))
            .join(' ')}`,
      );
      expect(checkUsdzLayout(bytes)).toEqual([]);
    }
  });
});
