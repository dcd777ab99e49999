import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import { Pagination } from '@/components/ui/pagination';
import { DataTable } from '@/components/wallet/data-table';
import { paymentColumns } from '@/components/wallet/payment-columns';
import { pageParam, serverApiPage, type PageResult } from '@/components/wallet/server-page';
import type { Payment, PaymentStatus } from '@/components/wallet/types';
import { EmptyState, LoadError, paginationLabels, walletLabels, WalletNav } from '@/components/wallet/wallet-ui';
import { Link } from '@/i18n/navigation';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import { serverApi } from '@/lib/server-api';

export const generateMetadata = panelMetadata('/dashboard/wallet/payments', 'walletPayments');

const PAGE_SIZE = 20;
const path = '/dashboard/wallet/payments';
const statuses: PaymentStatus[] = ['pending', 'paid', 'failed', 'cancelled'];
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** One payment (`?id=`, from a ledger entry), as a one-row page; an unknown or foreign id is an empty list. */
async function onePayment(id: string): Promise<PageResult<Payment>> {
  const result = await serverApi<Payment>(`/payments/${id}`);
  if (result.ok) return { ok: true, data: [result.data], meta: { page: 1, pageSize: 1, total: 1 } };
  if (result.status === 404) return { ok: true, data: [], meta: { page: 1, pageSize: 1, total: 0 } };
  return { ok: false, status: result.status, code: result.code };
}

export default async function WalletPaymentsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ page?: string | string[]; status?: string | string[]; id?: string | string[] }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireUser(locale);
  const query = await searchParams;
  const page = pageParam(query.page);
  const status = statuses.find((value) => value === first(query.status)) ?? null;
  const id = first(query.id);
  const single = id !== undefined && uuid.test(id) ? id : null;
  const listQuery = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (status) listQuery.set('status', status);

  const [titles, t, labels, columns, result] = await Promise.all([
    getTranslations('titles'),
    getTranslations('wallet'),
    walletLabels(),
    paymentColumns(locale, { withStatus: true }),
    single ? onePayment(single) : serverApiPage<Payment>(`/payments?${listQuery}`),
  ]);
  const filterHref = (value: PaymentStatus | null) => (value ? `${path}?status=${value}` : path);
  const pageHref = (n: number) => {
    const search = new URLSearchParams();
    if (status) search.set('status', status);
    if (n > 1) search.set('page', String(n));
    return search.size ? `${path}?${search}` : path;
  };
  const filters: { value: PaymentStatus | null; label: string }[] = [
    { value: null, label: t('payments.all') },
    ...statuses.map((value) => ({ value, label: labels.status[value] })),
  ];

  return (
    <>
      <PageHeader title={titles('walletPayments')} intro={t('payments.intro')} />
      <WalletNav current="payments" />
      {single ? (
        <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="text-[var(--text-muted)]">{t('payments.one')}</span>
          <Link href={path} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {t('payments.showAll')}
          </Link>
        </p>
      ) : (
        <nav aria-label={t('payments.filter')} className="mb-4">
          <ul className="flex flex-wrap gap-2">
            {filters.map(({ value, label }) => (
              <li key={value ?? 'all'}>
                <Link
                  href={filterHref(value)}
                  aria-current={value === status ? 'page' : undefined}
                  className={`inline-flex rounded-full border px-3.5 py-1.5 text-sm font-semibold transition ${
                    value === status
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-[var(--border)] bg-[var(--surface)] text-[var(--text-muted)] hover:border-brand-400 hover:text-[var(--text)]'
                  }`}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {!result.ok ? (
        <LoadError retryHref={single ? `${path}?id=${single}` : pageHref(page)} />
      ) : result.meta.total === 0 ? (
        single ? (
          <EmptyState
            title={t('payments.notFound')}
            body={t('payments.notFoundBody')}
            action={{ href: path, label: t('payments.showAll') }}
          />
        ) : status ? (
          <EmptyState
            title={t('payments.emptyFiltered', { status: labels.status[status] })}
            body={t('payments.emptyFilteredBody')}
            action={{ href: path, label: t('payments.showAll') }}
          />
        ) : (
          <EmptyState
            title={t('payments.empty')}
            body={t('payments.emptyBody')}
            action={{ href: '/dashboard/wallet#topup', label: t('topupNow') }}
          />
        )
      ) : result.data.length === 0 ? (
        <EmptyState
          title={t('pageEmpty')}
          body={t('pageEmptyBody')}
          action={{ href: pageHref(1), label: t('firstPage') }}
        />
      ) : (
        <>
          <DataTable
            caption={status ? t('payments.captionFiltered', { status: labels.status[status] }) : t('payments.caption')}
            columns={columns}
            rows={result.data}
            rowKey={(payment) => payment.id}
          />
          <Pagination
            page={page}
            pageCount={Math.ceil(result.meta.total / result.meta.pageSize)}
            href={pageHref}
            labels={paginationLabels(t)}
            locale={locale}
          />
        </>
      )}
    </>
  );
}
