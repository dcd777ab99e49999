import { getEnv } from '@rassam/api/env';
import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import { ListingList } from '@/components/shop/listing-list';
import { OpenShopForm } from '@/components/shop/open-shop-form';
import { loadAllListings, loadOwnShop } from '@/components/shop/server';
import { ShopNav } from '@/components/shop/shop-nav';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import { safeRedirect } from '@/lib/safe-redirect';

export const generateMetadata = panelMetadata('/dashboard/shop/places', 'shopPlaces');

/**
 * Open to every signed-in user: without a shop it is the "open your shop" page (the shop guard sends
 * people here with ?next=), with one the list of the shop's places.
 */
export default async function ShopPlacesPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ next?: string | string[] }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireUser(locale);
  const nextParam = (await searchParams).next;
  const next = safeRedirect(typeof nextParam === 'string' ? nextParam : undefined, '') || undefined;
  const [t, shop] = await Promise.all([getTranslations('shopPanel'), loadOwnShop()]);

  if (!shop.ok) {
    if (shop.status !== 404) throw new Error(shop.message || shop.code);
    const perks = [t('open.perks.page'), t('open.perks.listings'), t('open.perks.map'), t('open.perks.designs')];
    return (
      <>
        <PageHeader title={t('open.title')} intro={t('open.intro')} />
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <Card className="lg:order-2">
            <CardHeader>
              <CardTitle>{t('open.perksTitle')}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="list-disc space-y-2 ps-5 text-sm">
                {perks.map((perk) => (
                  <li key={perk}>{perk}</li>
                ))}
              </ul>
              <p className="mt-4 text-sm text-muted-foreground">{t('open.perksNote')}</p>
            </CardContent>
          </Card>
          <Card className="lg:order-1 lg:col-span-2">
            <CardHeader>
              <CardTitle>{t('open.formTitle')}</CardTitle>
            </CardHeader>
            <CardContent>
              <OpenShopForm next={next} mapStyle={getEnv().MAP_STYLE_URL ?? null} />
            </CardContent>
          </Card>
        </div>
      </>
    );
  }

  const listings = await loadAllListings();
  const places = listings.items.filter((listing) => listing.kind === 'place');
  return (
    <>
      <PageHeader title={t('places.title')} intro={t('places.intro')}>
        <ButtonLink href="/dashboard/shop/places/new">{t('places.add')}</ButtonLink>
      </PageHeader>
      <ShopNav current="places" />
      {!listings.ok ? (
        <Alert tone="danger" className="mb-4">
          {t('loadError')}
        </Alert>
      ) : null}
      {places.length ? <ListingList items={places} locale={locale} /> : <EmptyState title={t('places.empty')} />}
    </>
  );
}
