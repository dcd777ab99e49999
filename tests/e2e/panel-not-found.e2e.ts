/**
 * A 404 inside the dashboard keeps the panel around it (issue 15, item 17): an address no dashboard page
 * claims (under a section that has pages too), the support desk for someone not on it, and the back office for someone
 * who is not an admin all answer 404 with the 404 page inside the panel (sidebar, header, menu), in Persian and English,
 * on a phone and on a wide screen. A visitor is sent to sign in first, as on every dashboard page.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { registerViaApi, toPersianDigits, uniquePhone } from './helpers';

type Locale = 'fa' | 'en';
const locales: Locale[] = ['fa', 'en'];
const messages = { fa: faMessages, en: enMessages } as const;
const pathIn = (locale: Locale, path: string) => (locale === 'fa' ? path : `/en${path}`);
const PASSWORD = 'Rassam-e2e-2024';

/** An id nobody has: the pages of one record answer 404 for it, titled as the 404 page, not as the record. */
const NOBODYS = '00000000-0000-4000-8000-000000000000';

/** Addresses inside the dashboard that have no page for this user. */
const missing = [
  '/dashboard/no-such-page',
  '/dashboard/wallet/no/such/page',
  '/dashboard/orders/no/such/page',
  '/dashboard/support/tickets',
  '/dashboard/admin/wallet',
  `/dashboard/orders/${NOBODYS}`,
  `/dashboard/orders/factor-${NOBODYS}`,
  `/dashboard/ticket/${NOBODYS}`,
  `/dashboard/intelligence/text-to-image/${NOBODYS}`,
  `/dashboard/virtual-tour/${NOBODYS}`,
];

async function expectPanel404(page: Page, locale: Locale, width: number) {
  const m = messages[locale];
  await expect(page).toHaveTitle(`${m.titles.notFound} | ${m.site.name}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'fa' ? toPersianDigits('404') : '404');
  await expect(page.getByText(m.errorPage.notFound, { exact: true })).toBeVisible();
  // The panel is still there: its layout, its header, and the way back to the dashboard.
  await expect(page.locator('[data-layout="panel"]')).toHaveCount(1);
  await expect(page.locator('[data-layout="none"]')).toHaveCount(0);
  const main = page.locator('main#main');
  await expect(main.getByRole('link', { name: m.panel.nav.home, exact: true })).toHaveAttribute(
    'href',
    pathIn(locale, '/dashboard'),
  );
  const sidebar = page.getByRole('navigation', { name: m.panel.sidebarLabel });
  if (width >= 1024) {
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: m.panel.nav.wallet })).toBeVisible();
  } else {
    // On a phone the sidebar is the menu behind the header's button.
    await page.getByRole('button', { name: m.panel.openSidebar }).click();
    await expect(page.getByRole('navigation', { name: m.panel.sidebarLabel }).last()).toBeVisible();
  }
}

test.describe('a 404 inside the dashboard', () => {
  let storage: Awaited<ReturnType<APIRequestContext['storageState']>>;

  test.beforeAll(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    await registerViaApi(api, { credential: uniquePhone(), name: 'Panel 404 E2E', password: PASSWORD });
    storage = await api.storageState();
    await api.dispose();
  });

  for (const locale of locales) {
    for (const width of [360, 1280]) {
      test(`${locale} at ${width} px: keeps the sidebar and the header`, async ({ browser }) => {
        const context = await browser.newContext({
          storageState: storage,
          viewport: { width, height: 800 },
          // A Persian address asked by an English browser would be sent to the English page.
          locale: locale === 'fa' ? 'fa-IR' : 'en-US',
        });
        const page = await context.newPage();
        try {
          for (const path of missing) {
            const response = await page.goto(pathIn(locale, path));
            expect(response?.status(), path).toBe(404);
            await expectPanel404(page, locale, width);
          }
        } finally {
          await context.close();
        }
      });
    }
  }

  for (const locale of locales) {
    test(`${locale}: a visitor is sent to sign in first, and back`, async ({ request }) => {
      const path = pathIn(locale, '/dashboard/no-such-page');
      const response = await request.get(path, { maxRedirects: 0, headers: { 'Accept-Language': locale } });
      expect(response.status()).toBeGreaterThanOrEqual(300);
      expect(response.status()).toBeLessThan(400);
      const location = new URL(response.headers()['location']!, 'http://server.invalid');
      expect(`${location.pathname}${location.search}`).toBe(
        `${pathIn(locale, '/auth')}?redirect=${encodeURIComponent(path)}`,
      );
    });
  }

  test('an address outside the dashboard still gets the whole-page 404', async ({ page }) => {
    const response = await page.goto('/no-such-page-e2e');
    expect(response?.status()).toBe(404);
    await expect(page.locator('[data-layout="none"]')).toHaveCount(1);
    await expect(page.locator('[data-layout="panel"]')).toHaveCount(0);
  });
});
