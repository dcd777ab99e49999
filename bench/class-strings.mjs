// The UI kit's share of the web app (issue 15, decision 024-ui-kit), read from the source, no build needed:
//   - the long className strings written in apps/web/src (`className="…"` of 60 characters or more, the
//     measure the issue took: 376, of which 337 different), in all and how many are different: a page built
//     from the kit's parts writes few, and repeats none;
//   - the kit's buttons (<Button>, <IconButton>, <ButtonLink>, imported from components/ui) against raw
//     <button> elements, and the kit's form controls (<Input>, <TextArea>, <Select>, <Checkbox>, <Radio>,
//     <RadioGroup>, <Switch>) against raw <input>, <textarea> and <select>; the kit's own folder is left out
//     of both, since the parts are made of those elements once.
// Alone: `node bench/class-strings.mjs` (`--json` prints the figures as JSON); scripts/bench.mjs prints them
// as row k, and `npm run bench -- class-strings` runs just this.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

export const LONG_CLASS = 60;
const KIT_DIR = join('components', 'ui');
const KIT_BUTTONS = ['Button', 'IconButton', 'ButtonLink'];
const KIT_CONTROLS = ['Input', 'TextArea', 'Select', 'Checkbox', 'Radio', 'RadioGroup', 'Switch'];
const RAW_CONTROLS = ['input', 'textarea', 'select'];

/** The .ts and .tsx files under a folder, tests left out. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** How many times JSX opens any of these elements (`<Button ` or `<Button>`, never `<ButtonGroup`). */
const opened = (text, names) =>
  names.reduce((sum, name) => sum + (text.match(new RegExp(`<${name}(?=[\\s/>])`, 'g'))?.length ?? 0), 0);

/** The names a file imports from the kit (`@/components/ui/…`): a TextArea of a page's own is not the kit's. */
function kitImports(text) {
  const names = new Set();
  for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@\/components\/ui\/[^']+'/g)) {
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .at(-1);
      if (name) names.add(name);
    }
  }
  return names;
}

const share = (kit, raw) => (kit + raw === 0 ? 0 : Math.round((kit / (kit + raw)) * 1000) / 10);

/** The figures for the web app's source under `root` (the repository). */
export function classStringFigures(root) {
  const src = resolve(root, 'apps/web/src');
  const strings = [];
  const counts = { kitButtons: 0, rawButtons: 0, kitControls: 0, rawControls: 0 };
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/className="([^"]*)"/g)) {
      if (match[1].length >= LONG_CLASS) strings.push(match[1]);
    }
    if (relative(src, file).startsWith(KIT_DIR + sep)) continue;
    const fromKit = kitImports(text);
    counts.kitButtons += opened(
      text,
      KIT_BUTTONS.filter((name) => fromKit.has(name)),
    );
    counts.rawButtons += opened(text, ['button']);
    counts.kitControls += opened(
      text,
      KIT_CONTROLS.filter((name) => fromKit.has(name)),
    );
    counts.rawControls += opened(text, RAW_CONTROLS);
  }
  return {
    threshold: LONG_CLASS,
    longClassStrings: strings.length,
    distinctLongClassStrings: new Set(strings).size,
    ...counts,
    kitButtonShare: share(counts.kitButtons, counts.rawButtons),
    kitControlShare: share(counts.kitControls, counts.rawControls),
  };
}

/** The figures as bench rows. */
export function printClassStrings(figures, line = (label, value) => console.log(`  ${label.padEnd(34)} ${value}`)) {
  console.log(`  l. UI kit: apps/web/src (.ts and .tsx, tests left out)`);
  line(
    `className strings ≥ ${figures.threshold} characters`,
    `${figures.longClassStrings} (${figures.distinctLongClassStrings} different)`,
  );
  line(
    'buttons: kit / raw <button>',
    `${figures.kitButtons} / ${figures.rawButtons}  (${figures.kitButtonShare}% the kit's)`,
  );
  line(
    'form controls: kit / raw',
    `${figures.kitControls} / ${figures.rawControls}  (${figures.kitControlShare}% the kit's)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = classStringFigures(resolve(import.meta.dirname, '..'));
  if (process.argv.includes('--json')) console.log(JSON.stringify(figures));
  else printClassStrings(figures);
}
