/**
 * The wallet pages, in Persian and English, for a new account of their own: the balance, the packages on
 * sale on each portal, the custom amount and its live price, the empty lists; then a top-up through the
 * dev Zibal gateway, after which the balance, the ledger, the top-up history and the payments list all
 * show it (and the payments filter by status).
 *
 * Prices and packages come from the API itself (the seeded demo offer), never from this file. Two codes
 * in all (one sign-up per test).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { registerViaApi, rememberLocale, toPersianDigits, uniquePhone } from './helpers';

type Locale = 'fa' | 'en';
type Portal = 'zibal' | 'paypal';
type Package = { id: string; portal: Portal; coins: number; price: number; currency: string };
type Price = {
  portal: Portal;
  currency: string;
  coinPrice: number;
  minCoins: number;
  maxCoins: number;
  taxRateBp?: number;
};

const messages = { fa: faMessages, en: enMessages } as const;
const locales: Locale[] = ['fa', 'en'];
/** The portal each language offers first (the wallet page's order). */
const portalOrder: Record<Locale, Portal[]> = { fa: ['zibal', 'paypal'], en: ['paypal', 'zibal'] };
const intlTag: Record<Locale, string> = { fa: 'fa-IR-u-nu-arabext', en: 'en-US' };

const pathIn = (locale: Locale, path: string) => (locale === 'fa' ? path : `/en${path}`);
const number = (locale: Locale, n: number) => new Intl.NumberFormat(intlTag[locale]).format(n);
/** "۱۲۰ سکه" / "120 coins", as the package cards and lists write a number of coins. */
const coins = (locale: Locale, n: number) =>
  locale === 'fa' ? `${number('fa', n)} سکه` : `${number('en', n)} ${n === 1 ? 'coin' : 'coins'}`;
/** A whole amount as the pages write it: toman in Persian, IRR in English, dollars for PayPal. */
function money(locale: Locale, amount: number, currency: string): string {
  if (currency === 'USD') {
    return new Intl.NumberFormat(intlTag[locale], { style: 'currency', currency: 'USD' }).format(amount / 100);
  }
  const value = locale === 'fa' ? amount / 10 : amount;
  const text = new Intl.NumberFormat(intlTag[locale], { maximumFractionDigits: 1 }).format(value);
  return locale === 'fa' ? `${text} تومان` : `${text} IRR`;
}

/** A package's price per coin as its card says it: whole toman (or rials), a dollar to a hundredth of a cent. */
function perCoin(locale: Locale, pkg: Package): string {
  const each = pkg.price / pkg.coins;
  const price =
    pkg.currency === 'USD'
      ? new Intl.NumberFormat(intlTag[locale], {
          style: 'currency',
          currency: 'USD',
          minimumFractionDigits: 2,
          maximumFractionDigits: 4,
        }).format(each / 100)
      : locale === 'fa'
        ? `${number('fa', Math.round(each / 10))} تومان`
        : `${number('en', Math.round(each))} IRR`;
  return messages[locale].wallet.topup.perCoin.replace('{price}', price);
}

async function offer(request: APIRequestContext) {
  const [packages, prices] = await Promise.all([
    request.get('/api/wallet/packages').then((r) => r.json() as Promise<{ data: Package[] }>),
    request.get('/api/wallet/prices').then((r) => r.json() as Promise<{ data: Price[] }>),
  ]);
  return { packages: packages.data, prices: prices.data };
}

/**
 * Opens a wallet page in a language. A bare path follows the NEXT_LOCALE cookie, which the last /en page
 * set, so the cookie is set first. The page must already be on the site (each test starts at its root).
 */
async function open(page: Page, locale: Locale, path: string) {
  await rememberLocale(page, locale, page.url());
  await page.goto(pathIn(locale, path));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

test('a new account: no coins, the packages on sale on each portal, empty lists', async ({ page }) => {
  await page.goto('/');
  await registerViaApi(page.request, { credential: uniquePhone(), name: 'Wallet E2E', password: 'Rassam-e2e-2024' });
  const { packages, prices } = await offer(page.request);
  expect(prices.length, 'the seeded demo offer has coin prices').toBeGreaterThan(0);

  for (const locale of locales) {
    const t = messages[locale];
    await open(page, locale, '/dashboard/wallet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.titles.wallet);
    await expect(page.getByTestId('balance')).toContainText(number(locale, 0));

    const portals = portalOrder[locale].filter((portal) => prices.some((price) => price.portal === portal));
    for (const [index, portal] of portals.entries()) {
      if (index > 0) await page.getByRole('radio', { name: t.wallet.portals[portal] }).check();
      await expect(page.getByRole('radio', { name: t.wallet.portals[portal] })).toBeChecked();
      const own = packages.filter((pkg) => pkg.portal === portal);
      const cards = page.getByTestId('package');
      await expect(cards).toHaveCount(own.length);
      for (const [i, pkg] of own.entries()) {
        await expect(cards.nth(i)).toContainText(coins(locale, pkg.coins));
        await expect(cards.nth(i)).toContainText(money(locale, pkg.price, pkg.currency));
        // Never a fraction of a toman (120 coins for 110,000 toman are 917 toman a coin, not 916.67).
        await expect(cards.nth(i)).toContainText(perCoin(locale, pkg));
      }
      // The first package is chosen, and its price is what the button would charge (without tax).
      const price = prices.find((p) => p.portal === portal)!;
      if (own[0] && !price.taxRateBp) {
        await expect(page.getByTestId('topup-total')).toHaveText(money(locale, own[0].price, own[0].currency));
      }
    }

    for (const [path, section] of [
      ['/dashboard/wallet/transactions', 'transactions'],
      ['/dashboard/wallet/history', 'history'],
      ['/dashboard/wallet/payments', 'payments'],
    ] as const) {
      await open(page, locale, path);
      await expect(page.getByRole('heading', { name: t.wallet[section].empty })).toBeVisible();
      await expect(page.getByRole('link', { name: t.wallet.topupNow, exact: true })).toBeVisible();
    }
  }
});

test('a custom top-up at the dev Zibal gateway shows on every wallet page', async ({ page }) => {
  await page.goto('/');
  await registerViaApi(page.request, { credential: uniquePhone(), name: 'Wallet E2E', password: 'Rassam-e2e-2024' });
  const { prices } = await offer(page.request);
  // The e2e server runs the embedded demo: the dev Zibal portal is on and the seed prices it.
  const zibal = prices.find((price) => price.portal === 'zibal');
  expect(zibal, 'a coin price for Zibal').toBeDefined();
  const fa = messages.fa.wallet;
  const bought = Math.max(25, zibal!.minCoins);
  const subtotal = bought * zibal!.coinPrice;
  const total = subtotal + Math.floor((subtotal * (zibal!.taxRateBp ?? 0) + 5_000) / 10_000);

  await open(page, 'fa', '/dashboard/wallet');
  await page.getByText(fa.topup.custom, { exact: true }).click();
  const input = page.getByLabel(fa.topup.coinsLabel);
  // The range is the product's, from the API (not what fits a database integer).
  await expect(
    page.getByText(
      fa.topup.coinsHint
        .replace('{min}', number('fa', zibal!.minCoins))
        .replace('{max}', number('fa', zibal!.maxCoins)),
    ),
  ).toBeVisible();
  // Out of range: the form says so beside the field and sends nothing.
  await input.fill(toPersianDigits(String(zibal!.maxCoins + 1)));
  await page.getByRole('button', { name: fa.topup.pay }).click();
  await expect(page.getByRole('alert').filter({ hasText: number('fa', zibal!.maxCoins) })).toBeVisible();
  // Persian digits are fine; the price follows the number as it is typed.
  await input.fill(toPersianDigits(String(bought)));
  await expect(page.getByTestId('topup-total')).toHaveText(money('fa', total, 'IRR'));

  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/wallet/topups') && r.request().method() === 'POST'),
    page.getByRole('button', { name: fa.topup.pay }).click(),
  ]);
  expect(answer.status()).toBe(201);
  expect(answer.request().headers()['idempotency-key']).toBeTruthy();
  // The browser leaves for the gateway at once, so the answer's body is gone: the payment is read back instead.
  await page.waitForURL(/\/api\/dev\/zibal\/start\/\d+$/);
  const listed = (await (await page.request.get('/api/payments')).json()) as {
    data: { id: string; factorId: string | null; gatewayId: string }[];
  };
  const [payment] = listed.data;
  expect(page.url()).toMatch(new RegExp(`/start/${payment!.gatewayId}$`));
  // Nothing is sold yet: no invoice.
  expect(payment!.factorId).toBeNull();
  const started = { paymentId: payment!.id, redirectUrl: page.url() };

  // Pay at the gateway, and settle the way the return page does (its own page has its own tests).
  const startPath = new URL(started.redirectUrl).pathname;
  const paid = await page.request.post(`${startPath}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBeGreaterThanOrEqual(300);
  const callback = new URL(paid.headers()['location']!);
  const settled = await page.request.post('/api/payments/zibal/return', {
    data: Object.fromEntries(callback.searchParams),
  });
  expect(settled.status(), await settled.text()).toBe(200);
  const { factorId } = ((await settled.json()) as { data: { factorId: string } }).data;
  expect(factorId).toMatch(/^[0-9a-f-]{36}$/);

  for (const locale of locales) {
    const t = messages[locale].wallet;
    await open(page, locale, '/dashboard/wallet');
    await expect(page.getByTestId('balance')).toContainText(number(locale, bought));

    await open(page, locale, '/dashboard/wallet/transactions');
    const ledger = page.getByRole('table');
    await expect(ledger.getByRole('row')).toHaveCount(2);
    await expect(ledger).toContainText(t.reasons.topup);
    await expect(ledger).toContainText(`+${number(locale, bought)}`);
    await expect(ledger.getByRole('link', { name: t.transactions.viewPayment })).toHaveAttribute(
      'href',
      pathIn(locale, `/dashboard/wallet/payments?id=${started.paymentId}`),
    );

    await open(page, locale, '/dashboard/wallet/history');
    const history = page.getByRole('table');
    await expect(history).toContainText(coins(locale, bought));
    await expect(history).toContainText(money(locale, total, 'IRR'));
    await expect(history).toContainText(messages[locale].wallet.portals.zibal);
    await expect(history.getByRole('link', { name: t.viewInvoice })).toHaveAttribute(
      'href',
      pathIn(locale, `/dashboard/orders/factor-${factorId}`),
    );

    await open(page, locale, `/dashboard/wallet/payments?id=${started.paymentId}`);
    await expect(page.getByRole('table')).toContainText(t.status.paid);
  }

  // A second top-up left at the gateway is pending; the filters tell the two apart.
  const pending = await page.request.post('/api/wallet/topups', {
    headers: { 'Idempotency-Key': `e2e-${Date.now()}` },
    data: { portal: 'zibal', coins: bought + 1 },
  });
  expect(pending.status(), await pending.text()).toBe(201);
  await open(page, 'fa', '/dashboard/wallet/payments');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  await page.getByRole('link', { name: fa.status.pending, exact: true }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table')).toContainText(coins('fa', bought + 1));
  await open(page, 'fa', '/dashboard/wallet/payments?status=cancelled');
  await expect(
    page.getByRole('heading', { name: fa.payments.emptyFiltered.replace('{status}', fa.status.cancelled) }),
  ).toBeVisible();

  // The pending one: back to the gateway's page from the list, then given up, after saying so.
  await open(page, 'fa', '/dashboard/wallet/payments?status=pending');
  const row = page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: coins('fa', bought + 1) });
  await row.getByRole('button', { name: fa.payments.resume }).click();
  await page.waitForURL(/\/api\/dev\/zibal\/start\/\d+$/);
  await expect(page.getByRole('button', { name: 'پرداخت / Pay' })).toBeVisible();
  await open(page, 'fa', '/dashboard/wallet/payments?status=pending');
  await row.getByRole('button', { name: fa.payments.cancel }).click();
  const dialog = page.getByRole('alertdialog', { name: fa.payments.cancelTitle });
  await expect(dialog).toBeVisible();
  // Changed their mind: nothing happens, and focus is back on the button.
  await dialog.getByRole('button', { name: fa.payments.cancelKeep }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole('button', { name: fa.payments.cancel })).toBeFocused();
  await expect(row).toContainText(fa.status.pending);
  await row.getByRole('button', { name: fa.payments.cancel }).click();
  await dialog.getByRole('button', { name: fa.payments.cancelConfirm }).click();
  await expect(page.getByText(fa.payments.cancelled)).toBeVisible();
  await open(page, 'fa', '/dashboard/wallet/payments?status=cancelled');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table')).toContainText(coins('fa', bought + 1));
  // A cancelled payment has nothing left to do, and no invoice.
  await expect(page.getByRole('table').getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('link', { name: fa.viewInvoice })).toHaveCount(0);
});
