import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { adminMetadata } from '@/components/admin/admin-page';
import { CategoryEditor } from '@/components/admin/market/category-editor';
import { MarketNav, marketPaths } from '@/components/admin/market/market-nav';
import { listingKinds, type CategoryNode, type ListingKind } from '@/components/admin/market/types';
import { PageHeader } from '@/components/panel/page-header';
import { FilterChips } from '@/components/ui/filter-chips';
import { LoadError } from '@/components/ui/load-error';
import { requireAdmin } from '@/lib/guards';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { serverApi } from '@/lib/server-api';

export const generateMetadata = adminMetadata(marketPaths.categories, 'adminMarketCategories');

const path = marketPaths.categories;

export default async function AdminMarketCategoriesPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireAdmin(locale);
  const asked = firstValue((await searchParams).kind);
  const kind: ListingKind = listingKinds.find((value) => value === asked) ?? 'place';
  const [titles, t, admin, tree] = await Promise.all([
    getTranslations('titles'),
    getTranslations('adminMarket'),
    getTranslations('admin'),
    serverApi<CategoryNode[]>(`/market/categories?kind=${kind}`),
  ]);
  const kindLabels: Record<ListingKind, string> = {
    place: t('kinds.place'),
    service: t('kinds.service'),
    item: t('kinds.item'),
  };
  const hrefOf = (value: ListingKind) => (value === 'place' ? path : `${path}?kind=${value}`);

  return (
    <>
      <PageHeader title={titles('adminMarketCategories')} intro={t('categories.intro')} />
      <MarketNav current="categories" />
      <FilterChips
        label={t('categories.kindsLabel')}
        chips={listingKinds.map((value) => ({
          key: value,
          href: hrefOf(value),
          label: kindLabels[value],
          active: value === kind,
        }))}
      />
      {tree.ok ? (
        <CategoryEditor key={kind} kind={kind} tree={tree.data} />
      ) : (
        <LoadError retryHref={hrefOf(kind)} message={admin('loadError')} />
      )}
    </>
  );
}
