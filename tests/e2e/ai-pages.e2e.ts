/**
 * The public AI pages as a visitor finds them: the landing's search (Persian, Arabic letter forms and
 * English), a tool page's way into the dashboard form through sign-in and back, and the demo examples
 * (shown at their cards' size).
 */
import { expect, test } from '@playwright/test';
import { registerViaApi, uniquePhone } from './helpers';

// A Persian reader's browser: bare paths stay Persian (an English one would be sent to /en).
test.use({ locale: 'fa-IR' });

test('the landing lists every tool and its search folds Arabic letters and finds English words', async ({ page }) => {
  await page.goto('/ai');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const cards = page.locator('main ul li a[href*="/ai/"]');
  await expect(cards).toHaveCount(27);

  const search = page.getByRole('searchbox');
  // «پس زمينه» typed with an Arabic yeh still finds «حذف پس‌زمینه».
  await search.fill('پس زمينه');
  await expect(cards.filter({ hasText: 'حذف پس‌زمینه' })).toHaveCount(1);
  await expect(cards).not.toHaveCount(27);
  await search.fill('چیزی که نیست');
  await expect(page.getByText('ابزاری با این نام پیدا نشد.')).toBeVisible();

  await page.goto('/en/ai');
  await page.getByRole('searchbox').fill('video');
  await expect(page.locator('main ul li a[href*="/ai/image-to-video"]')).toBeVisible();
  await expect(page.locator('main ul li a[href*="/ai/upscale"]')).toHaveCount(0);
});

test('a tool page sends a visitor through sign-in to the form, and back to it', async ({ page }) => {
  const phone = uniquePhone();
  await registerViaApi(page.request, { credential: phone, name: 'Page Visitor', password: 'Visitor1234' });
  await page.context().clearCookies();

  await page.goto('/en/ai/upscale');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upscale');
  await expect(page.getByText('Free right now').first()).toBeVisible();
  await page.getByRole('link', { name: 'Start' }).first().click();
  await expect(page).toHaveURL(/\/en\/auth\?redirect=%2Fen%2Fdashboard%2Fintelligence%2Fupscale%2Fnew/);

  await registerViaApi(page.request, { credential: uniquePhone(), name: 'Signed In', password: 'Visitor1234' });
  await page.goto('/en/ai/upscale');
  await page.getByRole('link', { name: 'Start' }).first().click();
  await expect(page).toHaveURL(/\/en\/dashboard\/intelligence\/upscale\/new$/);
});

test('the demo examples are made by the worker and open as shared pages', async ({ page, request }) => {
  test.setTimeout(180_000);
  // The embedded default queues them at first start; the in-process worker makes them.
  await expect
    .poll(async () => ((await (await request.get('/api/examples')).json()).data as unknown[]).length, {
      timeout: 150_000,
      intervals: [2_000],
    })
    .toBeGreaterThan(0);
  await page.goto('/ai');
  const example = page.locator('a[href^="/shared/"]').first();
  await expect(example).toBeVisible();
  // A card a few centimetres wide loads the API's small copy of the thumbnail, not the phone-wide file.
  const picture = page.locator('a[href^="/shared/"] img').first();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
  const shown = await picture.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth }));
  expect(shown.src).toMatch(/\/api\/shared\/demo[0-9a-f]{12}\/files\/[0-9a-f-]{36}\?w=(?:160|320)$/);
  expect(shown.width).toBeLessThanOrEqual(320);
  await example.click();
  await expect(page).toHaveURL(/\/shared\/demo[0-9a-f]{12}$/);
  await expect(page.getByRole('link', { name: 'مثل این بسازید' })).toBeVisible();
});
