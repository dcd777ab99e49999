/**
 * axe-core (WCAG 2.1 A and AA) over every page of the product: each page.tsx under apps/web/src/app, opened
 * as the person it is for (a visitor, a plain user, a shop owner, the admin) on seeded data, in fa and en,
 * at 1280 px, and at 360 px in Persian (colour contrast at 1280, in the light theme, and in the dark one in Persian). A violation fails the test with its rule, impact, elements, page, locale and width.
 *
 * Fast enough for the whole suite: one browser context per role and locale (sign-in once, as storageState),
 * each page loaded once per locale and scanned at both widths (the viewport is resized between scans).
 */
import sharp from 'sharp';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations, type AxeScan } from './axe';
import { DEMO_ADMIN, apiData, leafCategory, registerViaApi, settled, signInViaApi, uniquePhone } from './helpers';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { samplePhoto, sharedResult, uploadPhoto } from './studio-seed';
import { texturedCube, toGlb } from '../../packages/api/src/modules/models/intake/test-models.fixtures';

type Locale = 'fa' | 'en';
type Role = 'visitor' | 'user' | 'owner' | 'admin';
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const locales: Locale[] = ['fa', 'en'];
const widths = [1280, 360] as const;
/** The seed's demo user (packages/api/src/seed.ts, demoAccount): a plain user with no shop. */
const DEMO_USER = { phone: '09120000001', password: 'Rassam1234' };

/** Filled by beforeAll: ids and slugs of what the owner made and what the seed holds. */
const seeded = {
  /** Paths of a seeded demo shop's listings: a place and an item. */
  place: '',
  item: '',
  listingId: '',
  productId: '',
  imageId: '',
  designId: '',
  sharedSlug: '',
  factorId: '',
  modelId: '',
  modelLink: '',
  tourId: '',
  ticketId: '',
  serviceId: '',
  orderId: '',
};

/**
 * One address per page.tsx (a page with a [param] once, on seeded data), with the role it is for. Functions
 * where the address needs what beforeAll made.
 */
/** A page whose 3D model draws in software WebGL (SwiftShader): on a busy machine it takes the longest. */
const THREE_D = new Set([
  '/shared/{slug}',
  '/dashboard/intelligence/image-to-3d/{id}',
  '/dashboard/argumented-reality/{id}',
  '/embed/model/{link}',
]);

const pages: ({ path: string; role: Role } | { name: string; path: () => string; role: Role })[] = [
  // (default)
  { path: '/', role: 'visitor' },
  { path: '/about', role: 'visitor' },
  { path: '/policy', role: 'visitor' },
  { path: '/terms', role: 'visitor' },
  { path: '/ai', role: 'visitor' },
  { path: '/ai/text-to-image', role: 'visitor' },
  { path: '/services/ai', role: 'visitor' },
  { path: '/services/text-to-video', role: 'visitor' },
  // The service catalogue: its front page, a category with children, a service with pictures and questions.
  { path: '/services', role: 'visitor' },
  { name: '/services/{category}', path: () => '/services/3d-and-ar', role: 'visitor' },
  { name: '/services/{category}/{slug}', path: () => '/services/3d-models/3d-product-model', role: 'visitor' },
  { name: '/shared/{slug}', path: () => `/shared/${seeded.sharedSlug}`, role: 'visitor' },
  // (products): the market
  { path: '/market', role: 'visitor' },
  { path: '/market/map', role: 'visitor' },
  { path: '/market/places/all', role: 'visitor' },
  { path: '/market/service/all/iran', role: 'visitor' },
  { path: '/market/shop/all', role: 'visitor' },
  { path: '/market/demo-0', role: 'visitor' },
  { path: '/market/demo-0/map', role: 'visitor' },
  { name: '/market/{userName}/places/{slug}', path: () => seeded.place, role: 'visitor' },
  { name: '/market/{userName}/shop/{slug}', path: () => seeded.item, role: 'visitor' },
  // (auth): the steps that need a credential are given one, as the previous step would
  { path: '/auth', role: 'visitor' },
  { path: `/auth/login?credential=${DEMO_USER.phone}`, role: 'visitor' },
  { path: '/auth/register?credential=09121234567', role: 'visitor' },
  { path: '/auth/verify?credential=09121234567', role: 'visitor' },
  { path: '/auth/forgot-pass', role: 'visitor' },
  { path: '/auth/change-pass?credential=09121234567', role: 'visitor' },
  // (panel): a plain user's pages
  { path: '/dashboard', role: 'user' },
  { path: '/dashboard/instruction', role: 'user' },
  { path: '/dashboard/guide', role: 'user' },
  { path: '/dashboard/settings', role: 'user' },
  { path: '/dashboard/logout', role: 'user' },
  { path: '/dashboard/profile', role: 'user' },
  { path: '/dashboard/profile/change-credential', role: 'user' },
  { path: '/dashboard/profile/change-password', role: 'user' },
  { path: '/dashboard/no-such-page', role: 'user' },
  { path: '/dashboard/intelligence', role: 'user' },
  { path: '/dashboard/intelligence/text-to-image', role: 'user' },
  { path: '/dashboard/intelligence/text-to-image/new', role: 'user' },
  { path: '/dashboard/intelligence/image-to-3d/create', role: 'user' },
  { path: '/dashboard/wallet', role: 'user' },
  { path: '/dashboard/wallet/history', role: 'user' },
  { path: '/dashboard/wallet/transactions', role: 'user' },
  { path: '/dashboard/wallet/payments', role: 'user' },
  { path: '/dashboard/wallet/payments/zibal', role: 'user' },
  { path: '/dashboard/wallet/payments/paypal', role: 'user' },
  // The "open your shop" page, as a user without one.
  { path: '/dashboard/shop/places', role: 'user' },
  // A shop owner's pages (and what only the owner of a design or an invoice sees)
  { path: '/dashboard/shop', role: 'owner' },
  { path: '/dashboard/shop/places', role: 'owner' },
  { name: '/dashboard/shop/places/{id}', path: () => `/dashboard/shop/places/${seeded.listingId}`, role: 'owner' },
  { path: '/dashboard/shop/product', role: 'owner' },
  { name: '/dashboard/shop/product/{id}', path: () => `/dashboard/shop/product/${seeded.productId}`, role: 'owner' },
  { path: '/dashboard/shop/image', role: 'owner' },
  { name: '/dashboard/shop/image/{id}', path: () => `/dashboard/shop/image/${seeded.imageId}`, role: 'owner' },
  { path: '/dashboard/shop/info', role: 'owner' },
  { path: '/dashboard/shop/info/social', role: 'owner' },
  { path: '/dashboard/shop/gallery', role: 'owner' },
  { name: '/dashboard/shop/designed-{id}', path: () => `/dashboard/shop/designed-${seeded.designId}`, role: 'owner' },
  {
    name: '/dashboard/intelligence/image-to-3d/{id}',
    path: () => `/dashboard/intelligence/image-to-3d/${seeded.designId}`,
    role: 'owner',
  },
  { name: '/dashboard/orders/factor-{id}', path: () => `/dashboard/orders/factor-${seeded.factorId}`, role: 'owner' },
  // Orders of the service catalogue: the list, a service's form, an order awaiting payment, sending files.
  { path: '/dashboard/orders', role: 'owner' },
  { name: '/dashboard/orders/new', path: () => '/dashboard/orders/new?service=3d-product-model', role: 'owner' },
  { name: '/dashboard/orders/{id}', path: () => `/dashboard/orders/${seeded.orderId}`, role: 'owner' },
  { path: '/dashboard/orders/put-file', role: 'owner' },
  // 3D models: the library, a new one, a model's viewer and editor, adding it to a listing, and its embed.
  { path: '/dashboard/argumented-reality', role: 'owner' },
  { path: '/dashboard/argumented-reality/new', role: 'owner' },
  {
    name: '/dashboard/argumented-reality/{id}',
    path: () => `/dashboard/argumented-reality/${seeded.modelId}`,
    role: 'owner',
  },
  {
    name: '/dashboard/argumented-reality/{id}/add-to-market',
    path: () => `/dashboard/argumented-reality/${seeded.modelId}/add-to-market`,
    role: 'owner',
  },
  { name: '/embed/model/{link}', path: () => `/embed/model/${seeded.modelLink}`, role: 'visitor' },
  // Virtual tours: the library, a new one and a tour's editor (with a scene, on the scenes' tab).
  { path: '/dashboard/virtual-tour', role: 'owner' },
  { path: '/dashboard/virtual-tour/new', role: 'owner' },
  { name: '/dashboard/virtual-tour/{id}', path: () => `/dashboard/virtual-tour/${seeded.tourId}`, role: 'owner' },
  // Support tickets (a thread with a file and the desk's answer) and the notifications' list.
  { path: '/dashboard/ticket', role: 'owner' },
  { path: '/dashboard/ticket/new', role: 'owner' },
  { name: '/dashboard/ticket/{id}', path: () => `/dashboard/ticket/${seeded.ticketId}`, role: 'owner' },
  { path: '/dashboard/notifications', role: 'owner' },
  // The back office
  { path: '/dashboard/admin/wallet', role: 'admin' },
  { path: '/dashboard/admin/ledger', role: 'admin' },
  { path: '/dashboard/admin/ai', role: 'admin' },
  { path: '/dashboard/admin/market', role: 'admin' },
  { path: '/dashboard/admin/market/shops', role: 'admin' },
  { path: '/dashboard/admin/market/categories', role: 'admin' },
  { path: '/dashboard/admin/market/locations', role: 'admin' },
  { path: '/dashboard/admin/market/prices', role: 'admin' },
  { path: '/dashboard/admin/tours', role: 'admin' },
  { path: '/dashboard/admin/services', role: 'admin' },
  { path: '/dashboard/admin/services/new', role: 'admin' },
  {
    name: '/dashboard/admin/services/{id}',
    path: () => `/dashboard/admin/services/${seeded.serviceId}`,
    role: 'admin',
  },
  // The support desk (the demo admin is on it): the queues with the demo user's ticket and order, one of each.
  { path: '/dashboard/support', role: 'admin' },
  { path: '/dashboard/support/tickets', role: 'admin' },
  {
    name: '/dashboard/support/tickets/{id}',
    path: () => `/dashboard/support/tickets/${seeded.ticketId}`,
    role: 'admin',
  },
  { path: '/dashboard/support/orders', role: 'admin' },
  { name: '/dashboard/support/orders/{id}', path: () => `/dashboard/support/orders/${seeded.orderId}`, role: 'admin' },
  { path: '/dashboard/support/replies', role: 'admin' },
];

const inLocale = (locale: Locale, path: string) => (locale === 'fa' ? path : path === '/' ? '/en' : `/en${path}`);

const states: Partial<Record<Role, StorageState>> = {};
/** One context per role and locale in this worker, made on first use. */
const contexts = new Map<string, BrowserContext>();

async function contextFor(browser: Browser, role: Role, locale: Locale, baseURL: string): Promise<BrowserContext> {
  const key = `${role}:${locale}`;
  let context = contexts.get(key);
  if (!context) {
    context = await browser.newContext({
      baseURL,
      storageState: states[role],
      viewport: { width: 1280, height: 800 },
      // The pages as a reader who asked for less motion gets them: the same markup and colours, and a model
      // that stands still, which software WebGL draws once instead of sixty times a second beside the scans.
      reducedMotion: 'reduce',
    });
    await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);
    contexts.set(key, context);
  }
  return context;
}

/** Lets client-side data arrive (a page that keeps a connection open is scanned after a short wait anyway). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  // A map enables its controls once it has loaded, and a listing's Save once its category's attributes have:
  // a button turning enabled during a scan is read half-faded (its disabled look transitioning away; the full
  // run saw it on a listing's page). What cannot load says so instead, and is waited for no longer than this.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="point-map"]')].every((map) => map.hasAttribute('data-ready')) &&
        !document.querySelector('[data-testid="attributes-loading"]'),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/**
 * After a resize or a theme switch: the next frame, and every running transition finished (axe would read a
 * colour halfway through a `transition-colors`).
 */
async function settleStyles(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    // Transitions only: a spinner or a skeleton's pulse runs for ever.
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    const finished = Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
    // One that is restarted as it ends (or never runs in a background tab) is not waited for beyond a second.
    await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 1_000))]);
  });
}

test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(240_000);
  const newRequest = () => playwright.request.newContext({ baseURL });

  const user = await newRequest();
  await signInViaApi(user, DEMO_USER.phone, DEMO_USER.password);
  states.user = await user.storageState();
  await user.dispose();

  const admin = await newRequest();
  await signInViaApi(admin, DEMO_ADMIN.phone, DEMO_ADMIN.password);
  // A demo service of the catalogue, for its form in the back office.
  seeded.serviceId = (await apiData<{ id: string }[]>(await admin.get('/api/admin/services')))[0]!.id;
  states.admin = await admin.storageState();
  await admin.dispose();

  // A shop owner with a listing of each kind, an image, a 3D design (shared) and an invoice.
  const owner = await newRequest();
  await registerViaApi(owner, { credential: uniquePhone(), name: 'Axe Owner', password: 'Rassam-a11y-2024' });
  const link = `a11y${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await apiData(await owner.post('/api/shops/me', { data: { name: `فروشگاه ${link}`, nameEn: `Shop ${link}`, link } }));
  const listing = async (kind: 'place' | 'item', slug: string, titleFa: string, titleEn: string) =>
    (
      await apiData<{ id: string }>(
        await owner.post('/api/shops/me/listings', {
          data: { kind, categoryId: await leafCategory(owner, kind), slug, titleFa, titleEn },
        }),
      )
    ).id;
  seeded.listingId = await listing('place', 'a11y-place', 'جای آزمون', 'Test place');
  seeded.productId = await listing('item', 'a11y-item', 'کالای آزمون', 'Test item');
  const image = await owner.post('/api/shops/me/media', {
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: await samplePhoto() } },
  });
  seeded.imageId = (await apiData<{ id: string }>(image)).id;
  const topup = await apiData<{ redirectUrl: string }>(
    await owner.post('/api/wallet/topups', { data: { coins: 20, portal: 'zibal' } }),
  );
  const pay = await owner.post(`${new URL(topup.redirectUrl).pathname}/pay`, { maxRedirects: 0 });
  const callback = Object.fromEntries(new URL(pay.headers()['location']!).searchParams);
  seeded.factorId = (
    await apiData<{ factorId: string }>(await owner.post('/api/payments/zibal/return', { data: callback }))
  ).factorId;
  const banner = await apiData<{ id: string }>(await owner.get('/api/services/banner-design'));
  seeded.orderId = (
    await apiData<{ id: string }>(
      await owner.post('/api/orders', { data: { serviceId: banner.id, answers: { size: 'story', copy: 'Sale' } } }),
    )
  ).id;
  seeded.sharedSlug = await sharedResult(owner, 'image-to-3d', { image: await uploadPhoto(owner) });
  const designs = await apiData<{ id: string; tool: string }[]>(await owner.get('/api/designs?tool=image-to-3d'));
  seeded.designId = designs.find((design) => design.tool === 'image-to-3d')!.id;
  // A model, ready (the real pipeline runs in the server's worker) and visible by link.
  const glb = Buffer.from(await toGlb(await texturedCube(256)));
  const model = await apiData<{ id: string; link: string }>(
    await owner.post('/api/models', {
      multipart: { file: { name: 'cube.glb', mimeType: 'model/gltf-binary', buffer: glb } },
    }),
  );
  await expect
    .poll(async () => (await apiData<{ status: string }>(await owner.get(`/api/models/${model.id}`))).status, {
      timeout: 120_000,
    })
    .toBe('ready');
  await apiData(await owner.patch(`/api/models/${model.id}`, { data: { visibility: 'unlisted' } }));
  seeded.modelId = model.id;
  seeded.modelLink = model.link;
  // A tour with one scene (a 2:1 panorama drawn here).
  const tour = await apiData<{ id: string }>(await owner.post('/api/tours', { data: { title: 'تور آزمون' } }));
  const panorama = await sharp({ create: { width: 1024, height: 512, channels: 3, background: '#6a8caf' } })
    .jpeg()
    .toBuffer();
  await apiData(
    await owner.post(`/api/tours/${tour.id}/scenes`, {
      multipart: { file: { name: 'hall.jpg', mimeType: 'image/jpeg', buffer: panorama }, name: 'سالن' },
    }),
  );
  seeded.tourId = tour.id;
  // A ticket with a file and the desk's answer (which notifies the owner too).
  const ticket = await apiData<{ id: string }>(
    await owner.post('/api/tickets', { data: { subject: 'پرسش آزمون', message: 'متن پرسش آزمون' } }),
  );
  await apiData(
    await owner.post(`/api/tickets/${ticket.id}/files`, {
      multipart: { file: { name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('a note') } },
    }),
  );
  const desk = await newRequest();
  await signInViaApi(desk, DEMO_ADMIN.phone, DEMO_ADMIN.password);
  await apiData(await desk.post(`/api/support/tickets/${ticket.id}/messages`, { data: { text: 'پاسخ آزمون' } }));
  await desk.dispose();
  seeded.ticketId = ticket.id;
  states.owner = await owner.storageState();
  await owner.dispose();

  // A seeded demo shop, and a listing of each kind the demo shops have (the seed's slugs are random).
  const visitor = await newRequest();
  for (let shop = 0; shop < 10 && !(seeded.place && seeded.item); shop += 1) {
    const html = await (await visitor.get(`/en/market/demo-${shop}`)).text();
    seeded.place ||= /\/market\/demo-\d+\/places\/[a-z0-9-]+/.exec(html)?.[0] ?? '';
    seeded.item ||= /\/market\/demo-\d+\/shop\/[a-z0-9-]+/.exec(html)?.[0] ?? '';
  }
  await visitor.dispose();
  expect(seeded.place, 'a seeded demo place').toBeTruthy();
  expect(seeded.item, 'a seeded demo item').toBeTruthy();
});

test.afterAll(async () => {
  for (const context of contexts.values()) await context.close();
  contexts.clear();
});

for (const entry of pages) {
  const { role } = entry;
  /** How the page is named in titles: its address, or its route when made in beforeAll. */
  const name = 'name' in entry ? entry.name : entry.path;
  for (const locale of locales) {
    test(`${locale} ${name} (${role})`, async ({ browser, baseURL }) => {
      // Three times the time for those (a model's first frame waits on software rendering), not for the rest.
      test.slow(THREE_D.has(name));
      const address = typeof entry.path === 'string' ? entry.path : entry.path();
      const context = await contextFor(browser, role, locale, baseURL!);
      const page = await context.newPage();
      try {
        const response = await page.goto(inLocale(locale, address));
        expect(response?.status(), `${address} answered`).toBeLessThan(500);
        // The page is the one asked for (a guard that sent the role elsewhere would scan the wrong page).
        expect(new URL(page.url()).pathname).toBe(new URL(inLocale(locale, address), baseURL).pathname);
        await settle(page);
        const found: string[] = [];
        const scan = async (theme: 'light' | 'dark', width: number, scope: AxeScan) => {
          await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
          await settleStyles(page);
          for (const violation of await axeViolations(page, scope)) {
            const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
            found.push(`${violation.id} (${violation.impact}), ${theme} at ${width}px: ${targets} (${violation.help})`);
          }
        };
        // Colour contrast once per theme, at 1280: the colours are the same at both widths, and it is the
        // dearest rule (a third of a scan). Every other rule at both widths, since layouts differ.
        // The phone width in Persian only: English is the same markup mirrored (logical properties, one
        // stylesheet), and every rule that reads words or languages already ran on it at 1280.
        for (const width of locale === 'fa' ? widths : ([1280] as const)) {
          await scan('light', width, width === 1280 ? {} : { disable: ['color-contrast'] });
        }
        // The dark theme changes colours only: its own contrast scan, on the page already loaded, switched as the
        // theme cookie would have rendered it (the class on <html>). At one width and in Persian only, for the
        // reasons above: the colours are the same at both widths and in both languages.
        if (locale === 'fa') {
          await page.evaluate(() => document.documentElement.classList.add('dark'));
          await scan('dark', 1280, { rules: ['color-contrast'] });
        }
        expect(found, `axe violations on ${inLocale(locale, address)} as ${role}`).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
}

/** The header's account menu by keyboard alone: it opens, arrows move through it, Escape closes it and focus returns. */
for (const locale of locales) {
  test(`${locale}: the account menu works by keyboard`, async ({ browser, baseURL }) => {
    const nav = (locale === 'fa' ? faMessages : enMessages).nav;
    const [before, after] = nav.userMenu.split('{name}') as [string, string];
    const context = await contextFor(browser, 'user', locale, baseURL!);
    const page = await context.newPage();
    try {
      await page.goto(inLocale(locale, '/'));
      await settled(page);
      const opener = page.getByRole('button', { name: new RegExp(`^${before}.+${after}$`) });
      await opener.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem')).toHaveText([nav.dashboard, nav.profile, nav.settings, nav.signOut]);
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: nav.profile })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(opener).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await menu.getByRole('menuitem', { name: nav.settings }).press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === inLocale(locale, '/dashboard/settings'));
    } finally {
      await page.close();
    }
  });
}
