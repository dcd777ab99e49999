import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkUsdzLayout, type UsdzRule } from './check-usdz-layout';
import { writeUsdzZip } from './usdz-zip';

const layer = new TextEncoder().encode('#usda 1.0\n(\n    defaultPrim = "Root"\n)\n\ndef Xform "Root"\n{\n}\n');
const png = new Uint8Array(300).fill(7);

interface CraftedEntry {
  name: string;
  data: Uint8Array;
  method?: number;
  flags?: number;
}

/** A plain zip writer with none of the USDZ rules: no padding, any method and flag, for crafting bad packages. */
function craftZip(entries: CraftedEntry[]): Uint8Array {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = entry.method === 8 ? deflateRawSync(entry.data) : Buffer.from(entry.data);
    const name = Buffer.from(entry.name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(entry.flags ?? 0, 6);
    header.writeUInt16LE(entry.method ?? 0, 8);
    header.writeUInt32LE(crc32(entry.data) >>> 0, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(entry.data.length, 22);
    header.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    header.copy(record, 8, 6, 30); // flags … name length share the local header's layout
    record.writeUInt16LE(0, 30);
    record.writeUInt32LE(offset, 42);
    central.push(record, name);
    parts.push(header, name, data);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, directory, end]));
}

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
    expect(rules(craftZip([{ name: 'model.usda', data: layer, method: 8 }]))).toContain('stored');
    // No padding: the layer's data starts at 30 + 10 = 40.
    expect(rules(craftZip([{ name: 'model.usda', data: layer }]))).toEqual(['alignment']);
    expect(rules(craftZip([{ name: 'model.usda', data: layer, flags: 1 }]))).toContain('encrypted');
    expect(rules(craftZip([{ name: 'model.usda', data: layer, flags: 8 }]))).toContain('data-descriptor');
  });

  it('finds a damaged entry: wrong checksum, cut file', () => {
    const good = writeUsdzZip([{ name: 'model.usda', data: layer }]);
    const flipped = good.slice();
    flipped[64] = flipped[64]! ^ 0xff;
    expect(checkUsdzLayout(flipped)).toEqual([expect.objectContaining({ rule: 'zip', entry: 'model.usda' })]);
    expect(rules(good.subarray(0, good.length - 30))).toEqual(['zip']);
  });
});
