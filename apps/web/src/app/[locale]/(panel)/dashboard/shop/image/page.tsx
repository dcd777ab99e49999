import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import { Card } from '@/components/ui/card';
import { DesignList } from '@/components/shop/design-list';
import { MediaLibrary } from '@/components/shop/media-library';
import { ShopNav } from '@/components/shop/shop-nav';
import type { MediaFile } from '@/components/shop/types';
import { requireShop } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import { serverApi } from '@/lib/server-api';

export const generateMetadata = panelMetadata('/dashboard/shop/image', 'shopImages');

/** The shop's media library, and the AI designs it may show. */
export default async function ShopImagesPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireShop(locale);
  const [t, media] = await Promise.all([getTranslations('shopPanel'), serverApi<MediaFile[]>('/shops/me/media')]);
  return (
    <>
      <PageHeader title={t('media.title')} intro={t('media.intro')} />
      <ShopNav current="image" />
      <div className="space-y-6">
        <Card padded>{media.ok ? <MediaLibrary media={media.data} /> : <p role="alert">{t('loadError')}</p>}</Card>
        <Card padded>
          <h2 className="text-lg font-bold">{t('designs.title')}</h2>
          <p className="mb-4 mt-1 text-sm text-muted-foreground">{t('designs.intro')}</p>
          <DesignList locale={locale} />
        </Card>
      </div>
    </>
  );
}
