/**
 * Checks a file against the package rules of USDZ as AR Quick Look applies them. The converter's
 * tests run it on every package we make, and the upload path will run it on packages users bring,
 * where a broken one would otherwise only show as a blank Quick Look screen on the buyer's phone.
 */
import { crc32 } from 'node:zlib';
import { USDZ_ALIGNMENT } from './usdz-zip';

export type UsdzRule =
  /** The bytes are not a zip we can read: no end record, headers out of bounds, a wrong checksum. */
  | 'zip'
  /** The first entry is not a USD layer (.usda, .usdc or .usd). */
  | 'first-entry'
  /** An entry is compressed: USDZ stores every file as it is. */
  | 'stored'
  /** An entry's data does not start at a multiple of 64 bytes. */
  | 'alignment'
  /** An entry is encrypted. */
  | 'encrypted'
  /** An entry's sizes sit in a data descriptor after the data instead of in its header. */
  | 'data-descriptor'
  /** A file type Quick Look does not read (WebP, KTX2, ...) or a directory entry. */
  | 'file-type'
  /** A name that climbs out of the package (`..`), is absolute or uses backslashes. */
  | 'name';

export interface UsdzProblem {
  rule: UsdzRule;
  /** The entry's name, when the problem belongs to one. */
  entry?: string;
  message: string;
}

const ALLOWED_EXTENSIONS = new Set(['usda', 'usdc', 'usd', 'png', 'jpg', 'jpeg', 'm4a', 'mp3', 'wav']);
const LAYER_EXTENSIONS = new Set(['usda', 'usdc', 'usd']);
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ENCRYPTED = 0x0001;
const DATA_DESCRIPTOR = 0x0008;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The end-of-central-directory record: the last one in the file (a comment may follow it). */
function findEnd(view: DataView): number {
  const last = view.byteLength - 22;
  const first = Math.max(0, last - 0xffff);
  for (let at = last; at >= first; at--) if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) return at;
  return -1;
}

/** Every way `bytes` breaks the package rules; empty when Quick Look can open it as a package. */
export function checkUsdzLayout(bytes: Uint8Array): UsdzProblem[] {
  const problems: UsdzProblem[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const zipProblem = (message: string, entry?: string): UsdzProblem[] => {
    problems.push({ rule: 'zip', message, ...(entry === undefined ? {} : { entry }) });
    return problems;
  };
  if (bytes.byteLength < 22) return zipProblem('too short to be a zip');
  const end = findEnd(view);
  if (end < 0) return zipProblem('no end-of-central-directory record');
  const count = view.getUint16(end + 10, true);
  const centralSize = view.getUint32(end + 12, true);
  const centralStart = view.getUint32(end + 16, true);
  if (count === 0xffff || centralStart === 0xffffffff) return zipProblem('zip64 packages are not supported');
  if (view.getUint16(end + 4, true) !== 0 || view.getUint16(end + 6, true) !== 0) {
    return zipProblem('multi-disk zips are not supported');
  }
  if (centralStart + centralSize > end) return zipProblem('the central directory lies outside the file');
  if (count === 0) return zipProblem('the package is empty');

  let at = centralStart;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_HEADER) {
      return zipProblem(`central directory entry ${index} is damaged`);
    }
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    const name = Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString('utf8');
    at += 46 + nameLength + extraLength + commentLength;
    const problem = (rule: UsdzRule, message: string): void => void problems.push({ rule, entry: name, message });

    if (index === 0 && !LAYER_EXTENSIONS.has(extensionOf(name))) {
      problem('first-entry', `the first entry must be a .usda, .usdc or .usd layer, not ${name}`);
    }
    if (name.endsWith('/')) problem('file-type', 'directory entries are not allowed');
    else if (!ALLOWED_EXTENSIONS.has(extensionOf(name))) {
      problem('file-type', `.${extensionOf(name) || '(none)'} files are not allowed in a usdz`);
    }
    if (name.split(/[/\\]/).includes('..')) problem('name', 'the name climbs out of the package (..)');
    if (name.startsWith('/') || name.includes('\\') || /^[a-z]:/i.test(name)) {
      problem('name', 'names are relative paths with forward slashes');
    }
    if (flags & ENCRYPTED) problem('encrypted', 'encrypted entries cannot be read');
    if (flags & DATA_DESCRIPTOR) problem('data-descriptor', 'sizes must be in the header, not a data descriptor');
    if (method !== 0) problem('stored', `compression method ${method}: entries must be stored (method 0)`);
    else if (compressedSize !== size) problem('zip', 'a stored entry whose two sizes differ');

    if (localOffset + 30 > centralStart || view.getUint32(localOffset, true) !== LOCAL_HEADER) {
      problem('zip', 'the local header is missing or damaged');
      continue;
    }
    const localNameLength = view.getUint16(localOffset + 26, true);
    const localExtraLength = view.getUint16(localOffset + 28, true);
    const dataStart = localOffset + 30 + localNameLength + localExtraLength;
    if (dataStart + compressedSize > centralStart) {
      problem('zip', 'the data runs past the central directory');
      continue;
    }
    if (dataStart % USDZ_ALIGNMENT !== 0) {
      problem('alignment', `the data starts at byte ${dataStart}, not a multiple of ${USDZ_ALIGNMENT}`);
    }
    if (method === 0 && !(flags & ENCRYPTED) && crc32(bytes.subarray(dataStart, dataStart + size)) >>> 0 !== crc) {
      problem('zip', 'the CRC-32 does not match the data');
    }
  }
  return problems;
}
