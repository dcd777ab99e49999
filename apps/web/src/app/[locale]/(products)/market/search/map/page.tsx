import type { Locale } from '@rassam/i18n';
import { setRequestLocale } from 'next-intl/server';
import { MarketMapView, marketMapMetadata } from '@/components/market/map/market-map-page';

/**
 * The market's map asked with filters (/market/map?kind=…&state=…): the proxy sends it here
 * (routes/market-lists.ts), rendered for each visit. Its canonical address is /market/map's.
 */
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return marketMapMetadata(locale);
}

export default async function MarketMapSearchPage({ params, searchParams }: Props) {
  const [{ locale }, asked] = await Promise.all([params, searchParams]);
  setRequestLocale(locale);
  return <MarketMapView locale={locale} asked={asked} />;
}
