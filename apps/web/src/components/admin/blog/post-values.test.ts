import { describe, expect, it } from 'vitest';
import { blogPostBody } from '@rassam/api/schemas';
import { insertImage, toggleHeading, toggleList, wrapBold, wrapLink } from './markdown-edits';
import { postBodyOf, postValues, publishedAtOf, slugFrom, type PostValues } from './post-values';
import type { AdminBlogPost } from './types';

const filled = (changes: Partial<PostValues> = {}): PostValues => ({
  ...postValues(null),
  slug: 'first-post',
  title: 'نخستین مطلب',
  summary: 'خلاصه‌ای برای کارت این مطلب.',
  body: '## سلام\n\nمتن مطلب.',
  ...changes,
});

const stored = (changes: Partial<AdminBlogPost> = {}): AdminBlogPost => ({
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'first-post',
  title: 'نخستین مطلب',
  titleEn: null,
  summary: 'خلاصه‌ای برای کارت این مطلب.',
  summaryEn: null,
  body: 'متن',
  bodyEn: null,
  category: null,
  categoryId: null,
  cover: null,
  coverId: null,
  readingMinutes: 1,
  readingMinutesEn: null,
  status: 'published',
  publishedAt: '2026-03-20T20:30:00.000Z',
  createdAt: '2026-03-20T20:00:00.000Z',
  updatedAt: '2026-03-20T20:30:00.000Z',
  author: null,
  ...changes,
});

describe('slugFrom', () => {
  it('makes a slug of an English title', () => {
    expect(slugFrom('  Hello, World: 3D Models & AR! ')).toBe('hello-world-3d-models-ar');
    expect(slugFrom('Café déjà vu')).toBe('cafe-deja-vu');
    expect(slugFrom('What’s new in ۱۴۰۵')).toBe('whats-new-in-1405');
    expect(slugFrom('فقط فارسی')).toBe('');
  });

  it('cuts a long one at a word, as long as a slug may be', () => {
    const slug = slugFrom(`${'word '.repeat(30)}end`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.startsWith('word-word')).toBe(true);
  });
});

describe('postBodyOf', () => {
  it('sends a Persian-only post, whose blank English texts the schema reads as none', () => {
    const body = postBodyOf(filled());
    expect(body).toMatchObject({ slug: 'first-post', categoryId: null, coverId: null });
    const parsed = blogPostBody.parse(body);
    expect([parsed.titleEn, parsed.summaryEn, parsed.bodyEn]).toEqual([null, null, null]);
  });

  it('has the schema name each missing English text when some are written', () => {
    const body = postBodyOf(filled({ titleEn: 'First post', summaryEn: '   ' }));
    const result = blogPostBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['summaryEn', 'EnglishTextIncomplete'],
      ['bodyEn', 'EnglishTextIncomplete'],
    ]);
  });

  it('reads a slug typed with Persian digits', () => {
    expect(postBodyOf(filled({ slug: 'post-۱۲' })).slug).toBe('post-12');
  });

  it('sends the publication day only when it was changed, as noon in Tehran', () => {
    const post = stored();
    const values = postValues(post);
    expect(values.publishedAt).toBe('2026-03-21');
    expect(postBodyOf(values, post).publishedAt).toBeUndefined();
    expect(postBodyOf({ ...values, publishedAt: '2026-03-01' }, post).publishedAt).toBe('2026-03-01T08:30:00.000Z');
    // Today before noon in Tehran is now: the API refuses a date in the future.
    const morning = Date.parse('2026-03-01T06:00:00.000Z');
    expect(publishedAtOf('2026-03-01', morning)).toBe('2026-03-01T06:00:00.000Z');
    expect(postBodyOf({ ...values, publishedAt: '' }, post).publishedAt).toBeUndefined();
    expect(publishedAtOf('not a day')).toBeUndefined();
  });
});

describe('the Markdown toolbar', () => {
  it('makes a heading of the caret’s line, and takes it back', () => {
    const once = toggleHeading({ text: 'one\ntwo\nthree', start: 5, end: 5 });
    expect(once.text).toBe('one\n# two\nthree');
    expect(once.start).toBe(once.end);
    expect(toggleHeading({ ...once, start: 5, end: 5 }).text).toBe('one\ntwo\nthree');
  });

  it('makes a list of the selected lines', () => {
    const text = 'a\nb\nc';
    expect(toggleList({ text, start: 0, end: text.length }).text).toBe('- a\n- b\n- c');
    expect(toggleList({ text: '- a\n- b', start: 0, end: 7 }).text).toBe('a\nb');
  });

  it('wraps the selection in bold, or a placeholder selected to type over', () => {
    expect(wrapBold({ text: 'a word here', start: 2, end: 6 }, 'bold')).toEqual({
      text: 'a **word** here',
      start: 4,
      end: 8,
    });
    const empty = wrapBold({ text: 'x ', start: 2, end: 2 }, 'bold');
    expect(empty.text.slice(empty.start, empty.end)).toBe('bold');
  });

  it('makes a link with its address selected', () => {
    const link = wrapLink({ text: 'see Rassam now', start: 4, end: 10 }, 'text');
    expect(link.text).toBe('see [Rassam](https://) now');
    expect(link.text.slice(link.start, link.end)).toBe('https://');
  });

  it('puts an image on a paragraph of its own with its description selected', () => {
    const image = insertImage({ text: 'before\nafter', start: 6, end: 6 }, 'alt', '/api/blog/files/x');
    expect(image.text).toBe('before\n\n![alt](/api/blog/files/x)\n\nafter');
    expect(image.text.slice(image.start, image.end)).toBe('alt');
    expect(insertImage({ text: '', start: 0, end: 0 }, 'alt', '/x').text).toBe('![alt](/x)');
  });
});
