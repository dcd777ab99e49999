import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error';
import type { AppEnv } from './context';

/**
 * What an API answer may do in a browser: nothing. JSON needs no sources at all; a route that serves a
 * page or a file of its own (the API reference, the dev payment portal, stored files) sets its own policy,
 * which is kept. Decision 020.
 */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Headers every API answer carries; a Content-Security-Policy a route chose stays as it is. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // c.header, not c.res.headers.set: Hono copies a finished answer before changing it, and @hono/node-server's
  // light responses forget headers set on them in place when they are copied.
  c.header('X-Content-Type-Options', 'nosniff');
  // A route whose own policy names its frame-ancestors decides who frames it (an imported tour's site,
  // decision 038); browsers that know frame-ancestors ignore X-Frame-Options anyway.
  const own = c.res.headers.get('Content-Security-Policy');
  if (!own?.includes('frame-ancestors') || own.includes("frame-ancestors 'none'")) c.header('X-Frame-Options', 'DENY');
  c.header('Referrer-Policy', 'no-referrer');
  if (!own) c.header('Content-Security-Policy', API_POLICY);
};

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Called by other servers, never by a page of ours: the AI providers' webhooks (signed, no cookie). The
 * payment gateways need no exemption: they send the payer back by a GET navigation to our return page,
 * whose script then posts to /api/payments/{gateway}/return from our own origin.
 */
const SERVER_TO_SERVER = /^\/api\/webhooks\//;

/**
 * Refuses a state-changing request sent by a page of another site (cross-site request forgery: a form or
 * fetch of theirs carries the visitor's session cookie). Our origins are the site's, the English host's
 * and the host the request was sent to (the embedded server answers on localhost and 127.0.0.1 alike).
 * A request with neither Origin nor Sec-Fetch-Site (curl, another server, our own server components) is
 * not a browser's and passes.
 */
export const refuseCrossSite: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || SERVER_TO_SERVER.test(c.req.path)) return next();
  // The browser's own word that the page is ours. It matters for forms on pages under a no-referrer policy
  // (the API's, such as the dev payment portal's): their POSTs carry `Origin: null`.
  if (c.req.header('sec-fetch-site') === 'same-origin') return next();
  const origin = c.req.header('origin');
  if (origin !== undefined) {
    if (!isOurOrigin(origin, c.req.url, c.get('deps').env)) throw new AppError('CrossSiteRequest');
  } else if (c.req.header('sec-fetch-site') === 'cross-site') {
    throw new AppError('CrossSiteRequest');
  }
  return next();
};

function isOurOrigin(origin: string, requestUrl: string, env: { siteOrigin: string; englishOrigin: string }) {
  // "null" (sandboxed frames, some redirects) and anything unparsable are foreign.
  if (!URL.canParse(origin)) return false;
  const { origin: normalized, host } = new URL(origin);
  // The host alone for the request's own address: behind a TLS proxy the API sees http:// where the page had https://.
  return normalized === env.siteOrigin || normalized === env.englishOrigin || host === new URL(requestUrl).host;
}
