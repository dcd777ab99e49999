import { ORDER_AGE_DAYS, ORDER_STATUSES, QUEUE_ASSIGNED, type OrderStatusName } from '@rassam/api/schemas';
import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FilterForm } from '@/components/admin/market/filter-form';
import { DeskNav, DeskPagination } from '@/components/desk/desk-nav';
import { deskMetadata } from '@/components/desk/desk-page';
import { deskPaths, withQuery } from '@/components/desk/desk-paths';
import { Duration, OrderStatusChip } from '@/components/desk/desk-chips';
import { deskServices, orderStatusLabels, type DeskOrderRow } from '@/components/desk/order-data';
import { PageHeader } from '@/components/panel/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { FilterChips } from '@/components/ui/filter-chips';
import { ReceiptIcon } from '@/components/ui/icons/receipt';
import { LoadError } from '@/components/ui/load-error';
import { Num } from '@/components/ui/num';
import { Price } from '@/components/ui/price';
import { Select } from '@/components/ui/select';
import { DataTable, type Column } from '@/components/ui/table';
import { TextLink } from '@/components/ui/text-link';
import { requireStaff } from '@/lib/guards';
import { firstValue, isUuid, pageParam, type SearchParams } from '@/lib/search-params';
import { serverApiPage } from '@/lib/server-api';

export const generateMetadata = deskMetadata(deskPaths.orders, 'supportOrders');

const PAGE_SIZE = 20;
const STATUS_TABS = ['open', ...ORDER_STATUSES, 'all'] as const;
type StatusTab = (typeof STATUS_TABS)[number];
const pick = <T extends string>(list: readonly T[], value: string | undefined) =>
  list.find((item) => item === value) ?? null;

/**
 * The orders queue: open orders by default, the longest unchanged first (the API's order); by state, service,
 * age (unchanged for more than N days) and assignee.
 */
export default async function DeskOrdersPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireStaff(locale);
  const raw = await searchParams;
  const service = firstValue(raw.service) ?? '';
  const filters = {
    status: pick(STATUS_TABS, firstValue(raw.status)) ?? 'open',
    service: isUuid(service) ? service : null,
    age: pick(ORDER_AGE_DAYS.map(String), firstValue(raw.age)),
    assigned: pick(QUEUE_ASSIGNED, firstValue(raw.assigned)) ?? 'any',
  };
  const page = pageParam(raw.page);
  const [titles, t, services, statusLabels] = await Promise.all([
    getTranslations('titles'),
    getTranslations('desk'),
    deskServices(),
    orderStatusLabels(),
  ]);
  const result = await serverApiPage<DeskOrderRow>(
    withQuery('/support/orders', { ...filters, page, pageSize: PAGE_SIZE }),
  );
  const now = Date.now();
  const hrefWith = (changes: Partial<Record<keyof typeof filters | 'page', string | number | null>>) =>
    withQuery(deskPaths.orders, {
      ...filters,
      status: filters.status === 'open' ? null : filters.status,
      assigned: filters.assigned === 'any' ? null : filters.assigned,
      page: null,
      ...changes,
    });
  const tabLabel = (tab: StatusTab) =>
    tab === 'open' ? t('queue.open') : tab === 'all' ? t('queue.all') : statusLabels[tab as OrderStatusName];
  const assignedLabels = { any: t('queue.anyone'), me: t('queue.me'), none: t('queue.nobody') };

  const columns: Column<DeskOrderRow>[] = [
    {
      key: 'order',
      header: t('orders.order'),
      card: 'title',
      cell: (row) => (
        <span className="flex flex-col gap-0.5">
          <TextLink href={deskPaths.order(row.id)} className="font-semibold" data-testid="order-link" data-id={row.id}>
            <span className="tabular-nums">
              #<Num value={row.number} />
            </span>{' '}
            <span dir="auto">{row.service.title[locale]}</span>
          </TextLink>
          <span className="text-sm text-muted-foreground" dir="auto">
            {row.user.name}
          </span>
        </span>
      ),
    },
    { key: 'status', header: t('queue.status'), card: 'aside', cell: (row) => <OrderStatusChip status={row.status} /> },
    {
      key: 'price',
      header: t('orders.price'),
      numeric: true,
      cell: (row) => (row.price === null ? t('orders.onQuote') : <Price amount={row.price} currency="coins" />),
    },
    { key: 'age', header: t('orders.unchanged'), cell: (row) => <Duration ms={now - Date.parse(row.statusAt)} /> },
    {
      key: 'assignee',
      header: t('queue.assignee'),
      cell: (row) =>
        row.assignee ? (
          <span dir="auto">{row.assignee.name}</span>
        ) : (
          <span className="text-muted-foreground">{t('queue.nobody')}</span>
        ),
    },
  ];

  return (
    <>
      <PageHeader title={titles('supportOrders')} intro={t('orders.intro')} />
      <DeskNav current="orders" />
      <FilterChips
        label={t('queue.statusFilter')}
        current="true"
        chips={STATUS_TABS.map((tab) => ({
          key: tab,
          href: hrefWith({ status: tab === 'open' ? null : tab }),
          label: tabLabel(tab),
          active: filters.status === tab,
        }))}
      />
      <FilterForm
        path={deskPaths.orders}
        locale={locale}
        label={t('queue.filters')}
        hidden={{ status: filters.status === 'open' ? null : filters.status }}
        submitLabel={t('queue.apply')}
        clear={
          filters.service || filters.age || filters.assigned !== 'any'
            ? {
                href: withQuery(deskPaths.orders, { status: filters.status === 'open' ? null : filters.status }),
                label: t('queue.clear'),
              }
            : null
        }
        className="grid sm:grid-cols-3 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
      >
        <Field id="desk-service" label={t('orders.service')}>
          <Select name="service" defaultValue={filters.service ?? ''}>
            <option value="">{t('orders.allServices')}</option>
            {services.map((item) => (
              <option key={item.id} value={item.id}>
                {locale === 'en' ? item.titleEn : item.title}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="desk-age" label={t('orders.age')}>
          <Select name="age" defaultValue={filters.age ?? ''}>
            <option value="">{t('orders.anyAge')}</option>
            {ORDER_AGE_DAYS.map((days) => (
              <option key={days} value={days}>
                {t('orders.olderThan', { days })}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="desk-order-assigned" label={t('queue.assignee')}>
          <Select name="assigned" defaultValue={filters.assigned}>
            {QUEUE_ASSIGNED.map((value) => (
              <option key={value} value={value}>
                {assignedLabels[value]}
              </option>
            ))}
          </Select>
        </Field>
      </FilterForm>

      {!result.ok ? (
        <LoadError message={t('loadError')} retryHref={hrefWith({})} />
      ) : (
        <DataTable
          caption={t('orders.caption')}
          columns={columns}
          rows={result.data}
          rowKey={(row) => row.id}
          empty={<EmptyState icon={<ReceiptIcon />} title={t('orders.empty')} body={t('orders.emptyBody')} />}
          pagination={
            <DeskPagination
              page={page}
              total={result.meta.total}
              pageSize={PAGE_SIZE}
              href={(n) => hrefWith({ page: n > 1 ? n : null })}
              locale={locale}
            />
          }
        />
      )}
    </>
  );
}
