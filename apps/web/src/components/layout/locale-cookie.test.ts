import { describe, expect, it } from 'vitest';
import { localeCookie } from '@/i18n/locale-cookie';
import { browserLocale, shouldRemember } from './locale-cookie';

describe('the locale cookie written by a public page', () => {
  it('is the proxy’s: a year, the whole site, same-site lax', () => {
    expect(localeCookie('en')).toBe('NEXT_LOCALE=en; path=/; max-age=31536000; samesite=lax');
  });

  it('reads the browser’s first language the site has, else Persian', () => {
    expect(browserLocale(['en-US', 'fa'])).toBe('en');
    expect(browserLocale(['de-DE', 'fa-IR'])).toBe('fa');
    expect(browserLocale(['de', 'fr'])).toBe('fa');
    expect(browserLocale([])).toBe('fa');
  });

  it('remembers a language the browser would not choose, and brings an outdated cookie up to date', () => {
    expect(shouldRemember('en', undefined, ['fa-IR'])).toBe(true);
    expect(shouldRemember('fa', undefined, ['en-US'])).toBe(true);
    expect(shouldRemember('fa', 'en', ['fa'])).toBe(true);
    expect(shouldRemember('en', 'fa', ['en'])).toBe(true);
  });

  it('writes nothing when the cookie or the browser already says the page’s language', () => {
    expect(shouldRemember('en', 'en', ['fa'])).toBe(false);
    expect(shouldRemember('en', undefined, ['en-GB', 'fa'])).toBe(false);
    expect(shouldRemember('fa', undefined, ['de'])).toBe(false);
  });
});
