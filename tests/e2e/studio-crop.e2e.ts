/**
 * Cropping a picture in the studio's form with the keyboard alone, in Persian (rtl) and English (ltr):
 * Shift with the arrows resizes from the end edge (the right one in ltr, the left one in rtl), the arrows
 * move the box; Apply replaces the input, and the design is made from the cropped picture. On a mask tool,
 * the crop throws away a mask painted over the old picture.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { toPersianDigits } from './helpers';
import { locales, messages, pathIn, signUp, type Locale } from './studio-seed';

const digits = (locale: Locale, n: number) => (locale === 'fa' ? toPersianDigits(String(n)) : String(n));

// 320 × 240: one arrow press is 3 px (a hundredth of the longer side).
const WIDTH = 320;
const HEIGHT = 240;
const STEP = 3;

async function picture() {
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#3a7bd5' } })
    .png()
    .toBuffer();
}

async function press(page: Page, key: string, times: number) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

/** Picks the picture, opens the crop step and cuts 10 steps off the width and the height, then moves it. */
async function cropWithKeys(page: Page, locale: Locale) {
  const t = messages[locale].studio;
  await page
    .locator('input[type=file][name=image]')
    .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await picture() });
  await expect(page.locator('[data-field=image] li')).toHaveCount(1);
  await page.locator('[data-field=image]').getByRole('button', { name: t.crop.open }).click();

  const step = page.getByTestId('crop-step');
  const box = step.getByTestId('crop-box');
  const size = step.getByTestId('crop-size');
  await expect(box).toBeFocused();
  await expect(size).toHaveText(
    t.crop.size.replace('{width}', digits(locale, WIDTH)).replace('{height}', digits(locale, HEIGHT)),
  );

  // Shift+arrows: the end edge follows the arrow; towards the start is smaller.
  const shrink = locale === 'fa' ? 'Shift+ArrowRight' : 'Shift+ArrowLeft';
  await press(page, shrink, 10);
  await press(page, 'Shift+ArrowUp', 10);
  const width = WIDTH - 10 * STEP;
  const height = HEIGHT - 10 * STEP;
  await expect(size).toHaveText(
    t.crop.size.replace('{width}', digits(locale, width)).replace('{height}', digits(locale, height)),
  );

  // The start edge stayed: the box touches the picture's right side in rtl, its left side in ltr.
  const image = (await step.locator('img').boundingBox())!;
  const cropped = (await box.boundingBox())!;
  if (locale === 'fa') expect(Math.abs(cropped.x + cropped.width - (image.x + image.width))).toBeLessThan(2);
  else expect(Math.abs(cropped.x - image.x)).toBeLessThan(2);

  // Arrows move it (the same way on screen in both directions) without changing its size.
  await press(page, locale === 'fa' ? 'ArrowLeft' : 'ArrowRight', 5);
  await press(page, 'ArrowDown', 5);
  const moved = (await box.boundingBox())!;
  expect(Math.abs(moved.x - cropped.x)).toBeGreaterThan(5);
  expect(moved.y).toBeGreaterThan(cropped.y + 5);
  await expect(size).toHaveText(
    t.crop.size.replace('{width}', digits(locale, width)).replace('{height}', digits(locale, height)),
  );

  await step.getByRole('button', { name: t.crop.apply }).click();
  await expect(step).toHaveCount(0);
  await expect(page.locator('[data-field=image] li')).toContainText(t.crop.cropped);
  // The focus goes back to the picture's crop button.
  await expect(page.locator('[data-field=image]').getByRole('button', { name: t.crop.open })).toBeFocused();
  return { width, height };
}

async function fileSize(page: Page, id: string) {
  const response = await page.request.get(`/api/files/${id}`);
  expect(response.status()).toBe(200);
  const meta = await sharp(await response.body()).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
}

for (const locale of locales) {
  test.describe(`cropping in ${locale}`, () => {
    test('upscale: the design is made from the cropped picture', async ({ page }) => {
      test.setTimeout(120_000);
      await signUp(page, locale, 'Crop E2E');
      const t = messages[locale].studio;
      await page.goto(pathIn(locale, '/dashboard/intelligence/upscale/new'));
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'fa' ? 'rtl' : 'ltr');
      const { width, height } = await cropWithKeys(page, locale);

      await page.getByRole('button', { name: t.form.submit }).click();
      await page.waitForURL((url) => url.pathname === pathIn(locale, '/dashboard/intelligence/upscale'));
      const list = await page.request.get('/api/designs?tool=upscale&pageSize=1');
      const [design] = ((await list.json()) as { data: { input: { image: string } }[] }).data;
      expect(await fileSize(page, design!.input.image)).toEqual({ width, height, format: 'png' });
    });

    test('remove-object: a crop throws away the mask painted over the old picture', async ({ page }) => {
      test.setTimeout(60_000);
      await signUp(page, locale, 'Crop E2E');
      const t = messages[locale].studio;
      await page.goto(pathIn(locale, '/dashboard/intelligence/remove-object/new'));
      await page
        .locator('input[type=file][name=image]')
        .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await picture() });
      const canvas = page.getByTestId('mask-canvas');
      await expect(canvas).toHaveAttribute('width', String(WIDTH));
      const area = (await canvas.boundingBox())!;
      await page.mouse.move(area.x + area.width / 3, area.y + area.height / 2);
      await page.mouse.down();
      await page.mouse.move(area.x + (area.width * 2) / 3, area.y + area.height / 2, { steps: 5 });
      await page.mouse.up();

      // Cancel leaves the picture (and its mask) as they were.
      await page.locator('[data-field=image]').getByRole('button', { name: t.crop.open }).click();
      await page.getByTestId('crop-step').getByRole('button', { name: t.crop.cancel }).click();
      await expect(page.getByTestId('crop-step')).toHaveCount(0);

      const { width } = await cropWithKeys(page, locale);
      await expect(canvas).toHaveAttribute('width', String(width));
      // The new picture has no mask yet: the form asks for one.
      await page.getByRole('button', { name: t.form.submit }).click();
      await expect(page.getByText(t.form.required)).toBeVisible();
    });
  });
}
