import type { Locale } from '@rassam/i18n';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AiLanding } from '@/components/ai/ai-landing';
import { toolMetadata } from '@/components/ai/tool-metadata';
import { ToolPage } from '@/components/ai/tool-page';
import { getAiTool } from '@/lib/ai-tools';
import { pageMetadata } from '@/lib/metadata';

/** /ai (the tools) and /ai/{tool}: one optional segment, so that both are rendered on their first visit. */
type Props = { params: Promise<{ locale: Locale; tool?: string[] }> };

/**
 * None at build time: the tools' prices and the examples come from the database, which the build does not
 * open. Each page is rendered on its first visit and then kept (the route group's `revalidate`).
 */
export function generateStaticParams() {
  return [];
}

function slugOf(tool: string[] | undefined): string | null {
  if (!tool) return null;
  if (tool.length !== 1) notFound();
  return tool[0]!;
}

export async function generateMetadata({ params }: Props) {
  const { locale, tool } = await params;
  const slug = slugOf(tool);
  if (slug) return toolMetadata(locale, '/ai', slug);
  const t = await getTranslations({ locale, namespace: 'aiPages' });
  return pageMetadata(locale, '/ai', 'ai', t('intro'));
}

export default async function AiPage({ params }: Props) {
  const { locale, tool: segments } = await params;
  setRequestLocale(locale);
  const slug = slugOf(segments);
  if (!slug) return <AiLanding locale={locale} base="/ai" />;
  const tool = await getAiTool(slug);
  if (!tool) notFound();
  return <ToolPage tool={tool} locale={locale} base="/ai" />;
}
