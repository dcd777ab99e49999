// Files the browser loads from our own origin, copied (the fonts: cut down) from installed packages into
// apps/web/public/ (git-ignored folders 3d/, map/ and fonts/). Run before every build and dev server, so the
// copies always match what is installed; a file already identical is left untouched, which keeps the build
// from looking stale to scripts/start.mjs.
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import subsetFont from 'subset-font';

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

/** [package file, path under public/]. The paths are what the code asks for; see the comments. */
const files = [
  // The 3D viewer's Draco and KTX2 decoders (model-viewer would otherwise fetch them from Google's CDN),
  // from the three.js that model-viewer bundles. The WASM builds only: every browser that runs WebGL 2
  // runs WebAssembly, so the 700 KB asm.js fallback stays out. Decision 008.
  ['three/examples/jsm/libs/draco/draco_wasm_wrapper.js', '3d/draco/draco_wasm_wrapper.js'],
  ['three/examples/jsm/libs/draco/draco_decoder.wasm', '3d/draco/draco_decoder.wasm'],
  ['three/examples/jsm/libs/basis/basis_transcoder.js', '3d/basis/basis_transcoder.js'],
  ['three/examples/jsm/libs/basis/basis_transcoder.wasm', '3d/basis/basis_transcoder.wasm'],
  // The market map (components/market/map/assets.ts): MapLibre's worker (the map fails with "Worker failed
  // to load" without a same-origin copy), the RTL text plugin (Arabic-script shaping for the labels of a
  // configured style) and Natural Earth's country shapes for the offline basemap. Decision 010.
  ['maplibre-gl/dist/maplibre-gl-worker.mjs', 'map/maplibre-gl-worker.mjs'],
  ['@mapbox/mapbox-gl-rtl-text/dist/mapbox-gl-rtl-text.js', 'map/mapbox-gl-rtl-text.js'],
  ['world-atlas/countries-50m.json', 'map/countries-50m.json'],
];

// Vazirmatn at fixed addresses, so each page can preload its language's subset (app/fonts.css,
// components/layout/font-preload.ts): found late, through the stylesheet, it swaps in after the first paint
// and reflows the text. The package's variable subsets span weights 100 to 900; the site draws 400
// (font-normal) to 900 (font-black) and nothing lighter, so the weight axis is cut to that range: the same
// outlines at every weight the pages use, in files a quarter smaller (Latin 35 → 25 KB), which the first
// paint of every page waits for (issue 16).
const fontWeights = { min: 400, max: 900 };
// The OpenType features a cut file keeps: those browsers apply to Persian and Latin text by themselves
// (HarfBuzz's defaults for the Arabic and Latin scripts, and the variable font's required alternates), and
// the tabular digits of `tabular-nums`. The font's others (small capitals, fractions, old-style figures…),
// which no page asks for, would bring their glyphs along: the Latin letters of the Persian file weigh
// 13.5 KB with these and 24 KB with all of them.
const shapingFeatures = [
  'rvrn',
  'ccmp',
  'locl',
  'isol',
  'init',
  'medi',
  'fina',
  'rlig',
  'rclt',
  'calt',
  'liga',
  'clig',
  'kern',
  'mark',
  'mkmk',
  'curs',
  'tnum',
];
// Two files are cut from the whole font (vazirmatn's own TTF), each to the unicode-range its @font-face in
// app/fonts.css gives, the one list of them: the Persian pages' file (Persian's letters, marks, digits and
// punctuation, and the Latin letters and signs Persian text carries: 34 KB, where the Persian file and
// Fontsource's Latin one were 22 + 25 KB), and the Persian file English pages take for a Persian word (22
// KB, where Fontsource's Arabic subset, with Urdu's, Sindhi's… letters and the presentation forms that
// shaping does not use, is 33 KB). Letters of those other languages fall to the system's font.
const fonts = [
  { source: 'vazirmatn/fonts/variable/Vazirmatn[wght].ttf', target: 'fonts/vazirmatn-fa.woff2', cutToCss: true },
  { source: 'vazirmatn/fonts/variable/Vazirmatn[wght].ttf', target: 'fonts/vazirmatn-persian.woff2', cutToCss: true },
  {
    source: '@fontsource-variable/vazirmatn/files/vazirmatn-latin-wght-normal.woff2',
    target: 'fonts/vazirmatn-latin.woff2',
  },
  {
    source: '@fontsource-variable/vazirmatn/files/vazirmatn-latin-ext-wght-normal.woff2',
    target: 'fonts/vazirmatn-latin-ext.woff2',
  },
];

/**
 * The characters of a face's unicode-range in app/fonts.css (the face that loads `file`), or undefined when
 * the face keeps its source's characters.
 */
function cssRangeCharacters(file) {
  const css = readFileSync(join(web, 'src/app/fonts.css'), 'utf8');
  const face = css.split('@font-face').find((block) => block.includes(`url(/${file})`));
  if (!face) throw new Error(`app/fonts.css has no @font-face for /${file}`);
  const ranges = face.match(/unicode-range:([^;]+);/)?.[1];
  if (!ranges) return undefined;
  let characters = '';
  for (const range of ranges.split(',')) {
    const [first, last = first] = range.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(first, 16); code <= parseInt(last, 16); code++) characters += String.fromCodePoint(code);
  }
  return characters;
}
// What each font was made from (git-ignored with fonts/, and skipped by start.mjs's staleness check like any
// dot file): cutting takes a second or two, so it is done again only when the package's file or the range changes.
const fontStamps = join(web, 'public/fonts/.made-from.json');

/** Writes a file unless it already holds these bytes. */
function writeIfChanged(to, bytes) {
  if (existsSync(to) && readFileSync(to).equals(bytes)) return false;
  mkdirSync(dirname(to), { recursive: true });
  writeFileSync(to, bytes);
  return true;
}

export async function copyPublicAssets() {
  let copied = 0;
  for (const [source, target] of files) {
    const from = packageFile(source);
    const to = join(web, 'public', target);
    if (existsSync(to) && readFileSync(to).equals(readFileSync(from))) continue;
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(from, to);
    copied += 1;
  }
  const stamps = existsSync(fontStamps) ? JSON.parse(readFileSync(fontStamps, 'utf8')) : {};
  const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');
  for (const { source, target, cutToCss } of fonts) {
    const original = readFileSync(packageFile(source));
    const to = join(web, 'public', target);
    const characters = cutToCss ? cssRangeCharacters(target) : undefined;
    // From this file, with this range, these characters and features, and still what was written (another
    // checkout's script copies the original).
    const from = `${sha(original)} wght ${fontWeights.min}-${fontWeights.max} ${characters ? `${sha(characters)} ${shapingFeatures.join(',')}` : 'all'}`;
    if (existsSync(to) && stamps[target]?.from === from && stamps[target]?.made === sha(readFileSync(to))) continue;
    const cut = await subsetFont(original, characters, {
      keepAllGlyphs: !characters,
      targetFormat: 'woff2',
      variationAxes: { wght: fontWeights },
      ...(characters ? { keepFeatures: shapingFeatures } : {}),
    });
    if (writeIfChanged(to, cut)) copied += 1;
    stamps[target] = { from, made: sha(cut) };
  }
  // Only the fonts made now: a file no longer made is not vouched for.
  const current = Object.fromEntries(fonts.map(({ target }) => [target, stamps[target]]));
  writeIfChanged(fontStamps, Buffer.from(`${JSON.stringify(current, null, 2)}\n`));
  return copied;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const copied = await copyPublicAssets();
  console.log(`Public assets: ${copied} file(s) copied to apps/web/public`);
}
