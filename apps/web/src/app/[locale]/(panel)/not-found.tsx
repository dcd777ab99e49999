import { toPersianDigits, type Locale } from '@rassam/i18n';
import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/layout/error-view';
import { localizedPath, notFoundMetadata } from '@/lib/metadata';

export const generateMetadata = notFoundMetadata;

/**
 * The 404 page inside the dashboard: a page that does not exist, one the user may not see (the back
 * office, someone else's invoice) or an address no dashboard page claims (`dashboard/[...missing]`). It
 * renders inside the panel's layout, so the sidebar stays and the way on is one tap away.
 */
export default async function PanelNotFound() {
  const [t, panel, locale] = await Promise.all([
    getTranslations('errorPage'),
    getTranslations('panel.nav'),
    getLocale() as Promise<Locale>,
  ]);
  return (
    <ErrorView
      inPanel
      status={locale === 'fa' ? toPersianDigits(404) : 404}
      title={t('notFound')}
      body={t('notFoundBody')}
      homeLabel={panel('home')}
      homeHref={localizedPath(locale, '/dashboard')}
    />
  );
}
