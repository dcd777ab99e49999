import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createRouter } from '../../lib/create-app';

/**
 * The API reference: Redoc's standalone bundle, served from node_modules by this route (decision 020), never
 * from a CDN, which an offline installation cannot reach. It reads /api/openapi.json, resolves its $refs and
 * shows every operation's parameters, bodies and response schemas.
 */
export const REDOC_BUNDLE_PATH = '/api/docs/redoc.standalone.js';

/**
 * The page runs the bundle and nothing else. Redoc styles itself with styled-components, which writes
 * <style> elements at run time (hence 'unsafe-inline' for styles, and only there), and runs its search
 * index in a blob: worker. Its sidebar asks for Redocly's logo from their CDN: img-src keeps that request
 * from leaving, and the logo hides itself when it does not load.
 */
export const DOCS_PAGE_POLICY = [
  "default-src 'none'",
  // Redoc compiles the document's schemas with new Function (ajv) and stays on "Loading" without eval.
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const page = `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rassam API reference</title>
<meta name="robots" content="noindex">
</head>
<body>
<redoc spec-url="/api/openapi.json" hide-hostname="true" json-sample-expand-level="2" path-in-middle-panel="true"></redoc>
<script src="${REDOC_BUNDLE_PATH}"></script>
</body>
</html>`;

let bundle: Buffer | undefined;
/** Read once, when first asked for: 1 MB that most processes never serve. */
function redocBundle(): Buffer {
  if (!bundle) {
    // Found through its package.json: a bundler that follows require.resolve() would try to bundle the file.
    const root = dirname(createRequire(import.meta.url).resolve('redoc/package.json'));
    bundle = readFileSync(join(root, 'bundles/redoc.standalone.js'));
  }
  return bundle;
}

export const docsRouter = createRouter();

docsRouter.get('/docs', (c) => c.html(page, 200, { 'Content-Security-Policy': DOCS_PAGE_POLICY }));

docsRouter.get('/docs/redoc.standalone.js', (c) =>
  c.body(new Uint8Array(redocBundle()), 200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    // The file changes only with the installed package; a day in the browser's cache is plenty.
    'Cache-Control': 'public, max-age=86400',
  }),
);
