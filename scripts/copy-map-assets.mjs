// The market map's static files, copied from installed packages into apps/web/public/map/ (git-ignored):
// MapLibre's worker (the map fails with "Worker failed to load" without a same-origin copy), the RTL text
// plugin (Arabic-script shaping for the labels of a configured style) and Natural Earth's country shapes
// for the offline basemap. Run before every build and dev server, like the 3D decoders; a file already
// identical is left untouched, which keeps the build from looking stale to scripts/start.mjs.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const web = join(root, 'apps/web');
const requireFromWeb = createRequire(join(web, 'package.json'));

/** A file inside an installed package, found where the web app resolves it (exports maps hide dist/ files). */
function packageFile(spec) {
  const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
  for (const dir of requireFromWeb.resolve.paths(name) ?? []) {
    const file = join(dir, spec);
    if (existsSync(join(dir, name, 'package.json')) && existsSync(file)) return file;
  }
  throw new Error(`${spec} is not installed (npm ci)`);
}

/** [package file, name under public/map]. The names are what components/market/map/assets.ts asks for. */
const files = [
  ['maplibre-gl/dist/maplibre-gl-worker.mjs', 'maplibre-gl-worker.mjs'],
  ['@mapbox/mapbox-gl-rtl-text/dist/mapbox-gl-rtl-text.js', 'mapbox-gl-rtl-text.js'],
  ['world-atlas/countries-50m.json', 'countries-50m.json'],
];

export function copyMapAssets() {
  let copied = 0;
  for (const [source, name] of files) {
    const from = packageFile(source);
    const to = join(web, 'public/map', name);
    if (existsSync(to) && readFileSync(to).equals(readFileSync(from))) continue;
    mkdirSync(join(web, 'public/map'), { recursive: true });
    copyFileSync(from, to);
    copied += 1;
  }
  return copied;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const copied = copyMapAssets();
  console.log(`Map assets: ${copied} file(s) copied to apps/web/public/map`);
}
