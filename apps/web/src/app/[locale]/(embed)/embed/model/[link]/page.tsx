import { getEnv } from '@rassam/api/env';
import type { Locale } from '@rassam/i18n';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { EmbedViewer } from '@/components/models/embed-viewer';
import { embedPath, modelDescription, modelTitle, type PublicModel } from '@/components/models/model-data';
import { JsonLd } from '@/components/market/json-ld';
import { absoluteUrl, pageMetadata } from '@/lib/metadata';
import { publicApi } from '@/lib/server-api';

/** None at build time (no database there): rendered on the first visit, then kept (the layout's `revalidate`). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: Locale; link: string }> };

const publicModel = cache(async (link: string) => {
  if (!/^[A-Za-z0-9]{1,40}$/.test(link)) return null;
  const result = await publicApi<PublicModel>(`/public/models/${link}`);
  return result.ok && result.data.status === 'ready' ? result.data : null;
});

const absolute = (path: string) => new URL(path, getEnv().siteOrigin).href;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, link } = await params;
  const model = await publicModel(link);
  if (!model) return {};
  const title = modelTitle(model, locale);
  const page = absoluteUrl(locale, embedPath(link));
  const base = await pageMetadata(locale, embedPath(link), 'embedModel', modelDescription(model, locale) ?? undefined, {
    title,
    ...(model.posterUrl ? { image: { url: model.posterUrl } } : {}),
  });
  return {
    ...base,
    // Unlisted models are for those given the link; public ones may be found.
    robots: { index: model.visibility === 'public', follow: true },
    // oEmbed discovery: a CMS given this page's address finds the embed code here (oembed.com, section 4).
    alternates: {
      ...base.alternates,
      types: {
        'application/json+oembed': absolute(`/api/oembed?${new URLSearchParams({ url: page, format: 'json' })}`),
      },
    },
  };
}

/**
 * A model alone, for an iframe on any site (`frame-ancestors *`): the viewer with AR, its notes in the
 * page's language, a link to open it on Rassam, and its description for search engines (schema.org 3DModel).
 */
export default async function ModelEmbedPage({ params }: Props) {
  const { locale, link } = await params;
  setRequestLocale(locale);
  const model = await publicModel(link);
  if (!model) notFound();
  const page = absoluteUrl(locale, embedPath(link));
  return (
    <>
      <EmbedViewer model={model} openHref={page} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': '3DModel',
          name: modelTitle(model, locale),
          ...(modelDescription(model, locale) ? { description: modelDescription(model, locale) } : {}),
          url: page,
          inLanguage: locale,
          ...(model.posterUrl ? { image: absolute(model.posterUrl) } : {}),
          author: { '@type': 'Person', name: model.author.name },
          encoding: [
            ...(model.glbUrl
              ? [{ '@type': 'MediaObject', contentUrl: absolute(model.glbUrl), encodingFormat: 'model/gltf-binary' }]
              : []),
            ...(model.usdzUrl
              ? [{ '@type': 'MediaObject', contentUrl: absolute(model.usdzUrl), encodingFormat: 'model/vnd.usdz+zip' }]
              : []),
          ],
        }}
      />
    </>
  );
}
