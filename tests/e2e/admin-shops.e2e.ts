/**
 * Whole shops in the market's back office, in Persian and English: an owner made through the API opens a
 * shop; the demo admin finds it on the shops page by its name typed with Arabic letters, takes it off the
 * market after a confirmation, and the shop's public page is then the 404 page for a visitor while its
 * owner's dashboard says why; the admin puts it back and the page returns.
 */
import { expect, test } from '@playwright/test';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { DEMO_ADMIN, registerViaApi, settled, signedInPage, uniquePhone } from './helpers';

const messages = { fa: faMessages, en: enMessages } as const;

for (const locale of ['fa', 'en'] as const) {
  test(`${locale}: an admin takes a whole shop off the market and puts it back`, async ({ browser }) => {
    const m = messages[locale].adminMarket.shops;
    const prefix = locale === 'fa' ? '' : '/en';
    const stamp = `${Date.now().toString(36)}${locale}`;
    const link = `kiosk-${stamp}`;
    const owner = { phone: uniquePhone(), password: 'Rassam-e2e-2024' };

    // Closed at the end: a page left open keeps drawing for the rest of the run (its animations composited in
    // software), which once cost the suite's browser half a core until the last test (decision 054).
    const ownerContext = await browser.newContext({ locale: locale === 'fa' ? 'fa-IR' : 'en-US' });
    const admin = await signedInPage(browser, DEMO_ADMIN, locale === 'fa' ? 'fa-IR' : 'en-US');
    const visitor = await (await browser.newContext()).newPage();
    try {
      const ownerTab = await ownerContext.newPage();
      await registerViaApi(ownerTab.request, { credential: owner.phone, name: 'صاحب کیوسک', password: owner.password });
      const opened = await ownerTab.request.post('/api/shops/me', {
        data: { name: `کیوسک کتاب ${stamp}`, nameEn: `Book Kiosk ${stamp}`, link },
      });
      expect(opened.status(), await opened.text()).toBe(201);

      await admin.goto(`${prefix}/dashboard/admin/market/shops`);
      await expect(
        admin.getByRole('heading', { level: 1, name: messages[locale].titles.adminMarketShops }),
      ).toBeVisible();
      // Arabic kaf and yeh find the Persian name.
      await admin.getByLabel(m.search, { exact: true }).fill(`كيوسك كتاب ${stamp}`);
      await admin.getByRole('button', { name: messages[locale].adminMarket.queue.searchButton, exact: true }).click();
      const card = admin.getByTestId('admin-shop');
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('admin-shop-status')).toHaveText(m.statusActive);
      // The buttons work once the page has hydrated (a click before it does nothing, seen on a busy machine).
      await settled(admin);

      await card.getByRole('button', { name: m.disable, exact: true }).click();
      const dialog = admin.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      // The card changes at once; the visitor is sent once the API has answered.
      const disabledAnswer = admin.waitForResponse(
        (r) => r.url().endsWith('/disable') && r.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: m.disable, exact: true }).click();
      expect((await disabledAnswer).status()).toBe(200);
      await expect(card.getByTestId('admin-shop-status')).toHaveText(m.statusDisabled);
      await expect(card.getByRole('button', { name: m.enable, exact: true })).toBeEnabled();

      const hidden = await visitor.goto(`${prefix}/market/${link}`);
      expect(hidden?.status()).toBe(404);
      await ownerTab.goto(`${prefix}/dashboard/shop`);
      await expect(ownerTab.getByTestId('shop-disabled')).toHaveText(messages[locale].shopPanel.overview.disabled);

      // After a reload the filter shows it among the shops off the market.
      await admin.goto(`${prefix}/dashboard/admin/market/shops?status=disabled&q=${encodeURIComponent(link)}`);
      await expect(admin.getByTestId('admin-shop')).toHaveCount(1);
      await settled(admin);
      const enabledAnswer = admin.waitForResponse(
        (r) => r.url().endsWith('/enable') && r.request().method() === 'POST',
      );
      await admin.getByRole('button', { name: m.enable, exact: true }).click();
      expect((await enabledAnswer).status()).toBe(200);
      await expect(admin.getByTestId('admin-shop-status')).toHaveText(m.statusActive);
      const back = await visitor.goto(`${prefix}/market/${link}`);
      expect(back?.status()).toBe(200);
    } finally {
      for (const context of [ownerContext, admin.context(), visitor.context()]) await context.close();
    }
  });
}
