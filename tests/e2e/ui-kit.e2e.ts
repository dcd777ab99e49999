/**
 * The UI kit's Sheet as the mobile menus (issue 15, item 18), at 360 px in both languages: the site header's
 * menu and the dashboard's. The sheet opens from the start side (the right in Persian), takes focus and keeps
 * it (Tab cycles inside, the page behind is out of reach), closes on Escape and gives focus back to its
 * button, and closes when one of its links is followed; the page's CSP refuses nothing on the way (the
 * style a dialog adds to lock scrolling carries the page's nonce).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { signInViaApi, watchViolations } from './helpers';

const DEMO = { phone: '09120000001', password: 'Rassam1234' };
const WIDTH = 360;

const locales = [
  { locale: 'fa', browserLocale: 'fa-IR', t: faMessages, prefix: '' },
  { locale: 'en', browserLocale: 'en-US', t: enMessages, prefix: '/en' },
] as const;

/** The sheet lies against the start edge: the right one in RTL, the left one in LTR. */
async function expectAtStart(sheet: Locator, rtl: boolean) {
  const box = (await sheet.boundingBox())!;
  if (rtl) expect(Math.round(box.x + box.width)).toBe(WIDTH);
  else expect(Math.round(box.x)).toBe(0);
  expect(box.width).toBeLessThan(WIDTH);
}

/** Tab and Shift+Tab many times over: focus never leaves the sheet. */
async function expectFocusKeptIn(page: Page, sheet: Locator, presses: number) {
  for (let step = 0; step < presses; step += 1) {
    await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
}

for (const { locale, browserLocale, t, prefix } of locales) {
  const rtl = locale === 'fa';

  test.describe(`${locale}, ${WIDTH} px`, () => {
    test.use({ locale: browserLocale, viewport: { width: WIDTH, height: 740 } });

    test(`${locale}: the header's menu is a sheet that keeps focus, closes on Escape and on a link`, async ({
      page,
    }) => {
      const violations = await watchViolations(page);
      await page.goto(`${prefix}/about`);
      await page.waitForLoadState('load');
      // includeHidden: while the sheet is open, the page behind it (the button too) is aria-hidden.
      const opener = page.getByRole('button', { name: t.nav.openMenu, exact: true, includeHidden: true });
      await expect(opener).toHaveAttribute('aria-expanded', 'false');
      await opener.click();

      const sheet = page.getByRole('dialog', { name: t.site.name });
      await expect(sheet).toBeVisible();
      await expect(opener).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('button', { name: t.nav.openMenu, exact: true })).toHaveCount(0);
      await expect(sheet.getByRole('navigation', { name: t.nav.mainNav })).toBeVisible();
      await expect(sheet.getByRole('link', { name: t.nav.market, exact: true })).toBeVisible();
      // Wait for the slide-in to end before measuring where it lies.
      await expect.poll(() => sheet.evaluate((element) => element.getAnimations().length)).toBe(0);
      await expectAtStart(sheet, rtl);
      await expectFocusKeptIn(page, sheet, 7);

      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(opener).toHaveAttribute('aria-expanded', 'false');

      // A tap outside (on the dimmed page) closes it too.
      await opener.click();
      await expect(sheet).toBeVisible();
      await page.mouse.click(rtl ? 10 : WIDTH - 10, 600);
      await expect(sheet).toBeHidden();

      await opener.click();
      await sheet.getByRole('link', { name: t.nav.market, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/market$`));
      await expect(sheet).toBeHidden();
      expect(await violations()).toEqual([]);
    });

    test(`${locale}: the dashboard's menu is a sheet: focus moves in, stays, and comes back`, async ({ page }) => {
      const violations = await watchViolations(page);
      await signInViaApi(page.request, DEMO.phone, DEMO.password);
      await page.goto(`${prefix}/dashboard`);
      await page.waitForLoadState('load');
      const opener = page.getByRole('button', { name: t.panel.openSidebar, exact: true });
      await opener.click();

      const sheet = page.getByRole('dialog', { name: t.site.name });
      await expect(sheet).toBeVisible();
      // Focus is in the sheet at once, not left on the button behind the overlay.
      expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      const sections = sheet.getByRole('navigation', { name: t.panel.sidebarLabel });
      await expect(sections).toBeVisible();
      await expect.poll(() => sheet.evaluate((element) => element.getAnimations().length)).toBe(0);
      await expectAtStart(sheet, rtl);
      await expectFocusKeptIn(page, sheet, 25);

      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await sections.getByRole('link', { name: t.panel.nav.wallet, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/wallet$`));
      await expect(sheet).toBeHidden();
      expect(await violations()).toEqual([]);
    });
  });
}
