import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { adminMetadata } from '@/components/admin/admin-page';
import { FilterForm } from '@/components/admin/market/filter-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MarketNav, marketPaths } from '@/components/admin/market/market-nav';
import { ShopList, type AdminShop } from '@/components/admin/market/shop-list';
import { PageHeader } from '@/components/panel/page-header';
import { Pagination } from '@/components/ui/pagination';
import { paginationLabels } from '@/lib/pagination-labels';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { LoadError } from '@/components/ui/load-error';
import { requireAdmin } from '@/lib/guards';
import { firstValue, pageParam, type SearchParams } from '@/lib/search-params';
import { serverApiPage } from '@/lib/server-api';

export const generateMetadata = adminMetadata(marketPaths.shops, 'adminMarketShops');

const path = marketPaths.shops;
const PAGE_SIZE = 20;
const statuses = ['active', 'disabled'] as const;
type Status = (typeof statuses)[number];

/** Every shop of the market, found by name or link, with the action that takes one off the market. */
export default async function AdminMarketShopsPage({
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
  const status: Status | null = statuses.find((value) => value === firstValue(raw.status)) ?? null;
  const q = (firstValue(raw.q) ?? '').trim().slice(0, 100);
  const page = pageParam(raw.page);
  const [titles, t, admin] = await Promise.all([
    getTranslations('titles'),
    getTranslations('adminMarket'),
    getTranslations('admin'),
  ]);
  const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (q) query.set('q', q);
  if (status) query.set('status', status);
  const result = await serverApiPage<AdminShop>(`/admin/market/shops?${query}`);

  const hrefWith = (changes: Partial<Record<'status' | 'q' | 'page', string | null>>) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries({ status, q: q || null, page: null, ...changes })) {
      if (value) search.set(name, value);
    }
    return search.size ? `${path}?${search}` : path;
  };
  const statusLabels: Record<Status | 'all', string> = {
    all: t('shops.all'),
    active: t('shops.statusActive'),
    disabled: t('shops.statusDisabled'),
  };

  return (
    <>
      <PageHeader title={titles('adminMarketShops')} intro={t('shops.intro')} />
      <MarketNav current="shops" />

      <FilterChips
        label={t('shops.statusLabel')}
        chips={(['all', ...statuses] as const).map((value) => ({
          key: value,
          href: hrefWith({ status: value === 'all' ? null : value }),
          label: statusLabels[value],
          active: (status ?? 'all') === value,
        }))}
      />

      <FilterForm
        path={path}
        locale={locale}
        label={t('shops.searchLabel')}
        hidden={{ status }}
        submitLabel={t('queue.searchButton')}
        clear={q ? { href: hrefWith({ q: null }), label: t('queue.clear') } : null}
        className="flex flex-wrap"
      >
        <Field id="shops-q" label={t('shops.search')} className="w-full sm:w-auto sm:flex-1 sm:basis-56">
          <Input name="q" type="search" defaultValue={q} autoComplete="off" />
        </Field>
      </FilterForm>

      {!result.ok ? (
        <LoadError retryHref={hrefWith({})} message={admin('loadError')} />
      ) : result.data.length === 0 ? (
        <EmptyState title={t('shops.empty')} body={q || status ? t('shops.noMatchBody') : t('shops.emptyBody')} />
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
            {t('shops.count', { count: result.meta.total })}
          </p>
          <ShopList key={`${status}-${q}-${page}`} shops={result.data} />
          <Pagination
            page={page}
            pageCount={Math.ceil(result.meta.total / PAGE_SIZE)}
            href={(number) => hrefWith({ page: number > 1 ? String(number) : null })}
            locale={locale}
            labels={await paginationLabels(t('queue.pages'))}
          />
        </>
      )}
    </>
  );
}
