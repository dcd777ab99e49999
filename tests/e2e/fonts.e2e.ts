/**
 * The site's typeface costs a page's first screen one file (app/fonts.css): a Persian page draws
 * everything, its Latin words and signs too, from the file it preloads, and an English page from the Latin
 * one. A second file would be one more download before the first paint of every page, on a phone's
 * connection.
 */
import { expect, test, type Page } from '@playwright/test';

/** The font files the page asked for, and those it preloads, once its text has been drawn. */
async function fontFiles(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => ({
    loaded: performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/fonts/'))
      .sort(),
    preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  }));
}

test.describe('a Persian reader', () => {
  test.use({ locale: 'fa-IR' });

  test('gets the whole page, its Latin letters and signs too, from the one Persian file', async ({ page }) => {
    for (const path of ['/about', '/policy']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
      expect(await fontFiles(page), path).toEqual({
        loaded: ['/fonts/vazirmatn-fa.woff2'],
        preloaded: ['/fonts/vazirmatn-fa.woff2'],
      });
    }
    // …and the Latin letters are drawn with it, not with a system font.
    const latin = page
      .locator('footer')
      .getByText(/[A-Za-z]/)
      .first();
    await expect(latin).toBeVisible();
    expect(await latin.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Vazirmatn Persian"/);
    expect(await page.evaluate(() => document.fonts.check('16px "Vazirmatn Persian"', 'GLB «۱۲» support@'))).toBe(true);
  });
});

test.describe('an English reader', () => {
  test.use({ locale: 'en-US' });

  test('gets the page from the Latin file, and Persian words from the Persian letters alone', async ({ page }) => {
    await page.goto('/en/about');
    expect(await fontFiles(page)).toEqual({
      // The header's language switch names Persian in Persian: the Persian letters, not the Persian pages' file.
      loaded: ['/fonts/vazirmatn-latin.woff2', '/fonts/vazirmatn-persian.woff2'],
      preloaded: ['/fonts/vazirmatn-latin.woff2'],
    });
  });
});
