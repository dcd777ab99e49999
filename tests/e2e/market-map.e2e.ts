/**
 * The market map in a real browser, in fa and en, on the demo shops the server seeds: the page asks no host
 * but its own (worker, basemap, RTL plugin all served by us), clusters and pins appear, a cluster zooms in,
 * panning changes the list, and a listing's card links to its page. Also one shop's map, and the 404 of a
 * shop nobody has. (Listings that share a pin: market-map-stack.e2e.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { webGlLaunchOptions } from './helpers';

// WebGL in headless Chromium without a GPU: SwiftShader, asked for explicitly (the silent fallback to it
// is deprecated and may go).
test.use({ launchOptions: webGlLaunchOptions() });

const locales = [
  { locale: 'fa', browserLocale: 'fa-IR', prefix: '', digits: /^[۰-۹]+\+?$/ },
  { locale: 'en', browserLocale: 'en-US', prefix: '/en', digits: /^[0-9]+\+?$/ },
] as const;

/** Every request the page makes that does not go to this server (data: and blob: URLs are the page's own). */
function outsideRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.hostname !== 'localhost') outside.push(request.url());
  });
  return outside;
}

/** The bbox (minLat,minLng,maxLat,maxLng) of a search request, as its width in degrees of longitude. */
function bboxWidth(url: string): number {
  const [, minLng, , maxLng] = new URL(url).searchParams.get('bbox')!.split(',').map(Number);
  return maxLng! - minLng!;
}

const isSearch = (url: string) => url.includes('/api/market/listings?') && url.includes('bbox=');

async function mapReady(page: Page) {
  await expect(page.getByTestId('market-map')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
}

for (const { locale, browserLocale, prefix, digits } of locales) {
  test.describe(locale, () => {
    // A browser that prefers the page's language (without it, Accept-Language would send fa's bare paths to /en).
    test.use({ locale: browserLocale });

    test(`${locale}: the market map shows the seeded listings, follows the map and opens their pages`, async ({
      page,
    }) => {
      // Software WebGL on a busy machine: the map's flights and redraws take their time.
      test.setTimeout(150_000);
      const outside = outsideRequests(page);
      const searches: string[] = [];
      page.on('request', (r) => {
        if (isSearch(r.url())) searches.push(r.url());
      });
      await page.goto(`${prefix}/market/map`);
      await mapReady(page);

      // The list is there before the map: the server rendered the first page.
      const items = page.getByTestId('map-list').locator('> li');
      await expect(items.first()).toBeVisible();

      // Clusters with counts in the page's digits: the demo listings crowd a few cities.
      const clusters = page.locator('[data-map-cluster]');
      await expect(clusters.first()).toBeVisible();
      await expect(clusters.first()).toHaveText(digits);
      // The browser asks again for its own view once the map has settled.
      await expect.poll(() => searches.length).toBeGreaterThan(0);

      // Panning changes the list.
      const count = page.getByTestId('map-list-count');
      await expect(count).not.toBeEmpty();
      const before = await count.textContent();
      // The drag stays inside the window: a mouse-up below its edge never reaches the map.
      const map = page.getByTestId('market-map');
      await map.scrollIntoViewIfNeeded();
      const box = (await map.boundingBox())!;
      const viewport = page.viewportSize()!;
      const from = { x: box.x + box.width / 2, y: Math.min(box.y + box.height / 2, viewport.height / 2) };
      const to = {
        x: Math.min(box.x + box.width * 0.95, viewport.width - 10),
        y: Math.min(from.y + box.height * 0.4, viewport.height - 10),
      };
      let asked = searches.length;
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 12 });
      await page.mouse.up();
      await expect.poll(() => searches.length).toBeGreaterThan(asked);
      await expect(count).not.toHaveText(before!);

      // A cluster zooms in: the next search asks for a narrower box.
      asked = searches.length;
      const widthBefore = bboxWidth(searches.at(-1)!);
      await clusters.first().click();
      await expect.poll(() => searches.length).toBeGreaterThan(asked);
      expect(bboxWidth(searches.at(-1)!)).toBeLessThan(widthBefore);

      // Back to the whole country; "show on the map" opens the listing's card, which links to its page.
      await page.goto(`${prefix}/market/map`);
      await mapReady(page);
      await expect(items.first()).toBeVisible();
      // A demo listing: one of another test's may share its pin with a neighbour (market-map-stack.e2e.ts).
      const listed = items.filter({ has: page.locator(`a[href^="${prefix}/market/demo-"]`) }).first();
      const id = await listed.getAttribute('data-listing');
      const href = await listed.getByRole('link').first().getAttribute('href');
      expect(href).toMatch(new RegExp(`^${prefix}/market/[a-z0-9._-]+/(places|shop)/[a-z0-9-]+$`));
      await listed.getByRole('button').click();
      const card = page.getByTestId('map-card');
      await expect(card).toBeVisible();
      await expect(card.getByRole('link')).toHaveAttribute('href', href!);

      // The listing's own pin, once the map has flown to it, opens the same card; its link opens the page.
      const pin = page.locator(`[data-map-point="${id}"]`);
      await expect(pin).toBeVisible({ timeout: 15_000 });
      await page.locator('.maplibregl-popup-close-button').click();
      await expect(card).toBeHidden();
      await pin.click();
      await expect(card).toBeVisible();
      await expect(card.getByRole('link')).toHaveAttribute('href', href!);
      await card.getByRole('link').click();
      await expect(page).toHaveURL((url) => url.pathname === href);

      expect(outside, 'requests to other hosts').toEqual([]);
    });

    test(`${locale}: a shop's map shows its own listings only`, async ({ page, request }) => {
      // A listing with a point (the whole world as the box): the newest one may be another test's, without one.
      const search = await request.get('/api/market/listings?pageSize=1&bbox=-90,-180,90,180');
      const link = ((await search.json()) as { data: { shop: { link: string } }[] }).data[0]!.shop.link;
      const outside = outsideRequests(page);
      await page.goto(`${prefix}/market/${link}/map`);
      await mapReady(page);
      await expect(page.locator('[data-map-point], [data-map-stack], [data-map-cluster]').first()).toBeVisible();
      const links = page.getByTestId('map-list').locator('> li a');
      await expect(links.first()).toBeVisible();
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(new RegExp(`^${prefix}/market/${link}/(places|shop)/`));
      }
      expect(outside, 'requests to other hosts').toEqual([]);
    });

    test(`${locale}: the map of a shop nobody has is the 404 page`, async ({ request }) => {
      expect((await request.get(`${prefix}/market/no-such-shop-here/map`)).status()).toBe(404);
      // `map` is the market's own page, never a shop's link.
      expect((await request.get(`${prefix}/market/map/map`)).status()).toBe(404);
    });
  });
}
