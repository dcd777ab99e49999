import { formatDate, type Locale } from '@rassam/i18n';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { madeByLabel } from '@/components/ai/sample-output';
import { OutputViewer } from '@/components/studio/viewers';
import { toolCopy } from '@/content/ai-tools';
import { formPath, type SharedDesign } from '@/lib/ai-tools';
import { getEnv } from '@rassam/api/env';
import { pageMetadata } from '@/lib/metadata';
import { publicApi } from '@/lib/server-api';
import { Eyebrow } from '@/components/content/eyebrow';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { ArrowForwardIcon } from '@/components/ui/icons/arrow-forward';

/** None at build time (no database there): rendered on the first visit, then kept (the layout's `revalidate`). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: Locale; slug: string }> };

const sharedDesign = cache(async (slug: string) => {
  const result = await publicApi<SharedDesign>(`/shared/${encodeURIComponent(slug)}`);
  return result.ok ? result.data : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const design = await sharedDesign(slug);
  if (!design) return {};
  const t = await getTranslations({ locale, namespace: 'aiPages' });
  const name = toolCopy(design.tool, locale).name;
  const still = design.outputs.find((output) => output.kind === 'image') ?? design.outputs[0];
  const picture = still?.kind === 'image' ? still.url : still?.thumbnailUrl;
  const base = await pageMetadata(locale, `/shared/${slug}`, 'shared', design.prompt ?? t('sharedIntro'), {
    title: `${t('madeBy', { tool: name })}`,
    ...(picture ? { image: { url: picture } } : {}),
  });
  const video = design.outputs.find((output) => output.kind === 'video');
  return {
    ...base,
    // A shared result is for the people it is sent to, not for search engines.
    robots: { index: false, follow: true },
    openGraph: {
      ...base.openGraph,
      ...(video ? { videos: [{ url: new URL(video.url, getEnv().siteOrigin).href, type: video.mime }] } : {}),
    },
  };
}

/**
 * A shared result, for anyone with its link: the outputs, the tool, who made it (a model, our servers,
 * or an offline preview), the prompt when its owner chose to show it, and "make one like this".
 */
export default async function SharedPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const design = await sharedDesign(slug);
  if (!design) notFound();
  const t = await getTranslations('aiPages');
  const copy = toolCopy(design.tool, locale);
  const again = `${formPath(design.tool)}${design.prompt ? `?prompt=${encodeURIComponent(design.prompt)}` : ''}`;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <Eyebrow>{t('madeBy', { tool: copy.name })}</Eyebrow>
      <h1 className="mt-1 text-2xl font-black sm:text-3xl">{copy.name}</h1>
      <p className="mt-2 text-muted-foreground">{t('sharedIntro')}</p>
      <div className="mt-6">
        <OutputViewer
          outputs={design.outputs}
          before={design.before ?? undefined}
          title={copy.name}
          shareUrl={`/shared/${design.slug}`}
        />
      </div>
      <Card padded className="mt-6 text-sm">
        {design.prompt ? (
          <dl className="mb-4">
            <dt className="font-semibold">{t('prompt')}</dt>
            <dd className="mt-1 whitespace-pre-wrap text-muted-foreground">{design.prompt}</dd>
          </dl>
        ) : null}
        <p className="flex flex-wrap justify-between gap-2">
          <span className="font-semibold">{await madeByLabel(design, locale)}</span>
          <span className="text-muted-foreground">{t('sharedAt', { date: formatDate(design.createdAt, locale) })}</span>
        </p>
      </Card>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href={again} size="lg">
          {t('makeLike')}
          <ArrowForwardIcon className="size-5" />
        </ButtonLink>
        <ButtonLink href={`/ai/${design.tool}`} size="lg" variant="outline">
          {copy.name}
        </ButtonLink>
      </div>
    </div>
  );
}
