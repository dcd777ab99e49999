/**
 * The market's public pages, in Persian and English, with data made through the API in this file: a new
 * owner opens a shop (hours, phone, social links, a landing block), uploads a picture, adds a place in
 * Shiraz with typed attributes, pays three display months with coins an admin gave them, and the demo
 * admin activates it. Then, as visitors: a search typed with Arabic letters (ي, ك) finds the Persian
 * title; choosing a province and a city in the filters narrows the list to its canonical address; the
 * listing shows its attributes; a signed-in user's like counts once; unknown slugs are 404.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { catalogue } from '../../packages/i18n/src/catalogue';
import { apiData, registerViaApi, signInViaApi, toPersianDigits, uniquePhone } from './helpers';

type Locale = 'fa' | 'en';
const locales: Locale[] = ['fa', 'en'];
const messages = { fa: faMessages.marketPages, en: enMessages.marketPages } as const;
const pathIn = (locale: Locale, path: string) => (locale === 'fa' ? path : `/en${path}`);
const digits = (locale: Locale, n: number | string) => (locale === 'fa' ? toPersianDigits(String(n)) : String(n));
const intlTag: Record<Locale, string> = { fa: 'fa-IR-u-nu-arabext', en: 'en-US' };
const DEMO_ADMIN = { phone: '09120000002', password: 'Rassam1234' };

/** Persian letters only, so the title is found by its words and by nothing else in the demo data. */
function persianToken(length = 6): string {
  const letters = 'بپتثجچحخدذرزژسشصضطظعغفقلمنوه';
  return Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const token = `${persianToken()}کی`;
const shop = {
  name: `کارگاه آزمون ${persianToken(4)}`,
  nameEn: `E2E Workshop ${suffix}`,
  link: `e2e${suffix}`.slice(0, 30),
};
const listing = {
  slug: `yas-${suffix}`,
  titleFa: `هتل ${token} شیراز`,
  titleEn: `Hotel ${suffix} Shiraz`,
  rooms: 12,
  stars: '4',
};

let listingId = '';

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const owner = await playwright.request.newContext({ baseURL });
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await registerViaApi(owner, { credential: uniquePhone(), name: 'Market E2E', password: 'Rassam-e2e-2024' });
    const path = await apiData<{ id: string; slug: string }[]>(
      await owner.get('/api/market/locations/path?slugs=iran/fars/shiraz'),
    );
    const [, fars, shiraz] = path;
    const week = Array.from({ length: 7 }, (_, day) => ({
      day,
      closed: false,
      ranges: [{ open: '00:00', close: '24:00' }],
    }));
    await apiData(
      await owner.post('/api/shops/me', {
        data: {
          ...shop,
          phones: ['07132223344'],
          address: 'شیراز، خیابان زند',
          addressEn: 'Zand Street, Shiraz',
          stateId: fars!.id,
          cityId: shiraz!.id,
          lat: 29.61,
          lng: 52.54,
          description: 'کارگاهی برای آزمون بازار',
          descriptionEn: 'A workshop for testing the market',
          workingHours: week,
        },
      }),
    );
    await apiData(
      await owner.put('/api/shops/me/social', { data: { instagram: 'e2e.shop', telegram: 'e2eshop_bot' } }),
    );
    await apiData(
      await owner.put('/api/shops/me/landing', {
        data: { headingFa: 'به کارگاه ما خوش آمدید', headingEn: 'Welcome to our workshop', showLink: true },
      }),
    );
    const picture = readFileSync(join(import.meta.dirname, '../../apps/web/public/og.png'));
    const media = await apiData<{ id: string }>(
      await owner.post('/api/shops/me/media', {
        multipart: { file: { name: 'og.png', mimeType: 'image/png', buffer: picture } },
      }),
    );
    const second = await apiData<{ id: string }>(
      await owner.post('/api/shops/me/media', {
        multipart: { file: { name: 'og-2.png', mimeType: 'image/png', buffer: picture } },
      }),
    );
    const places = await apiData<{ slug: string; id: string; children: { slug: string; id: string }[] }[]>(
      await owner.get('/api/market/categories?kind=place'),
    );
    const hotel = places.flatMap((root) => root.children).find((node) => node.slug === 'hotel')!;
    const created = await apiData<{ id: string }>(
      await owner.post('/api/shops/me/listings', {
        data: {
          kind: 'place',
          categoryId: hotel.id,
          slug: listing.slug,
          titleFa: listing.titleFa,
          titleEn: listing.titleEn,
          descriptionFa: 'اتاق‌های آرام نزدیک باغ ارم',
          images: [media.id, second.id],
          price: 25_000_000,
          currency: 'IRR',
          attributes: { rooms: listing.rooms, stars: listing.stars },
          stateId: fars!.id,
          cityId: shiraz!.id,
          lat: 29.6,
          lng: 52.53,
        },
      }),
    );
    listingId = created.id;
    // A second listing that is never paid for: a draft, which the public never sees.
    await apiData(
      await owner.post('/api/shops/me/listings', {
        data: {
          kind: 'place',
          categoryId: hotel.id,
          slug: `${listing.slug}-draft`,
          titleFa: `${listing.titleFa} پیش‌نویس`,
        },
      }),
    );

    // Coins for three months, from the admin (audited on the ledger), then the payment and the activation.
    const cost = await apiData<{ coins: number }>(
      await owner.get(`/api/market/display-cost?categoryId=${hotel.id}&months=3`),
    );
    const me = await apiData<{ id: string }>(await owner.get('/api/me'));
    await signInViaApi(admin, DEMO_ADMIN.phone, DEMO_ADMIN.password);
    if (cost.coins > 0) {
      await apiData(
        await admin.post(`/api/admin/users/${me.id}/wallet/adjust`, {
          data: { coins: cost.coins, note: 'Market e2e display months' },
        }),
      );
    }
    await apiData(await owner.post(`/api/shops/me/listings/${listingId}/pay`, { data: { months: 3 } }));
    await apiData(await admin.post(`/api/admin/market/listings/${listingId}/activate`));
  } finally {
    await owner.dispose();
    await admin.dispose();
  }
});

/** A visitor's browser in one language (the locale cookie set, so bare paths stay Persian). */
async function visitor(browser: Browser, locale: Locale) {
  const context = await browser.newContext({ locale: locale === 'fa' ? 'fa-IR' : 'en-US' });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: test.info().project.use.baseURL! }]);
  return context;
}

const listingUrl = (locale: Locale) => pathIn(locale, `/market/${shop.link}/places/${listing.slug}`);

for (const locale of locales) {
  const t = messages[locale];
  const title = locale === 'fa' ? listing.titleFa : listing.titleEn;

  test.describe(locale, () => {
    test('a search typed with Arabic letters finds the Persian title', async ({ browser }) => {
      const context = await visitor(browser, locale);
      const page = await context.newPage();
      await page.goto(pathIn(locale, '/market'));
      // ی and ک typed as the Arabic ي and ك, as an Arabic keyboard writes them.
      const arabic = token.replace(/ی/g, 'ي').replace(/ک/g, 'ك');
      const box = page.getByRole('main').getByRole('searchbox', { name: t.searchLabel });
      await box.fill(arabic);
      await box.press('Enter');
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(arabic);
      await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
      await context.close();
    });

    test('choosing a province and a city narrows the list to its canonical address', async ({ browser }) => {
      const context = await visitor(browser, locale);
      // The most canonical links the document ever holds at once, through the client-side navigation below.
      await context.addInitScript(() => {
        const w = window as unknown as { mostCanonicals: number };
        w.mostCanonicals = 0;
        new MutationObserver(() => {
          w.mostCanonicals = Math.max(w.mostCanonicals, document.querySelectorAll('link[rel=canonical]').length);
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      await page.goto(pathIn(locale, '/market/places/all'));
      const count = async () => Number((await page.getByTestId('result-count').getAttribute('data-count')) ?? NaN);
      const everywhere = await count();
      // Next.js 16 leaves the first page's server-rendered head tags beside the next page's when a client-side
      // navigation starts before React has hydrated the metadata's boundary (vercel/next.js#97472, open): the
      // live document then holds two canonical links, a crawler's fresh load still one. The check below is of
      // our metadata, so it waits for that hydration: React has claimed the canonical link (its fiber key).
      await page.waitForFunction(() => {
        const link = document.querySelector('link[rel=canonical]');
        return !!link && Object.keys(link).some((key) => key.startsWith('__reactFiber$'));
      });
      await page.getByLabel(t.filters.province).selectOption({ label: locale === 'fa' ? 'فارس' : 'Fars' });
      const city = page.getByLabel(t.filters.city);
      await expect(city).toBeEnabled();
      await city.selectOption({ label: locale === 'fa' ? 'شیراز' : 'Shiraz' });
      await page.getByRole('button', { name: t.filters.apply }).click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/market/places/all/iran/fars/shiraz')}$`));
      await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
      // The card says where, from the names the API sends with each listing.
      await expect(page.getByRole('link', { name: new RegExp(title) }).getByTestId('card-place')).toHaveText(
        locale === 'fa' ? 'شیراز، فارس' : 'Shiraz, Fars',
      );
      const narrowed = await count();
      expect(narrowed).toBeGreaterThanOrEqual(1);
      expect(narrowed).toBeLessThan(everywhere);
      // The canonical address is the path itself: one link, the new page's, after the client-side navigation
      // and on a fresh load, as a crawler loads it. The new page's metadata streams in just after its content
      // (the address has changed by then), so the head is read until it has settled; it never holds two.
      const canonicals = () =>
        page
          .locator('link[rel=canonical]')
          .evaluateAll((links: HTMLLinkElement[]) => links.map((l) => new URL(l.href).pathname));
      const shiraz = pathIn(locale, '/market/places/all/iran/fars/shiraz');
      await expect.poll(canonicals).toEqual([shiraz]);
      expect(await page.evaluate(() => (window as unknown as { mostCanonicals: number }).mostCanonicals)).toBe(1);
      await page.reload();
      expect(await canonicals()).toEqual([shiraz]);
      // The trail ends at the city.
      await expect(
        page.getByRole('navigation', { name: t.breadcrumbs }).getByText(locale === 'fa' ? 'شیراز' : 'Shiraz'),
      ).toHaveAttribute('aria-current', 'page');
      await context.close();
    });

    test('the listing shows its attributes, price, picture and shop, and asks a visitor to sign in to like', async ({
      browser,
    }) => {
      const context = await visitor(browser, locale);
      const page = await context.newPage();
      const response = await page.goto(listingUrl(locale));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByTestId('listing-place')).toContainText(
        locale === 'fa' ? 'شیراز، فارس، ایران' : 'Shiraz, Fars, Iran',
      );
      const attributes = page.getByTestId('listing-attributes');
      await expect(attributes).toContainText(locale === 'fa' ? 'تعداد اتاق' : 'Rooms');
      await expect(attributes).toContainText(digits(locale, listing.rooms));
      await expect(attributes).toContainText(locale === 'fa' ? '۴ ستاره' : '4 stars');
      await expect(page.getByTestId('listing-price')).toHaveText(
        locale === 'fa' ? `${new Intl.NumberFormat(intlTag.fa).format(2_500_000)} تومان` : '25,000,000 IRR',
      );
      // The gallery: two pictures, the buttons and the arrow keys (forward is left in Persian) move through them.
      const picture = (n: number) =>
        t.gallery.picture.replace('{n}', digits(locale, n)).replace('{total}', digits(locale, 2));
      const gallery = page.getByRole('region', { name: t.gallery.region });
      await expect(gallery.getByRole('img', { name: `${title} (${picture(1)})` })).toBeVisible();
      await gallery.getByRole('button', { name: t.gallery.next }).click();
      await expect(gallery.getByRole('img', { name: `${title} (${picture(2)})` })).toBeVisible();
      await expect(gallery.getByRole('button', { name: picture(2) })).toHaveAttribute('aria-current', 'true');
      await page.keyboard.press(locale === 'fa' ? 'ArrowLeft' : 'ArrowRight');
      await expect(gallery.getByRole('img', { name: `${title} (${picture(1)})` })).toBeVisible();
      await expect(page.getByRole('link', { name: t.social.instagram })).toHaveAttribute(
        'href',
        'https://www.instagram.com/e2e.shop/',
      );
      const signIn = page.getByRole('link', { name: new RegExp(t.signInToLike) });
      await expect(signIn).toHaveAttribute(
        'href',
        `${pathIn(locale, '/auth')}?redirect=${encodeURIComponent(listingUrl(locale))}`,
      );
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.some((text) => text.includes('"@type":"Product"') && text.includes('"priceCurrency":"IRR"'))).toBe(
        true,
      );
      expect(ld.some((text) => text.includes('"@type":"BreadcrumbList"'))).toBe(true);
      await context.close();
    });

    test("the shop's page: landing block, open now, listings", async ({ browser }) => {
      const context = await visitor(browser, locale);
      const page = await context.newPage();
      await page.goto(pathIn(locale, `/market/${shop.link}`));
      const landing = page.getByTestId('shop-landing');
      await expect(landing).toContainText(locale === 'fa' ? 'به کارگاه ما خوش آمدید' : 'Welcome to our workshop');
      await expect(landing.getByRole('link', { name: t.orderRegistration })).toHaveAttribute(
        'href',
        pathIn(locale, '/auth'),
      );
      await landing.getByRole('link', { name: t.enterMarket }).click();
      await expect(page).toHaveURL(/#listings$/);
      await expect(page.getByTestId('open-status')).toContainText(t.hours.openNow.split(' ·')[0]!);
      await expect(page.getByRole('link', { name: /07132223344|۰۷۱۳۲۲۲۳۳۴۴/ })).toHaveAttribute(
        'href',
        'tel:07132223344',
      );
      await expect(page.locator('#listings').getByRole('link', { name: new RegExp(title) })).toBeVisible();
      await context.close();
    });

    test('a signed-in like counts once, and can be taken back', async ({ browser }) => {
      const context = await visitor(browser, locale);
      const page = await context.newPage();
      await registerViaApi(page.request, {
        credential: uniquePhone(),
        name: `Liker ${locale}`,
        password: 'Rassam-e2e-2024',
        locale,
      });
      await page.goto(listingUrl(locale));
      const like = page.getByTestId('like-button');
      const count = page.getByTestId('like-count');
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      const before = Number((await count.textContent())!.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))));
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(count).toHaveText(digits(locale, before + 1));
      await expect(page.getByText(catalogue.ProductLikedSuccessfully[locale])).toBeVisible();
      // Counted once: after a reload the server says the same.
      await page.reload();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(count).toHaveText(digits(locale, before + 1));
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await expect(count).toHaveText(digits(locale, before));
      await expect(page.getByText(catalogue.ProductDisLikedSuccessfully[locale])).toBeVisible();
      await context.close();
    });

    test('unknown category, province, shop or listing is the 404 page', async ({ request }) => {
      for (const path of [
        '/market/places/no-such-category',
        '/market/places/hotel/iran/no-such-province',
        '/market/places/all/iran/fars/no-such-city',
        '/market/service/hotel',
        '/market/places/all/a/b/c/d/e',
        '/market/no-such-shop-e2e',
        `/market/${shop.link}/places/no-such-listing`,
        // Made but never paid for nor activated.
        `/market/${shop.link}/places/${listing.slug}-draft`,
      ]) {
        const response = await request.get(pathIn(locale, path), { headers: { Cookie: `NEXT_LOCALE=${locale}` } });
        expect(response.status(), path).toBe(404);
      }
      // A place asked for under /shop moves to its one address.
      const moved = await request.get(pathIn(locale, `/market/${shop.link}/shop/${listing.slug}`), {
        maxRedirects: 0,
        headers: { Cookie: `NEXT_LOCALE=${locale}` },
      });
      expect(moved.status()).toBe(308);
      expect(new URL(moved.headers()['location']!, 'http://x').pathname).toBe(listingUrl(locale));
    });
  });
}
