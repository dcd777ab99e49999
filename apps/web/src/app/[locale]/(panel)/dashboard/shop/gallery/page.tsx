import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { scenePath } from '@/components/gallery/gallery-data';
import { shopPath } from '@/components/market/paths';
import { PageHeader } from '@/components/panel/page-header';
import { GalleryForm, type OwnGallery } from '@/components/shop/gallery-form';
import { ShopNav } from '@/components/shop/shop-nav';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { CopyField } from '@/components/ui/copy-field';
import { LoadError } from '@/components/ui/load-error';
import { requireShop } from '@/lib/guards';
import { embedCode } from '@/lib/embed-code';
import { absoluteUrl } from '@/lib/metadata';
import { panelMetadata } from '@/lib/panel-page';
import { serverApi } from '@/lib/server-api';

export const generateMetadata = panelMetadata('/dashboard/shop/gallery', 'shopGallery');

/** /dashboard/shop/gallery: the owner picks the 3D gallery's room and items (issue 17, decision 036). */
export default async function ShopGalleryPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { shop } = await requireShop(locale);
  const [t, gallery] = await Promise.all([getTranslations('shopPanel'), serverApi<OwnGallery>('/shops/me/gallery')]);
  const embed = absoluteUrl(locale, scenePath(shop.link));
  return (
    <>
      <PageHeader title={t('gallery.title')} intro={t('gallery.intro')} />
      <ShopNav current="gallery" />
      <div className="space-y-6">
        <Card padded>
          {gallery.ok ? (
            <GalleryForm initial={gallery.data} />
          ) : (
            <LoadError message={t('loadError')} retryHref="/dashboard/shop/gallery" />
          )}
        </Card>
        <Card padded className="space-y-4">
          {/* Not prefetched: a prefetch rendered while the form saves would keep the shop page without the change. */}
          <ButtonLink href={shopPath(shop.link)} prefetch={false} variant="outline" size="control">
            {t('gallery.view')}
          </ButtonLink>
          <CopyField
            label={t('gallery.embed')}
            value={embedCode(embed, locale === 'en' ? shop.nameEn : shop.name, { width: 960, height: 600 })}
            copyLabel={t('gallery.copy')}
            copiedLabel={t('gallery.copied')}
            multiline
          />
          <p className="text-sm text-muted-foreground">{t('gallery.embedHint')}</p>
        </Card>
      </div>
    </>
  );
}
