/**
 * Serves an imported tour's site (decision 038) at `/api/tour-sites/{token}/{path}`, sandboxed: every answer
 * carries `Content-Security-Policy: sandbox …` without `allow-same-origin`, so the site's pages run in an
 * opaque origin whatever frames them (or when opened directly): no access to our cookies, storage or pages,
 * and their requests to us are cross-site, so they carry no session. Its own scripts, styles, pictures,
 * media and workers load from its own folder only (inline and eval included: the tour tools need them).
 */
import type { Context } from 'hono';
import { AppError } from '../../../lib/app-error';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { sendStoredFile } from '../../../lib/serve-stored';
import { TtlCache } from '../../../lib/ttl-cache';
import { unsafeNameProblem } from '../../models/intake/zip-names';
import type { PortableTours } from './portable.types';
import { readSiteManifest, siteFileKey, tourSitePrefix, type SiteManifest } from './site-import';
import { readSiteToken, SITE_PATH_PREFIX } from './site-tokens';

export const SITE_SANDBOX =
  'sandbox allow-scripts allow-popups allow-forms allow-pointer-lock allow-presentation allow-orientation-lock';

/**
 * The policy of every file of a site whose folder is `folder` (an absolute address ending with '/'), framable
 * by `ancestors`. A source with a path matches that folder and below only, so the site cannot load anything
 * else of ours (`/api/...`) as a script, style or frame, nor send a form or a request there.
 */
export function sitePolicy(folder: string, ancestors: readonly string[] | '*'): string {
  return [
    SITE_SANDBOX,
    "default-src 'none'",
    `script-src ${folder} 'unsafe-inline' 'unsafe-eval' 'wasm-unsafe-eval' blob:`,
    `style-src ${folder} 'unsafe-inline'`,
    `img-src ${folder} data: blob:`,
    `media-src ${folder} data: blob:`,
    `font-src ${folder} data:`,
    `connect-src ${folder} data: blob:`,
    `worker-src ${folder} blob:`,
    `frame-src ${folder}`,
    `manifest-src ${folder}`,
    `form-action ${folder}`,
    `base-uri ${folder}`,
    "object-src 'none'",
    `frame-ancestors ${ancestors === '*' ? '*' : ancestors.join(' ')}`,
  ].join('; ');
}

/** Headers of every file of a site besides its policy: for the opaque origin's own requests, never credentials. */
export const SITE_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'X-Content-Type-Options': 'nosniff',
};

interface SiteIndex {
  manifest: SiteManifest;
  types: Map<string, string>;
}

/** Reads a request's site: which tour, which file, and the caches that spare a lookup per file. */
export function createSiteServer(tours: Pick<PortableTours, 'publicTourByLink'>) {
  // A tour's site never changes (a new import is a new tour); the link's lookup is held briefly, so that a tour
  // made private or deleted stops being served within half a minute (its answers are cached for five).
  const links = new TtlCache<string>({ ttlMs: 30_000, maxEntries: 2_000 });
  const sites = new TtlCache<SiteIndex>({ ttlMs: 10 * 60_000, maxEntries: 500 });

  async function tourIdOf(deps: AppDeps, token: string) {
    const read = readSiteToken(deps.env.sessionSecret, token);
    if (!read) return null;
    if (read.kind === 'preview') return { tourId: read.tourId, shared: false };
    const tourId = await links
      .get(read.link, async () => {
        const tour = await tours.publicTourByLink(read.link);
        // Thrown, not cached: a link that is not served yet may be soon (accepted), and should then answer at once.
        if (!tour || tour.kind !== 'imported') throw new AppError('VirtualTourNotFound');
        return tour.id;
      })
      .catch(() => null);
    return tourId ? { tourId, shared: true } : null;
  }

  function siteOf(deps: AppDeps, tourId: string): Promise<SiteIndex | null> {
    return sites
      .get(`${tourId}`, async () => {
        const manifest = await readSiteManifest(deps.storage, tourSitePrefix(tourId));
        if (!manifest) throw new AppError('VirtualTourNotFound');
        return { manifest, types: new Map(manifest.files.map((file) => [file.path, file.contentType])) };
      })
      .catch(() => null);
  }

  return async function serveSite(c: Context<AppEnv>): Promise<Response> {
    const deps = c.get('deps');
    const rest = c.req.path.slice(SITE_PATH_PREFIX.length);
    const slash = rest.indexOf('/');
    const token = slash === -1 ? rest : rest.slice(0, slash);
    const found = await tourIdOf(deps, token);
    if (!found) throw new AppError('VirtualTourNotFound');
    // The bare token: to its folder, so that the page's relative addresses resolve inside it.
    if (slash === -1) return c.redirect(`${SITE_PATH_PREFIX}${token}/${new URL(c.req.url).search}`, 308);

    const site = await siteOf(deps, found.tourId);
    const path = filePath(rest.slice(slash + 1), site?.manifest.index ?? 'index.html');
    const contentType = path === null ? undefined : site?.types.get(path);
    if (!site || path === null || contentType === undefined) throw new AppError('FileNotFound');

    const url = new URL(c.req.url);
    const folder = `${url.origin}${SITE_PATH_PREFIX}${token}/`;
    // The owner's preview is shown by our pages only; a tour anyone may see is also shown by our embed, which
    // any site may frame, and frame-ancestors judges every ancestor, not the parent alone.
    const ancestors = found.shared ? '*' : [...new Set([url.origin, deps.env.siteOrigin, deps.env.englishOrigin])];
    for (const [name, value] of Object.entries(SITE_HEADERS)) c.header(name, value);
    // Whatever the session middleware had to say about the visitor's cookies stays unsaid here.
    c.header('Set-Cookie', undefined);
    return sendStoredFile(c, deps.storage, {
      key: siteFileKey(tourSitePrefix(found.tourId), path),
      contentType,
      cacheControl: found.shared ? 'public, max-age=300' : 'private, max-age=300',
      contentSecurityPolicy: sitePolicy(folder, ancestors),
    });
  };
}

/**
 * The site's path a request names (its segments percent-decoded, a folder meaning its index page), or null
 * when it could not be a file of the site.
 */
export function filePath(raw: string, index: string): string | null {
  let path: string;
  try {
    path = raw.split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
  if (path === '') return index;
  if (path.endsWith('/')) path += 'index.html';
  return unsafeNameProblem(path) || path.split('/').includes('') ? null : path;
}
