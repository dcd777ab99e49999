import { type Locale } from '@rassam/i18n';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { modelPath, modelTitle, type Model } from '@/components/models/model-data';
import { ModelEditor } from '@/components/models/model-editor';
import { loadOwnShop } from '@/components/shop/server';
import { requireUser } from '@/lib/guards';
import { pageMetadata } from '@/lib/metadata';
import { serverApi } from '@/lib/server-api';

type Params = Promise<{ locale: Locale; id: string }>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owner's model, or null for an id that is not one of theirs (another user's is not found either). */
const ownModel = cache(async (id: string) => {
  if (!UUID.test(id)) return null;
  const result = await serverApi<Model>(`/models/${id}`);
  if (result.ok) return result.data;
  if (result.status === 404) return null;
  throw new Error(result.message || result.code);
});

export async function generateMetadata({ params }: { params: Params }) {
  const { locale, id } = await params;
  // None of the caller's (null) is the 404 page's title too; a failure to ask (a visitor's 401) is the guard's.
  const model = await ownModel(id).catch(() => undefined);
  if (model === null) notFound();
  const base = await pageMetadata(
    locale,
    modelPath(id),
    'arModel',
    undefined,
    model ? { title: modelTitle(model, locale) } : {},
  );
  return { ...base, robots: { index: false, follow: false } };
}

/** A model's full-screen viewer and editor (layout `empty`, whose guard signs the visitor in first). */
export default async function ModelPage({ params }: { params: Params }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  await requireUser(locale);
  const [model, shop] = await Promise.all([ownModel(id), loadOwnShop()]);
  if (!model) notFound();
  return <ModelEditor model={model} shopOwner={shop.ok} />;
}
