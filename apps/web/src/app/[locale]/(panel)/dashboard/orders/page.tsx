import { ORDER_STATUSES, type OrderStatusName } from '@rassam/api/schemas';
import { formatNumber, type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderStatusChip, useOrderStatusLabels } from '@/components/orders/order-status';
import { orderPath, ordersPath, putFilePath, type OrderSummary } from '@/components/orders/order-types';
import { PageHeader } from '@/components/panel/page-header';
import { ButtonLink } from '@/components/ui/button-link';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { ReceiptIcon } from '@/components/ui/icons/receipt';
import { Price } from '@/components/ui/price';
import type { Column } from '@/components/ui/table';
import { TextLink } from '@/components/ui/text-link';
import { PagedTable } from '@/components/wallet/paged-table';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import { firstValue, pageParam } from '@/lib/search-params';
import { serverApiPage } from '@/lib/server-api';

export const generateMetadata = panelMetadata(ordersPath, 'orders');

const PAGE_SIZE = 20;

/**
 * The buyer's orders, the newest first: number, service, state and step, price (or the wait for a quote) and
 * dates in the reader's calendar; a filter by state, pages, and a first order from the catalogue when none.
 */
export default async function OrdersPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ page?: string | string[]; status?: string | string[] }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireUser(locale);
  const query = await searchParams;
  const page = pageParam(query.page);
  const status = ORDER_STATUSES.find((value) => value === firstValue(query.status)) ?? null;
  const listQuery = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (status) listQuery.set('status', status);
  const [t, result] = await Promise.all([
    getTranslations('orders'),
    serverApiPage<OrderSummary>(`/orders?${listQuery}`),
  ]);
  const href = (next: { status?: OrderStatusName | null; page?: number }) => {
    const search = new URLSearchParams();
    const s = 'status' in next ? next.status : status;
    if (s) search.set('status', s);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    return search.size ? `${ordersPath}?${search}` : ordersPath;
  };
  const columns: Column<OrderSummary>[] = [
    {
      key: 'number',
      header: t('list.number'),
      card: 'title',
      cell: (order) => (
        <TextLink href={orderPath(order.id)} data-testid="order-link">
          {t('list.numbered', { number: formatNumber(order.number, locale) })}
        </TextLink>
      ),
    },
    { key: 'service', header: t('list.service'), cell: (order) => order.service.title[locale] },
    {
      key: 'status',
      header: t('list.status'),
      card: 'aside',
      cell: (order) => <OrderStatusChip status={order.status} />,
    },
    { key: 'step', header: t('list.step'), cell: (order) => order.stepName?.[locale] ?? '—' },
    {
      key: 'price',
      header: t('list.price'),
      numeric: true,
      cell: (order) => (order.price === null ? t('list.onQuote') : <Price amount={order.price} currency="coins" />),
    },
    {
      key: 'created',
      header: t('list.created'),
      cell: (order) => <DateText value={order.createdAt} month="short" />,
    },
    {
      key: 'changed',
      header: t('list.changed'),
      card: 'footer',
      cell: (order) => <DateText value={order.statusAt} month="short" withTime />,
    },
  ];

  return (
    <>
      <PageHeader title={t('list.title')} intro={t('list.intro')}>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href="/services">{t('list.browse')}</ButtonLink>
          <ButtonLink href={putFilePath} variant="outline">
            {t('list.putFile')}
          </ButtonLink>
        </div>
      </PageHeader>
      <StatusFilter status={status} href={(s) => href({ status: s })} label={t('list.filter')} all={t('list.all')} />
      <PagedTable
        result={result}
        caption={t('list.caption')}
        columns={columns}
        rowKey={(order) => order.id}
        loadError={t('list.loadError')}
        empty={
          status ? (
            <EmptyState
              icon={<ReceiptIcon />}
              title={t('list.emptyFiltered')}
              body={t('list.emptyFilteredBody')}
              action={<ButtonLink href={ordersPath}>{t('list.all')}</ButtonLink>}
            />
          ) : (
            <EmptyState
              icon={<ReceiptIcon />}
              title={t('list.empty')}
              body={t('list.emptyBody')}
              action={<ButtonLink href="/services">{t('list.browse')}</ButtonLink>}
            />
          )
        }
        page={page}
        pageHref={(n) => href({ page: n })}
        retryHref={href({ page })}
        locale={locale}
      />
    </>
  );
}

/** The filter by state (its own component: the labels are a hook). */
function StatusFilter({
  status,
  href,
  label,
  all,
}: {
  status: OrderStatusName | null;
  href: (status: OrderStatusName | null) => string;
  label: string;
  all: string;
}) {
  const labels = useOrderStatusLabels();
  return (
    <FilterChips
      label={label}
      chips={[null, ...ORDER_STATUSES].map((key) => ({
        key: key ?? 'all',
        href: href(key),
        label: key ? labels[key] : all,
        active: key === status,
      }))}
    />
  );
}
