import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/content/section-heading';
import { BreadcrumbJsonLd, JsonLd, type TextCrumb } from '@/components/market/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { absoluteUrl } from '@/lib/metadata';
import { collectionPageLd } from '@/lib/structured-data';
import { CATALOGUE_PATH, categoryName, categoryPath, servicePath, serviceTitle, type FoundCategory } from './catalogue';
import { ServiceGrid } from './service-cards';

/** The trail to a category: the catalogue, its root when it is a child, the category. */
export async function categoryCrumbs(found: FoundCategory, locale: Locale, linkLast = false): Promise<TextCrumb[]> {
  const t = await getTranslations({ locale, namespace: 'servicesCatalogue' });
  return [
    { label: t('breadcrumbRoot'), href: CATALOGUE_PATH },
    ...(found.parent ? [{ label: categoryName(found.parent, locale), href: categoryPath(found.parent.slug) }] : []),
    { label: categoryName(found.category, locale), ...(linkLast ? { href: categoryPath(found.category.slug) } : {}) },
  ];
}

/**
 * `/services/{category}`: a category's services, and for a root its children (as links, and each with its
 * services under its own heading).
 */
export async function CategoryPage({ found, locale }: { found: FoundCategory; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'servicesCatalogue' });
  const { category, children } = found;
  const name = categoryName(category, locale);
  const crumbs = await categoryCrumbs(found, locale);
  const sections = [category, ...children].filter((item) => item.services.length > 0);
  const collection = collectionPageLd({
    name,
    url: absoluteUrl(locale, categoryPath(category.slug)),
    language: locale,
    items: sections.flatMap((item) =>
      item.services.map((service) => ({
        name: serviceTitle(service, locale),
        url: absoluteUrl(locale, servicePath(service.categorySlug, service.slug)),
      })),
    ),
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 pb-16 sm:px-6">
      <JsonLd data={collection} />
      <BreadcrumbJsonLd items={crumbs} locale={locale} />
      <Breadcrumbs label={t('breadcrumbs')} items={crumbs} />
      <h1 className="text-2xl font-black sm:text-3xl">{name}</h1>
      {children.length ? (
        <FilterChips
          label={t('subcategories')}
          className="mt-4"
          chips={children.map((child) => ({
            key: child.id,
            href: categoryPath(child.slug),
            label: categoryName(child, locale),
            active: false,
          }))}
        />
      ) : null}
      {sections.length === 0 ? (
        <EmptyState className="mt-8" title={t('emptyCategory')} body={t('emptyCategoryBody')} />
      ) : (
        <div className="mt-8 space-y-10">
          {sections.map((item) =>
            item.id === category.id ? (
              <ServiceGrid key={item.id} services={item.services} locale={locale} headingLevel="h2" />
            ) : (
              <section key={item.id} aria-labelledby={`category-${item.id}`}>
                <SectionHeading id={`category-${item.id}`} size="md" className="mb-4">
                  {categoryName(item, locale)}
                </SectionHeading>
                <ServiceGrid services={item.services} locale={locale} />
              </section>
            ),
          )}
        </div>
      )}
    </div>
  );
}
