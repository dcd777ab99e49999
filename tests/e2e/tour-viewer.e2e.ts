/**
 * The tour viewer (issue 18, decision 039) with the real Photo Sphere Viewer in Chromium (SwiftShader gives
 * this file's browser WebGL), on a tour made here through the API: two panoramas drawn with sharp (a grid
 * with the compass points written on it), linked both ways, with a note, accepted by the administrator and
 * made public. In Persian and English: /embed/place/{link} under its real Content-Security-Policy (no
 * violation), one copy of three.js, the keyboard turning the view while the viewer has focus, an arrow in
 * the panorama walking to the other scene and the address following (`?scene=`), the deep link opening that
 * scene, the scene list as buttons, and the embed inside another site's frame.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import {
  apiData,
  DEMO_ADMIN,
  expectAccessible,
  otherSite,
  registerViaApi,
  signInViaApi,
  uniquePhone,
  watchViolations,
  webGlLaunchOptions,
} from './helpers';

type Locale = 'fa' | 'en';
const messages = { fa: faMessages.tourViewer, en: enMessages.tourViewer } as const;
const pathIn = (locale: Locale, path: string) => (locale === 'fa' ? path : `/en${path}`);
const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const tourNames = { fa: `کافه‌ی سنگی ${suffix}`, en: `Stone café ${suffix}` };
const scenes = {
  hall: { name: 'سالن', nameEn: 'Hall', colour: '#b45309', id: '' },
  kitchen: { name: 'آشپزخانه', nameEn: 'Kitchen', colour: '#047857', id: '' },
};
let link = '';

test.use({ launchOptions: webGlLaunchOptions(true) });
test.describe.configure({ mode: 'serial' });

/** A 2:1 panorama: sky to floor in the scene's colour, a 10° grid, and W N E S W across. */
async function panorama(colour: string, label: string): Promise<Buffer> {
  const [w, h] = [4096, 2048];
  const grid = Array.from(
    { length: 37 },
    (_, i) => `<line x1="${(i * w) / 36}" y1="0" x2="${(i * w) / 36}" y2="${h}"/>`,
  );
  const points = ['W', 'N', 'E', 'S', 'W']
    .map((text, i) => `<text x="${(i * w) / 4}" y="${h / 2 - 40}" font-size="200">${text}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#87ceeb"/><stop offset="1" stop-color="${colour}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><g stroke="#fff" stroke-width="4">${grid.join('')}</g><g fill="#fff" font-family="sans-serif" text-anchor="middle">${points}<text x="${w / 2}" y="${h * 0.75}" font-size="140">${label}</text></g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(240_000);
  const owner = await playwright.request.newContext({ baseURL });
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await registerViaApi(owner, { credential: uniquePhone(), name: 'Tour E2E', password: 'Rassam-e2e-2024' });
    const tour = await apiData<{ id: string; link: string }>(
      await owner.post('/api/tours', { data: { title: tourNames.fa } }),
    );
    link = tour.link;
    for (const scene of Object.values(scenes)) {
      const made = await apiData<{ id: string }>(
        await owner.post(`/api/tours/${tour.id}/scenes`, {
          multipart: {
            name: scene.name,
            file: {
              name: `${scene.nameEn}.jpg`,
              mimeType: 'image/jpeg',
              buffer: await panorama(scene.colour, scene.nameEn),
            },
          },
        }),
      );
      scene.id = made.id;
    }
    const { hall, kitchen } = scenes;
    const put = (scene: typeof hall, hotspots: unknown[]) =>
      owner.put(`/api/tours/${tour.id}/scenes/${scene.id}`, {
        data: { name: scene.name, nameEn: scene.nameEn, view: { yaw: 0, pitch: 0, zoom: 30 }, hotspots },
      });
    await apiData(
      await put(hall, [
        { type: 'link', target: kitchen.id, yaw: 0.3, pitch: -0.1 },
        { type: 'info', yaw: -0.4, pitch: 0.1, text: { fa: 'پیشخوان چوبی', en: 'A wooden counter' } },
      ]),
    );
    await apiData(await put(kitchen, [{ type: 'link', target: hall.id, yaw: 3, pitch: -0.1 }]));
    await apiData(
      await owner.patch(`/api/tours/${tour.id}`, {
        data: { titleEn: tourNames.en, visibility: 'public', startSceneId: hall.id },
      }),
    );
    await apiData(await owner.post(`/api/tours/${tour.id}/submit`));
    await signInViaApi(admin, DEMO_ADMIN.phone, DEMO_ADMIN.password);
    await apiData(await admin.post(`/api/admin/tours/${tour.id}/accept`));
  } finally {
    await owner.dispose();
    await admin.dispose();
  }
});

/** Where the first link arrow is on screen: it moves when the view turns. */
const arrowBox = (page: Page) => page.locator('.psv-virtual-tour-link').first().boundingBox();

for (const locale of ['fa', 'en'] as const) {
  test(`the embed walks the tour with the real viewer (${locale})`, async ({ browser }) => {
    // Software WebGL (SwiftShader) draws every turn on the CPU: on a busy machine this walk takes longest.
    test.slow();
    // A browser of the page's language: a first visit is sent to the language the browser asks for.
    const context = await browser.newContext({ locale: locale === 'fa' ? 'fa-IR' : 'en-US' });
    const page = await context.newPage();
    const t = messages[locale];
    const violations = await watchViolations(page);
    // three.js marks the page it loads in (window.__THREE__) and warns when a second copy finds the mark.
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/Multiple instances of Three\.js/i.test(message.text())) warnings.push(message.text());
    });

    await page.goto(pathIn(locale, `/embed/place/${link}`));
    const viewer = page.locator('[data-tour-status]');
    await expect(viewer).toHaveAttribute('data-tour-painted', 'true', { timeout: 30_000 });
    await expect(page.locator('.psv-canvas, .psv-container canvas').first()).toBeVisible();
    const hallName = locale === 'fa' ? scenes.hall.name : scenes.hall.nameEn;
    const kitchenName = locale === 'fa' ? scenes.kitchen.name : scenes.kitchen.nameEn;
    await expect(page.getByTestId('tour-scene-name')).toHaveText(hallName);
    await expect(page.locator('.psv-virtual-tour-link')).toHaveCount(1, { timeout: 20_000 });
    // Photo Sphere Viewer's buttons speak the page's language.
    await expect(page.locator('.psv-zoom-button').first()).toHaveAttribute('title', t.psv.zoomOut);
    await expectAccessible(page);

    // The keys turn the view only while the viewer has focus.
    const before = (await arrowBox(page))!;
    await page.keyboard.down('ArrowLeft');
    await page.waitForTimeout(400);
    await page.keyboard.up('ArrowLeft');
    expect((await arrowBox(page))!.x).toBeCloseTo(before.x, 0);
    await page.getByRole('application').focus();
    // Held until the arrow has moved (off screen counts: a busy machine lets the key go late).
    await page.keyboard.down('ArrowLeft');
    await expect
      .poll(
        async () => {
          const box = await arrowBox(page);
          return box ? Math.abs(box.x - before.x) : Infinity;
        },
        { intervals: [50] },
      )
      .toBeGreaterThan(20);
    await page.keyboard.up('ArrowLeft');
    // Opened again, the scene is at its start view, the arrow where it began and still.
    await page.reload();
    await expect(viewer).toHaveAttribute('data-tour-painted', 'true', { timeout: 30_000 });
    await expect(page.locator('.psv-virtual-tour-link')).toHaveCount(1, { timeout: 20_000 });

    // The arrow in the panorama walks to the kitchen; the address follows.
    await page.locator('.psv-virtual-tour-link').first().click();
    await expect(page.getByTestId('tour-scene-name')).toHaveText(kitchenName, { timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`[?&]scene=${scenes.kitchen.id}`));

    // The deep link opens that scene; the scene list's buttons walk back (focus in the list shows it).
    await page.reload();
    await expect(viewer).toHaveAttribute('data-tour-painted', 'true', { timeout: 30_000 });
    await expect(page.getByTestId('tour-scene-name')).toHaveText(kitchenName);
    const hallButton = page.getByTestId('tour-scenes').getByRole('button', { name: hallName });
    await hallButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('tour-scene-name')).toHaveText(hallName, { timeout: 20_000 });
    await expect(page.getByTestId('tour-hotspots').getByRole('button', { name: new RegExp(t.note) })).toBeVisible();

    expect(await page.evaluate(() => (window as { __THREE__?: string }).__THREE__)).toBeTruthy();
    expect(warnings, 'one three.js on a tour page').toEqual([]);
    expect(await violations()).toEqual([]);
    await context.close();
  });
}

test('the embed runs in another site’s frame', async ({ page, baseURL }) => {
  const site = await otherSite(`${baseURL}/en/embed/place/${link}`);
  try {
    await page.goto(site.url);
    const frame = page.frameLocator('#embed');
    await expect(
      frame.getByRole('application', { name: messages.en.viewer.replace('{title}', tourNames.en) }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(frame.locator('[data-tour-status]')).toHaveAttribute('data-tour-status', 'ready', { timeout: 30_000 });
    await expect(frame.getByRole('link', { name: messages.en.openInRassam })).toHaveAttribute(
      'href',
      new RegExp(`/en/embed/place/${link}$`),
    );
  } finally {
    await site.close();
  }
});
