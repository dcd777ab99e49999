import { describe, expect, it } from 'vitest';
import { texturedCube, toGlb } from './test-models.fixtures';
import { validateModel } from './validate-model';

/** Rewrites a GLB's JSON chunk (padded with spaces to 4 bytes, as the spec wants). */
function editGlb(glb: Uint8Array, edit: (json: Record<string, unknown[]>) => void): Uint8Array {
  const bytes = Buffer.from(glb);
  const jsonLength = bytes.readUInt32LE(12);
  const json = JSON.parse(bytes.toString('utf8', 20, 20 + jsonLength));
  edit(json);
  let text = JSON.stringify(json);
  while (Buffer.byteLength(text) % 4) text += ' ';
  const chunk = Buffer.from(text);
  const rest = bytes.subarray(20 + jsonLength);
  const header = Buffer.alloc(20);
  header.writeUInt32LE(0x46546c67, 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(20 + chunk.length + rest.length, 8);
  header.writeUInt32LE(chunk.length, 12);
  header.writeUInt32LE(0x4e4f534a, 16);
  return new Uint8Array(Buffer.concat([header, chunk, rest]));
}

describe('validateModel', () => {
  it('returns the counts of a clean model', async () => {
    const report = await validateModel(await toGlb(await texturedCube(64)));
    expect(report).toMatchObject({ errors: 0, warnings: 0, firstWarnings: [] });
    expect(report.info).toMatchObject({ totalTriangleCount: 12, totalVertexCount: 24, hasTextures: true });
  });

  it("refuses a model with errors and surfaces the validator's first messages", async () => {
    const broken = editGlb(await toGlb(await texturedCube(64)), (json) => {
      (json.accessors![0] as { count: number }).count = 10_000; // past the end of its buffer view
      (json.meshes![0] as { primitives: { material: number }[] }).primitives[0]!.material = 7; // no such material
    });
    const error = await validateModel(broken).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'FileFormatIsNotValid', status: 400, details: { reason: 'invalid-gltf' } });
    const details = (error as { details: { errors: number; firstErrors: { code: string; pointer?: string }[] } })
      .details;
    expect(details.errors).toBeGreaterThanOrEqual(2);
    expect(details.firstErrors.map((message) => message.code)).toEqual(
      expect.arrayContaining(['ACCESSOR_TOO_LONG', 'UNRESOLVED_REFERENCE']),
    );
    expect(details.firstErrors.length).toBeLessThanOrEqual(10);
  });

  it('returns warnings without refusing', async () => {
    const warned = editGlb(await toGlb(await texturedCube(64)), (json) => {
      (json.materials![0] as { alphaCutoff?: number }).alphaCutoff = 0.5; // only meant for alphaMode MASK
    });
    const report = await validateModel(warned);
    expect(report).toMatchObject({
      errors: 0,
      warnings: 1,
      firstWarnings: [{ code: 'MATERIAL_ALPHA_CUTOFF_INVALID_MODE', pointer: '/materials/0/alphaCutoff' }],
    });
  });
});
