import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadVazirmatn, VAZIRMATN } from './vazirmatn';
import { woff2ToSfnt } from './woff2';

const require = createRequire(import.meta.url);

/** The table directory of an sfnt, each table's data, and whether its checksum is right. */
function tables(font: Buffer) {
  const count = font.readUInt16BE(4);
  return new Map(
    Array.from({ length: count }, (_, i) => {
      const record = 12 + 16 * i;
      const [offset, length] = [font.readUInt32BE(record + 8), font.readUInt32BE(record + 12)];
      const data = font.subarray(offset, offset + length);
      let sum = 0;
      const padded = Buffer.concat([data, Buffer.alloc((4 - (length % 4)) % 4)]);
      for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
      const tag = font.toString('latin1', record, record + 4);
      return [tag, { data, checksumOk: tag === 'head' || sum === font.readUInt32BE(record + 4) }] as const;
    }),
  );
}

describe('woff2ToSfnt', () => {
  it.each(['arabic', 'latin', 'latin-ext'])(
    'unpacks the %s subset of Vazirmatn into a consistent TrueType',
    (subset) => {
      const woff2 = readFileSync(
        require.resolve(`@fontsource-variable/vazirmatn/files/vazirmatn-${subset}-wght-normal.woff2`),
      );
      const font = woff2ToSfnt(woff2);
      expect(font.readUInt32BE(0)).toBe(0x00010000);
      const found = tables(font);
      expect(found.size).toBe(woff2.readUInt16BE(12));
      for (const [tag, table] of found) expect(table.checksumOk, tag).toBe(true);
      const glyphs = found.get('maxp')!.data.readUInt16BE(4);
      const longOffsets = found.get('head')!.data.readInt16BE(50) === 1;
      const loca = found.get('loca')!.data;
      expect(loca.length).toBe((glyphs + 1) * (longOffsets ? 4 : 2));
      const last = longOffsets ? loca.readUInt32BE(loca.length - 4) : loca.readUInt16BE(loca.length - 2) * 2;
      expect(last).toBe(found.get('glyf')!.data.length);
    },
  );

  it('gives sharp a font that draws Persian', async () => {
    const fontfile = await loadVazirmatn();
    const { info } = await sharp({ text: { text: 'پیش‌نمایش آفلاین', font: `${VAZIRMATN} 40`, fontfile, rgba: true } })
      .png()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBeGreaterThan(150);
    expect(info.height).toBeGreaterThan(30);
  });
});
