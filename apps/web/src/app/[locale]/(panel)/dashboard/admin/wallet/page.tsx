import { formatDateTime, formatNumber, type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdminLoadError, AdminNav } from '@/components/admin/admin-nav';
import { adminMetadata, adminUnitWords } from '@/components/admin/admin-page';
import { CoinPriceForm } from '@/components/admin/coin-price-form';
import { NewPackageForm, PackageActions } from '@/components/admin/package-forms';
import type { AdminPackage, CoinPrice } from '@/components/admin/types';
import { PageHeader } from '@/components/panel/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import { Num } from '@/components/ui/num';
import { StatusChip, type StatusTone } from '@/components/ui/status-chip';
import { DataTable, type Column } from '@/components/ui/table';
import type { Portal } from '@/components/wallet/types';
import { walletLabels } from '@/components/wallet/wallet-ui';
import { requireAdmin } from '@/lib/guards';
import { bothUnits } from '@/lib/money';
import { serverApi } from '@/lib/server-api';

export const generateMetadata = adminMetadata('/dashboard/admin/wallet', 'adminWallet');

/** Persian admins think in toman first, as the wallet page does; English ones in dollars. */
const portalOrder: Record<Locale, Portal[]> = { fa: ['zibal', 'paypal'], en: ['paypal', 'zibal'] };
const path = '/dashboard/admin/wallet';

type PackageState = 'active' | 'inactive' | 'expired';

const stateTones: Record<PackageState, StatusTone> = { active: 'success', inactive: 'neutral', expired: 'warning' };

export default async function AdminWalletPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireAdmin(locale);
  const [titles, t, labels, words, prices, packages] = await Promise.all([
    getTranslations('titles'),
    getTranslations('admin'),
    walletLabels(),
    adminUnitWords(),
    serverApi<CoinPrice[]>('/admin/coin-prices'),
    serverApi<AdminPackage[]>('/admin/packages'),
  ]);
  const order = portalOrder[locale];
  const priceOf = new Map((prices.ok ? prices.data : []).map((price) => [price.portal, price]));
  const now = Date.now();
  const stateOf = (pkg: AdminPackage): PackageState =>
    !pkg.active ? 'inactive' : pkg.expiresAt && Date.parse(pkg.expiresAt) <= now ? 'expired' : 'active';
  const stateLabel: Record<PackageState, string> = {
    active: t('wallet.state.active'),
    inactive: t('wallet.state.inactive'),
    expired: t('wallet.state.expired'),
  };
  const nameOf = (pkg: AdminPackage) =>
    t('wallet.packageName', { coins: formatNumber(pkg.coins, locale), portal: labels.portal[pkg.portal] });
  const sorted = packages.ok
    ? [...packages.data].sort(
        (a, b) => order.indexOf(a.portal) - order.indexOf(b.portal) || a.sortOrder - b.sortOrder || a.coins - b.coins,
      )
    : [];

  const columns: Column<AdminPackage>[] = [
    {
      key: 'package',
      header: t('wallet.columns.package'),
      card: 'title',
      cell: (pkg) => (
        <>
          <span className="block font-semibold">{t('wallet.coinsCount', { count: pkg.coins })}</span>
          <span className="block text-xs font-normal text-muted-foreground">{labels.portal[pkg.portal]}</span>
        </>
      ),
    },
    {
      key: 'price',
      header: t('wallet.columns.price'),
      card: 'aside',
      numeric: true,
      cell: (pkg) => {
        const [stored, everyday] = bothUnits(pkg.price, pkg.portal, locale, words);
        return (
          <>
            <span className="block whitespace-nowrap font-semibold">{stored}</span>
            <span className="block whitespace-nowrap text-xs text-muted-foreground">{everyday}</span>
          </>
        );
      },
    },
    {
      key: 'perCoin',
      header: t('wallet.columns.perCoin'),
      numeric: true,
      cell: (pkg) => (
        <span className="whitespace-nowrap">{bothUnits(pkg.price / pkg.coins, pkg.portal, locale, words, 2)[0]}</span>
      ),
    },
    {
      key: 'state',
      header: t('wallet.columns.state'),
      cell: (pkg) => {
        const state = stateOf(pkg);
        return <StatusChip status={state} label={stateLabel[state]} tones={stateTones} />;
      },
    },
    {
      key: 'expiresAt',
      header: t('wallet.columns.expiresAt'),
      cell: (pkg) =>
        pkg.expiresAt ? (
          <DateText value={pkg.expiresAt} month="short" withTime locale={locale} />
        ) : (
          <span className="text-muted-foreground">{t('wallet.noEnd')}</span>
        ),
    },
    {
      key: 'sortOrder',
      header: t('wallet.columns.sortOrder'),
      numeric: true,
      cell: (pkg) => <Num value={pkg.sortOrder} locale={locale} />,
    },
    {
      key: 'actions',
      header: t('wallet.columns.actions'),
      card: 'footer',
      cell: (pkg) => <PackageActions pkg={pkg} price={priceOf.get(pkg.portal)} name={nameOf(pkg)} />,
    },
  ];

  return (
    <>
      <PageHeader title={titles('adminWallet')} intro={t('wallet.intro')} />
      <AdminNav current="wallet" />

      <section aria-labelledby="prices-title" className="mb-10">
        <h2 id="prices-title" className="text-xl font-bold">
          {t('wallet.pricesTitle')}
        </h2>
        <p className="mb-4 mt-1 text-sm text-muted-foreground">{t('wallet.pricesHint')}</p>
        {prices.ok ? (
          <div className="grid gap-6 lg:grid-cols-2">
            {order.map((portal) => {
              const current = priceOf.get(portal) ?? null;
              return (
                <Card key={portal} data-testid={`coin-price-${portal}`}>
                  <CardHeader>
                    <CardTitle asChild>
                      <h3>{labels.portal[portal]}</h3>
                    </CardTitle>
                    <CardDescription>
                      {portal === 'zibal' ? t('wallet.inRials') : t('wallet.inCents')}
                      {' · '}
                      {current ? (
                        t('wallet.updated', { date: formatDateTime(current.updatedAt, locale) })
                      ) : (
                        <strong className="font-semibold text-warning-soft-foreground">{t('wallet.notSet')}</strong>
                      )}
                    </CardDescription>
                  </CardHeader>
                  <CardContent>
                    <CoinPriceForm portal={portal} current={current} />
                  </CardContent>
                </Card>
              );
            })}
          </div>
        ) : (
          <AdminLoadError retryHref={path} />
        )}
      </section>

      <section aria-labelledby="packages-title">
        <h2 id="packages-title" className="text-xl font-bold">
          {t('wallet.packagesTitle')}
        </h2>
        <p className="mb-4 mt-1 text-sm text-muted-foreground">{t('wallet.packagesHint')}</p>
        <Card className="mb-6">
          <CardContent>
            <CardTitle asChild>
              <h3 className="mb-4">{t('wallet.newPackage')}</h3>
            </CardTitle>
            <NewPackageForm prices={prices.ok ? prices.data : []} portals={order} />
          </CardContent>
        </Card>
        {!packages.ok ? (
          <AdminLoadError retryHref={path} />
        ) : sorted.length === 0 ? (
          <EmptyState headingLevel={3} title={t('wallet.noPackages')} body={t('wallet.noPackagesBody')} />
        ) : (
          <DataTable caption={t('wallet.packagesCaption')} columns={columns} rows={sorted} rowKey={(pkg) => pkg.id} />
        )}
      </section>
    </>
  );
}
