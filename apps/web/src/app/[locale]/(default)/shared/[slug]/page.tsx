import type { Locale } from '@rassam/i18n';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { OutputViewer, type OutputView } from '@/components/studio/viewers';
import { serverApi } from '@/lib/server-api';

// A minimal body for the viewers; the full shared page (tool, prompt, owner's actions) replaces it.
type SharedDesign = { slug: string; tool: string; prompt: string | null; outputs: OutputView[]; before: string | null };
type Props = { params: Promise<{ locale: Locale; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'viewers' });
  return { title: t('sharedHeading'), robots: { index: false } };
}

export default async function Page({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const result = await serverApi<SharedDesign>(`/shared/${encodeURIComponent(slug)}`);
  if (!result.ok) notFound();
  const t = await getTranslations('viewers');
  const design = result.data;
  const title = design.prompt ?? t('sharedHeading');
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{t('sharedHeading')}</h1>
      <OutputViewer
        outputs={design.outputs}
        before={design.before ?? undefined}
        title={title}
        shareUrl={`/shared/${design.slug}`}
      />
    </main>
  );
}
