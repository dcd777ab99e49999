/**
 * The sitemap's XML (sitemaps.org 0.9, with the language versions of each page as `xhtml:link`
 * alternates, as Google reads them): one file of addresses, and the index that names the files.
 */
import { xmlText as xml } from './xml-text';

/** Addresses per file, at most (sitemaps.org); each page is listed once per language. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  url: string;
  /** Every language version of the page, this one included, by language code. */
  alternates?: Record<string, string>;
  lastModified?: string | Date | null;
}

export interface SitemapFile {
  url: string;
  lastModified?: string | Date | null;
}

/** W3C datetime, as sitemaps want it; nothing for a missing or unreadable date. */
function lastmod(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : `<lastmod>${date.toISOString()}</lastmod>\n`;
}

/** One sitemap file; refuses more addresses than a file may hold (the caller splits first). */
export function urlsetXml(urls: SitemapUrl[]): string {
  if (urls.length > SITEMAP_MAX_URLS) throw new Error(`a sitemap file holds at most ${SITEMAP_MAX_URLS} addresses`);
  const body = urls.map((entry) => {
    const alternates = Object.entries(entry.alternates ?? {})
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${xml(lang)}" href="${xml(href)}" />\n`)
      .join('');
    return `<url>\n<loc>${xml(entry.url)}</loc>\n${alternates}${lastmod(entry.lastModified)}</url>\n`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    body.join('') +
    '</urlset>\n'
  );
}

/** The index: the files, each with its newest change. */
export function sitemapIndexXml(files: SitemapFile[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    files.map((file) => `<sitemap>\n<loc>${xml(file.url)}</loc>\n${lastmod(file.lastModified)}</sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
}
