/**
 * A shop's 3D gallery (issue 17), in Persian and English, on data made through the API here: a new owner
 * opens a shop with two public listings (a picture each; one also carries a ready 3D model, processed by the
 * server's worker). In the browser: the owner picks the room and both listings at /dashboard/shop/gallery
 * and saves; a visitor enters the gallery on the shop page (three.js in SwiftShader: this file's browser has
 * WebGL), walks with the keyboard (the room's picture changes), and opens a listing from the room; the
 * embed /embed/scene/{link} loads in an iframe of another site and opens a listing in a new tab.
 */
import { expect, test, type Page } from '@playwright/test';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { makeTexture, toGlb, uvSphere } from '../../packages/api/src/modules/models/intake/test-models.fixtures';
import {
  apiData,
  DEMO_ADMIN,
  expectAccessible,
  leafCategory,
  otherSite,
  registerViaApi,
  rememberLocale,
  shopPicture,
  showListing,
  signInViaApi,
  uniquePhone,
  webGlLaunchOptions,
} from './helpers';

type Locale = 'fa' | 'en';
const messages = { fa: faMessages, en: enMessages } as const;
const pathIn = (locale: Locale, path: string) => (locale === 'fa' ? path : `/en${path}`);

const password = 'Rassam-e2e-2024';
const phone = uniquePhone();
const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const shop = { name: `نگارخانه ${suffix}`, nameEn: `Gallery ${suffix}`, link: `g3d${suffix}`.slice(0, 30) };
const vase = { slug: `vase-${suffix}`, titleFa: `گلدان ${suffix}`, titleEn: `Vase ${suffix}` };
const rug = { slug: `rug-${suffix}`, titleFa: `فرش ${suffix}`, titleEn: `Rug ${suffix}` };

// WebGL without a GPU: SwiftShader, which Chromium uses for WebGL only when told it may.
test.use({ launchOptions: webGlLaunchOptions(true) });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(240_000);
  const owner = await playwright.request.newContext({ baseURL });
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await registerViaApi(owner, { credential: phone, name: 'Gallery E2E', password });
    await apiData(await owner.post('/api/shops/me', { data: shop }));
    const picture = await shopPicture(owner, 'piece.png');
    const category = await leafCategory(owner, 'item');
    await signInViaApi(admin, DEMO_ADMIN.phone, DEMO_ADMIN.password);
    const ids: string[] = [];
    for (const listing of [vase, rug]) {
      const { id } = await apiData<{ id: string }>(
        await owner.post('/api/shops/me/listings', {
          data: { kind: 'item', categoryId: category, ...listing, images: [picture] },
        }),
      );
      await showListing(owner, admin, { id, categoryId: category });
      ids.push(id);
    }
    const model = await apiData<{ id: string }>(
      await owner.post('/api/models', {
        multipart: {
          file: {
            name: 'vase.glb',
            mimeType: 'model/gltf-binary',
            // ~8k triangles: over the gallery's budget, so the room loads the pipeline's lighter copy.
            buffer: Buffer.from(await toGlb(await uvSphere(64, 64, await makeTexture(64)))),
          },
        },
      }),
    );
    await expect
      .poll(async () => (await apiData<{ status: string }>(await owner.get(`/api/models/${model.id}`))).status, {
        timeout: 120_000,
      })
      .toBe('ready');
    await apiData(await owner.post(`/api/models/${model.id}/market`, { data: { listingId: ids[0] } }));
  } finally {
    await owner.dispose();
    await admin.dispose();
  }
});

/** The room's canvas as drawn now (a screenshot: the WebGL buffer is not kept for reading back). */
const frame = (page: Page) => page.locator('[data-gallery-stage] canvas').screenshot();

test('fa: the owner sets up the gallery; a visitor walks in it and opens a listing', async ({
  page,
  browser,
  baseURL,
}) => {
  const t = messages.fa.shopPanel.gallery;
  const g = messages.fa.gallery;
  await signInViaApi(page.request, phone, password);
  await rememberLocale(page, 'fa', baseURL!);
  await page.goto('/dashboard/shop/gallery');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await page.getByLabel(t.styles.night.label).check();
  await page.getByRole('button', { name: t.addLabel.replace('{title}', vase.titleFa) }).click();
  await page.getByRole('button', { name: t.addLabel.replace('{title}', rug.titleFa) }).click();
  const rows = page.getByTestId('gallery-item');
  await expect(rows).toHaveCount(2);
  // The vase has a model: it goes in as one; the rug has only its picture.
  await expect(rows.nth(0).getByLabel(t.display.model)).toBeChecked();
  await expect(rows.nth(1).getByLabel(t.display.image)).toBeChecked();
  await expect(rows.nth(1).getByLabel(t.display.model)).toBeDisabled();
  // The rug first: moved up.
  await page.getByRole('button', { name: t.moveUp.replace('{title}', rug.titleFa) }).click();
  await expect(rows.nth(0)).toContainText(rug.titleFa);
  await page.getByRole('button', { name: messages.fa.common.save }).click();
  await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();

  // A visitor (no cookie) on the shop page: the section, then the room on asking.
  const visitor = await browser.newContext({ locale: 'fa-IR' });
  const tab = await visitor.newPage();
  const modelFiles: string[] = [];
  tab.on('request', (request) => {
    if (request.url().includes('/api/public/models/')) modelFiles.push(new URL(request.url()).pathname);
  });
  await rememberLocale(tab, 'fa', baseURL!);
  try {
    await tab.goto(`/market/${shop.link}`);
    const section = tab.getByTestId('shop-gallery');
    await expect(section.getByRole('heading', { name: g.sectionTitle })).toBeVisible();
    await section.getByTestId('enter-gallery').click();
    const canvas = tab.getByRole('application', { name: g.scene.replace('{shop}', shop.name) });
    await expect(canvas).toBeFocused();
    await expect(section.locator('[data-gallery-status]')).toHaveAttribute('data-gallery-status', 'ready', {
      timeout: 30_000,
    });
    await expectAccessible(tab, '[data-testid="shop-gallery"]');
    // The list beside the room, in the owner's order.
    const links = section.getByRole('navigation').getByRole('link');
    await expect(links).toHaveText([new RegExp(rug.titleFa), new RegExp(vase.titleFa)]);
    // Walking changes what the room shows.
    const before = await frame(tab);
    await canvas.press('KeyW', { delay: 800 });
    await expect.poll(async () => Buffer.compare(await frame(tab), before) !== 0, { timeout: 10_000 }).toBe(true);
    // Focusing an item in the list brings the camera to it and offers to open it.
    await links.nth(1).focus();
    const open = section.getByRole('button', { name: g.open });
    await expect(open).toBeVisible();
    // Close to the vase, the room has loaded its model: the gallery's copy, not the viewer's GLB.
    await expect.poll(() => modelFiles.filter((path) => path.endsWith('/files/gallery')).length).toBe(1);
    expect(modelFiles.filter((path) => path.endsWith('/files/glb'))).toEqual([]);
    await open.click();
    await expect(tab).toHaveURL(new RegExp(`/market/${shop.link}/shop/${vase.slug}$`));
  } finally {
    await visitor.close();
  }
});

test('en: the embed opens in another site’s frame and a listing from it in a new tab', async ({ browser }) => {
  const g = messages.en.gallery;
  const context = await browser.newContext();
  const page = await context.newPage();
  const embedUrl = new URL(pathIn('en', `/embed/scene/${shop.link}`), test.info().project.use.baseURL).href;
  const site = await otherSite(embedUrl);
  try {
    await page.goto(site.url);
    const frame = page.frameLocator('#embed');
    const canvas = frame.getByRole('application', { name: g.scene.replace('{shop}', shop.nameEn) });
    await expect(canvas).toBeVisible({ timeout: 30_000 });
    await expect(frame.locator('[data-gallery-status]')).toHaveAttribute('data-gallery-status', 'ready', {
      timeout: 30_000,
    });
    await expect(frame.getByRole('link', { name: g.openInRassam })).toHaveAttribute(
      'href',
      new RegExp(`/en/market/${shop.link}$`),
    );
    // An item opens its listing on Rassam in a new tab, never inside the frame.
    const link = frame.getByRole('navigation').getByRole('link', { name: new RegExp(rug.titleEn) });
    const [listing] = await Promise.all([context.waitForEvent('page'), link.press('Enter')]);
    await expect(listing).toHaveURL(new RegExp(`/en/market/${shop.link}/shop/${rug.slug}$`));
    await expect(frame.getByTestId('scene-embed')).toBeVisible();
    // The embed page itself, as a frame shows it.
    await page.goto(embedUrl);
    await expect(page.locator('[data-gallery-status]')).toHaveAttribute('data-gallery-status', 'ready', {
      timeout: 30_000,
    });
    await expectAccessible(page);
  } finally {
    await site.close();
    await context.close();
  }
});
