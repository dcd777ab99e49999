import { createHash } from 'node:crypto';

/**
 * The pages' Content-Security-Policy (decision 020). Scripts run only with this response's nonce, which
 * Next.js reads back from the request's CSP header and puts on its own scripts; 'strict-dynamic' lets those
 * load the chunks they import. Everything else the product loads comes from our own origin (fonts, the map's
 * worker, the 3D decoders, files, /_ipx), except a configured map style's host.
 */
export interface PolicyOptions {
  nonce: string;
  /** MAP_STYLE_URL (public): its host serves the style, and usually its tiles, glyphs and sprites. */
  mapStyleUrl?: string;
  /** `next dev`: React's debugging needs eval, and the page talks to the dev server over a WebSocket. */
  dev?: boolean;
}

/**
 * Runs before the first paint so a dark theme never flashes light (the cookie covers explicit choices).
 * Allowed by its hash rather than the nonce, so a page prerendered without a request can carry it too.
 */
export const themeScript = `(()=>{try{var m=document.cookie.match(/(?:^|; )theme=(\\w+)/);var t=m?m[1]:'system';if(t==='dark'||(t==='system'&&matchMedia('(prefers-color-scheme: dark)').matches))document.documentElement.classList.add('dark')}catch(e){}})()`;
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

export function contentSecurityPolicy({ nonce, mapStyleUrl, dev = false }: PolicyOptions): string {
  const mapOrigin = mapStyleUrl ? new URL(mapStyleUrl).origin : '';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'self' and https: are ignored by browsers that know 'strict-dynamic'; older ones fall back to them.
    // 'wasm-unsafe-eval': the 3D viewer's Draco, KTX2 and meshopt decoders are WebAssembly.
    'script-src': [
      `'nonce-${nonce}'`,
      themeScriptHash,
      "'strict-dynamic'",
      "'self'",
      "'wasm-unsafe-eval'",
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    // <style> elements need the nonce (Next.js puts it on its own); style="" attributes, which React renders
    // on the server for sizes and positions (avatars, image stages, progress bars), are allowed: an
    // attribute can restyle one element but cannot load or run anything.
    'style-src': ["'self'", `'nonce-${nonce}'`, modelViewerStyleHash],
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
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    // Our forms submit to our own pages (searches, filters); the payment gateways are reached by redirect.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
