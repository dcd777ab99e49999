import { formatDate, formatNumber, type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonClass } from '@/components/shop/buttons';
import { Card, PageHeader } from '@/components/panel/page-header';
import { ListingList } from '@/components/shop/listing-list';
import { loadAllListings } from '@/components/shop/server';
import { ShopNav } from '@/components/shop/shop-nav';
import type { ShopStats } from '@/components/shop/types';
import { MarketImage } from '@/components/market/market-image';
import { LtrText } from '@/components/ui/ltr-text';
import { Link } from '@/i18n/navigation';
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
        <a href={publicPath} className={buttonClass.secondary}>
          {t('overview.publicPage')}
          <LtrText className="text-[var(--text-muted)]">/{shop.link}</LtrText>
        </a>
      </PageHeader>
      <ShopNav current="overview" />
      {shop.status === 'disabled' ? (
        <p
          role="status"
          data-testid="shop-disabled"
          className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {t('overview.disabled')}
        </p>
      ) : null}
      <div className="space-y-6">
        {shop.bannerImageUrl || shop.profileImageUrl ? (
          <div className="relative overflow-hidden rounded-2xl border border-[var(--border)] bg-[var(--surface-muted)]">
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
                className="absolute bottom-3 start-3 size-16 rounded-2xl border-4 border-[var(--surface)] object-cover sm:size-20"
              />
            ) : null}
          </div>
        ) : null}

        <section aria-labelledby="stats-title">
          <h2 id="stats-title" className="sr-only">
            {t('stats.title')}
          </h2>
          {stats.ok ? (
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {tiles.map((tile) => (
                <div
                  key={tile.key}
                  data-testid={`stat-${tile.key}`}
                  className="rounded-2xl border border-[var(--border)] bg-[var(--surface)] p-4 shadow-sm"
                >
                  <dt className="text-sm text-[var(--text-muted)]">{tile.label}</dt>
                  <dd className="mt-1 text-2xl font-extrabold tabular-nums">{number(tile.value)}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p role="alert">{t('loadError')}</p>
          )}
        </section>

        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <Card>
              <h2 className="text-lg font-bold">{t('overview.soonTitle')}</h2>
              <p className="mb-4 mt-1 text-sm text-[var(--text-muted)]">
                {t('overview.soonIntro', { days: number(SOON_DAYS) })}
              </p>
              {soon.length ? (
                <ListingList items={soon} locale={locale} />
              ) : (
                <p className="text-sm">{t('overview.soonEmpty')}</p>
              )}
            </Card>
            <Card>
              <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-lg font-bold">{t('overview.latestTitle')}</h2>
                <Link href="/dashboard/shop/product" className={buttonClass.link}>
                  {t('overview.allListings')}
                </Link>
              </div>
              {listings.items.length ? (
                <ListingList items={listings.items.slice(0, 5)} locale={locale} />
              ) : (
                <p className="text-sm">{t('overview.noListings')}</p>
              )}
            </Card>
          </div>
          <nav aria-label={t('overview.linksTitle')}>
            <ul className="space-y-3">
              {links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="block rounded-2xl border border-[var(--border)] bg-[var(--surface)] p-4 shadow-sm transition hover:border-brand-400"
                  >
                    <span className="block font-bold">{link.title}</span>
                    <span className="block text-sm text-[var(--text-muted)]">{link.body}</span>
                  </Link>
                </li>
              ))}
              <li>
                <p className="px-1 text-xs text-[var(--text-muted)]">
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
