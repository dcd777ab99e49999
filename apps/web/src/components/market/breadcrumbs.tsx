import type { Locale } from '@rassam/i18n';
import { Link } from '@/i18n/navigation';
import { ChevronForwardIcon } from '@/components/ui/icons';
import { absoluteUrl } from '@/lib/metadata';
import { JsonLd } from './json-ld';

export interface Crumb {
  name: string;
  /** Without the locale prefix; the last crumb (this page) has none. */
  href?: string;
}

/** The trail to this page, and the same trail as a BreadcrumbList for search engines. */
export function Breadcrumbs({ crumbs, label, locale }: { crumbs: Crumb[]; label: string; locale: Locale }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.href ? { item: absoluteUrl(locale, crumb.href) } : {}),
    })),
  };
  return (
    <nav aria-label={label} className="mb-4 text-sm">
      <JsonLd data={data} />
      <ol className="flex flex-wrap items-center gap-1 text-[var(--text-muted)]">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.name}-${index}`} className="flex items-center gap-1">
            {index > 0 ? <ChevronForwardIcon aria-hidden="true" className="size-3.5" /> : null}
            {crumb.href && index < crumbs.length - 1 ? (
              <Link href={crumb.href} className="rounded hover:text-[var(--text)] hover:underline">
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-[var(--text)]">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
