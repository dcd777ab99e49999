import { formatNumber, type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import { Pagination } from '@/components/ui/pagination';
import { DataTable, type Column } from '@/components/wallet/data-table';
import { formatSigned } from '@/components/wallet/money';
import { pageParam, serverApiPage } from '@/components/wallet/server-page';
import type { LedgerEntry, LedgerReason } from '@/components/wallet/types';
import { DateTime, EmptyState, LoadError, paginationLabels, WalletNav } from '@/components/wallet/wallet-ui';
import { Link } from '@/i18n/navigation';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';

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
  const [titles, t, result] = await Promise.all([
    getTranslations('titles'),
    getTranslations('wallet'),
    serverApiPage<LedgerEntry>(`/wallet/transactions?page=${page}&pageSize=${PAGE_SIZE}`),
  ]);
  const reason: Record<LedgerReason, string> = {
    topup: t('reasons.topup'),
    design_spend: t('reasons.design_spend'),
    design_refund: t('reasons.design_refund'),
    listing_fee: t('reasons.listing_fee'),
    order_payment: t('reasons.order_payment'),
    admin_adjustment: t('reasons.admin_adjustment'),
  };
  const linkClass = 'font-semibold text-brand-700 hover:underline dark:text-brand-300';

  const columns: Column<LedgerEntry>[] = [
    { key: 'date', header: t('columns.date'), cell: (entry) => <DateTime value={entry.createdAt} locale={locale} /> },
    {
      key: 'description',
      header: t('columns.description'),
      card: 'title',
      cell: (entry) => (
        <>
          <span className="font-semibold">{reason[entry.reason] ?? entry.reason}</span>
          {entry.note ? (
            <span dir="auto" className="block text-xs font-normal text-[var(--text-muted)]">
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
      cell: (entry) => (
        <span
          className={`whitespace-nowrap font-bold ${
            entry.amount >= 0 ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'
          }`}
        >
          {formatSigned(entry.amount, locale)}
        </span>
      ),
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
          <Link href={`/dashboard/wallet/payments?id=${entry.ref.id}`} className={linkClass}>
            {t('transactions.viewPayment')}
          </Link>
        ) : entry.ref?.type === 'factor' ? (
          <Link href={`/dashboard/orders/factor-${entry.ref.id}`} className={linkClass}>
            {t('viewInvoice')}
          </Link>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader title={titles('walletTransactions')} intro={t('transactions.intro')} />
      <WalletNav current="transactions" />
      {!result.ok ? (
        <LoadError retryHref={path} />
      ) : result.meta.total === 0 ? (
        <EmptyState
          title={t('transactions.empty')}
          body={t('transactions.emptyBody')}
          action={{ href: '/dashboard/wallet#topup', label: t('topupNow') }}
        />
      ) : result.data.length === 0 ? (
        <EmptyState title={t('pageEmpty')} body={t('pageEmptyBody')} action={{ href: path, label: t('firstPage') }} />
      ) : (
        <>
          <DataTable
            caption={t('transactions.caption')}
            columns={columns}
            rows={result.data}
            rowKey={(entry) => entry.id}
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
