import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../../lib/app-error';
import type { IntakeLimits } from './limits';
import { refuse } from './refuse';
import { decodeEntryName, isPlatformClutter, unsafeNameProblem, type RawName } from './zip-names';

/** The first bytes of a zip: a local file header, or the end record of an empty archive. */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.byteLength >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);
}

export interface SafeZipEntry {
  /** Decoded and checked (see zip-names.ts); folders end with '/'. */
  name: string;
  compressedSize: number;
  /** As the central directory says: used to refuse early, never trusted while inflating. */
  declaredSize: number;
}

export interface SafeZip {
  /** Every file entry in central-directory order, folders and platform clutter left out. */
  files: SafeZipEntry[];
  /** Inflates one entry, within what is left of the archive's budget; refuses as soon as a limit passes. */
  read(name: string): Promise<Buffer>;
}

const UNIX_HOSTS = new Set([3, 19]); // "made by" Unix, or macOS
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const LOCAL_HEADER_BYTES = 30;

/**
 * Opens a zip held in memory and checks its central directory before a byte is inflated: the number of
 * entries, each name, symlinks, encryption, the compression method, duplicate names, entries that share
 * their data (the overlapping-file bomb), and the sizes and ratios the directory declares. Inflation,
 * later and only of the entries asked for, counts what actually comes out.
 *
 * An empty or unreadable archive is `ZipFileNotFound`; one refused for its content is
 * `FileFormatIsNotValid` with a reason (refuse.ts).
 */
export async function openSafeZip(bytes: Uint8Array, limits: IntakeLimits): Promise<SafeZip> {
  const zip = await open(bytes);
  if (zip.entryCount === 0) throw new AppError('ZipFileNotFound', { details: { reason: 'empty-zip' } });
  if (zip.entryCount > limits.maxEntries) {
    throw refuse('too-many-entries', { entries: zip.entryCount, maxEntries: limits.maxEntries });
  }
  const entries = await listEntries(zip, limits);
  checkNoOverlap(entries);

  const files = entries.filter((item) => !item.name.endsWith('/') && !isPlatformClutter(item.name));
  const byName = new Map(files.map((item) => [item.name, item]));
  const budget = { inflated: 0 };
  return {
    files: files.map(({ name, compressedSize, declaredSize }) => ({ name, compressedSize, declaredSize })),
    read(name) {
      const item = byName.get(name);
      if (!item) return Promise.reject(new Error(`No entry ${name} in the zip`));
      return inflate(zip, item, budget, limits);
    },
  };
}

interface ListedEntry extends SafeZipEntry {
  entry: Entry;
}

function open(bytes: Uint8Array): Promise<ZipFile> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new Promise((resolve, reject) => {
    // decodeStrings: false hands us the raw names to judge ourselves; validateEntrySizes: false because
    // we count the inflated bytes ourselves and say which limit was passed.
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: false, autoClose: false },
      (error, zip) => {
        if (error || !zip) {
          reject(new AppError('ZipFileNotFound', { details: { reason: 'unreadable-zip' }, cause: error }));
        } else resolve(zip);
      },
    );
  });
}

function listEntries(zip: ZipFile, limits: IntakeLimits): Promise<ListedEntry[]> {
  return new Promise((resolve, reject) => {
    const listed: ListedEntry[] = [];
    const seen = new Set<string>();
    let declaredTotal = 0;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      zip.close();
      reject(error);
    };

    zip.on('error', (error: Error) =>
      fail(
        /encryption/i.test(error.message)
          ? refuse('encrypted-entry', {}, error)
          : new AppError('ZipFileNotFound', { details: { reason: 'unreadable-zip' }, cause: error }),
      ),
    );
    zip.on('end', () => {
      if (!failed) resolve(listed);
    });
    zip.on('entry', (entry: Entry) => {
      const name = decodeEntryName(entry as unknown as RawName);
      const problem = name === null ? 'name is not valid UTF-8' : unsafeNameProblem(name);
      if (name === null || problem) return fail(refuse('unsafe-path', { entry: name ?? '?', problem }));
      if (isSymlink(entry)) return fail(refuse('symlink', { entry: name }));
      if (entry.isEncrypted()) return fail(refuse('encrypted-entry', { entry: name }));
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        return fail(refuse('unsupported-compression', { entry: name, method: entry.compressionMethod }));
      }
      if (seen.has(name)) return fail(refuse('duplicate-entry', { entry: name }));
      seen.add(name);

      // What the directory declares is checked here, to refuse an honest bomb before inflating anything.
      declaredTotal += entry.uncompressedSize;
      if (declaredTotal > limits.maxUncompressedBytes) {
        return fail(refuse('too-much-data', { entry: name, maxUncompressedBytes: limits.maxUncompressedBytes }));
      }
      if (exceedsRatio(entry.uncompressedSize, entry.compressedSize, limits)) {
        return fail(refuse('compression-ratio', { entry: name, maxCompressionRatio: limits.maxCompressionRatio }));
      }
      listed.push({ name, compressedSize: entry.compressedSize, declaredSize: entry.uncompressedSize, entry });
      zip.readEntry();
    });
    zip.readEntry();
  });
}

function isSymlink(entry: Entry): boolean {
  return UNIX_HOSTS.has(entry.versionMadeBy >> 8) && ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;
}

function exceedsRatio(inflated: number, compressed: number, limits: IntakeLimits): boolean {
  return inflated > limits.ratioFloorBytes && inflated / Math.max(1, compressed) > limits.maxCompressionRatio;
}

/**
 * Refuses entries whose data overlap: a central directory may point many entries at one local file's
 * data, which makes a few kilobytes inflate many times over (David Fifield's "better zip bomb"). Each
 * entry's data must start after the previous entry's local header and data end.
 */
function checkNoOverlap(entries: ListedEntry[]): void {
  const sorted = [...entries].sort((a, b) => a.entry.relativeOffsetOfLocalHeader - b.entry.relativeOffsetOfLocalHeader);
  for (let i = 1; i < sorted.length; i += 1) {
    const previous = sorted[i - 1]!;
    const end = previous.entry.relativeOffsetOfLocalHeader + LOCAL_HEADER_BYTES + previous.compressedSize;
    if (sorted[i]!.entry.relativeOffsetOfLocalHeader < end) {
      throw refuse('overlapping-entries', { entry: sorted[i]!.name, overlaps: previous.name });
    }
  }
}

/**
 * Inflates one entry into memory, counting every byte that comes out of zlib: the entry stops (its
 * stream destroyed, nothing more inflated) as soon as it passes its declared size, so a directory that
 * understates a bomb is caught within one chunk (zlib's 16 to 64 KB) of what it declared. As the declared
 * sizes were held to the total and the ratio when listed, that check bounds everything; the total and
 * ratio are counted again here anyway, so that the bound does not rest on one comparison.
 */
function inflate(zip: ZipFile, item: ListedEntry, budget: { inflated: number }, limits: IntakeLimits): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(item.entry, (error, stream) => {
      if (error || !stream) return reject(refuse('corrupt-entry', { entry: item.name }, error));
      const chunks: Buffer[] = [];
      let inflated = 0;
      let done = false;
      const stop = (
        reason: 'size-mismatch' | 'too-much-data' | 'compression-ratio' | 'corrupt-entry',
        cause?: unknown,
      ) => {
        if (done) return;
        done = true;
        stream.destroy();
        chunks.length = 0;
        reject(refuse(reason, { entry: item.name, inflatedBytes: inflated }, cause));
      };
      stream.on('data', (chunk: Buffer) => {
        if (done) return;
        inflated += chunk.length;
        budget.inflated += chunk.length;
        if (inflated > item.declaredSize) return stop('size-mismatch');
        if (budget.inflated > limits.maxUncompressedBytes) return stop('too-much-data');
        if (exceedsRatio(inflated, item.compressedSize, limits)) return stop('compression-ratio');
        chunks.push(chunk);
      });
      stream.on('error', (cause) => stop('corrupt-entry', cause));
      stream.on('end', () => {
        if (done) return;
        if (inflated !== item.declaredSize) return stop('size-mismatch');
        done = true;
        resolve(Buffer.concat(chunks, inflated));
      });
    });
  });
}
