/**
 * The fa and en message files: same keys, nothing empty, the same ICU arguments and rich-text tags, each
 * language in its own script, and every key used by the web app.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import { fieldTexts } from './field-errors';

type Tree = { [key: string]: string | Tree };

const root = join(import.meta.dirname, '../../..');
const load = (locale: string) =>
  JSON.parse(readFileSync(join(root, 'packages/i18n/messages', `${locale}.json`), 'utf8')) as Tree;
const fa = load('fa');
const en = load('en');

/** Every leaf as [dotted key, value]; a non-string, non-object leaf is kept as-is so the type test sees it. */
function leaves(tree: Tree, prefix: string[] = []): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? leaves(value, [...prefix, key])
      : [[[...prefix, key].join('.'), value]],
  );
}

/** Every key, leaves and branches, to compare the two shapes (a leaf in one and a branch in the other differ). */
function allKeys(tree: Tree, prefix: string[] = []): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = [...prefix, key];
    return typeof value === 'object' && value !== null
      ? [`${path.join('.')}.`, ...allKeys(value, path)]
      : [path.join('.')];
  });
}

const faLeaves = new Map(leaves(fa) as [string, string][]);
const enLeaves = new Map(leaves(en) as [string, string][]);
const keys = [...faLeaves.keys()];

// ---------------------------------------------------------------------------------------------------
// ICU: argument names ({name}, {count, plural, …}) and rich-text tags (<terms>…</terms>).

/** Names of the ICU arguments of a message, nested plural/select branches included, sorted. */
function icuArguments(message: string): string[] {
  const names: string[] = [];
  let i = 0;
  // Reads a message up to an unmatched '}' (or the end), collecting arguments.
  const readMessage = (): void => {
    while (i < message.length) {
      const char = message[i]!;
      if (char === "'" && /[{}']/.test(message[i + 1] ?? '')) {
        // ICU quoting: '{' … ' is literal text.
        const end = message.indexOf("'", i + 1);
        i = end === -1 ? message.length : end + 1;
      } else if (char === '{') {
        i += 1;
        readArgument();
      } else if (char === '}') {
        return;
      } else i += 1;
    }
  };
  const readArgument = (): void => {
    const header = message.slice(i).match(/^\s*([^\s,{}]+)\s*(?:,\s*(\w+)\s*)?/);
    if (!header) throw new Error(`bad ICU argument in ${JSON.stringify(message)}`);
    names.push(header[1]!);
    i += header[0].length;
    const type = header[2];
    if (message[i] === '}') {
      i += 1;
      return;
    }
    if (message[i] !== ',' && type) throw new Error(`bad ICU argument in ${JSON.stringify(message)}`);
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      i += 1;
      // Options: `offset:n`? then `selector {message}` pairs.
      while (i < message.length && message[i] !== '}') {
        const option = message.slice(i).match(/^\s*(?:offset:\d+\s*)?(=?[\w-]+)\s*\{/);
        if (!option) {
          i += 1;
          continue;
        }
        i += option[0].length;
        readMessage();
        i += 1; // the option's '}'
        while (/\s/.test(message[i] ?? '')) i += 1;
      }
      i += 1;
      return;
    }
    // number, date, time with a style: skip to the matching brace.
    let depth = 1;
    while (i < message.length && depth > 0) {
      if (message[i] === '{') depth += 1;
      else if (message[i] === '}') depth -= 1;
      i += 1;
    }
  };
  readMessage();
  return [...new Set(names)].sort();
}

/** Rich-text tags (`<terms>…</terms>`, `<br/>`) as `name` for a pair and `name/` for a self-closing one, sorted. */
function richTags(message: string): string[] {
  const tags: string[] = [];
  for (const match of message.matchAll(/<(\/?)([a-zA-Z][\w-]*)\s*(\/?)>/g)) {
    if (match[1]) continue;
    tags.push(match[3] ? `${match[2]}/` : match[2]!);
  }
  return tags.sort();
}

describe('the ICU helpers of this test', () => {
  it('read arguments and tags', () => {
    expect(
      icuArguments('Hello {name}, {count, plural, one {# file by {owner}} other {# files}} on {date, date, short}'),
    ).toEqual(['count', 'date', 'name', 'owner']);
    expect(icuArguments("It's '{literal}' text")).toEqual([]);
    expect(textOf('{n, number} از {kind, select, image {تصویر} other {صدا}} <b>تو</b>').split(/\s+/)).toEqual([
      '',
      'از',
      'تصویر',
      'صدا',
      'تو',
      '',
    ]);
    expect(richTags('Accept the <terms>terms</terms> and <policy>policy</policy><br/>')).toEqual([
      'br/',
      'policy',
      'terms',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------

describe('fa.json and en.json', () => {
  it('have exactly the same keys, nested the same way', () => {
    const faKeys = allKeys(fa).sort();
    const enKeys = allKeys(en).sort();
    expect(
      faKeys.filter((key) => !enKeys.includes(key)),
      'in fa.json only',
    ).toEqual([]);
    expect(
      enKeys.filter((key) => !faKeys.includes(key)),
      'in en.json only',
    ).toEqual([]);
  });

  it('hold only non-empty strings', () => {
    for (const [locale, tree] of [
      ['fa', fa],
      ['en', en],
    ] as const) {
      const bad = leaves(tree)
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => key);
      expect(bad, `${locale}.json: empty or not a string`).toEqual([]);
    }
  });

  it('use the same ICU arguments in both languages', () => {
    const mismatches = keys
      .map((key) => ({ key, fa: icuArguments(faLeaves.get(key)!), en: icuArguments(enLeaves.get(key) ?? '') }))
      .filter((row) => row.fa.join() !== row.en.join());
    expect(mismatches).toEqual([]);
  });

  it('use the same rich-text tags in both languages, each one closed', () => {
    const mismatches = keys
      .map((key) => ({ key, fa: richTags(faLeaves.get(key)!), en: richTags(enLeaves.get(key) ?? '') }))
      .filter((row) => row.fa.join() !== row.en.join());
    expect(mismatches).toEqual([]);
    for (const [key, value] of [...faLeaves, ...enLeaves]) {
      for (const tag of richTags(value).filter((name) => !name.endsWith('/'))) {
        expect(value, `${key}: <${tag}> is closed`).toContain(`</${tag}>`);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// Scripts. Text in the other script is allowed only where listed, word by word.

const persianLetter = /[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/**
 * The words a reader sees: ICU arguments become a space, while the branches of a plural or select are
 * kept (their selectors, like the argument names and rich-text tags, are code, not text).
 */
function textOf(message: string): string {
  let out = '';
  let i = 0;
  const readText = (): void => {
    while (i < message.length && message[i] !== '}') {
      if (message[i] === '{') {
        i += 1;
        readArgument();
      } else out += message[i++];
    }
  };
  const readArgument = (): void => {
    const header = /^\s*[^\s,{}]+\s*(?:,\s*(\w+)\s*)?/.exec(message.slice(i))!;
    i += header[0].length;
    out += ' ';
    if (['plural', 'select', 'selectordinal'].includes(header[1] ?? '')) {
      i += 1; // the comma after the type
      for (let option; (option = /^\s*(?:offset:\d+\s*)?=?[\w-]+\s*\{/.exec(message.slice(i)));) {
        i += option[0].length;
        readText();
        i += 1; // the branch's '}'
        out += ' ';
      }
      while (i < message.length && message[i] !== '}') i += 1;
      i += 1;
      return;
    }
    for (let depth = 1; i < message.length && depth > 0; i += 1) {
      if (message[i] === '{') depth += 1;
      else if (message[i] === '}') depth -= 1;
    }
  };
  readText();
  return out.replace(/<\/?[a-zA-Z][\w-]*\s*\/?>/g, ' ');
}

/** Latin words (with what sticks to them: an address, a file type) allowed in fa.json, per key. */
const latinInFa: Record<string, string[]> = {
  // The language switch names the other language in that language.
  'common.switchLanguage': ['English'],
  // An e-mail address.
  'footer.contact': ['support@rassam.app'],
  // The example of an e-mail address people type.
  'auth.credentialHint': ['name@example.com'],
  // File format names are not translated.
  'profile.avatarHint': ['JPEG', 'PNG', 'WebP', 'GIF'],
  // A setting's name, as the administrator writes it in the configuration.
  'shopPanel.pointMap.offline': ['MAP_STYLE_URL'],
  // 3D file formats and their extensions are not translated, nor is the oEmbed standard's name.
  'models.emptyBody': ['GLB', 'glTF'],
  'models.upload.intro': ['GLB', 'glTF', 'USDZ'],
  'models.upload.formats': ['GLB', 'ZIP', 'USDZ'],
  'models.upload.wrongType': ['glb', 'zip', 'usdz'],
  'models.share.embedHint': ['oEmbed'],
  // The keys as printed on a keyboard (the gallery walks by KeyboardEvent.code, so a Persian layout walks too).
  'gallery.help': ['W', 'A', 'S', 'D'],
  'models.share.downloadGlb': ['GLB'],
  'models.share.downloadUsdz': ['USDZ'],
  'models.reasons.not-a-model': ['GLB', 'glTF', 'USDZ'],
  'models.reasons.gltf-needs-zip': ['gltf', 'bin'],
  'models.reasons.truncated-glb': ['GLB'],
  'models.reasons.malformed-glb': ['GLB'],
  'models.reasons.unreadable-gltf': ['gltf'],
  'models.reasons.invalid-gltf': ['glTF'],
  'models.reasons.no-usd-layer': ['USDZ', 'USD', 'usd', 'usda', 'usdc'],
  'models.reasons.unreadable-usd': ['USD', 'USDZ'],
  'models.reasons.usd-too-large': ['USDZ', 'GLB'],
  'models.reasons.usd-without-mesh': ['USDZ'],
  // Virtual tours (issue 18): picture and archive formats, the file an exported tour opens with, the keys
  // named on the keyboard, and the oEmbed standard's name are not translated.
  'tours.import.wrongType': ['zip', 'index.html'],
  'tours.upload.formats': ['JPEG', 'PNG', 'WebP'],
  'tours.upload.wrongType': ['JPEG', 'PNG', 'WebP'],
  'tours.hotspots.pictureHint': ['JPEG', 'PNG', 'WebP'],
  'tours.scenes.hint': ['Alt'],
  'tours.plan.placingHint': ['Delete'],
  'tours.share.embedHint': ['oEmbed'],
  // Not present today but would be fine: AR, 3D (fa.json writes «واقعیت افزوده» and «سه‌بعدی»).
};

/** fa strings that need no Persian letter at all. */
const faWithoutPersian = new Set(['common.switchLanguage']);

/** Persian words allowed in en.json, per key. */
const persianInEn: Record<string, string[]> = {
  // The language switch names the other language in that language.
  'common.switchLanguage': ['فارسی'],
};

const latinWords = (text: string) => textOf(text).match(/[A-Za-z][A-Za-z0-9.@_+-]*[A-Za-z0-9]|[A-Za-z]/g) ?? [];
const persianWords = (text: string) => textOf(text).match(/[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF\u200c]+/g) ?? [];

describe('scripts', () => {
  it('fa strings are Persian, with Latin only where listed', () => {
    const noPersian = keys.filter(
      (key) => !faWithoutPersian.has(key) && !persianLetter.test(textOf(faLeaves.get(key)!)),
    );
    expect(noPersian, 'fa strings without a Persian letter').toEqual([]);
    const unexpected = keys
      .map((key) => ({
        key,
        words: latinWords(faLeaves.get(key)!).filter((word) => !(latinInFa[key] ?? []).includes(word)),
      }))
      .filter((row) => row.words.length > 0);
    expect(unexpected, 'Latin text in fa.json (translate it, or list it in latinInFa with a reason)').toEqual([]);
  });

  it('en strings have no Persian letters except where listed', () => {
    const unexpected = keys
      .map((key) => ({
        key,
        words: persianWords(enLeaves.get(key) ?? '').filter((word) => !(persianInEn[key] ?? []).includes(word)),
      }))
      .filter((row) => row.words.length > 0);
    expect(unexpected, 'Persian text in en.json (translate it, or list it in persianInEn with a reason)').toEqual([]);
  });

  it('lists no exception that is not needed any more', () => {
    for (const [key, words] of Object.entries(latinInFa)) {
      expect(faLeaves.has(key), `latinInFa: ${key} exists`).toBe(true);
      for (const word of words)
        expect(latinWords(faLeaves.get(key)!), `latinInFa: ${key} still has ${word}`).toContain(word);
    }
    for (const key of faWithoutPersian)
      expect(persianLetter.test(faLeaves.get(key) ?? 'x'), `faWithoutPersian: ${key}`).toBe(false);
    for (const [key, words] of Object.entries(persianInEn)) {
      expect(enLeaves.has(key), `persianInEn: ${key} exists`).toBe(true);
      for (const word of words)
        expect(persianWords(enLeaves.get(key)!), `persianInEn: ${key} still has ${word}`).toContain(word);
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// Usage in apps/web/src. A key `ns.a.b` counts as used when a file that opens namespace `ns` (through
// useTranslations('ns'), getTranslations('ns') or getTranslations({ namespace: 'ns' })) has the string
// 'a.b' (any quotes), or `a.${ (its parent path followed by a template placeholder) and 'b' (as a string
// or an object key, the list the template walks); or when a file has the full 'ns.a.b'. Keys built in
// other ways are listed in `dynamicKeys` below.

const webSrc = join(root, 'apps/web/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = new Map(sourceFiles(webSrc).map((path) => [relative(webSrc, path), readFileSync(path, 'utf8')]));
/**
 * API files that read messages themselves, and the namespace each reads as a component opens one: the
 * notifications' words the API renders for SMS, email and its list (decision 042); null: a file that lists
 * values a dynamic key walks.
 */
const apiReaders: Record<string, string | null> = {
  'packages/api/src/modules/notifications/notification-texts.ts': 'notifications',
  'packages/api/src/modules/notifications/kinds.ts': null,
};
for (const file of Object.keys(apiReaders)) sources.set(file, readFileSync(join(root, file), 'utf8'));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const quoted = (text: string) => [`'${text}'`, `"${text}"`, `\`${text}\``];

function listedIn(source: string, value: string): boolean {
  return (
    quoted(value).some((text) => source.includes(text)) ||
    new RegExp(`(?:^|[\\s{,])${escape(value)}\\s*:`, 'm').test(source)
  );
}

function opensNamespace(source: string, namespace: string): boolean {
  const ns = `['"\`]${escape(namespace)}['"\`]`;
  return new RegExp(`(?:useTranslations|getTranslations)\\(\\s*${ns}|namespace:\\s*${ns}`).test(source);
}

function usedLiterally(key: string): boolean {
  const [namespace, ...rest] = key.split('.');
  const path = rest.join('.');
  const parent = rest.slice(0, -1).join('.');
  for (const [file, source] of sources) {
    if (quoted(key).some((text) => source.includes(text))) return true;
    if (!opensNamespace(source, namespace!) && apiReaders[file] !== namespace) continue;
    if (quoted(path).some((text) => source.includes(text))) return true;
    // t(`parent.${key}`): the last segment must be listed in the same file, as a string or an object key.
    if (parent && source.includes(`\`${parent}.\${`) && listedIn(source, rest.at(-1)!)) return true;
  }
  return false;
}

/**
 * Keys whose path is built at run time. `keys` is a pattern where `*` stands for one segment; `call` must
 * still be in `file` (else the entry is stale), and each `*` of a key must appear in `values` (default:
 * `file`) as a quoted string or an object key, so a key the code no longer lists is still reported unused.
 */
const dynamicKeys: { keys: string; file: string; call: string; values?: string; why: string }[] = [
  {
    keys: 'models.status.*',
    file: 'components/models/model-grid.tsx',
    call: 't(`status.${model.status}`)',
    values: 'components/models/model-data.ts',
    why: 'a model card says its status',
  },
  {
    keys: 'models.visibility.*',
    file: 'components/models/model-grid.tsx',
    call: 't(`visibility.${model.visibility}`)',
    values: 'components/models/model-data.ts',
    why: 'a model card says who may see it',
  },
  {
    keys: 'models.visibilityHint.*',
    file: 'components/models/editor/details-panel.tsx',
    call: 't(`visibilityHint.${value}`)',
    values: 'components/models/model-data.ts',
    why: 'the editor explains each visibility',
  },
  {
    keys: 'models.reasons.*',
    file: 'components/models/model-editor.tsx',
    call: 't(`reasons.${failureReason(model.error?.reason)}`)',
    values: 'components/models/model-data.ts',
    why: 'a failed model says why, by the reason the worker gave',
  },
  {
    keys: 'market.sections.*',
    file: 'components/layout/market-header.tsx',
    call: 't(`sections.${section.key}`)',
    why: 'the market header lists its sections',
  },
  {
    keys: 'marketMap.kinds.*',
    file: 'components/market/map/market-explorer.tsx',
    call: 't(`kinds.${kind}`)',
    values: 'components/market/map/search.ts',
    why: 'the kind filter of the market map lists the listing kinds',
  },
  // The home page maps its feature, step, tool and FAQ lists to `features.${key}.title` and so on.
  {
    keys: 'home.features.*.title',
    file: 'app/[locale]/(default)/page.tsx',
    call: 't(`features.${key}.title`)',
    why: 'feature cards',
  },
  {
    keys: 'home.features.*.body',
    file: 'app/[locale]/(default)/page.tsx',
    call: 't(`features.${key}.body`)',
    why: 'feature cards',
  },
  {
    keys: 'home.steps.*.title',
    file: 'app/[locale]/(default)/page.tsx',
    call: 't(`steps.${step}.title`)',
    why: 'how it works',
  },
  {
    keys: 'home.steps.*.body',
    file: 'app/[locale]/(default)/page.tsx',
    call: 't(`steps.${step}.body`)',
    why: 'how it works',
  },
  {
    keys: 'home.tools.*',
    file: 'app/[locale]/(default)/page.tsx',
    call: 't(`tools.${tool.key}`)',
    why: 'popular tools',
  },
  { keys: 'home.faq.*.q', file: 'app/[locale]/(default)/page.tsx', call: 't(`faq.${key}.q`)', why: 'FAQ' },
  { keys: 'home.faq.*.a', file: 'app/[locale]/(default)/page.tsx', call: 't(`faq.${key}.a`)', why: 'FAQ' },
  // The auth layout's three selling points.
  {
    keys: 'auth.brandPoints.*',
    file: 'app/[locale]/(auth)/layout.tsx',
    call: 't(`brandPoints.${key}`)',
    why: 'auth aside',
  },
  // The dashboard sidebar: one label per item and per group.
  { keys: 'panel.nav.*', file: 'components/layout/panel-shell.tsx', call: 't(`nav.${key}`)', why: 'sidebar items' },
  {
    keys: 'panel.groups.*',
    file: 'components/layout/panel-shell.tsx',
    call: 't(`groups.${group.key}`)',
    why: 'sidebar groups',
  },
  // The dashboard: greeting by part of the day, the missing profile items, the next steps.
  {
    keys: 'dashboard.greeting.*',
    file: 'app/[locale]/(panel)/dashboard/page.tsx',
    call: 't(`greeting.${partOfDay(',
    why: 'greeting',
  },
  {
    keys: 'dashboard.missing.*',
    file: 'app/[locale]/(panel)/dashboard/page.tsx',
    call: 't(`missing.${',
    why: 'profile completeness',
  },
  {
    keys: 'dashboard.next.*.title',
    file: 'app/[locale]/(panel)/dashboard/page.tsx',
    call: 't(`next.${key}.title`)',
    why: 'next steps',
  },
  {
    keys: 'dashboard.next.*.body',
    file: 'app/[locale]/(panel)/dashboard/page.tsx',
    call: 't(`next.${key}.body`)',
    why: 'next steps',
  },
  // The API words each notification by its kind (decision 042).
  {
    keys: 'notifications.kinds.*.title',
    file: 'packages/api/src/modules/notifications/notification-texts.ts',
    call: 't(`kinds.${kind}.title`, args)',
    values: 'packages/api/src/modules/notifications/kinds.ts',
    why: 'a notification’s title: the list, the SMS and the email’s subject',
  },
  {
    keys: 'notifications.kinds.*.body',
    file: 'packages/api/src/modules/notifications/notification-texts.ts',
    call: 't(`kinds.${kind}.body`, args)',
    values: 'packages/api/src/modules/notifications/kinds.ts',
    why: 'a notification’s text: the list and the email',
  },
  // Page titles: the route manifest maps each path to a title key, pageMetadata() calls t(titleKey).
  { keys: 'titles.*', file: 'lib/metadata.ts', call: 't(titleKey)', values: 'routes/manifest.ts', why: 'route titles' },
];

/**
 * Keys no code uses at the time of writing (found by this test). Each should be used or deleted from both
 * files; listing one here is a decision, not a default. The test fails when one of them starts being used,
 * so the list only shrinks.
 */
const knownUnused: Record<string, string> = {
  // The header stopped linking /services and /blog until those index pages exist (630c53a); the labels wait.
};

const matches = (pattern: string, key: string) =>
  new RegExp(`^${pattern.split('*').map(escape).join('[^.]+')}$`).test(key);

/** The `*` segments of `key` under `pattern`. */
const wildcards = (pattern: string, key: string) =>
  key.match(new RegExp(`^${pattern.split('*').map(escape).join('([^.]+)')}$`))!.slice(1);

function usedDynamically(key: string): boolean {
  return dynamicKeys.some(
    (entry) =>
      matches(entry.keys, key) &&
      wildcards(entry.keys, key).every((value) => listedIn(sources.get(entry.values ?? entry.file) ?? '', value)),
  );
}

const isUsed = (key: string) => usedLiterally(key) || usedDynamically(key);

describe('usage in apps/web/src', () => {
  it('finds the source files', () => {
    expect(sources.size).toBeGreaterThan(20);
  });

  it('has every dynamic call still in its file', () => {
    for (const entry of dynamicKeys) {
      const source = sources.get(entry.file);
      expect(source, `dynamicKeys: ${entry.file} exists`).toBeDefined();
      expect(source, `dynamicKeys: ${entry.file} still calls ${entry.call} (${entry.why})`).toContain(entry.call);
      if (entry.values) expect(sources.has(entry.values), `dynamicKeys: ${entry.values} exists`).toBe(true);
      expect(
        keys.some((key) => matches(entry.keys, key)),
        `dynamicKeys: ${entry.keys} matches a key`,
      ).toBe(true);
    }
  });

  it('uses every key', () => {
    const unused = keys.filter((key) => !(key in knownUnused) && !isUsed(key));
    expect(
      unused,
      'keys no code uses: use them, delete them from fa.json and en.json, or account for them here',
    ).toEqual([]);
  });

  it('lists only keys that exist and are still unused in knownUnused', () => {
    for (const key of Object.keys(knownUnused)) {
      expect(faLeaves.has(key), `knownUnused: ${key} exists`).toBe(true);
      expect(isUsed(key), `knownUnused: ${key} is used now; remove it from the list`).toBe(false);
    }
  });

  it('catches a key that nothing uses', () => {
    // The detector itself: a made-up key in a used namespace, a used key's sibling, a dynamic list's stranger.
    expect(isUsed('auth.noSuchKeyAnywhere')).toBe(false);
    expect(isUsed('home.features.noSuchFeature.title')).toBe(false);
    expect(isUsed('panel.nav.noSuchItem')).toBe(false);
    expect(isUsed('auth.entryTitle')).toBe(true);
    expect(isUsed('home.features.studio.title')).toBe(true);
    expect(isUsed('titles.about')).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------
// The glossary (PERSIAN-REVIEW.md §0 and its orthography rules): one word per concept, one spelling per
// word, in every Persian text people read: fa.json, the result catalogue, the field texts, the long-form
// pages (apps/web/src/content) and the code e-mails and text messages. Each rule names the variant to
// avoid, what to write instead and why; a variant that is right in one place is listed there, with the
// reason, and the list is checked for entries no longer needed.

/** One run of letters, ZWNJ included: the edges of a Persian word. */
const L = '\\u0600-\\u06FF\\u200C';
const word = (text: string) => new RegExp(`(?<![${L}])(?:${text})(?![${L}])`);

interface GlossaryRule {
  avoid: RegExp;
  use: string;
  why: string;
  /** Where the rule holds, when not in every text: a test on the text's place. */
  only?: (place: string) => boolean;
  /** Places (`file:key`, `content/file 'literal'`) where the variant is right, and why. */
  except?: Record<string, string>;
  /** The part of a text the rule reads, when not all of it. */
  reads?: (text: string) => string;
}

/** Namespaces and sources where «محصول» could only mean a market listing. */
const listingPlaces = /^(catalogue|fa\.json:(market|marketPages|marketMap|shopPanel|adminMarket|wallet\.reasons)\.)/;

const glossary: GlossaryRule[] = [
  // Terms (§0).
  {
    avoid: /محصول/,
    use: 'آگهی',
    why: 'a market listing is «آگهی» everywhere the UI shows it; «محصول» stays only for goods in general',
    only: (place) => listingPlaces.test(place),
  },
  {
    avoid: /ریال/,
    use: 'تومان',
    why: 'user screens show every amount in toman (DESIGN.md); rials only on admin screens',
    except: {
      'fa.json:admin.units.rials': 'admin money screens work in rials, as the gateways do',
      'fa.json:admin.units.rialsShort': 'admin money screens work in rials',
      'fa.json:admin.wallet.inRials': 'admin money screens work in rials',
      'fa.json:admin.wallet.coinPriceRials': 'admin money screens work in rials',
      'fa.json:admin.wallet.minCoinPriceRials': 'admin money screens work in rials',
      'fa.json:admin.wallet.priceRials': 'admin money screens work in rials',
      'fa.json:shopPanel.editor.priceRial':
        'the English editor’s label (Persian pages use priceToman); kept for the key set',
    },
  },
  { avoid: /جستجو/, use: 'جست‌وجو', why: 'one spelling; the market header already writes «جست‌وجو»' },
  { avoid: /نویسه/, use: 'کاراکتر', why: 'the word Iranian users know, and the one PasswordIsWeak uses' },
  { avoid: /هم‌رسانی/, use: 'اشتراک‌گذاری', why: 'an academy word ordinary users stumble on' },
  { avoid: /پیشخوان|داشبورد/, use: 'پنل کاربری', why: '«پیشخوان» also names the government service offices' },
  { avoid: /بارگیری|بارکردن|بار کردن/, use: 'بارگذاری، دانلود یا «دریافت نشد»', why: '«بارگیری» means download' },
  { avoid: /گذرواژه/, use: 'رمز عبور', why: 'one word for the password, as on every form' },
  { avoid: /شماره‌ی موبایل/, use: 'شماره همراه', why: 'the UI says «شماره همراه» everywhere' },
  { avoid: /نمایه/, use: 'تصویر پروفایل', why: 'the user profile is «پروفایل» already' },
  { avoid: /سربرگ/, use: 'تصویر بنر', why: '«سربرگ» is a letterhead' },
  { avoid: /زیرشاخه/, use: 'زیردسته', why: 'the category tree says «زیردسته»' },
  { avoid: /پالایش/, use: 'فیلتر', why: 'the word users know' },
  { avoid: /پوسته/, use: 'ظاهر', why: 'what the settings page calls it' },
  { avoid: /شرایط استفاده/, use: 'قوانین و مقررات', why: 'the menu, page title and sign-in notice' },
  { avoid: /تاریخچه/, use: 'سابقه', why: 'one word for history' },
  {
    avoid: /افزایش وضوح|ضریب بزرگ‌نمایی/,
    use: 'افزایش کیفیت',
    why: 'the tool is «افزایش کیفیت»; «بزرگ‌نمایی» is zoom',
    except: { "content/ai-tools.ts 'افزایش وضوح'": 'a search keyword people type' },
  },
  { avoid: /نام‌آشنا/, use: 'مدل‌های شناخته‌شده', why: 'one name for the group' },
  { avoid: /بسته‌(?:ی|های) شارژ/, use: 'بسته‌ی سکه', why: 'users buy coin packages' },
  { avoid: /موجودی پس از آن/, use: 'مانده', why: 'what bank statements say' },
  { avoid: /ثبت در بازار/, use: 'هزینه‌ی نمایش', why: 'listing is free; the fee is for display months' },
  { avoid: word('محله(?:ها)?|محله‌ها'), use: 'منطقه', why: 'the data names districts «منطقه ۱» to «منطقه ۲۲»' },
  { avoid: word('سیستم'), use: 'سامانه', why: 'one word for the system' },
  {
    avoid: new RegExp(`مدیر(?! بازار)(?![${L}])`),
    use: 'مدیر بازار، یا «پشتیبانی» for someone to contact',
    why: 'a bare «مدیر» is vague',
  },
  { avoid: word('لینک|لینک‌ها|آدرس'), use: 'پیوند، نشانی', why: 'the UI writes «پیوند» and «نشانی»' },
  {
    avoid: /متن درخواست/,
    use: 'پرامپت',
    why: 'one word for the prompt, glossed once on the tips page',
    except: { 'content/instruction.ts': 'the one gloss, «پرامپت (متن درخواست)»' },
  },
  { avoid: /کوته‌نوشت|آزمودن/, use: 'اختصار، امتحان کردن', why: 'literary words' },
  { avoid: new RegExp(`ساعت کار(?![${L}])`), use: 'ساعت کاری', why: 'the public shop page says «ساعت کاری»' },
  { avoid: /جای فعلی شما|جایی که هستید/, use: 'مسیر صفحه', why: 'one name for the breadcrumb' },
  { avoid: word('نتایج|تصویرها|مبلغ‌ها'), use: 'نتیجه‌ها، تصاویر، مبالغ', why: 'one plural each' },
  {
    avoid: /شارژ کیف پول/,
    use: 'افزایش موجودی',
    why: 'the top-up button',
    only: (place) => place.startsWith('fa.json:'),
  },
  { avoid: word('موس'), use: 'ماوس', why: 'one spelling' },
  { avoid: /مورد نظر/, use: 'موردنظر (or nothing: «فاکتور پیدا نشد»)', why: 'one spelling' },
  // Orthography.
  { avoid: /\u0654|\u06C0/, use: 'ـه‌ی', why: 'the ezafe after a silent «ه» is «ـه‌ی» (not «ـهٔ» or «ۀ»)' },
  {
    avoid: new RegExp(
      `(?<![${L}])(?:هزینه نمایش(?! داده)|صفحه فروشگاه|همه (?:آگهی|صفحه|مکان)|نسخه انگلیسی|منطقه زمانی|کتابخانه تصاویر|شناسه (?:کاربر|فاکتور|سفارش|طرح|فایل|آگهی|فروشگاه|مکان|ویژگی|خدمت|مطلب|شرکت|تیکت|تور|دسته‌بندی)|دکمه (?:ثبت|«)|بازه (?:دیگر|[۰-۹{]))`,
    ),
    use: 'ـه‌ی',
    why: 'the ezafe is written («هزینه‌ی نمایش»), not left out',
  },
  { avoid: /این‌جا/, use: 'اینجا', why: 'one spelling' },
  {
    avoid: /(?:فعال|پاک|باز|رنگ)\u200C?کردن/,
    use: 'فعال کردن، پاک کردن، …',
    why: 'compound infinitives are spaced',
  },
  { avoid: /[\u064A\u0643\u0649\u0629]/, use: 'ی، ک', why: 'Persian yeh and kaf, not the Arabic letters' },
  { avoid: /[\u0660-\u0669]/, use: '۰–۹', why: 'Persian digits, not Arabic-Indic ones' },
  { avoid: /[,;?]/, use: '، ؛ ؟', why: 'Persian punctuation in Persian text' },
  // Register: «شما», never the singular «تو».
  {
    avoid: word('تو|بده|بساز|بزن|بکن|کن|بنویس|بگیر|بفرست|بگذار|بخوان|ببین|برو|بیا|بگو|بکش|بپرس|بخر|بپرداز|بردار'),
    use: 'a noun («ساخت») or the plural («بسازید»)',
    why: 'polite «شما» on every button and sentence',
    // A prompt quoted as an example («رنگ مبل را سبز تیره کن») speaks to the model, not to the person.
    reads: (text) => text.replace(/«[^»]*»/g, ' ').replace(/مثلاً:.*$/, ' '),
  },
];

/** Digits in Latin words (MP4, 3D) and addresses are names; any other ASCII digit is a number to write in Persian. */
const latinDigit = (text: string) => /[0-9]/.test(text.replace(/\S*@\S*|[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*/g, ''));

interface PersianText {
  /** `fa.json:<key>`, `catalogue:<code>`, `field-errors:<name>` or `content/<file>`. */
  place: string;
  text: string;
}

/** The single-quoted literals of a source file that hold Persian letters. */
function persianLiterals(file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8');
  return [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'/g)].map((m) => m[1]!).filter((text) => persianLetter.test(text));
}

const contentDir = join(root, 'apps/web/src/content');
const persianTexts: PersianText[] = [
  ...keys.map((key) => ({ place: `fa.json:${key}`, text: textOf(faLeaves.get(key)!) })),
  ...Object.entries(catalogue).map(([code, entry]) => ({ place: `catalogue:${code}`, text: entry.fa })),
  ...Object.entries(fieldTexts).map(([name, texts]) => ({ place: `field-errors:${name}`, text: texts.fa })),
  ...readdirSync(contentDir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .flatMap((name) =>
      persianLiterals(`apps/web/src/content/${name}`).map((text) => ({ place: `content/${name}`, text })),
    ),
  // What people get by e-mail and text message.
  ...['packages/api/src/modules/notify/smtp.ts', 'packages/api/src/modules/notify/outbox.ts'].flatMap((file) =>
    persianLiterals(file).map((text) => ({ place: file, text })),
  ),
];

/** The exception that covers a text, if any: by its place, or by its place and exact literal. */
const exceptionFor = (rule: GlossaryRule, { place, text }: PersianText) =>
  rule.except?.[place] ?? rule.except?.[`${place} '${text}'`];

function glossaryViolations(texts: PersianText[]) {
  const found: string[] = [];
  for (const item of texts) {
    for (const rule of glossary) {
      if (rule.only && !rule.only(item.place)) continue;
      const match = rule.avoid.exec(rule.reads ? rule.reads(item.text) : item.text);
      if (match && exceptionFor(rule, item) === undefined)
        found.push(`${item.place}: «${match[0]}» → ${rule.use} (${rule.why}) in «${item.text}»`);
    }
    if (latinDigit(item.text)) found.push(`${item.place}: Latin digits → ۰–۹ in «${item.text}»`);
  }
  return found;
}

describe('the glossary', () => {
  it('finds the Persian texts to read', () => {
    const places = new Set(persianTexts.map((item) => item.place.split(':')[0]));
    for (const source of [
      'fa.json',
      'catalogue',
      'field-errors',
      'content/guide.ts',
      'content/terms.ts',
      'content/about.ts',
    ])
      expect(places, source).toContain(source);
    expect(persianTexts.length).toBeGreaterThan(2000);
  });

  it('catches a planted variant and lets the right words through', () => {
    const planted = [
      { place: 'fa.json:marketPages.search', text: 'جستجو در بازار' },
      { place: 'catalogue:ProductNotFound', text: 'محصول پیدا نشد' },
      { place: 'content/guide.ts', text: 'این مبلغ به ریال است' },
      { place: 'fa.json:studio.form.submit', text: 'بساز' },
      { place: 'fa.json:shopPanel.landing.showLink', text: 'دکمه ثبت سفارش را نشان بده' },
      { place: 'fa.json:titles.marketMap', text: 'نقشهٔ بازار' },
      { place: 'content/terms.ts', text: 'كد تأييد' },
      { place: 'content/guide.ts', text: 'ظرف 72 ساعت' },
    ];
    expect(glossaryViolations(planted)).toHaveLength(planted.length + 1); // the ezafe of «دکمه ثبت» too
    const right = [
      { place: 'fa.json:marketPages.search', text: 'جست‌وجو در بازار' },
      { place: 'catalogue:ProductNotFound', text: 'آگهی پیدا نشد' },
      { place: 'content/about.ts', text: 'عکس محصول با پس‌زمینه‌ی تمیز، فایل MP4 و مدل 3D' },
      { place: 'fa.json:studio.form.submit', text: 'ساخت' },
      { place: 'fa.json:auth.credentialHint', text: 'مثلاً ۰۹۱۲۳۴۵۶۷۸۹ یا name@example.com' },
      { place: 'fa.json:marketMap.title', text: 'نقشه‌ی بازار؛ موسیقی، بزرگ‌نمایی و مدیر بازار' },
    ];
    expect(glossaryViolations(right)).toEqual([]);
  });

  it('holds in every Persian text', () => {
    expect(
      glossaryViolations(persianTexts),
      'write the glossary’s word, or list the place in the rule’s except',
    ).toEqual([]);
  });

  it('lists only exceptions that are still needed', () => {
    for (const rule of glossary) {
      for (const place of Object.keys(rule.except ?? {})) {
        const covered = persianTexts.filter((item) => exceptionFor(rule, item) !== undefined);
        expect(
          covered.some((item) => rule.avoid.test(item.text)),
          `${rule.avoid}: the exception ${place} is no longer needed`,
        ).toBe(true);
      }
    }
  });
});
