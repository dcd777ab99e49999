import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AiLanding } from '@/components/ai/ai-landing';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'aiPages' });
  return pageMetadata(locale, '/ai', 'ai', t('intro'));
}

export default async function AiPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <AiLanding locale={locale} base="/ai" />;
}
