import { Logger, NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS, EXTTextureWebP } from '@gltf-transform/extensions';
import { mergeDocuments, meshopt, quantize, unpartition } from '@gltf-transform/functions';
import { MeshoptEncoder } from 'meshoptimizer/encoder';
import draco3d from 'draco3dgltf';
import { validateBytes } from 'gltf-validator';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_INTAKE_LIMITS } from './limits';
import { optimiseModel } from './optimise-model';
import { readUpload } from './read-upload';
import { computeStats } from './stats';
import { makeTexture, texturedCube, toGlb, toGltfFiles, uvSphere } from './test-models.fixtures';
import { makeZip } from './test-zip.fixtures';
import { validateModel } from './validate-model';

/** A reader of our own, as a client would have: glTF Transform with only the Draco decoder registered. */
async function readBack(glb: Uint8Array) {
  const io = new NodeIO()
    .registerExtensions(ALL_EXTENSIONS)
    .registerDependencies({ 'draco3d.decoder': await draco3d.createDecoderModule() });
  return io.readBinary(glb);
}

describe('optimiseModel', () => {
  it('shrinks a 4096 px texture to 2048, reduces the bytes, and writes Draco that loads back and validates', async () => {
    const glb = await toGlb(await texturedCube(4096));
    const upload = await readUpload(glb, 'cube.glb', DEFAULT_INTAKE_LIMITS);
    if (upload.kind !== 'glb') throw new Error('not a GLB');
    const result = await optimiseModel(upload.document, { sourceBytes: glb.byteLength });

    expect(result.before.textures).toEqual([
      { mime: 'image/png', width: 4096, height: 4096, bytes: expect.any(Number) },
    ]);
    expect(result.after.textures).toEqual([
      { mime: 'image/jpeg', width: 2048, height: 2048, bytes: expect.any(Number) },
    ]);
    expect(result.before.totalBytes).toBe(glb.byteLength);
    expect(result.after.totalBytes).toBe(result.glb.byteLength);
    expect(result.glb.byteLength).toBeLessThan(glb.byteLength / 5);

    const report = await validateBytes(result.glb);
    expect(report.issues.numErrors).toBe(0);
    expect(report.info).toMatchObject({ extensionsRequired: ['KHR_draco_mesh_compression'] });
    await expect(validateModel(result.glb)).resolves.toMatchObject({ errors: 0 });

    const back = await readBack(result.glb);
    const stats = computeStats(back, result.glb);
    expect(stats).toEqual(result.after);
    expect(stats).toMatchObject({ triangles: 12, meshes: 1, materials: 1 });
    const image = back.getRoot().listTextures()[0]!.getImage()!;
    expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width: 2048, height: 2048 });
    expect(result.textures).toEqual([
      {
        name: 'checker',
        from: { mime: 'image/png', width: 4096, height: 4096, bytes: expect.any(Number) },
        to: { mime: 'image/jpeg', width: 2048, height: 2048, bytes: expect.any(Number) },
      },
    ]);
  });

  it('keeps PNG for a texture whose alpha is used, and keeps a small JPEG as it came', async () => {
    const transparent = await optimiseModel(await texturedCube(3000, { alpha: true }));
    expect(transparent.after.textures).toEqual([
      { mime: 'image/png', width: 2048, height: 2048, bytes: expect.any(Number) },
    ]);
    const image = (await readBack(transparent.glb)).getRoot().listTextures()[0]!.getImage()!;
    expect((await sharp(image).stats()).isOpaque).toBe(false);

    const cube = await texturedCube(512, { format: 'jpeg' });
    const original = cube.getRoot().listTextures()[0]!.getImage()!;
    const small = await optimiseModel(cube);
    expect(small.textures).toEqual([]);
    expect(small.after.textures[0]).toMatchObject({ mime: 'image/jpeg', width: 512, bytes: original.byteLength });
  });

  it('turns a WebP texture, which Scene Viewer cannot show, into JPEG and drops EXT_texture_webp', async () => {
    const cube = await texturedCube(256);
    cube.createExtension(EXTTextureWebP).setRequired(true);
    const texture = cube.getRoot().listTextures()[0]!;
    texture.setImage(new Uint8Array(await sharp(texture.getImage()!).webp().toBuffer())).setMimeType('image/webp');
    const result = await optimiseModel(cube);
    expect(result.after.textures).toEqual([{ mime: 'image/jpeg', width: 256, height: 256, bytes: expect.any(Number) }]);
    const report = await validateBytes(result.glb);
    expect(report.issues.numErrors).toBe(0);
    expect(report.info?.extensionsUsed).toEqual(['KHR_draco_mesh_compression']);
  });

  it('turns meshopt-compressed, quantized input into Draco alone, which Scene Viewer reads', async () => {
    await MeshoptEncoder.ready;
    const sphere = (await uvSphere(60, 31)).setLogger(new Logger(Logger.Verbosity.ERROR));
    await sphere.transform(quantize(), meshopt({ encoder: MeshoptEncoder }));
    const io = new NodeIO()
      .registerExtensions(ALL_EXTENSIONS)
      .registerDependencies({ 'meshopt.encoder': MeshoptEncoder });
    const compressed = await io.writeBinary(sphere);
    expect((await validateBytes(compressed)).info?.extensionsRequired).toEqual(
      expect.arrayContaining(['EXT_meshopt_compression', 'KHR_mesh_quantization']),
    );
    const upload = await readUpload(compressed, 'sphere.glb', DEFAULT_INTAKE_LIMITS);
    if (upload.kind !== 'glb') throw new Error('not a GLB');
    const result = await optimiseModel(upload.document);
    const report = await validateBytes(result.glb);
    expect(report.issues.numErrors).toBe(0);
    expect(report.info?.extensionsUsed).toEqual(['KHR_draco_mesh_compression']);
    expect(result.after.triangles).toBe(2 * 60 * 30);
  });

  it('refuses a texture with more pixels than it may decode', async () => {
    await expect(optimiseModel(await texturedCube(300), { maxTexturePixels: 256 * 256 })).rejects.toMatchObject({
      code: 'FileFormatIsNotValid',
      details: { reason: 'texture-too-large', width: 300, height: 300 },
    });
  });

  it('optimises a glTF package read from a zip into one GLB', async () => {
    const files = await toGltfFiles(await texturedCube(1024));
    const upload = await readUpload(makeZip(files), 'cube.zip', DEFAULT_INTAKE_LIMITS);
    if (upload.kind !== 'gltf-zip') throw new Error('not a glTF package');
    const result = await optimiseModel(upload.document);
    expect(result.after).toMatchObject({ triangles: 12, vertices: 24 });
    expect((await validateBytes(result.glb)).issues.numErrors).toBe(0);
  });

  it('keeps a PNG normal map in PNG, resized', async () => {
    const cube = await texturedCube(64);
    const normal = cube
      .createTexture('normal')
      .setImage(await makeTexture(2500))
      .setMimeType('image/png');
    cube.getRoot().listMaterials()[0]!.setNormalTexture(normal);
    const result = await optimiseModel(cube);
    const byName = Object.fromEntries(result.textures.map((change) => [change.name, change.to]));
    expect(byName.normal).toMatchObject({ mime: 'image/png', width: 2048, height: 2048 });
    expect((await validateBytes(result.glb)).issues.numErrors).toBe(0);
  });

  it('simplifies a mesh heavier than the triangle budget, and leaves a light one alone', async () => {
    const heavy = await uvSphere(300, 151); // 90,000 triangles
    expect(computeStats(heavy, 0).triangles).toBe(90_000);
    const result = await optimiseModel(heavy, { maxTriangles: 20_000 });
    expect(result.before.triangles).toBe(90_000);
    expect(result.after.triangles).toBeLessThanOrEqual(20_000);
    expect(result.after.triangles).toBeGreaterThan(10_000);
    expect(result.simplification).toMatchObject({ before: 90_000, budget: 20_000, reached: true });
    expect((await validateBytes(result.glb)).issues.numErrors).toBe(0);
    expect(computeStats(await readBack(result.glb), result.glb).triangles).toBe(result.after.triangles);

    const light = await optimiseModel(await uvSphere(100, 51), { maxTriangles: 20_000 });
    expect(light.simplification).toBeNull();
    expect(light.after.triangles).toBe(10_000);
    const kept = await optimiseModel(await uvSphere(300, 151), { maxTriangles: 20_000, simplify: false });
    expect(kept.after.triangles).toBe(90_000);
  });

  it('merges the duplicate vertices an exporter writes, and Draco makes the geometry much smaller', async () => {
    const sphere = await uvSphere(200, 101);
    const before = computeStats(sphere, await toGlb(sphere));
    const result = await optimiseModel(sphere, { sourceBytes: before.totalBytes });
    expect(result.before).toEqual(before);
    expect(result.after.triangles).toBe(before.triangles);
    expect(result.after.vertices).toBeLessThanOrEqual(before.vertices);
    expect(result.glb.byteLength).toBeLessThan(before.totalBytes / 4);
  });
});

describe('computeStats', () => {
  it('counts triangles, vertices, meshes, materials and textures', async () => {
    const cube = await texturedCube(300);
    const sphere = await uvSphere(10, 6, await makeTexture(128, { format: 'jpeg' }));
    const root = cube.getRoot();
    // Two models in one document: merge the sphere's mesh into the cube's scene.
    mergeDocuments(cube, sphere);
    await cube.transform(unpartition());
    const glb = await toGlb(cube);
    const stats = computeStats(cube, glb);
    expect(stats).toEqual({
      triangles: 12 + 2 * 10 * 5,
      vertices: 24 + 11 * 7,
      meshes: 2,
      materials: 2,
      textures: [
        { mime: 'image/png', width: 300, height: 300, bytes: root.listTextures()[0]!.getImage()!.byteLength },
        { mime: 'image/jpeg', width: 128, height: 128, bytes: root.listTextures()[1]!.getImage()!.byteLength },
      ],
      totalBytes: glb.byteLength,
    });
  });
});
