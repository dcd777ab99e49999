import { expect, test } from '@playwright/test';

test('home page answers in both languages with the right direction', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', /rtl|ltr/);
});
