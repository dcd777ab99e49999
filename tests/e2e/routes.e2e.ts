/**
 * Every built route of the manifest, in both locales, as a visitor and as a signed-in user: status,
 * redirects, the document's language and direction, the layout, and the SEO head (title, canonical,
 * og:url, hreflang alternates, og:image). Also the sitemap, the 404 page, the capitalised aliases and the
 * locale cookie.
 *
 * Mostly plain HTTP (the `request` fixture, redirects not followed) for speed; `page` only where the DOM
 * has to be checked. One user is created for the whole file (auth POSTs are rate-limited per IP).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import type * as AiTools from '../../apps/web/src/content/ai-tools';
import type * as StudioTitles from '../../apps/web/src/components/studio/titles';
import type * as Manifest from '../../apps/web/src/routes/manifest';
import { codeFor, registerViaApi, settled, siteUrl, toPersianDigits, uniquePhone } from './helpers';

// The manifest imports routes.json without an import attribute, which Node's ESM loader refuses; through
// require (Playwright's TypeScript hook) it loads as the app sees it, `built` flags included.
const { routeManifest } = createRequire(import.meta.url)('../../apps/web/src/routes/manifest.ts') as typeof Manifest;
const { toolCopy } = createRequire(import.meta.url)('../../apps/web/src/content/ai-tools.ts') as typeof AiTools;
const { studioPageTitle } = createRequire(import.meta.url)(
  '../../apps/web/src/components/studio/titles.ts',
) as typeof StudioTitles;
type RouteEntry = Manifest.RouteEntry;

type Locale = 'fa' | 'en';
type Messages = {
  site: { name: string };
  titles: Record<string, string>;
  errorPage: Record<string, string>;
  admin: Record<'wallet' | 'ledger', { intro: string }>;
  payment: Record<'pending' | 'paid' | 'failed' | 'cancelled', { title: string }>;
};

const locales: Locale[] = ['fa', 'en'];
const root = join(import.meta.dirname, '../..');
const messages: Record<Locale, Messages> = {
  fa: JSON.parse(readFileSync(join(root, 'packages/i18n/messages/fa.json'), 'utf8')),
  en: JSON.parse(readFileSync(join(root, 'packages/i18n/messages/en.json'), 'utf8')),
};

/** The server's origin (its default SITE_URL): canonical, og:url and alternates are absolute on it. */
const SITE = siteUrl;
const dir: Record<Locale, 'rtl' | 'ltr'> = { fa: 'rtl', en: 'ltr' };
const acceptLanguage: Record<Locale, string> = { fa: 'fa', en: 'en' };

/**
 * Absolute URLs compared as URLs: Next.js writes the site's root as `http://localhost:3210` in the head
 * and `http://localhost:3210/` in the sitemap; both name the same address.
 */
const normal = (href: string | undefined) => (href ? new URL(href).href : href);

/** fa at the bare path, en under /en (and /en itself for /). */
const localized = (locale: Locale, path: string) => (locale === 'fa' ? path : path === '/' ? '/en' : `/en${path}`);

/** Built pages that can be opened without parameters; /sitemap.xml (layout none) has its own test. */
const pages = routeManifest.filter(
  (route) => route.built && !route.redirect && !route.path.includes('{') && route.layout !== 'none',
);
/** Built index routes that only redirect (the market's /market/places and the like). */
const redirectPages = routeManifest.filter((route) => route.built && route.redirect);
const isDashboard = (route: RouteEntry) => route.path === '/dashboard' || route.path.startsWith('/dashboard/');
/**
 * The back office (guard `admin`) and the support desk (guard `staff`, support and admin accounts): served to
 * the demo admin; anyone else signed in gets the 404 page.
 */
const isAdminOnly = (route: RouteEntry) => route.guards.includes('admin') || route.guards.includes('staff');
/** The demo admin the seed creates (packages/api/src/seed.ts, demoAdmin); signing in by password costs no code. */
const DEMO_ADMIN = { phone: '09120000002', password: 'Rassam1234' };
/**
 * Built routes with a parameter, opened with a sample that names nothing anyone owns: a visitor is sent to
 * sign in (and back), a signed-in user gets the 404. Every such route needs a sample here.
 */
const paramSamples: Record<string, string> = {
  '/dashboard/orders/factor-{id}': '/dashboard/orders/factor-00000000-0000-4000-8000-000000000000',
  '/dashboard/orders/{id}': '/dashboard/orders/00000000-0000-4000-8000-000000000000',
  // Public: a link nobody shared is the 404 page, for everyone.
  '/shared/{slug}': '/shared/NotSharedByAnyone1',
  // A shop link nobody has (the demo shops are demo-0 …): the 404 page.
  '/market/{userName}/map': '/market/no-such-shop-here/map',
  '/dashboard/intelligence/image-to-3d/{id}':
    '/dashboard/intelligence/image-to-3d/00000000-0000-4000-8000-000000000000',
  '/dashboard/intelligence/text-to-3d/{id}': '/dashboard/intelligence/text-to-3d/00000000-0000-4000-8000-000000000000',
  '/dashboard/intelligence/video-to-3d/{id}':
    '/dashboard/intelligence/video-to-3d/00000000-0000-4000-8000-000000000000',
  // The market: a shop nobody opened, a category or a province that does not exist, a listing nobody made.
  '/market/{userName}': '/market/no-such-shop-e2e',
  '/market/{shopLink}': '/market/nobody-opened-this',
  '/market/{userName}/places/{slug}': '/market/no-such-shop-e2e/places/no-such-listing',
  '/market/{userName}/shop/{slug}': '/market/no-such-shop-e2e/shop/no-such-listing',
  '/market/places/{category}/{country?}/{state?}/{city?}/{district?}': '/market/places/no-such-category',
  '/market/places/{category}/iran/{state?}/{city?}/{district?}': '/market/places/all/iran/no-such-province',
  '/market/service/{category}/{country?}/{state?}/{city?}/{district?}': '/market/service/all/no-such-country',
  '/market/service/{category}/iran/{state?}/{city?}/{district?}': '/market/service/all/iran/tehran/no-such-city',
  '/market/shop/{category}/{country?}/{state?}/{city?}/{district?}': '/market/shop/no-such-category/iran',
  '/market/shop/{category}/iran/{state?}/{city?}/{district?}': '/market/shop/all/iran/tehran/tehran/no-such-district',
  // The shop owner's pages: a listing, an image or a design no shop has.
  '/dashboard/shop/places/{id}': '/dashboard/shop/places/00000000-0000-4000-8000-000000000000',
  '/dashboard/shop/product/{id}': '/dashboard/shop/product/00000000-0000-4000-8000-000000000000',
  '/dashboard/shop/image/{id}': '/dashboard/shop/image/00000000-0000-4000-8000-000000000000',
  '/dashboard/shop/designed-{id}': '/dashboard/shop/designed-00000000-0000-4000-8000-000000000000',
  // 3D models: a model nobody has, and a link nobody shared (an embed is public: the 404 for everyone).
  '/dashboard/argumented-reality/{id}': '/dashboard/argumented-reality/00000000-0000-4000-8000-000000000000',
  '/dashboard/argumented-reality/{id}/add-to-market':
    '/dashboard/argumented-reality/00000000-0000-4000-8000-000000000000/add-to-market',
  '/embed/model/{link}': '/embed/model/NotSharedByAnyone1',
  // A shop's gallery: a shop nobody opened.
  '/embed/scene/{slug}': '/embed/scene/no-such-shop',
  // Virtual tours: a tour nobody has, and a link nobody shared.
  '/dashboard/virtual-tour/{id}': '/dashboard/virtual-tour/00000000-0000-4000-8000-000000000000',
  // The support desk: a plain user gets the 404 page from its guard before any ticket or order is read.
  '/dashboard/support/tickets/{id}': '/dashboard/support/tickets/00000000-0000-4000-8000-000000000000',
  '/dashboard/support/orders/{id}': '/dashboard/support/orders/00000000-0000-4000-8000-000000000000',
  '/embed/place/{link}': '/embed/place/NotSharedByAnyone1',
  // A ticket nobody opened.
  '/dashboard/ticket/{id}': '/dashboard/ticket/00000000-0000-4000-8000-000000000000',
  // The service catalogue: a category nobody made, a service nobody has, and its back office's form.
  '/services/{category}': '/services/no-such-category',
  '/services/{category}/{slug}': '/services/no-such-category/no-such-service',
  '/dashboard/admin/services/{id}': '/dashboard/admin/services/00000000-0000-4000-8000-000000000000',
  // The blog: a post nobody wrote, on its public page and in its back office.
  '/blog/{slug}': '/blog/no-such-post',
  '/dashboard/admin/blog/{id}': '/dashboard/admin/blog/00000000-0000-4000-8000-000000000000',
};
/**
 * Guard `shop`: a signed-in user without a shop is sent to /dashboard/shop/places (the "open your shop"
 * page) with the way back in ?next=; a shop owner is served.
 */
const isShopOnly = (route: RouteEntry) => route.guards.includes('shop');
const paramPages = routeManifest.filter((route) => route.built && route.path.includes('{'));
const isAuthPage = (route: RouteEntry) => route.path === '/auth' || route.path.startsWith('/auth/');

/**
 * Auth steps that make no sense without `?credential=` and send the visitor back (SPEC section 2, route
 * notes). /auth/login is not in the notes but behaves the same way (a password step for an unknown
 * credential): it is checked here so that a change of mind shows up.
 */
const needsCredential: Record<string, string> = {
  '/auth/register': '/auth',
  '/auth/verify': '/auth',
  '/auth/change-pass': '/auth/forgot-pass',
  '/auth/login': '/auth',
};
const sampleCredential = '09121234567';

const publicPages = pages.filter((route) => route.guards.length === 0);

function expectedTitle(locale: Locale, route: RouteEntry): string {
  const site = messages[locale].site.name;
  if (route.titleKey === 'default') return site;
  if (route.titleKey === 'tool') return `${toolCopy(route.path.split('/').pop()!, locale).name} | ${site}`;
  const title = messages[locale].titles[route.titleKey];
  expect(title, `titles.${route.titleKey} exists in ${locale}.json`).toBeTruthy();
  // A tool's studio pages (history, form, result) name the tool first.
  const studioTool = /^\/dashboard\/intelligence\/([a-z0-9-]+)(?:\/|$)/.exec(route.path)?.[1];
  if (studioTool) return `${studioPageTitle(toolCopy(studioTool, locale).name, title!)} | ${site}`;
  return `${title} | ${site}`;
}

// ---------------------------------------------------------------------------------------------------
// A tiny HTML head reader: enough for the tags Next.js writes (no nesting, double-quoted attributes).

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name]!);

function tags(html: string, name: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const match of html.matchAll(new RegExp(`<${name}\\b([^>]*?)/?>`, 'gi'))) {
    const attributes: Record<string, string> = {};
    for (const attribute of match[1]!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g))
      attributes[attribute[1]!.toLowerCase()] = decode(attribute[2] ?? '');
    found.push(attributes);
  }
  return found;
}

function headOf(html: string) {
  const end = html.indexOf('</head>');
  return end === -1 ? html : html.slice(0, end);
}

function titleOf(html: string): string | undefined {
  const match = headOf(html).match(/<title[^>]*>([^<]*)<\/title>/i);
  return match ? decode(match[1]!) : undefined;
}

/**
 * The address search engines are to index for a page: its own, but for `/services/*`, which copies the
 * `/ai` page word for word and names it (canonical, og:url and alternates).
 */
const canonicalPathOf = (path: string) => (path === '/services/ai' ? '/ai' : path.replace(/^\/services\//, '/ai/'));

/** Checks the whole page contract of a 200 HTML answer for `path` (without query) in `locale`. */
async function expectPage(response: APIResponse, locale: Locale, route: RouteEntry) {
  const full = localized(locale, route.path);
  const canonicalPath = canonicalPathOf(route.path);
  const url = normal(`${SITE}${localized(locale, canonicalPath)}`);
  expect(response.status(), `${full} answers 200`).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  const html = await response.text();
  const head = headOf(html);

  const [htmlTag] = tags(html, 'html');
  expect(htmlTag, `${full}: <html lang dir>`).toMatchObject({ lang: locale, dir: dir[locale] });

  const layouts = [...html.matchAll(/data-layout="([^"]+)"/g)].map((m) => m[1]);
  expect(layouts, `${full}: data-layout`).toContain(route.layout);

  expect(titleOf(html), `${full}: <title>`).toBe(expectedTitle(locale, route));

  const links = tags(head, 'link');
  const metas = tags(head, 'meta');
  const canonical = links.filter((l) => l.rel === 'canonical').map((l) => normal(l.href));
  expect(canonical, `${full}: canonical`).toEqual([url]);

  const ogUrl = metas.filter((m) => m.property === 'og:url').map((m) => normal(m.content));
  expect(ogUrl, `${full}: og:url`).toEqual([url]);

  const alternates = Object.fromEntries(
    links.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => [l.hreflang, normal(l.href)]),
  );
  expect(alternates, `${full}: hreflang alternates`).toEqual({
    fa: normal(`${SITE}${localized('fa', canonicalPath)}`),
    en: normal(`${SITE}${localized('en', canonicalPath)}`),
    'x-default': normal(`${SITE}${localized('fa', canonicalPath)}`),
  });

  const ogImage = metas.find((m) => m.property === 'og:image')?.content;
  expect(ogImage, `${full}: og:image`).toMatch(/^https?:\/\/\S+/);

  // What a search result shows under the title: whole sentences, within what engines show (160 characters).
  const descriptions = metas.filter((m) => m.name === 'description').map((m) => m.content!);
  expect(descriptions, `${full}: one meta description`).toHaveLength(1);
  expect(descriptions[0]!.length, `${full}: description "${descriptions[0]}"`).toBeLessThanOrEqual(160);
  expect(descriptions[0], `${full}: description ends a sentence`).toMatch(/[.!?؟…]$/);
}

/** A 3xx answer (not followed) whose Location is `target` (absolute or relative to the server). */
function expectRedirect(response: APIResponse, target: string, what: string) {
  expect(response.status(), `${what} redirects`).toBeGreaterThanOrEqual(300);
  expect(response.status(), `${what} redirects`).toBeLessThan(400);
  const location = new URL(response.headers()['location'] ?? '', 'http://server.invalid');
  expect(`${location.pathname}${location.search}`, `${what} Location`).toBe(target);
}

const get = (request: APIRequestContext, path: string, locale: Locale, headers: Record<string, string> = {}) =>
  request.get(path, { maxRedirects: 0, headers: { 'Accept-Language': acceptLanguage[locale], ...headers } });

// ---------------------------------------------------------------------------------------------------

test('the manifest has built pages to check', () => {
  // Guards against a filter that silently matches nothing.
  expect(pages.length).toBeGreaterThanOrEqual(18);
  expect(pages.filter(isDashboard).length).toBeGreaterThanOrEqual(8);
  expect(publicPages.map((r) => r.path)).toEqual(expect.arrayContaining(['/', '/about', '/policy', '/terms']));
});

test('every built route with a parameter has a sample to open', () => {
  expect(paramPages.map((r) => r.path).filter((path) => !paramSamples[path])).toEqual([]);
});

test.describe('as a visitor', () => {
  for (const route of pages) {
    for (const locale of locales) {
      const full = localized(locale, route.path);
      test(`${full}`, async ({ request }) => {
        const response = await get(request, full, locale);
        if (isDashboard(route)) {
          expect(route.guards).toContain('auth');
          expectRedirect(response, `${localized(locale, '/auth')}?redirect=${encodeURIComponent(full)}`, full);
          return;
        }
        const back = needsCredential[route.path];
        if (back) {
          expectRedirect(response, localized(locale, back), `${full} without ?credential`);
          // With the parameter the step itself is served; canonical and alternates leave the query out.
          const served = await get(request, `${full}?credential=${sampleCredential}`, locale);
          await expectPage(served, locale, route);
          return;
        }
        await expectPage(response, locale, route);
      });
    }
  }

  for (const route of redirectPages) {
    for (const locale of locales) {
      const full = localized(locale, route.path);
      test(`${full} answers 308 to ${route.redirect}`, async ({ request }) => {
        const response = await get(request, full, locale);
        expect(response.status()).toBe(308);
        expectRedirect(response, localized(locale, route.redirect!), full);
      });
    }
  }

  for (const route of paramPages.filter((route) => !isDashboard(route))) {
    for (const locale of locales) {
      const full = localized(locale, paramSamples[route.path] ?? route.path);
      test(`${full} (${route.path}) is the 404 page`, async ({ request }) => {
        expect((await get(request, full, locale)).status()).toBe(404);
      });
    }
  }

  for (const route of paramPages.filter(isDashboard)) {
    for (const locale of locales) {
      const full = localized(locale, paramSamples[route.path] ?? route.path);
      test(`${full} (${route.path})`, async ({ request }) => {
        expect(route.guards).toContain('auth');
        expectRedirect(
          await get(request, full, locale),
          `${localized(locale, '/auth')}?redirect=${encodeURIComponent(full)}`,
          full,
        );
      });
    }
  }
});

test.describe('signed in', () => {
  let storageState: Awaited<ReturnType<APIRequestContext['storageState']>>;
  let adminState: Awaited<ReturnType<APIRequestContext['storageState']>>;
  let ownerState: Awaited<ReturnType<APIRequestContext['storageState']>>;

  test.beforeAll(async ({ playwright }, testInfo) => {
    // One user for the file: one register and one verify POST (auth POSTs are limited per IP).
    const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const phone = uniquePhone();
    const password = 'Rassam-e2e-2024';
    const registered = await api.post('/api/auth/register', {
      data: { credential: phone, name: 'Routes E2E', password, confirmPassword: password },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    const code = await codeFor(api, phone);
    const verified = await api.post('/api/auth/verify', { data: { credential: phone, code } });
    expect(verified.status(), await verified.text()).toBe(200);
    storageState = await api.storageState();
    expect(storageState.cookies.map((c) => c.name)).toContain('user_session');
    await api.dispose();

    // And the seeded demo admin, for the back office: one sign-in POST by password.
    const admin = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const signedIn = await admin.post('/api/auth/login', {
      data: { credential: DEMO_ADMIN.phone, password: DEMO_ADMIN.password },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    adminState = await admin.storageState();
    await admin.dispose();

    // A shop owner, for the pages behind the shop guard: an account of its own, and its shop.
    const owner = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    await registerViaApi(owner, { credential: uniquePhone(), name: 'Routes shop E2E', password });
    const link = `routes${Date.now().toString(36)}`;
    const opened = await owner.post('/api/shops/me', {
      data: { name: `فروشگاه مسیرها ${link}`, nameEn: `Routes shop ${link}`, link },
    });
    expect(opened.status(), await opened.text()).toBe(201);
    ownerState = await owner.storageState();
    await owner.dispose();
  });

  for (const route of pages.filter((route) => isDashboard(route) && !isAdminOnly(route))) {
    for (const locale of locales) {
      const full = localized(locale, route.path);
      if (isShopOnly(route)) {
        test(`${full} sends a user without a shop to open one, and back`, async ({ playwright, baseURL }) => {
          const api = await playwright.request.newContext({ baseURL, storageState });
          try {
            expectRedirect(
              await get(api, full, locale),
              `${localized(locale, '/dashboard/shop/places')}?next=${encodeURIComponent(full)}`,
              full,
            );
          } finally {
            await api.dispose();
          }
        });
      }
      test(`${full} is served in the panel`, async ({ playwright, baseURL }) => {
        const api = await playwright.request.newContext({
          baseURL,
          storageState: isShopOnly(route) ? ownerState : storageState,
        });
        try {
          expect(route.layout).toBe('panel');
          await expectPage(await get(api, full, locale), locale, route);
        } finally {
          await api.dispose();
        }
      });
    }
  }

  for (const route of paramPages.filter(isDashboard)) {
    for (const locale of locales) {
      const full = localized(locale, paramSamples[route.path] ?? route.path);
      test(`${full} (${route.path}) is not found for a user it does not belong to`, async ({ playwright, baseURL }) => {
        // Behind the shop guard, the user it does not belong to is another shop's owner.
        const api = await playwright.request.newContext({
          baseURL,
          storageState: isShopOnly(route) ? ownerState : storageState,
        });
        try {
          const response = await get(api, full, locale);
          expect(response.status(), full).toBe(404);
          // notFound() in a page answers with Next.js's error shell, the page drawn in the browser
          // (vercel/next.js#62228); the head already has the 404 title.
          expect(titleOf(await response.text())).toBe(
            `${messages[locale].titles.notFound} | ${messages[locale].site.name}`,
          );
        } finally {
          await api.dispose();
        }
      });
    }
  }

  for (const route of pages.filter(isAdminOnly)) {
    for (const locale of locales) {
      const full = localized(locale, route.path);
      test(`${full} is served to an admin in the panel`, async ({ playwright, baseURL }) => {
        const api = await playwright.request.newContext({ baseURL, storageState: adminState });
        try {
          expect(route.layout).toBe('panel');
          expect(route.guards).toEqual(['auth', route.guards.includes('staff') ? 'staff' : 'admin']);
          await expectPage(await get(api, full, locale), locale, route);
        } finally {
          await api.dispose();
        }
      });

      test(`${full} is the 404 page for a user who is not an admin`, async ({ playwright, baseURL }) => {
        const api = await playwright.request.newContext({ baseURL, storageState });
        try {
          const response = await get(api, full, locale);
          expect(response.status(), full).toBe(404);
          // Nothing tells that the page exists: the 404 title, and none of the back office's copy (which
          // reaches the browser only through the admin layout).
          const html = await response.text();
          expect(titleOf(html)).toBe(`${messages[locale].titles.notFound} | ${messages[locale].site.name}`);
          const { wallet, ledger } = messages[locale].admin;
          for (const intro of [wallet.intro, ledger.intro]) expect(html).not.toContain(intro);
        } finally {
          await api.dispose();
        }
      });
    }
  }

  for (const route of pages.filter(isAuthPage)) {
    for (const locale of locales) {
      const full = localized(locale, route.path);
      test(`${full} sends a signed-in user to the dashboard`, async ({ playwright, baseURL }) => {
        const api = await playwright.request.newContext({ baseURL, storageState });
        try {
          const dashboard = localized(locale, '/dashboard');
          expectRedirect(await get(api, full, locale), dashboard, full);
          if (needsCredential[route.path])
            expectRedirect(
              await get(api, `${full}?credential=${sampleCredential}`, locale),
              dashboard,
              `${full}?credential`,
            );
        } finally {
          await api.dispose();
        }
      });
    }
  }
});

/**
 * The zero-id samples above name nothing anyone owns. Here user A really has an invoice, a payment, a
 * design and a listing (made through the API), and user B, signed in with a shop of its own (so the shop
 * guard lets B through), opens each of A's pages: the 404 page, and from the API a 404, never A's data.
 */
test.describe("another user's real invoice, payment, design and listing", () => {
  let ownerB: Awaited<ReturnType<APIRequestContext['storageState']>>;
  let a: APIRequestContext;
  const owned = { factorId: '', paymentId: '', trackId: '', designId: '', listingId: '' };

  async function dataOf<T>(response: APIResponse, status: number): Promise<T> {
    expect(response.status(), await response.text()).toBe(status);
    return ((await response.json()) as { data: T }).data;
  }

  async function shopOwner(request: APIRequestContext, name: string) {
    await registerViaApi(request, { credential: uniquePhone(), name, password: 'Rassam-e2e-2024' });
    const link = `idor${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    await dataOf(await request.post('/api/shops/me', { data: { name: `فروشگاه ${link}`, nameEn: link, link } }), 201);
  }

  test.beforeAll(async ({ playwright }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL;
    a = await playwright.request.newContext({ baseURL });
    await shopOwner(a, 'Owner A E2E');
    // A's invoice: a top-up paid at the dev Zibal gateway (an invoice is issued once a payment is paid).
    const paid = await dataOf<{ redirectUrl: string }>(
      await a.post('/api/wallet/topups', { data: { coins: 20, portal: 'zibal' } }),
      201,
    );
    const pay = await a.post(`${new URL(paid.redirectUrl).pathname}/pay`, { maxRedirects: 0 });
    const callback = Object.fromEntries(new URL(pay.headers()['location']!).searchParams);
    const settled = await dataOf<{ status: string; factorId: string }>(
      await a.post('/api/payments/zibal/return', { data: callback }),
      200,
    );
    expect(settled.status).toBe('paid');
    owned.factorId = settled.factorId;
    // A's payment: another top-up, left pending at the gateway.
    const topup = await dataOf<{ paymentId: string; redirectUrl: string }>(
      await a.post('/api/wallet/topups', { data: { coins: 25, portal: 'zibal' } }),
      201,
    );
    owned.paymentId = topup.paymentId;
    owned.trackId = new URL(topup.redirectUrl).pathname.split('/').at(-1)!;
    expect(owned.trackId).toMatch(/^\d+$/);
    // A's design (free on this server: offline runs cost nothing).
    owned.designId = (
      await dataOf<{ id: string }>(
        await a.post('/api/designs', { data: { tool: 'text-to-image', input: { prompt: 'A blue teapot' } } }),
        201,
      )
    ).id;
    // A's listing, in a leaf of the places tree.
    let node = (
      await dataOf<{ id: string; children: unknown[] }[]>(await a.get('/api/market/categories?kind=place'), 200)
    )[0]!;
    while (node.children.length > 0) node = node.children[0] as typeof node;
    owned.listingId = (
      await dataOf<{ id: string }>(
        await a.post('/api/shops/me/listings', {
          data: { kind: 'place', categoryId: node.id, slug: 'idor-place', titleFa: 'جای آ' },
        }),
        201,
      )
    ).id;

    const b = await playwright.request.newContext({ baseURL });
    await shopOwner(b, 'Owner B E2E');
    ownerB = await b.storageState();
    await b.dispose();
  });

  test.afterAll(async () => {
    // B's visits changed nothing of A's: the payment still waits, and A still sees all four.
    expect((await dataOf<{ status: string }>(await a.get(`/api/payments/${owned.paymentId}`), 200)).status).toBe(
      'pending',
    );
    await dataOf(await a.get(`/api/factors/${owned.factorId}`), 200);
    await dataOf(await a.get(`/api/designs/${owned.designId}`), 200);
    await dataOf(await a.get(`/api/shops/me/listings/${owned.listingId}`), 200);
    await a.dispose();
  });

  for (const locale of locales) {
    test(`${locale}: B gets the 404 page for A's invoice, design and listing`, async ({ playwright, baseURL }) => {
      const b = await playwright.request.newContext({ baseURL, storageState: ownerB });
      try {
        for (const path of [
          `/dashboard/orders/factor-${owned.factorId}`,
          `/dashboard/intelligence/text-to-image/${owned.designId}`,
          `/dashboard/shop/places/${owned.listingId}`,
        ]) {
          const full = localized(locale, path);
          const response = await get(b, full, locale);
          expect(response.status(), full).toBe(404);
          const html = await response.text();
          expect(titleOf(html), full).toBe(`${messages[locale].titles.notFound} | ${messages[locale].site.name}`);
          expect(html, full).not.toContain('جای آ');
        }
      } finally {
        await b.dispose();
      }
    });

    test(`${locale}: B returning with A's Zibal track is told the payment is not found`, async ({
      playwright,
      baseURL,
    }) => {
      const b = await playwright.request.newContext({ baseURL, storageState: ownerB });
      try {
        const query = new URLSearchParams({
          trackId: owned.trackId,
          success: '1',
          status: '2',
          orderId: owned.paymentId,
        });
        const full = `${localized(locale, '/dashboard/wallet/payments/zibal')}?${query}`;
        const response = await get(b, full, locale);
        const html = await response.text();
        // The return page words the API's PaymentNotFound (packages/i18n catalogue) and shows nothing of A's
        // payment: no state of it (its id is only in B's own query, echoed in the "check again" link).
        expect(html).toContain(locale === 'fa' ? 'پرداخت پیدا نشد' : 'The payment was not found');
        for (const state of ['pending', 'paid', 'failed', 'cancelled'] as const) {
          expect(html).not.toContain(messages[locale].payment[state].title);
        }
      } finally {
        await b.dispose();
      }
    });
  }

  test("the API answers B with 404 for each of A's, reading or writing", async ({ playwright, baseURL }) => {
    const b = await playwright.request.newContext({ baseURL, storageState: ownerB });
    try {
      const answers = {
        factor: await b.get(`/api/factors/${owned.factorId}`),
        payFactor: await b.post(`/api/factors/${owned.factorId}/pay`),
        payment: await b.get(`/api/payments/${owned.paymentId}`),
        resumePayment: await b.post(`/api/payments/${owned.paymentId}/resume`),
        cancelPayment: await b.post(`/api/payments/${owned.paymentId}/cancel`),
        zibalReturn: await b.post('/api/payments/zibal/return', {
          data: { trackId: owned.trackId, success: '1', status: '2', orderId: owned.paymentId },
        }),
        design: await b.get(`/api/designs/${owned.designId}`),
        deleteDesign: await b.delete(`/api/designs/${owned.designId}`),
        listing: await b.get(`/api/shops/me/listings/${owned.listingId}`),
        editListing: await b.patch(`/api/shops/me/listings/${owned.listingId}`, { data: { titleFa: 'از آن من' } }),
        payListing: await b.post(`/api/shops/me/listings/${owned.listingId}/pay`, { data: { months: 1 } }),
      };
      for (const [what, response] of Object.entries(answers)) {
        expect(response.status(), `${what}: ${await response.text()}`).toBe(404);
      }
    } finally {
      await b.dispose();
    }
  });
});

test('/sitemap.xml indexes files that list the public pages in both languages, each once', async ({ request }) => {
  const response = await request.get('/sitemap.xml', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const index = await response.text();
  expect(index).toMatch(/^<\?xml/);
  expect(index).toContain('<sitemapindex');
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));
  expect(files[0]).toBe(`${SITE}/sitemaps/pages.xml`);
  // The demo market's shops and listings have files of their own.
  expect(files).toContain(`${SITE}/sitemaps/shops-1.xml`);
  expect(files).toContain(`${SITE}/sitemaps/listings-1.xml`);

  const pagesXml = await (await request.get(`/sitemaps/pages.xml`)).text();
  expect(pagesXml).toContain('<urlset');
  const listed = [...pagesXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => normal(decode(m[1]!)));
  // Every public page that stands on its own: `/services/*` names its `/ai` original canonical and is left out.
  const expected = publicPages
    .filter((route) => canonicalPathOf(route.path) === route.path)
    .flatMap((route) => locales.map((locale) => normal(`${SITE}${localized(locale, route.path)}`)));
  expect(expected.length).toBeGreaterThan(40);
  for (const url of expected) expect(listed, url).toContain(url);
  // The tools' `/services/*` copies are not listed; the service catalogue's categories and services are.
  const toolCopies = publicPages
    .filter((route) => canonicalPathOf(route.path) !== route.path)
    .flatMap((route) => locales.map((locale) => normal(`${SITE}${localized(locale, route.path)}`)));
  expect(toolCopies.length).toBeGreaterThan(20);
  for (const url of toolCopies) expect(listed, url).not.toContain(url);
  expect(listed).toContain(normal(`${SITE}/services/3d-models/3d-product-model`));
  expect(listed).toContain(normal(`${SITE}/en/services/3d-and-ar`));
  // And the market's category lists, which have no entry of their own in the manifest.
  expect(listed).toContain(normal(`${SITE}/market/places/all`));
  expect(listed).toContain(normal(`${SITE}/en/market/places/all`));
  expect(new Set(listed).size).toBe(listed.length);
  // Each entry names both language versions as alternates; the documents say when they last changed.
  for (const route of publicPages.filter((route) => canonicalPathOf(route.path) === route.path)) {
    for (const locale of locales)
      expect(pagesXml).toContain(`hreflang="${locale}" href="${SITE}${localized(locale, route.path)}"`);
  }
  expect(pagesXml).toMatch(/<loc>[^<]+\/about<\/loc>\n(?:<xhtml:link [^>]+>\n){2}<lastmod>\d{4}-\d\d-\d\dT/);
});

test.describe('unknown paths', () => {
  for (const locale of locales) {
    const path = localized(locale, '/no-such-page');
    test.describe(`${locale}`, () => {
      test.use({ locale: locale === 'fa' ? 'fa-IR' : 'en-US' });

      test(`${path} answers 404 with the error page already in the HTML`, async ({ request }) => {
        const response = await get(request, path, locale);
        expect(response.status()).toBe(404);
        const html = await response.text();
        expect(titleOf(html)).toBe(`${messages[locale].titles.notFound} | ${messages[locale].site.name}`);
        // Crawlers and readers without JavaScript get the page itself, not an empty shell.
        expect(html).toContain(`<html lang="${locale}" dir="${dir[locale]}">`);
        expect(html).toMatch(new RegExp(`<h1[^>]*>${locale === 'fa' ? toPersianDigits('404') : '404'}</h1>`));
        expect(html).toContain(messages[locale].errorPage.notFound!);
      });

      test(`${localized(locale, '/wp-login.php')} (a dotted address) gets the same 404 page`, async ({ request }) => {
        const response = await get(request, localized(locale, '/wp-login.php'), locale);
        expect(response.status()).toBe(404);
        expect(await response.text()).toContain(`<html lang="${locale}" dir="${dir[locale]}">`);
      });

      test(`${path} shows the error page`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        const status = locale === 'fa' ? toPersianDigits('404') : '404';
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(status);
        await expect(page.getByText(messages[locale].errorPage.notFound!, { exact: true })).toBeVisible();
        const home = page.getByRole('link', { name: messages[locale].errorPage.mainPage! });
        await expect(home).toHaveAttribute('href', localized(locale, '/'));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('html')).toHaveAttribute('dir', dir[locale]);
      });
    });
  }
});

test.describe('capitalised and misspelt aliases', () => {
  const aliases: [string, string][] = [
    ['/dashboard/intelligence/Image-to-image', '/dashboard/intelligence/image-to-image'],
    ['/dashboard/intelligence/Image-to-image/new', '/dashboard/intelligence/image-to-image/new'],
    ['/dashboard/intelligence/Image-to-tryon', '/dashboard/intelligence/image-to-tryon'],
    ['/dashboard/intelligence/Image-to-tryon/new', '/dashboard/intelligence/image-to-tryon/new'],
    ['/services/image-to-tryone', '/services/image-to-tryon'],
    ['/dashboard/shop/Image', '/dashboard/shop/image'],
    [
      '/dashboard/shop/Image/00000000-0000-4000-8000-000000000000',
      '/dashboard/shop/image/00000000-0000-4000-8000-000000000000',
    ],
  ];
  for (const [alias, canonical] of aliases) {
    for (const locale of locales) {
      const from = localized(locale, alias);
      test(`${from} answers 308 to its canonical path`, async ({ request }) => {
        const response = await get(request, from, locale);
        expect(response.status()).toBe(308);
        const location = new URL(response.headers()['location'] ?? '', 'http://server.invalid');
        expect(location.pathname).toBe(localized(locale, canonical));
      });
    }
  }
});

test.describe('the locale cookie', () => {
  test('a page rendered per visit remembers English for a year, same-site lax', async ({ request }) => {
    const response = await request.get('/en/auth', { maxRedirects: 0, headers: { 'Accept-Language': 'fa' } });
    expect(response.status()).toBe(200);
    const cookies = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value);
    const locale = cookies.find((c) => c.startsWith('NEXT_LOCALE='));
    expect(locale, `Set-Cookie: ${cookies.join(' / ')}`).toBeTruthy();
    const [pair, ...attributes] = locale!.split(';').map((part) => part.trim());
    expect(pair).toBe('NEXT_LOCALE=en');
    const attribute = (name: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${name.toLowerCase()}=`))?.split('=')[1];
    expect(attribute('Max-Age')).toBe('31536000');
    expect(attribute('SameSite')?.toLowerCase()).toBe('lax');
    expect(attribute('Path')).toBe('/');
  });

  test('a public page sets no cookie in its answer; its script remembers the language the same way', async ({
    browser,
    baseURL,
  }) => {
    // A Persian browser reading an English page: the choice the proxy would remember.
    const context = await browser.newContext({ baseURL, locale: 'fa-IR' });
    const page = await context.newPage();
    const response = await page.goto('/en/about');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toMatch(/^public/);
    expect(await response?.headerValue('set-cookie')).toBeNull();
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE'))
      .toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')!;
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    // The bare address now answers in English.
    const bare = await page.goto('/', { waitUntil: 'commit' });
    expect(new URL(bare!.url()).pathname).toBe('/en');
    await context.close();
  });

  test('an English browser reading an English page is not given a cookie it does not need', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/en/about');
    await settled(page);
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')).toBeUndefined();
    await context.close();
  });

  test('an English browser without a cookie is sent from / to /en', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0, headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
    expectRedirect(response, '/en', '/ for an English browser');
  });

  test('the fa cookie wins over an English browser', async ({ request }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'en-US,en;q=0.9', Cookie: 'NEXT_LOCALE=fa' },
    });
    expect(response.status()).toBe(200);
    const [htmlTag] = tags(await response.text(), 'html');
    expect(htmlTag).toMatchObject({ lang: 'fa', dir: 'rtl' });
  });
});
