import type { Locale } from '@rassam/i18n';
import { setRequestLocale } from 'next-intl/server';
import { ContentArticle } from '@/components/content/content-article';
import { instruction } from '@/content';
import { panelMetadata } from '@/lib/panel-page';

export const generateMetadata = panelMetadata('/dashboard/instruction', 'instruction');

export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ContentArticle doc={instruction[locale]} locale={locale} compact />;
}
