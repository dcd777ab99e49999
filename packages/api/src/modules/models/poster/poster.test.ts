import { Document } from '@gltf-transform/core';
import { cpus, loadavg } from 'node:os';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cubeModel, sceneOf, sphereModel, twoToneImage } from '../usdz/test-models';
import { renderPoster, renderPosterWithStats } from './render-poster';

async function pixelsOf(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): [number, number, number, number] => {
    const i = (Math.round(y) * info.width + Math.round(x)) * 4;
    return [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
  };
  return { info, data, at };
}

/** A one-sided square facing +Z (towards the poster's camera) or −Z. */
function squareModel(facing: 1 | -1, doubleSided: boolean): Document {
  const document = new Document();
  const buffer = document.createBuffer();
  const positions = new Float32Array([-1, -1, 0, 1, -1, 0, 1, 1, 0, -1, 1, 0]);
  const indices = facing === 1 ? [0, 1, 2, 0, 2, 3] : [0, 2, 1, 0, 3, 2];
  const primitive = document
    .createPrimitive()
    .setAttribute('POSITION', document.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer))
    .setIndices(document.createAccessor().setType('SCALAR').setArray(Uint32Array.from(indices)).setBuffer(buffer))
    .setMaterial(document.createMaterial('Blue').setBaseColorFactor([0, 0, 1, 1]).setDoubleSided(doubleSided));
  return sceneOf(document, document.createNode('Square').setMesh(document.createMesh().addPrimitive(primitive)));
}

describe('renderPoster', () => {
  it('draws a red cube on white: red in the middle, background in the corners, smooth edges', async () => {
    const document = cubeModel((doc) =>
      doc.createMaterial('Red').setBaseColorFactor([1, 0, 0, 1]).setMetallicFactor(0),
    );
    const poster = await renderPoster(document, { width: 320, height: 240, background: '#ffffff' });
    const { info, at, data } = await pixelsOf(poster);
    expect(info.format).toBe('raw');
    expect([info.width, info.height]).toEqual([320, 240]);
    expect((await sharp(poster).metadata()).format).toBe('webp');
    const [r, g, b] = at(160, 120);
    expect(r).toBeGreaterThan(120);
    expect(g).toBeLessThan(40);
    expect(b).toBeLessThan(40);
    for (const [x, y] of [
      [2, 2],
      [317, 2],
      [2, 237],
      [317, 237],
    ] as const) {
      expect(
        at(x, y)
          .slice(0, 3)
          .every((c) => c > 245),
      ).toBe(true);
    }
    // Supersampling leaves pixels between red and white along the outline.
    let blended = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! > 200 && data[i + 1]! > 60 && data[i + 1]! < 200) blended++;
    expect(blended).toBeGreaterThan(20);
  });

  it('samples the texture: the two colours of the picture show, and no red', async () => {
    const image = await twoToneImage(4096, [20, 200, 40], [30, 40, 220]);
    const document = cubeModel((doc) =>
      doc
        .createMaterial('Two tone')
        .setBaseColorTexture(doc.createTexture('two-tone').setImage(image).setMimeType('image/png')),
    );
    const poster = await renderPoster(document, { width: 256, height: 256, format: 'png' });
    expect((await sharp(poster).metadata()).format).toBe('png');
    const { data } = await pixelsOf(poster);
    let green = 0;
    let blue = 0;
    let red = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (g > r + 60 && g > b + 60) green++;
      if (b > r + 60 && b > g + 60) blue++;
      if (r > g + 60 && r > b + 60) red++;
    }
    expect(green).toBeGreaterThan(2000);
    expect(blue).toBeGreaterThan(2000);
    expect(red).toBe(0);
    // The front face (the left of a 3/4 view turned to the model's right) has green above blue.
    const { at } = await pixelsOf(poster);
    const column = 100;
    const greenRow = [...Array(256).keys()].find((y) => at(column, y)[1] > at(column, y)[0] + 60)!;
    const blueRow = [...Array(256).keys()].find((y) => at(column, y)[2] > at(column, y)[0] + 60)!;
    expect(greenRow).toBeLessThan(blueRow);
  });

  it('culls back faces of one-sided materials and lights both sides of double-sided ones', async () => {
    const centre = async (document: Document) =>
      (await pixelsOf(await renderPoster(document, { width: 64, height: 64 }))).at(32, 32);
    expect((await centre(squareModel(1, false)))[2]).toBeGreaterThan(100);
    expect(await centre(squareModel(-1, false))).toEqual([255, 255, 255, 255]);
    const [r, , b] = await centre(squareModel(-1, true));
    expect(b).toBeGreaterThan(100);
    expect(r).toBeLessThan(40);
  });

  it('keeps a transparent background transparent', async () => {
    const document = cubeModel((doc) => doc.createMaterial('Red').setBaseColorFactor([1, 0, 0, 1]));
    const { at } = await pixelsOf(await renderPoster(document, { width: 64, height: 48, background: 'transparent' }));
    expect(at(1, 1)[3]).toBe(0);
    expect(at(32, 24)[3]).toBe(255);
  });

  it('renders 10k, 200k and 1M triangles (timed for the log, not asserted)', { timeout: 120_000 }, async () => {
    for (const triangles of [10_000, 200_000, 1_000_000]) {
      const document = sphereModel(triangles);
      const result = await renderPosterWithStats(document, { width: 1024, height: 1024 });
      const { scene, raster, encode } = result.milliseconds;
      console.log(
        `poster 1024² (2× supersampled): ${result.triangles} triangles: scene ${scene.toFixed(0)} ms, ` +
          `raster ${raster.toFixed(0)} ms, encode ${encode.toFixed(0)} ms; ` +
          `load ${loadavg()
            .map((l) => l.toFixed(2))
            .join(' ')} on ${cpus().length} cores`,
      );
      expect(result.triangles).toBeGreaterThan(triangles * 0.9);
      const { at } = await pixelsOf(result.bytes);
      expect(at(512, 512)[0]).toBeGreaterThan(at(512, 512)[2]);
    }
  });
});
