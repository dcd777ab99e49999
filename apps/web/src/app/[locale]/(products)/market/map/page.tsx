import type { Locale } from '@rassam/i18n';
import { setRequestLocale } from 'next-intl/server';
import { MarketMapView, marketMapMetadata } from '@/components/market/map/market-map-page';

type Props = { params: Promise<{ locale: Locale }> };

/**
 * The market's map without filters, the same for every visitor: kept by the cache (decision 030). Filters
 * in the query are sent by the proxy to its twin, market/search/map/page.tsx.
 */
export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return marketMapMetadata(locale);
}

export default async function MarketMapPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <MarketMapView locale={locale} asked={{}} />;
}
