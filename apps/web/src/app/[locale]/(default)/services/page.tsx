import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CatalogueHome } from '@/components/services/catalogue-home';
import { catalogueTree } from '@/components/services/data';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'servicesCatalogue' });
  return pageMetadata(locale, '/services', 'services', t('intro'));
}

/** `/services`: the platform's own service catalogue (decision 041), the same for every visitor. */
export default async function ServicesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CatalogueHome tree={await catalogueTree()} locale={locale} />;
}
