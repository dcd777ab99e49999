/**
 * The market's whole journey, in Persian and in English, through the pages as people use them: a new user
 * opens a shop in Isfahan from the dashboard, adds a place there (a title with ی, ک and a number), and pays
 * three display months with coins the demo admin gave them; the admin activates it from the moderation
 * queue, and the owner sees it active. A visitor searches the market typing the title with the Arabic ي
 * and ك (and, in Persian, Arabic-Indic digits) and finds it beside a twin of it in Shiraz; filtering the
 * places by province and then city keeps it and drops the twin. "On the map" opens the map with the list's
 * filters, where it is alone in the list (the map's own province filter brings the twin back and takes it
 * away), and "show on the map" opens its pin's card. The visitor signs in from the listing's page, likes
 * it, and the count stays after a reload.
 *
 * API calls are setup that people do elsewhere: accounts made (one code each), coins added by the admin,
 * and the twin (made, paid and activated) that the filters must leave out. Every name carries a tag of its
 * own, so the two languages, reruns and the listings other specs leave on the server never meet.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { catalogue } from '../../packages/i18n/src/catalogue';
import {
  addCoins,
  chooseOption,
  DEMO_ADMIN,
  meOf,
  registerViaApi,
  signInViaApi,
  toPersianDigits,
  uniquePhone,
  webGlLaunchOptions,
} from './helpers';

// WebGL in headless Chromium without a GPU, for the map (as market-map.e2e.ts).
test.use({ launchOptions: webGlLaunchOptions() });

type Locale = 'fa' | 'en';
const messages = { fa: faMessages, en: enMessages } as const;
const pathIn = (locale: Locale, path: string) => (locale === 'fa' ? path : `/en${path}`);
/** What a person types: Persian digits on the Persian pages. */
const typed = (locale: Locale, text: string) => (locale === 'fa' ? toPersianDigits(text) : text);
/** A decimal as typed: Persian digits and the Persian decimal separator on the Persian pages. */
const decimal = (locale: Locale, n: number) =>
  locale === 'fa' ? toPersianDigits(String(n)).replace('.', '٫') : String(n);
const toArabicIndicDigits = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
/** ی and ک as an Arabic keyboard writes them. */
const arabicLetters = (text: string) => text.replace(/ی/g, 'ي').replace(/ک/g, 'ك');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const password = 'Rassam-e2e-2024';

/** Persian letters only (no ی or ک: the title adds those where the test wants them). */
function persianToken(length: number): string {
  const letters = 'بپتثجچحخدذرزژسشصضطظعغفقلمنوه';
  return Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

/**
 * Places as the location data names them (data, not copy). Cities the demo data already has listings
 * around: new pins there join clusters that are there anyway, so the map other specs see keeps its shape.
 */
const places = {
  isfahan: { slugs: 'iran/isfahan/isfahan', fa: 'اصفهان', en: 'Isfahan', lat: 32.6546, lng: 51.668 },
  shiraz: { slugs: 'iran/fars/shiraz', fa: 'شیراز', en: 'Shiraz', lat: 29.61, lng: 52.54 },
};
/**
 * A point in a city: the Persian run north of its centre, the English one south, and a few hundred metres
 * of chance, so that no two pins this spec leaves on the shared server (nor a rerun's) lie on one spot,
 * where one would cover the other (market-map.e2e.ts clicks the newest listing's pin).
 */
function pointIn(place: { lat: number; lng: number }, locale: Locale) {
  const jitter = () => (Math.random() - 0.5) * 0.008;
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  return { lat: round(place.lat + (locale === 'fa' ? 0.012 : -0.012) + jitter()), lng: round(place.lng + jitter()) };
}
const cafe = { fa: 'کافه', en: 'Cafe' };

/** A browser of one language: the locale cookie keeps bare paths Persian, and the language its own. */
async function newPage(browser: Browser, locale: Locale, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ locale: locale === 'fa' ? 'fa-IR' : 'en-US' });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);
  return context.newPage();
}

async function data<T>(response: Awaited<ReturnType<Page['request']['get']>>, status = 200): Promise<T> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

for (const locale of ['fa', 'en'] as const) {
  test(`${locale}: a shop's place goes from the dashboard through payment and moderation to a visitor's like`, async ({
    browser,
    playwright,
    baseURL,
  }) => {
    // Three browsers and a software-rendered map, on a machine other specs and builds share.
    test.setTimeout(300_000);
    const m = messages[locale];
    const shopT = m.shopPanel;
    const market = m.marketPages;
    const mapT = m.marketMap;
    const queue = m.adminMarket;
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const number = String(100 + Math.floor(Math.random() * 900));
    const token = `${persianToken(5)}یک`;
    const titleFa = `کافه ${token} ${typed(locale, number)}`;
    const titleEn = `Cafe ${tag} ${number}`;
    const title = locale === 'fa' ? titleFa : titleEn;
    const shop = { name: `کافه‌داران ${persianToken(4)}`, nameEn: `Cafe keepers ${tag}`, link: `j${tag}` };
    const city = places.isfahan;
    const point = pointIn(city, locale);
    const twinPoint = pointIn(places.shiraz, locale);
    const cityName = city[locale];

    const owner = await newPage(browser, locale, baseURL!);
    const admin = await newPage(browser, locale, baseURL!);
    const visitor = await newPage(browser, locale, baseURL!);
    try {
      await registerViaApi(owner.request, { credential: uniquePhone(), name: 'Journey owner', password, locale });
      await signInViaApi(admin.request, DEMO_ADMIN.phone, DEMO_ADMIN.password);

      await test.step('the new user opens a shop in Isfahan from the dashboard', async () => {
        await owner.goto(pathIn(locale, '/dashboard/shop'));
        // The shop guard sends a user without a shop to open one, and back afterwards.
        await expect(owner).toHaveURL((url) => url.pathname === pathIn(locale, '/dashboard/shop/places'));
        await expect(owner.getByRole('heading', { level: 1 })).toHaveText(shopT.open.title);
        await chooseOption(owner, shopT.location.country, locale === 'fa' ? 'ایران' : 'Iran');
        await chooseOption(owner, shopT.location.state, cityName);
        await chooseOption(owner, shopT.location.city, cityName);
        await owner.getByLabel(shopT.form.name, { exact: true }).fill(shop.name);
        await owner.getByLabel(shopT.form.nameEn, { exact: true }).fill(shop.nameEn);
        await owner.getByLabel(shopT.form.link, { exact: true }).fill(shop.link);
        await expect(owner.getByTestId('link-free')).toBeVisible();
        await owner.getByLabel(shopT.form.phone, { exact: true }).fill(typed(locale, '03136221100'));
        await owner.getByRole('button', { name: shopT.open.submit }).click();
        await expect(owner).toHaveURL((url) => url.pathname === pathIn(locale, '/dashboard/shop'));
        await expect(owner.getByRole('heading', { level: 1 })).toHaveText(locale === 'fa' ? shop.name : shop.nameEn);
      });

      let editorPath = '';
      let slug = '';
      await test.step('adds a place with its city and map point', async () => {
        await owner
          .getByRole('navigation', { name: shopT.nav.label })
          .getByRole('link', { name: shopT.nav.places })
          .click();
        await expect(owner.getByRole('heading', { level: 1 })).toHaveText(shopT.places.title);
        await expect(owner.getByText(shopT.places.empty)).toBeVisible();
        await owner.getByRole('link', { name: shopT.places.add }).click();
        await expect(owner.getByRole('heading', { level: 1 })).toHaveText(shopT.editor.newPlace);
        // The country list comes from the API once the editor runs: only then is typing kept.
        await chooseOption(owner, shopT.location.country, locale === 'fa' ? 'ایران' : 'Iran');
        await chooseOption(owner, shopT.location.state, cityName);
        await chooseOption(owner, shopT.location.city, cityName);
        const category = owner.getByLabel(shopT.editor.category, { exact: true });
        const option = category.locator('option').filter({ hasText: new RegExp(`${cafe[locale]}$`) });
        await category.selectOption((await option.getAttribute('value'))!);
        await owner.getByLabel(shopT.editor.titleFa, { exact: true }).fill(titleFa);
        await owner.getByLabel(shopT.editor.titleEn, { exact: true }).fill(titleEn);
        await owner
          .getByLabel(locale === 'fa' ? shopT.editor.priceToman : shopT.editor.priceRial, { exact: true })
          .fill(typed(locale, '85000'));
        await owner.getByLabel(shopT.form.lat, { exact: true }).fill(decimal(locale, point.lat));
        await owner.getByLabel(shopT.form.lng, { exact: true }).fill(decimal(locale, point.lng));
        await owner.getByRole('button', { name: shopT.editor.create }).click();
        await owner.waitForURL(new RegExp(`${escape(pathIn(locale, '/dashboard/shop/places/'))}[0-9a-f-]{36}$`));
        editorPath = new URL(owner.url()).pathname;
        await expect(owner.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(owner.getByTestId('status-chip')).toHaveText(shopT.status.draft);
        // The address slug the editor made from the English title.
        slug = await owner.getByLabel(shopT.editor.slug, { exact: true }).inputValue();
        expect(slug).toBe(`cafe-${tag}-${number}`);
      });
      const listingId = editorPath.split('/').pop()!;
      const listingPath = pathIn(locale, `/market/${shop.link}/places/${slug}`);

      await test.step('pays for three months with the coins the admin added', async () => {
        await addCoins(admin.request, (await meOf(owner.request)).id, 2_000, 'Market journey e2e');
        await owner.reload();
        await expect(owner.getByTestId('display-cost')).not.toHaveText('—');
        await owner.getByLabel(shopT.pay.months, { exact: true }).fill(typed(locale, '3'));
        await expect(owner.getByTestId('display-cost')).not.toHaveText('—');
        await owner.getByRole('button', { name: shopT.pay.submit }).click();
        // Coins are spent only after a yes (shop-panel.e2e.ts tests the question itself).
        await owner.getByRole('dialog', { name: shopT.pay.confirmTitle }).getByRole('button').first().waitFor();
        const cost = (await owner.getByTestId('display-cost').textContent())!;
        await owner
          .getByRole('dialog', { name: shopT.pay.confirmTitle })
          .getByRole('button', { name: shopT.pay.confirm.replace('{coins}', cost) })
          .click();
        await expect(owner.getByTestId('status-chip')).toHaveText(shopT.status.paid);
        await expect(owner.getByTestId('pending-months')).toBeVisible();
      });

      // The twin: the same words in Shiraz (made, paid and activated elsewhere), for the filters to leave out.
      const twinSlug = `${slug}-shiraz`;
      const twinPath = pathIn(locale, `/market/${shop.link}/places/${twinSlug}`);
      {
        const [, state, town] = await data<{ id: string }[]>(
          await owner.request.get(`/api/market/locations/path?slugs=${places.shiraz.slugs}`),
        );
        const listing = await data<{ categoryId: string }>(
          await owner.request.get(`/api/shops/me/listings/${listingId}`),
        );
        const twin = await data<{ id: string }>(
          await owner.request.post('/api/shops/me/listings', {
            data: {
              kind: 'place',
              categoryId: listing.categoryId,
              slug: twinSlug,
              titleFa: `${titleFa} شیراز`,
              titleEn: `${titleEn} Shiraz`,
              stateId: state!.id,
              cityId: town!.id,
              ...twinPoint,
            },
          }),
          201,
        );
        await data(await owner.request.post(`/api/shops/me/listings/${twin.id}/pay`, { data: { months: 3 } }));
        await data(await admin.request.post(`/api/admin/market/listings/${twin.id}/activate`));
      }

      await test.step('the admin activates it from the moderation queue', async () => {
        await admin.goto(pathIn(locale, '/dashboard/admin/market'));
        await expect(admin.getByRole('heading', { level: 1 })).toHaveText(m.titles.adminMarket);
        await admin.getByLabel(queue.queue.search, { exact: true }).fill(title);
        await admin.getByRole('button', { name: queue.queue.searchButton, exact: true }).click();
        await expect(admin).toHaveURL(/[?&]q=/);
        const card = admin.getByTestId('queue-item').filter({ hasText: title });
        await expect(card).toHaveCount(1);
        await expect(card.getByText(locale === 'fa' ? shop.name : shop.nameEn)).toBeVisible();
        await expect(card.getByTestId('queue-status')).toHaveText(queue.status.paid);
        // A click before the queue has hydrated does nothing: click until the answer shows.
        await expect(async () => {
          await card.getByRole('button', { name: queue.queue.activate, exact: true }).click({ timeout: 2_000 });
          await expect(admin.getByText(catalogue.ProductActivatedSuccessfully[locale])).toBeVisible({
            timeout: 2_000,
          });
        }).toPass();
        await expect(card.getByTestId('queue-status')).toHaveText(queue.status.active);

        // The owner sees it active, with the way to its public page.
        await owner.reload();
        await expect(owner.getByTestId('status-chip')).toContainText(shopT.status.active);
        await expect(owner.getByRole('link', { name: shopT.editor.viewPublic })).toHaveAttribute('href', listingPath);
      });

      const arabicQuery = arabicLetters(`کافه ${token} ${locale === 'fa' ? toArabicIndicDigits(number) : number}`);
      await test.step('a visitor finds it by searching with Arabic letters', async () => {
        await visitor.goto(pathIn(locale, '/market'));
        const box = visitor.getByRole('main').getByRole('searchbox', { name: market.searchLabel });
        await box.fill(arabicQuery);
        await box.press('Enter');
        await expect(visitor).toHaveURL(/[?&]q=/);
        await expect(visitor.getByRole('heading', { level: 1 })).toContainText(arabicQuery);
        const card = visitor.locator(`a[href="${listingPath}"]`);
        await expect(card).toBeVisible();
        await expect(card.getByRole('heading')).toHaveText(title);
        await expect(visitor.locator(`a[href="${twinPath}"]`)).toBeVisible();
      });

      await test.step('filters the places by province, then city: it stays, the twin in Shiraz goes', async () => {
        await visitor.getByRole('main').getByRole('link', { name: market.kinds.places, exact: true }).first().click();
        await expect(visitor).toHaveURL((url) => url.pathname === pathIn(locale, '/market/places/all'));
        await expect(visitor.getByLabel(market.filters.words, { exact: true })).toHaveValue(arabicQuery);
        await expect(visitor.locator(`a[href="${listingPath}"]`)).toBeVisible();
        await expect(visitor.locator(`a[href="${twinPath}"]`)).toBeVisible();

        await visitor.getByLabel(market.filters.province, { exact: true }).selectOption({ label: cityName });
        await visitor.getByRole('button', { name: market.filters.apply }).click();
        await expect(visitor).toHaveURL((url) => url.pathname === pathIn(locale, '/market/places/all/iran/isfahan'));
        await expect(visitor.locator(`a[href="${listingPath}"]`)).toBeVisible();
        await expect(visitor.locator(`a[href="${twinPath}"]`)).toHaveCount(0);

        const citySelect = visitor.getByLabel(market.filters.city, { exact: true });
        await expect(citySelect).toBeEnabled();
        await citySelect.selectOption({ label: cityName });
        await visitor.getByRole('button', { name: market.filters.apply }).click();
        await expect(visitor).toHaveURL(
          (url) => url.pathname === pathIn(locale, '/market/places/all/iran/isfahan/isfahan'),
        );
        expect(new URL(visitor.url()).searchParams.get('q')).toBe(arabicQuery);
        await expect(visitor.getByTestId('result-count')).toHaveAttribute('data-count', '1');
        await expect(visitor.locator(`a[href="${listingPath}"]`)).toBeVisible();
        await expect(visitor.locator(`a[href="${twinPath}"]`)).toHaveCount(0);
        // The trail ends at the city (Isfahan is the province's name too: the last step is the page itself).
        await expect(
          visitor.getByRole('navigation', { name: market.breadcrumbs }).locator('[aria-current="page"]'),
        ).toHaveText(cityName);
      });

      await test.step('sees it on the map, with the filters of the list', async () => {
        await visitor.getByRole('link', { name: market.onTheMap, exact: true }).click();
        await expect(visitor).toHaveURL((url) => url.pathname === pathIn(locale, '/market/map'));
        await expect(visitor.getByTestId('market-map')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
        // The map opens on what the list showed: the same words, the kind, the province and the city.
        const filters = visitor.getByRole('form', { name: mapT.filters });
        const selected = (label: string) => filters.getByLabel(label, { exact: true }).locator('option:checked');
        await expect(filters.getByLabel(mapT.query, { exact: true })).toHaveValue(arabicQuery);
        await expect(selected(mapT.kind)).toHaveText(mapT.kinds.place);
        await expect(selected(mapT.province)).toHaveText(cityName);
        await expect(selected(mapT.city)).toHaveText(cityName);
        const list = visitor.getByTestId('map-list');
        const item = list.locator('> li').filter({ has: visitor.locator(`a[href="${listingPath}"]`) });
        await expect(item).toHaveAttribute('data-listing', listingId);
        await expect(item.getByRole('link')).toHaveText(title);
        await expect(list.locator('> li')).toHaveCount(1);

        // Every province again: the map's own filter brings the twin back, and the province leaves it out.
        await filters.getByLabel(mapT.province, { exact: true }).selectOption({ label: mapT.allProvinces });
        await expect(list.locator(`a[href="${twinPath}"]`)).toBeVisible();
        await expect(item).toBeVisible();
        await filters.getByLabel(mapT.province, { exact: true }).selectOption({ label: cityName });
        await expect(list.locator(`a[href="${twinPath}"]`)).toHaveCount(0);
        await expect(list.locator('> li')).toHaveCount(1);

        await item.getByRole('button', { name: mapT.showOnMap }).click();
        const card = visitor.getByTestId('map-card');
        await expect(card).toBeVisible();
        await expect(card).toContainText(title);
        await expect(card.getByRole('link')).toHaveAttribute('href', listingPath);
        // Its own pin, once the map has flown to it.
        await expect(visitor.locator(`[data-map-point="${listingId}"]`)).toBeVisible({ timeout: 15_000 });
        await card.getByRole('link').click();
        await expect(visitor).toHaveURL((url) => url.pathname === listingPath);
        await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
      });

      await test.step('signs in from the listing, likes it, and the like stays', async () => {
        const liker = { phone: uniquePhone(), password };
        const elsewhere = await playwright.request.newContext({ baseURL });
        try {
          await registerViaApi(elsewhere, { credential: liker.phone, name: 'Journey visitor', password, locale });
        } finally {
          await elsewhere.dispose();
        }
        await visitor.getByRole('link', { name: new RegExp(escape(market.signInToLike)) }).click();
        await expect(visitor).toHaveURL((url) => url.pathname === pathIn(locale, '/auth'));
        expect(new URL(visitor.url()).searchParams.get('redirect')).toBe(listingPath);
        await visitor.getByLabel(m.auth.credentialLabel).fill(typed(locale, liker.phone));
        await visitor.getByRole('button', { name: m.common.continue, exact: true }).click();
        await visitor.getByLabel(m.auth.passwordLabel, { exact: true }).fill(liker.password);
        await visitor.getByRole('button', { name: m.auth.signIn, exact: true }).click();
        await expect(visitor).toHaveURL((url) => url.pathname === listingPath);

        const like = visitor.getByTestId('like-button');
        const count = visitor.getByTestId('like-count');
        await expect(like).toHaveAttribute('aria-pressed', 'false');
        await expect(count).toHaveText(typed(locale, '0'));
        // A click before the button has hydrated does nothing: click until it is pressed.
        await expect(async () => {
          await like.click({ timeout: 2_000 });
          await expect(like).toHaveAttribute('aria-pressed', 'true', { timeout: 3_000 });
        }).toPass();
        await expect(count).toHaveText(typed(locale, '1'));
        await expect(visitor.getByText(catalogue.ProductLikedSuccessfully[locale])).toBeVisible();
        await visitor.reload();
        await expect(like).toHaveAttribute('aria-pressed', 'true');
        await expect(count).toHaveText(typed(locale, '1'));
      });
    } finally {
      await owner.context().close();
      await admin.context().close();
      await visitor.context().close();
    }
  });
}
