import type { Locale } from '@rassam/i18n';
import { setRequestLocale } from 'next-intl/server';
import { ContentArticle } from '@/components/content/content-article';
import { about } from '@/content';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(locale, '/about', 'about', about[locale].description);
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ContentArticle doc={about[locale]} locale={locale} />;
}
