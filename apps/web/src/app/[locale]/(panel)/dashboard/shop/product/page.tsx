import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import { ListingList } from '@/components/shop/listing-list';
import {
  EXPIRING_DAYS,
  ownListingApiPath,
  ownListingHref,
  parseOwnListingQuery,
} from '@/components/shop/listing-query';
import { ShopNav } from '@/components/shop/shop-nav';
import type { OwnListing } from '@/components/shop/types';
import { Pagination } from '@/components/ui/pagination';
import { paginationLabels } from '@/lib/pagination-labels';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/i18n/navigation';
import { requireShop } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import type { SearchParams } from '@/lib/search-params';
import { serverApiPage } from '@/lib/server-api';

export const generateMetadata = panelMetadata('/dashboard/shop/product', 'shopProducts');

const path = '/dashboard/shop/product';
const PAGE_SIZE = 20;

function FilterLinks<K extends string | number>({
  label,
  options,
  current,
  hrefOf,
}: {
  label: string;
  options: { key: K | 'all'; label: string }[];
  current: K | 'all';
  hrefOf: (key: K | 'all') => string;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-muted-foreground">{label}</span>
      {options.map((option) => (
        <Link
          key={option.key}
          href={hrefOf(option.key)}
          aria-current={option.key === current ? 'true' : undefined}
          className={`rounded-full border px-3 py-1 text-sm font-semibold transition ${
            option.key === current
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-border hover:border-primary/50'
          }`}
        >
          {option.label}
        </Link>
      ))}
    </div>
  );
}

/** Every listing of the shop (places, services and items), filtered and paged by the API. */
export default async function ShopProductsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireShop(locale);
  const query = parseOwnListingQuery(await searchParams);
  const [t, result] = await Promise.all([
    getTranslations('shopPanel'),
    serverApiPage<OwnListing>(ownListingApiPath(query, PAGE_SIZE)),
  ]);
  const filtered = query.kind !== 'all' || query.status !== 'all' || query.expiring !== 'all';
  const pageCount = result.ok ? Math.ceil(result.meta.total / PAGE_SIZE) : 0;

  return (
    <>
      <PageHeader title={t('product.title')} intro={t('product.intro')}>
        <ButtonLink href="/dashboard/shop/product/new">{t('product.add')}</ButtonLink>
      </PageHeader>
      <ShopNav current="product" />
      <div className="mb-5 space-y-3">
        <FilterLinks
          label={t('product.filterKind')}
          current={query.kind}
          hrefOf={(key) => ownListingHref(path, query, { kind: key })}
          options={[
            { key: 'all', label: t('product.all') },
            { key: 'place', label: t('kind.place') },
            { key: 'service', label: t('kind.service') },
            { key: 'item', label: t('kind.item') },
          ]}
        />
        <FilterLinks
          label={t('product.filterStatus')}
          current={query.status}
          hrefOf={(key) => ownListingHref(path, query, { status: key })}
          options={[
            { key: 'all', label: t('product.all') },
            { key: 'draft', label: t('status.draft') },
            { key: 'paid', label: t('status.paid') },
            { key: 'active', label: t('status.active') },
            { key: 'expired', label: t('status.expired') },
            { key: 'rejected', label: t('status.rejected') },
            { key: 'disabled', label: t('status.disabled') },
          ]}
        />
        <FilterLinks
          label={t('product.filterExpiring')}
          current={query.expiring}
          hrefOf={(key) => ownListingHref(path, query, { expiring: key })}
          options={[
            { key: 'all', label: t('product.all') },
            ...EXPIRING_DAYS.map((days) => ({ key: days, label: t('product.expiringWithin', { count: days }) })),
          ]}
        />
      </div>
      {!result.ok ? (
        <Alert tone="danger" className="mb-4">
          {t('loadError')}
        </Alert>
      ) : result.data.length ? (
        <>
          <p className="mb-3 text-sm text-muted-foreground" data-testid="listing-count">
            {t('product.count', { count: result.meta.total })}
          </p>
          <ListingList items={result.data} locale={locale} />
          <Pagination
            page={query.page}
            pageCount={pageCount}
            href={(page) => ownListingHref(path, query, { page })}
            locale={locale}
            labels={await paginationLabels(t('product.pages'))}
          />
        </>
      ) : (
        <EmptyState
          title={
            result.meta.total > 0 ? (
              <Link href={ownListingHref(path, query)} className="text-link underline underline-offset-4">
                {t('product.pageEmpty')}
              </Link>
            ) : filtered ? (
              t('product.noMatch')
            ) : (
              t('product.empty')
            )
          }
        />
      )}
    </>
  );
}
