/**
 * A 3D model in the market, in Persian and English, with data made through the API in this file: a new
 * owner opens a shop, adds a place with a picture, pays three display months with coins the demo admin
 * gave them and the admin activates it; the owner uploads a small GLB and waits until it is ready. Then,
 * in the browser: /dashboard/argumented-reality/{id}/add-to-market shows the model, puts it on the listing
 * and links to it, and shows the API's refusal in the form for a listing deleted meanwhile; the public
 * listing (still a cached public page) opens with the model first in its gallery, its poster as the
 * thumbnail with a 3D mark and the viewer with its AR button; the shop's cards carry the 3D mark; the owner
 * takes the model off again.
 *
 * The model is processed by the worker's ModelProcessor. While a build has none (the model stays queued,
 * untouched), the tests are skipped with that reason: they run in full once one is plugged in.
 */
import { expect, test, type Browser } from '@playwright/test';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { catalogue } from '../../packages/i18n/src/catalogue';
import {
  apiData,
  DEMO_ADMIN,
  registerViaApi,
  shopPicture,
  showListing,
  signInViaApi,
  stillModels,
  uniquePhone,
} from './helpers';

test.use(stillModels);

type Locale = 'fa' | 'en';
const locales: Locale[] = ['fa', 'en'];
const messages = { fa: faMessages, en: enMessages } as const;
const pathIn = (locale: Locale, path: string) => (locale === 'fa' ? path : `/en${path}`);

const password = 'Rassam-e2e-2024';
const phone = uniquePhone();
const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const shop = { name: `کارگاه سه‌بعدی ${suffix}`, nameEn: `3D Workshop ${suffix}`, link: `m3d${suffix}`.slice(0, 30) };
const listing = { slug: `chair-${suffix}`, titleFa: `صندلی چوبی ${suffix}`, titleEn: `Wooden chair ${suffix}` };
const modelTitle = `Chair model ${suffix}`;

let listingId = '';
let modelId = '';
/** One draft per locale, deleted while its page is open: the API then refuses it (CannotAddToMarket). */
const doomed: Record<Locale, { id: string; title: string }> = {
  fa: { id: '', title: `پیش‌نویس حذفی ${suffix}` },
  en: { id: '', title: `Doomed draft ${suffix}` },
};
let skipReason = '';

/** A GLB of one triangle: a JSON chunk and a binary chunk of three positions, as glTF 2.0 lays them out. */
function triangleGlb(): Buffer {
  const positions = Buffer.from(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]).buffer);
  const gltf = {
    asset: { version: '2.0' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }],
    accessors: [{ bufferView: 0, componentType: 5126, count: 3, type: 'VEC3', min: [0, 0, 0], max: [1, 1, 0] }],
    bufferViews: [{ buffer: 0, byteOffset: 0, byteLength: positions.length }],
    buffers: [{ byteLength: positions.length }],
  };
  let json = Buffer.from(JSON.stringify(gltf), 'utf8');
  json = Buffer.concat([json, Buffer.alloc((4 - (json.length % 4)) % 4, 0x20)]);
  const chunk = (type: number, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32LE(data.length, 0);
    head.writeUInt32LE(type, 4);
    return Buffer.concat([head, data]);
  };
  const body = Buffer.concat([chunk(0x4e4f534a, json), chunk(0x004e4942, positions)]);
  const header = Buffer.alloc(12);
  header.writeUInt32LE(0x46546c67, 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + body.length, 8);
  return Buffer.concat([header, body]);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(240_000);
  const owner = await playwright.request.newContext({ baseURL });
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await registerViaApi(owner, { credential: phone, name: 'Model E2E', password });
    await apiData(await owner.post('/api/shops/me', { data: shop }));
    const picture = await shopPicture(owner, 'chair.png');
    const places = await apiData<{ slug: string; id: string; children: { slug: string; id: string }[] }[]>(
      await owner.get('/api/market/categories?kind=place'),
    );
    const hotel = places.flatMap((root) => root.children).find((node) => node.slug === 'hotel')!;
    const created = await apiData<{ id: string }>(
      await owner.post('/api/shops/me/listings', {
        data: { kind: 'place', categoryId: hotel.id, ...listing, images: [picture] },
      }),
    );
    listingId = created.id;
    for (const locale of locales) {
      const draft = await apiData<{ id: string }>(
        await owner.post('/api/shops/me/listings', {
          data: {
            kind: 'place',
            categoryId: hotel.id,
            slug: `doomed-${locale}-${suffix}`,
            titleFa: doomed[locale].title,
            titleEn: doomed[locale].title,
          },
        }),
      );
      doomed[locale].id = draft.id;
    }

    await signInViaApi(admin, DEMO_ADMIN.phone, DEMO_ADMIN.password);
    await showListing(owner, admin, { id: listingId, categoryId: hotel.id }, 3);
    const shown = await apiData<{ listing: Record<string, unknown> }>(
      await owner.get(`/api/market/shops/${shop.link}/listings/${listing.slug}`),
    );
    if (!('model' in shown.listing)) {
      skipReason = 'public listing answers carry no `model` field yet (the models API adds it)';
      return;
    }

    const model = await apiData<{ id: string }>(
      await owner.post('/api/models', {
        multipart: {
          file: { name: 'chair.glb', mimeType: 'model/gltf-binary', buffer: triangleGlb() },
          title: modelTitle,
        },
      }),
    );
    modelId = model.id;
    // A processor takes a queued model within seconds (its progress moves); none at all leaves it untouched.
    const state = async () => apiData<{ status: string; progress: number }>(await owner.get(`/api/models/${modelId}`));
    const deadline = Date.now() + 20_000;
    let now = await state();
    while (now.status === 'processing' && now.progress === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      now = await state();
    }
    if (now.status === 'processing' && now.progress === 0) {
      skipReason = 'no 3D model processor in this build: the uploaded model stays queued';
      return;
    }
    await expect.poll(async () => (await state()).status, { timeout: 120_000 }).toBe('ready');
  } finally {
    await owner.dispose();
    await admin.dispose();
  }
});

/** The owner's browser in one language, signed in. */
async function ownerBrowser(browser: Browser, locale: Locale, baseURL: string) {
  const context = await browser.newContext({ locale: locale === 'fa' ? 'fa-IR' : 'en-US' });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);
  await signInViaApi(context.request, phone, password);
  return context;
}

for (const locale of locales) {
  const t = messages[locale].modelMarket;
  const listingTitle = locale === 'fa' ? listing.titleFa : listing.titleEn;
  const addPath = () => pathIn(locale, `/dashboard/argumented-reality/${modelId}/add-to-market`);
  const listingPath = pathIn(locale, `/market/${shop.link}/places/${listing.slug}`);

  test(`${locale}: the owner puts the model on a listing, which shows it first in its gallery`, async ({
    browser,
    baseURL,
  }) => {
    test.skip(Boolean(skipReason), skipReason);
    test.setTimeout(120_000);
    const context = await ownerBrowser(browser, locale, baseURL!);
    try {
      const page = await context.newPage();
      await page.goto(addPath());
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByTestId('model-title')).toHaveText(modelTitle);
      await expect(page.getByTestId('model-summary').locator('[data-status="ready"]')).toBeVisible();
      await expect(page.getByTestId('model-shown-none')).toHaveText(t.shownOnNone);

      // A listing deleted after the page was drawn: the API's refusal, in the page's language, under the field.
      await page.getByLabel(t.listing, { exact: true }).selectOption({ label: doomed[locale].title });
      const deleted = await context.request.delete(`/api/shops/me/listings/${doomed[locale].id}`);
      expect(deleted.status(), await deleted.text()).toBe(200);
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(page.getByText(catalogue.CannotAddToMarket[locale], { exact: true })).toBeVisible();
      await expect(page.getByLabel(t.listing, { exact: true })).toHaveAttribute('aria-invalid', 'true');

      // The shop's listing: added, with a link to its public page.
      await page.getByLabel(t.listing, { exact: true }).selectOption({ label: listingTitle });
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      const added = page.getByTestId('model-added');
      await expect(added).toContainText(listingTitle);
      await expect(added.getByRole('link', { name: t.viewListing })).toHaveAttribute(
        'href',
        new RegExp(`${listingPath.replace(/[/]/g, '\\/')}$`),
      );
      await expect(page.getByTestId('model-listing')).toHaveCount(1);
      await expect(page.getByTestId('model-listing')).toContainText(listingTitle);
      // The page has been drawn again with the model on the listing; in English no listing is left to choose
      // (both drafts are deleted by now), and the message of the addition stays all the same.
      await expect(added.getByRole('link', { name: t.viewListing })).toBeVisible();

      // The public listing: the same cached page for everyone, the model first, the viewer loaded when seen.
      const visitor = await browser.newContext({ locale: locale === 'fa' ? 'fa-IR' : 'en-US' });
      await visitor.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL! }]);
      try {
        const anonymous = await visitor.request.get(listingPath);
        expect(anonymous.status()).toBe(200);
        expect(anonymous.headers()['cache-control']).toContain('public');
        const view = await visitor.newPage();
        await view.goto(listingPath);
        const gallery = view.getByRole('region', { name: messages[locale].marketPages.gallery.region });
        await expect(gallery.getByTestId('listing-model')).toBeVisible();
        const thumbnails = gallery.getByRole('listitem');
        await expect(thumbnails).toHaveCount(2);
        const first = thumbnails.first().getByRole('button');
        await expect(first).toHaveAccessibleName(t.galleryModel);
        await expect(first).toHaveAttribute('aria-current', 'true');
        await expect(first.getByTestId('model-mark')).toHaveText(t.badge);
        await expect(first.locator('img')).toHaveAttribute('src', /\/api\/public\/models\/[^/]+\/files\/poster/);
        const viewer = gallery.locator('model-viewer');
        // model-viewer and three.js are a large first download (compressed on the server's first answer).
        await expect(viewer).toBeAttached({ timeout: 45_000 });
        // React gives a defined custom element its src as a property, not an attribute. Read in the page, which
        // is parsing three.js and starting the viewer meanwhile: two CI runs on a busy machine saw that take
        // longer than the default 10 s (it never failed alone), so it is given the time of the download above.
        const src = () => viewer.evaluate((element) => (element as HTMLElement & { src: string }).src);
        await expect.poll(src, { timeout: 45_000 }).toMatch(/\/api\/public\/models\/[^/]+\/files\/glb$/);
        await expect(viewer.locator('[slot="ar-button"]')).toHaveText(messages[locale].viewers.viewInAr);
        // The GLB is served without a cookie while the listing is on show.
        const glb = await visitor.request.get(await src());
        expect(glb.status()).toBe(200);
        // The pictures come after the model; the model comes back when chosen.
        await thumbnails.nth(1).getByRole('button').click();
        await expect(gallery.getByTestId('listing-model')).toHaveCount(0);
        await first.click();
        await expect(gallery.locator('model-viewer')).toBeAttached();

        // The shop's cards: a 3D mark on this listing's.
        await view.goto(pathIn(locale, `/market/${shop.link}`));
        const card = view.getByRole('link', { name: new RegExp(listingTitle) });
        await expect(card.getByTestId('model-mark')).toHaveText(t.badge);
      } finally {
        await visitor.close();
      }

      // Taken off again: the page says so, and the listing shows only its picture.
      await page.getByTestId('model-detach').click();
      const dialog = page.getByRole('alertdialog', { name: t.detachTitle });
      await dialog.getByRole('button', { name: t.detach, exact: true }).click();
      await expect(page.getByTestId('model-shown-none')).toBeVisible();
      const after = await page.request.get(`/api/market/shops/${shop.link}/listings/${listing.slug}`);
      expect(((await after.json()) as { data: { listing: { model: unknown } } }).data.listing.model).toBeNull();
    } finally {
      await context.close();
    }
  });
}

test('a user without a shop is sent to open one first, and comes back', async ({ browser, baseURL }) => {
  test.skip(!modelId, 'the model was not made');
  const context = await browser.newContext();
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'fa', url: baseURL! }]);
  try {
    await registerViaApi(context.request, { credential: uniquePhone(), name: 'No shop', password });
    const page = await context.newPage();
    const path = `/dashboard/argumented-reality/${modelId}/add-to-market`;
    await page.goto(path);
    await expect(page).toHaveURL(
      (url) => url.pathname === '/dashboard/shop/places' && url.searchParams.get('next') === path,
    );
  } finally {
    await context.close();
  }
});
