/**
 * Buying coins the way a person does, in Persian and in English: the wallet page, the dev gateway's own
 * page and its Pay or Cancel button, and the return page the gateway sends the payer back to. Paid: the
 * return page says so with the new balance, its invoice link opens the invoice as the page first comes
 * (a reload credits nothing twice), the wallet shows the balance and the invoice the paid total.
 * Cancelled: the return page says so, with no invoice, the balance is unchanged and the payments list
 * shows the payment cancelled. In English also PayPal's approve page and its return page. And a payer who
 * opened the site at 127.0.0.1 goes to the gateway and comes back there, signed in (the server has no
 * SITE_URL, as `npm start`).
 *
 * Packages and prices come from the API (the seeded demo offer), never from this file. One sign-up per
 * test (codes are limited per IP).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { registerViaApi, rememberLocale, siteUrl, toPersianDigits, uniquePhone } from './helpers';

type Locale = 'fa' | 'en';
type Portal = 'zibal' | 'paypal';
type Package = { id: string; portal: Portal; coins: number; price: number; currency: string };
type Price = { portal: Portal; currency: string; coinPrice: number; minCoins: number; maxCoins: number };
/** What is bought on the wallet page: a package, or a number of coins at the portal's coin price. */
type Choice = { package: Package } | { coins: number };
const coinsOf = (choice: Choice) => ('package' in choice ? choice.package.coins : choice.coins);

const messages = { fa: faMessages, en: enMessages } as const;
const intlTag: Record<Locale, string> = { fa: 'fa-IR-u-nu-arabext', en: 'en-US' };

const pathIn = (locale: Locale, path: string) => (locale === 'fa' ? path : `/en${path}`);
const number = (locale: Locale, n: number) => new Intl.NumberFormat(intlTag[locale]).format(n);
/** "۱۲۰ سکه" / "120 coins", as the pages write a number of coins. */
const coins = (locale: Locale, n: number) =>
  locale === 'fa' ? `${number('fa', n)} سکه` : `${number('en', n)} ${n === 1 ? 'coin' : 'coins'}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function offer(request: APIRequestContext) {
  const [packages, prices] = await Promise.all([
    request.get('/api/wallet/packages').then((r) => r.json() as Promise<{ data: Package[] }>),
    request.get('/api/wallet/prices').then((r) => r.json() as Promise<{ data: Price[] }>),
  ]);
  return { packages: packages.data, prices: prices.data };
}

/** Opens a page in a language (a bare path follows the NEXT_LOCALE cookie, so it is set first). */
async function open(page: Page, locale: Locale, path: string) {
  await rememberLocale(page, locale, page.url());
  await page.goto(pathIn(locale, path));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** The package card for a number of coins ("۵۰ سکه" must not match "۱۵۰ سکه": no digit just before). */
const packageCard = (page: Page, locale: Locale, count: number) =>
  page.getByTestId('package').filter({ hasText: new RegExp(`(?<![\\d۰-۹٬,])${escape(coins(locale, count))}`) });

/** On the wallet page: the Zibal portal, then a package (by its coins) or a custom number of coins. */
async function chooseZibal(page: Page, locale: Locale, choice: Choice) {
  const t = messages[locale].wallet;
  const portal = page.getByRole('radio', { name: t.portals.zibal });
  await portal.check();
  await expect(portal).toBeChecked();
  if ('package' in choice) {
    await packageCard(page, locale, choice.package.coins).click();
  } else {
    await page.getByText(t.topup.custom, { exact: true }).click();
    const typed = String(choice.coins);
    await page.getByLabel(t.topup.coinsLabel).fill(locale === 'fa' ? toPersianDigits(typed) : typed);
  }
  await expect(page.getByTestId('topup-total')).not.toHaveText('—');
  return (await page.getByTestId('topup-total').textContent())!;
}

/** Pay on the wallet page, then at the dev Zibal gateway press `button` (its bilingual Pay or Cancel). */
async function throughZibal(page: Page, locale: Locale, button: 'پرداخت / Pay' | 'انصراف / Cancel') {
  await page.getByRole('button', { name: messages[locale].wallet.topup.pay, exact: true }).click();
  await page.waitForURL(/\/api\/dev\/zibal\/start\/\d+$/);
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(new RegExp(`${escape(pathIn(locale, '/dashboard/wallet/payments/zibal'))}\\?trackId=\\d+`));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

for (const locale of ['fa', 'en'] as const) {
  test(`${locale}: a top-up paid at the dev Zibal gateway, then one cancelled there`, async ({ page }) => {
    const t = messages[locale];
    await page.goto('/');
    await registerViaApi(page.request, {
      credential: uniquePhone(),
      name: 'Topup E2E',
      password: 'Rassam-e2e-2024',
      locale,
    });
    const { packages, prices } = await offer(page.request);
    // The e2e server runs the embedded demo: the dev Zibal portal is on and the seed prices it.
    const zibal = prices.find((price) => price.portal === 'zibal');
    expect(zibal, 'a coin price for Zibal').toBeDefined();
    const own = packages.filter((pkg) => pkg.portal === 'zibal');

    // Persian pays for a package (the second, so that it is a choice), English for a number of coins that
    // no package has; the cancelled top-up is the other kind.
    const pkg = own[1] ?? own[0];
    let custom = Math.max(zibal!.minCoins, 37);
    while (own.some((item) => item.coins === custom)) custom += 1;
    const byPackage: Choice = pkg ? { package: pkg } : { coins: custom + 1 };
    const byCoins: Choice = { coins: custom };
    const [paid, cancelled] = locale === 'fa' ? [byPackage, byCoins] : [byCoins, byPackage];
    const bought = coinsOf(paid);
    const dropped = coinsOf(cancelled);

    await test.step('pays', async () => {
      await open(page, locale, '/dashboard/wallet');
      await expect(page.getByTestId('balance')).toContainText(number(locale, 0));
      const total = await chooseZibal(page, locale, paid);
      await throughZibal(page, locale, 'پرداخت / Pay');

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.payment.paid.title);
      await expect(page.getByText(t.payment.paid.body.replace('{coins}', coins(locale, bought)))).toBeVisible();
      await expect(page.getByTestId('new-balance')).toHaveText(coins(locale, bought));
      // As the page first comes, before any reload: the studio, and the invoice's own page.
      await expect(page.getByRole('link', { name: t.payment.actions.studio })).toHaveAttribute(
        'href',
        pathIn(locale, '/dashboard/intelligence'),
      );
      const invoicePath = new RegExp(`${escape(pathIn(locale, '/dashboard/orders/factor-'))}[0-9a-f-]{36}$`);
      const invoice = page.getByRole('link', { name: t.payment.actions.invoice });
      await expect(invoice).toHaveAttribute('href', new RegExp(`^${invoicePath.source}`));
      await invoice.click();
      await page.waitForURL(invoicePath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.factor.heading);
      await expect(page.getByTestId('factor-status')).toContainText(t.factor.status.paid);
      await expect(page.getByTestId('factor-total')).toHaveText(total);
      await expect(page.getByText(t.factor.methods.zibal, { exact: true })).toBeVisible();
      await expect(page.getByTestId('factor-reference')).not.toBeEmpty();
      await expect(page.getByRole('button', { name: t.factor.print })).toBeVisible();

      // Coming back to the page (the back button, a reload) asks the API again, which credits once.
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.payment.paid.title);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.payment.paid.title);
      await expect(page.getByTestId('new-balance')).toHaveText(coins(locale, bought));

      await page.getByRole('link', { name: t.payment.actions.wallet }).click();
      await page.waitForURL(new RegExp(`${escape(pathIn(locale, '/dashboard/wallet'))}$`));
      await expect(page.getByTestId('balance')).toContainText(number(locale, bought));
    });

    await test.step('cancels', async () => {
      await open(page, locale, '/dashboard/wallet');
      await chooseZibal(page, locale, cancelled);
      await throughZibal(page, locale, 'انصراف / Cancel');

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.payment.cancelled.title);
      await expect(page.getByText(t.payment.cancelled.body)).toBeVisible();
      await expect(page.getByTestId('new-balance')).toHaveCount(0);
      await expect(page.getByRole('link', { name: t.payment.actions.tryAgain })).toBeVisible();
      // Nothing was sold: no invoice.
      await expect(page.getByRole('link', { name: t.payment.actions.invoice })).toHaveCount(0);

      await page.getByRole('link', { name: t.payment.actions.wallet }).click();
      await page.waitForURL(new RegExp(`${escape(pathIn(locale, '/dashboard/wallet'))}$`));
      await expect(page.getByTestId('balance')).toContainText(number(locale, bought));

      await open(page, locale, '/dashboard/wallet/payments');
      const list = page.getByRole('table', { name: t.wallet.payments.caption });
      await expect(list.getByRole('row').filter({ hasText: coins(locale, dropped) })).toContainText(
        t.wallet.status.cancelled,
      );
      await expect(list.getByRole('row').filter({ hasText: coins(locale, bought) })).toContainText(
        t.wallet.status.paid,
      );
    });

    // English pays once more, through PayPal (the dev portal serves it too, and the seed sells a package).
    if (locale === 'en') {
      await test.step('pays at the dev PayPal checkout', async () => {
        expect(
          prices.some((price) => price.portal === 'paypal'),
          'a coin price for PayPal',
        ).toBe(true);
        const paypal = packages.find((item) => item.portal === 'paypal');
        expect(paypal, 'a PayPal package').toBeDefined();
        await open(page, locale, '/dashboard/wallet');
        await page.getByRole('radio', { name: t.wallet.portals.paypal }).check();
        await packageCard(page, locale, paypal!.coins).click();
        await page.getByRole('button', { name: t.wallet.topup.pay, exact: true }).click();
        await page.waitForURL(/\/api\/dev\/paypal\/checkoutnow\?token=/);
        await page.getByRole('button', { name: 'Approve' }).click();
        await page.waitForURL(/\/en\/dashboard\/wallet\/payments\/paypal\?token=[\w-]+&PayerID=/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.payment.paid.title);
        await expect(page.getByTestId('new-balance')).toHaveText(coins(locale, bought + paypal!.coins));
      });
    }
  });
}

test('opened at 127.0.0.1: the gateway sends the payer back there, signed in, and the payment is paid', async ({
  browser,
}) => {
  // The server has no SITE_URL, so its origin is localhost; the payer uses the other name of this machine.
  const origin = `http://127.0.0.1:${new URL(siteUrl).port}`;
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await registerViaApi(page.request, {
      credential: uniquePhone(),
      name: 'Loopback E2E',
      password: 'Rassam-e2e-2024',
    });
    const { packages } = await offer(page.request);
    const pkg = packages.find((item) => item.portal === 'zibal');
    expect(pkg, 'a Zibal package').toBeDefined();
    let bought = 0;
    for (const locale of ['fa', 'en'] as const) {
      const t = messages[locale];
      await open(page, locale, '/dashboard/wallet');
      await chooseZibal(page, locale, { package: pkg! });
      await page.getByRole('button', { name: t.wallet.topup.pay, exact: true }).click();
      // The dev gateway is this app: its page is on the address the payer opened too.
      await page.waitForURL(new RegExp(`^${escape(origin)}/api/dev/zibal/start/\\d+$`));
      await page.getByRole('button', { name: 'پرداخت / Pay' }).click();
      await page.waitForURL(
        new RegExp(`^${escape(origin + pathIn(locale, '/dashboard/wallet/payments/zibal'))}\\?trackId=\\d+`),
      );
      bought += pkg!.coins;
      // Signed in (the session cookie is this host's), and the return settled the payment.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.payment.paid.title);
      await expect(page.getByTestId('new-balance')).toHaveText(coins(locale, bought));
    }
  } finally {
    await context.close();
  }
});
