import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { adminMetadata } from '@/components/admin/admin-page';
import { PageHeader } from '@/components/panel/page-header';
import { ReviewQueue } from '@/components/tours/review-queue';
import { adminToursPath, type AdminTourRow } from '@/components/tours/tour-api';
import { tourViewerLabels } from '@/components/tours/viewer/tour-viewer-labels';
import { EmptyState } from '@/components/ui/empty-state';
import { PanoramaIcon } from '@/components/ui/icons/panorama';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { paginationLabels } from '@/lib/pagination-labels';
import { requireAdmin } from '@/lib/guards';
import { serverApiPage } from '@/lib/server-api';

export const generateMetadata = adminMetadata(adminToursPath, 'adminTours');

const PAGE_SIZE = 12;

/** The tours sent for review, oldest first as the API gives them: each opened in the viewer, accepted or refused with a reason. */
export default async function AdminToursPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ page?: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireAdmin(locale);
  const page = Math.max(1, Math.min(100_000, Number.parseInt((await searchParams).page ?? '1', 10) || 1));
  const [titles, t, labels, list] = await Promise.all([
    getTranslations('titles'),
    getTranslations('tourReview'),
    tourViewerLabels(locale),
    serverApiPage<AdminTourRow>(`/admin/tours?status=submitted&page=${page}&pageSize=${PAGE_SIZE}`),
  ]);
  const href = (n: number) => (n > 1 ? `${adminToursPath}?page=${n}` : adminToursPath);

  return (
    <>
      <PageHeader title={titles('adminTours')} intro={t('intro')} />
      {!list.ok ? (
        <LoadError message={t('loadError')} retryHref={href(page)} />
      ) : (
        <>
          {/* Mounted with an empty list too: the last decision's message outlives the refresh that empties it. */}
          <ReviewQueue
            tours={list.data}
            labels={labels}
            empty={<EmptyState icon={<PanoramaIcon />} title={t('empty')} body={t('emptyBody')} />}
          />
          {list.data.length ? (
            <Pagination
              page={page}
              pageCount={Math.ceil(list.meta.total / list.meta.pageSize)}
              href={href}
              locale={locale}
              labels={await paginationLabels(t('pages'))}
            />
          ) : null}
        </>
      )}
    </>
  );
}
