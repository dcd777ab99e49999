import { describe, expect, it } from 'vitest';
import { getPathname, navigationPath, withoutLocalePrefix } from './paths';

describe('a path in a language', () => {
  it('gives English its prefix and Persian none', () => {
    expect(getPathname({ href: '/market/places/all', locale: 'en' })).toBe('/en/market/places/all');
    expect(getPathname({ href: '/market/places/all', locale: 'fa' })).toBe('/market/places/all');
  });

  it('writes the home and a bare query without a trailing slash', () => {
    expect(getPathname({ href: '/', locale: 'en' })).toBe('/en');
    expect(getPathname({ href: '/?tab=new', locale: 'en' })).toBe('/en?tab=new');
    expect(getPathname({ href: '/', locale: 'fa' })).toBe('/');
  });

  it('gives the default language its prefix too when the language changes', () => {
    expect(getPathname({ href: '/blog', locale: 'fa', forcePrefix: true })).toBe('/fa/blog');
    expect(getPathname({ href: '/', locale: 'fa', forcePrefix: true })).toBe('/fa');
    expect(getPathname({ href: '/blog', locale: 'en', forcePrefix: false })).toBe('/blog');
  });

  it('writes a query, repeated keys and numbers included, and leaves an empty one out', () => {
    expect(
      getPathname({ href: { pathname: '/auth', query: { redirect: '/a b?c', n: 2, t: ['x', 'y'] } }, locale: 'en' }),
    ).toBe('/en/auth?redirect=%2Fa+b%3Fc&n=2&t=x&t=y');
    expect(getPathname({ href: { pathname: '/auth', query: {} }, locale: 'fa' })).toBe('/auth');
  });

  it('leaves other origins, relative addresses and fragments as they are', () => {
    for (const href of ['https://example.com/x', 'mailto:a@b.ir', '//evil.example/x', '#top', 'next', '?q=1']) {
      expect(getPathname({ href, locale: 'en', forcePrefix: true })).toBe(href);
    }
  });
});

describe('where a link or a push goes', () => {
  it('stays in the page’s language by the usual rule, and prefixes any language it names', () => {
    expect(navigationPath('/blog', 'fa')).toBe('/blog');
    expect(navigationPath('/blog', 'en')).toBe('/en/blog');
    expect(navigationPath('/blog', 'en', 'fa')).toBe('/fa/blog');
    expect(navigationPath('/blog', 'fa', 'fa')).toBe('/fa/blog');
    expect(navigationPath('/', 'fa', 'en')).toBe('/en');
  });
});

describe('a path without its language', () => {
  it('takes the page language’s prefix off whole segments only', () => {
    expect(withoutLocalePrefix('/en/ai', 'en')).toBe('/ai');
    expect(withoutLocalePrefix('/en', 'en')).toBe('/');
    expect(withoutLocalePrefix('/english', 'en')).toBe('/english');
    expect(withoutLocalePrefix('/ai', 'fa')).toBe('/ai');
    expect(withoutLocalePrefix('/fa/ai', 'fa')).toBe('/ai');
  });
});
