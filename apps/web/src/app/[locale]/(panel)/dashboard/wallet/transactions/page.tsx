import { formatNumber, type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import { TextLink } from '@/components/ui/text-link';
import type { Column } from '@/components/ui/table';
import { PagedTable } from '@/components/wallet/paged-table';
import type { LedgerEntry } from '@/components/wallet/types';
import { EmptyState, SignedAmount, walletLabels, WalletNav } from '@/components/wallet/wallet-ui';
import { DateText } from '@/components/ui/date-text';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import { pageParam } from '@/lib/search-params';
import { serverApiPage } from '@/lib/server-api';

export const generateMetadata = panelMetadata('/dashboard/wallet/transactions', 'walletTransactions');

const PAGE_SIZE = 20;
const path = '/dashboard/wallet/transactions';

export default async function WalletTransactionsPage({
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
  const [titles, t, { reason }, result] = await Promise.all([
    getTranslations('titles'),
    getTranslations('wallet'),
    walletLabels(),
    serverApiPage<LedgerEntry>(`/wallet/transactions?page=${page}&pageSize=${PAGE_SIZE}`),
  ]);

  const columns: Column<LedgerEntry>[] = [
    {
      key: 'date',
      header: t('columns.date'),
      cell: (entry) => <DateText value={entry.createdAt} locale={locale} month="short" withTime />,
    },
    {
      key: 'description',
      header: t('columns.description'),
      card: 'title',
      cell: (entry) => (
        <>
          <span className="font-semibold">{reason[entry.reason] ?? entry.reason}</span>
          {entry.note ? (
            <span dir="auto" className="block text-xs font-normal text-muted-foreground">
              {entry.note}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'change',
      header: t('columns.change'),
      card: 'aside',
      numeric: true,
      cell: (entry) => <SignedAmount value={entry.amount} locale={locale} />,
    },
    {
      key: 'balanceAfter',
      header: t('columns.balanceAfter'),
      numeric: true,
      cell: (entry) => formatNumber(entry.balanceAfter, locale),
    },
    {
      key: 'details',
      header: t('columns.details'),
      card: 'footer',
      cell: (entry) =>
        entry.ref?.type === 'payment' ? (
          <TextLink href={`/dashboard/wallet/payments?id=${entry.ref.id}`}>{t('transactions.viewPayment')}</TextLink>
        ) : entry.ref?.type === 'factor' ? (
          <TextLink href={`/dashboard/orders/factor-${entry.ref.id}`}>{t('viewInvoice')}</TextLink>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader title={titles('walletTransactions')} intro={t('transactions.intro')} />
      <WalletNav current="transactions" />
      <PagedTable
        result={result}
        caption={t('transactions.caption')}
        columns={columns}
        rowKey={(entry) => entry.id}
        empty={
          <EmptyState
            title={t('transactions.empty')}
            body={t('transactions.emptyBody')}
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
