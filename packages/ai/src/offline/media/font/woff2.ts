/**
 * WOFF2 → TrueType, because the only Vazirmatn we ship is the web app's WOFF2 and the FreeType inside
 * sharp is built without Brotli: handed a WOFF2 it silently falls back to another font, and Persian
 * labels would render in whatever the machine has (or as boxes). Node's zlib has Brotli, so the font is
 * unpacked here (W3C WOFF2, section 5): the `glyf`/`loca` transform is rebuilt; the `hmtx` transform
 * and font collections, which the fontsource files do not use, are refused.
 */
import { brotliDecompressSync } from 'node:zlib';

/** Table tags by their index in the directory's flags byte (WOFF2 section 4.1). */
const KNOWN_TAGS = (
  'cmap|head|hhea|hmtx|maxp|name|OS/2|post|cvt |fpgm|glyf|loca|prep|CFF |VORG|EBDT|EBLC|gasp|hdmx|kern|LTSH|' +
  'PCLT|VDMX|vhea|vmtx|BASE|GDEF|GPOS|GSUB|EBSC|JSTF|MATH|CBDT|CBLC|COLR|CPAL|SVG |sbix|acnt|avar|bdat|bloc|' +
  'bsln|cvar|fdsc|feat|fmtx|fvar|gvar|hsty|just|lcar|mort|morx|opbd|prop|trak|Zapf|Silf|Glat|Gloc|Feat|Sill'
).split('|');

/** A cursor over big-endian bytes, with the two variable-length integer encodings WOFF2 uses. */
class Reader {
  constructor(
    readonly data: Buffer,
    public offset = 0,
  ) {}
  u8() {
    return this.data.readUInt8(this.offset++);
  }
  u16() {
    const value = this.data.readUInt16BE(this.offset);
    this.offset += 2;
    return value;
  }
  i16() {
    const value = this.data.readInt16BE(this.offset);
    this.offset += 2;
    return value;
  }
  u32() {
    const value = this.data.readUInt32BE(this.offset);
    this.offset += 4;
    return value;
  }
  bytes(length: number) {
    if (this.offset + length > this.data.length) throw new Error('WOFF2: truncated data');
    const value = this.data.subarray(this.offset, this.offset + length);
    this.offset += length;
    return value;
  }
  base128() {
    let value = 0;
    for (let i = 0; i < 5; i += 1) {
      const byte = this.u8();
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('WOFF2: bad UIntBase128');
  }
  u255() {
    const code = this.u8();
    if (code === 253) return this.u16();
    if (code === 255) return this.u8() + 253;
    if (code === 254) return this.u8() + 506;
    return code;
  }
}

interface TableEntry {
  tag: string;
  transformed: boolean;
  length: number;
  data?: Buffer;
}

export function woff2ToSfnt(woff2: Buffer): Buffer {
  const header = new Reader(woff2);
  if (header.u32() !== 0x774f4632) throw new Error('WOFF2: bad signature');
  const flavor = header.u32();
  if (flavor === 0x74746366) throw new Error('WOFF2: font collections are not supported');
  header.offset = 12;
  const numTables = header.u16();
  header.offset = 20;
  const compressedLength = header.u32();

  const directory = new Reader(woff2, 48);
  const tables: TableEntry[] = [];
  for (let i = 0; i < numTables; i += 1) {
    const flags = directory.u8();
    const tag = (flags & 63) === 63 ? directory.bytes(4).toString('latin1') : KNOWN_TAGS[flags & 63]!;
    const version = flags >> 6;
    const origLength = directory.base128();
    // glyf and loca use version 0 for "transformed"; every other table uses 0 for "as is".
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    if (transformed && tag !== 'glyf' && tag !== 'loca') throw new Error(`WOFF2: unsupported transform of ${tag}`);
    const length = transformed ? directory.base128() : origLength;
    tables.push({ tag, transformed, length });
  }

  const stream = brotliDecompressSync(woff2.subarray(directory.offset, directory.offset + compressedLength));
  let position = 0;
  for (const table of tables) {
    table.data = stream.subarray(position, position + table.length);
    position += table.length;
  }

  const glyf = tables.find((table) => table.tag === 'glyf');
  const loca = tables.find((table) => table.tag === 'loca');
  if (glyf?.transformed && loca) {
    const rebuilt = rebuildGlyf(glyf.data!);
    glyf.data = rebuilt.glyf;
    loca.data = rebuilt.loca;
  }
  return writeSfnt(
    flavor,
    tables.map((table) => ({ tag: table.tag, data: table.data! })),
  );
}

/** The transformed glyf table (WOFF2 section 5.1) back to plain TrueType glyf and loca tables. */
function rebuildGlyf(data: Buffer): { glyf: Buffer; loca: Buffer } {
  const header = new Reader(data);
  header.u16(); // reserved
  const optionFlags = header.u16();
  const numGlyphs = header.u16();
  const indexFormat = header.u16();
  const sizes = Array.from({ length: 7 }, () => header.u32());
  const streams: Reader[] = [];
  let offset = header.offset;
  for (const size of sizes) {
    streams.push(new Reader(data.subarray(offset, offset + size)));
    offset += size;
  }
  const [nContours, nPoints, flags, glyphs, composites, bboxes, instructions] = streams as [
    Reader,
    Reader,
    Reader,
    Reader,
    Reader,
    Reader,
    Reader,
  ];
  const bboxBitmap = bboxes.bytes(4 * Math.floor((numGlyphs + 31) / 32));
  const overlapBitmap = optionFlags & 1 ? data.subarray(offset, offset + Math.floor((numGlyphs + 7) / 8)) : null;
  const hasBit = (bitmap: Buffer | null, index: number) => !!bitmap && !!(bitmap[index >> 3]! & (0x80 >> (index & 7)));

  const parts: Buffer[] = [];
  const offsets: number[] = [0];
  let total = 0;
  for (let index = 0; index < numGlyphs; index += 1) {
    const contours = nContours.i16();
    let glyph: Buffer;
    if (contours === 0) {
      glyph = Buffer.alloc(0);
    } else if (contours > 0) {
      glyph = simpleGlyph(contours, { nPoints, flags, glyphs, instructions }, () =>
        hasBit(bboxBitmap, index) ? [bboxes.i16(), bboxes.i16(), bboxes.i16(), bboxes.i16()] : null,
      );
      if (hasBit(overlapBitmap, index)) glyph[10 + 2 * contours + 2 + glyph.readUInt16BE(10 + 2 * contours)]! |= 0x40;
    } else {
      if (!hasBit(bboxBitmap, index)) throw new Error('WOFF2: composite glyph without a bounding box');
      glyph = compositeGlyph(composites, glyphs, instructions, [
        bboxes.i16(),
        bboxes.i16(),
        bboxes.i16(),
        bboxes.i16(),
      ]);
    }
    // Glyphs start on 4-byte boundaries, which both loca formats can address.
    const padded = Buffer.alloc((glyph.length + 3) & ~3);
    glyph.copy(padded);
    parts.push(padded);
    total += padded.length;
    offsets.push(total);
  }

  const loca = Buffer.alloc(offsets.length * (indexFormat ? 4 : 2));
  offsets.forEach((value, i) =>
    indexFormat ? loca.writeUInt32BE(value, i * 4) : loca.writeUInt16BE(value / 2, i * 2),
  );
  return { glyf: Buffer.concat(parts), loca };
}

interface Point {
  x: number;
  y: number;
  onCurve: boolean;
}

/** Decodes one point's deltas from its flag and the glyph stream (the "triplet" encoding, section 5.2). */
function readPoint(flag: number, glyphs: Reader, previous: Point): Point {
  const onCurve = !(flag & 0x80);
  const code = flag & 0x7f;
  const sign = (bit: number, value: number) => (bit & 1 ? value : -value);
  let dx: number;
  let dy: number;
  if (code < 10) {
    dx = 0;
    dy = sign(code, ((code & 14) << 7) + glyphs.u8());
  } else if (code < 20) {
    dx = sign(code, (((code - 10) & 14) << 7) + glyphs.u8());
    dy = 0;
  } else if (code < 84) {
    const b0 = code - 20;
    const b1 = glyphs.u8();
    dx = sign(code, 1 + (b0 & 0x30) + (b1 >> 4));
    dy = sign(code >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f));
  } else if (code < 120) {
    const b0 = code - 84;
    dx = sign(code, 1 + (Math.floor(b0 / 12) << 8) + glyphs.u8());
    dy = sign(code >> 1, 1 + (((b0 % 12) >> 2) << 8) + glyphs.u8());
  } else if (code < 124) {
    const b1 = glyphs.u8();
    const b2 = glyphs.u8();
    dx = sign(code, (b1 << 4) + (b2 >> 4));
    dy = sign(code >> 1, ((b2 & 0x0f) << 8) + glyphs.u8());
  } else {
    dx = sign(code, glyphs.u16());
    dy = sign(code >> 1, glyphs.u16());
  }
  return { x: previous.x + dx, y: previous.y + dy, onCurve };
}

function simpleGlyph(
  contours: number,
  streams: { nPoints: Reader; flags: Reader; glyphs: Reader; instructions: Reader },
  explicitBox: () => number[] | null,
): Buffer {
  const endPoints: number[] = [];
  let count = 0;
  for (let i = 0; i < contours; i += 1) {
    count += streams.nPoints.u255();
    endPoints.push(count - 1);
  }
  const points: Point[] = [];
  let previous: Point = { x: 0, y: 0, onCurve: true };
  for (let i = 0; i < count; i += 1) {
    previous = readPoint(streams.flags.u8(), streams.glyphs, previous);
    points.push(previous);
  }
  const instructionLength = streams.glyphs.u255();
  const instructions = streams.instructions.bytes(instructionLength);
  const box = explicitBox() ?? [
    Math.min(...points.map((p) => p.x)),
    Math.min(...points.map((p) => p.y)),
    Math.max(...points.map((p) => p.x)),
    Math.max(...points.map((p) => p.y)),
  ];

  // Written plainly: one flag per point and 16-bit deltas. Bigger than an optimised glyf, but the font
  // only lives in a temp file for FreeType to read.
  const out = Buffer.alloc(10 + 2 * contours + 2 + instructionLength + count * 5);
  let at = out.writeInt16BE(contours, 0);
  for (const value of box) at = out.writeInt16BE(value, at);
  for (const end of endPoints) at = out.writeUInt16BE(end, at);
  at = out.writeUInt16BE(instructionLength, at);
  at += instructions.copy(out, at);
  for (const point of points) out[at++] = point.onCurve ? 1 : 0;
  let last = 0;
  for (const point of points) {
    at = out.writeInt16BE(point.x - last, at);
    last = point.x;
  }
  last = 0;
  for (const point of points) {
    at = out.writeInt16BE(point.y - last, at);
    last = point.y;
  }
  return out;
}

function compositeGlyph(composites: Reader, glyphs: Reader, instructions: Reader, box: number[]): Buffer {
  const start = composites.offset;
  let flags: number;
  let hasInstructions = false;
  do {
    flags = composites.u16();
    composites.u16(); // glyph index
    const argumentBytes = flags & 0x0001 ? 4 : 2;
    const transformBytes = flags & 0x0008 ? 2 : flags & 0x0040 ? 4 : flags & 0x0080 ? 8 : 0;
    composites.bytes(argumentBytes + transformBytes);
    if (flags & 0x0100) hasInstructions = true;
  } while (flags & 0x0020);
  const components = composites.data.subarray(start, composites.offset);
  const head = Buffer.alloc(10);
  head.writeInt16BE(-1, 0);
  box.forEach((value, i) => head.writeInt16BE(value, 2 + i * 2));
  if (!hasInstructions) return Buffer.concat([head, components]);
  const length = glyphs.u255();
  const lengthBytes = Buffer.alloc(2);
  lengthBytes.writeUInt16BE(length);
  return Buffer.concat([head, components, lengthBytes, instructions.bytes(length)]);
}

/** An sfnt file: offset table, table records sorted by tag, tables on 4-byte boundaries, checksums. */
function writeSfnt(flavor: number, tables: { tag: string; data: Buffer }[]): Buffer {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  const headerLength = 12 + 16 * sorted.length;
  const total = sorted.reduce((sum, table) => sum + ((table.data.length + 3) & ~3), headerLength);
  const out = Buffer.alloc(total);
  const power = 2 ** Math.floor(Math.log2(sorted.length));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(sorted.length, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(sorted.length * 16 - power * 16, 10);
  let offset = headerLength;
  let headOffset = -1;
  sorted.forEach((table, i) => {
    const data = Buffer.from(table.data);
    // head's checkSumAdjustment is summed as zero and filled in last.
    if (table.tag === 'head') {
      data.writeUInt32BE(0, 8);
      headOffset = offset;
    }
    data.copy(out, offset);
    const record = 12 + 16 * i;
    out.write(table.tag, record, 'latin1');
    out.writeUInt32BE(checksum(out.subarray(offset, offset + ((data.length + 3) & ~3))), record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(data.length, record + 12);
    offset += (data.length + 3) & ~3;
  });
  if (headOffset >= 0) out.writeUInt32BE((0xb1b0afba - checksum(out)) >>> 0, headOffset + 8);
  return out;
}

function checksum(data: Buffer): number {
  let sum = 0;
  for (let i = 0; i + 3 < data.length; i += 4) sum = (sum + data.readUInt32BE(i)) >>> 0;
  return sum;
}
