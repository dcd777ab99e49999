import { formatDateTime, formatNumber, type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdminNav } from '@/components/admin/admin-nav';
import { adminMetadata, adminUnitWords } from '@/components/admin/admin-page';
import { CoinPriceForm } from '@/components/admin/coin-price-form';
import { NewPackageForm, PackageActions } from '@/components/admin/package-forms';
import type { AdminPackage, CoinPrice } from '@/components/admin/types';
import { Card, PageHeader } from '@/components/panel/page-header';
import { DataTable, type Column } from '@/components/wallet/data-table';
import type { Portal } from '@/components/wallet/types';
import { DateTime, EmptyState, LoadError, walletLabels } from '@/components/wallet/wallet-ui';
import { requireAdmin } from '@/lib/guards';
import { bothUnits } from '@/lib/money';
import { serverApi } from '@/lib/server-api';

export const generateMetadata = adminMetadata('/dashboard/admin/wallet', 'adminWallet');

/** Persian admins think in toman first, as the wallet page does; English ones in dollars. */
const portalOrder: Record<Locale, Portal[]> = { fa: ['zibal', 'paypal'], en: ['paypal', 'zibal'] };
const path = '/dashboard/admin/wallet';

type PackageState = 'active' | 'inactive' | 'expired';

const stateStyle: Record<PackageState, string> = {
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  inactive: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  expired: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
};

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
          <span className="block text-xs font-normal text-[var(--text-muted)]">{labels.portal[pkg.portal]}</span>
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
            <span className="block whitespace-nowrap text-xs text-[var(--text-muted)]">{everyday}</span>
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
        return (
          <span
            className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${stateStyle[state]}`}
          >
            {stateLabel[state]}
          </span>
        );
      },
    },
    {
      key: 'expiresAt',
      header: t('wallet.columns.expiresAt'),
      cell: (pkg) =>
        pkg.expiresAt ? (
          <DateTime value={pkg.expiresAt} locale={locale} />
        ) : (
          <span className="text-[var(--text-muted)]">{t('wallet.noEnd')}</span>
        ),
    },
    {
      key: 'sortOrder',
      header: t('wallet.columns.sortOrder'),
      numeric: true,
      cell: (pkg) => formatNumber(pkg.sortOrder, locale),
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
        <p className="mb-4 mt-1 text-sm text-[var(--text-muted)]">{t('wallet.pricesHint')}</p>
        {prices.ok ? (
          <div className="grid gap-6 lg:grid-cols-2">
            {order.map((portal) => {
              const current = priceOf.get(portal) ?? null;
              return (
                <Card key={portal}>
                  <div data-testid={`coin-price-${portal}`}>
                    <h3 className="text-lg font-bold">{labels.portal[portal]}</h3>
                    <p className="mb-4 mt-0.5 text-sm text-[var(--text-muted)]">
                      {portal === 'zibal' ? t('wallet.inRials') : t('wallet.inCents')}
                      {' · '}
                      {current ? (
                        t('wallet.updated', { date: formatDateTime(current.updatedAt, locale) })
                      ) : (
                        <strong className="font-semibold text-amber-800 dark:text-amber-200">
                          {t('wallet.notSet')}
                        </strong>
                      )}
                    </p>
                    <CoinPriceForm portal={portal} current={current} />
                  </div>
                </Card>
              );
            })}
          </div>
        ) : (
          <LoadError retryHref={path} message={t('loadError')} />
        )}
      </section>

      <section aria-labelledby="packages-title">
        <h2 id="packages-title" className="text-xl font-bold">
          {t('wallet.packagesTitle')}
        </h2>
        <p className="mb-4 mt-1 text-sm text-[var(--text-muted)]">{t('wallet.packagesHint')}</p>
        <Card className="mb-6">
          <h3 className="mb-4 text-lg font-bold">{t('wallet.newPackage')}</h3>
          <NewPackageForm prices={prices.ok ? prices.data : []} portals={order} />
        </Card>
        {!packages.ok ? (
          <LoadError retryHref={path} message={t('loadError')} />
        ) : sorted.length === 0 ? (
          <EmptyState title={t('wallet.noPackages')} body={t('wallet.noPackagesBody')} />
        ) : (
          <DataTable caption={t('wallet.packagesCaption')} columns={columns} rows={sorted} rowKey={(pkg) => pkg.id} />
        )}
      </section>
    </>
  );
}
