import { getTranslations } from 'next-intl/server';
import { TabNav } from '@/components/ui/tab-nav';

export type ShopSection = 'overview' | 'product' | 'places' | 'info' | 'image' | 'gallery';

/** The shop owner's sections as tabs, one step from each other. */
export async function ShopNav({ current }: { current: ShopSection }) {
  const t = await getTranslations('shopPanel');
  return (
    <TabNav
      label={t('nav.label')}
      current={current}
      tabs={[
        { key: 'overview', href: '/dashboard/shop', label: t('nav.overview') },
        { key: 'product', href: '/dashboard/shop/product', label: t('nav.product') },
        { key: 'places', href: '/dashboard/shop/places', label: t('nav.places') },
        { key: 'info', href: '/dashboard/shop/info', label: t('nav.info') },
        { key: 'image', href: '/dashboard/shop/image', label: t('nav.image') },
        { key: 'gallery', href: '/dashboard/shop/gallery', label: t('nav.gallery') },
      ]}
    />
  );
}
