import type { Locale } from '@rassam/i18n';
import { setRequestLocale } from 'next-intl/server';
import { ContentArticle } from '@/components/content/content-article';
import { guide } from '@/content';
import { panelMetadata } from '@/lib/panel-page';

export const generateMetadata = panelMetadata('/dashboard/guide', 'guide');

export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ContentArticle doc={guide[locale]} locale={locale} compact />;
}
