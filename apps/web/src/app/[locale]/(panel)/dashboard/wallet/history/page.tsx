import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import { PagedTable } from '@/components/wallet/paged-table';
import { paymentColumns } from '@/components/wallet/payment-columns';
import type { Payment } from '@/components/wallet/types';
import { EmptyState, WalletNav } from '@/components/wallet/wallet-ui';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import { pageParam } from '@/lib/search-params';
import { serverApiPage } from '@/lib/server-api';

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
      <PagedTable
        result={result}
        caption={t('history.caption')}
        columns={columns}
        rowKey={(payment) => payment.id}
        empty={
          <EmptyState
            title={t('history.empty')}
            body={t('history.emptyBody')}
            action={{ href: '/dashboard/wallet#topup', label: t('topupNow') }}
          />
        }
        page={page}
        pageHref={(n) => (n === 1 ? path : `${path}?page=${n}`)}
        retryHref={path}
        locale={locale}
      />
    </>
  );
}
