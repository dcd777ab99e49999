/**
 * Keyboard and screen-reader paths (issue 15, items 3, 4 and 18), in Persian and in English: the sign-in
 * page's links take the first tap, the password's eye leaves the text alone, every layout starts with a
 * skip link, the language switch is named by what it shows and links straight to the page, the avatar
 * link has a name on phones, and the mobile menus (home and dashboard) hold focus and close on Escape.
 */
import { expect, test, type Page } from '@playwright/test';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { signInViaApi } from './helpers';

const DEMO = { phone: '09120000001', password: 'Rassam1234' };
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const locales = [
  { locale: 'fa', t: faMessages },
  { locale: 'en', t: enMessages },
] as const;

const pathIn = (locale: 'fa' | 'en', path: string) => (locale === 'fa' ? path : path === '/' ? '/en' : `/en${path}`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The id of the focused element and whether it sits inside `selector`. */
const focusInside = (page: Page, selector: string) =>
  page.evaluate((inside) => Boolean(document.activeElement?.closest(inside)), selector);

for (const { locale, t } of locales) {
  const path = (p: string) => pathIn(locale, p);
  const url = (p: string) => new RegExp(`^https?://[^/]+${escape(path(p))}(?:[?#].*)?$`);

  test.describe(`keyboard (${locale})`, () => {
    // A browser in the page's language: a bare path in an English browser goes to /en.
    test.use({ locale: locale === 'fa' ? 'fa-IR' : 'en-US' });
    for (const viewport of [PHONE, DESKTOP]) {
      test(`sign-in links take the first tap with an empty password (${viewport.width} px)`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const login = `${path('/auth/login')}?credential=${DEMO.phone}`;

        await page.goto(login);
        const password = page.getByLabel(t.auth.passwordLabel, { exact: true });
        await expect(password).toBeFocused();
        // One tap, nothing typed: a check on blur would put an error in and move the link from under it.
        await page.getByRole('link', { name: t.auth.forgotLink }).click();
        await expect(page).toHaveURL(url('/auth/forgot-pass'));

        await page.goto(login);
        await expect(password).toBeFocused();
        await page.getByRole('link', { name: t.auth.changeCredential }).click();
        await expect(page).toHaveURL(url('/auth'));

        // Checked on submit, then again on each change.
        await page.goto(login);
        await page.getByRole('button', { name: t.auth.signIn, exact: true }).click();
        await expect(password).toHaveAttribute('aria-invalid', 'true');
        await password.fill('x');
        await expect(password).not.toHaveAttribute('aria-invalid');
      });
    }

    test('the password eye sits beside the text, never over it (360 px)', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(`${path('/auth/login')}?credential=${DEMO.phone}`);
      const password = page.getByLabel(t.auth.passwordLabel, { exact: true });
      await password.fill('a-long-password-typed-all-the-way-to-the-end');
      const eye = page.getByRole('button', { name: t.common.showPassword });
      const box = (await password.boundingBox())!;
      const eyeBox = (await eye.boundingBox())!;
      const paddingRight = await password.evaluate((input) => parseFloat(getComputedStyle(input).paddingRight));
      // A password runs left to right in either language: the eye on the right, the text ending before it.
      expect(eyeBox.x).toBeGreaterThan(box.x + box.width / 2);
      expect(box.x + box.width - paddingRight).toBeLessThanOrEqual(eyeBox.x + 0.5);
      await eye.click();
      await expect(password).toHaveAttribute('type', 'text');
      await expect(page.getByRole('button', { name: t.common.hidePassword })).toHaveAttribute('aria-pressed', 'true');
    });

    test('every layout starts with a skip link to the main content', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      const pages = ['/', '/market', '/auth'];
      for (const p of pages) await expectSkipLink(page, path(p));
      await signInViaApi(page.request, DEMO.phone, DEMO.password);
      await expectSkipLink(page, path('/dashboard'));
    });

    async function expectSkipLink(page: Page, address: string) {
      await page.goto(address);
      const skip = page.getByRole('link', { name: t.common.skipToContent });
      // The first thing Tab reaches (the sign-in pages start in their first field, so check the order).
      const first = await page.evaluate(
        () =>
          document.querySelector<HTMLElement>('a[href], button, input:not([type=hidden]), select, textarea')
            ?.textContent,
      );
      expect(first, address).toBe(t.common.skipToContent);
      if (address.endsWith('/auth')) await skip.focus();
      else await page.keyboard.press('Tab');
      await expect(skip, address).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main'), address).toBeFocused();
    }

    for (const viewport of [PHONE, DESKTOP]) {
      test(`the language switch is named by what it shows and links straight to the page (${viewport.width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(path('/market'));
        const other = locale === 'fa' ? 'en' : 'fa';
        const shown = viewport === PHONE ? (other === 'en' ? 'EN' : 'فا') : t.common.switchLanguage;
        const link = page.locator(`a[hreflang="${other}"]`);
        await expect(link).toHaveAttribute('lang', other);
        // WCAG 2.5.3: the accessible name starts with the visible text.
        await expect(link.getByText(shown, { exact: true })).toBeVisible();
        await expect(link).toHaveAccessibleName(new RegExp(`^${escape(shown)}`));
        // Straight to the page: bare for Persian, under /en for English, never through a /fa/… redirect.
        await expect(link).toHaveAttribute('href', new RegExp(`^${escape(pathIn(other, '/market'))}\\??$`));
        // Neither a /fa/… address nor a redirect of the page itself (other links' prefetches do not count).
        const detours: string[] = [];
        page.on('response', (response) => {
          const { pathname } = new URL(response.url());
          const redirect = [301, 302, 303, 307, 308].includes(response.status());
          if (pathname === '/fa' || pathname.startsWith('/fa/') || (redirect && pathname === pathIn(other, '/market')))
            detours.push(`${response.status()} ${response.url()}`);
        });
        await link.click();
        await expect(page.locator('html')).toHaveAttribute('lang', other);
        await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${escape(pathIn(other, '/market'))}$`));
        expect(detours).toEqual([]);
        // And back: the remembered choice follows, so the bare Persian path is not sent to /en.
        await page.locator(`a[hreflang="${locale}"]`).click();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${escape(path('/market'))}$`));
      });
    }

    test("the home page's menu closes on Escape and gives focus back (360 px)", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path('/'));
      const open = page.getByRole('button', { name: t.nav.openMenu });
      await open.click();
      const menu = page.getByRole('dialog');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(open).toBeFocused();
    });

    test("the dashboard's menu keeps focus inside and the avatar link has a name (360 px)", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await signInViaApi(page.request, DEMO.phone, DEMO.password);
      const me = (await (await page.request.get('/api/me')).json()) as { data: { name: string } };
      await page.goto(path('/dashboard'));
      // Below 640 px the name is not shown, but the link still says whose profile it opens.
      await expect(page.getByRole('link', { name: me.data.name, exact: true })).toBeVisible();

      const open = page.getByRole('button', { name: t.panel.openSidebar });
      await open.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await focusInside(page, '[role="dialog"]')).toBe(true);
      for (let tab = 0; tab < 12; tab++) {
        await page.keyboard.press('Tab');
        expect(await focusInside(page, '[role="dialog"]'), `Tab ${tab + 1}`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(open).toBeFocused();
    });
  });
}
