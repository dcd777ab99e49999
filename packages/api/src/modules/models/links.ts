/**
 * Addresses of a model's files (decision 033). The owner reads them through their session
 * (`/api/models/{id}/files/{name}`); anyone else only by the model's link (`/api/public/models/{link}/files/{name}`):
 * freely while the model is public, with a short-lived signature while it is unlisted or shown by a public
 * listing. A signature is an HMAC of the link, the file and the expiry under the server's secret, so it can
 * be checked without a lookup and cannot be made for another model, another file or a later time. Expiries
 * are rounded up to a five-minute step, so one address serves everyone for five minutes and caches hold it.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ModelFileName } from './models.schemas';

const LINK_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const LINK_PATTERN = /^[A-Za-z0-9]{12}$/;
const STEP_SECONDS = 300;

/** 12 characters of a 57-letter alphabet (~70 bits), as shared results' slugs: not guessable or enumerable. */
export function newLink(): string {
  return [...randomBytes(12)].map((byte) => LINK_ALPHABET[byte % LINK_ALPHABET.length]).join('');
}

/** A readable address name from a title: letters (Persian too) and digits joined by hyphens (`fallback` when none). */
export function slugFrom(title: string, link: string, fallback = 'model'): string {
  const base = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${base || fallback}-${link.slice(0, 6).toLowerCase()}`;
}

export const ownerFileUrl = (id: string, name: ModelFileName) => `/api/models/${id}/files/${name}`;
export const publicFilePath = (link: string, name: ModelFileName) => `/api/public/models/${link}/files/${name}`;
export const embedPath = (link: string) => `/embed/model/${link}`;

/**
 * A replaceable file's version (the poster and its thumbnail, which the owner may replace from the editor):
 * a short digest of the file's id, so that a new file is a new address everywhere the address travels (the
 * owner's `immutable` answers, listing cards and embeds in the cache of decision 030, oEmbed thumbnails)
 * without revealing the id itself. Any `v` is served the current file: it only keys the caches.
 */
export const fileVersion = (fileId: string) => createHash('sha256').update(fileId).digest('base64url').slice(0, 10);

/** `url` with the file's version appended (`?v=` or `&v=`); a file without an id is left as it is. */
export function withVersion(url: string, fileId: string | null | undefined): string {
  if (!fileId) return url;
  return `${url}${url.includes('?') ? '&' : '?'}v=${fileVersion(fileId)}`;
}

function signature(secret: string, link: string, name: ModelFileName, exp: number): string {
  return createHmac('sha256', secret).update(`model-file\n${link}\n${name}\n${exp}`).digest('base64url');
}

/** When addresses signed now run out: `minutes` from now, rounded up to the next five-minute step. */
export function expiryFor(minutes: number, now = Date.now()): number {
  const at = Math.floor(now / 1000) + minutes * 60;
  return Math.ceil(at / STEP_SECONDS) * STEP_SECONDS;
}

export function signedFileUrl(secret: string, link: string, name: ModelFileName, exp: number): string {
  return `${publicFilePath(link, name)}?exp=${exp}&sig=${signature(secret, link, name, exp)}`;
}

/**
 * Whether a signed address holds: the signature is ours for this link, file and expiry, the expiry has not
 * passed, and it is not further away than any address we sign (a signature of a far future is refused).
 */
export function checkSignature(
  secret: string,
  link: string,
  name: ModelFileName,
  query: { exp?: string; sig?: string },
  maxMinutes: number,
  now = Date.now(),
): boolean {
  if (!query.exp || !query.sig || !/^\d{1,12}$/.test(query.exp)) return false;
  const exp = Number(query.exp);
  const seconds = Math.floor(now / 1000);
  if (exp <= seconds || exp > seconds + maxMinutes * 60 + STEP_SECONDS) return false;
  const expected = Buffer.from(signature(secret, link, name, exp));
  const given = Buffer.from(query.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
