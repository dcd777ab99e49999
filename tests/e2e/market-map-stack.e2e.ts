/**
 * Two listings at one address, on the market map in fa and en: they share one pin that says how many, and
 * the pin opens their list, from which each one's page opens, with the mouse and with the keyboard. The list
 * beside the map has both, and "show on the map" marks their shared pin. A new owner makes the shop and the
 * listings through the API (paid and activated), so nothing depends on the demo data.
 */
import { expect, test, type Page } from '@playwright/test';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { apiData, DEMO_ADMIN, registerViaApi, signInViaApi, uniquePhone, webGlLaunchOptions } from './helpers';

// WebGL in headless Chromium without a GPU (as in market-map.e2e.ts).
test.use({ launchOptions: webGlLaunchOptions() });

const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** Persian letters only: a search for them finds these two listings and nothing else. */
const token = Array.from({ length: 7 }, () => 'بپتثجچحخدذرزسشصضطظعغفقلمنوه'[Math.floor(Math.random() * 28)]).join('');
const shop = { name: `سرای آزمون ${token}`, nameEn: `Stack Arcade ${suffix}`, link: `stack${suffix}`.slice(0, 30) };
// Yazd, one address: the second listing is half a metre from the first, as a typed address may put it.
const point = { lat: 31.8974, lng: 54.3569 };
const listings = [
  { slug: `tea-${suffix}`, titleFa: `چایخانهٔ ${token}`, titleEn: `Teahouse ${suffix}`, ...point },
  {
    slug: `rug-${suffix}`,
    titleFa: `فرش ${token}`,
    titleEn: `Rugs ${suffix}`,
    lat: point.lat + 0.000004,
    lng: point.lng,
  },
];
const ids: string[] = [];

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const owner = await playwright.request.newContext({ baseURL });
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await registerViaApi(owner, { credential: uniquePhone(), name: 'Stack E2E', password: 'Rassam-e2e-2024' });
    const [, yazd, city] = await apiData<{ id: string }[]>(
      await owner.get('/api/market/locations/path?slugs=iran/yazd/yazd'),
    );
    await apiData(
      await owner.post('/api/shops/me', {
        data: { ...shop, phones: ['03536223344'], stateId: yazd!.id, cityId: city!.id, ...point },
      }),
    );
    const places = await apiData<{ children: { slug: string; id: string }[] }[]>(
      await owner.get('/api/market/categories?kind=place'),
    );
    const category = places.flatMap((root) => root.children)[0]!;
    await signInViaApi(admin, DEMO_ADMIN.phone, DEMO_ADMIN.password);
    const me = await apiData<{ id: string }>(await owner.get('/api/me'));
    for (const listing of listings) {
      const created = await apiData<{ id: string }>(
        await owner.post('/api/shops/me/listings', {
          data: { kind: 'place', categoryId: category.id, stateId: yazd!.id, cityId: city!.id, ...listing },
        }),
      );
      ids.push(created.id);
      const cost = await apiData<{ coins: number }>(
        await owner.get(`/api/market/display-cost?categoryId=${category.id}&months=1`),
      );
      if (cost.coins > 0) {
        await apiData(
          await admin.post(`/api/admin/users/${me.id}/wallet/adjust`, {
            data: { coins: cost.coins, note: 'Map stack e2e display month' },
          }),
        );
      }
      await apiData(await owner.post(`/api/shops/me/listings/${created.id}/pay`, { data: { months: 1 } }));
      await apiData(await admin.post(`/api/admin/market/listings/${created.id}/activate`));
    }
  } finally {
    await owner.dispose();
    await admin.dispose();
  }
});

async function mapReady(page: Page) {
  await expect(page.getByTestId('market-map')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
}

const locales = [
  { locale: 'fa', browserLocale: 'fa-IR', prefix: '', two: '۲', t: faMessages.marketMap },
  { locale: 'en', browserLocale: 'en-US', prefix: '/en', two: '2', t: enMessages.marketMap },
] as const;

for (const { locale, browserLocale, prefix, two, t } of locales) {
  test.describe(locale, () => {
    test.use({ locale: browserLocale });
    const titles = listings.map((l) => (locale === 'fa' ? l.titleFa : l.titleEn));
    const hrefs = listings.map((l) => `${prefix}/market/${shop.link}/places/${l.slug}`);
    const label = locale === 'fa' ? `${two} آگهی در این نقطه` : '2 listings at this spot';

    test(`${locale}: two listings at one address share a pin that opens both`, async ({ page }) => {
      // Software WebGL on a busy machine: the map's redraws take their time.
      test.setTimeout(150_000);
      await page.goto(`${prefix}/market/map?q=${encodeURIComponent(token)}`);
      await mapReady(page);

      // The list beside the map has both; the map has one pin for them, with their number.
      const items = page.getByTestId('map-list').locator('> li');
      await expect(items).toHaveCount(2);
      const pin = page.locator('[data-map-stack]');
      await expect(pin).toHaveCount(1, { timeout: 15_000 });
      await expect(pin).toHaveText(two);
      await expect(pin).toHaveAccessibleName(label);
      await expect(page.locator('[data-map-point]')).toHaveCount(0);

      // The keyboard: Enter opens the list and puts the focus on its heading; Tab reaches each listing;
      // Escape closes it and gives the focus back to the pin.
      const stack = page.getByRole('dialog', { name: label });
      await pin.focus();
      await page.keyboard.press('Enter');
      await expect(stack).toBeVisible();
      await expect(pin).toHaveAttribute('aria-expanded', 'true');
      await expect(stack.getByRole('heading', { name: label })).toBeFocused();
      // Both listings, in the order of the list beside the map, each linking to its page.
      const links = stack.getByRole('link');
      const listed = await items.getByRole('link').allTextContents();
      expect([...listed].sort()).toEqual([...titles].sort());
      await expect(links).toHaveText(listed);
      for (const [i, title] of titles.entries()) {
        await expect(stack.getByRole('link', { name: title })).toHaveAttribute('href', hrefs[i]!);
      }
      await page.keyboard.press('Tab');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(stack).toBeHidden();
      await expect(pin).toBeFocused();
      await expect(pin).toHaveAttribute('aria-expanded', 'false');

      // "Show on the map" in the list: that listing's card, over the shared pin.
      await items.filter({ hasText: titles[1]! }).getByRole('button', { name: t.showOnMap }).click();
      const card = page.getByTestId('map-card');
      await expect(card).toContainText(titles[1]!);
      await expect(pin).toHaveAttribute('data-selected', '');

      // The pin opens the list again (the card closes); the second listing's page opens from it...
      await pin.click();
      await expect(card).toBeHidden();
      await expect(stack).toBeVisible();
      await stack.getByRole('link', { name: titles[1] }).click();
      await expect(page).toHaveURL((url) => url.pathname === hrefs[1]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[1]!);

      // ...and, on the shop's own map, the first one's.
      await page.goto(`${prefix}/market/${shop.link}/map`);
      await mapReady(page);
      await expect(page.getByTestId('map-list').locator('> li')).toHaveCount(2);
      await page.locator('[data-map-stack]').click();
      await stack.getByRole('link', { name: titles[0] }).click();
      await expect(page).toHaveURL((url) => url.pathname === hrefs[0]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0]!);
    });
  });
}
