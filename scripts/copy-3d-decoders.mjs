// The 3D viewer's Draco and KTX2 decoders, copied from the installed three.js into apps/web/public/3d/
// (model-viewer would otherwise fetch them from Google's CDN). Run before every build and dev server, so
// the copies always match the three.js that model-viewer bundles; a file already identical is left
// untouched, which keeps the build from looking stale to scripts/start.mjs.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const web = join(root, 'apps/web');
// Resolved from the web app, where model-viewer resolves three.
const resolveFromWeb = createRequire(join(web, 'package.json')).resolve;

// The WASM builds only: every browser that runs WebGL 2 runs WebAssembly, so the 700 KB asm.js fallback stays out.
const files = [
  ['draco/draco_wasm_wrapper.js', 'draco'],
  ['draco/draco_decoder.wasm', 'draco'],
  ['basis/basis_transcoder.js', 'basis'],
  ['basis/basis_transcoder.wasm', 'basis'],
];

export function copyDecoders() {
  let copied = 0;
  for (const [source, folder] of files) {
    const from = resolveFromWeb(`three/examples/jsm/libs/${source}`);
    const to = join(web, 'public/3d', folder, source.split('/').pop());
    if (existsSync(to) && readFileSync(to).equals(readFileSync(from))) continue;
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(from, to);
    copied += 1;
  }
  return copied;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const copied = copyDecoders();
  console.log(`3D decoders: ${copied} file(s) copied to apps/web/public/3d`);
}
