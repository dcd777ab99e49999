import type { Locale } from '@rassam/i18n';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ToolPage } from '@/components/ai/tool-page';
import { toolMetadata } from '@/components/ai/tool-metadata';
import { getAiTool } from '@/lib/ai-tools';

type Props = { params: Promise<{ locale: Locale; tool: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, tool } = await params;
  return toolMetadata(locale, '/ai', tool);
}

export default async function AiToolPage({ params }: Props) {
  const { locale, tool: slug } = await params;
  setRequestLocale(locale);
  const tool = await getAiTool(slug);
  if (!tool) notFound();
  return <ToolPage tool={tool} locale={locale} base="/ai" />;
}
