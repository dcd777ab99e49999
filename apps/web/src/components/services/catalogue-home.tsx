import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/content/page-hero';
import { SectionHeading } from '@/components/content/section-heading';
import { JsonLd } from '@/components/market/json-ld';
import { CardLink } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowForwardIcon } from '@/components/ui/icons/arrow-forward';
import { SparkIcon } from '@/components/ui/icons/spark';
import { absoluteUrl } from '@/lib/metadata';
import { collectionPageLd } from '@/lib/structured-data';
import {
  allServices,
  CATALOGUE_PATH,
  categoryName,
  categoryPath,
  featuredServices,
  serviceCount,
  servicePath,
  serviceTitle,
  type ServiceTree,
} from './catalogue';
import { ServiceGrid } from './service-cards';

/** `/services`: the catalogue's featured services, its categories, and the way to the AI tools. */
export async function CatalogueHome({ tree, locale }: { tree: ServiceTree; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'servicesCatalogue' });
  const featured = featuredServices(tree);
  const collection = collectionPageLd({
    name: t('heading'),
    description: t('intro'),
    url: absoluteUrl(locale, CATALOGUE_PATH),
    language: locale,
    items: allServices(tree).map((service) => ({
      name: serviceTitle(service, locale),
      url: absoluteUrl(locale, servicePath(service.categorySlug, service.slug)),
    })),
  });

  return (
    <>
      <JsonLd data={collection} />
      <PageHero eyebrow={t('eyebrow')} title={t('heading')} intro={t('intro')} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 pb-16 sm:px-6">
        {tree.length === 0 ? (
          <EmptyState title={t('emptyCatalogue')} body={t('emptyCatalogueBody')} />
        ) : (
          <>
            <section aria-labelledby="featured">
              <SectionHeading id="featured" size="md" className="mb-4">
                {t('featured')}
              </SectionHeading>
              <ServiceGrid services={featured} locale={locale} />
            </section>
            <section aria-labelledby="categories">
              <SectionHeading id="categories" size="md" className="mb-4">
                {t('categories')}
              </SectionHeading>
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="category-list">
                {tree.map((root) => (
                  <li key={root.id}>
                    <CardLink href={categoryPath(root.slug)} className="flex h-full flex-col gap-2">
                      <h3 className="flex items-center justify-between gap-2 text-lg font-bold">
                        {categoryName(root, locale)}
                        <ArrowForwardIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                      </h3>
                      {root.children.length ? (
                        <p className="text-sm text-muted-foreground">
                          {root.children.map((child) => categoryName(child, locale)).join(t('listSeparator'))}
                        </p>
                      ) : null}
                      <p className="mt-auto text-sm font-semibold text-link">
                        {t('serviceCount', { count: serviceCount({ category: root, children: root.children }) })}
                      </p>
                    </CardLink>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
        <CardLink href="/services/ai" className="flex items-center gap-3">
          <SparkIcon className="size-6 shrink-0 text-link" aria-hidden="true" />
          <span className="min-w-0 flex-1">
            <span className="block font-bold">{t('aiTools')}</span>
            <span className="block text-sm text-muted-foreground">{t('aiToolsBody')}</span>
          </span>
          <ArrowForwardIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        </CardLink>
      </div>
    </>
  );
}
