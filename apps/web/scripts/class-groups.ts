/**
 * Writes `src/components/ui/class-groups.ts`: tailwind-merge's configuration cut down to the class groups our
 * classes belong to (`npm run class-groups -w @rassam/web`; the kit's test fails until it is run after a class
 * of a new kind is written).
 *
 * Why: `cn` runs in the browser on every page, and tailwind-merge's default configuration (every Tailwind
 * utility, some 380 groups) is 6.4 KB of gzip in each page's first load and about 15 ms of work on its
 * first call (a phone's hydration pays it four times over). Its author's advice for size is this: give
 * `createTailwindMerge` only the groups you use. The groups are found from the classes Tailwind itself finds
 * in `src` and makes CSS for (its scanner and compiler), and each class is looked up in the full configuration with tailwind-merge's
 * tooling lookup, which reports every group consulted on the way (so a base match that decides precedence
 * is kept too). The definitions are copied unchanged, in the default's order, so a class of a kept group is
 * classified exactly as before; the test also merges every pair of our classes both ways and compares.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { format, resolveConfig } from 'prettier';
import { getDefaultConfig, validators } from 'tailwind-merge';
import { createClassGroupLookup } from 'tailwind-merge/unstable-do-not-import';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const classGroupsFile = join(webRoot, 'src/components/ui/class-groups.ts');

type Config = ReturnType<typeof getDefaultConfig>;
type ThemeGetter = ((theme: Record<string, unknown>) => unknown) & { isThemeGetter?: boolean };

/** A class name as written in a CSS selector, unescaped (`hover\\:bg-card` → `hover:bg-card`, `\\32 xl` → `2xl`). */
const unescapeSelector = (name: string) =>
  name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex?: string, char?: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );

/**
 * Our classes, as Tailwind sees them: the candidates its scanner finds in `src` (every word of every string)
 * that its compiler, given our stylesheet, turns into CSS.
 */
export async function sourceClasses(): Promise<string[]> {
  const stylesheet = join(webRoot, 'src/app/globals.css');
  const candidates = new Scanner({
    sources: [
      { base: join(webRoot, 'src'), pattern: '**/*.{ts,tsx}', negated: false },
      // The configuration itself names classes and groups: read, it would keep what the sources dropped alive.
      { base: dirname(classGroupsFile), pattern: basename(classGroupsFile), negated: true },
    ],
  }).scan();
  const compiler = await compile(readFileSync(stylesheet, 'utf8'), {
    base: dirname(stylesheet),
    from: stylesheet,
    onDependency: () => {},
  });
  const css = compiler.build(candidates);
  const selectors = new Set<string>();
  for (const match of css.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g))
    selectors.add(unescapeSelector(match[1]!));
  return candidates.filter((candidate) => selectors.has(candidate)).sort();
}

/** The groups a merge of these classes consults in the full configuration. */
export function usedGroups(candidates: string[], config: Config = getDefaultConfig()): Set<string> {
  const lookup = createClassGroupLookup(config);
  const groups = new Set<string>();
  for (const candidate of candidates) for (const match of lookup(candidate)) groups.add(match.classGroupId);
  return groups;
}

const validatorNames = new Map<unknown, string>(Object.entries(validators).map(([name, fn]) => [fn, name]));

/** The theme key a `fromTheme(key)` getter reads, found by letting it read a theme that notes the key. */
function themeKeyOf(getter: ThemeGetter): string {
  let key: string | undefined;
  getter(new Proxy({}, { get: (_, name) => ((key = String(name)), []) }));
  if (!key) throw new Error('a theme getter read no key');
  return key;
}

/** TypeScript source for a configuration value: strings, numbers, arrays, objects, validators, theme getters. */
function source(value: unknown, themeKeys: Set<string>): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'function') {
    if ((value as ThemeGetter).isThemeGetter) {
      const key = themeKeyOf(value as ThemeGetter);
      themeKeys.add(key);
      return `fromTheme(${JSON.stringify(key)})`;
    }
    const name = validatorNames.get(value);
    if (!name) throw new Error(`a function in the configuration is no validator of tailwind-merge: ${String(value)}`);
    return name;
  }
  if (Array.isArray(value)) return `[${value.map((item) => source(item, themeKeys)).join(', ')}]`;
  if (value && typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${source(item, themeKeys)}`)
      .join(', ')} }`;
  throw new Error(`unexpected value in the configuration: ${String(value)}`);
}

/** The module's text for these groups (in the default configuration's order), formatted as the repository is. */
export async function renderClassGroups(groups: Set<string>, config: Config = getDefaultConfig()): Promise<string> {
  const keep = (id: string) => groups.has(id);
  const themeKeys = new Set<string>();
  const classGroups = Object.entries(config.classGroups)
    .filter(([id]) => keep(id))
    .map(([id, definition]) => `    ${JSON.stringify(id)}: ${source(definition, themeKeys)},`);
  const conflicts = (table: Partial<Record<string, readonly string[]>>) =>
    Object.entries(table)
      .filter(([id]) => keep(id))
      .map(([id, others]) => [id, (others ?? []).filter(keep)] as const)
      .filter(([, others]) => others.length > 0)
      .map(([id, others]) => `    ${JSON.stringify(id)}: ${JSON.stringify(others)},`);
  const conflictingClassGroups = conflicts(config.conflictingClassGroups);
  const conflictingModifiers = conflicts(config.conflictingClassGroupModifiers);
  // A theme value may name another theme key: resolve until no new key appears.
  const theme: string[] = [];
  const written = new Set<string>();
  while ([...themeKeys].some((key) => !written.has(key))) {
    for (const key of [...themeKeys].sort()) {
      if (written.has(key)) continue;
      written.add(key);
      const value = (config.theme as Record<string, unknown>)[key] ?? [];
      theme.push(`    ${JSON.stringify(key)}: ${source(value, themeKeys)},`);
    }
  }
  const used = [...validatorNames.values()].filter((name) =>
    new RegExp(`\\b${name}\\b`).test([...classGroups, ...theme].join('\n')),
  );
  const postfix = (config.postfixLookupClassGroups ?? []).filter(keep);
  const text = [
    '// Generated by `npm run class-groups -w @rassam/web` (scripts/class-groups.ts) from the classes in src: do not',
    "// edit. tailwind-merge's default configuration, only the class groups our classes belong to.",
    "import { fromTheme, validators } from 'tailwind-merge';",
    '',
    `const { ${used.join(', ')} } = validators;`,
    '',
    'export const classGroupsConfig = {',
    `  cacheSize: ${config.cacheSize},`,
    '  theme: {',
    ...theme.sort(),
    '  },',
    '  classGroups: {',
    ...classGroups,
    '  },',
    '  conflictingClassGroups: {',
    ...conflictingClassGroups,
    '  },',
    '  conflictingClassGroupModifiers: {',
    ...conflictingModifiers,
    '  },',
    `  postfixLookupClassGroups: ${JSON.stringify(postfix)},`,
    `  orderSensitiveModifiers: ${JSON.stringify(config.orderSensitiveModifiers)},`,
    '};',
    '',
  ].join('\n');
  return format(text, { ...(await resolveConfig(classGroupsFile)), filepath: classGroupsFile });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const groups = usedGroups(await sourceClasses());
  writeFileSync(classGroupsFile, await renderClassGroups(groups));
  console.log(`${classGroupsFile}: ${groups.size} of ${Object.keys(getDefaultConfig().classGroups).length} groups`);
}
