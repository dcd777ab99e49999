import type { Locale } from '@rassam/i18n';
import { absoluteUrl } from '@/lib/metadata';

/** Structured data for search engines; `<` is escaped so that no text can close the script. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

/** A crumb of the kit's Breadcrumbs with text for its label, so search engines can read the trail too. */
export interface TextCrumb {
  label: string;
  /** Without the locale prefix; the last crumb (this page) has none. */
  href?: string;
}

/** The trail the kit's Breadcrumbs shows, as a BreadcrumbList for search engines. */
export function BreadcrumbJsonLd({ items, locale }: { items: TextCrumb[]; locale: Locale }) {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: items.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.label,
          ...(crumb.href ? { item: absoluteUrl(locale, crumb.href) } : {}),
        })),
      }}
    />
  );
}
