/**
 * Virtual tours end to end, in Persian and English, for a new shop owner each: panoramas drawn here with
 * sharp (two 2:1 scenes and a 3:1 picture the upload must refuse beside its file), a tour made on /new, the
 * two scenes linked both ways by hotspots (one placed by a click on the panorama, one from the keyboard),
 * a note, the start view, visible by link, sent for review; the demo admin opens it in the review queue and
 * accepts it; the owner attaches it to a place listing on /dashboard/shop/places/{id}; the place's public page
 * shows it, and its embed runs inside an iframe of another site.
 *
 * Needs the tours API (api helper) and the viewer (viewer helper) merged with these pages.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import {
  apiData,
  DEMO_ADMIN,
  otherSite,
  registerViaApi,
  rememberLocale,
  shopPicture,
  showListing,
  signInViaApi,
  uniquePhone,
} from './helpers';

type Locale = 'fa' | 'en';
const messages = { fa: faMessages, en: enMessages } as const;
const pathIn = (locale: Locale, path: string) => (locale === 'fa' ? path : `/en${path}`);

/** A panorama of a colour with a band of another along its horizon (so the two scenes differ). */
async function panorama(width: number, height: number, sky: string, band: string): Promise<Buffer> {
  const stripe = await sharp({ create: { width, height: height / 8, channels: 3, background: band } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: sky } })
    .composite([{ input: stripe, top: Math.round((height * 7) / 16), left: 0 }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A sentence as the page writes it: ICU placeholders filled. */
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{${key}}`, value), text);

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
}

for (const locale of ['fa', 'en'] as const) {
  const t = messages[locale].tours;
  const review = messages[locale].tourReview;

  test(`${locale}: make a tour from two panoramas, link them, get it accepted, show it on a place and in an embed`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const suffix = `${locale}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const title = locale === 'fa' ? `ویلای ساحلی ${suffix}` : `Seaside villa ${suffix}`;
    const shop = { name: `فروشگاه ${suffix}`, nameEn: `Shop ${suffix}`, link: `tour${suffix}`.slice(0, 30) };
    const place = { slug: `villa-${suffix}`, titleFa: `ویلا ${suffix}`, titleEn: `Villa ${suffix}` };

    // The owner, their shop and a place on show (paid with coins the admin gives, activated by the admin).
    await rememberLocale(page, locale, baseURL!);
    await registerViaApi(page.request, {
      credential: uniquePhone(),
      name: 'Tour Maker',
      password: 'Rassam1234',
      locale,
    });
    await apiData(await page.request.post('/api/shops/me', { data: shop }));
    type Node = { id: string; children: Node[] };
    let category = (await apiData<Node[]>(await page.request.get('/api/market/categories?kind=place')))[0]!;
    while (category.children.length) category = category.children[0]!;
    const listing = await apiData<{ id: string }>(
      await page.request.post('/api/shops/me/listings', {
        data: {
          kind: 'place',
          categoryId: category.id,
          ...place,
          images: [await shopPicture(page.request, 'villa.png')],
        },
      }),
    );
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await rememberLocale(admin, locale, baseURL!);
    await signInViaApi(admin.request, DEMO_ADMIN.phone, DEMO_ADMIN.password);
    await showListing(page.request, admin.request, { id: listing.id, categoryId: category.id });

    // A new tour: the title, then the panoramas (two scenes and a 3:1 picture refused beside its own file).
    await page.goto(pathIn(locale, '/dashboard/virtual-tour'));
    await expect(page).toHaveTitle(new RegExp(messages[locale].titles.tours));
    await page.getByRole('link', { name: t.new }).first().click();
    await page.getByLabel(t.create.title).fill(title);
    await page.getByRole('button', { name: t.create.next }).click();
    await page.waitForURL(/\/virtual-tour\/new\?tour=[0-9a-f-]{36}$/);
    const tourId = new URL(page.url()).searchParams.get('tour')!;
    await page.getByTestId('scene-files').setInputFiles([
      { name: 'hall.jpg', mimeType: 'image/jpeg', buffer: await panorama(2048, 1024, '#8fb3d9', '#5b3a29') },
      { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: await panorama(2048, 1024, '#f0e6c8', '#2f6b3a') },
      { name: 'wide.jpg', mimeType: 'image/jpeg', buffer: await panorama(3072, 1024, '#cccccc', '#333333') },
    ]);
    const rows = page.getByTestId('scene-upload-row');
    await expect(rows.nth(0)).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
    await expect(rows.nth(1)).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
    await expect(rows.nth(2)).toHaveAttribute('data-state', 'failed', { timeout: 60_000 });
    await expect(rows.nth(2).getByRole('alert')).not.toBeEmpty();
    await page.getByTestId('open-editor').click();
    await page.waitForURL(new RegExp(`/virtual-tour/${tourId}$`));
    const tour = await apiData<{ scenes: { id: string; name: string }[] }>(
      await page.request.get(`/api/tours/${tourId}`),
    );
    expect(tour.scenes.map((scene) => scene.name).sort()).toEqual(['hall', 'kitchen']);

    // Scene one: a link to scene two placed by a click on the panorama (the viewer in editing mode).
    await openTab(page, t.editor.hotspots);
    const viewer = page.locator('[data-tour-status]');
    // The panorama painted, not only the viewer made: a click before that finds no sphere to place on.
    await expect(viewer).toHaveAttribute('data-tour-painted', 'true', { timeout: 60_000 });
    const box = (await viewer.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.55);
    const editor = page.getByTestId('hotspot-editor');
    await expect(editor.getByLabel(t.hotspots.target)).toBeVisible();
    // A note too, from the keyboard: at the centre of the view, in both languages.
    await page.locator('label').filter({ hasText: t.hotspots.info }).click();
    await page.getByRole('button', { name: t.hotspots.atCentre }).click();
    await editor.getByLabel(t.hotspots.textFa).fill('ورودی اصلی');
    await editor.getByLabel(t.hotspots.textEn).fill('Main entrance');
    await page.getByRole('button', { name: t.hotspots.save }).click();
    await expect(page.getByTestId('hotspots-panel').getByRole('status')).toHaveText(t.saved);
    await page.getByRole('button', { name: t.startView.use }).click();
    await expect(page.getByTestId('hotspots-panel').getByRole('status').last()).toHaveText(t.startView.saved);

    // Scene two: a link back, placed from the keyboard.
    await openTab(page, t.editor.scenes);
    await page
      .getByTestId('scene-row')
      .filter({ hasText: 'kitchen' })
      .getByRole('button', { name: 'kitchen', exact: true })
      .click();
    await openTab(page, t.editor.hotspots);
    await page.locator('label').filter({ hasText: t.hotspots.link }).click();
    await page.getByRole('button', { name: t.hotspots.atCentre }).click();
    await expect(editor.getByLabel(t.hotspots.target)).toHaveValue(tour.scenes.find((s) => s.name === 'hall')!.id);
    await page.getByRole('button', { name: t.hotspots.save }).click();
    await expect(page.getByTestId('hotspots-panel').getByRole('status')).toHaveText(t.saved);
    const linked = await apiData<{ scenes: { name: string; hotspots: { type: string; target?: string }[] }[] }>(
      await page.request.get(`/api/tours/${tourId}`),
    );
    const byName = Object.fromEntries(linked.scenes.map((scene) => [scene.name, scene]));
    const ids = Object.fromEntries(tour.scenes.map((scene) => [scene.name, scene.id]));
    expect(byName.hall!.hotspots.filter((h) => h.type === 'link').map((h) => h.target)).toEqual([ids.kitchen]);
    expect(byName.hall!.hotspots.some((h) => h.type === 'info')).toBe(true);
    expect(byName.kitchen!.hotspots.map((h) => h.target)).toEqual([ids.hall]);

    // Visible by link, then sent for review.
    await openTab(page, t.editor.details);
    await page.getByTestId('tour-details').getByRole('radio', { name: t.visibility.unlisted }).check();
    await page.getByTestId('tour-details').getByRole('button', { name: t.save }).click();
    await expect(page.getByTestId('tour-details').getByRole('status')).toHaveText(t.saved);
    await openTab(page, t.editor.publish);
    await page.getByTestId('submit-tour').click();
    await expect(page.getByTestId('tour-status')).toHaveAttribute('data-status', 'submitted');

    // The admin opens it in the queue, then accepts it.
    await admin.goto(pathIn(locale, '/dashboard/admin/tours'));
    const card = admin.locator(`[data-testid="review-card"][data-id="${tourId}"]`);
    await card.getByRole('button', { name: review.open }).click();
    await expect(admin.getByRole('dialog')).toBeVisible();
    await admin.keyboard.press('Escape');
    await card.getByTestId('accept-tour').click();
    await expect(admin.getByRole('status')).toHaveText(fill(review.accepted, { title }));
    await adminContext.close();

    // The owner attaches it to the place.
    await page.goto(pathIn(locale, `/dashboard/shop/places/${listing.id}`));
    const section = page.getByTestId('place-tour');
    await section.getByLabel(t.attach.choose).selectOption(tourId);
    await section.getByTestId('attach-tour').click();
    await expect(section.getByRole('status')).toHaveText(t.attach.attached);
    await expect(section.getByTestId('attached-tour')).toContainText(title);

    // The place's public page shows the tour.
    const shown = await apiData<{ embedUrl: string; listing: { path: string } }>(
      await page.request.get(`/api/tours/${tourId}`),
    );
    await page.goto(pathIn(locale, shown.listing.path));
    await page.getByTestId('listing-tour').getByTestId('enter-tour').click();
    await expect(page.getByTestId('listing-tour').locator('[data-tour-status]')).toHaveAttribute(
      'data-tour-status',
      'ready',
      { timeout: 60_000 },
    );

    // Its embed, signed out, inside another site's page (the place's viewer closed first: one WebGL panorama at a time).
    await page.goto('about:blank');
    const site = await otherSite(shown.embedUrl);
    try {
      const visitor = await browser.newContext();
      const blog = await visitor.newPage();
      await blog.goto(site.url);
      const frame = blog.frameLocator('#embed');
      await expect(frame.locator('[data-tour-status]')).toHaveAttribute('data-tour-status', 'ready', {
        timeout: 60_000,
      });
      await visitor.close();
    } finally {
      await site.close();
    }
  });
}
