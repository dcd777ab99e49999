import { describe, expect, it } from 'vitest';
import { inputJsonSchema, tools, type ToolDefinition } from '@rassam/ai';
import { aiFieldCopy, aiFieldOverrides, aiOptionCopy, fieldCopy, optionCopy, type FieldCopy } from './ai-fields';
import { aiGroupCopy, aiToolCopy, toolCopy, type AiToolCopy } from './ai-tools';
import type { ContentLocale } from './types';

const locales: ContentLocale[] = ['fa', 'en'];
const catalogue = tools as unknown as readonly ToolDefinition[];
const slugs = catalogue.map((tool) => tool.slug);

interface JsonProperty {
  enum?: unknown[];
  anyOf?: { const?: unknown }[];
  items?: JsonProperty;
}

/** Field names as the form sees them: the JSON Schema works for refined objects too (image-expand). */
function properties(tool: ToolDefinition): Record<string, JsonProperty> {
  return ((inputJsonSchema(tool) as { properties?: Record<string, JsonProperty> }).properties ?? {}) as Record<
    string,
    JsonProperty
  >;
}

function enumValues(property: JsonProperty): string[] {
  const values = [
    ...(property.enum ?? []),
    ...(property.anyOf ?? []).flatMap((option) => ('const' in option ? [option.const] : [])),
    ...(property.items ? enumValues(property.items) : []),
  ];
  return values.map(String);
}

/** Latin words that may appear in Persian text: file formats and AR. Brand names live in `brand`. */
const ALLOWED_LATIN_IN_FA = ['WebP', 'WebM', 'PNG', 'JPG', 'MP4', 'MOV', 'GLB', 'AR', 'AI'];
const allowedLatin = new RegExp(`(?<![A-Za-z0-9])(?:${ALLOWED_LATIN_IN_FA.join('|')})(?![A-Za-z0-9])`, 'g');
const LATIN = /[A-Za-z]/;
const ASCII_DIGIT = /[0-9]/;
/** Arabic yeh and kaf, and Arabic-Indic digits, instead of the Persian forms. */
const NON_PERSIAN_FORMS = /[\u064A\u0643\u0660-\u0669]/;
/** Latin comma, semicolon and question mark; Persian text uses ، ؛ ؟ */
const LATIN_PUNCTUATION = /[,;?]/;
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const ZWNJ = '\u200C';
/** A ZWNJ after a letter that never joins leftwards does nothing (کار‌ها → کارها). */
const REDUNDANT_ZWNJ = /[اآأإدذرزژوؤ]\u200C/;
/** A ZWNJ must sit between two Persian letters. */
const LOOSE_ZWNJ = /(^|[^\u0600-\u06FF])\u200C|\u200C($|[^\u0600-\u06FF])/;
/** «می سازد» or «نمی شود» written with a space instead of a ZWNJ. */
const SPLIT_MI = /(^|[^\u0600-\u06FF\u200C])ن?می [\u0600-\u06FF]/;
/** Plural and comparative suffixes left standing alone after a space. */
const DETACHED_SUFFIX = / (ها|های|هایی|ترین)(?![\u0600-\u06FF])/;
const HYPE = /\b[48]K\b|in seconds|instant|lightning|فوری|چند ثانیه/i;
const PRICE = /[0-9۰-۹]+\s*(سکه|coins?\b)/i;

function expectPersian(text: string) {
  expect(text.trim(), text).not.toBe('');
  expect(text, text).toBe(text.trim());
  expect(text, text).not.toMatch(/ {2}/);
  const stripped = text.replace(allowedLatin, '');
  expect(stripped, text).not.toMatch(LATIN);
  expect(stripped, text).not.toMatch(ASCII_DIGIT);
  expect(text, text).not.toMatch(NON_PERSIAN_FORMS);
  expect(text, text).not.toMatch(LATIN_PUNCTUATION);
  expect(text, text).not.toMatch(REDUNDANT_ZWNJ);
  expect(text, text).not.toMatch(LOOSE_ZWNJ);
  expect(text, text).not.toMatch(SPLIT_MI);
  expect(text, text).not.toMatch(DETACHED_SUFFIX);
  expect(text, text).not.toMatch(HYPE);
  expect(text, text).not.toMatch(PRICE);
}

function expectEnglish(text: string) {
  expect(text.trim(), text).not.toBe('');
  expect(text, text).toBe(text.trim());
  expect(text, text).not.toMatch(/ {2}/);
  expect(text, text).not.toMatch(ARABIC_SCRIPT);
  expect(text, text).not.toContain(ZWNJ);
  expect(text, text).not.toMatch(HYPE);
  expect(text, text).not.toMatch(PRICE);
}

const expectLanguage = (locale: ContentLocale, text: string) =>
  locale === 'fa' ? expectPersian(text) : expectEnglish(text);

/** Every display string of a tool's copy; `brand` is the Latin brand on purpose and left out. */
function toolStrings(copy: AiToolCopy): string[] {
  return [
    copy.name,
    copy.tagline,
    copy.description,
    ...copy.steps,
    ...copy.uses,
    ...copy.faq.flatMap((entry) => [entry.q, entry.a]),
    ...copy.keywords,
  ];
}

const fieldStrings = (copy: Partial<FieldCopy>) =>
  [copy.label, copy.help, copy.placeholder].filter((text): text is string => text !== undefined);

const mentionsOffline = (text: string) => /offline|آفلاین/i.test(text);

describe('AI tool copy', () => {
  it('covers every catalogue tool and nothing else', () => {
    expect(Object.keys(aiToolCopy).sort()).toEqual([...slugs].sort());
    expect(slugs).toHaveLength(27);
  });

  describe.each(catalogue.map((tool) => [tool.slug, tool] as const))('%s', (slug, tool) => {
    it.each(locales)('%s: has complete copy of the right shape', (locale) => {
      const copy = aiToolCopy[slug]![locale];
      expect(copy.tagline.length, copy.tagline).toBeLessThanOrEqual(70);
      expect(copy.steps).toHaveLength(3);
      expect(copy.uses.length).toBeGreaterThanOrEqual(3);
      expect(copy.uses.length).toBeLessThanOrEqual(4);
      expect(copy.faq.length).toBeGreaterThanOrEqual(3);
      expect(copy.faq.length).toBeLessThanOrEqual(4);
      expect(copy.keywords.length).toBeGreaterThanOrEqual(4);
      expect(copy.keywords.length).toBeLessThanOrEqual(8);
      expect(new Set(copy.keywords).size).toBe(copy.keywords.length);
      const sentences = copy.description.split(/[.!؟?](?:\s|$)/).filter((part) => part.trim() !== '');
      expect(sentences.length, copy.description).toBeGreaterThanOrEqual(2);
      expect(sentences.length, copy.description).toBeLessThanOrEqual(3);
      for (const text of toolStrings(copy)) expectLanguage(locale, text);
    });

    it('has parallel fa and en copy', () => {
      const { fa, en } = aiToolCopy[slug]!;
      expect(fa.uses.length).toBe(en.uses.length);
      expect(fa.faq.length).toBe(en.faq.length);
      expect(fa.name).not.toBe(en.name);
    });

    it('names the brand on model pages only', () => {
      const { fa, en } = aiToolCopy[slug]!;
      if (tool.group === 'model') {
        expect(en.brand).toMatch(/^[A-Za-z][A-Za-z ()]+$/);
        expect(fa.brand).toBe(en.brand);
        expect(en.name).toBe(en.brand);
      } else {
        expect(fa.brand).toBeUndefined();
        expect(en.brand).toBeUndefined();
      }
    });

    it('mentions an offline preview in one FAQ entry, only for tools whose offline result is a preview', () => {
      const preview = tool.offline.startsWith('preview-');
      for (const locale of locales) {
        const copy = aiToolCopy[slug]![locale];
        const offlineEntries = copy.faq.filter((entry) => mentionsOffline(entry.q) || mentionsOffline(entry.a));
        expect(offlineEntries).toHaveLength(preview ? 1 : 0);
        for (const text of [copy.name, copy.tagline, copy.description, ...copy.steps, ...copy.uses]) {
          expect(mentionsOffline(text), text).toBe(false);
        }
      }
    });

    it('says that coins of a failed job are refunded automatically', () => {
      expect(aiToolCopy[slug]!.fa.faq.some((entry) => entry.a.includes('خودکار'))).toBe(true);
      expect(aiToolCopy[slug]!.en.faq.some((entry) => /automatically/.test(entry.a))).toBe(true);
    });
  });

  it('has both locales of every group the catalogue uses', () => {
    const groups = new Set(catalogue.map((tool) => tool.group));
    expect(Object.keys(aiGroupCopy).sort()).toEqual(['3d', 'audio', 'edit', 'image', 'model', 'video']);
    for (const group of groups) expect(aiGroupCopy[group]).toBeDefined();
    for (const copy of Object.values(aiGroupCopy)) {
      for (const locale of locales) {
        expectLanguage(locale, copy[locale].name);
        expectLanguage(locale, copy[locale].description);
      }
    }
  });

  it('falls back to a neutral copy for a tool it does not know, without throwing', () => {
    for (const slug of ['image-to-music', 'brand-new-tool', '', 'constructor', '__proto__']) {
      for (const locale of locales) {
        const copy = toolCopy(slug, locale);
        expect(copy.name.trim()).not.toBe('');
        expect(copy.tagline.length).toBeLessThanOrEqual(70);
        expect(copy.steps).toHaveLength(3);
        expect(copy.faq.length).toBeGreaterThan(0);
        expect(copy.keywords.length).toBeGreaterThan(0);
      }
    }
    expect(toolCopy('image-to-music', 'fa').name).toBe('تصویر به موسیقی');
    expect(toolCopy('image-to-music', 'en').name).toBe('Image to music');
    expect(toolCopy('brand-new-tool', 'en').name).toBe('Brand new tool');
    expectPersian(toolCopy('image-to-music', 'fa').description);
    expect(toolCopy('kling-ai', 'fa')).toBe(aiToolCopy['kling-ai']!.fa);
  });
});

describe('AI form fields', () => {
  const fields = catalogue.flatMap((tool) => Object.keys(properties(tool)).map((field) => [tool.slug, field] as const));

  it('reads the fields the catalogue declares', () => {
    expect(new Set(fields.map(([, field]) => field))).toEqual(
      new Set(
        ['prompt', 'negativePrompt', 'aspectRatio', 'style', 'count', 'seed', 'image', 'mask', 'images']
          .concat(['garment', 'garmentKind', 'roomType', 'strength', 'factor', 'duration', 'text', 'voice'])
          .concat(['speed', 'video', 'left', 'right', 'top', 'bottom']),
      ),
    );
  });

  it.each(fields)('%s: %s has a label in both languages', (tool, field) => {
    expect(aiFieldCopy[field], field).toBeDefined();
    for (const locale of locales) {
      const copy = fieldCopy(tool, field, locale);
      expect(copy.label).not.toBe(field);
      for (const text of fieldStrings(copy)) expectLanguage(locale, text);
    }
  });

  it('has only valid generic labels and overrides for tools and fields that exist', () => {
    for (const copy of Object.values(aiFieldCopy)) {
      for (const locale of locales) for (const text of fieldStrings(copy[locale])) expectLanguage(locale, text);
    }
    for (const [slug, overrides] of Object.entries(aiFieldOverrides)) {
      const tool = catalogue.find((candidate) => candidate.slug === slug);
      expect(tool, slug).toBeDefined();
      const own = Object.keys(properties(tool!));
      for (const [field, copy] of Object.entries(overrides)) {
        expect(own, `${slug}.${field}`).toContain(field);
        for (const locale of locales) for (const text of fieldStrings(copy[locale])) expectLanguage(locale, text);
      }
    }
  });

  it('uses tool-specific wording where the generic label would mislead', () => {
    expect(fieldCopy('image-to-tryon', 'image', 'fa').label).toBe('عکس شخص');
    expect(fieldCopy('image-to-decor', 'image', 'fa').label).toBe('عکس اتاق');
    expect(fieldCopy('image-to-render', 'image', 'fa').label).toBe('عکس یا طرح دستی');
    expect(fieldCopy('image-modify', 'prompt', 'fa').label).toBe('چه چیزی را تغییر دهیم؟');
    expect(fieldCopy('kling-ai', 'image', 'en').label).toBe('Start image');
    // The generic help still shows under an override that only renames the field.
    expect(fieldCopy('image-to-image3d', 'image', 'en').help).toBe(aiFieldCopy.image!.en.help);
    expect(fieldCopy('remove-bg', 'image', 'fa')).toEqual(aiFieldCopy.image!.fa);
  });

  it('leaves "optional" out of labels: the form marks optional fields itself', () => {
    const labels = [
      ...Object.values(aiFieldCopy),
      ...Object.values(aiFieldOverrides).flatMap((fields) => Object.values(fields)),
    ].flatMap((copy) => [copy.fa.label, copy.en.label]);
    for (const label of labels) expect(label).not.toMatch(/اختیاری|optional/i);
  });

  it('falls back to the generic label, then to the field name', () => {
    expect(fieldCopy('brand-new-tool', 'prompt', 'en')).toEqual(aiFieldCopy.prompt!.en);
    expect(fieldCopy('brand-new-tool', 'mystery', 'fa')).toEqual({ label: 'mystery' });
    expect(fieldCopy('text-to-image', 'constructor', 'en')).toEqual({ label: 'constructor' });
  });
});

describe('AI form options', () => {
  const options = catalogue.flatMap((tool) =>
    Object.entries(properties(tool)).flatMap(([field, property]) =>
      enumValues(property).map((value) => [tool.slug, field, value] as const),
    ),
  );

  it('finds the enums of the catalogue', () => {
    const fields = new Set(options.map(([, field]) => field));
    expect(fields).toEqual(new Set(['aspectRatio', 'style', 'garmentKind', 'roomType', 'voice', 'factor', 'duration']));
  });

  it.each(options)('%s: %s = %s has a label in both languages', (_tool, field, value) => {
    for (const locale of locales) {
      const label = aiOptionCopy[field]?.[locale][value];
      expect(label, `${field}=${value}`).toBeDefined();
      expectLanguage(locale, label!);
      expect(optionCopy(field, value, locale)).toBe(label);
    }
  });

  it('labels shared and numeric values as the brief describes', () => {
    expect(optionCopy('voice', 'fa-female', 'fa')).toBe('زن (فارسی)');
    expect(optionCopy('aspectRatio', '16:9', 'fa')).toBe('افقی ۱۶:۹');
    expect(optionCopy('aspectRatio', '16:9', 'en')).toBe('Landscape 16:9');
    expect(optionCopy('factor', 2, 'fa')).toBe('۲ برابر');
    expect(optionCopy('style', 'persian', 'en')).toBe('Persian');
    expect(optionCopy('style', 'photoreal', 'fa')).toBe('واقع‌گرایانه');
  });

  it('falls back to the raw value, and reads any length in seconds', () => {
    expect(optionCopy('mystery', 'x-value', 'fa')).toBe('x-value');
    expect(optionCopy('style', 'cyberpunk', 'en')).toBe('cyberpunk');
    expect(optionCopy('style', 'toString', 'en')).toBe('toString');
    expect(optionCopy('duration', 7, 'fa')).toBe('۷ ثانیه');
    expect(optionCopy('duration', '12', 'en')).toBe('12 seconds');
  });
});
