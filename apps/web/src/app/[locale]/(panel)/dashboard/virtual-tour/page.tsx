import { type Locale } from '@rassam/i18n';
import { useTranslations } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import {
  newTourPath,
  TOUR_STATUSES,
  TOUR_VISIBILITIES,
  toursPath,
  type TourStatus,
  type TourView,
  type TourVisibility,
} from '@/components/tours/tour-api';
import { TourGrid } from '@/components/tours/tour-grid';
import { TourImport } from '@/components/tours/tour-import';
import { useStatusLabels, useVisibilityLabels } from '@/components/tours/tour-labels';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { PanoramaIcon } from '@/components/ui/icons/panorama';
import { Pagination } from '@/components/ui/pagination';
import { paginationLabels } from '@/lib/pagination-labels';
import { SearchBox } from '@/components/ui/search-box';
import { getPathname } from '@/i18n/navigation';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import { serverApiPage } from '@/lib/server-api';

type Params = Promise<{ locale: Locale }>;
type Search = Promise<{ q?: string; status?: string; visibility?: string; page?: string }>;

export const generateMetadata = panelMetadata(toursPath, 'tours');

const PAGE_SIZE = 12;

/**
 * The owner's virtual tours: each with its preview, its review state (a refusal with its reason) and who may
 * see it; a search by title and filters, a new tour, or a tour made elsewhere imported as a zip.
 */
export default async function ToursPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireUser(locale);
  const query = await searchParams;
  const q = (query.q ?? '').trim().slice(0, 120);
  const status = TOUR_STATUSES.find((value) => value === query.status) ?? null;
  const visibility = TOUR_VISIBILITIES.find((value) => value === query.visibility) ?? null;
  const page = Math.max(1, Math.min(100_000, Number.parseInt(query.page ?? '1', 10) || 1));
  const apiQuery = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (q) apiQuery.set('q', q);
  if (status) apiQuery.set('status', status);
  if (visibility) apiQuery.set('visibility', visibility);
  const [t, list] = await Promise.all([getTranslations('tours'), serverApiPage<TourView>(`/tours?${apiQuery}`)]);
  const href = (changes: { page?: number; status?: TourStatus | null; visibility?: TourVisibility | null }) => {
    const next = new URLSearchParams();
    if (q) next.set('q', q);
    const s = 'status' in changes ? changes.status : status;
    const v = 'visibility' in changes ? changes.visibility : visibility;
    if (s) next.set('status', s);
    if (v) next.set('visibility', v);
    if (changes.page && changes.page > 1) next.set('page', String(changes.page));
    return `${toursPath}${next.size ? `?${next}` : ''}`;
  };
  const filtered = Boolean(q || status || visibility);

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')}>
        <div className="flex flex-wrap items-start gap-2">
          <TourImport />
          <ButtonLink href={newTourPath} size="lg">
            <PanoramaIcon className="size-5" />
            {t('new')}
          </ButtonLink>
        </div>
      </PageHeader>
      {list.ok ? (
        <>
          <SearchBox
            action={getPathname({ href: toursPath, locale })}
            id="tour-search"
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            submitLabel={t('search.submit')}
            defaultValue={q}
            maxLength={120}
            hidden={{ status, visibility }}
            className="mb-4"
          />
          <Filters status={status} visibility={visibility} href={href} />
          {list.data.length > 0 ? (
            <TourGrid tours={list.data} />
          ) : filtered ? (
            <EmptyState icon={<PanoramaIcon />} title={t('emptyFiltered')} />
          ) : (
            <EmptyState
              icon={<PanoramaIcon />}
              title={t('empty')}
              body={t('emptyBody')}
              action={<ButtonLink href={newTourPath}>{t('new')}</ButtonLink>}
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

type Href = (changes: { page?: number; status?: TourStatus | null; visibility?: TourVisibility | null }) => string;

/** The filters by review state and by who may see a tour (a component of its own: the labels are hooks). */
function Filters({
  status,
  visibility,
  href,
}: {
  status: TourStatus | null;
  visibility: TourVisibility | null;
  href: Href;
}) {
  const t = useTranslations('tours');
  const statuses = useStatusLabels();
  const visibilities = useVisibilityLabels();
  return (
    <div className="mb-2 flex flex-wrap gap-x-6">
      <FilterChips
        label={t('filters.status')}
        chips={[null, ...TOUR_STATUSES].map((key) => ({
          key: key ?? 'all',
          href: href({ status: key, page: 1 }),
          label: key ? statuses[key] : t('filters.allStatuses'),
          active: key === status,
        }))}
      />
      <FilterChips
        label={t('filters.visibility')}
        chips={[null, ...TOUR_VISIBILITIES].map((key) => ({
          key: key ?? 'all',
          href: href({ visibility: key, page: 1 }),
          label: key ? visibilities[key] : t('filters.allVisibilities'),
          active: key === visibility,
        }))}
      />
    </div>
  );
}
