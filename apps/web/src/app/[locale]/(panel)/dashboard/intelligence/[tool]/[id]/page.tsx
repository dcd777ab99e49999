import { formatDateTime, formatNumber, toPersianDigits, type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PageHeader } from '@/components/panel/page-header';
import { Card } from '@/components/ui/card';
import { studioMetadata } from '@/components/studio/metadata';
import { resultPath } from '@/components/studio/paths';
import { ResultLive } from '@/components/studio/result-live';
import { fieldsOf } from '@/components/studio/schema-form';
import { formCopyOf, loadTools, toolNames, toolOr404 } from '@/components/studio/server';
import { inputTargets } from '@/components/studio/targets';
import type { Design } from '@/components/studio/types';
import { OutputViewer } from '@/components/studio/viewers';
import { Alert } from '@/components/ui/alert';
import { MediaFrame } from '@/components/ui/media-frame';
import { toolCopy } from '@/content/ai-tools';
import { redirect } from '@/i18n/navigation';
import { requireUser } from '@/lib/guards';
import { notFoundIfMissing } from '@/lib/missing';
import { serverApi } from '@/lib/server-api';
import { ToolCrumbs } from '@/components/studio/tool-crumbs';
import { Detail, DetailList } from '@/components/ui/details';

type Params = Promise<{ locale: Locale; tool: string; id: string }>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const loadDesign = cache((id: string) => serverApi<Design>(`/designs/${id}`));

export async function generateMetadata({ params }: { params: Params }) {
  const { locale, tool, id } = await params;
  if (!UUID.test(id)) notFound();
  notFoundIfMissing(await loadDesign(id));
  await toolOr404(tool);
  return studioMetadata(locale, tool, resultPath(tool, id), 'aiResult');
}

export default async function ResultPage({ params }: { params: Params }) {
  const { locale, tool: slug, id } = await params;
  setRequestLocale(locale);
  await requireUser(locale);
  const tool = await toolOr404(slug);
  if (!UUID.test(id)) notFound();
  const result = await loadDesign(id);
  if (!result.ok) {
    notFoundIfMissing(result);
    throw new Error(result.message || result.code);
  }
  const design = result.data;
  if (design.tool !== slug) redirect({ href: resultPath(design.tool, id), locale });

  const [t, tools, names] = await Promise.all([getTranslations('studio'), loadTools(), toolNames(locale)]);
  const copy = toolCopy(slug, locale);
  const formCopy = formCopyOf(tool, locale);
  const fields = fieldsOf(tool);
  const number = (n: number) => formatNumber(n, locale);
  const image = typeof design.input.image === 'string' ? `/api/files/${design.input.image}` : undefined;
  const title = typeof design.input.prompt === 'string' ? design.input.prompt : copy.name;

  const inputValue = (name: string, value: unknown) => {
    if (tool.files[name]) {
      const ids = Array.isArray(value) ? value : [value];
      return (
        <span className="flex flex-wrap gap-2">
          {ids.map((fileId, index) =>
            tool.files[name] === 'image' ? (
              <a key={String(fileId)} href={`/api/files/${fileId}`} target="_blank" rel="noreferrer">
                <img
                  src={`/api/files/${fileId}`}
                  alt={t('result.inputFile', { name: formCopy.fields[name]?.label ?? name, index: number(index + 1) })}
                  className="size-20 rounded-lg border border-border object-cover"
                />
              </a>
            ) : (
              <a key={String(fileId)} href={`/api/files/${fileId}`} className="font-semibold text-link underline">
                {t('result.openFile')}
              </a>
            ),
          )}
        </span>
      );
    }
    const option = formCopy.options[name]?.[String(value)];
    if (option) return option;
    if (typeof value === 'number') return number(value);
    return <span dir="auto">{String(value)}</span>;
  };

  return (
    <>
      <ToolCrumbs
        label={t('breadcrumb')}
        hub={t('hub.title')}
        tool={copy.name}
        slug={slug}
        current={formatDateTime(design.createdAt, locale)}
      />
      <PageHeader title={copy.name} intro={t('result.intro', { date: formatDateTime(design.createdAt, locale) })} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          {design.preview ? (
            <Alert tone="warning" role="note" className="font-semibold" data-testid="offline-preview">
              {t('offlinePreview')} — {t('result.previewBody')}
            </Alert>
          ) : null}
          {design.status === 'completed' && design.outputs.length ? (
            <OutputViewer outputs={design.outputs} before={image} title={title} />
          ) : (
            <MediaFrame className="grid aspect-video place-items-center border-dashed p-6 text-center text-muted-foreground">
              {design.status === 'failed' || design.status === 'cancelled'
                ? design.refunded
                  ? t('result.failedRefunded', { count: design.cost })
                  : t('result.failed')
                : t('result.waiting')}
            </MediaFrame>
          )}
        </div>
        <div className="space-y-6">
          <Card padded>
            <ResultLive design={design} toolName={copy.name} targets={inputTargets(tools, names)} />
          </Card>
          <Card padded>
            <h2 className="mb-3 text-lg font-bold">{t('result.details')}</h2>
            <DetailList>
              <Detail label={t('result.provider')} data-testid="provider">
                {design.provider === 'offline' ? t('result.offline') : (design.provider ?? '—')}
                {design.model ? (
                  <span className="block text-xs text-muted-foreground">
                    <bdi dir="ltr">{design.model}</bdi>
                  </span>
                ) : null}
              </Detail>
              <Detail label={t('form.cost')}>
                {design.cost === 0 ? t('form.free') : t('form.coins', { count: design.cost })}
              </Detail>
              {design.error ? (
                <Detail label={t('result.error')} dir="ltr" className="text-start">
                  {design.error.code}
                </Detail>
              ) : null}
              {/* A code to type again, not an amount: no grouping, in the page's digits. */}
              <Detail label={t('result.seed')} className="tabular-nums">
                {locale === 'fa' ? toPersianDigits(design.seed) : design.seed}
              </Detail>
            </DetailList>
          </Card>
          <Card padded>
            <h2 className="mb-3 text-lg font-bold">{t('result.input')}</h2>
            <dl className="space-y-3 text-sm">
              {fields
                .filter((field) => design.input[field.name] !== undefined && design.input[field.name] !== '')
                .map((field) => (
                  <div key={field.name}>
                    <dt className="font-semibold">{formCopy.fields[field.name]?.label ?? field.name}</dt>
                    <dd className="mt-0.5 whitespace-pre-wrap break-words text-muted-foreground">
                      {inputValue(field.name, design.input[field.name])}
                    </dd>
                  </div>
                ))}
            </dl>
          </Card>
        </div>
      </div>
    </>
  );
}
