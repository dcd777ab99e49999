/**
 * The shop owner's dashboard as a person uses it, in Persian and in English: a new user is sent by the
 * shop guard to open a shop (a reserved link is refused on its field first; the map opens on the chosen
 * city and a click on it fills the point's boxes) and comes back; edits the shop's information (a point
 * outside the world is refused, a day with two ranges of hours, overlapping first, is shown on the shop's
 * page; the hours' time zone follows the country until the owner picks one) and social media, uploads a profile image and a banner and removes the banner; creates a listing, whose kind and display
 * category are then locked (and refused by the API); pays for it short of coins (the wallet is offered
 * with the way back), is told under the field as it types 0, 13 or 20 months that 1 to 12 are taken, then
 * after an admin adds coins pays 3 months once it has said yes to what they cost, and sees it awaiting
 * review. Another shop's listing id is the 404 page.
 */
import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import sharp from 'sharp';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { catalogue } from '../../packages/i18n/src/catalogue';
import {
  addCoins,
  chooseOption,
  DEMO_ADMIN,
  meOf,
  registerViaApi,
  rememberLocale,
  settled,
  signInViaApi,
  toPersianDigits,
  uniquePhone,
} from './helpers';

type Locale = 'fa' | 'en';
const messages = { fa: faMessages, en: enMessages } as const;
const pathIn = (locale: Locale, path: string) => (locale === 'fa' ? path : `/en${path}`);
const password = 'Rassam-e2e-2024';
/** What a person types: Persian digits on the Persian pages. */
const typed = (locale: Locale, text: string) => (locale === 'fa' ? toPersianDigits(text) : text);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function picture() {
  return sharp({ create: { width: 400, height: 400, channels: 3, background: '#2f855a' } })
    .png()
    .toBuffer();
}

/** Coins from the back office: the demo admin, signed in on a request context of its own. */
async function coinsFromAdmin(
  playwright: PlaywrightWorkerArgs['playwright']['request'],
  baseURL: string,
  userId: string,
) {
  const admin = await playwright.newContext({ baseURL });
  try {
    await signInViaApi(admin, DEMO_ADMIN.phone, DEMO_ADMIN.password);
    await addCoins(admin, userId, 5_000, 'Shop panel e2e');
  } finally {
    await admin.dispose();
  }
}

/** Another user's shop, so that its link is taken. */
/** A new account that opens a shop at `link`, through the API. */
async function ownerOfShop(request: APIRequestContext, link: string, locale?: Locale) {
  await registerViaApi(request, { credential: uniquePhone(), name: 'Shop owner', password, locale });
  const made = await request.post('/api/shops/me', { data: { name: `فروشگاه ${link}`, nameEn: `Shop ${link}`, link } });
  expect(made.status(), await made.text()).toBe(201);
}

async function otherShop(playwright: PlaywrightWorkerArgs['playwright']['request'], baseURL: string, link: string) {
  const other = await playwright.newContext({ baseURL });
  try {
    await ownerOfShop(other, link);
  } finally {
    await other.dispose();
  }
}

/** A box's number as the API reads it: Persian digits and decimal separator accepted. */
const numberIn = (text: string) =>
  Number(text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace('٫', '.'));

/** Clicks the middle of the point map (the map is made once the form scrolls near it) and reads the boxes. */
async function clickMapCentre(page: Page, t: (typeof messages)[Locale]['shopPanel']) {
  await page.getByLabel(t.form.lat, { exact: true }).scrollIntoViewIfNeeded();
  const map = page.getByTestId('point-map');
  await expect(map).toHaveAttribute('data-ready', '');
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return {
    lat: numberIn(await page.getByLabel(t.form.lat, { exact: true }).inputValue()),
    lng: numberIn(await page.getByLabel(t.form.lng, { exact: true }).inputValue()),
  };
}

for (const locale of ['fa', 'en'] as const) {
  test(`${locale}: open a shop, edit it, add a listing and pay for three months`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const t = messages[locale].shopPanel;
    const common = messages[locale].common;
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    await page.goto('/');
    await registerViaApi(page.request, { credential: uniquePhone(), name: 'Shop E2E', password, locale });
    await rememberLocale(page, locale, baseURL!);

    await test.step('the shop guard sends a user without a shop to open one', async () => {
      await page.goto(pathIn(locale, '/dashboard/shop/info'));
      await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, '/dashboard/shop/places'));
      expect(new URL(page.url()).searchParams.get('next')).toBe(pathIn(locale, '/dashboard/shop/info'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.open.title);
    });

    await test.step('a reserved link is refused on its field, then the shop opens', async () => {
      await page.getByLabel(t.form.name, { exact: true }).fill(`فروشگاه آزمون ${tag}`);
      await page.getByLabel(t.form.nameEn, { exact: true }).fill(`Test shop ${tag}`);
      const link = page.getByLabel(t.form.link, { exact: true });
      await link.fill('places');
      await page.getByRole('button', { name: t.open.submit }).click();
      await expect(link).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(catalogue.ShopLinkIsReserved[locale]).first()).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, '/dashboard/shop/places'));

      // Another shop's link is refused as it is typed, with the catalogue's words.
      await otherShop(playwright.request, baseURL!, `taken${tag}`);
      await link.fill(`Taken${tag}`);
      await expect(page.getByText(catalogue.ShopLinkAlreadyExists[locale])).toBeVisible();
      await expect(link).toHaveAttribute('aria-invalid', 'true');
      await link.fill(`e2e${tag}`);
      await expect(page.getByTestId('link-free')).toBeVisible();
      await expect(page.getByTestId('link-hint')).toHaveAttribute('aria-live', 'polite');
      await expect(link).not.toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel(t.form.phone, { exact: true }).fill(typed(locale, '02188776655'));
      // A new shop on a Persian page starts at Iran; on an English one the country is not chosen yet.
      await expect(page.getByLabel(t.location.country, { exact: true }).locator('option:checked')).toHaveText(
        locale === 'fa' ? 'ایران' : t.location.none,
      );
      await chooseOption(page, t.location.country, locale === 'fa' ? 'ایران' : 'Iran');
      await chooseOption(page, t.location.state, locale === 'fa' ? 'تهران' : 'Tehran');
      await chooseOption(page, t.location.city, locale === 'fa' ? 'تهران' : 'Tehran');
      // The city fills the point with its centre (35.6892, 51.389), in the page's digits.
      await expect(page.getByLabel(t.form.lat, { exact: true })).toHaveValue(locale === 'fa' ? '۳۵٫۶۸۹۲' : '35.6892');
      await expect(page.getByLabel(t.form.lng, { exact: true })).toHaveValue(locale === 'fa' ? '۵۱٫۳۸۹' : '51.389');
      // The offline basemap says where streets come from (the e2e server has no MAP_STYLE_URL).
      await expect(page.getByTestId('point-map-offline')).toContainText('MAP_STYLE_URL');
      // The map has flown to Tehran (35.69, 51.39): its middle is there once the flight ends.
      await expect(async () => {
        const point = await clickMapCentre(page, t);
        expect(Math.abs(point.lat - 35.69)).toBeLessThan(0.1);
        expect(Math.abs(point.lng - 51.39)).toBeLessThan(0.1);
      }).toPass({ timeout: 15_000 });
      await expect(page.getByTestId('point-pin')).toBeVisible();
      if (locale === 'fa') await expect(page.getByLabel(t.form.lat, { exact: true })).toHaveValue(/^۳۵٫/);
      await page.getByRole('button', { name: t.open.submit }).click();
      // Back where the guard sent the user from.
      await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, '/dashboard/shop/info'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.info.title);
    });

    await test.step('edits the information and uploads a profile image', async () => {
      await page.getByLabel(t.info.description, { exact: true }).fill(`معرفی فروشگاه آزمون ${tag}`);
      await page.getByTestId('shop-info-form').getByRole('button', { name: common.save }).click();
      await expect(page.getByText(catalogue.UpdateSuccessfully[locale]).first()).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(t.info.description, { exact: true })).toHaveValue(`معرفی فروشگاه آزمون ${tag}`);

      await page
        .getByTestId('profile-file')
        .setInputFiles({ name: 'profile.png', mimeType: 'image/png', buffer: await picture() });
      await expect(page.getByText(catalogue.ProfileImageUploadSuccessfully[locale]).first()).toBeVisible();
      await expect(page.getByTestId('profile-preview')).toHaveAttribute('src', /^\/api\/market\/files\//);
    });

    await test.step('the map point: a point outside the world is refused, the pin follows the boxes and the keyboard', async () => {
      const lat = page.getByLabel(t.form.lat, { exact: true });
      const lng = page.getByLabel(t.form.lng, { exact: true });
      await lat.scrollIntoViewIfNeeded();
      await expect(page.getByTestId('point-map')).toHaveAttribute('data-ready', '');
      await lat.fill(typed(locale, '95'));
      await page.getByTestId('shop-info-form').getByRole('button', { name: common.save }).click();
      await expect(page.getByText(catalogue.CoordinatesAreNotValid[locale])).toBeVisible();
      await expect(lat).toHaveAttribute('aria-invalid', 'true');

      await lat.fill(locale === 'fa' ? '۳۲٫۶۵' : '32.65');
      await lng.fill(locale === 'fa' ? '۵۱٫۶۷' : '51.67');
      await expect(page.getByText(catalogue.CoordinatesAreNotValid[locale])).toHaveCount(0);
      // From the keyboard: the map moves with the arrow keys, the button puts the pin at its centre.
      await page.getByTestId('point-map').locator('canvas').focus();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await page.getByRole('button', { name: t.pointMap.pinCentre }).click();
      await expect.poll(async () => numberIn(await lat.inputValue())).not.toBe(32.65);
      await expect(page.getByTestId('point-pin')).toBeVisible();
    });

    await test.step('opening hours: two ranges a day, overlapping refused, then shown on the shop page', async () => {
      const day = t.days['0'];
      const row = page.getByTestId('hours-day-0');
      await row.getByLabel(t.info.dayMode.replace('{day}', day), { exact: true }).selectOption('open');
      await row.getByRole('button', { name: t.info.addRangeTo.replace('{day}', day) }).click();
      const label = (template: string, n: number) =>
        template.replace('{day}', day).replace('{n, number}', typed(locale, String(n)));
      // The second range starts at 16:00, inside the first (09:00–18:00).
      await page.getByTestId('shop-info-form').getByRole('button', { name: common.save }).click();
      await expect(row.getByRole('alert')).toHaveText(catalogue.WorkingHoursOverlap[locale]);
      await row.getByLabel(label(t.info.closes, 1), { exact: true }).fill('13:00');
      await page.getByTestId('shop-info-form').getByRole('button', { name: common.save }).click();
      await expect(page.getByText(catalogue.UpdateSuccessfully[locale]).first()).toBeVisible();
      await expect(row.getByRole('alert')).toHaveCount(0);

      await page.reload();
      await expect(row.getByLabel(label(t.info.opens, 2), { exact: true })).toHaveValue('16:00');
      const { link } = ((await (await page.request.get('/api/shops/me')).json()) as { data: { link: string } }).data;
      expect(link).toBeTruthy();
      await page.goto(pathIn(locale, `/market/${link}`));
      const saturday = page.locator('tr', {
        has: page.getByRole('rowheader', { name: messages[locale].marketPages.days.sat, exact: true }),
      });
      await expect(saturday).toContainText(locale === 'fa' ? '۰۹:۰۰–۱۳:۰۰، ۱۶:۰۰–۲۰:۰۰' : '09:00–13:00, 16:00–20:00');
      // In Iran's time: nothing to say about it.
      await expect(page.getByTestId('open-status')).toBeVisible();
      await expect(page.getByTestId('hours-time-zone')).toHaveCount(0);
      await page.goBack();
    });

    await test.step("the hours' time zone follows a country with one clock until the owner picks one, and the shop page says it", async () => {
      const zone = page.getByLabel(t.info.timeZone, { exact: true });
      await expect(zone).toHaveValue('Asia/Tehran');
      await chooseOption(page, t.location.country, locale === 'fa' ? 'آلمان' : 'Germany');
      await expect(zone).toHaveValue('Europe/Berlin');
      await zone.selectOption('Asia/Dubai');
      // Chosen by the owner: another country no longer moves it.
      await chooseOption(page, t.location.country, locale === 'fa' ? 'ایران' : 'Iran');
      await expect(zone).toHaveValue('Asia/Dubai');
      await page.getByTestId('shop-info-form').getByRole('button', { name: common.save }).click();
      await expect(page.getByText(catalogue.UpdateSuccessfully[locale]).first()).toBeVisible();
      await page.reload();
      await expect(zone).toHaveValue('Asia/Dubai');
      await expect(zone.locator('option:checked')).toContainText(locale === 'fa' ? 'GMT+۴' : 'GMT+4');

      const { link } = ((await (await page.request.get('/api/shops/me')).json()) as { data: { link: string } }).data;
      await page.goto(pathIn(locale, `/market/${link}`));
      const localTime = messages[locale].marketPages.hours.localTime.split('{zone}')[0]!;
      await expect(page.getByTestId('hours-time-zone')).toContainText(localTime);
      await page.goBack();
      // The info page is rendered again (a private page is not kept for Back): its file input hears a file only
      // once hydrated (CI's run set the banner's before that, and no upload began).
      await settled(page);
    });

    await test.step('uploads a banner, then removes it after a confirmation', async () => {
      const banner = page.getByTestId('banner-upload');
      await page
        .getByTestId('banner-file')
        .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await picture() });
      await expect(page.getByText(catalogue.BannerImageUploadSuccessfully[locale]).first()).toBeVisible();
      await expect(page.getByTestId('banner-preview')).toHaveAttribute('src', /^\/api\/market\/files\/.+\?w=\d+$/);
      await banner.getByRole('button', { name: t.info.removeImage }).click();
      const dialog = page.getByRole('alertdialog', { name: t.info.removeBannerTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t.cancel }).click();
      await expect(page.getByTestId('banner-preview')).toBeVisible();
      await banner.getByRole('button', { name: t.info.removeImage }).click();
      await dialog.getByRole('button', { name: t.info.removeConfirm }).click();
      await expect(page.getByText(catalogue.BannerImageRemovedSuccessfully[locale]).first()).toBeVisible();
      await expect(page.getByTestId('banner-preview')).toHaveCount(0);
      await expect(banner.getByText(t.info.noImage)).toBeVisible();
      // The profile image stays, and the banner is still in the library.
      await expect(page.getByTestId('profile-preview')).toBeVisible();
      const shop = (await (await page.request.get('/api/shops/me')).json()) as {
        data: { bannerImageId: string | null };
      };
      expect(shop.data.bannerImageId).toBeNull();
      const library = (await (await page.request.get('/api/shops/me/media')).json()) as { data: unknown[] };
      expect(library.data).toHaveLength(2);
    });

    await test.step('edits the social media', async () => {
      await page.goto(pathIn(locale, '/dashboard/shop/info/social'));
      await page.getByLabel(t.social.instagram, { exact: true }).fill('@rassam.e2e');
      await page.getByLabel(t.social.telegram, { exact: true }).fill('rassam_e2e');
      await page.getByRole('button', { name: common.save }).click();
      await expect(page.getByText(catalogue.UpdateSuccessfully[locale]).first()).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(t.social.instagram, { exact: true })).toHaveValue('rassam.e2e');
    });

    let listingPath = '';
    await test.step('creates a listing; its kind and category are then locked', async () => {
      await page.goto(pathIn(locale, '/dashboard/shop/product/new'));
      // Hydrated first, so that a failure below is about saving (a tap made earlier has its own test below).
      await settled(page);
      await page.getByText(t.kind.item, { exact: true }).click();
      const category = page.getByLabel(t.editor.category, { exact: true });
      await expect(category.locator('option').nth(1)).toBeAttached();
      // The category's attributes are held back a while, as on a slow line.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const properties = '**/api/market/categories/*/properties';
      await page.route(properties, async (route) => {
        await held;
        await route.continue();
      });
      await category.selectOption({ index: 1 });
      await page.getByLabel(t.editor.titleFa, { exact: true }).fill(`کالای آزمون ${tag}`);
      await page.getByLabel(t.editor.titleEn, { exact: true }).fill(`Test item ${tag}`);
      await page
        .getByLabel(locale === 'fa' ? t.editor.priceToman : t.editor.priceRial, { exact: true })
        .fill(typed(locale, '250000'));
      // Save waits for the category's attributes: they would otherwise push it down as they arrive, and a
      // click aimed at it would land on the form (issue 15; it was one first click in five).
      const save = page.getByRole('button', { name: t.editor.create });
      await expect(page.getByTestId('attributes-loading')).toHaveText(t.editor.attributesLoading);
      await expect(save).toBeDisabled();
      release();
      await expect(page.getByTestId('attributes-loading')).toHaveCount(0);
      await page.unroute(properties);
      // Each stage waited for on its own, so that a failure says which one stalled: Save sent nothing, the API
      // refused (its status and body), or the page of the new listing never came. (CI once saw this step wait
      // out the test's three minutes with nothing but "waiting for navigation".)
      const isCreate = (request: { method(): string; url(): string }) =>
        request.method() === 'POST' && new URL(request.url()).pathname === '/api/shops/me/listings';
      let sent = false;
      page.on('request', (request) => (sent ||= isCreate(request)));
      const created = page
        .waitForResponse((response) => isCreate(response.request()), { timeout: 30_000 })
        .catch(async (cause: unknown) => {
          // No answer: say what the form showed, so that "Save sent nothing" and "the API never answered" differ.
          const invalid = await page
            .locator('[aria-invalid="true"]')
            .evaluateAll((fields) => fields.map((field) => field.getAttribute('name') ?? field.id));
          const alerts = await page.getByRole('alert').allTextContents();
          const kind = await page
            .locator('input[name="kind"]:checked')
            .getAttribute('value', { timeout: 1_000 })
            .catch(() => null);
          throw new Error(
            `no answer in 30 s to a POST ${sent ? 'sent' : 'never sent'}; invalid fields: [${invalid.join(', ')}], alerts: [${alerts.join(' | ')}], kind: ${kind}`,
            { cause },
          );
        });
      await save.click();
      const answer = await created;
      expect(answer.status(), await answer.text()).toBe(201);
      await expect(page).toHaveURL(new RegExp(`${escape(pathIn(locale, '/dashboard/shop/product/'))}[0-9a-f-]{36}$`), {
        timeout: 30_000,
      });
      listingPath = new URL(page.url()).pathname;
      await expect(page.getByTestId('status-chip')).toHaveText(t.status.draft);
      // The price reads back in the page's digits and separators, as typed ("250000" was "۲۵۰۰۰۰").
      await expect(
        page.getByLabel(locale === 'fa' ? t.editor.priceToman : t.editor.priceRial, { exact: true }),
      ).toHaveValue(locale === 'fa' ? '۲۵۰٬۰۰۰' : '250,000');
      await expect(page.getByLabel(t.editor.category, { exact: true })).toBeDisabled();
      await expect(page.getByTestId('locked-note')).toHaveText(t.editor.locked);

      // When the attributes cannot be fetched the editor says so, keeps Save open (the API checks them
      // anyway) and fetches them again on request.
      await page.route(properties, (route) => route.abort(), { times: 1 });
      await page.reload();
      await expect(page.getByTestId('attributes-failed')).toContainText(t.editor.attributesFailed);
      await expect(page.getByRole('button', { name: common.save })).toBeEnabled();
      await page.getByRole('button', { name: t.editor.attributesRetry }).click();
      await expect(page.getByTestId('attributes-failed')).toHaveCount(0);

      // The API refuses another base type too.
      const id = listingPath.split('/').pop()!;
      const changed = await page.request.patch(`/api/shops/me/listings/${id}`, {
        headers: { 'x-locale': locale },
        data: { kind: 'service' },
      });
      expect(changed.status()).toBe(409);
      expect(((await changed.json()) as { error: { code: string } }).error.code).toBe('ProductTypeCannotBeChanged');
    });

    await test.step('short of coins, the wallet is offered with the way back', async () => {
      await page.getByLabel(t.pay.months, { exact: true }).fill(typed(locale, '3'));
      await expect(page.getByTestId('display-cost')).not.toHaveText('—');
      await page.getByRole('button', { name: t.pay.submit }).click();
      await expect(page.getByText(catalogue.NotEnoughCoin[locale]).first()).toBeVisible();
      const topUp = page.getByTestId('topup-link');
      const href = new URL((await topUp.getAttribute('href'))!, baseURL);
      expect(href.pathname).toBe(pathIn(locale, '/dashboard/wallet'));
      expect(href.searchParams.get('next')).toBe(listingPath);
    });

    await test.step('0, 13 and 20 months are refused under the field, 3 months paid after a yes', async () => {
      await coinsFromAdmin(playwright.request, baseURL!, (await meOf(page.request)).id);
      await page.reload();
      const months = page.getByLabel(t.pay.months, { exact: true });
      const bounds = t.pay.monthsError
        .replace('{min, number}', typed(locale, '1'))
        .replace('{max, number}', typed(locale, '12'));
      for (const wrong of ['0', '13', '20']) {
        await months.fill(typed(locale, wrong));
        // Said as it is typed, with the real bounds, while the cost has nothing to show.
        await expect(page.getByRole('alert').filter({ hasText: bounds })).toBeVisible();
        await expect(months).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByTestId('display-cost')).toHaveText('—');
        await page.getByRole('button', { name: t.pay.submit }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page.getByTestId('status-chip')).toHaveText(t.status.draft);
      }
      // The API says the same.
      const id = listingPath.split('/').pop()!;
      for (const wrong of [0, 13]) {
        const refused = await page.request.post(`/api/shops/me/listings/${id}/pay`, { data: { months: wrong } });
        expect(refused.status(), `${wrong} months`).toBe(400);
      }

      await months.fill(typed(locale, '3'));
      await expect(months).not.toHaveAttribute('aria-invalid');
      await expect(page.getByTestId('display-cost')).not.toHaveText('—');
      const cost = (await page.getByTestId('display-cost').textContent())!;
      // Coins are spent only after a yes: the question says how many, and Escape spends none.
      const submit = page.getByRole('button', { name: t.pay.submit });
      await submit.click();
      const dialog = page.getByRole('dialog', { name: t.pay.confirmTitle });
      await expect(dialog).toContainText(cost);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(submit).toBeFocused();
      await expect(page.getByTestId('status-chip')).toHaveText(t.status.draft);
      await submit.click();
      await dialog.getByRole('button', { name: t.pay.confirm.replace('{coins}', cost) }).click();
      await expect(page.getByTestId('status-chip')).toHaveText(t.status.paid);
      await expect(page.getByTestId('pending-months')).toBeVisible();
    });

    await test.step('the listing is in the list, awaiting review', async () => {
      await page.goto(pathIn(locale, '/dashboard/shop/product?status=paid'));
      await expect(page.getByTestId('listing-row')).toHaveCount(1);
      await expect(page.getByTestId('listing-row').getByTestId('status-chip')).toHaveText(t.status.paid);
      // The filters are the API's, in the address: by kind, and by the months running out (none yet).
      await page.getByRole('group', { name: t.product.filterKind }).getByRole('link', { name: t.kind.item }).click();
      await expect(page).toHaveURL(/kind=item&status=paid/);
      await expect(page.getByTestId('listing-row')).toHaveCount(1);
      await expect(page.getByTestId('listing-count')).toHaveText(
        locale === 'fa' ? `${typed(locale, '1')} آگهی` : '1 listing',
      );
      await page.goto(pathIn(locale, '/dashboard/shop/product?kind=place'));
      await expect(page.getByTestId('listing-row')).toHaveCount(0);
      await expect(page.getByText(t.product.noMatch)).toBeVisible();
      await page.goto(
        pathIn(locale, `/dashboard/shop/product?expiring=${typed(locale, '30')}&page=${typed(locale, '1')}`),
      );
      await expect(page.getByText(t.product.noMatch)).toBeVisible();
    });

    await test.step("another shop's listing is not found", async () => {
      // The seed's demo market (demo mode) has public listings; this owner's own are drafts.
      const found = await page.request.get('/api/market/listings?pageSize=1');
      const other = ((await found.json()) as { data: { id: string }[] }).data[0];
      expect(other, 'a public listing of another shop').toBeDefined();
      const response = await page.goto(pathIn(locale, `/dashboard/shop/product/${other!.id}`));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(typed(locale, '404'));
      await expect(page).toHaveTitle(new RegExp(`^${escape(messages[locale].titles.notFound)}`));
    });
  });
}

for (const locale of ['fa', 'en'] as const) {
  test(`${locale}: a kind chosen while the editor's scripts are still coming is kept`, async ({ page, baseURL }) => {
    const t = messages[locale].shopPanel;
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    await page.goto('/');
    await ownerOfShop(page.request, `early${tag}`, locale);
    await rememberLocale(page, locale, baseURL!);
    const firstCategory = async (kind: string) => {
      const tree = await page.request.get(`/api/market/categories?kind=${kind}`);
      const name = ((await tree.json()) as { data: { nameFa: string; nameEn: string }[] }).data[0]!;
      return locale === 'fa' ? name.nameFa : name.nameEn;
    };
    const [service, item] = [await firstCategory('service'), await firstCategory('item')];

    // The page's scripts wait until the owner has tapped a kind, as on a slow phone.
    const scripts = '**/_next/static/chunks/*.js';
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldScripts = 0;
    await page.route(scripts, async (route) => {
      heldScripts += 1;
      await held;
      await route.continue();
    });
    await page.goto(pathIn(locale, '/dashboard/shop/product/new'), { waitUntil: 'commit' });
    // A shop's item is the default kind; a service is the other choice.
    await page.getByText(t.kind.service, { exact: true }).click();
    expect(heldScripts, 'the scripts were held back').toBeGreaterThan(0);
    await expect(page.locator('.page-overlay')).toHaveCount(0);
    release();
    await settled(page);
    await page.unroute(scripts);

    await expect(page.locator('input[name="kind"]:checked')).toHaveValue('service');
    // The category list is the kind's (the choice went through the form, not only into the box).
    const options = page.getByLabel(t.editor.category, { exact: true }).locator('option');
    await expect(options.filter({ hasText: service })).toHaveCount(1);
    await expect(options.filter({ hasText: item })).toHaveCount(0);
  });
}
