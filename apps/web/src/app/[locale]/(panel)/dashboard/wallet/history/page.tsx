import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import { Pagination } from '@/components/ui/pagination';
import { DataTable } from '@/components/wallet/data-table';
import { paymentColumns } from '@/components/wallet/payment-columns';
import { pageParam, serverApiPage } from '@/components/wallet/server-page';
import type { Payment } from '@/components/wallet/types';
import { EmptyState, LoadError, paginationLabels, WalletNav } from '@/components/wallet/wallet-ui';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';

export const generateMetadata = panelMetadata('/dashboard/wallet/history', 'walletHistory');

const PAGE_SIZE = 20;
const path = '/dashboard/wallet/history';

export default async function WalletHistoryPage({
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
  const [titles, t, columns, result] = await Promise.all([
    getTranslations('titles'),
    getTranslations('wallet'),
    paymentColumns(locale, { withStatus: false }),
    serverApiPage<Payment>(`/payments?status=paid&page=${page}&pageSize=${PAGE_SIZE}`),
  ]);

  return (
    <>
      <PageHeader title={titles('walletHistory')} intro={t('history.intro')} />
      <WalletNav current="history" />
      {!result.ok ? (
        <LoadError retryHref={path} />
      ) : result.meta.total === 0 ? (
        <EmptyState
          title={t('history.empty')}
          body={t('history.emptyBody')}
          action={{ href: '/dashboard/wallet#topup', label: t('topupNow') }}
        />
      ) : result.data.length === 0 ? (
        <EmptyState title={t('pageEmpty')} body={t('pageEmptyBody')} action={{ href: path, label: t('firstPage') }} />
      ) : (
        <>
          <DataTable
            caption={t('history.caption')}
            columns={columns}
            rows={result.data}
            rowKey={(payment) => payment.id}
          />
          <Pagination
            page={page}
            pageCount={Math.ceil(result.meta.total / result.meta.pageSize)}
            href={(n) => (n === 1 ? path : `${path}?page=${n}`)}
            labels={paginationLabels(t)}
            locale={locale}
          />
        </>
      )}
    </>
  );
}
