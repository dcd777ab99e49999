import 'server-only';
import type { Locale } from '@rassam/i18n';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/metadata';
import { categoryName, categoryPath, findCategory, servicePath, serviceTitle, type ServiceDetail } from './catalogue';
import { catalogueTree } from './data';

/** A category page's head: its name, a line on what it holds, canonical and language alternates. */
export async function categoryMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const found = findCategory(await catalogueTree(), slug);
  if (!found) return {};
  const t = await getTranslations({ locale, namespace: 'servicesCatalogue' });
  const name = categoryName(found.category, locale);
  return pageMetadata(
    locale,
    categoryPath(found.category.slug),
    'serviceCategory',
    t('categoryDescription', { name }),
    {
      title: name,
    },
  );
}

/** A service page's head: its title, its description, its first picture for previews. */
export async function serviceMetadata(locale: Locale, service: ServiceDetail): Promise<Metadata> {
  const image = service.images[0];
  return pageMetadata(
    locale,
    servicePath(service.category.slug, service.slug),
    'service',
    locale === 'fa' ? service.description : service.descriptionEn,
    {
      title: serviceTitle(service, locale),
      ...(image
        ? {
            image: {
              url: image.url,
              ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
            },
          }
        : {}),
    },
  );
}
