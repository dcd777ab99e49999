/**
 * The USDZ container: a zip whose entries are stored (never compressed), with no data descriptors and
 * no directory entries, each entry's data starting at a multiple of 64 bytes from the start of the
 * file. That is what lets AR Quick Look (and any USD runtime) map the layer and the images straight
 * out of the file instead of unpacking it; a package that breaks a rule is refused or shows nothing.
 * The spec: https://openusd.org/release/spec_usdz.html
 */
import { crc32 } from 'node:zlib';

export interface ZipEntry {
  /** The path inside the package: ASCII, forward slashes, no leading slash. */
  name: string;
  data: Uint8Array;
}

/** Every entry's data starts at a multiple of this from the start of the file. */
export const USDZ_ALIGNMENT = 64;

/** Pixar's usdz writer tags its padding with this extra-field id; readers skip unknown ids. */
const PADDING_EXTRA_ID = 0x1986;
const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const LOCAL_HEADER_SIZE = 30;
const CENTRAL_HEADER_SIZE = 46;
const END_SIZE = 22;
/** Version 2.0: the oldest that knows stored entries with an extra field; what Pixar's writer says. */
const ZIP_VERSION = 20;
/** General purpose flag bit 11: names are UTF-8 (ours are ASCII, which is also UTF-8). */
const UTF8_NAMES = 0x0800;
/** 1980-01-01 00:00 in MS-DOS form: a fixed date keeps the same model's package byte-identical. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/**
 * Length of the extra field that moves the data of an entry whose local header starts at `offset`
 * onto the next 64-byte boundary: 0, or a whole padding record (4 header bytes and its payload).
 */
function paddingLength(offset: number, nameLength: number): number {
  const dataStart = offset + LOCAL_HEADER_SIZE + nameLength;
  let padding = (USDZ_ALIGNMENT - (dataStart % USDZ_ALIGNMENT)) % USDZ_ALIGNMENT;
  // A record needs at least its 4-byte header; shorter gaps take one more alignment step.
  if (padding > 0 && padding < 4) padding += USDZ_ALIGNMENT;
  return padding;
}

/** Writes the entries, in the given order, as a stored zip with 64-byte aligned data. */
export function writeUsdzZip(entries: readonly ZipEntry[]): Uint8Array {
  const names = new Set<string>();
  const encoded = entries.map((entry) => {
    if (names.has(entry.name)) throw new Error(`usdz: two entries named ${entry.name}`);
    names.add(entry.name);
    return { name: Buffer.from(entry.name, 'utf8'), data: entry.data, crc: crc32(entry.data) >>> 0 };
  });

  const locals: { offset: number; extra: number }[] = [];
  let size = 0;
  for (const entry of encoded) {
    const extra = paddingLength(size, entry.name.length);
    locals.push({ offset: size, extra });
    size += LOCAL_HEADER_SIZE + entry.name.length + extra + entry.data.length;
  }
  const centralStart = size;
  for (const entry of encoded) size += CENTRAL_HEADER_SIZE + entry.name.length;
  const centralSize = size - centralStart;
  size += END_SIZE;
  // Zip64 would lift these limits, but Quick Look's reader is not known to accept it: refuse instead.
  if (size > 0xffffffff || encoded.length > 0xffff) throw new Error('usdz: the package is too large for a zip32');

  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  encoded.forEach((entry, i) => {
    const { offset, extra } = locals[i]!;
    view.setUint32(offset, LOCAL_HEADER, true);
    view.setUint16(offset + 4, ZIP_VERSION, true);
    view.setUint16(offset + 6, UTF8_NAMES, true);
    view.setUint16(offset + 8, 0, true); // method 0: stored
    view.setUint16(offset + 10, DOS_TIME, true);
    view.setUint16(offset + 12, DOS_DATE, true);
    view.setUint32(offset + 14, entry.crc, true);
    view.setUint32(offset + 18, entry.data.length, true);
    view.setUint32(offset + 22, entry.data.length, true);
    view.setUint16(offset + 26, entry.name.length, true);
    view.setUint16(offset + 28, extra, true);
    out.set(entry.name, offset + LOCAL_HEADER_SIZE);
    const extraStart = offset + LOCAL_HEADER_SIZE + entry.name.length;
    if (extra > 0) {
      view.setUint16(extraStart, PADDING_EXTRA_ID, true);
      view.setUint16(extraStart + 2, extra - 4, true);
    }
    out.set(entry.data, extraStart + extra);
  });

  let at = centralStart;
  encoded.forEach((entry, i) => {
    view.setUint32(at, CENTRAL_HEADER, true);
    view.setUint16(at + 4, ZIP_VERSION, true); // made by: MS-DOS, 2.0
    view.setUint16(at + 6, ZIP_VERSION, true);
    view.setUint16(at + 8, UTF8_NAMES, true);
    view.setUint16(at + 10, 0, true);
    view.setUint16(at + 12, DOS_TIME, true);
    view.setUint16(at + 14, DOS_DATE, true);
    view.setUint32(at + 16, entry.crc, true);
    view.setUint32(at + 20, entry.data.length, true);
    view.setUint32(at + 24, entry.data.length, true);
    view.setUint16(at + 28, entry.name.length, true);
    // Extra (30), comment (32), disk (34), internal (36) and external (38) attributes stay 0.
    view.setUint32(at + 42, locals[i]!.offset, true);
    out.set(entry.name, at + CENTRAL_HEADER_SIZE);
    at += CENTRAL_HEADER_SIZE + entry.name.length;
  });

  view.setUint32(at, END_OF_CENTRAL_DIRECTORY, true);
  view.setUint16(at + 8, encoded.length, true);
  view.setUint16(at + 10, encoded.length, true);
  view.setUint32(at + 12, centralSize, true);
  view.setUint32(at + 16, centralStart, true);
  return out;
}
