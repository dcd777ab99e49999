import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import { PagedTable } from '@/components/wallet/paged-table';
import { paymentColumns } from '@/components/wallet/payment-columns';
import { paymentStatuses, type Payment, type PaymentStatus } from '@/components/wallet/types';
import { FilterChips } from '@/components/ui/filter-chips';
import { EmptyState, walletLabels, WalletNav } from '@/components/wallet/wallet-ui';
import { ButtonLink } from '@/components/ui/button-link';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import { firstValue, isUuid, pageParam } from '@/lib/search-params';
import { serverApi, serverApiPage, type PageResult } from '@/lib/server-api';

export const generateMetadata = panelMetadata('/dashboard/wallet/payments', 'walletPayments');

const PAGE_SIZE = 20;
const path = '/dashboard/wallet/payments';

/** One payment (`?id=`, from a ledger entry), as a one-row page; an unknown or foreign id is an empty list. */
async function onePayment(id: string): Promise<PageResult<Payment>> {
  const result = await serverApi<Payment>(`/payments/${id}`);
  if (result.ok) return { ok: true, data: [result.data], meta: { page: 1, pageSize: 1, total: 1 } };
  if (result.status === 404) return { ok: true, data: [], meta: { page: 1, pageSize: 1, total: 0 } };
  return result;
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
  const status = paymentStatuses.find((value) => value === firstValue(query.status)) ?? null;
  const id = firstValue(query.id);
  const single = id !== undefined && isUuid(id) ? id : null;
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
    ...paymentStatuses.map((value) => ({ value, label: labels.status[value] })),
  ];

  return (
    <>
      <PageHeader title={titles('walletPayments')} intro={t('payments.intro')} />
      <WalletNav current="payments" />
      {single ? (
        <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="text-muted-foreground">{t('payments.one')}</span>
          <ButtonLink href={path} variant="link">
            {t('payments.showAll')}
          </ButtonLink>
        </p>
      ) : (
        <FilterChips
          label={t('payments.filter')}
          chips={filters.map(({ value, label }) => ({
            key: value ?? 'all',
            href: filterHref(value),
            label,
            active: value === status,
          }))}
        />
      )}
      <PagedTable
        result={result}
        caption={status ? t('payments.captionFiltered', { status: labels.status[status] }) : t('payments.caption')}
        columns={columns}
        rowKey={(payment) => payment.id}
        empty={
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
        }
        page={page}
        pageHref={pageHref}
        retryHref={single ? `${path}?id=${single}` : pageHref(page)}
        locale={locale}
      />
    </>
  );
}
