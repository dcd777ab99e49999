/**
 * The first segment of an imported site's address, `/api/tour-sites/{token}/…`. It has to be a path segment,
 * not a query: the site's pages load their files by relative addresses, which keep the path and drop the
 * query. Two kinds (decision 038):
 * - a tour's link, for an accepted unlisted or public tour (anyone may see it);
 * - the owner's preview, `{tourId}.{exp}.{sig}`: an HMAC of the tour and the expiry under the server's secret.
 *   The sandboxed site's requests carry no cookie (its origin is opaque, so they are cross-site), so the
 *   address itself is the permission, as models' signed file addresses are (decision 033).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { expiryFor, LINK_PATTERN } from '../../models/links';

/** How long an owner's preview address lasts: a long look around a tour, not a link to pass on. */
export const PREVIEW_MINUTES = 120;
const STEP_SECONDS = 300;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const SITE_PATH_PREFIX = '/api/tour-sites/';
/** The site's page: its folder's address, ending with '/' so that its relative addresses resolve inside it. */
export const siteUrl = (token: string) => `${SITE_PATH_PREFIX}${token}/`;

function signature(secret: string, tourId: string, exp: number): string {
  return createHmac('sha256', secret).update(`tour-site\n${tourId}\n${exp}`).digest('base64url');
}

export function previewToken(secret: string, tourId: string, now = Date.now()): string {
  const exp = expiryFor(PREVIEW_MINUTES, now);
  return `${tourId}.${exp}.${signature(secret, tourId, exp)}`;
}

export type SiteToken = { kind: 'link'; link: string } | { kind: 'preview'; tourId: string };

/**
 * What a token names, or null for one that is malformed, forged, expired or signed further ahead than we sign
 * (which only a stolen secret could make).
 */
export function readSiteToken(secret: string, token: string, now = Date.now()): SiteToken | null {
  if (LINK_PATTERN.test(token)) return { kind: 'link', link: token };
  const [tourId = '', expText = '', sig = '', ...rest] = token.split('.');
  if (rest.length > 0 || !UUID.test(tourId) || !/^\d{1,12}$/.test(expText)) return null;
  const exp = Number(expText);
  const seconds = Math.floor(now / 1000);
  if (exp <= seconds || exp > seconds + PREVIEW_MINUTES * 60 + STEP_SECONDS) return null;
  const expected = Buffer.from(signature(secret, tourId, exp));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { kind: 'preview', tourId };
}

/**
 * The `site` of a tour view (the tours contract): where its imported site opens, for its owner (a preview
 * address, whatever its status) or for anyone (by its link, which serves only once the tour is accepted and
 * not private); null for a tour of scenes.
 */
export function tourSite(
  secret: string,
  tour: { id: string; kind: 'scenes' | 'imported'; link: string },
  audience: 'owner' | 'public',
): { url: string } | null {
  if (tour.kind !== 'imported') return null;
  return { url: siteUrl(audience === 'owner' ? previewToken(secret, tour.id) : tour.link) };
}
