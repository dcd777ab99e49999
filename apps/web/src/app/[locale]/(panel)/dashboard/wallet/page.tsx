import { formatNumber, type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardLink, CardTitle } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { ArrowForwardIcon } from '@/components/ui/icons/arrow-forward';
import { CardIcon } from '@/components/ui/icons/card';
import { ListIcon } from '@/components/ui/icons/list';
import { ReceiptIcon } from '@/components/ui/icons/receipt';
import { offersOf } from '@/components/wallet/offers';
import { TopupForm } from '@/components/wallet/topup-form';
import type { CoinPackage, Portal, PortalPrice, WalletView } from '@/components/wallet/types';
import { LoadError } from '@/components/ui/load-error';
import { WalletNav, walletLabels } from '@/components/wallet/wallet-ui';
import { requireUser } from '@/lib/guards';
import { formatMoney } from '@/lib/money';
import { panelMetadata } from '@/lib/panel-page';
import { safeRedirect } from '@/lib/safe-redirect';
import { serverApi } from '@/lib/server-api';
import { ResumeLink } from '@/components/wallet/resume-link';

export const generateMetadata = panelMetadata('/dashboard/wallet', 'wallet');

/** Persian readers pay in toman first; English readers most likely abroad, in dollars. */
const portalOrder: Record<Locale, Portal[]> = { fa: ['zibal', 'paypal'], en: ['paypal', 'zibal'] };

const subPages = [
  { key: 'transactions', href: '/dashboard/wallet/transactions', Icon: ListIcon },
  { key: 'history', href: '/dashboard/wallet/history', Icon: ReceiptIcon },
  { key: 'payments', href: '/dashboard/wallet/payments', Icon: CardIcon },
] as const;

export default async function WalletPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ next?: string | string[] }>;
}) {
  const { locale } = await params;
  // A page that sent the user here to top up (a studio form short of coins): offered back, on this site only.
  const nextParam = (await searchParams).next;
  const next = safeRedirect(typeof nextParam === 'string' ? nextParam : undefined, '') || undefined;
  setRequestLocale(locale);
  await requireUser(locale);
  const [titles, t, { portal: portalName }, wallet, packages, prices] = await Promise.all([
    getTranslations('titles'),
    getTranslations('wallet'),
    walletLabels(),
    serverApi<WalletView>('/wallet'),
    serverApi<CoinPackage[]>('/wallet/packages'),
    serverApi<PortalPrice[]>('/wallet/prices'),
  ]);
  const sortedPrices = prices.ok
    ? [...prices.data].sort((a, b) => portalOrder[locale].indexOf(a.portal) - portalOrder[locale].indexOf(b.portal))
    : [];
  const offers = packages.ok ? offersOf(packages.data, sortedPrices) : [];
  const subTitle = {
    transactions: t('nav.transactions'),
    history: t('nav.history'),
    payments: t('nav.payments'),
  };
  const subBody = {
    transactions: t('links.transactions'),
    history: t('links.history'),
    payments: t('links.payments'),
  };

  return (
    <>
      <PageHeader title={titles('wallet')} intro={t('intro')} />
      <WalletNav current="overview" />
      {next ? (
        <Alert tone="info" className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <span>{t('next.body')}</span>
          <ResumeLink next={next} className="font-bold underline" />
        </Alert>
      ) : null}
      {wallet.ok ? null : <LoadError retryHref="/dashboard/wallet" message={t('loadError')} />}
      {/* Phones: balance, top-up, then the other pages; wide screens: the top-up beside the other two. */}
      <div className="grid items-start gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        {wallet.ok ? (
          <section
            aria-labelledby="balance-title"
            className="rounded-2xl bg-gradient-to-br from-primary to-primary-hover p-6 text-primary-foreground shadow-sm lg:col-start-1 lg:row-start-1"
          >
            <h2 id="balance-title" className="text-sm font-semibold text-primary-foreground/85">
              {t('balance.title')}
            </h2>
            <p className="mt-2 flex flex-wrap items-baseline gap-x-2" data-testid="balance">
              <span className="text-4xl font-extrabold tabular-nums">{formatNumber(wallet.data.balance, locale)}</span>
              <span className="text-lg font-semibold">
                {wallet.data.balance === 1 ? t('balance.unitOne') : t('balance.unit')}
              </span>
            </p>
            {wallet.data.values?.length ? (
              <ul className="mt-4 space-y-1 border-t border-primary-foreground/25 pt-3 text-sm text-primary-foreground/90">
                {[...wallet.data.values]
                  .sort((a, b) => portalOrder[locale].indexOf(a.portal) - portalOrder[locale].indexOf(b.portal))
                  .map((value) => (
                    <li key={value.portal}>
                      {t('balance.worth', {
                        portal: portalName[value.portal],
                        amount: formatMoney(value.amount, value.currency, locale),
                      })}
                    </li>
                  ))}
              </ul>
            ) : null}
          </section>
        ) : null}

        <Card className="lg:col-span-2 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <CardHeader>
            <CardTitle id="topup" className="scroll-mt-24">
              {t('topup.title')}
            </CardTitle>
            <CardDescription>{t('topup.hint')}</CardDescription>
          </CardHeader>
          <CardContent>
            {sortedPrices.length > 0 ? (
              <TopupForm prices={sortedPrices} offers={offers} next={next} />
            ) : (
              <Alert tone={prices.ok ? 'info' : 'warning'}>{prices.ok ? t('topup.unavailable') : t('loadError')}</Alert>
            )}
          </CardContent>
        </Card>

        <div className="lg:col-start-1 lg:row-start-2">
          <ul className="space-y-3">
            {subPages.map(({ key, href, Icon }) => (
              <li key={key}>
                <CardLink href={href} className="flex items-center gap-3 sm:p-4">
                  <IconTile>
                    <Icon />
                  </IconTile>
                  <span className="min-w-0 flex-1">
                    <span className="block font-bold">{subTitle[key]}</span>
                    <span className="block text-sm text-muted-foreground">{subBody[key]}</span>
                  </span>
                  <ArrowForwardIcon className="size-4 text-link" />
                </CardLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
