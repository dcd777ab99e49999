import { describe, expect, it } from 'vitest';
import { blogListFrom, blogListRewrite } from './blog-list';
import { isPublicPage } from './public-pages';

const rewrite = (path: string, query = '') => blogListRewrite(path, new URLSearchParams(query));

describe('a blog list request, as the proxy rewrites it', () => {
  it('leaves the list without a query, and every other page of the blog, as it is', () => {
    expect(rewrite('/fa/blog')).toBeNull();
    expect(rewrite('/en/blog/')).toBeNull();
    expect(rewrite('/fa/blog/a-post', 'page=2')).toBeNull();
    expect(rewrite('/fa/blogs', 'page=2')).toBeNull();
    expect(rewrite('/fa/market/places/all', 'category=guides')).toBeNull();
  });

  it('moves a category and a page into a last segment, one spelling for one list', () => {
    expect(rewrite('/fa/blog', 'category=guides&page=2')).toBe('/fa/blog/~category%3Dguides%26page%3D2');
    expect(rewrite('/en/blog/', 'page=2&category=guides')).toBe('/en/blog/~category%3Dguides%26page%3D2');
    expect(rewrite('/fa/blog', 'category=case-studies')).toBe('/fa/blog/~category%3Dcase-studies');
    expect(rewrite('/blog', 'page=12')).toBe('/blog/~page%3D12');
  });

  it('leaves out the first page, a tracker, and values no list has', () => {
    expect(rewrite('/fa/blog', 'page=1')).toBeNull();
    expect(rewrite('/fa/blog', 'utm_source=x')).toBeNull();
    for (const query of ['page=0', 'page=abc', 'page=99999', 'category=Guides', 'category=../x', 'category='])
      expect(rewrite('/fa/blog', query), query).toBeNull();
    expect(rewrite('/fa/blog', 'category=guides&utm_source=x&page=x')).toBe('/fa/blog/~category%3Dguides');
    expect(rewrite('/fa/blog', `category=${'a'.repeat(101)}`)).toBeNull();
  });

  it('reads back as the query the list asked for, and only from the segment the proxy writes', () => {
    const target = rewrite('/fa/blog', 'category=guides&page=2')!;
    expect(blogListFrom(target.split('/').at(-1)!)).toEqual({ category: 'guides', page: 2 });
    expect(blogListFrom('~category=guides&page=2')).toEqual({ category: 'guides', page: 2 });
    expect(blogListFrom('~page=3')).toEqual({ category: null, page: 3 });
    expect(blogListFrom('~category=news')).toEqual({ category: 'news', page: 1 });
    for (const segment of [
      'a-post',
      '~',
      '~bogus',
      '~page=1',
      '~page=2&category=guides',
      '~page=02',
      '~x=1&page=2',
      '%E0%A4%A',
    ])
      expect(blogListFrom(segment), segment).toBeNull();
  });

  it('is a public page, as are its posts', () => {
    for (const path of ['/blog', '/en/blog', '/blog/a-post', '/en/blog/a-post', '/blog/~page%3D2'])
      expect(isPublicPage(path), path).toBe(true);
    expect(isPublicPage('/blogs')).toBe(false);
  });
});
