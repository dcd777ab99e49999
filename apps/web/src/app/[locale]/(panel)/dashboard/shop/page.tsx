import { formatDate, formatNumber, type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import { ListingList } from '@/components/shop/listing-list';
import { loadAllListings } from '@/components/shop/server';
import { ShopNav } from '@/components/shop/shop-nav';
import type { ShopStats } from '@/components/shop/types';
import { MarketImage } from '@/components/market/market-image';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent, CardDescription, CardHeader, CardLink, CardTitle } from '@/components/ui/card';
import { LtrText } from '@/components/ui/ltr-text';
import { Num } from '@/components/ui/num';
import { Stat } from '@/components/ui/stat';
import { requireShop } from '@/lib/guards';
import { localizedPath } from '@/lib/metadata';
import { panelMetadata } from '@/lib/panel-page';
import { serverApi } from '@/lib/server-api';

export const generateMetadata = panelMetadata('/dashboard/shop', 'shopDashboard');

/** Days ahead in which a running listing counts as "expiring soon". */
const SOON_DAYS = 14;

export default async function ShopOverviewPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { shop } = await requireShop(locale);
  const [t, stats, listings] = await Promise.all([
    getTranslations('shopPanel'),
    serverApi<ShopStats>('/shops/me/stats'),
    loadAllListings(),
  ]);
  const number = (n: number) => formatNumber(n, locale);
  const now = Date.now();
  const soon = listings.items
    .filter(
      (l) =>
        l.status === 'active' &&
        !l.expired &&
        l.expiresAt &&
        new Date(l.expiresAt).getTime() - now < SOON_DAYS * 86_400_000,
    )
    .sort((a, b) => new Date(a.expiresAt!).getTime() - new Date(b.expiresAt!).getTime());
  const name = locale === 'en' ? shop.nameEn : shop.name;
  const publicPath = localizedPath(locale, `/market/${shop.link}`);

  const tiles = stats.ok
    ? [
        { key: 'views', label: t('stats.views'), value: stats.data.views },
        { key: 'likes', label: t('stats.likes'), value: stats.data.likes },
        { key: 'listings', label: t('stats.listings'), value: stats.data.listings },
        { key: 'active', label: t('stats.active'), value: stats.data.active },
        { key: 'awaitingReview', label: t('stats.awaitingReview'), value: stats.data.awaitingReview },
        { key: 'drafts', label: t('stats.drafts'), value: stats.data.drafts },
        { key: 'expired', label: t('stats.expired'), value: stats.data.expired },
        { key: 'rejected', label: t('stats.rejected'), value: stats.data.rejected },
      ]
    : [];

  const links = [
    {
      href: '/dashboard/shop/product/new',
      title: t('overview.links.newListing'),
      body: t('overview.links.newListingBody'),
    },
    { href: '/dashboard/shop/places/new', title: t('overview.links.newPlace'), body: t('overview.links.newPlaceBody') },
    { href: '/dashboard/shop/info', title: t('overview.links.info'), body: t('overview.links.infoBody') },
    { href: '/dashboard/shop/info/social', title: t('overview.links.social'), body: t('overview.links.socialBody') },
    { href: '/dashboard/shop/image', title: t('overview.links.image'), body: t('overview.links.imageBody') },
    { href: '/dashboard/wallet', title: t('overview.links.wallet'), body: t('overview.links.walletBody') },
  ];

  return (
    <>
      <PageHeader title={name} intro={t('overview.intro')}>
        <Button asChild variant="outline">
          <a href={publicPath}>
            {t('overview.publicPage')}
            <LtrText className="text-muted-foreground">/{shop.link}</LtrText>
          </a>
        </Button>
      </PageHeader>
      <ShopNav current="overview" />
      {shop.status === 'disabled' ? (
        <Alert tone="warning" role="status" data-testid="shop-disabled" className="mb-6 font-medium">
          {t('overview.disabled')}
        </Alert>
      ) : null}
      <div className="space-y-6">
        {shop.bannerImageUrl || shop.profileImageUrl ? (
          <div className="relative overflow-hidden rounded-2xl border border-border bg-muted">
            {shop.bannerImageUrl ? (
              <MarketImage
                src={shop.bannerImageUrl}
                width={1200}
                height={240}
                sizes="(min-width: 1024px) 960px, 100vw"
                alt=""
                className="h-32 w-full object-cover sm:h-48"
              />
            ) : (
              <div className="h-20" />
            )}
            {shop.profileImageUrl ? (
              <MarketImage
                src={shop.profileImageUrl}
                width={80}
                height={80}
                alt={t('info.profileAlt', { name })}
                className="absolute bottom-3 start-3 size-16 rounded-2xl border-4 border-card object-cover sm:size-20"
              />
            ) : null}
          </div>
        ) : null}

        <section aria-labelledby="stats-title">
          <h2 id="stats-title" className="sr-only">
            {t('stats.title')}
          </h2>
          {stats.ok ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {tiles.map((tile) => (
                <li key={tile.key} data-testid={`stat-${tile.key}`}>
                  <Stat label={tile.label} value={<Num value={tile.value} />} className="h-full p-4" />
                </li>
              ))}
            </ul>
          ) : (
            <Alert tone="danger">{t('loadError')}</Alert>
          )}
        </section>

        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <Card>
              <CardHeader>
                <CardTitle>{t('overview.soonTitle')}</CardTitle>
                <CardDescription>{t('overview.soonIntro', { days: number(SOON_DAYS) })}</CardDescription>
              </CardHeader>
              <CardContent>
                {soon.length ? (
                  <ListingList items={soon} locale={locale} />
                ) : (
                  <p className="text-sm">{t('overview.soonEmpty')}</p>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
                <CardTitle>{t('overview.latestTitle')}</CardTitle>
                <ButtonLink href="/dashboard/shop/product" variant="link">
                  {t('overview.allListings')}
                </ButtonLink>
              </CardHeader>
              <CardContent>
                {listings.items.length ? (
                  <ListingList items={listings.items.slice(0, 5)} locale={locale} />
                ) : (
                  <p className="text-sm">{t('overview.noListings')}</p>
                )}
              </CardContent>
            </Card>
          </div>
          <nav aria-label={t('overview.linksTitle')}>
            <ul className="space-y-3">
              {links.map((link) => (
                <li key={link.href}>
                  <CardLink href={link.href} className="sm:p-4">
                    <span className="block font-bold">{link.title}</span>
                    <span className="block text-sm text-muted-foreground">{link.body}</span>
                  </CardLink>
                </li>
              ))}
              <li>
                <p className="px-1 text-xs text-muted-foreground">
                  {t('overview.since', { date: formatDate(shop.createdAt, locale) })}
                </p>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </>
  );
}
