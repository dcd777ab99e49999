import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readGlb } from './gltf-io';
import { validateModel } from './intake';
import { texturedCube, toGlb, toGltfFiles, uvSphere } from './intake/test-models.fixtures';
import { makeZip } from './intake/test-zip.fixtures';
import { createModelPipeline } from './pipeline';
import { ModelProcessingError } from './processor';
import { checkUsdzLayout, documentToUsdz } from './usdz';

const pipeline = createModelPipeline();
const run = (bytes: Uint8Array, fileName: string, source: 'glb' | 'gltf-zip' | 'usdz' = 'glb') => {
  const progress: number[] = [];
  return pipeline
    .process({ bytes, fileName, source }, (value) => progress.push(value))
    .then((output) => ({ output, progress }));
};

describe('the model pipeline', () => {
  it('makes a GLB for the web and Android, a USDZ for iPhones and a poster from an upload', async () => {
    const { output, progress } = await run(await toGlb(await texturedCube(4096)), 'cube.glb');
    // The optimised GLB is valid and reads back (Draco decoded), its texture cut to 2048 px.
    await expect(validateModel(output.glb)).resolves.toMatchObject({ errors: 0 });
    const shown = await readGlb(output.glb);
    expect(
      shown
        .getRoot()
        .listExtensionsUsed()
        .map((e) => e.extensionName),
    ).toContain('KHR_draco_mesh_compression');
    expect(output.stats).toMatchObject({ triangles: 12, materials: 1 });
    expect(output.stats.textures).toEqual([expect.objectContaining({ width: 2048, height: 2048 })]);
    // Quick Look's package rules hold for the USDZ.
    expect(output.usdz).not.toBeNull();
    expect(checkUsdzLayout(output.usdz!)).toEqual([]);
    // The poster is a picture of it.
    const poster = await sharp(output.poster).metadata();
    expect(poster).toMatchObject({ format: 'webp', width: 1024, height: 1024 });
    // The gallery's copy: the same 12 triangles with the texture cut to 1024 px.
    expect(output.gallery?.triangles).toBe(12);
    await expect(validateModel(output.gallery!.glb)).resolves.toMatchObject({ errors: 0 });
    // Progress only goes forward, and ends at 1.
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });

  it('reads a glTF with its files in a zip, and simplifies a mesh heavier than the budget', async () => {
    const small = createModelPipeline({ maxTriangles: 2_000 });
    const files = await toGltfFiles(await uvSphere(64, 64));
    const zip = makeZip(files.map((file) => ({ name: `model/${file.name}`, data: file.data, method: 'deflate' })));
    const output = await small.process({ bytes: zip, fileName: 'sphere.zip', source: 'gltf-zip' }, () => {});
    expect(output.stats.triangles).toBeLessThanOrEqual(2_000);
    expect(output.stats.triangles).toBeGreaterThan(500);
    // Under the gallery's budget and untextured: the gallery draws the GLB itself.
    expect(output.gallery).toBeNull();
  });

  it('turns a USDZ upload into a ready model: its USD read into glTF, optimised, a USDZ made again', async () => {
    const upload = await documentToUsdz(await texturedCube(512));
    const { output, progress } = await run(upload, 'cube.usdz', 'usdz');
    await expect(validateModel(output.glb)).resolves.toMatchObject({ errors: 0 });
    expect(output.stats).toMatchObject({ triangles: 12, materials: 1 });
    expect(output.stats.textures).toEqual([expect.objectContaining({ width: 512, height: 512 })]);
    expect(output.gallery).toBeNull();
    expect(output.usdz).not.toBeNull();
    expect(checkUsdzLayout(output.usdz!)).toEqual([]);
    await expect(sharp(output.poster).metadata()).resolves.toMatchObject({ format: 'webp', width: 1024 });
    expect(progress.at(-1)).toBe(1);
  });

  it('refuses what cannot become a model with the reason the owner is shown', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    await expect(run(png, 'photo.glb')).rejects.toMatchObject({ code: 'FileFormatIsNotValid' });
    const escaping = makeZip([{ name: '../evil.gltf', data: new TextEncoder().encode('{}') }]);
    await expect(run(escaping, 'evil.zip')).rejects.toMatchObject({
      code: 'FileFormatIsNotValid',
      reason: 'unsafe-path',
    });
    // A USDZ whose layer holds nothing to show.
    const usdz = makeZip([{ name: 'model.usda', data: new TextEncoder().encode('#usda 1.0\n') }]);
    const refused = await run(usdz, 'lamp.usdz', 'usdz').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ModelProcessingError);
    expect(refused).toMatchObject({ code: 'FileFormatIsNotValid', reason: 'usd-without-mesh' });
    const broken = makeZip([{ name: 'model.usdc', data: new TextEncoder().encode('PXR-USDC and then nothing') }]);
    await expect(run(broken, 'lamp.usdz', 'usdz')).rejects.toMatchObject({ reason: 'unreadable-usd' });
  });

  it('stops when the worker lost its lease', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      pipeline.process(
        { bytes: await toGlb(await texturedCube(64)), fileName: 'cube.glb', source: 'glb', signal: controller.signal },
        () => {},
      ),
    ).rejects.toThrow();
  });
});
