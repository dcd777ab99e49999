import { getTranslations } from 'next-intl/server';
import { TabNav, type Tab } from '@/components/ui/tab-nav';

export type MarketSection = 'queue' | 'shops' | 'categories' | 'locations' | 'prices';

export const marketPaths: Record<MarketSection, string> = {
  queue: '/dashboard/admin/market',
  shops: '/dashboard/admin/market/shops',
  categories: '/dashboard/admin/market/categories',
  locations: '/dashboard/admin/market/locations',
  prices: '/dashboard/admin/market/prices',
};

/** The market back office's pages as tabs, each one step from the others. */
export async function MarketNav({ current }: { current: MarketSection }) {
  const t = await getTranslations('adminMarket');
  const tabs: Tab<MarketSection>[] = [
    { key: 'queue', href: marketPaths.queue, label: t('nav.queue') },
    { key: 'shops', href: marketPaths.shops, label: t('nav.shops') },
    { key: 'categories', href: marketPaths.categories, label: t('nav.categories') },
    { key: 'locations', href: marketPaths.locations, label: t('nav.locations') },
    { key: 'prices', href: marketPaths.prices, label: t('nav.prices') },
  ];
  return <TabNav label={t('nav.label')} tabs={tabs} current={current} />;
}
