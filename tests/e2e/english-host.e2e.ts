import { expect, test } from '@playwright/test';

// playwright.config.ts runs a second server with SITE_URL=http://localhost:PORT and EN_HOST=en.localhost:PORT.
const englishHostPort = Number(process.env.E2E_PORT ?? 3210) + 1;
const site = `http://localhost:${englishHostPort}`;
const english = `http://en.localhost:${englishHostPort}`;

test.describe('English on its own host (EN_HOST)', () => {
  test('serves English pages without the /en prefix, canonical on the English host', async ({ page }) => {
    const response = await page.goto(`${english}/about`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${english}/about`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${english}/about`);
    await expect(page.locator('link[hreflang="fa"]')).toHaveAttribute('href', `${site}/about`);
  });

  test('keeps Persian on the site host', async ({ page }) => {
    await page.goto(`${site}/about`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}/about`);
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', `${english}/about`);
  });

  test('sends /en/... on the site host to the English host', async ({ page }) => {
    await page.goto(`${site}/en/about`);
    await expect(page).toHaveURL(`${english}/about`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
