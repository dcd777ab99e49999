import { getEnv } from '@rassam/api/env';
import { canonicalTimeZone } from '@rassam/api/schemas';
import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import { Card } from '@/components/ui/card';
import { ShopImageUpload } from '@/components/shop/image-upload';
import { ShopInfoForm } from '@/components/shop/info-form';
import { InfoTabs } from '@/components/shop/info-tabs';
import { LandingForm } from '@/components/shop/landing-form';
import { ShopNav } from '@/components/shop/shop-nav';
import { countryTimeZones, timeZoneOptions, type CountryTimeZones } from '@/components/shop/time-zones';
import type { MarketLocation, MediaFile } from '@/components/shop/types';
import { requireShop } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import { serverApi } from '@/lib/server-api';

export const generateMetadata = panelMetadata('/dashboard/shop/info', 'shopInfo');

export default async function ShopInfoPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { shop } = await requireShop(locale);
  const [t, media, countries] = await Promise.all([
    getTranslations('shopPanel'),
    serverApi<MediaFile[]>('/shops/me/media'),
    serverApi<MarketLocation[]>('/market/locations'),
  ]);
  const now = new Date();
  const countryZones: Record<string, CountryTimeZones> = Object.fromEntries(
    (countries.ok ? countries.data : []).flatMap((country) =>
      country.code ? [[country.id, countryTimeZones(country.code, now)]] : [],
    ),
  );
  const name = locale === 'en' ? shop.nameEn : shop.name;
  return (
    <>
      <PageHeader title={t('info.title')} intro={t('info.intro')} />
      <ShopNav current="info" />
      <InfoTabs current="info" label={t('info.tabsLabel')} info={t('info.tab')} social={t('social.tab')} />
      <div className="space-y-6">
        <Card padded>
          <h2 className="mb-4 text-lg font-bold">{t('info.imagesTitle')}</h2>
          <div className="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)]">
            <ShopImageUpload kind="profile" url={shop.profileImageUrl} alt={t('info.profileAlt', { name })} />
            <ShopImageUpload kind="banner" url={shop.bannerImageUrl} alt={t('info.bannerAlt', { name })} />
          </div>
        </Card>
        <Card padded>
          <h2 className="mb-4 text-lg font-bold">{t('info.detailsTitle')}</h2>
          <ShopInfoForm
            // A zone saved under a name this engine has since replaced is shown under the new one.
            shop={{ ...shop, timeZone: canonicalTimeZone(shop.timeZone) ?? shop.timeZone }}
            mapStyle={getEnv().MAP_STYLE_URL ?? null}
            timeZones={timeZoneOptions(locale, now)}
            countryZones={countryZones}
          />
        </Card>
        <Card padded>
          <h2 className="text-lg font-bold">{t('landing.title')}</h2>
          <p className="mb-4 mt-1 text-sm text-muted-foreground">{t('landing.intro')}</p>
          <LandingForm shop={shop} media={media.ok ? media.data : []} />
        </Card>
      </div>
    </>
  );
}
