/**
 * A tiny zip writer for the tests (yauzl only reads): local file headers, central directory and end
 * record, stored or deflated with node:zlib, with every field open to a lie, so that a test can craft
 * the malicious archives intake must refuse.
 */
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

export interface ZipEntrySpec {
  name: string;
  data?: Uint8Array;
  /** Raw deflate bytes to store as they are (method 8); `data` is then ignored. */
  deflated?: Uint8Array;
  method?: 'store' | 'deflate';
  /** Uncompressed size written in the headers (a lie when it differs from the data). */
  declaredSize?: number;
  /** Unix mode for the external attributes (e.g. 0o120777 for a symlink); made-by becomes Unix. */
  unixMode?: number;
  /** General-purpose flags (1: encrypted); bit 11 (UTF-8) is always set. */
  flags?: number;
  /** Central-directory entry pointing at an earlier entry's local header and data (overlap bomb). */
  sameDataAs?: number;
}

export function makeZip(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  const written: { offset: number; crc: number; compressed: number; size: number; method: number }[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const flags = 0x800 | (entry.flags ?? 0);
    let record = entry.sameDataAs === undefined ? undefined : written[entry.sameDataAs];
    if (!record) {
      const data = Buffer.from(entry.data ?? new Uint8Array());
      const method = entry.deflated || entry.method === 'deflate' ? 8 : 0;
      const body = entry.deflated ? Buffer.from(entry.deflated) : method === 8 ? deflateRawSync(data) : data;
      record = {
        offset,
        crc: entry.deflated ? 0 : crc32(data),
        compressed: body.length,
        size: entry.declaredSize ?? data.length,
        method,
      };
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(flags, 6);
      local.writeUInt16LE(record.method, 8);
      local.writeUInt32LE(record.crc, 14);
      local.writeUInt32LE(record.compressed, 18);
      local.writeUInt32LE(record.size, 22);
      local.writeUInt16LE(name.length, 26);
      locals.push(local, name, body);
      offset += local.length + name.length + body.length;
    }
    written.push(record);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(entry.unixMode === undefined ? 20 : (3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(record.method, 10);
    central.writeUInt32LE(record.crc, 16);
    central.writeUInt32LE(record.compressed, 20);
    central.writeUInt32LE(record.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(entry.unixMode === undefined ? 0 : (entry.unixMode << 16) >>> 0, 38);
    central.writeUInt32LE(record.offset, 42);
    centrals.push(central, name);
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Raw deflate of `bytes` zeros, made a megabyte at a time so the test never holds the inflated data. */
export async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const block = Buffer.alloc(2 ** 20);
  for (let written = 0; written < bytes; written += block.length) {
    const slice = block.subarray(0, Math.min(block.length, bytes - written));
    if (!deflate.write(slice)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}
