/**
 * The back office's money page, in Persian: an admin sets Zibal's coin price (typed in Persian digits,
 * shown in toman beside the rials), is refused a package that sells coins under the minimum coin price
 * (the reason beside the price field), adds a good one on sale until a day picked in the Jalali calendar
 * (changed in English in the Gregorian one), and a user then sees it on their wallet page; taken off sale,
 * it is gone for them. A user who is not an admin gets the 404 page.
 *
 * Accounts: the seeded demo admin and demo user, by password (no one-time code; auth.e2e spends most of
 * the hour's codes). What the test changes (the coin price, its package) it puts back at the end, so the
 * wallet tests see the demo prices whatever the order.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { catalogue } from '../../packages/i18n/src/catalogue';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { pickDay, signedInPage, toPersianDigits } from './helpers';

/** The seed's demo accounts (packages/api/src/seed.ts). */
const DEMO_ADMIN = { phone: '09120000002', password: 'Rassam1234' };
const DEMO_USER = { phone: '09120000001', password: 'Rassam1234' };

const fa = faMessages;
const en = enMessages;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

type CoinPrice = { portal: string; coinPrice: number; minCoinPrice: number };
type AdminPackage = { id: string; portal: string; coins: number; expiresAt: string | null };

/** When this test's package goes off sale (ms), or null for no end. */
async function packageExpiry(request: APIRequestContext, coins: number): Promise<number | null> {
  const response = await request.get('/api/admin/packages');
  expect(response.status()).toBe(200);
  const pkg = ((await response.json()) as { data: AdminPackage[] }).data.find(
    (one) => one.portal === 'zibal' && one.coins === coins,
  );
  return pkg?.expiresAt ? Date.parse(pkg.expiresAt) : null;
}

async function zibalPrice(request: APIRequestContext): Promise<CoinPrice | undefined> {
  const response = await request.get('/api/admin/coin-prices');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: CoinPrice[] }).data.find((price) => price.portal === 'zibal');
}

test('a user who is not an admin gets the 404 page and no admin menu', async ({ browser }) => {
  const page = await signedInPage(browser, DEMO_USER);
  try {
    for (const [path, messages] of [
      ['/dashboard/admin/wallet', faMessages],
      ['/en/dashboard/admin/ledger', enMessages],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        path.startsWith('/en') ? '404' : toPersianDigits('404'),
      );
      await expect(page.getByText(messages.errorPage.notFound, { exact: true })).toBeVisible();
      await expect(page.getByText(messages.admin.wallet.intro)).toHaveCount(0);
    }
    // The English page above left English as the chosen language; the sidebar has no back office.
    await page.goto('/en/dashboard');
    await expect(page.getByRole('navigation', { name: enMessages.panel.sidebarLabel })).toBeVisible();
    await expect(page.getByRole('link', { name: enMessages.panel.nav.adminWallet })).toHaveCount(0);
    // The API says the same.
    expect((await page.request.get('/api/admin/coin-prices')).status()).toBe(403);
  } finally {
    await page.context().close();
  }
});

test('an admin sets a coin price and adds a package that a user then sees', async ({ browser }) => {
  const admin = await signedInPage(browser, DEMO_ADMIN);
  const adminEn = await signedInPage(browser, DEMO_ADMIN, 'en-US');
  const user = await signedInPage(browser, DEMO_USER);
  const before = await zibalPrice(admin.request);
  expect(before, 'the seed gives Zibal a coin price').toBeDefined();
  // A package size no demo package has, shown without a thousands separator.
  const coins = 901 + Math.floor(Math.random() * 90);
  const coinsText = toPersianDigits(String(coins));
  const name = fill(fa.admin.wallet.packageName, { coins: coinsText, portal: fa.wallet.portals.zibal });
  // "۹۴۳ سکه", as the admin's table and the user's package card write it.
  const coinsLabel = fa.wallet.coins.replace('{count, number}', coinsText);

  try {
    await admin.goto('/dashboard/admin/wallet');
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(fa.titles.adminWallet);
    await expect(admin.getByRole('link', { name: fa.panel.nav.adminLedger }).first()).toBeVisible();

    // The coin price, in rials typed with Persian digits; the toman beside it as it is typed.
    const zibal = admin.getByTestId('coin-price-zibal');
    const coinPrice = zibal.getByLabel(fa.admin.wallet.coinPriceRials, { exact: true });
    const toman = fill(fa.admin.units.equals, { amount: fill(fa.admin.units.toman, { amount: '۱٬۲۰۰' }) });
    // Typed again until the hint follows: text typed before the page is interactive would be lost.
    await expect(async () => {
      await coinPrice.fill('۱۲۰۰۰');
      await expect(coinPrice).toHaveAccessibleDescription(toman, { timeout: 1_000 });
    }).toPass();
    await zibal.getByLabel(fa.admin.wallet.minCoinPriceRials, { exact: true }).fill('۸۰۰۰');
    await zibal.getByRole('button', { name: fa.admin.wallet.savePrice }).click();
    await expect(admin.getByText(catalogue.UpdateSuccessfully.fa)).toBeVisible();
    expect(await zibalPrice(admin.request)).toMatchObject({ coinPrice: 12_000, minCoinPrice: 8_000 });

    // A package that sells its coins under the minimum coin price is refused, beside the price.
    const form = admin.getByRole('heading', { name: fa.admin.wallet.newPackage }).locator('..');
    await form.getByRole('radio', { name: new RegExp(fa.wallet.portals.zibal) }).check();
    await form.getByLabel(fa.admin.wallet.coins, { exact: true }).fill(coinsText);
    await form.getByLabel(fa.admin.wallet.sortOrder, { exact: true }).fill('۹۹');
    const price = form.getByLabel(fa.admin.wallet.priceRials, { exact: true });
    await price.fill(toPersianDigits(String(coins * 8_000 - 1_000)));
    await form.getByRole('button', { name: fa.admin.wallet.addPackage }).click();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveAccessibleDescription(catalogue.PriceLessThanMinimumCoinPrice.fa);

    // At 9,000 rials a coin it is fine; on sale until 30 Esfand 1408 (a leap year's last day), picked in
    // the Jalali calendar: to the end of 2030-03-20 in Tehran.
    await price.fill(toPersianDigits(String(coins * 9_000)));
    await pickDay(form, fa.admin.wallet.expiresAt, '2030-03-20', 'fa');
    await form.getByRole('button', { name: fa.admin.wallet.addPackage }).click();
    await expect(admin.getByText(catalogue.AddSuccessfully.fa)).toBeVisible();
    const row = admin.getByRole('row').filter({ hasText: coinsLabel });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(fa.admin.wallet.state.active, { exact: true })).toBeVisible();
    expect(await packageExpiry(admin.request, coins)).toBe(Date.parse('2030-03-20T23:59:59+03:30'));

    // In English the edit dialog shows that day in the Gregorian calendar; another is picked and saved.
    const enName = fill(en.admin.wallet.packageName, { coins: String(coins), portal: en.wallet.portals.zibal });
    await adminEn.goto('/en/dashboard/admin/wallet');
    await adminEn.getByRole('button', { name: fill(en.admin.wallet.editNamed, { name: enName }) }).click();
    const edit = adminEn.getByRole('dialog', { name: fill(en.admin.wallet.editNamed, { name: enName }) });
    const expiry = edit.getByRole('group', { name: en.admin.wallet.expiresAt, exact: true });
    await expect(expiry.getByLabel(en.dateField.month, { exact: true })).toHaveValue('3');
    await expect(expiry.getByLabel(en.dateField.day, { exact: true })).toHaveValue('20');
    await expect(expiry.getByLabel(en.dateField.year, { exact: true })).toHaveValue('2030');
    await pickDay(edit, en.admin.wallet.expiresAt, '2028-02-29', 'en');
    await edit.getByRole('button', { name: en.admin.wallet.saveChanges }).click();
    await expect(edit).toHaveCount(0);
    expect(await packageExpiry(admin.request, coins)).toBe(Date.parse('2028-02-29T23:59:59+03:30'));

    // The user's wallet offers it (Zibal comes first in Persian).
    await user.goto('/dashboard/wallet');
    const offered = user.getByTestId('package').filter({ hasText: coinsLabel });
    await expect(offered).toHaveCount(1);

    // Taken off sale, it is gone for the user.
    await admin.getByRole('button', { name: fill(fa.admin.wallet.deactivateNamed, { name }) }).click();
    await expect(row.getByText(fa.admin.wallet.state.inactive, { exact: true })).toBeVisible();
    await user.reload();
    await expect(user.getByTestId('package').first()).toBeVisible();
    await expect(offered).toHaveCount(0);

    // And deleted, after a confirmation.
    await admin.getByRole('button', { name: fill(fa.admin.wallet.deleteNamed, { name }) }).click();
    const dialog = admin.getByRole('alertdialog', { name: fill(fa.admin.wallet.deleteTitle, { name }) });
    await dialog.getByRole('button', { name: fa.admin.wallet.deleteConfirm }).click();
    await expect(admin.getByText(catalogue.DeleteSuccessfully.fa)).toBeVisible();
    await expect(row).toHaveCount(0);
  } finally {
    // Put back what this test changed, whatever step failed.
    await admin.request.put('/api/admin/coin-prices/zibal', {
      data: { coinPrice: before!.coinPrice, minCoinPrice: before!.minCoinPrice },
    });
    const left = (await (await admin.request.get('/api/admin/packages')).json()) as { data: AdminPackage[] };
    for (const pkg of left.data.filter((p) => p.portal === 'zibal' && p.coins === coins))
      await admin.request.delete(`/api/admin/packages/${pkg.id}`);
    await admin.context().close();
    await adminEn.context().close();
    await user.context().close();
  }
});
