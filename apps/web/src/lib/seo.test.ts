/**
 * What search engines read: every public page's own description fits in 160 characters as whole
 * sentences (tool pages, the messages and documents used as descriptions, the templates with an owner's
 * names in them), the sitemap's XML, and the structured data's shape (required fields, no empty lists).
 */
import { tools, type ToolDefinition } from '@rassam/ai';
import en from '@rassam/i18n/messages/en.json';
import fa from '@rassam/i18n/messages/fa.json';
import { describe, expect, it } from 'vitest';
import { about, policy, terms } from '../content';
import { toolCopy } from '../content/ai-tools';
import { META_DESCRIPTION_MAX, metaDescription, sentencesOf, toolDescription } from './meta-description';
import { SITEMAP_MAX_URLS, sitemapIndexXml, urlsetXml } from './sitemap-xml';
import {
  blogPostingLd,
  collectionPageLd,
  organizationLd,
  postalAddressLd,
  productLd,
  serviceLd,
  storeLd,
  websiteLd,
  type JsonLd,
} from './structured-data';

const locales = ['fa', 'en'] as const;
const messages = { fa, en } as const;
const slugs = (tools as unknown as readonly ToolDefinition[]).map((tool) => tool.slug);
const ENDS_A_SENTENCE = /[.!?؟…]$/;

/** A description as a page would send it: within the limit, whole sentences, nothing cut off. */
function expectDescription(what: string, text: string) {
  expect(text.length, `${what}: ${text}`).toBeGreaterThan(20);
  expect(text.length, `${what} is ${text.length} characters: ${text}`).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
  expect(text, `${what} ends a sentence`).toMatch(ENDS_A_SENTENCE);
  expect(metaDescription(text), `${what} is sent as it is`).toBe(text);
}

describe('meta descriptions', () => {
  it('joins a tagline and a description with a full stop, and keeps whole sentences within 160 characters', () => {
    expect(metaDescription('Write what you picture', 'Turn words into an image. For shops.')).toBe(
      'Write what you picture. Turn words into an image. For shops.',
    );
    const long = `${'A long sentence that goes on. '.repeat(5)}${'More words here. '.repeat(6)}`;
    const fitted = metaDescription(long);
    expect(fitted.length).toBeLessThanOrEqual(160);
    expect(fitted).toMatch(/\.$/);
    expect(long.startsWith(fitted)).toBe(true);
    // Persian sentences end with the same full stop; «؛» does not end one.
    expect(sentencesOf('یک؛ دو. سه')).toEqual(['یک؛ دو.', 'سه.']);
  });

  it('cuts at a word, with an ellipsis, only a first sentence longer than the limit (text an owner wrote)', () => {
    const owner = `${'word '.repeat(60)}end. Second sentence.`;
    const cut = metaDescription(owner);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/word…$/);
    expect(metaDescription('  spaced\n\nout   text  ')).toBe('spaced out text.');
  });

  for (const locale of locales) {
    it(`every tool page (/ai and /services) has a description of whole sentences in ${locale}`, () => {
      expect(slugs.length).toBeGreaterThanOrEqual(27);
      for (const slug of slugs) {
        const copy = toolCopy(slug, locale);
        const description = toolDescription(copy);
        expectDescription(`${slug} (${locale})`, description);
        // The tagline, when it leads, ends with its own full stop before the next sentence starts.
        if (description.startsWith(copy.tagline) && description.length > copy.tagline.length) {
          expect(description[copy.tagline.length], `${slug} (${locale}) after the tagline`).toMatch(/[.!?؟]/);
        }
      }
    });

    it(`the messages and documents used as descriptions fit in ${locale}`, () => {
      const m = messages[locale];
      expectDescription('site.description', m.site.description);
      expectDescription('aiPages.intro', m.aiPages.intro);
      expectDescription('aiPages.sharedIntro', m.aiPages.sharedIntro);
      expectDescription('marketPages.intro', m.marketPages.intro);
      expectDescription('marketMap.intro', m.marketMap.intro);
      expectDescription('blog.intro', m.blog.intro);
      for (const doc of [about, policy, terms]) expectDescription(doc[locale].title, doc[locale].description);
      // Templates around names an owner chose (shop names up to 80 characters, a list's heading).
      const name = 'ن'.repeat(60);
      expectDescription('listDescription', m.marketPages.listDescription.replace('{what}', name));
      expectDescription('shopDescription', m.marketPages.shopDescription.replace('{shop}', name));
      expectDescription('marketMap.shopIntro', m.marketMap.shopIntro.replace('{name}', name));
      expectDescription('blog.categoryDescription', m.blog.categoryDescription.replace('{name}', 'ن'.repeat(40)));
      expectDescription(
        'listingDescription',
        m.marketPages.listingDescription.replace('{title}', name).replace('{shop}', 'ش'.repeat(40)),
      );
    });
  }
});

describe('the sitemap files', () => {
  it('lists each address with its language versions and its last change, escaped', () => {
    const xml = urlsetXml([
      {
        url: 'https://rassam.app/market/a&b',
        alternates: { fa: 'https://rassam.app/market/a&b', en: 'https://rassam.app/en/market/a&b' },
        lastModified: '2026-11-20T08:30:00.000Z',
      },
      { url: 'https://rassam.app/about' },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<loc>https://rassam.app/market/a&amp;b</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://rassam.app/en/market/a&amp;b" />');
    expect(xml).toContain('<lastmod>2026-11-20T08:30:00.000Z</lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });

  it('refuses more addresses than a file may hold', () => {
    const many = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => ({ url: `https://rassam.app/${i}` }));
    expect(() => urlsetXml(many)).toThrow(/50000/);
    expect(() => urlsetXml(many.slice(1))).not.toThrow();
  });

  it('indexes the files', () => {
    const xml = sitemapIndexXml([
      { url: 'https://rassam.app/sitemaps/pages.xml', lastModified: new Date('2026-11-20T00:00:00Z') },
      { url: 'https://rassam.app/sitemaps/listings-1.xml', lastModified: null },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap>\n<loc>https://rassam.app/sitemaps/pages.xml</loc>\n<lastmod>2026-11-20T00:00:00.000Z</lastmod>\n</sitemap>',
    );
    expect(xml).toContain('<sitemap>\n<loc>https://rassam.app/sitemaps/listings-1.xml</loc>\n</sitemap>');
  });
});

/** Every value of the data, at any depth: no empty list, no empty text, no missing value. */
function emptyValues(value: unknown, path = '$'): string[] {
  if (value === null || value === undefined || value === '') return [path];
  if (Array.isArray(value))
    return value.length ? value.flatMap((item, i) => emptyValues(item, `${path}[${i}]`)) : [path];
  if (typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => emptyValues(item, `${path}.${key}`));
  return [];
}

describe('structured data', () => {
  const check = (data: JsonLd, required: string[]) => {
    const parsed = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    expect(parsed['@context']).toBe('https://schema.org');
    for (const key of required) expect(parsed, `${data['@type']} has ${key}`).toHaveProperty(key);
    expect(emptyValues(parsed)).toEqual([]);
    return parsed;
  };

  it('a listing without pictures has no image, one with pictures lists them', () => {
    const base = { name: 'هتل یاس', url: 'https://rassam.app/market/yas/places/hotel', brand: 'یاس' };
    const bare = check(productLd({ ...base, images: [], description: '', offer: null }), ['name', 'url', 'brand']);
    expect(bare).not.toHaveProperty('image');
    expect(bare).not.toHaveProperty('offers');
    expect(bare).not.toHaveProperty('description');
    const full = check(
      productLd({
        ...base,
        images: ['https://rassam.app/api/market/files/1'],
        offer: { price: '250000', currency: 'IRR', seller: { name: 'یاس', url: 'https://rassam.app/market/yas' } },
      }),
      ['image', 'offers'],
    );
    expect(full.image).toEqual(['https://rassam.app/api/market/files/1']);
  });

  it('a catalogue service offers its price in coins, and no offer on quote', () => {
    const base = {
      name: 'مدل سه‌بعدی محصول',
      url: 'https://rassam.app/services/3d-models/3d-product-model',
      images: [],
      provider: { name: 'رسام', url: 'https://rassam.app/' },
    };
    expect(check(serviceLd({ ...base, offer: null }), ['name', 'provider'])).not.toHaveProperty('offers');
    const priced = check(serviceLd({ ...base, offer: { price: 450, unit: 'سکه' } }), ['offers']);
    expect(priced.offers).toMatchObject({ priceSpecification: { price: 450, unitText: 'سکه' } });
  });

  it('a blog post is a BlogPosting by the site, with its cover and section when it has them', () => {
    const base = {
      headline: 'چطور از محصولتان مدل سه‌بعدی بسازید',
      description: 'از عکس تا مدل، قدم به قدم.',
      url: 'https://rassam.app/blog/3d-from-photos',
      datePublished: '2026-11-20T08:30:00.000Z',
      dateModified: '2026-11-21T08:30:00.000Z',
      language: 'fa',
      publisher: { name: 'رسام', url: 'https://rassam.app/', logo: 'https://rassam.app/icon.svg' },
    };
    const bare = check(blogPostingLd({ ...base, images: [] }), ['headline', 'datePublished', 'author', 'publisher']);
    expect(bare).not.toHaveProperty('image');
    expect(bare).not.toHaveProperty('articleSection');
    expect(bare.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': base.url });
    const full = check(blogPostingLd({ ...base, images: ['https://rassam.app/api/blog/files/1'], section: 'راهنما' }), [
      'image',
      'articleSection',
    ]);
    expect(full.publisher).toMatchObject({ '@type': 'Organization', logo: { '@type': 'ImageObject' } });
  });

  it("a shop's Store has its postal address from the parts it has", () => {
    const store = check(
      storeLd({
        name: 'کافه یاس',
        url: 'https://rassam.app/market/yas',
        images: [],
        address: { street: 'خیابان زند', city: 'شیراز', region: 'فارس', country: 'ایران' },
        geo: { lat: 29.61, lng: 52.54 },
      }),
      ['name', 'url', 'address', 'geo'],
    );
    expect(store.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'خیابان زند',
      addressLocality: 'شیراز',
      addressRegion: 'فارس',
      addressCountry: 'ایران',
    });
    expect(postalAddressLd({ street: null, city: undefined })).toBeUndefined();
    const placeless = check(storeLd({ name: 'x', url: 'https://rassam.app/market/x', images: [], address: {} }), []);
    expect(placeless).not.toHaveProperty('address');
  });

  it('the home page says what the site is and how to search it; lists say what they hold', () => {
    const site = check(
      websiteLd({ name: 'رسام', url: 'https://rassam.app', language: 'fa', searchUrl: 'https://rassam.app/market' }),
      ['name', 'url', 'potentialAction'],
    );
    expect(site.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: 'https://rassam.app/market?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
    check(organizationLd({ name: 'رسام', url: 'https://rassam.app', logo: 'https://rassam.app/icon.svg' }), ['logo']);
    const list = check(
      collectionPageLd({
        name: 'AI',
        url: 'https://rassam.app/ai',
        language: 'en',
        items: [{ name: 'Upscale', url: 'https://rassam.app/en/ai/upscale' }],
      }),
      ['mainEntity'],
    );
    expect(list.mainEntity).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 1,
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Upscale' }],
    });
    expect(
      check(collectionPageLd({ name: 'Empty', url: 'https://rassam.app/x', language: 'en', items: [] }), []),
    ).not.toHaveProperty('mainEntity');
  });
});
