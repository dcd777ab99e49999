/**
 * Structured data (schema.org as JSON-LD) for search engines: what a page is, built from the page's own
 * data. A property the data does not have is left out, never sent empty (an `"image": []` tells an engine
 * there is a picture list and no picture in it).
 */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org' as const;

/** Only the entries that hold something: no undefined, null, '' or empty list. */
function present(entries: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(entries).filter(
      ([, value]) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length),
    ),
  );
}

/** The site, and how to search it: the market's search box (`/market?q=`). */
export function websiteLd(site: { name: string; url: string; language: string; searchUrl: string }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    inLanguage: site.language,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${site.searchUrl}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** Who runs the site. */
export function organizationLd(organization: { name: string; url: string; logo: string; email?: string }): JsonLd {
  return { '@context': CONTEXT, '@type': 'Organization', ...present(organization) };
}

/** A page that lists other pages (the AI tools, the market's kinds and listings), in the order shown. */
export function collectionPageLd(page: {
  name: string;
  description?: string;
  url: string;
  language: string;
  items: { name: string; url: string }[];
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    ...present({ name: page.name, description: page.description, url: page.url, inLanguage: page.language }),
    ...(page.items.length
      ? {
          mainEntity: {
            '@type': 'ItemList',
            numberOfItems: page.items.length,
            itemListElement: page.items.map((item, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: item.name,
              url: item.url,
            })),
          },
        }
      : {}),
  };
}

export interface PostalAddressParts {
  street?: string | null;
  district?: string | null;
  city?: string | null;
  region?: string | null;
  country?: string | null;
}

/** A PostalAddress from whatever parts are known; none when nothing is. */
export function postalAddressLd(parts: PostalAddressParts): Record<string, unknown> | undefined {
  const address = present({
    streetAddress: [parts.street, parts.district].filter(Boolean).join('، ') || undefined,
    addressLocality: parts.city,
    addressRegion: parts.region,
    addressCountry: parts.country,
  });
  return Object.keys(address).length ? { '@type': 'PostalAddress', ...address } : undefined;
}

/** A shop's page: a Store with its address, phone, position and pictures where it has them. */
export function storeLd(store: {
  name: string;
  url: string;
  description?: string;
  telephone?: string;
  images: string[];
  address: PostalAddressParts;
  geo?: { lat: number; lng: number } | null;
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Store',
    ...present({
      name: store.name,
      url: store.url,
      description: store.description,
      telephone: store.telephone,
      image: store.images,
      address: postalAddressLd(store.address),
      geo: store.geo ? { '@type': 'GeoCoordinates', latitude: store.geo.lat, longitude: store.geo.lng } : undefined,
    }),
  };
}

/** A listing's page: a Product with its pictures (absolute addresses) and its offer when it has a price. */
export function productLd(product: {
  name: string;
  url: string;
  description?: string;
  images: string[];
  category?: string;
  brand: string;
  offer?: { price: string; currency: string; seller: { name: string; url: string } } | null;
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    ...present({
      name: product.name,
      description: product.description,
      url: product.url,
      image: product.images,
      category: product.category,
      brand: { '@type': 'Brand', name: product.brand },
      offers: product.offer
        ? {
            '@type': 'Offer',
            price: product.offer.price,
            priceCurrency: product.offer.currency,
            availability: 'https://schema.org/InStock',
            url: product.url,
            seller: { '@type': 'Organization', ...product.offer.seller },
          }
        : undefined,
    }),
  };
}

/**
 * A page of the platform's own service catalogue: a Service its site provides, with an Offer when it has a
 * fixed price (on quote: none, staff price each order). The price is in the site's coins, which no ISO
 * currency code names: it is said as a price specification in that unit, not as a `priceCurrency`.
 */
export function serviceLd(service: {
  name: string;
  url: string;
  description?: string;
  images: string[];
  category?: string;
  provider: { name: string; url: string };
  offer?: { price: number; unit: string } | null;
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    ...present({
      name: service.name,
      description: service.description,
      url: service.url,
      image: service.images,
      category: service.category,
      provider: { '@type': 'Organization', ...service.provider },
      offers: service.offer
        ? {
            '@type': 'Offer',
            availability: 'https://schema.org/InStock',
            url: service.url,
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: service.offer.price,
              unitText: service.offer.unit,
            },
          }
        : undefined,
    }),
  };
}

/**
 * A post of the blog: a BlogPosting by the site itself (the blog has no authors' pages, decision 048), with
 * its cover when it has one and the category it is filed under.
 */
export function blogPostingLd(post: {
  headline: string;
  description: string;
  url: string;
  images: string[];
  datePublished: string;
  dateModified: string;
  language: string;
  section?: string;
  publisher: { name: string; url: string; logo: string };
}): JsonLd {
  const publisher = {
    '@type': 'Organization',
    name: post.publisher.name,
    url: post.publisher.url,
    logo: { '@type': 'ImageObject', url: post.publisher.logo },
  };
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    ...present({
      headline: post.headline,
      description: post.description,
      url: post.url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
      image: post.images,
      datePublished: post.datePublished,
      dateModified: post.dateModified,
      inLanguage: post.language,
      articleSection: post.section,
      author: publisher,
      publisher,
    }),
  };
}
