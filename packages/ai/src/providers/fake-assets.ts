/**
 * Output files for the provider fakes: a real PNG (zlib), and small placeholders that start like the
 * real formats (an MP4 `ftyp` box, a valid empty-scene GLB, MPEG audio frames, a WAV header) with the
 * right content types. A FakeFileStore serves them under `/files/` and can make them expire (404), as
 * provider URLs do.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { deflateSync } from 'node:zlib';
import { sendBytes, sendJson } from './fake-http';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGBA PNG of one colour; `alphaAt` may make some pixels transparent (masks). */
export function tinyPng(
  width = 8,
  height = 8,
  rgba: [number, number, number, number] = [40, 120, 200, 255],
  pixel?: (x: number, y: number) => [number, number, number, number],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4); // filter byte 0, then pixels
    for (let x = 0; x < width; x++) Buffer.from(pixel ? pixel(x, y) : rgba).copy(row, 1 + x * 4);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function box(type: string, payload: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + payload.length);
  return Buffer.concat([size, Buffer.from(type, 'ascii'), payload]);
}

/** An MP4-looking placeholder: `ftyp isom`, then an empty `mdat`. Not playable; right type and magic. */
export function tinyMp4(): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('isom', 'ascii'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41', 'ascii')]),
  );
  return Buffer.concat([ftyp, box('free', Buffer.alloc(0)), box('mdat', Buffer.alloc(16))]);
}

/** A valid glTF 2.0 binary with one empty scene. */
export function tinyGlb(): Buffer {
  let json = Buffer.from(
    JSON.stringify({ asset: { version: '2.0', generator: 'rassam-fake' }, scenes: [{ nodes: [] }], scene: 0 }),
  );
  const pad = (4 - (json.length % 4)) % 4;
  json = Buffer.concat([json, Buffer.alloc(pad, 0x20)]);
  const header = Buffer.alloc(12);
  header.write('glTF', 0, 'ascii');
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + json.length, 8);
  const chunkHeader = Buffer.alloc(8);
  chunkHeader.writeUInt32LE(json.length, 0);
  chunkHeader.write('JSON', 4, 'ascii');
  return Buffer.concat([header, chunkHeader, json]);
}

/** A few silent MPEG-1 Layer III frames (128 kb/s, 44.1 kHz: 417 bytes each). */
export function tinyMp3(frames = 4): Buffer {
  const frame = Buffer.alloc(417);
  Buffer.from([0xff, 0xfb, 0x90, 0x64]).copy(frame);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** A WAV file of silence (16-bit mono). */
export function tinyWav(seconds = 0.1, sampleRate = 24_000): Buffer {
  const data = Buffer.alloc(Math.round(seconds * sampleRate) * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export type FakeAssetKind = 'png' | 'mp4' | 'glb' | 'mp3' | 'wav' | 'usdz';

export const FAKE_ASSET_MIME: Record<FakeAssetKind, string> = {
  png: 'image/png',
  mp4: 'video/mp4',
  glb: 'model/gltf-binary',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  usdz: 'model/vnd.usdz+zip',
};

export function assetBytes(kind: FakeAssetKind): Buffer {
  switch (kind) {
    case 'png':
      return tinyPng(16, 16);
    case 'mp4':
      return tinyMp4();
    case 'glb':
      return tinyGlb();
    case 'mp3':
      return tinyMp3();
    case 'wav':
      return tinyWav();
    case 'usdz':
      // A zip's local-file-header magic: USDZ is a zip archive.
      return Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26)]);
  }
}

export interface FakeFile {
  name: string;
  mime: string;
  data: Buffer;
  createdAt: number;
  expired: boolean;
}

/** The fake's own CDN: `/files/{name}`; expired files answer 404 as a provider's would. */
export class FakeFileStore {
  readonly files = new Map<string, FakeFile>();
  /** Files older than this answer 404 (null: never). */
  ttlMs: number | null = null;
  now: () => number = Date.now;

  add(kind: FakeAssetKind, publicBaseUrl: string): { url: string; name: string; mime: string; size: number } {
    const name = `${randomBytes(8).toString('hex')}.${kind}`;
    const data = assetBytes(kind);
    this.files.set(name, { name, mime: FAKE_ASSET_MIME[kind], data, createdAt: this.now(), expired: false });
    return { url: `${publicBaseUrl}/files/${name}`, name, mime: FAKE_ASSET_MIME[kind], size: data.length };
  }

  /** Makes every file served so far answer 404 ("provider URL expired"). */
  expireAll(): void {
    for (const file of this.files.values()) file.expired = true;
  }

  /** Answers `GET /files/{name}`; returns false when the path is not a file path. */
  serve(path: string, res: ServerResponse): boolean {
    const match = /^\/files\/([A-Za-z0-9._-]+)$/.exec(path);
    if (!match) return false;
    const file = this.files.get(match[1] ?? '');
    const stale = file && (file.expired || (this.ttlMs !== null && this.now() - file.createdAt > this.ttlMs));
    if (!file || stale) {
      sendJson(res, 404, { detail: 'File not found' });
      return true;
    }
    sendBytes(res, 200, file.mime, file.data);
    return true;
  }
}
