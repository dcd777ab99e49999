import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MarkAllRead, NoticeList } from '@/components/notifications/notice-list';
import type { NotificationView } from '@/components/notifications/notification-api';
import { PageHeader } from '@/components/panel/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { BellIcon } from '@/components/ui/icons/bell';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { paginationLabels } from '@/lib/pagination-labels';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import { pageParam } from '@/lib/search-params';
import { serverApiPage, type PageMeta } from '@/lib/server-api';

const path = '/dashboard/notifications';
const PAGE_SIZE = 20;

export const generateMetadata = panelMetadata(path, 'notificationsPage');

/** Every notification of the header's bell, paged, with "mark all as read". */
export default async function NotificationsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ page?: string | string[] }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireUser(locale);
  const page = pageParam((await searchParams).page);
  const [t, list] = await Promise.all([
    getTranslations('notificationCenter'),
    serverApiPage<NotificationView, PageMeta & { unread: number }>(`/notifications?page=${page}&pageSize=${PAGE_SIZE}`),
  ]);
  const pageHref = (n: number) => (n > 1 ? `${path}?page=${n}` : path);

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')}>
        {list.ok && list.meta.unread > 0 ? <MarkAllRead /> : null}
      </PageHeader>
      {!list.ok ? (
        <LoadError message={list.message || t('loadFailed')} retryHref={pageHref(page)} />
      ) : list.data.length === 0 ? (
        <EmptyState icon={<BellIcon />} title={t('empty')} body={t('emptyBody')} />
      ) : (
        <>
          <NoticeList notices={list.data} />
          <Pagination
            page={page}
            pageCount={Math.ceil(list.meta.total / list.meta.pageSize)}
            href={pageHref}
            locale={locale}
            labels={await paginationLabels(t('pages'))}
          />
        </>
      )}
    </>
  );
}
