import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { adminMetadata } from '@/components/admin/admin-page';
import { FilterForm } from '@/components/admin/market/filter-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { loadCategoryTrees } from '@/components/admin/market/load';
import { MarketNav, marketPaths } from '@/components/admin/market/market-nav';
import { QueueList } from '@/components/admin/market/queue-list';
import {
  EXPIRING_DAYS,
  isCanonical,
  isNarrowed,
  parseQueueQuery,
  queueApiPath,
  queueHref,
  type QueueQuery,
} from '@/components/admin/market/queue-query';
import { flattenTree } from '@/components/admin/market/tree';
import {
  listingKinds,
  queueFilters,
  type AdminListing,
  type ListingKind,
  type QueueFilter,
} from '@/components/admin/market/types';
import { DateField } from '@/components/forms/date-field';
import { PageHeader } from '@/components/panel/page-header';
import { Pagination } from '@/components/ui/pagination';
import { paginationLabels } from '@/lib/pagination-labels';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { LoadError } from '@/components/ui/load-error';
import { getPathname } from '@/i18n/navigation';
import { requireAdmin } from '@/lib/guards';
import type { SearchParams } from '@/lib/search-params';
import { serverApiPage } from '@/lib/server-api';
import { tehranDay } from '@/lib/tehran-day';

export const generateMetadata = adminMetadata(marketPaths.queue, 'adminMarket');

const path = marketPaths.queue;
const PAGE_SIZE = 20;

export default async function AdminMarketQueuePage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireAdmin(locale);
  const raw = await searchParams;
  const query = parseQueueQuery(raw);
  if (!isCanonical(raw, query)) redirect(getPathname({ href: queueHref(path, query, { page: query.page }), locale }));
  const [titles, t, admin, trees, result] = await Promise.all([
    getTranslations('titles'),
    getTranslations('adminMarket'),
    getTranslations('admin'),
    loadCategoryTrees(),
    serverApiPage<AdminListing>(queueApiPath(query, PAGE_SIZE)),
  ]);

  const flat = new Map(
    listingKinds.flatMap((kind) => flattenTree(trees[kind] ?? [])).map((entry) => [entry.category.id, entry]),
  );
  /** A category's path, root first, in the page's language. */
  const categoryPath = (id: string): string[] => {
    const entry = flat.get(id);
    if (!entry) return [];
    return [...entry.ancestors, id].flatMap((step) => {
      const category = flat.get(step)?.category;
      return category ? [locale === 'fa' ? category.nameFa : category.nameEn] : [];
    });
  };
  const hrefWith = (changes: Partial<QueueQuery> = {}) => queueHref(path, query, changes);

  const statusLabels: Record<QueueFilter, string> = {
    paid: t('status.paid'),
    active: t('status.active'),
    rejected: t('status.rejected'),
    disabled: t('status.disabled'),
    expired: t('status.expired'),
  };
  const kindLabels: Record<ListingKind, string> = {
    place: t('kinds.place'),
    service: t('kinds.service'),
    item: t('kinds.item'),
  };
  const categoryLabels = Object.fromEntries([...flat.keys()].map((id) => [id, categoryPath(id).join(' › ')]));
  const filtered = isNarrowed(query);
  const pageCount = result.ok ? Math.ceil(result.meta.total / PAGE_SIZE) : 0;

  return (
    <>
      <PageHeader title={titles('adminMarket')} intro={t('queue.intro')} />
      <MarketNav current="queue" />

      <FilterChips
        label={t('queue.statusLabel')}
        current={filtered ? 'true' : 'page'}
        chips={queueFilters.map((status) => ({
          key: status,
          href: hrefWith({ status }),
          label: statusLabels[status],
          active: status === query.status,
        }))}
      />

      <FilterForm
        path={path}
        locale={locale}
        label={t('queue.filtersLabel')}
        hidden={{ status: query.status !== 'paid' ? query.status : null }}
        submitLabel={t('queue.searchButton')}
        clear={
          filtered
            ? {
                href: hrefWith({ kind: null, category: null, shop: '', q: '', paidSince: null, expiring: null }),
                label: t('queue.clear'),
              }
            : null
        }
        className="grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-4"
      >
        <Field id="queue-q" label={t('queue.search')} className="sm:col-span-2">
          <Input name="q" type="search" defaultValue={query.q} maxLength={100} autoComplete="off" />
        </Field>
        <Field id="queue-kind" label={t('queue.kind')}>
          <Select name="kind" defaultValue={query.kind ?? ''}>
            <option value="">{t('queue.allKinds')}</option>
            {listingKinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabels[kind]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="queue-category" label={t('queue.category')}>
          <Select name="category" defaultValue={query.category ?? ''}>
            <option value="">{t('queue.allCategories')}</option>
            {listingKinds.map((kind) => (
              <optgroup key={kind} label={kindLabels[kind]}>
                {flattenTree(trees[kind] ?? []).map(({ category }) => (
                  <option key={category.id} value={category.id}>
                    {categoryLabels[category.id]}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </Field>
        <DateField
          id="queue-paid-since"
          className="sm:col-span-2"
          name="paidSince"
          label={t('queue.paidSince')}
          defaultValue={query.paidSince ?? ''}
          max={tehranDay(new Date().toISOString())}
        />
        <Field id="queue-shop" label={t('queue.shopLink')}>
          <Input
            name="shop"
            type="text"
            dir="ltr"
            defaultValue={query.shop}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        {query.status === 'active' ? (
          <Field id="queue-expiring" label={t('queue.expiring')}>
            <Select name="expiring" defaultValue={query.expiring ? String(query.expiring) : ''}>
              <option value="">{t('queue.expiringAny')}</option>
              {EXPIRING_DAYS.map((days) => (
                <option key={days} value={days}>
                  {t('queue.expiringWithin', { count: days })}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
      </FilterForm>

      {!result.ok ? (
        <LoadError retryHref={hrefWith({})} message={admin('loadError')} />
      ) : result.meta.total === 0 ? (
        <EmptyState
          title={filtered ? t('queue.noMatch') : t('queue.empty', { status: statusLabels[query.status] })}
          body={
            filtered
              ? t('queue.noMatchBody')
              : query.status === 'paid'
                ? t('queue.emptyPaidBody')
                : t('queue.emptyBody')
          }
        />
      ) : result.data.length === 0 ? (
        <EmptyState
          title={t('queue.pageEmpty')}
          body={t('queue.pageEmptyBody')}
          action={<ButtonLink href={hrefWith({})}>{t('queue.firstPage')}</ButtonLink>}
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
            {t('queue.count', { count: result.meta.total })}
          </p>
          <QueueList key={queueApiPath(query, PAGE_SIZE)} listings={result.data} categoryLabels={categoryLabels} />
          <Pagination
            page={query.page}
            pageCount={pageCount}
            href={(page) => hrefWith({ page })}
            locale={locale}
            labels={await paginationLabels(t('queue.pages'))}
          />
        </>
      )}
    </>
  );
}
