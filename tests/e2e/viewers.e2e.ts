/**
 * The result viewers on the public shared page, signed out: a 3D model loads in model-viewer with every
 * request on our own host (its decoders come from public/3d, not Google's CDN), and the before/after
 * slider of an upscale moves with the keyboard in both directions of writing.
 */
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, settled, uniquePhone } from './helpers';
import { sharedResult, uploadPhoto } from './studio-seed';

let model = '';
let upscale = '';

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(240_000);
  const request = await playwright.request.newContext({ baseURL });
  await registerViaApi(request, { credential: uniquePhone(), name: 'Viewer Tester', password: 'Viewers123' });
  const image = await uploadPhoto(request);
  [model, upscale] = await Promise.all([
    sharedResult(request, 'image-to-3d', { image }),
    sharedResult(request, 'upscale', { image, factor: 2 }),
  ]);
  await request.dispose();
});

/** Every address the page asks for that is not on this server (data: and blob: are in-page). */
function foreignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });
  return foreign;
}

test('a shared 3D model loads in model-viewer with no request to another host', async ({ page, baseURL }) => {
  // Headless Chromium renders WebGL on the CPU (SwiftShader): the first frame can take half a minute.
  test.setTimeout(120_000);
  const foreign = foreignRequests(page, new URL(baseURL!).origin);
  await page.goto(`/en/shared/${model}`);
  const viewer = page.locator('model-viewer');
  // The element comes with its module (three.js with it), fetched once the page runs: on a busy machine,
  // more than the default 10 s.
  await expect(viewer).toHaveCount(1, { timeout: 60_000 });
  // The element fires `load` once the model is in the scene; the wrapper records it.
  await expect(page.locator('[data-model-state]')).toHaveAttribute('data-model-state', 'loaded', { timeout: 90_000 });
  expect(await viewer.evaluate((element) => (element as HTMLElement & { loaded: boolean }).loaded)).toBe(true);
  await expect(page.getByRole('link', { name: 'Download GLB' })).toHaveAttribute('download', /\.glb$/);
  await page.getByRole('button', { name: 'Auto-rotate' }).click();
  await expect(page.getByRole('button', { name: 'Auto-rotate' })).toHaveAttribute('aria-pressed', 'false');
  // model-viewer's idle prompt (a wiggle every few seconds) is left on for everyone else, and off for a reader
  // who asked their system for less motion, as it changes.
  await expect(viewer).not.toHaveAttribute('interaction-prompt');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(viewer).toHaveAttribute('interaction-prompt', 'none');
  expect(foreign).toEqual([]);
});

test('pages without a 3D output do not load model-viewer', async ({ page }) => {
  await page.goto(`/en/shared/${upscale}`);
  await expect(page.getByRole('slider', { name: 'Compare before and after' })).toBeVisible();
  // Everything the page loads has come (no request for half a second), not a guessed time.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => customElements.get('model-viewer') === undefined)).toBe(true);
});

test('the before/after slider moves with the arrow keys', async ({ page }) => {
  await page.goto(`/en/shared/${upscale}`);
  // Keys pressed before hydration reach no handler: the server's markup already says 50.
  await settled(page);
  const slider = page.getByRole('slider', { name: 'Compare before and after' });
  await expect(slider).toHaveAttribute('aria-valuenow', '50');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '54');
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  const before = await page.getByRole('img', { name: /\(Before\)$/ }).getAttribute('src');
  expect((await page.request.get(before!)).status()).toBe(200);
});

test.describe('in Persian', () => {
  test.use({ locale: 'fa-IR' });

  test('the arrow keys move the handle the way they point (the start side is the right)', async ({ page }) => {
    await page.goto(`/shared/${upscale}`);
    await settled(page);
    const slider = page.getByRole('slider', { name: 'مقایسه‌ی قبل و بعد' });
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuenow', '52');
    const box = (await slider.boundingBox())!;
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '48');
    expect((await slider.boundingBox())!.x).toBeGreaterThan(box.x);
  });
});
