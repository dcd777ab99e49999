import { getEnv } from '@rassam/api/env';
import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { boundsToBbox, IRAN_BOUNDS } from '@/components/market/map/geo';
import { MarketExplorer } from '@/components/market/map/market-explorer';
import { searchParams } from '@/components/market/map/search';
import { iranProvinces, mapFilters } from '@/components/market/map/server';
import type { SearchItem } from '@/components/market/map/types';
import { pageMetadata } from '@/lib/metadata';
import { publicApiPage } from '@/lib/server-api';

/** Reads the query (the map's filters): rendered per visit (decision 030). */
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'marketMap' });
  return pageMetadata(locale, '/market/map', 'marketMap', t('intro'));
}

/**
 * The market on a map: filters, clustered listings, and a list that follows the map's view. A list's "on the
 * map" link names its words, kind, category and place (`mapPath`): the map opens with those filters, there.
 */
export default async function MarketMapPage({ params, searchParams: query }: Props) {
  // The query first: it makes the page one rendered per visit, so nothing below runs at build time.
  const [{ locale }, asked] = await Promise.all([params, query]);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'marketMap' });
  const provinces = await iranProvinces();
  const { filters, start } = await mapFilters(asked, provinces);
  // The first page (over Iran, with the filters asked for) is in the HTML; the browser asks again for its view.
  const first = await publicApiPage<SearchItem>(`/market/listings?${searchParams(boundsToBbox(IRAN_BOUNDS), filters)}`);
  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('intro')}</p>
      </header>
      <MarketExplorer
        initial={first.ok ? { items: first.data, total: first.meta.total } : null}
        initialFilters={filters}
        start={start}
        provinces={provinces}
        styleUrl={getEnv().MAP_STYLE_URL ?? null}
      />
    </div>
  );
}
