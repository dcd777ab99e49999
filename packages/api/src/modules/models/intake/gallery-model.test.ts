import { describe, expect, it } from 'vitest';
import { readGlb } from '../gltf-io';
import { GALLERY_LIMITS, makeGalleryModel } from './gallery-model';
import { optimiseModel } from './optimise-model';
import { countTriangles } from './simplify-to-budget';
import { computeStats } from './stats';
import { makeTexture, texturedCube, uvSphere } from './test-models.fixtures';
import { validateModel } from './validate-model';

describe("the gallery's lighter copy of a model", () => {
  it('is simplified to the gallery budget with its textures cut to 1024 px, from the optimised GLB', async () => {
    // ~32k triangles and a 2048 px texture: a phone model the viewer keeps whole, too heavy for a room of eight.
    const phone = await optimiseModel(await uvSphere(128, 128, await makeTexture(2048, { format: 'jpeg' })));
    expect(phone.after.triangles).toBeGreaterThan(30_000);

    const gallery = await makeGalleryModel(phone.glb);
    expect(gallery).not.toBeNull();
    expect(gallery!.triangles).toBeLessThanOrEqual(GALLERY_LIMITS.maxTriangles);
    // Simplified, not emptied: the sphere is still a sphere of thousands of triangles.
    expect(gallery!.triangles).toBeGreaterThan(GALLERY_LIMITS.maxTriangles / 2);
    expect(gallery!.glb.length).toBeLessThan(phone.glb.length / 2);
    await expect(validateModel(gallery!.glb)).resolves.toMatchObject({ errors: 0 });

    const shown = await readGlb(gallery!.glb);
    expect(countTriangles(shown)).toBe(gallery!.triangles);
    expect(computeStats(shown, gallery!.glb).textures).toEqual([
      expect.objectContaining({ width: 1024, height: 1024, mime: 'image/jpeg' }),
    ]);
    expect(
      shown
        .getRoot()
        .listExtensionsUsed()
        .map((extension) => extension.extensionName),
    ).toContain('KHR_draco_mesh_compression');
  });

  it('is made for a light model with a large texture, and not at all for a model light already', async () => {
    const textured = await optimiseModel(await texturedCube(2048));
    const copy = await makeGalleryModel(textured.glb);
    expect(copy?.triangles).toBe(12);
    expect(computeStats(await readGlb(copy!.glb), copy!.glb).textures[0]).toMatchObject({ width: 1024 });

    const light = await optimiseModel(await texturedCube(512));
    await expect(makeGalleryModel(light.glb)).resolves.toBeNull();
  });
});
