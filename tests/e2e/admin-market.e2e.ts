/**
 * The market's back office, in Persian and English: an owner made through the API opens a shop, adds two
 * listings and pays three display months for each; the demo admin activates one from the queue (Persian)
 * and rejects the other with a reason (English), which the owner then reads through the API; the queue's
 * "paid since" day is picked in the Jalali calendar in Persian and in the Gregorian one in English. In the
 * category tree a category cannot become its own child (the API's refusal shows under the parent field),
 * a display price typed in Persian digits is what the display-cost API then answers, and a user who is not
 * an admin gets the 404 page.
 *
 * What the test makes it leaves behind except its category (deleted at the end): the listings belong to
 * a shop of its own, so other tests never meet them.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { catalogue } from '../../packages/i18n/src/catalogue';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import {
  leafCategory,
  pickDay,
  registerViaApi,
  rememberLocale,
  signedInPage,
  toPersianDigits,
  uniquePhone,
} from './helpers';

/** The seed's demo accounts (packages/api/src/seed.ts). */
const DEMO_ADMIN = { phone: '09120000002', password: 'Rassam1234' };
const DEMO_USER = { phone: '09120000001', password: 'Rassam1234' };

const fa = faMessages.adminMarket;
const en = enMessages.adminMarket;

type Category = { id: string; slug: string; children: Category[] };

/** The next bare address in Persian: a visit under /en leaves English as the remembered language. */
async function persian(page: Page) {
  await rememberLocale(page, 'fa', test.info().project.use.baseURL!);
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

test('a user who is not an admin gets the 404 page', async ({ browser }) => {
  const page = await signedInPage(browser, DEMO_USER);
  try {
    for (const path of ['/dashboard/admin/market', '/en/dashboard/admin/market/categories']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        path.startsWith('/en') ? '404' : toPersianDigits('404'),
      );
      // Not even in the page's payload: the back office's copy reaches admins only.
      const html = (await response?.text()) ?? '';
      for (const copy of [fa.queue.intro, en.queue.intro, fa.nav.label, en.nav.label]) expect(html).not.toContain(copy);
      await expect(page.getByText(fa.queue.intro)).toHaveCount(0);
      await expect(page.getByText(en.categories.intro)).toHaveCount(0);
    }
    expect((await page.request.get('/api/admin/market/listings')).status()).toBe(403);
  } finally {
    await page.context().close();
  }
});

test('an admin activates one paid listing and rejects another with a reason the owner reads', async ({ browser }) => {
  const admin = await signedInPage(browser, DEMO_ADMIN);
  const ownerContext = await browser.newContext();
  const owner = ownerContext.request;
  try {
    // The owner: a new account with a shop of its own and coins for the display months.
    const phone = uniquePhone();
    await registerViaApi(owner, { credential: phone, name: 'صاحب فروشگاه', password: 'Rassam1234' });
    const me = await json<{ id: string }>(await owner.get('/api/me'));
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    await json(
      await owner.post('/api/shops/me', {
        data: { name: `فروشگاه آزمون ${tag}`, nameEn: `Test shop ${tag}`, link: `e2e-${tag}` },
      }),
      201,
    );
    await json(
      await admin.request.post(`/api/admin/users/${me.id}/wallet/adjust`, {
        data: { coins: 1_000, note: 'e2e: display months for the market back office test' },
      }),
    );
    const categoryId = await leafCategory(owner, 'place');
    const listing = async (slug: string, titleFa: string, titleEn: string) => {
      const created = await json<{ id: string }>(
        await owner.post('/api/shops/me/listings', { data: { kind: 'place', categoryId, slug, titleFa, titleEn } }),
        201,
      );
      await json(await owner.post(`/api/shops/me/listings/${created.id}/pay`, { data: { months: 3 } }));
      return created.id;
    };
    const kept = { fa: `کافه آزمون ${tag}`, en: `Test cafe ${tag}` };
    const refused = { fa: `نانوایی آزمون ${tag}`, en: `Test bakery ${tag}` };
    const keptId = await listing(`cafe-${tag}`, kept.fa, kept.en);
    const refusedId = await listing(`bakery-${tag}`, refused.fa, refused.en);

    // Persian: the paid listing is in the queue (found by its words, typed with Arabic letters), with its
    // shop, both titles and the months paid; activating it says so and the card shows it active.
    await admin.goto(`/dashboard/admin/market?q=${encodeURIComponent(`كافه آزمون ${tag}`)}`);
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(faMessages.titles.adminMarket);
    const card = admin.getByTestId('queue-item').filter({ hasText: kept.fa });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(kept.en)).toBeVisible();
    await expect(card.getByText(`فروشگاه آزمون ${tag}`)).toBeVisible();
    await expect(card.getByText(`${toPersianDigits('3')} ماه`)).toBeVisible();
    await expect(card.getByTestId('queue-status')).toHaveText(fa.status.paid);
    await expect(async () => {
      await card.getByRole('button', { name: fa.queue.activate, exact: true }).click({ timeout: 2_000 });
      await expect(admin.getByText(catalogue.ProductActivatedSuccessfully.fa)).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(card.getByTestId('queue-status')).toHaveText(fa.status.active);
    const activated = await json<{ status: string; expiresAt: string }>(
      await owner.get(`/api/shops/me/listings/${keptId}`),
    );
    expect(activated.status).toBe('active');
    expect(Date.parse(activated.expiresAt)).toBeGreaterThan(Date.now() + 80 * 86_400_000);

    // The filters are the API's, kept in the address: the listings on show of this shop, then only
    // those whose months end within 30 days (none: three were paid).
    await admin.goto('/dashboard/admin/market?status=active');
    await admin.getByLabel(fa.queue.shopLink).fill(`E2E-${tag}`);
    await admin.getByRole('button', { name: fa.queue.searchButton, exact: true }).click();
    await expect(admin).toHaveURL(new RegExp(`shop=e2e-${tag}`));
    await expect(admin.getByTestId('queue-item')).toHaveCount(1);
    await expect(admin.getByTestId('queue-item').filter({ hasText: kept.fa })).toHaveCount(1);
    await expect(admin.getByText(`${toPersianDigits('1')} آگهی`)).toBeVisible();
    await admin.getByLabel(fa.queue.expiring).selectOption('30');
    await admin.getByRole('button', { name: fa.queue.searchButton, exact: true }).click();
    await expect(admin).toHaveURL(/expiring=30/);
    await expect(admin.getByText(fa.queue.noMatch)).toBeVisible();
    await expect(admin.getByTestId('queue-item')).toHaveCount(0);
    // Paid for since today, of this shop, on show: the one activated above. The day is picked in the
    // Jalali calendar and reaches the address as its Gregorian YYYY-MM-DD.
    const today = new Date().toISOString().slice(0, 10);
    await admin.goto(`/dashboard/admin/market?status=active&shop=e2e-${tag}`);
    await pickDay(admin, fa.queue.paidSince, today, 'fa');
    await admin.getByRole('button', { name: fa.queue.searchButton, exact: true }).click();
    await expect(admin).toHaveURL(new RegExp(`paidSince=${today}`));
    await expect(admin.getByTestId('queue-item')).toHaveCount(1);
    // In English the field reads the address's day in the Gregorian calendar; picked again, then cleared.
    await admin.goto(`/en/dashboard/admin/market?status=active&shop=e2e-${tag}&paidSince=${today}`);
    await expect(admin.getByTestId('queue-item')).toHaveCount(1);
    const paidSince = admin.getByRole('group', { name: en.queue.paidSince, exact: true });
    const [year, month, day] = today.split('-').map(Number);
    await expect(paidSince.getByLabel(enMessages.dateField.year, { exact: true })).toHaveValue(String(year));
    await expect(paidSince.getByLabel(enMessages.dateField.month, { exact: true })).toHaveValue(String(month));
    await expect(paidSince.getByLabel(enMessages.dateField.day, { exact: true })).toHaveValue(String(day));
    await paidSince
      .getByRole('button', { name: enMessages.dateField.clear.replace('{label}', en.queue.paidSince), exact: true })
      .click();
    await expect(paidSince.getByLabel(enMessages.dateField.year, { exact: true })).toHaveValue('');
    await admin.getByRole('button', { name: en.queue.searchButton, exact: true }).click();
    await expect(admin).toHaveURL(new RegExp(`\\?status=active&shop=e2e-${tag}$`));
    await pickDay(admin, en.queue.paidSince, today, 'en');
    await admin.getByRole('button', { name: en.queue.searchButton, exact: true }).click();
    await expect(admin).toHaveURL(new RegExp(`paidSince=${today}`));
    await expect(admin.getByTestId('queue-item')).toHaveCount(1);

    // English: rejecting needs a reason (an empty one is refused in the dialog); the owner reads it.
    await admin.goto(`/en/dashboard/admin/market?q=${encodeURIComponent(refused.en)}`);
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(enMessages.titles.adminMarket);
    const other = admin.getByTestId('queue-item').filter({ hasText: refused.en });
    await expect(other).toHaveCount(1);
    const dialog = admin.getByRole('dialog');
    await expect(async () => {
      await other.getByRole('button', { name: en.queue.reject, exact: true }).click({ timeout: 2_000 });
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await dialog.getByRole('button', { name: en.queue.confirmReject, exact: true }).click();
    const reasonField = dialog.getByLabel(en.queue.reasonLabel);
    await expect(reasonField).toHaveAttribute('aria-invalid', 'true');
    const reason = 'The photos do not show the bakery; please add your own.';
    await reasonField.fill(reason);
    await dialog.getByRole('button', { name: en.queue.confirmReject, exact: true }).click();
    await expect(admin.getByText(catalogue.ProductRejectedSuccessfully.en)).toBeVisible();
    await expect(other.getByTestId('queue-status')).toHaveText(en.status.rejected);
    await expect(other.getByTestId('queue-reason')).toHaveText(reason);
    const rejected = await json<{ status: string; rejectionReason: string }>(
      await owner.get(`/api/shops/me/listings/${refusedId}`),
    );
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: reason });

    // Activating it now is refused by the API: its words come back as a toast and nothing changes.
    await admin.goto(`/en/dashboard/admin/market?status=rejected&q=${encodeURIComponent(refused.en)}`);
    await expect(admin.getByTestId('queue-item').filter({ hasText: refused.en })).toHaveCount(1);
    await expect(admin.getByTestId('queue-item').filter({ hasText: refused.en }).getByRole('button')).toHaveCount(0);
  } finally {
    await ownerContext.close();
    await admin.context().close();
  }
});

test('a category cannot become its own child, and a display price reaches the display cost', async ({ browser }) => {
  const admin = await signedInPage(browser, DEMO_ADMIN);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const parent = await json<{ id: string }>(
    await admin.request.post('/api/admin/market/categories', {
      data: { kind: 'service', slug: `e2e-${tag}`, nameFa: `دستهٔ آزمون ${tag}`, nameEn: `Test category ${tag}` },
    }),
    201,
  );
  const child = await json<{ id: string }>(
    await admin.request.post('/api/admin/market/categories', {
      data: {
        kind: 'service',
        parentId: parent.id,
        slug: `e2e-child-${tag}`,
        nameFa: `زیردستهٔ آزمون ${tag}`,
        nameEn: `Test subcategory ${tag}`,
      },
    }),
    201,
  );
  try {
    // Persian: the category chosen in the tree, its own name picked as its parent: the API's refusal.
    await admin.goto('/dashboard/admin/market/categories?kind=service');
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(faMessages.titles.adminMarketCategories);
    const treeButton = admin.getByRole('button', { name: `دستهٔ آزمون ${tag}`, exact: true });
    const details = admin.getByTestId('category-details');
    await expect(async () => {
      await treeButton.click({ timeout: 2_000 });
      await expect(details).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(details.getByRole('heading', { level: 2 })).toHaveText(`دستهٔ آزمون ${tag}`);
    const parentField = details.getByLabel(fa.categories.parent);
    await parentField.selectOption(parent.id);
    await details.getByRole('button', { name: fa.save, exact: true }).click();
    await expect(parentField).toHaveAttribute('aria-invalid', 'true');
    await expect(parentField).toHaveAccessibleDescription(catalogue.CategoryParentIsNotValid.fa);

    // English: nor the child of its own child.
    await admin.goto('/en/dashboard/admin/market/categories?kind=service');
    const enDetails = admin.getByTestId('category-details');
    await expect(async () => {
      await admin.getByRole('button', { name: `Test category ${tag}`, exact: true }).click({ timeout: 2_000 });
      await expect(enDetails).toBeVisible({ timeout: 2_000 });
    }).toPass();
    const enParent = enDetails.getByLabel(en.categories.parent);
    await enParent.selectOption(child.id);
    await enDetails.getByRole('button', { name: en.save, exact: true }).click();
    await expect(enParent).toHaveAccessibleDescription(catalogue.CategoryParentIsNotValid.en);
    const tree = await json<Category[]>(await admin.request.get('/api/market/categories?kind=service'));
    expect(tree.some((node) => node.id === parent.id)).toBe(true);

    // Persian: three months of the category cost what is typed (Persian digits); the display cost agrees.
    await persian(admin);
    await admin.goto('/dashboard/admin/market/prices?kind=service');
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(faMessages.titles.adminMarketPrices);
    const row = admin.locator(`[data-testid="price-row"][data-category-id="${parent.id}"]`);
    const dialog = admin.getByRole('dialog');
    await expect(async () => {
      await row.getByRole('button').click({ timeout: 2_000 });
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await dialog.getByLabel(`${toPersianDigits('3')} ماه`, { exact: true }).fill('۴۷');
    await dialog.getByRole('button', { name: fa.prices.save, exact: true }).click();
    await expect(admin.getByText(fa.prices.saved)).toBeVisible();
    const cost = await json<{ coins: number }>(
      await admin.request.get(`/api/market/display-cost?categoryId=${child.id}&months=3`),
    );
    expect(cost.coins).toBe(47);
    // The table shows it: bold for the category, inherited (marked) for its child.
    await expect(row.locator('td').nth(2)).toHaveText(toPersianDigits('47'));
    const childRow = admin.locator(`[data-category-id="${child.id}"]`);
    await expect(childRow.locator('td').nth(2)).toHaveAttribute('data-source', 'ancestor');
  } finally {
    await admin.request.delete(`/api/admin/market/categories/${child.id}`);
    await admin.request.delete(`/api/admin/market/categories/${parent.id}`);
    await admin.context().close();
  }
});
