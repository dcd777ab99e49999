import { createHash } from 'node:crypto';

/**
 * The pages' Content-Security-Policy (decision 020). Scripts run only with this response's nonce, which
 * Next.js reads back from the request's CSP header and puts on its own scripts; 'strict-dynamic' lets those
 * load the chunks they import. Everything else the product loads comes from our own origin (fonts, the map's
 * worker, the 3D decoders, files, /_ipx), except a configured map style's host.
 */
export interface PolicyOptions {
  /**
   * A page rendered for this request: its scripts and <style> elements carry this nonce. Or, for a page
   * that is the same for everyone (issue 16, decision 030), the hashes of the inline scripts it holds, as
   * `'sha256-…'`; its script files are then allowed as our own ('self'), since 'strict-dynamic' would
   * trust only what a nonce or a hash names. Such a page has no nonce for the <style> elements libraries
   * write at run time (a dialog's scroll lock, whose widths vary by device, so no hash can name it):
   * its styles are allowed inline. A style can restyle the page but not run anything, and React escapes
   * every text, so none of a visitor's words can become one.
   */
  nonce?: string;
  inlineHashes?: { scripts: string[] };
  /** MAP_STYLE_URL (public): its host serves the style, and usually its tiles, glyphs and sprites. */
  mapStyleUrl?: string;
  /** `next dev`: React's debugging needs eval, and the page talks to the dev server over a WebSocket. */
  dev?: boolean;
  /**
   * An embed (/embed/…, routes/public-pages.ts isEmbedPage): any site may frame it. Every other page may be
   * framed by our own pages only (the same as X-Frame-Options: SAMEORIGIN, which next.config.ts sends for
   * browsers without frame-ancestors).
   */
  embeddable?: boolean;
}

/**
 * Runs before the first paint, on pages that are the same cached HTML for everyone: a dark theme never
 * flashes light (the cookie covers explicit choices), and `signed-in` (from the API's hint cookie) lets the
 * header show the account menu's place rather than a sign-in button it would then take back.
 * Allowed by its hash rather than the nonce, so a page rendered without a request carries it too.
 */
export const themeScript = `(()=>{try{var c=document.cookie,h=document.documentElement.classList,m=c.match(/(?:^|; )theme=(\\w+)/);var t=m?m[1]:'system';if(t==='dark'||(t==='system'&&matchMedia('(prefers-color-scheme: dark)').matches))h.add('dark');if(/(?:^|; )signed_in=1/.test(c))h.add('signed-in')}catch(e){}})()`;
export const themeScriptHash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;

/**
 * model-viewer's shadow root is cloned from a template holding a <style> element, which no nonce reaches: it is
 * allowed by its hash (csp.test.ts recomputes it from the installed package, so an upgrade that changes it fails).
 */
export const modelViewerStyleHash = "'sha256-PXtZZkJMMyc18o/DN1ZEFOJ2qEGq95IQbVaJFMOXOb0='";

/** A fresh nonce per page: 128 random bits. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

export function contentSecurityPolicy({
  nonce,
  inlineHashes,
  mapStyleUrl,
  dev = false,
  embeddable = false,
}: PolicyOptions): string {
  const mapOrigin = mapStyleUrl ? new URL(mapStyleUrl).origin : '';
  const trusted = nonce
    ? {
        scripts: [`'nonce-${nonce}'`, themeScriptHash, "'strict-dynamic'"],
        styles: [`'nonce-${nonce}'`, modelViewerStyleHash],
      }
    : {
        scripts: [...new Set([themeScriptHash, ...(inlineHashes?.scripts ?? [])])],
        styles: ["'unsafe-inline'"],
      };
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'self' and https: are ignored by browsers that know 'strict-dynamic'; older ones fall back to them.
    // 'wasm-unsafe-eval': the 3D viewer's Draco, KTX2 and meshopt decoders are WebAssembly.
    'script-src': [...trusted.scripts, "'self'", "'wasm-unsafe-eval'", ...(dev ? ["'unsafe-eval'"] : [])],
    // <style> elements need the nonce (Next.js puts it on its own); style="" attributes, which React renders
    // on the server for sizes and positions (avatars, image stages, progress bars), are allowed: an
    // attribute can restyle one element but cannot load or run anything.
    'style-src': ["'self'", ...trusted.styles],
    'style-src-attr': ["'unsafe-inline'"],
    // data: for small inline pictures (placeholders, model-viewer's), blob: for previews of files being uploaded.
    'img-src': ["'self'", 'data:', 'blob:', ...(mapOrigin ? [mapOrigin] : [])],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    // The API, live progress (SSE) and the decoders' .wasm are ours; a configured map style's host serves tiles.
    // blob: three.js fetches a model's embedded textures from blob: URLs it makes.
    'connect-src': ["'self'", 'blob:', ...(mapOrigin ? [mapOrigin] : []), ...(dev ? ['ws:'] : [])],
    // MapLibre's worker is ours (public/map); three.js starts the decoders' workers from blob: URLs.
    'worker-src': ["'self'", 'blob:'],
    // An imported tour (another tool's HTML, decision 038) is shown in a frame of its own folder under
    // /api/tour-sites/, which answers with a sandbox of its own (an opaque origin, no cookie). A source
    // cannot name a path without a host, and the host is the one the visitor came by: our own origin.
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    // Our forms submit to our own pages (searches, filters); the payment gateways are reached by redirect.
    'form-action': ["'self'"],
    'frame-ancestors': embeddable ? ['*'] : ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
