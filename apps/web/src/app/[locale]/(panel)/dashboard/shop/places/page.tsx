import { getEnv } from '@rassam/api/env';
import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Card, PageHeader } from '@/components/panel/page-header';
import { ListingList } from '@/components/shop/listing-list';
import { OpenShopForm } from '@/components/shop/open-shop-form';
import { loadAllListings, loadOwnShop } from '@/components/shop/server';
import { ShopNav } from '@/components/shop/shop-nav';
import { buttonClass } from '@/components/shop/buttons';
import { Link } from '@/i18n/navigation';
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
            <h2 className="text-lg font-bold">{t('open.perksTitle')}</h2>
            <ul className="mt-3 list-disc space-y-2 ps-5 text-sm">
              {perks.map((perk) => (
                <li key={perk}>{perk}</li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-[var(--text-muted)]">{t('open.perksNote')}</p>
          </Card>
          <Card className="lg:order-1 lg:col-span-2">
            <h2 className="mb-4 text-lg font-bold">{t('open.formTitle')}</h2>
            <OpenShopForm next={next} mapStyle={getEnv().MAP_STYLE_URL ?? null} />
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
        <Link href="/dashboard/shop/places/new" className={buttonClass.primary}>
          {t('places.add')}
        </Link>
      </PageHeader>
      <ShopNav current="places" />
      {!listings.ok ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {t('loadError')}
        </p>
      ) : null}
      {places.length ? (
        <ListingList items={places} locale={locale} />
      ) : (
        <Card>
          <p className="text-[var(--text-muted)]">{t('places.empty')}</p>
        </Card>
      )}
    </>
  );
}
