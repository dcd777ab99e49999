import { getLocale, getTranslations } from 'next-intl/server';
import { toPersianDigits } from '@rassam/i18n';
import { ErrorView } from '@/components/layout/error-view';
import { notFoundMetadata } from '@/lib/metadata';

export const generateMetadata = notFoundMetadata;

export default async function NotFound() {
  const [t, locale] = await Promise.all([getTranslations('errorPage'), getLocale()]);
  return (
    <ErrorView
      status={locale === 'fa' ? toPersianDigits(404) : 404}
      title={t('notFound')}
      body={t('notFoundBody')}
      homeLabel={t('mainPage')}
      homeHref={locale === 'fa' ? '/' : '/en'}
    />
  );
}
