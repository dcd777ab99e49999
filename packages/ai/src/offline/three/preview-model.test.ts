import { validateBytes } from 'gltf-validator';
import { describe, expect, it } from 'vitest';
import { previewModel } from './preview-model';
import { misfacing, openEdges, readGlb } from './test-utils';

const label = 'پیش‌نمایش آفلاین · Offline preview';

describe('previewModel', () => {
  it('makes a validator-clean, closed, labelled GLB', async () => {
    const glb = await previewModel({ prompt: 'یک گلدان آبی سرامیکی', seed: 5, label });
    const report = await validateBytes(new Uint8Array(glb));
    expect(report.issues.numErrors).toBe(0);
    expect(report.issues.numWarnings).toBe(0);
    expect(report.info?.totalVertexCount).toBe(960);

    const gltf = readGlb(glb);
    expect(gltf.json.nodes[0]!.name).toBe(label);
    expect(gltf.json.asset.extras).toMatchObject({ preview: true, label });
    expect(openEdges(gltf)).toBe(0);
    expect(misfacing(gltf)).toBe(0);
    // "آبی" (blue): blue is the strongest channel.
    const [r, g, b] = gltf.json.materials[0]!.pbrMetallicRoughness.baseColorFactor!;
    expect(b).toBeGreaterThan(Math.max(r!, g!));
    // Stands on the floor.
    const position = gltf.json.accessors[gltf.json.meshes[0]!.primitives[0]!.attributes.POSITION!]!;
    expect(position.min![1]).toBeCloseTo(0, 6);
  });

  it('is the same for the same prompt and seed, and another shape for another seed', async () => {
    const options = { prompt: 'a red robot toy', seed: 1, label };
    const first = await previewModel(options);
    expect((await previewModel(options)).equals(first)).toBe(true);
    expect((await previewModel({ ...options, seed: 2 })).equals(first)).toBe(false);
  });
});
