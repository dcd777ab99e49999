// Brotli copies of the build's scripts and stylesheets (`apps/web/.next/static/**/*.{js,css}` → `….br`) at the
// highest quality, which the web server sends to browsers that take brotli (apps/web/src/server/static-assets.ts,
// decision 047). Run after every build (scripts/start.mjs, and `npm run build`); a copy newer than its file is
// kept. Build files are named by their content, so a copy never goes stale under the same name.
import { readdirSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Smaller files gain a few bytes at most, and their headers weigh more. */
const MIN_BYTES = 1024;

function* buildFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* buildFiles(path);
    else if (/\.(?:js|css)$/.test(entry.name)) yield path;
  }
}

const newer = (copy, file) => {
  try {
    return statSync(copy).mtimeMs >= statSync(file).mtimeMs;
  } catch {
    return false;
  }
};

/** Writes the missing copies; returns how many it wrote. Two at a time: the machine may have two cores. */
export async function precompressStatic(dir = join(root, 'apps/web/.next/static')) {
  const pending = [...buildFiles(dir)].filter((file) => statSync(file).size >= MIN_BYTES && !newer(`${file}.br`, file));
  const work = async () => {
    for (let file = pending.pop(); file; file = pending.pop()) {
      const body = readFileSync(file);
      const copy = await compress(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      writeFileSync(`${file}.br`, copy);
    }
  };
  const total = pending.length;
  await Promise.all([work(), work()]);
  return total;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const written = await precompressStatic();
  console.log(`Brotli copies of the build's scripts and styles: ${written} written in ${Date.now() - started} ms`);
}
