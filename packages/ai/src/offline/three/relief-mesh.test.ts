import sharp from 'sharp';
import { validateBytes } from 'gltf-validator';
import { describe, expect, it } from 'vitest';
import { reliefGrid, reliefMesh, RELIEF_RESOLUTION } from './relief-mesh';
import { accessorData, misfacing, openEdges, readGlb } from './test-utils';

/** A picture with a bright disc on a dark ground: the disc should stand out of the relief. */
function picture(width: number, height: number, format: 'png' | 'jpeg' = 'png') {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#202020"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#f0f0f0"/></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

describe('reliefMesh', () => {
  it('makes a validator-clean, closed GLB with the picture embedded as the texture', async () => {
    const glb = await reliefMesh(await picture(1600, 900, 'jpeg'));
    const report = await validateBytes(new Uint8Array(glb));
    expect(report.issues.numErrors).toBe(0);
    expect(report.issues.numWarnings).toBe(0);

    const gltf = readGlb(glb);
    const image = gltf.json.images![0]!;
    expect(image.mimeType).toBe('image/jpeg');
    const view = gltf.json.bufferViews[image.bufferView]!;
    const embedded = gltf.bin.subarray(view.byteOffset, view.byteOffset + view.byteLength);
    expect(await sharp(embedded).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 900 });
    expect(gltf.json.materials[0]!.pbrMetallicRoughness.baseColorTexture).toEqual({ index: 0 });

    const { columns, rows } = reliefGrid(1600, 900);
    expect([columns, rows]).toEqual([RELIEF_RESOLUTION, 72]);
    const [front, back] = gltf.json.meshes[0]!.primitives;
    const outline = 2 * columns + 2 * rows - 4;
    expect(gltf.json.accessors[front!.attributes.POSITION!]!.count).toBe(columns * rows + 2 * (outline + 4));
    expect(gltf.json.accessors[back!.attributes.POSITION!]!.count).toBe(outline + 1);
    expect(report.info?.totalVertexCount).toBe(columns * rows + 2 * (outline + 4) + outline + 1);

    expect(openEdges(gltf)).toBe(0);
    expect(misfacing(gltf)).toBe(0);

    // 1 m wide, standing on the floor, the bright disc nearer the viewer than the dark ground.
    const position = gltf.json.accessors[front!.attributes.POSITION!]!;
    expect(position.min![0]).toBeCloseTo(-0.5, 5);
    expect(position.max![0]).toBeCloseTo(0.5, 5);
    expect(position.min![1]).toBeCloseTo(0, 5);
    expect(position.max![1]).toBeCloseTo(0.5625, 5);
    const positions = accessorData(gltf, front!.attributes.POSITION!);
    const depthAt = (i: number, j: number) => positions[3 * (j * columns + i) + 2]!;
    expect(depthAt(columns >> 1, rows >> 1)).toBeGreaterThan(depthAt(2, 2) + 0.03);
  });

  it('keeps the proportions of a portrait picture', async () => {
    const glb = await reliefMesh(await picture(600, 1000));
    expect((await validateBytes(new Uint8Array(glb))).issues.numErrors).toBe(0);
    const gltf = readGlb(glb);
    const { columns, rows } = reliefGrid(600, 1000);
    expect([columns, rows]).toEqual([77, RELIEF_RESOLUTION]);
    const position = gltf.json.accessors[gltf.json.meshes[0]!.primitives[0]!.attributes.POSITION!]!;
    expect(position.max![0]! - position.min![0]!).toBeCloseTo(0.6, 5);
    expect(position.max![1]! - position.min![1]!).toBeCloseTo(1, 5);
  });

  it('refuses bytes that are not a picture', async () => {
    await expect(reliefMesh(Buffer.from('GIF89a? no'))).rejects.toMatchObject({ kind: 'invalid-input' });
    await expect(reliefMesh(Buffer.alloc(0))).rejects.toMatchObject({ kind: 'invalid-input' });
  });
});
