/**
 * The buyer's orders of the service catalogue end to end, in Persian and English (issue 19): the demo's
 * fixed-price 3D model ordered through its own form (a photo uploaded first, a text file refused beside it,
 * required answers said under their fields), paid from the wallet; the desk's steps and delivery with a file
 * done through the API as the demo admin; the buyer downloads the delivered file, writes to the desk and
 * accepts: completed. An on-quote order: requested, files sent from the put-file page, quoted by the admin,
 * short of coins (the wallet offered with the way back), then paid. A paid order cancelled is refunded once,
 * and another user's order is the 404 page.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import {
  addCoins,
  apiData,
  DEMO_ADMIN,
  meOf,
  registerViaApi,
  rememberLocale,
  signInViaApi,
  uniquePhone,
} from './helpers';

type Locale = 'fa' | 'en';
const messages = { fa: faMessages, en: enMessages } as const;
const pathIn = (locale: Locale, path: string) => (locale === 'fa' ? path : `/en${path}`);
const password = 'Rassam1234';
const ORDER_URL = /\/dashboard\/orders\/([0-9a-f-]{36})$/;

async function picture(colour: string) {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function adminApi(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL: string,
) {
  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, DEMO_ADMIN.phone, DEMO_ADMIN.password);
  return admin;
}

async function balanceOf(request: APIRequestContext) {
  return (await apiData<{ balance: number }>(await request.get('/api/wallet'))).balance;
}

/** A new buyer signed in on `page`, with `coins` from the admin. */
async function buyer(page: Page, admin: APIRequestContext, locale: Locale, baseURL: string, coins: number) {
  await rememberLocale(page, locale, baseURL);
  await registerViaApi(page.request, { credential: uniquePhone(), name: 'Order Buyer', password, locale });
  const me = await meOf(page.request);
  if (coins > 0) await addCoins(admin, me.id, coins, 'orders e2e');
  return me;
}

const orderStatus = (page: Page) => page.getByTestId('order-page');

for (const locale of ['fa', 'en'] as const) {
  const t = messages[locale].orders;

  test(`${locale}: order the 3D model through its form, pay from the wallet, get the delivery and accept it`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const admin = await adminApi(playwright, baseURL!);
    await buyer(page, admin, locale, baseURL!, 1000);

    // No orders yet: the list says so and points at the catalogue.
    await page.goto(pathIn(locale, '/dashboard/orders'));
    await expect(page.getByRole('heading', { name: t.list.empty })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: t.list.browse }).last()).toHaveAttribute(
      'href',
      pathIn(locale, '/services'),
    );

    await page.goto(pathIn(locale, '/dashboard/orders/new?service=3d-product-model'));
    const form = page.getByTestId('order-form');
    const product = locale === 'fa' ? 'نام محصول' : 'Product name';
    const dimensions = locale === 'fa' ? 'ابعاد محصول' : 'Dimensions';
    // Sent empty: each required answer is asked for under its own field, by the API's own schema.
    await form.getByRole('button', { name: t.form.submit }).click();
    await expect(form.getByLabel(product, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(dimensions, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/dashboard\/orders\/new\?service=/);

    await form.getByLabel(product, { exact: true }).fill('Teapot');
    await form.getByLabel(dimensions, { exact: true }).fill(locale === 'fa' ? '۳۰ × ۲۰ × ۱۵' : '30 × 20 × 15');
    // A photo goes up at once; a text file is refused beside its own name before it is sent.
    await page.locator('input[type=file][name=photos]').setInputFiles([
      { name: 'teapot front.png', mimeType: 'image/png', buffer: await picture('#3a7bd5') },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
    ]);
    const rows = page.locator('[data-field=photos] [data-testid=upload-row]');
    await expect(rows.nth(0)).toHaveAttribute('data-state', 'done');
    await expect(rows.nth(0).getByTestId('upload-name')).toHaveText(/teapot.*front\.png/);
    await expect(rows.nth(1)).toHaveAttribute('data-state', 'failed');
    await expect(rows.nth(1).getByRole('alert')).not.toBeEmpty();
    await form.getByRole('radio', { name: locale === 'fa' ? 'مات' : 'Matte' }).check({ force: true });
    await form.getByRole('button', { name: t.form.submit }).click();
    await page.waitForURL(ORDER_URL);
    const orderId = ORDER_URL.exec(new URL(page.url()).pathname)![1]!;
    await expect(orderStatus(page)).toHaveAttribute('data-status', 'awaiting_payment');
    await expect(page.getByTestId('order-invoice')).toHaveAttribute(
      'href',
      /\/dashboard\/orders\/factor-[0-9a-f-]{36}$/,
    );

    await page.getByTestId('pay-order').click();
    await expect(orderStatus(page)).toHaveAttribute('data-status', 'paid');
    expect(await balanceOf(page.request)).toBe(550);

    // The desk's part, as the demo admin: two steps, then the delivery with a file.
    for (const step of ['files_received', 'production']) {
      await apiData(await admin.post(`/api/support/orders/${orderId}/step`, { data: { step } }));
    }
    await page.reload();
    await expect(orderStatus(page)).toHaveAttribute('data-status', 'in_progress');
    await expect(page.locator('[data-testid=order-steps] li[data-state=current]')).toHaveCount(1);
    const uploaded = await apiData<{ id: string }>(
      await admin.post(`/api/support/orders/${orderId}/files`, {
        multipart: { file: { name: 'teapot-model.png', mimeType: 'image/png', buffer: await picture('#e63946') } },
      }),
    );
    await apiData(
      await admin.post(`/api/support/orders/${orderId}/deliver`, {
        data: { message: 'Here is your model.', fileIds: [uploaded.id] },
      }),
    );

    await page.reload();
    await expect(orderStatus(page)).toHaveAttribute('data-status', 'delivered');
    await expect(page.locator('[data-testid=order-steps] li[data-state=done]')).toHaveCount(5);
    await expect(page.getByTestId('order-messages')).toContainText('Here is your model.');
    const delivered = page.locator('[data-from=staff]').getByTestId('order-file');
    // Named by what it shows, "Download" first for whoever cannot see its icon.
    await expect(delivered).toHaveAccessibleName(`${messages[locale].common.download} teapot-model.png`);
    const download = page.waitForEvent('download');
    await delivered.click();
    expect((await download).suggestedFilename()).toBe('teapot-model.png');

    // A word to the desk, then the delivery accepted (asked first).
    await page.getByLabel(t.messages.write).fill('Thank you!');
    await page.getByRole('button', { name: t.messages.send, exact: true }).click();
    await expect(page.getByTestId('order-messages')).toContainText('Thank you!');
    await page.getByTestId('accept-order').click();
    await page.getByRole('alertdialog').getByRole('button', { name: t.actions.accept }).click();
    await expect(orderStatus(page)).toHaveAttribute('data-status', 'completed');
    await expect(page.getByTestId('accept-order')).toHaveCount(0);

    await page.goto(pathIn(locale, '/dashboard/orders'));
    await expect(page.locator('[data-status=completed]:visible').first()).toBeVisible();
    await expect(page.getByTestId('order-link').first()).toHaveAttribute(
      'href',
      pathIn(locale, `/dashboard/orders/${orderId}`),
    );
    await admin.dispose();
  });

  test(`${locale}: request a quote, send files from the put-file page, and pay once quoted`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const admin = await adminApi(playwright, baseURL!);
    const me = await buyer(page, admin, locale, baseURL!, 100);

    await page.goto(pathIn(locale, '/dashboard/orders/new?service=virtual-tour-shoot'));
    const form = page.getByTestId('order-form');
    await form.getByLabel(locale === 'fa' ? 'نام مکان' : 'Name of the place', { exact: true }).fill('Cafe Nova');
    await form.getByLabel(locale === 'fa' ? 'نشانی' : 'Address', { exact: true }).fill('12 Garden St');
    // Persian digits are read as numbers; a number out of bounds is refused under its field first.
    const area = form.getByLabel(locale === 'fa' ? 'متراژ تقریبی (متر مربع)' : 'Approximate floor area (m²)', {
      exact: true,
    });
    await area.fill('5');
    await form.getByRole('button', { name: t.form.requestQuote }).click();
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await area.fill('۱۲۰');
    await form.getByRole('button', { name: t.form.requestQuote }).click();
    await page.waitForURL(ORDER_URL);
    const orderId = ORDER_URL.exec(new URL(page.url()).pathname)![1]!;
    await expect(orderStatus(page)).toHaveAttribute('data-status', 'awaiting_quote');
    await expect(page.getByTestId('pay-order')).toHaveCount(0);

    // Files for the order from the put-file page, at a phone's width.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(pathIn(locale, '/dashboard/orders/put-file'));
    await page.getByLabel(t.putFile.order, { exact: true }).selectOption(orderId);
    await page.locator('input[type=file][name=file]').setInputFiles([
      { name: 'plan.png', mimeType: 'image/png', buffer: await picture('#2a9d8f') },
      { name: 'empty.bin', mimeType: 'application/octet-stream', buffer: Buffer.from([0, 1, 2, 3]) },
    ]);
    const rows = page.getByTestId('upload-row');
    await expect(rows.nth(0)).toHaveAttribute('data-state', 'done');
    await expect(rows.nth(1)).toHaveAttribute('data-state', 'failed');
    await expect(rows.nth(1).getByRole('alert')).not.toBeEmpty();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Quoted by the desk: the buyer is short of coins, offered the wallet with the way back to the order.
    await apiData(await admin.post(`/api/support/orders/${orderId}/quote`, { data: { price: 300 } }));
    await page.goto(pathIn(locale, `/dashboard/orders/${orderId}`));
    await expect(orderStatus(page)).toHaveAttribute('data-status', 'awaiting_payment');
    await expect(page.locator('[data-from=user]').getByTestId('order-file')).toHaveAccessibleName(
      `${messages[locale].common.download} plan.png`,
    );
    await page.getByTestId('pay-order').click();
    const topUp = page.getByTestId('topup-link');
    await expect(topUp).toBeVisible();
    expect(decodeURIComponent((await topUp.getAttribute('href'))!)).toContain(
      `next=${pathIn(locale, `/dashboard/orders/${orderId}`)}`,
    );
    await addCoins(admin, me.id, 500, 'orders e2e top-up');
    await page.reload();
    await page.getByTestId('pay-order').click();
    await expect(orderStatus(page)).toHaveAttribute('data-status', 'paid');
    expect(await balanceOf(page.request)).toBe(300);
    await admin.dispose();
  });

  test(`${locale}: a paid order cancelled is refunded once; another user's order is not found`, async ({
    page,
    playwright,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const admin = await adminApi(playwright, baseURL!);
    await buyer(page, admin, locale, baseURL!, 400);
    const service = await apiData<{ id: string }>(await page.request.get('/api/services/banner-design'));
    const placed = await apiData<{ id: string; factorId: string }>(
      await page.request.post('/api/orders', {
        data: { serviceId: service.id, answers: { size: 'story', copy: 'Autumn sale' } },
      }),
    );
    await apiData(await page.request.post(`/api/factors/${placed.factorId}/pay`));
    expect(await balanceOf(page.request)).toBe(150);

    await page.goto(pathIn(locale, `/dashboard/orders/${placed.id}`));
    await expect(orderStatus(page)).toHaveAttribute('data-status', 'paid');
    await page.getByTestId('cancel-order').click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(t.actions.cancelRefund);
    await dialog.getByRole('button', { name: t.actions.cancelConfirm }).click();
    await expect(orderStatus(page)).toHaveAttribute('data-status', 'cancelled');
    await expect(page.getByTestId('order-refund')).toBeVisible();
    await expect(page.getByTestId('cancel-order')).toHaveCount(0);
    expect(await balanceOf(page.request)).toBe(400);
    // A second cancel changes nothing: no second refund.
    const again = await page.request.post(`/api/orders/${placed.id}/cancel`);
    expect(again.status()).toBe(200);
    expect(await balanceOf(page.request)).toBe(400);

    // Someone else opening this order's address gets the 404 page; the invoice's page still answers its owner.
    const otherContext = await browser.newContext({ baseURL });
    const other = await otherContext.newPage();
    await rememberLocale(other, locale, baseURL!);
    await registerViaApi(other.request, { credential: uniquePhone(), name: 'Someone Else', password, locale });
    const response = await other.goto(pathIn(locale, `/dashboard/orders/${placed.id}`));
    expect(response?.status()).toBe(404);
    await otherContext.close();
    const invoice = await page.goto(pathIn(locale, `/dashboard/orders/factor-${placed.factorId}`));
    expect(invoice?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await admin.dispose();
  });
}

test('an unknown service is said in the catalogue’s words, with the way to the services', async ({ page, baseURL }) => {
  await rememberLocale(page, 'en', baseURL!);
  await registerViaApi(page.request, { credential: uniquePhone(), name: 'No Service', password, locale: 'en' });
  await page.goto('/en/dashboard/orders/new?service=no-such-service');
  await expect(page.getByRole('main').getByRole('link', { name: enMessages.orders.new.browse })).toBeVisible();
  await expect(page.getByTestId('order-form')).toHaveCount(0);
});
