import { describe, expect, it } from 'vitest';
import { makeZip } from '../intake/test-zip.fixtures';
import { checkUsdzLayout, type UsdzRule } from './check-usdz-layout';
import { writeUsdzZip } from './usdz-zip';

const layer = new TextEncoder().encode('#usda 1.0\n(\n    defaultPrim = "Root"\n)\n\ndef Xform "Root"\n{\n}\n');
const png = new Uint8Array(300).fill(7);

const rules = (bytes: Uint8Array): UsdzRule[] => [...new Set(checkUsdzLayout(bytes).map((problem) => problem.rule))];

describe('writeUsdzZip and checkUsdzLayout', () => {
  it('writes stored, 64-byte aligned entries with the layer first, whatever the name lengths', () => {
    for (let length = 1; length < 70; length += 3) {
      const bytes = writeUsdzZip([
        { name: `${'m'.repeat(length)}.usda`, data: layer },
        { name: `textures/${'t'.repeat(length)}.png`, data: png.subarray(0, length * 7) },
        { name: 'sounds/a.m4a', data: png.subarray(0, 3) },
      ]);
      expect(checkUsdzLayout(bytes)).toEqual([]);
    }
  });

  it('reports each broken rule', () => {
    expect(rules(new Uint8Array(100))).toEqual(['zip']);
    expect(rules(new TextEncoder().encode('not a zip at all, just text that is long enough'))).toEqual(['zip']);
    expect(
      rules(
        writeUsdzZip([
          { name: 'textures/a.png', data: png },
          { name: 'model.usda', data: layer },
        ]),
      ),
    ).toEqual(['first-entry']);
    expect(
      rules(
        writeUsdzZip([
          { name: 'model.usda', data: layer },
          { name: 'textures/a.webp', data: png },
        ]),
      ),
    ).toEqual(['file-type']);
    expect(
      rules(
        writeUsdzZip([
          { name: 'model.usda', data: layer },
          { name: 'textures/', data: new Uint8Array() },
        ]),
      ),
    ).toEqual(['file-type']);
    expect(
      rules(
        writeUsdzZip([
          { name: 'model.usda', data: layer },
          { name: '../a.png', data: png },
        ]),
      ),
    ).toEqual(['name']);
    expect(
      rules(
        writeUsdzZip([
          { name: 'model.usda', data: layer },
          { name: '/abs/a.png', data: png },
        ]),
      ),
    ).toEqual(['name']);

    // Deflated: the layer compresses, so its method is 8 and its data is not what a mapped read sees.
    expect(rules(makeZip([{ name: 'model.usda', data: layer, method: 'deflate' }]))).toContain('stored');
    // No padding: the layer's data starts at 30 + 10 = 40.
    expect(rules(makeZip([{ name: 'model.usda', data: layer }]))).toEqual(['alignment']);
    expect(rules(makeZip([{ name: 'model.usda', data: layer, flags: 1 }]))).toContain('encrypted');
    expect(rules(makeZip([{ name: 'model.usda', data: layer, flags: 8 }]))).toContain('data-descriptor');
  });

  it('finds a damaged entry: wrong checksum, cut file', () => {
    const good = writeUsdzZip([{ name: 'model.usda', data: layer }]);
    const flipped = good.slice();
    flipped[64] = flipped[64]! ^ 0xff;
    expect(checkUsdzLayout(flipped)).toEqual([expect.objectContaining({ rule: 'zip', entry: 'model.usda' })]);
    expect(rules(good.subarray(0, good.length - 30))).toEqual(['zip']);
  });
});
