import type { Locale } from '@rassam/i18n';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { MarketHome, marketHomeMetadata } from '@/components/market/market-home';

type Props = { params: Promise<{ locale: Locale }> };

/**
 * The market's home without a query, the same for every visitor: kept by the cache (decision 030). A
 * query (words, a province, a position) is sent by the proxy to its twin, market/search/page.tsx.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return marketHomeMetadata(locale, {});
}

export default async function MarketPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <MarketHome locale={locale} query={{}} />;
}
