import type { Locale } from '@rassam/i18n';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AiLanding } from '@/components/ai/ai-landing';
import { ToolPage } from '@/components/ai/tool-page';
import { toolMetadata } from '@/components/ai/tool-metadata';
import { getAiTool } from '@/lib/ai-tools';
import { pageMetadata } from '@/lib/metadata';

/** None at build time (no database there): rendered on the first visit, then kept (the layout's `revalidate`). */
export function generateStaticParams() {
  return [];
}

/**
 * `/services/{segment}`: the AI services of the spec (`/services/ai`, `/services/{tool}`) are the AI pages
 * under another address, word for word: their canonical URL is the `/ai` one, and the sitemap lists only
 * that. Market service categories, a later step, share this segment; until then any other segment is not
 * found.
 */
type Props = { params: Promise<{ locale: Locale; segment: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, segment } = await params;
  if (segment === 'ai') {
    const t = await getTranslations({ locale, namespace: 'aiPages' });
    return pageMetadata(locale, '/services/ai', 'ai', t('intro'), { canonicalPath: '/ai' });
  }
  return toolMetadata(locale, '/services', segment);
}

export default async function ServicesSegmentPage({ params }: Props) {
  const { locale, segment } = await params;
  setRequestLocale(locale);
  if (segment === 'ai') return <AiLanding locale={locale} base="/services" />;
  const tool = await getAiTool(segment);
  if (!tool) notFound();
  return <ToolPage tool={tool} locale={locale} base="/services" />;
}
