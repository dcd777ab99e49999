import { type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import { DesignGrid } from '@/components/studio/design-grid';
import { studioMetadata } from '@/components/studio/metadata';
import { formPath, historyPath, studioPath } from '@/components/studio/paths';
import { loadTools, toolNames, toolOr404 } from '@/components/studio/server';
import { inputTargets } from '@/components/studio/targets';
import type { Design, DesignStatus } from '@/components/studio/types';
import { Alert } from '@/components/ui/alert';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { Pagination } from '@/components/ui/pagination';
import { paginationLabels } from '@/lib/pagination-labels';
import { TabNav } from '@/components/ui/tab-nav';
import { toolCopy } from '@/content/ai-tools';
import { requireUser } from '@/lib/guards';
import { serverApiPage } from '@/lib/server-api';

type Params = Promise<{ locale: Locale; tool: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const { locale, tool } = await params;
  return studioMetadata(locale, tool, historyPath(tool), 'aiHistory');
}

const PAGE_SIZE = 12;
const filters = ['all', 'processing', 'queued', 'completed', 'failed'] as const;
type Filter = (typeof filters)[number];

export default async function HistoryPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<{ status?: string; page?: string }>;
}) {
  const { locale, tool: slug } = await params;
  setRequestLocale(locale);
  await requireUser(locale);
  const tool = await toolOr404(slug);
  const query = await searchParams;
  const filter: Filter = filters.includes(query.status as Filter) ? (query.status as Filter) : 'all';
  const page = Math.max(1, Math.min(100_000, Number.parseInt(query.page ?? '1', 10) || 1));
  const apiQuery = new URLSearchParams({ tool: slug, page: String(page), pageSize: String(PAGE_SIZE) });
  if (filter !== 'all') apiQuery.set('status', filter satisfies DesignStatus | 'all');
  const [t, tools, names, list] = await Promise.all([
    getTranslations('studio'),
    loadTools(),
    toolNames(locale),
    serverApiPage<Design>(`/designs?${apiQuery}`),
  ]);
  const copy = toolCopy(tool.slug, locale);
  const href = (p: number, status: Filter = filter) => {
    const q = new URLSearchParams();
    if (status !== 'all') q.set('status', status);
    if (p > 1) q.set('page', String(p));
    return `${historyPath(slug)}${q.size ? `?${q}` : ''}`;
  };
  const filterLabel: Record<Filter, string> = {
    all: t('history.all'),
    processing: t('status.processing'),
    queued: t('status.queued'),
    completed: t('status.completed'),
    failed: t('status.failed'),
  };

  return (
    <>
      <Breadcrumbs
        label={t('breadcrumb')}
        className="mb-2"
        items={[{ label: t('hub.title'), href: studioPath }, { label: copy.name }]}
      />
      <PageHeader title={copy.name} intro={copy.tagline}>
        <ButtonLink href={formPath(slug)} size="lg">
          {t('history.new')}
        </ButtonLink>
      </PageHeader>
      <TabNav
        label={t('history.filter')}
        current={filter}
        tabs={filters.map((key) => ({ key, href: href(1, key), label: filterLabel[key] }))}
      />
      {list.ok ? (
        <>
          <DesignGrid
            designs={list.data}
            toolNames={names}
            targets={inputTargets(tools, names)}
            emptyText={
              filter === 'all' ? t('history.empty') : t('history.emptyFiltered', { status: filterLabel[filter] })
            }
          />
          <Pagination
            page={page}
            pageCount={Math.ceil(list.meta.total / list.meta.pageSize)}
            href={(p) => href(p)}
            locale={locale}
            labels={await paginationLabels(t('history.pages'))}
          />
        </>
      ) : (
        <Alert tone="danger">{list.message || t('failed')}</Alert>
      )}
    </>
  );
}
