import { getBounds, type Document } from '@gltf-transform/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gltfIO, readGlb } from '../gltf-io';
import { computeStats, resolveIntakeLimits, validateModel, type IntakeLimits } from '../intake';
import { readUpload } from '../intake/read-upload';
import { makeTexture, texturedCube, toGlb } from '../intake/test-models.fixtures';
import { makeZip } from '../intake/test-zip.fixtures';
import { convertToUsdz, writeUsdzZip } from '../usdz';
import { zipEntries } from '../usdz/test-utils';
import { cubeCrateSpecs, writeCrate, type CrateSpec } from './crate.fixtures';

const limits = resolveIntakeLimits();
const refused = (reason: string) => ({ code: 'FileFormatIsNotValid', details: expect.objectContaining({ reason }) });

async function read(
  bytes: Uint8Array,
  options: Partial<IntakeLimits> = {},
): Promise<{ document: Document; warnings: string[] }> {
  const upload = await readUpload(bytes, 'model.usdz', resolveIntakeLimits(options));
  if (upload.kind !== 'usdz') throw new Error(`read as ${upload.kind}`);
  return upload;
}

const bounds = (document: Document) => getBounds(document.getRoot().listScenes()[0]!);
const closeTo = (values: number[], expected: number[], digits = 5) =>
  values.forEach((value, i) => expect(value).toBeCloseTo(expected[i]!, digits));

/** Our own USDZ (usdz/, a usda layer) of a document, with its layer text changed by `edit`. */
async function usdzOf(document: Document, edit: (usda: string) => string = (text) => text) {
  const { usda, bytes } = await convertToUsdz(document);
  const files = zipEntries(bytes);
  const [layer] = files.keys();
  files.set(layer!, new TextEncoder().encode(edit(usda)));
  return writeUsdzZip([...files].map(([name, data]) => ({ name, data })));
}

describe('readUsdz: what our own USDZ writer makes comes back', () => {
  it('round-trips a textured cube: GLB → USDZ → glTF, same triangles, bounds, colour and texture bytes', async () => {
    const original = await readGlb(await toGlb(await texturedCube(128)));
    original.getRoot().listMaterials()[0]!.setBaseColorFactor([1, 0.5, 0.25, 1]);
    const source = original.getRoot().listTextures()[0]!.getImage()!;

    const { document, warnings } = await read(await usdzOf(original));
    expect(warnings).toEqual([]);
    expect(computeStats(document, 0)).toMatchObject({ triangles: 12, meshes: 1, materials: 1 });
    const before = bounds(original);
    const after = bounds(document);
    closeTo(after.min, before.min);
    closeTo(after.max, before.max);
    const material = document.getRoot().listMaterials()[0]!;
    closeTo(material.getBaseColorFactor(), [1, 0.5, 0.25, 1]);
    expect(material.getRoughnessFactor()).toBeCloseTo(0.8);
    expect(material.getMetallicFactor()).toBe(0);
    const texture = material.getBaseColorTexture()!;
    expect(texture.getMimeType()).toBe('image/png');
    expect(Buffer.from(texture.getImage()!).equals(Buffer.from(source))).toBe(true);
    // Indexed, with normals and UVs (V back in glTF's top-left origin), and valid glTF.
    const primitive = document.getRoot().listMeshes()[0]!.listPrimitives()[0]!;
    expect(primitive.listSemantics().sort()).toEqual(['NORMAL', 'POSITION', 'TEXCOORD_0']);
    expect(primitive.getIndices()?.getCount()).toBe(36);
    const uvs = (array: ArrayLike<number>) =>
      Array.from(array)
        .map((value) => Math.round(value * 1000) / 1000)
        .sort();
    const originalUvs = original.getRoot().listMeshes()[0]!.listPrimitives()[0]!.getAttribute('TEXCOORD_0')!;
    expect(uvs(primitive.getAttribute('TEXCOORD_0')!.getArray()!)).toEqual(uvs(originalUvs.getArray()!));
    await expect(validateModel(await (await gltfIO()).writeBinary(document))).resolves.toMatchObject({ errors: 0 });
  });

  it('reads back metallic-roughness, normal, occlusion and emissive maps, alpha mask and double sides', async () => {
    const original = await texturedCube(64);
    const image = await makeTexture(64);
    const map = (name: string) => original.createTexture(name).setImage(image).setMimeType('image/png');
    const material = original.getRoot().listMaterials()[0]!;
    material
      .setMetallicFactor(0.6)
      .setRoughnessFactor(0.4)
      .setMetallicRoughnessTexture(map('orm'))
      .setNormalTexture(map('normal'))
      .setNormalScale(0.5)
      .setOcclusionTexture(map('occlusion'))
      .setOcclusionStrength(0.7)
      .setEmissiveTexture(map('glow'))
      .setEmissiveFactor([1, 0.5, 0])
      .setAlphaMode('MASK')
      .setAlphaCutoff(0.3)
      .setDoubleSided(true);

    const { document } = await read(await usdzOf(original));
    const back = document.getRoot().listMaterials()[0]!;
    expect(back.getMetallicFactor()).toBeCloseTo(0.6);
    expect(back.getRoughnessFactor()).toBeCloseTo(0.4);
    // Our writer reads G and B of one file: the same file comes back as glTF's packed texture.
    expect(Buffer.from(back.getMetallicRoughnessTexture()!.getImage()!).equals(Buffer.from(image))).toBe(true);
    expect(back.getNormalTexture()).not.toBeNull();
    expect(back.getNormalScale()).toBeCloseTo(0.5);
    expect(back.getOcclusionTexture()).not.toBeNull();
    expect(back.getOcclusionStrength()).toBeCloseTo(0.7);
    closeTo(back.getEmissiveFactor(), [1, 0.5, 0]);
    expect(back.getEmissiveTexture()).not.toBeNull();
    expect(back.getAlphaMode()).toBe('MASK');
    expect(back.getAlphaCutoff()).toBeCloseTo(0.3);
    expect(back.getDoubleSided()).toBe(true);
  });

  it("packs roughness and metalness read from two grey images into glTF's one (G and B)", async () => {
    const grey = (value: number) =>
      sharp({ create: { width: 4, height: 4, channels: 3, background: { r: value, g: value, b: value } } })
        .toColourspace('b-w')
        .png()
        .toBuffer();
    const node = (name: string, file: string) => `
        def Shader "${name}"
        {
            uniform token info:id = "UsdUVTexture"
            asset inputs:file = @${file}@
            float outputs:r
        }`;
    const usda = `#usda 1.0
(
    metersPerUnit = 1
    upAxis = "Y"
)
def Xform "Root"
{
    def Mesh "Triangle"
    {
        int[] faceVertexCounts = [3]
        int[] faceVertexIndices = [0, 1, 2]
        point3f[] points = [(0, 0, 0), (1, 0, 0), (0, 1, 0)]
        texCoord2f[] primvars:st = [(0, 0), (1, 0), (0, 1)] (
            interpolation = "vertex"
        )
        rel material:binding = </Root/Looks/Metal>
    }
    def Scope "Looks"
    {
        def Material "Metal"
        {
            token outputs:surface.connect = </Root/Looks/Metal/Surface.outputs:surface>
            def Shader "Surface"
            {
                uniform token info:id = "UsdPreviewSurface"
                float inputs:roughness.connect = </Root/Looks/Metal/Rough.outputs:r>
                float inputs:metallic.connect = </Root/Looks/Metal/Metal.outputs:r>
                token outputs:surface
            }${node('Rough', 'rough.png')}${node('Metal', 'metal.png')}
        }
    }
}
`;
    const usdz = writeUsdzZip([
      { name: 'model.usda', data: new TextEncoder().encode(usda) },
      { name: 'rough.png', data: await grey(60) },
      { name: 'metal.png', data: await grey(200) },
    ]);
    const { document } = await read(usdz);
    const material = document.getRoot().listMaterials()[0]!;
    expect(material.getRoughnessFactor()).toBe(1);
    expect(material.getMetallicFactor()).toBe(1);
    const packed = material.getMetallicRoughnessTexture()!;
    expect(packed.getMimeType()).toBe('image/png');
    const { data, info } = await sharp(packed.getImage()!).raw().toBuffer({ resolveWithObject: true });
    expect([data[1], data[2]]).toEqual([60, 200]);
    expect(info.channels).toBe(3);
  });

  it('applies a Z-up, centimetre stage: rotated to +Y up and scaled to metres', async () => {
    const original = await texturedCube(16);
    // Lift the cube 2 units along the stage's up axis (Z in the edited layer).
    original.getRoot().listNodes()[0]!.setTranslation([0, 0, 2]);
    const zUp = (usda: string) =>
      usda.replace('metersPerUnit = 1', 'metersPerUnit = 0.01').replace('upAxis = "Y"', 'upAxis = "Z"');
    const { document } = await read(await usdzOf(original, zUp));
    const { min, max } = bounds(document);
    // Z 1.5…2.5 cm up becomes Y 0.015…0.025 m; Y becomes −Z.
    closeTo(min, [-0.005, 0.015, -0.005]);
    closeTo(max, [0.005, 0.025, 0.005]);
  });

  it('reads a layer that does not say its units as centimetres, as USD does, and says so', async () => {
    const { document, warnings } = await read(
      await usdzOf(await texturedCube(16), (usda) => usda.replace('metersPerUnit = 1\n', '')),
    );
    closeTo(bounds(document).max, [0.005, 0.005, 0.005]);
    expect(warnings.join()).toMatch(/centimetres/);
  });
});

describe('readUsdz: binary (usdc) layers', () => {
  const png = () => makeTexture(32);

  it('reads a hand-built crate: mesh, units, material colour and its texture bytes', async () => {
    const texture = await png();
    const crate = writeCrate(cubeCrateSpecs({ texture: 'tex/checker.png', color: [0.5, 0.25, 1] }));
    const usdz = writeUsdzZip([
      { name: 'cube.usdc', data: crate },
      { name: 'tex/checker.png', data: texture },
    ]);
    const { document } = await read(usdz);
    expect(computeStats(document, 0)).toMatchObject({ triangles: 12, meshes: 1, materials: 1 });
    // No metersPerUnit in this crate: centimetres.
    closeTo(bounds(document).max, [0.005, 0.005, 0.005]);
    const material = document.getRoot().listMaterials()[0]!;
    closeTo(material.getBaseColorFactor(), [0.5, 0.25, 1, 1]);
    expect(material.getRoughnessFactor()).toBeCloseTo(0.25);
    expect(material.getMetallicFactor()).toBeCloseTo(0.5);
    expect(material.getDoubleSided()).toBe(true);
    expect(Buffer.from(material.getBaseColorTexture()!.getImage()!).equals(Buffer.from(texture))).toBe(true);
    await expect(validateModel(await (await gltfIO()).writeBinary(document))).resolves.toMatchObject({ errors: 0 });
  });

  it('turns a Z-up crate in metres to +Y up', async () => {
    const specs = cubeCrateSpecs({ upAxis: 'Z', metersPerUnit: 1 });
    // Lifted 2 units along Z (USD's matrices are row-vector: the translation is the last row).
    const lift = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 2, 1];
    specs.push(
      {
        path: '/Root.xformOp:transform',
        kind: 'attribute',
        fields: { typeName: { token: 'matrix4d' }, default: { matrix4d: lift } },
      },
      {
        path: '/Root.xformOpOrder',
        kind: 'attribute',
        fields: { typeName: { token: 'token[]' }, default: { tokenArray: ['xformOp:transform'] } },
      },
    );
    const { document } = await read(writeUsdzZip([{ name: 'cube.usdc', data: writeCrate(specs) }]));
    const { min, max } = bounds(document);
    closeTo(min, [-0.5, 1.5, -0.5]);
    closeTo(max, [0.5, 2.5, 0.5]);
  });

  it('refuses a truncated or corrupt crate as unreadable USD', async () => {
    const crate = writeCrate(cubeCrateSpecs());
    for (const broken of [crate.subarray(0, 200), crate.subarray(0, crate.length - 20)]) {
      await expect(read(writeUsdzZip([{ name: 'cube.usdc', data: broken }]))).rejects.toMatchObject(
        refused('unreadable-usd'),
      );
    }
    const scrambled = crate.slice();
    // The table of contents' offset, pointed past the end.
    Buffer.from(scrambled.buffer).writeBigUInt64LE(BigInt(crate.length * 4), 16);
    await expect(read(writeUsdzZip([{ name: 'cube.usdc', data: scrambled }]))).rejects.toMatchObject(
      refused('unreadable-usd'),
    );
    const garbage = new Uint8Array(4096).map((_, i) => (i * 7919) % 251);
    garbage.set(new TextEncoder().encode('PXR-USDC'));
    await expect(read(writeUsdzZip([{ name: 'cube.usdc', data: garbage }]))).rejects.toMatchObject(
      refused('unreadable-usd'),
    );
  });

  it('refuses a declared count larger than the limits before allocating it', async () => {
    // A 0.8 crate whose TOKENS section says its tokens inflate to 1 TB.
    const file = Buffer.alloc(256);
    file.write('PXR-USDC', 0, 'ascii');
    file[9] = 8;
    file.writeBigUInt64LE(128n, 16);
    file.writeBigUInt64LE(1n, 128); // one section
    file.write('TOKENS', 136, 'ascii');
    file.writeBigUInt64LE(184n, 152); // start
    file.writeBigUInt64LE(64n, 160); // size
    file.writeBigUInt64LE(1n, 184); // tokens
    file.writeBigUInt64LE(2n ** 40n, 192); // inflated bytes
    file.writeBigUInt64LE(8n, 200); // stored bytes
    const before = process.memoryUsage().arrayBuffers;
    await expect(read(writeUsdzZip([{ name: 'bomb.usdc', data: new Uint8Array(file) }]))).rejects.toMatchObject(
      refused('usd-too-large'),
    );
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(16 * 2 ** 20);

    // An array that says it holds 2^40 points.
    const specs: CrateSpec[] = cubeCrateSpecs();
    const points = specs.find((spec) => spec.path === '/Root/Cube.points')!;
    points.fields.default = { vec3f: [0, 0, 0] };
    const crate = Buffer.from(writeCrate(specs));
    // The array's 32-bit size comes right before its three floats: find the one-point array and inflate it.
    const needle = Buffer.alloc(16);
    needle.writeUInt32LE(1, 0);
    const at = crate.indexOf(needle);
    crate.writeUInt32LE(0xffffffff, at);
    await expect(read(writeUsdzZip([{ name: 'cube.usdc', data: new Uint8Array(crate) }]))).rejects.toMatchObject(
      refused('unreadable-usd'),
    );
  });
});

describe('readUsdz: refusals', () => {
  const cubeUsdz = async (edit?: (usda: string) => string) => usdzOf(await texturedCube(16), edit);

  it('refuses a USDZ without a USD layer first', async () => {
    const png = await makeTexture(8);
    await expect(readUpload(makeZip([{ name: 'a.png', data: png }]), 'model.usdz', limits)).rejects.toMatchObject(
      refused('no-usd-layer'),
    );
    const layerSecond = makeZip([
      { name: 'a.png', data: png },
      { name: 'model.usda', data: new TextEncoder().encode('#usda 1.0\n') },
    ]);
    await expect(readUpload(layerSecond, 'model.zip', limits)).rejects.toMatchObject(refused('no-usd-layer'));
  });

  it('refuses a layer that is neither USD text nor a crate, and one with no mesh', async () => {
    const notUsd = makeZip([{ name: 'model.usd', data: new TextEncoder().encode('hello') }]);
    await expect(read(notUsd)).rejects.toMatchObject(refused('unreadable-usd'));
    const empty = makeZip([
      { name: 'model.usda', data: new TextEncoder().encode('#usda 1.0\ndef Xform "Root"\n{\n}\n') },
    ]);
    await expect(read(empty)).rejects.toMatchObject(refused('usd-without-mesh'));
  });

  it('refuses a texture the layer names but the package lacks', async () => {
    const usdz = await cubeUsdz((usda) => usda.replace('@textures/checker.png@', '@textures/lost.png@'));
    await expect(read(usdz)).rejects.toMatchObject({
      code: 'FileFormatIsNotValid',
      details: expect.objectContaining({ reason: 'missing-resource', uri: 'textures/lost.png' }),
    });
  });

  it('refuses more prims, triangles, text or polygon corners than the limits allow', async () => {
    const usdz = await cubeUsdz();
    await expect(read(usdz, { maxUsdTriangles: 11 })).rejects.toMatchObject(refused('usd-too-large'));
    await expect(read(usdz, { maxUsdPrims: 3 })).rejects.toMatchObject(refused('usd-too-large'));
    await expect(read(usdz, { maxUsdTextBytes: 1000 })).rejects.toMatchObject(refused('usd-too-large'));
    await expect(read(usdz, { maxUsdTriangles: 12, maxUsdPrims: 20 })).resolves.toBeDefined();
    const square = (usda: string) =>
      usda.replace(/int\[\] faceVertexCounts = \[[^\]]*\]/, 'int[] faceVertexCounts = [36]');
    await expect(read(await cubeUsdz(square), { maxUsdPolygonVertices: 32 })).rejects.toMatchObject(
      refused('usd-too-large'),
    );
  });

  it('refuses faces that name points the mesh does not have', async () => {
    const usdz = await cubeUsdz((usda) =>
      usda.replace('int[] faceVertexIndices = [0,', 'int[] faceVertexIndices = [99,'),
    );
    await expect(read(usdz)).rejects.toMatchObject(refused('unreadable-usd'));
  });

  it('stops references that go round in a circle', async () => {
    const layer = (name: string, next: string) =>
      new TextEncoder().encode(
        `#usda 1.0\n(\n    defaultPrim = "${name}"\n)\n\ndef Xform "${name}" (\n    prepend references = @./${next}@\n)\n{\n}\n`,
      );
    const entries = zipEntries(
      await cubeUsdz((usda) =>
        usda.replace('def Xform "Root" (\n', 'def Xform "Root" (\n    prepend references = @./b.usda@\n'),
      ),
    );
    const usdz = writeUsdzZip([
      ...[...entries].map(([name, data]) => ({ name, data })),
      { name: 'b.usda', data: layer('B', 'c.usda') },
      { name: 'c.usda', data: layer('C', 'b.usda') },
    ]);
    await expect(read(usdz)).rejects.toMatchObject({
      code: 'FileFormatIsNotValid',
      details: expect.objectContaining({ reason: 'unreadable-usd', problem: expect.stringMatching(/references nest/) }),
    });
  });

  it('leaves out a reference to a layer the package does not hold, and says so', async () => {
    const usdz = await cubeUsdz((usda) =>
      usda.replace('def Xform "Root" (\n', 'def Xform "Root" (\n    prepend references = @./elsewhere.usda@\n'),
    );
    const { document, warnings } = await read(usdz);
    expect(computeStats(document, 0).triangles).toBe(12);
    expect(warnings.join()).toMatch(/elsewhere\.usda/);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(readUpload(await cubeUsdz(), 'model.usdz', limits, { signal: controller.signal })).rejects.toThrow();
  });
});
