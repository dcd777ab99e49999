import { describe, it, expect } from 'vitest';
import { about, guide, instruction, policy, terms } from './index';
import type { ContentDocument, ContentLocale } from './types';

const documents: Record<string, Record<ContentLocale, ContentDocument>> = { about, policy, terms, guide, instruction };
const locales: ContentLocale[] = ['fa', 'en'];

/**
 * Latin tokens that may appear in Persian text: cookie names, formats, brands, the contact address and the
 * names of AI models. Longer tokens come first so that e.g. the email is stripped before "Rassam".
 */
const ALLOWED_LATIN_IN_FA = [
  'support@rassam.app',
  'user_session',
  'Nano Banana',
  'Seedance',
  'Hailuo',
  'Runway',
  'Rassam',
  'PayPal',
  'Zibal',
  'Kling',
  'Luma',
  'Sora',
  'USDZ',
  'GLB',
  'Veo',
  'Wan',
  'AR',
  '3D',
  'AI',
];

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const allowedTokenPattern = new RegExp(
  ALLOWED_LATIN_IN_FA.map((token) => `(?<![A-Za-z0-9_])${escapeRegExp(token)}(?![A-Za-z0-9_])`).join('|'),
  'g',
);

const LATIN = /[A-Za-z]/;
/** Arabic-script letters (Arabic, Arabic Supplement, Extended-A, Presentation Forms A and B). */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** Arabic yeh and kaf instead of the Persian letters, and Arabic-Indic digits instead of Persian ones. */
const NON_PERSIAN_FORMS = /[\u064A\u0643\u0660-\u0669]/;
const PLACEHOLDER = /lorem|ipsum|\bTBD\b|\bTODO\b|XXX|\[.*?\]/i;

function strings(doc: ContentDocument): string[] {
  return [
    doc.title,
    doc.description,
    ...doc.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])]),
  ];
}

describe.each(Object.entries(documents))('content document %s', (_name, doc) => {
  it('has both locales', () => {
    expect(Object.keys(doc).sort()).toEqual([...locales].sort());
    for (const locale of locales) expect(doc[locale]).toBeDefined();
  });

  it('has the same section ids in the same order in every locale', () => {
    const ids = doc.fa.sections.map((section) => section.id);
    expect(doc.en.sections.map((section) => section.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('has between 6 and 12 sections', () => {
    expect(doc.fa.sections.length).toBeGreaterThanOrEqual(6);
    expect(doc.fa.sections.length).toBeLessThanOrEqual(12);
  });

  it.each(locales)('%s: has no empty strings, placeholders or empty sections', (locale) => {
    const content = doc[locale];
    expect(content.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(content.updatedAt))).toBe(false);
    for (const section of content.sections) {
      expect(section.paragraphs.length).toBeGreaterThan(0);
      if (section.list) expect(section.list.length).toBeGreaterThan(0);
    }
    for (const text of strings(content)) {
      expect(text.trim()).not.toBe('');
      expect(text).toBe(text.trim());
      expect(text).not.toMatch(PLACEHOLDER);
    }
  });

  it.each(locales)('%s: description fits a meta description (at most 160 characters)', (locale) => {
    expect(doc[locale].description.length).toBeLessThanOrEqual(160);
  });

  it('fa: uses no Latin letters apart from the allowed tokens', () => {
    for (const text of strings(doc.fa)) {
      const stripped = text.replace(allowedTokenPattern, '');
      expect(stripped, text).not.toMatch(LATIN);
    }
  });

  it('fa: uses Persian letters and digits, not Arabic forms', () => {
    for (const text of strings(doc.fa)) expect(text, text).not.toMatch(NON_PERSIAN_FORMS);
  });

  it('en: uses no Persian or Arabic letters and no zero-width non-joiners', () => {
    for (const text of strings(doc.en)) {
      expect(text, text).not.toMatch(ARABIC_SCRIPT);
      expect(text, text).not.toContain('\u200C');
    }
  });

  it('has the same updatedAt in both locales', () => {
    expect(doc.fa.updatedAt).toBe(doc.en.updatedAt);
  });
});
