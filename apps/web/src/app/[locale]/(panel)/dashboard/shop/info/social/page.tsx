import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import { Card } from '@/components/ui/card';
import { ShopNav } from '@/components/shop/shop-nav';
import { SocialForm } from '@/components/shop/social-form';
import { requireShop } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import { InfoTabs } from '@/components/shop/info-tabs';

export const generateMetadata = panelMetadata('/dashboard/shop/info/social', 'shopSocial');

export default async function ShopSocialPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { shop } = await requireShop(locale);
  const t = await getTranslations('shopPanel');
  return (
    <>
      <PageHeader title={t('social.title')} intro={t('social.intro')} />
      <ShopNav current="info" />
      <InfoTabs current="social" label={t('info.tabsLabel')} info={t('info.tab')} social={t('social.tab')} />
      <Card padded>
        <SocialForm shop={shop} />
      </Card>
    </>
  );
}
