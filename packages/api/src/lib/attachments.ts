/**
 * Attachments: the files people send with a ticket (and next, an order), decision 042. Kept as they came, under
 * their own name, but only of the types below, told by their content (a renamed program is refused, a script
 * renamed `.txt` is plain text and keeps `.txt`); read through an address signed for a while, which its owner
 * asks for again once it has run out.
 */
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { sniff } from '../modules/generation/files.service';
import { looksLikeZip } from '../modules/models/intake/safe-zip';
import { AppError } from './app-error';
import type { AppDeps, AppEnv } from './context';
import { sendStoredFile } from './serve-stored';

export interface AttachmentType {
  mime: string;
  /** Names it may carry; the first is added to a name that has none of them. */
  extensions: string[];
}

const IMAGE_TYPES: Record<string, AttachmentType> = {
  'image/jpeg': { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  'image/png': { mime: 'image/png', extensions: ['png'] },
  'image/webp': { mime: 'image/webp', extensions: ['webp'] },
  'image/gif': { mime: 'image/gif', extensions: ['gif'] },
};
const PDF: AttachmentType = { mime: 'application/pdf', extensions: ['pdf'] };
/** Office documents are zips too; a `.jar` or `.apk` is not let through under its own name. */
const ZIP: AttachmentType = {
  mime: 'application/zip',
  extensions: ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'],
};
const TEXT: AttachmentType = { mime: 'text/plain', extensions: ['txt', 'log', 'csv', 'md', 'json'] };

/** The accepted types, for the API's documentation and the upload forms. */
export const ATTACHMENT_FORMATS = 'JPEG, PNG, WebP, GIF, PDF, ZIP (and Office documents), plain UTF-8 text';

// Tab, line feed, form feed and carriage return are text; any other control character (NUL above all) is not.
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

/** Plain text: valid UTF-8 (a byte-order mark allowed) without control characters. */
function isPlainText(bytes: Uint8Array): boolean {
  try {
    return !BINARY.test(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return false;
  }
}

/** What the bytes are, of the accepted types; null for anything else. */
export function attachmentType(bytes: Uint8Array): AttachmentType | null {
  if (bytes.length === 0) return null;
  const image = sniff(bytes);
  if (image?.kind === 'image') return IMAGE_TYPES[image.mime] ?? null;
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-') return PDF;
  if (looksLikeZip(bytes)) return ZIP;
  return isPlainText(bytes) ? TEXT : null;
}

// Controls, and the direction overrides and isolates that make "invoice‮fdp.exe" read as "invoiceexe.pdf".
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_NAME = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const MAX_NAME = 150;

/**
 * The name a file is kept under: the last part of what the browser sent (no folders), without control or
 * direction characters or leading dots, at most 150 characters, and with an extension of its type (one of
 * another type keeps its place in the name and the right one is added: `run.bat` as text is `run.bat.txt`).
 */
export function attachmentName(raw: string, type: AttachmentType): string {
  const last = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  let name = last.replace(UNSAFE_IN_NAME, '').trim().replace(/^\.+/, '').trim();
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  const suffix = extension && type.extensions.includes(extension) ? '' : `.${type.extensions[0]}`;
  if (!name) name = 'file';
  const room = MAX_NAME - suffix.length;
  // Cut by code points, keeping the extension: a long Persian name loses its middle, not its type.
  const points = [...name];
  if (points.length > room) {
    const keep = extension && !suffix ? extension.length + 1 : 0;
    name = points.slice(0, room - keep).join('') + (keep ? points.slice(-keep).join('') : '');
  }
  return name + suffix;
}

export interface StoredAttachment {
  id: string;
  name: string;
  mime: string;
  size: number;
  storageKey: string;
  sha256: string;
}

/** The limit of one file, from the env's megabytes. */
export const attachmentLimitBytes = (megabytes: number) => megabytes * 1024 * 1024;

export function tooLargeAttachment(maxBytes: number) {
  return new AppError('FileSizeValidationError', {
    status: 413,
    fields: { file: 'FileSizeValidationError' },
    details: { maxBytes },
  });
}

/**
 * Checks a file and puts it in storage under `prefix`: FileFormatIsNotValid for another type, an empty file
 * or no file at all, FileSizeValidationError past `maxBytes`. The caller records it, or deletes it again.
 */
export async function storeAttachment(
  deps: AppDeps,
  prefix: string,
  file: { bytes: Uint8Array; name: string },
  maxBytes: number,
  /** What the bytes are, of the types this caller takes (orders take media too): null refuses them. */
  detect: (bytes: Uint8Array) => AttachmentType | null = attachmentType,
): Promise<StoredAttachment> {
  if (file.bytes.length > maxBytes) throw tooLargeAttachment(maxBytes);
  const type = detect(file.bytes);
  if (!type) throw new AppError('FileFormatIsNotValid', { fields: { file: 'FileFormatIsNotValid' } });
  const id = randomUUID();
  const storageKey = `${prefix}/${id}`;
  await deps.storage.put(storageKey, file.bytes, type.mime);
  return {
    id,
    name: attachmentName(file.name, type),
    mime: type.mime,
    size: file.bytes.length,
    storageKey,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
  };
}

// ── Signed addresses ──────────────────────────────────────────────────────────────────────────────

/** Expiries are rounded up to this step, so one file's address stays the same (and cached) for a while. */
const STEP_SECONDS = 300;

function signature(secret: string, scope: string, id: string, exp: number): string {
  return createHmac('sha256', secret).update(`attachment\n${scope}\n${id}\n${exp}`).digest('base64url');
}

/**
 * An address of `path` (the download route of the file `id` in `scope`, e.g. ticket files) that holds for
 * `minutes` from `now`, rounded up to the next five minutes, and when it runs out.
 */
export function signedAttachmentUrl(
  secret: string,
  scope: string,
  id: string,
  path: string,
  minutes: number,
  now = Date.now(),
): { url: string; expiresAt: string } {
  const exp = Math.ceil((Math.floor(now / 1000) + minutes * 60) / STEP_SECONDS) * STEP_SECONDS;
  return {
    url: `${path}?exp=${exp}&sig=${signature(secret, scope, id, exp)}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}

/**
 * Whether a download's address is ours: `invalid` when it is not (no or a wrong signature, or an expiry further
 * away than any we sign: FileNotFound), `expired` once its time has passed (FileValidityTimeExpired).
 */
export function checkAttachmentUrl(
  secret: string,
  scope: string,
  id: string,
  query: { exp?: string; sig?: string },
  maxMinutes: number,
  now = Date.now(),
): 'valid' | 'expired' | 'invalid' {
  if (!query.exp || !query.sig || !/^\d{1,12}$/.test(query.exp)) return 'invalid';
  const exp = Number(query.exp);
  const expected = Buffer.from(signature(secret, scope, id, exp));
  const given = Buffer.from(query.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const seconds = Math.floor(now / 1000);
  if (exp > seconds + maxMinutes * 60 + STEP_SECONDS) return 'invalid';
  return exp <= seconds ? 'expired' : 'valid';
}

/** `filename*` of RFC 6266 (UTF-8, so Persian names arrive whole) and an ASCII `filename` for old clients. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Sends an attachment as a download (never shown as a page of ours), for as long as its address holds: kept
 * privately for at most five minutes, the step addresses are signed in.
 */
export function sendAttachment(c: Context<AppEnv>, file: { storageKey: string; mime: string; name: string }) {
  return sendStoredFile(c, c.get('deps').storage, {
    key: file.storageKey,
    contentType: file.mime === 'text/plain' ? 'text/plain; charset=utf-8' : file.mime,
    cacheControl: `private, max-age=${STEP_SECONDS}`,
    contentSecurityPolicy: "default-src 'none'; sandbox",
    contentDisposition: contentDisposition(file.name),
  });
}
