/**
 * Vazirmatn for text drawn by sharp (Pango with HarfBuzz shapes and orders Persian correctly). The font
 * is the web app's (@fontsource-variable/vazirmatn, OFL-1.1), unpacked from WOFF2 to TrueType (~30 ms)
 * and kept in the temp dir under a name made from its content's hash: every process and restart reuses
 * the same files, so nothing piles up even when processes are killed without a chance to clean up.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { woff2ToSfnt } from './woff2';

/** The family name inside the font files (the CSS calls it "Vazirmatn Variable"). */
export const VAZIRMATN = 'Vazirmatn';

const SUBSETS = ['arabic', 'latin', 'latin-ext'] as const;

let loading: Promise<string> | undefined;

/** The TrueType file for one subset, written (atomically: processes may race) unless already there. */
function trueTypeFile(woff2Path: string, dir: string): string {
  const font = woff2ToSfnt(readFileSync(woff2Path));
  const file = join(dir, `vazirmatn-${createHash('sha256').update(font).digest('hex').slice(0, 16)}.ttf`);
  if (!existsSync(file)) {
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, font);
    renameSync(partial, file);
  }
  return file;
}

/**
 * Makes Vazirmatn available to sharp's text input and resolves with the file to name as `fontfile`.
 * libvips adds every `fontfile` it is given to the process's font configuration for good, so rendering
 * once with each subset lets Pango pick, per character, whichever subset covers it.
 */
export function loadVazirmatn(): Promise<string> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = join(tmpdir(), 'rassam-fonts');
    mkdirSync(dir, { recursive: true });
    const files = SUBSETS.map((subset) =>
      trueTypeFile(require.resolve(`@fontsource-variable/vazirmatn/files/vazirmatn-${subset}-wght-normal.woff2`), dir),
    );
    for (const fontfile of files)
      await sharp({ text: { text: '.', font: VAZIRMATN, fontfile } })
        .png()
        .toBuffer();
    return files[0]!;
  })();
  return loading;
}
