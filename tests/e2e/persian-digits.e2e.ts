/**
 * Persian pages write numbers in Persian digits (issue 15, item 9): a tracking code in the top-up history
 * and the payments list, a listing's coordinates (with the Persian comma), the count /ai announces while
 * searching, a price on the market map's card (in the page's typeface, where Helvetica drew «۱٬۰۷۱» as
 * "١’٠٧١"). Each page's visible text is scanned for a Latin digit; addresses on the web (links' text that
 * is a URL) are the only Latin values a Persian page may show.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { registerViaApi, rememberLocale, uniquePhone } from './helpers';

// A browser that prefers Persian: bare paths stay Persian (Accept-Language would send them to /en).
test.use({ locale: 'fa-IR' });

/** The visible text of `selector` without URLs, for a scan for Latin digits. */
async function visibleText(page: Page, selector: string): Promise<string> {
  const text = await page.locator(selector).first().innerText();
  return text.replace(/https?:\/\/\S+/g, '');
}

async function expectNoLatinDigits(page: Page, selector: string) {
  const text = await visibleText(page, selector);
  const latin = text.split('\n').filter((line) => /[0-9]/.test(line));
  expect(latin, `lines with Latin digits on ${page.url()}`).toEqual([]);
}

async function openFa(page: Page, path: string) {
  await rememberLocale(page, 'fa', page.url());
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
}

/** A paid top-up at the dev Zibal gateway, so the history and payments lists have a tracking code. */
async function paidTopup(request: APIRequestContext) {
  const prices = (
    (await (await request.get('/api/wallet/prices')).json()) as { data: { portal: string; minCoins: number }[] }
  ).data;
  const zibal = prices.find((price) => price.portal === 'zibal')!;
  const started = await request.post('/api/wallet/topups', {
    data: { portal: 'zibal', coins: Math.max(25, zibal.minCoins) },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { redirectUrl } = ((await started.json()) as { data: { redirectUrl: string } }).data;
  const paid = await request.post(`${new URL(redirectUrl).pathname}/pay`, { maxRedirects: 0 });
  const callback = new URL(paid.headers()['location']!);
  const settled = await request.post('/api/payments/zibal/return', { data: Object.fromEntries(callback.searchParams) });
  expect(settled.status(), await settled.text()).toBe(200);
}

test('tracking codes in the top-up history and the payments list are in Persian digits', async ({ page }) => {
  await page.goto('/');
  await registerViaApi(page.request, { credential: uniquePhone(), name: 'Digits E2E', password: 'Rassam-e2e-2024' });
  await paidTopup(page.request);
  for (const path of ['/dashboard/wallet/history', '/dashboard/wallet/payments']) {
    await openFa(page, path);
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    // The code is still an isolate that reads left to right.
    await expect(table.locator('bdi[dir="ltr"]').first()).toHaveText(/^[۰-۹]+$/);
    await expectNoLatinDigits(page, 'main');
  }
});

test('/ai announces how many tools match, as a Persian sentence', async ({ page }) => {
  await page.goto('/ai');
  await page.getByLabel(faMessages.aiPages.search).fill('ویدیو');
  const status = page.locator('[aria-live="polite"]').filter({ hasText: /./ }).first();
  await expect(status).toHaveText(/^[۰-۹]+ ابزار پیدا شد\.$/);
  await page.getByLabel(faMessages.aiPages.search).fill('zzzzzz');
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'ابزاری پیدا نشد.' })).toHaveCount(1);
});

test("a listing's page and the map's card write numbers in Persian", async ({ page }) => {
  const found = (await (await page.request.get('/api/market/listings?pageSize=50')).json()) as {
    data: { kind: string; slug: string; lat: number | null; price: number | null; shop: { link: string } }[];
  };
  // A seeded demo listing: other tests' listings carry owner-typed text, Latin digits included.
  const listing = found.data.find(
    (item) => item.shop.link.startsWith('demo-') && item.lat !== null && item.price !== null,
  );
  expect(listing, 'a seeded listing with a place and a price').toBeDefined();
  const segment = listing!.kind === 'place' ? 'places' : 'shop';
  await page.goto(`/market/${encodeURIComponent(listing!.shop.link)}/${segment}/${encodeURIComponent(listing!.slug)}`);
  await expect(page.getByTestId('listing-price')).toBeVisible();
  await expect(page.getByText(/^[۰-۹٫]+، [۰-۹٫]+$/)).toBeVisible();
  await expectNoLatinDigits(page, 'main');

  // The map's card speaks in the page's typeface, not MapLibre's Helvetica.
  await page.goto('/market/map');
  const map = page.getByTestId('market-map');
  await expect(map).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  await expect(page.getByTestId('map-list').locator('> li').first()).toBeVisible();
  // A seeded listing's card: other tests' listings carry owner-typed Latin digits in their names.
  await expectNoLatinDigits(page, '[data-testid="map-list"] > li:has(a[href^="/market/demo-"])');
  const font = await page.locator('.maplibregl-map').evaluate((element) => getComputedStyle(element).fontFamily);
  expect(font).toMatch(/Vazirmatn/);
});
