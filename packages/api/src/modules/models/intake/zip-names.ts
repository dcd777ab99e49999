import { crc32 } from 'node:zlib';

/**
 * Entry names, decoded and judged by us rather than by yauzl: its own check fails the whole zip with an
 * English message, and we want a reason the UI can show. yauzl is opened with `decodeStrings: false`,
 * so a name arrives as the raw bytes of the central directory.
 */

/** The upper half of IBM code page 437, the zip format's encoding when the UTF-8 flag is not set. */
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

const UTF8_FLAG = 0x800;
const UNICODE_PATH_FIELD = 0x7075;
const utf8 = new TextDecoder('utf-8', { fatal: true });

export interface RawName {
  generalPurposeBitFlag: number;
  fileName: Buffer;
  extraFields: { id: number; data: Buffer }[];
}

/**
 * The entry's name as its writer meant it: UTF-8 when flagged; else the Info-ZIP Unicode Path field
 * (7-Zip and recent Windows write it beside a code-page name) when its CRC matches the name; else CP437.
 * Returns null for bytes that are not valid UTF-8 where UTF-8 was promised.
 */
export function decodeEntryName(raw: RawName): string | null {
  try {
    if (raw.generalPurposeBitFlag & UTF8_FLAG) return utf8.decode(raw.fileName);
    const unicode = raw.extraFields.find((field) => field.id === UNICODE_PATH_FIELD);
    if (unicode && unicode.data.length >= 6 && unicode.data[0] === 1) {
      if (unicode.data.readUInt32LE(1) === crc32(raw.fileName)) return utf8.decode(unicode.data.subarray(5));
    }
  } catch {
    return null;
  }
  let name = '';
  for (const byte of raw.fileName) name += byte < 0x80 ? String.fromCharCode(byte) : CP437_HIGH[byte - 0x80];
  return name;
}

/**
 * Why a name may not be used, or null when it is safe: one that would leave the folder it is unpacked
 * in (`..`, an absolute path, a drive letter), a backslash (a separator on Windows, whatever the zip
 * says), or a control character. The names are never written to a disk here, but the same names are
 * what a .gltf's URIs are resolved against, and a later step may well unpack them.
 */
export function unsafeNameProblem(name: string): string | null {
  if (name.length === 0) return 'empty name';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'control character';
  if (name.includes('\\')) return 'backslash';
  if (name.startsWith('/')) return 'absolute path';
  if (/^[a-zA-Z]:/.test(name)) return 'drive letter';
  if (name.split('/').includes('..')) return 'parent folder (..)';
  return null;
}

/** Files a zip tool adds beside the real ones (macOS resource forks), never part of a model. */
export function isPlatformClutter(name: string): boolean {
  const base = name.slice(name.lastIndexOf('/') + 1);
  return name.startsWith('__MACOSX/') || base.startsWith('._') || base === '.DS_Store' || base === 'Thumbs.db';
}
