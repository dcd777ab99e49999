import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import { newTicketPath, ticketsPath, type TicketSummaryView } from '@/components/tickets/ticket-api';
import { TicketTable } from '@/components/tickets/ticket-table';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ChatIcon } from '@/components/ui/icons/chat';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { paginationLabels } from '@/lib/pagination-labels';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import { pageParam } from '@/lib/search-params';
import { serverApiPage } from '@/lib/server-api';

export const generateMetadata = panelMetadata(ticketsPath, 'tickets');

const PAGE_SIZE = 20;

/** The user's tickets, the latest activity first, each with its status and its replies not read yet. */
export default async function TicketsPage({
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
    getTranslations('tickets'),
    serverApiPage<TicketSummaryView>(`/tickets?page=${page}&pageSize=${PAGE_SIZE}`),
  ]);
  const pageHref = (n: number) => (n > 1 ? `${ticketsPath}?page=${n}` : ticketsPath);
  const newButton = (
    <ButtonLink href={newTicketPath}>
      <ChatIcon />
      {t('new')}
    </ButtonLink>
  );

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')}>
        {newButton}
      </PageHeader>
      {list.ok ? (
        <TicketTable
          tickets={list.data}
          empty={<EmptyState icon={<ChatIcon />} title={t('empty')} body={t('emptyBody')} action={newButton} />}
          pagination={
            <Pagination
              page={page}
              pageCount={Math.ceil(list.meta.total / list.meta.pageSize)}
              href={pageHref}
              locale={locale}
              labels={await paginationLabels(t('pages'))}
            />
          }
        />
      ) : (
        <LoadError message={list.message || t('loadFailed')} retryHref={pageHref(page)} />
      )}
    </>
  );
}
