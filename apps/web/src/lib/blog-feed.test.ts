import { describe, expect, it } from 'vitest';
import type { PostCard } from '@/components/blog/blog';
import { blogFeedXml, FEED_SIZE } from './blog-feed';

const texts = { title: 'وبلاگ رسام', subtitle: 'راهنما و خبر', author: 'رسام' };
const url = (prefix: string) => (path: string) => `https://rassam.example${prefix}${path}`;

function post(slug: string, day: number, english = true): PostCard {
  return {
    id: `00000000-0000-4000-8000-${String(day).padStart(12, '0')}`,
    slug,
    title: `مطلب ${day}`,
    titleEn: english ? `Post ${day}` : null,
    summary: `خلاصه‌ی ${day}`,
    summaryEn: english ? `Summary ${day}` : null,
    category: { slug: 'guides', name: 'راهنما', nameEn: 'Guides' },
    cover: null,
    publishedAt: `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`,
    updatedAt: `2026-11-${String(day).padStart(2, '0')}T09:30:00.000Z`,
    readingMinutes: 3,
    readingMinutesEn: english ? 2 : null,
  };
}

const entries = (xml: string) => [...xml.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map((match) => match[0]);

describe('blogFeedXml', () => {
  it('is an Atom feed in the language, each post linking to its page, the newest change as its date', () => {
    const xml = blogFeedXml({ locale: 'fa', posts: [post('b', 12), post('a', 3)], texts, url: url('') });
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom" xml:lang="fa">/,
    );
    expect(xml).toContain('<title>وبلاگ رسام</title>');
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://rassam.example/blog/feed.xml"/>');
    expect(xml).toContain('<author><name>رسام</name></author>');
    expect(xml).toContain('<updated>2026-11-12T09:30:00.000Z</updated>\n<author>');
    const [first, second] = entries(xml);
    expect(first).toContain('<title>مطلب 12</title>');
    expect(first).toContain('<id>https://rassam.example/blog/b</id>');
    expect(first).toContain('<published>2026-11-12T08:00:00.000Z</published>');
    expect(first).toContain('<category term="guides" label="راهنما"/>');
    expect(first).toContain('<summary>خلاصه‌ی 12</summary>');
    expect(second).toContain('<link rel="alternate" type="text/html" href="https://rassam.example/blog/a"/>');
  });

  it('in English holds only the posts written in English, with their English texts', () => {
    const xml = blogFeedXml({
      locale: 'en',
      posts: [post('persian-only', 20, false), post('both', 19)],
      texts: { title: 'Rassam blog', subtitle: 'Guides', author: 'Rassam' },
      url: url('/en'),
    });
    expect(xml).toContain('xml:lang="en"');
    expect(xml).toContain('href="https://rassam.example/en/blog/feed.xml"');
    const all = entries(xml);
    expect(all).toHaveLength(1);
    expect(all[0]).toContain('<title>Post 19</title>');
    expect(all[0]).toContain('<category term="guides" label="Guides"/>');
    expect(all[0]).toContain('<summary>Summary 19</summary>');
    expect(xml).not.toContain('persian-only');
  });

  it('escapes markup and leaves out characters XML cannot hold', () => {
    const odd = { ...post('odd', 5), title: 'A <b>bold</b> & "quoted" \u0007title' };
    const xml = blogFeedXml({ locale: 'fa', posts: [odd], texts, url: url('') });
    expect(xml).toContain('<title>A &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; title</title>');
    expect(xml).not.toContain('\u0007');
    expect(xml).not.toContain('<b>');
  });

  it(`holds at most ${FEED_SIZE} posts, and an empty blog says when it was asked`, () => {
    const many = Array.from({ length: FEED_SIZE + 5 }, (_, index) => post(`p${index}`, (index % 28) + 1));
    expect(entries(blogFeedXml({ locale: 'fa', posts: many, texts, url: url('') }))).toHaveLength(FEED_SIZE);
    const empty = blogFeedXml({ locale: 'fa', posts: [], texts, url: url(''), now: new Date('2026-11-28T10:00:00Z') });
    expect(entries(empty)).toHaveLength(0);
    expect(empty).toContain('<updated>2026-11-28T10:00:00.000Z</updated>');
  });
});
