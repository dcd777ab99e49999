import { getEnv } from '@rassam/api/env';
import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { boundsToBbox, IRAN_BOUNDS } from '@/components/market/map/geo';
import { MarketExplorer } from '@/components/market/map/market-explorer';
import { searchParams } from '@/components/market/map/search';
import { iranProvinces, mapFilters } from '@/components/market/map/server';
import type { SearchItem } from '@/components/market/map/types';
import { pageMetadata } from '@/lib/metadata';
import { publicApiPage } from '@/lib/server-api';

export async function marketMapMetadata(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'marketMap' });
  return pageMetadata(locale, '/market/map', 'marketMap', t('intro'));
}

/**
 * The market on a map: filters, clustered listings, and a list that follows the map's view. A list's "on the
 * map" link names its words, kind, category and place (`mapPath`): the map opens with those filters, there.
 * Without filters it is kept by the cache (app/…/market/map/page.tsx); with them, the proxy sends it to
 * /market/search/map, rendered for each visit (routes/market-lists.ts).
 */
export async function MarketMapView({
  locale,
  asked,
}: {
  locale: Locale;
  asked: Record<string, string | string[] | undefined>;
}) {
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
