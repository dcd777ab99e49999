import { findTool } from '@rassam/ai/catalogue';
import type { Locale } from '@rassam/i18n';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AiLanding } from '@/components/ai/ai-landing';
import { ToolPage } from '@/components/ai/tool-page';
import { toolMetadata } from '@/components/ai/tool-metadata';
import { findCategory } from '@/components/services/catalogue';
import { CategoryPage } from '@/components/services/category-page';
import { catalogueTree } from '@/components/services/data';
import { categoryMetadata } from '@/components/services/metadata';
import { getAiTool } from '@/lib/ai-tools';
import { pageMetadata } from '@/lib/metadata';

/** None at build time (no database there): rendered on the first visit, then kept (the layout's `revalidate`). */
export function generateStaticParams() {
  return [];
}

/**
 * `/services/{segment}` serves two kinds of page. The AI services of the spec (`/services/ai`,
 * `/services/{tool}`) are the AI pages under another address, word for word: their canonical URL is the
 * `/ai` one, and the sitemap lists only that. Any other segment is a category of the service catalogue
 * (decision 041: no category may take a tool's slug or `ai`), or the 404 page.
 */
type Props = { params: Promise<{ locale: Locale; segment: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, segment } = await params;
  if (segment === 'ai') {
    const t = await getTranslations({ locale, namespace: 'aiPages' });
    return pageMetadata(locale, '/services/ai', 'ai', t('intro'), { canonicalPath: '/ai' });
  }
  if (findTool(segment)) return toolMetadata(locale, '/services', segment);
  return categoryMetadata(locale, segment);
}

export default async function ServicesSegmentPage({ params }: Props) {
  const { locale, segment } = await params;
  setRequestLocale(locale);
  if (segment === 'ai') return <AiLanding locale={locale} base="/services" />;
  if (findTool(segment)) {
    const tool = await getAiTool(segment);
    if (!tool) notFound();
    return <ToolPage tool={tool} locale={locale} base="/services" />;
  }
  const found = findCategory(await catalogueTree(), segment);
  if (!found) notFound();
  return <CategoryPage found={found} locale={locale} />;
}
