import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { adminMetadata } from '@/components/admin/admin-page';
import { loadCategoryTrees } from '@/components/admin/market/load';
import { MarketNav, marketPaths } from '@/components/admin/market/market-nav';
import { PriceTable } from '@/components/admin/market/price-table';
import { effectivePrice, flattenTree, MONTHS } from '@/components/admin/market/tree';
import { listingKinds, type DisplayPrice, type ListingKind } from '@/components/admin/market/types';
import { PageHeader } from '@/components/panel/page-header';
import { FilterChips } from '@/components/ui/filter-chips';
import { LoadError } from '@/components/ui/load-error';
import { requireAdmin } from '@/lib/guards';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { serverApi } from '@/lib/server-api';

export const generateMetadata = adminMetadata(marketPaths.prices, 'adminMarketPrices');

const path = marketPaths.prices;

export default async function AdminMarketPricesPage({
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
  const [titles, t, admin, prices, trees] = await Promise.all([
    getTranslations('titles'),
    getTranslations('adminMarket'),
    getTranslations('admin'),
    serverApi<DisplayPrice[]>('/admin/market/display-prices'),
    loadCategoryTrees(),
  ]);
  const kindLabels: Record<ListingKind, string> = {
    place: t('kinds.place'),
    service: t('kinds.service'),
    item: t('kinds.item'),
  };
  const hrefOf = (value: ListingKind) => (value === 'place' ? path : `${path}?kind=${value}`);
  const header = (
    <>
      <PageHeader title={titles('adminMarketPrices')} intro={t('prices.intro')} />
      <MarketNav current="prices" />
    </>
  );
  const tree = trees[kind];
  if (!prices.ok || !tree) {
    return (
      <>
        {header}
        <LoadError retryHref={hrefOf(kind)} message={admin('loadError')} />
      </>
    );
  }

  // The API's own price for a number of months nobody has priced (no default row): the admin list does not
  // carry it, so it is read from the display cost of a category with no price along its chain.
  const everything = listingKinds.flatMap((value) => flattenTree(trees[value] ?? []));
  const ancestors = new Map(everything.map((entry) => [entry.category.id, entry.ancestors]));
  const builtinEntries = await Promise.all(
    MONTHS.map(async (months): Promise<[number, number | null]> => {
      if (prices.data.some((row) => row.categoryId === null && row.months === months)) return [months, null];
      const unpriced = everything.find(
        (entry) =>
          effectivePrice(
            entry.category.id,
            months,
            prices.data,
            (id) => ancestors.get(id) ?? [],
            () => null,
          ).source === 'none',
      );
      if (!unpriced) return [months, null];
      const cost = await serverApi<{ coins: number }>(
        `/market/display-cost?categoryId=${unpriced.category.id}&months=${months}`,
      );
      return [months, cost.ok ? cost.data.coins : null];
    }),
  );

  return (
    <>
      {header}
      <PriceTable
        rows={prices.data}
        flat={flattenTree(tree)}
        builtin={Object.fromEntries(builtinEntries)}
        kindFilter={
          <FilterChips
            label={t('categories.kindsLabel')}
            chips={listingKinds.map((value) => ({
              key: value,
              href: hrefOf(value),
              label: kindLabels[value],
              active: value === kind,
            }))}
          />
        }
      />
    </>
  );
}
