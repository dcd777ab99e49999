import { getEnv } from '@rassam/api/env';
import type { Locale } from '@rassam/i18n';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { shopMap } from '@/components/market/map/server';
import { ShopExplorer } from '@/components/market/map/shop-explorer';
import { pageMetadata } from '@/lib/metadata';

/** None at build time (no database there): rendered on the first visit, then kept (the layout's `revalidate`). */
export function generateStaticParams() {
  return [];
}

// `userName` is a shop's link (routes.json names it so here). The static /market/map wins over this
// segment, and no shop can take the link `map` (reserved in the API), so the two never meet.
type Props = { params: Promise<{ locale: Locale; userName: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, userName } = await params;
  const found = await shopMap(userName);
  if (!found) return {};
  const t = await getTranslations({ locale, namespace: 'marketMap' });
  const name = locale === 'en' ? found.shop.nameEn || found.shop.name : found.shop.name;
  return pageMetadata(locale, `/market/${found.shop.link}/map`, 'shopMap', t('shopIntro', { name }), {
    title: t('shopTitle', { name }),
  });
}

/** One shop's listings on the map; 404 for a link no shop has. */
export default async function ShopMapPage({ params }: Props) {
  const { locale, userName } = await params;
  setRequestLocale(locale);
  const found = await shopMap(userName);
  if (!found) notFound();
  const t = await getTranslations({ locale, namespace: 'marketMap' });
  const name = locale === 'en' ? found.shop.nameEn || found.shop.name : found.shop.name;
  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold">{t('shopTitle', { name })}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('shopIntro', { name })}</p>
      </header>
      <ShopExplorer shop={found.shop} points={found.points} box={found.box} styleUrl={getEnv().MAP_STYLE_URL ?? null} />
    </div>
  );
}
