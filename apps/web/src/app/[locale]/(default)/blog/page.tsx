import type { Locale } from '@rassam/i18n';
import { setRequestLocale } from 'next-intl/server';
import { BlogList, blogListMetadata } from '@/components/blog/blog-list';

type Props = { params: Promise<{ locale: Locale }> };

const firstPage = { category: null, page: 1 };

export async function generateMetadata({ params }: Props) {
  return blogListMetadata((await params).locale, firstPage);
}

/** `/blog`: the newest posts (decision 048). Its other pages and categories come through `[slug]`. */
export default async function BlogPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <BlogList locale={locale} query={firstPage} />;
}
