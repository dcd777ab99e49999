/**
 * A post's Markdown as the server renders it (decision 048): the outline under the page's h1, the links and
 * images it may hold, and what an author (or someone who took over an admin's account) cannot slip in.
 */
import fa from '@rassam/i18n/messages/fa.json';
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blogFileId, blogListPath, postIn, type PostCard } from './blog';
import { PostBody, postLinkKind } from './post-body';

/** In a Persian page, as the admin's editor previews either language (the public pages: the post's own). */
const render = (markdown: string, locale: 'fa' | 'en' = 'fa') =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="fa" messages={fa} timeZone="Asia/Tehran">
      <PostBody markdown={markdown} locale={locale} />
    </NextIntlClientProvider>,
  );

const LIBRARY = '/api/blog/files/0b5c1d62-6f1a-4f55-9d4e-2d7f3f0a8c11';

describe('a post body', () => {
  it('starts its headings at h2 (the title is the h1) and reads in the language it is written in', () => {
    const html = render('# یک\n\n## دو\n\n###### شش\n\nمتن');
    expect(html).not.toContain('<h1');
    expect(html).toMatch(/<h2[^>]*>یک<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>دو<\/h3>/);
    expect(html).toMatch(/<h6[^>]*>شش<\/h6>/);
    // A writer who begins at ## gets the same outline: the highest heading is an h2, with no level skipped.
    const fromTwo = render('## یک\n\n### دو\n\nمتن');
    expect(fromTwo).toMatch(/<h2[^>]*>یک<\/h2>/);
    expect(fromTwo).toMatch(/<h3[^>]*>دو<\/h3>/);
    expect(html).toMatch(/^<div dir="rtl" lang="fa"/);
    expect(render('Text', 'en')).toMatch(/^<div dir="ltr" lang="en"/);
  });

  it('sets code left to right, in a block and in a line', () => {
    const html = render('متن `npm run dev` متن\n\n```\nconst a = 1;\n```');
    expect(html).toMatch(/<code dir="ltr"[^>]*>npm run dev<\/code>/);
    expect(html).toMatch(/<pre dir="ltr"[^>]*><code dir="ltr"[^>]*>const a = 1;\n<\/code><\/pre>/);
  });

  it('links to the web in a new tab without vouching for it, and to this site and to mail as they are', () => {
    const html = render('[بیرون](https://example.com/a) [خدمات](/services) [نامه](mailto:a@example.com)');
    expect(html).toContain(
      '<a href="https://example.com/a" class="text-link underline underline-offset-4 hover:decoration-2" target="_blank" rel="noopener noreferrer nofollow">بیرون</a>',
    );
    expect(html).toMatch(/<a class="[^"]*" href="\/services">خدمات<\/a>/);
    expect(render('[بازار](/market/places/all?page=2#top)')).toContain('href="/market/places/all?page=2#top"');
    expect(html).toMatch(/<a href="mailto:a@example.com" class="[^"]*">نامه<\/a>/);
  });

  it("links to this site's pages in the post's language, unless a path names its language or is the API's", () => {
    const html = render('[خدمات](/services) [فارسی](/about) [فایل](/api/blog/files/x) [صریح](/en/market)', 'en');
    expect(html).toMatch(/<a class="[^"]*" href="\/en\/services">خدمات<\/a>/);
    expect(html).toMatch(/<a class="[^"]*" href="\/en\/about">فارسی<\/a>/);
    expect(html).toMatch(/<a href="\/api\/blog\/files\/x" class="[^"]*">فایل<\/a>/);
    expect(html).toMatch(/<a href="\/en\/market" class="[^"]*">صریح<\/a>/);
  });

  it('keeps only the text of a link to a script, data, another scheme or another host', () => {
    const html = render(
      [
        '[یک](javascript:alert(1))',
        '[دو](JaVaScRiPt:alert(1))',
        '[سه](data:text/html;base64,PHNjcmlwdD4=)',
        '[چهار](vbscript:msgbox)',
        '[پنج](//evil.example/x)',
        '[شش](page.html)',
        '[هفت][r]',
        '<javascript:alert(3)>',
        '[r]: javascript:alert(2)',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<a|href=/);
    for (const word of ['یک', 'دو', 'سه', 'چهار', 'پنج', 'شش', 'هفت']) expect(html).toContain(word);
    // A backslash a browser would read as a slash (`/\\host`) is escaped by the parser into a path of this site.
    expect(render('[هشت](/\\evil.example/x)')).toContain('href="/%5Cevil.example/x"');
  });

  it("shows the blog library's images at the served widths, and leaves out any other", () => {
    const html = render(
      [
        `![ویترین](${LIBRARY})`,
        '![بیرون](https://evil.example/a.png)',
        '![داده](data:image/png;base64,iVBORw0KGgo=)',
        '![بازار](/api/market/files/0b5c1d62-6f1a-4f55-9d4e-2d7f3f0a8c11)',
        '![جعلی](/api/blog/files/../../admin)',
        `![ردپا](${LIBRARY}?w=640&track=1)`,
      ].join('\n\n'),
    );
    const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(1);
    expect(images[0]).toContain(`src="${LIBRARY}?w=960"`);
    expect(images[0]).toContain(`${LIBRARY}?w=320 320w`);
    expect(images[0]).toContain('alt="ویترین"');
    expect(html).not.toMatch(/evil|data:|\/api\/market|admin|track/);
  });

  it('shows raw HTML as the text it is: no script, no element, no handler', () => {
    const html = render(
      '<script>alert(1)</script>\n\nمتن <b onclick="alert(2)">پررنگ</b> و <img src=x onerror=alert(3)>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<script|<b |<b>|<img|<iframe/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b onclick=&quot;alert(2)&quot;&gt;پررنگ&lt;/b&gt;');
  });

  it('tells the kinds of link apart', () => {
    expect(postLinkKind('/market/places/all')).toBe('site');
    expect(postLinkKind('https://example.com')).toBe('outside');
    expect(postLinkKind('http://example.com')).toBe('outside');
    expect(postLinkKind('mailto:a@example.com')).toBe('mail');
    for (const href of [
      undefined,
      '',
      '#top',
      'x',
      '//a.b',
      '/\\a.b',
      'javascript:x',
      'ftp://a.b',
      'tel:123',
      'https:',
    ])
      expect(postLinkKind(href), String(href)).toBeNull();
  });
});

describe('the blog helpers', () => {
  it('read a library image id from its address, with a width or without', () => {
    expect(blogFileId(LIBRARY)).toBe('0b5c1d62-6f1a-4f55-9d4e-2d7f3f0a8c11');
    expect(blogFileId(`${LIBRARY}?w=640`)).toBe('0b5c1d62-6f1a-4f55-9d4e-2d7f3f0a8c11');
    expect(blogFileId(`https://evil.example${LIBRARY}`)).toBeNull();
    expect(blogFileId(`${LIBRARY}/x`)).toBeNull();
  });

  it("write a list page's address the way the proxy keeps it", () => {
    expect(blogListPath({})).toBe('/blog');
    expect(blogListPath({ page: 1 })).toBe('/blog');
    expect(blogListPath({ category: 'guides' })).toBe('/blog?category=guides');
    expect(blogListPath({ category: 'guides', page: 3 })).toBe('/blog?category=guides&page=3');
    expect(blogListPath({ page: 2 })).toBe('/blog?page=2');
  });

  it("give a post's texts in English only when it has them", () => {
    const post: PostCard = {
      id: '1',
      slug: 's',
      title: 'عنوان',
      titleEn: null,
      summary: 'خلاصه',
      summaryEn: null,
      category: null,
      cover: null,
      publishedAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      readingMinutes: 3,
      readingMinutesEn: null,
    };
    expect(postIn(post, 'fa')).toEqual({ title: 'عنوان', summary: 'خلاصه', readingMinutes: 3 });
    expect(postIn(post, 'en')).toBeNull();
    expect(postIn({ ...post, titleEn: 'Title', summaryEn: 'Sum', readingMinutesEn: 2 }, 'en')).toEqual({
      title: 'Title',
      summary: 'Sum',
      readingMinutes: 2,
    });
  });
});
