import type { Locale } from '@rassam/i18n';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { MarketHome, marketHomeMetadata, type MarketQuery } from '@/components/market/market-home';

/**
 * The market's home asked with a query (/market?q=…, ?province=…, ?near=…): the proxy sends it here
 * (routes/market-lists.ts), rendered for each visit, since its answers are as many as visitors' words and
 * places. Its canonical address is /market's.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<MarketQuery> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  return marketHomeMetadata(locale, query);
}

export default async function MarketSearchPage({ params, searchParams }: Props) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale);
  return <MarketHome locale={locale} query={query} />;
}
