import { formatDateTime, type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/panel/page-header';
import { Card } from '@/components/ui/card';
import { DesignAttachButton } from '@/components/shop/design-attach';
import { loadOwnShop } from '@/components/shop/server';
import { ShopNav } from '@/components/shop/shop-nav';
import { UUID, type AttachedDesign } from '@/components/shop/types';
import { resultPath } from '@/components/studio/paths';
import type { Design } from '@/components/studio/types';
import { OutputViewer } from '@/components/studio/viewers';
import { toolCopy } from '@/content/ai-tools';
import { Link } from '@/i18n/navigation';
import { requireShop } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import { notFoundIfMissing } from '@/lib/missing';
import { serverApi } from '@/lib/server-api';

type Params = Promise<{ locale: Locale; segment: string }>;

/**
 * The spec's /dashboard/shop/designed-{id}: Next.js cannot match a prefix inside a segment, so the page
 * reads it (as /dashboard/orders/factor-{id} does); anything else here is not found.
 */
function designIdOf(segment: string): string | null {
  const id = /^designed-(.+)$/.exec(segment)?.[1] ?? null;
  return id && UUID.test(id) ? id : null;
}

const loadDesign = cache((id: string) => serverApi<Design>(`/designs/${id}`));

export async function generateMetadata({ params }: { params: Params }) {
  const { segment } = await params;
  // For a shop owner, a design that is not theirs is the 404 page already here (the browser's title too).
  if ((await loadOwnShop()).ok) {
    const id = designIdOf(segment);
    if (!id) notFound();
    notFoundIfMissing(await loadDesign(id));
  }
  return panelMetadata(`/dashboard/shop/${segment}`, 'shopDesigned')({ params });
}

/** An AI-studio design of the owner's, viewed with the studio's viewers, and shown in the shop or not. */
export default async function ShopDesignPage({ params }: { params: Params }) {
  const { locale, segment } = await params;
  setRequestLocale(locale);
  await requireShop(locale);
  const id = designIdOf(segment);
  if (!id) notFound();
  const [design, attached, t] = await Promise.all([
    loadDesign(id),
    serverApi<AttachedDesign[]>('/shops/me/designs'),
    getTranslations('shopPanel'),
  ]);
  if (!design.ok) {
    notFoundIfMissing(design);
    throw new Error(design.message || design.code);
  }
  const data = design.data;
  if (data.status === 'deleted') notFound();
  const isAttached = attached.ok && attached.data.some((d) => d.designId === id);
  const name = toolCopy(data.tool, locale).name;
  const title = typeof data.input.prompt === 'string' && data.input.prompt ? data.input.prompt : name;

  return (
    <>
      <Breadcrumbs
        label={t('breadcrumb')}
        className="mb-2"
        items={[{ label: t('designs.title'), href: '/dashboard/shop/image' }, { label: name }]}
      />
      <PageHeader title={name} intro={t('designs.made', { date: formatDateTime(data.createdAt, locale) })} />
      <ShopNav current="image" />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {data.status === 'completed' ? (
            <OutputViewer outputs={data.outputs} title={title} />
          ) : (
            <p className="rounded-2xl border border-dashed border-border p-6 text-center text-muted-foreground">
              {t('designs.notComplete')}
            </p>
          )}
        </div>
        <Card padded>
          <h2 className="text-lg font-bold">{isAttached ? t('designs.shownTitle') : t('designs.hiddenTitle')}</h2>
          <p className="mb-4 mt-1 text-sm text-muted-foreground">
            {isAttached ? t('designs.shownBody') : t('designs.hiddenBody')}
          </p>
          {data.status === 'completed' ? <DesignAttachButton designId={id} attached={isAttached} /> : null}
          <p className="mt-4 text-sm">
            <Link href={resultPath(data.tool, id)} className="font-semibold text-link underline">
              {t('designs.inStudio')}
            </Link>
          </p>
        </Card>
      </div>
    </>
  );
}
