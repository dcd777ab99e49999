import { type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import {
  libraryPath,
  newModelPath,
  statusTones,
  visibilities,
  type Model,
  type ModelStatus,
  type ModelVisibility,
} from '@/components/models/model-data';
import { ModelGrid } from '@/components/models/model-grid';
import { QuotaMeter } from '@/components/models/quota-meter';
import { PageHeader } from '@/components/panel/page-header';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { ArIcon } from '@/components/ui/icons/ar';
import { CubeIcon } from '@/components/ui/icons/cube';
import { Pagination } from '@/components/ui/pagination';
import { paginationLabels } from '@/lib/pagination-labels';
import { SearchBox } from '@/components/ui/search-box';
import { getPathname } from '@/i18n/navigation';
import { requireUser } from '@/lib/guards';
import { pageMetadata } from '@/lib/metadata';
import { serverApiPage, type PageMeta } from '@/lib/server-api';

type Params = Promise<{ locale: Locale }>;
type Search = Promise<{ q?: string; status?: string; visibility?: string; page?: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const { locale } = await params;
  return { ...(await pageMetadata(locale, libraryPath, 'arModels')), robots: { index: false, follow: false } };
}

const PAGE_SIZE = 12;
const statuses = Object.keys(statusTones) as ModelStatus[];
type Status = ModelStatus;
type Visibility = ModelVisibility;

/**
 * The owner's 3D model library: every model uploaded or saved from a 3D result, with its status (followed
 * live while it is processed), a search by title, filters by status and visibility, and the storage used.
 */
export default async function ModelLibraryPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireUser(locale);
  const query = await searchParams;
  const q = (query.q ?? '').trim().slice(0, 120);
  const status = statuses.includes(query.status as Status) ? (query.status as Status) : null;
  const visibility = visibilities.includes(query.visibility as Visibility) ? (query.visibility as Visibility) : null;
  const page = Math.max(1, Math.min(100_000, Number.parseInt(query.page ?? '1', 10) || 1));
  const apiQuery = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (q) apiQuery.set('q', q);
  if (status) apiQuery.set('status', status);
  if (visibility) apiQuery.set('visibility', visibility);
  const [t, list] = await Promise.all([
    getTranslations('models'),
    serverApiPage<Model, PageMeta & { usedBytes: number; quotaBytes: number }>(`/models?${apiQuery}`),
  ]);
  const href = (changes: { page?: number; status?: Status | null; visibility?: Visibility | null }) => {
    const next = new URLSearchParams();
    if (q) next.set('q', q);
    const s = 'status' in changes ? changes.status : status;
    const v = 'visibility' in changes ? changes.visibility : visibility;
    if (s) next.set('status', s);
    if (v) next.set('visibility', v);
    if (changes.page && changes.page > 1) next.set('page', String(changes.page));
    return `${libraryPath}${next.size ? `?${next}` : ''}`;
  };
  const filtered = Boolean(q || status || visibility);

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')}>
        <ButtonLink href={newModelPath} size="lg">
          <ArIcon className="size-5" />
          {t('new')}
        </ButtonLink>
      </PageHeader>
      {list.ok ? (
        <>
          <QuotaMeter used={list.meta.usedBytes} quota={list.meta.quotaBytes} className="mb-6" />
          <SearchBox
            action={getPathname({ href: libraryPath, locale })}
            id="model-search"
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            submitLabel={t('search.submit')}
            defaultValue={q}
            maxLength={120}
            hidden={{ status, visibility }}
            className="mb-4"
          />
          <div className="mb-2 flex flex-wrap gap-x-6">
            <FilterChips
              label={t('filters.status')}
              chips={[null, ...statuses].map((key) => ({
                key: key ?? 'all',
                href: href({ status: key, page: 1 }),
                label: key ? t(`status.${key}`) : t('filters.allStatuses'),
                active: key === status,
              }))}
            />
            <FilterChips
              label={t('filters.visibility')}
              chips={[null, ...visibilities].map((key) => ({
                key: key ?? 'all',
                href: href({ visibility: key, page: 1 }),
                label: key ? t(`visibility.${key}`) : t('filters.allVisibilities'),
                active: key === visibility,
              }))}
            />
          </div>
          {list.data.length > 0 ? (
            <ModelGrid models={list.data} />
          ) : filtered ? (
            <EmptyState icon={<CubeIcon />} title={t('emptyFiltered')} />
          ) : (
            <EmptyState
              icon={<CubeIcon />}
              title={t('empty')}
              body={t('emptyBody')}
              action={<ButtonLink href={newModelPath}>{t('new')}</ButtonLink>}
            />
          )}
          <Pagination
            page={page}
            pageCount={Math.ceil(list.meta.total / list.meta.pageSize)}
            href={(p) => href({ page: p })}
            locale={locale}
            labels={await paginationLabels(t('pages'))}
          />
        </>
      ) : (
        <Alert tone="danger">{list.message || t('loadFailed')}</Alert>
      )}
    </>
  );
}
