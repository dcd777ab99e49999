/**
 * What search engines read on the pages of a built server (issue 15, item 19), in Persian and English:
 * - structured data: every JSON-LD block parses, has its type's required fields and no empty value or
 *   list (the listing's `"image": []`); the home page says what the site is and how to search it, `/ai`
 *   and `/market` list what they hold, a shop is a Store with its postal address, a listing a Product;
 * - the shop's and the listing's descriptions fit in 160 characters as whole sentences (the public pages
 *   without parameters are checked in routes.e2e.ts);
 * - the sitemap's shop and listing files list the demo market's pages in both languages, with the
 *   listings' last change, and a file that does not exist is 404.
 * The pages come from the demo market the server seeds (shops `demo-0` …), read through the sitemap's API.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { siteUrl } from './helpers';

type Locale = 'fa' | 'en';
const locales: Locale[] = ['fa', 'en'];
const pathIn = (locale: Locale, path: string) => (locale === 'fa' ? path : path === '/' ? '/en' : `/en${path}`);
type Json = Record<string, unknown>;

/** The fields each type needs for search engines to use it (Google's structured data guidelines). */
const required: Record<string, string[]> = {
  WebSite: ['name', 'url', 'potentialAction'],
  Organization: ['name', 'url', 'logo'],
  CollectionPage: ['name', 'url', 'mainEntity'],
  Store: ['name', 'url', 'address'],
  Product: ['name', 'url', 'brand'],
  BreadcrumbList: ['itemListElement'],
};

/** Every empty value at any depth (null, '', an empty list or object), by its path. */
function empties(value: unknown, path = '$'): string[] {
  if (value === null || value === undefined || value === '') return [path];
  if (Array.isArray(value)) return value.length ? value.flatMap((item, i) => empties(item, `${path}[${i}]`)) : [path];
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([key, item]) => empties(item, `${path}.${key}`)) : [path];
  }
  return [];
}

/** The page's JSON-LD blocks, each checked: it parses, names schema.org, its type's fields, nothing empty. */
async function structuredData(request: APIRequestContext, path: string): Promise<Json[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1]!);
  return blocks.map((text) => {
    const data = JSON.parse(text) as Json;
    expect(data['@context'], `${path}: @context`).toBe('https://schema.org');
    const type = data['@type'] as string;
    expect(Object.keys(required), `${path}: a known @type`).toContain(type);
    for (const key of required[type]!) expect(data, `${path}: ${type}.${key}`).toHaveProperty(key);
    expect(empties(data), `${path}: ${type} has no empty values`).toEqual([]);
    for (const url of JSON.stringify(data).match(/"(?:url|item|logo|urlTemplate)":"[^"]*"/g) ?? [])
      expect(url, `${path}: absolute addresses`).toMatch(/":"https?:\/\//);
    return data;
  });
}

const ofType = (blocks: Json[], type: string) => blocks.filter((block) => block['@type'] === type);

/**
 * The first row of a sitemap file that `keep` accepts. The files are ordered by id, and other test files
 * add shops without an address while this one runs, so the address checks choose the seeded demo shops.
 */
async function firstOf<T>(
  request: APIRequestContext,
  path: string,
  keep: (row: T) => boolean = () => true,
): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), await response.text()).toBe(200);
  const rows = ((await response.json()) as { data: T[] }).data.filter(keep);
  expect(rows.length, `${path} has rows`).toBeGreaterThan(0);
  return rows[0]!;
}
const seeded = (link: string) => /^demo-\d+$/.test(link);

function descriptionOf(html: string): string {
  const match = /<meta name="description" content="([^"]*)"/.exec(html);
  expect(match, 'a meta description').not.toBeNull();
  return match![1]!
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

for (const locale of locales) {
  test.describe(`${locale}`, () => {
    test('the home page: the site with its market search, and who runs it', async ({ request }) => {
      const blocks = await structuredData(request, pathIn(locale, '/'));
      const [site] = ofType(blocks, 'WebSite');
      expect(site).toMatchObject({
        url: `${siteUrl}${pathIn(locale, '/')}`,
        inLanguage: locale,
        potentialAction: {
          '@type': 'SearchAction',
          target: { urlTemplate: `${siteUrl}${pathIn(locale, '/market')}?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      });
      // The search it names answers.
      const search = await request.get(`${pathIn(locale, '/market')}?q=${encodeURIComponent('کافه')}`);
      expect(search.status()).toBe(200);
      expect(ofType(blocks, 'Organization')).toHaveLength(1);
    });

    test('/ai and /market list what they hold', async ({ request }) => {
      const [ai] = ofType(await structuredData(request, pathIn(locale, '/ai')), 'CollectionPage');
      const tools = (ai!.mainEntity as { itemListElement: { url: string }[]; numberOfItems: number }).itemListElement;
      expect(tools.length).toBeGreaterThanOrEqual(27);
      expect(tools[0]!.url).toMatch(new RegExp(`^${siteUrl}${pathIn(locale, '/ai/')}[a-z0-9-]+$`));
      // The copy under /services names the same list at its /ai addresses.
      const [copy] = ofType(await structuredData(request, pathIn(locale, '/services/ai')), 'CollectionPage');
      expect(copy!.url).toBe(ai!.url);

      const [market] = ofType(await structuredData(request, pathIn(locale, '/market')), 'CollectionPage');
      const entries = (market!.mainEntity as { itemListElement: { url: string }[] }).itemListElement;
      expect(entries.map((entry) => entry.url)).toContain(`${siteUrl}${pathIn(locale, '/market/places/all')}`);
    });

    test('a shop is a Store with its postal address; a listing a Product without empty fields', async ({ request }) => {
      const shop = await firstOf<{ link: string }>(request, '/api/market/sitemap/shops?page=1', (row) =>
        seeded(row.link),
      );
      const shopPath = pathIn(locale, `/market/${shop.link}`);
      const [store] = ofType(await structuredData(request, shopPath), 'Store');
      expect(store!.url).toBe(`${siteUrl}${shopPath}`);
      // The demo shops have a street, a city and a province.
      const address = store!.address as Json;
      expect(address['@type']).toBe('PostalAddress');
      for (const key of ['streetAddress', 'addressLocality', 'addressRegion']) expect(address[key], key).toBeTruthy();
      expect(descriptionOf(await (await request.get(shopPath)).text()).length).toBeLessThanOrEqual(160);

      const listing = await firstOf<{ shopLink: string; kind: string; slug: string }>(
        request,
        '/api/market/sitemap/listings?page=1',
        (row) => seeded(row.shopLink),
      );
      const listingPath = pathIn(
        locale,
        `/market/${listing.shopLink}/${listing.kind === 'place' ? 'places' : 'shop'}/${listing.slug}`,
      );
      const [product] = ofType(await structuredData(request, listingPath), 'Product');
      expect(product!.url).toBe(`${siteUrl}${listingPath}`);
      // Pictures, when it has any, are absolute addresses; none means no `image` at all (empties() above).
      if ('image' in product!) for (const url of product.image as string[]) expect(url).toMatch(/^https?:\/\//);
      const description = descriptionOf(await (await request.get(listingPath)).text());
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description).toMatch(/[.!?؟…]$/);
    });
  });
}

test('the sitemap lists the demo market: shops and listings in both languages, with their last change', async ({
  request,
}) => {
  const listing = await firstOf<{ shopLink: string; kind: string; slug: string; lastModified: string }>(
    request,
    '/api/market/sitemap/listings?page=1',
  );
  const xml = await (await request.get('/sitemaps/listings-1.xml')).text();
  const path = `/market/${listing.shopLink}/${listing.kind === 'place' ? 'places' : 'shop'}/${listing.slug}`;
  expect(xml).toContain(
    `<url>\n<loc>${siteUrl}${path}</loc>\n` +
      `<xhtml:link rel="alternate" hreflang="fa" href="${siteUrl}${path}" />\n` +
      `<xhtml:link rel="alternate" hreflang="en" href="${siteUrl}/en${path}" />\n` +
      `<lastmod>${listing.lastModified}</lastmod>\n</url>`,
  );
  expect(xml).toContain(`<loc>${siteUrl}/en${path}</loc>`);
  const count = (xml.match(/<url>/g) ?? []).length;
  expect(count % 2).toBe(0);
  expect(count).toBeLessThanOrEqual(50_000);

  const shop = await firstOf<{ link: string }>(request, '/api/market/sitemap/shops?page=1');
  expect(await (await request.get('/sitemaps/shops-1.xml')).text()).toContain(
    `<loc>${siteUrl}/market/${shop.link}</loc>`,
  );

  for (const missing of ['/sitemaps/listings-99.xml', '/sitemaps/shops-0.xml', '/sitemaps/other.xml'])
    expect((await request.get(missing)).status(), missing).toBe(404);
});
