import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from './axe';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { DEFAULT_INTAKE_LIMITS } from '../../packages/api/src/modules/models/intake/limits';
import { openSafeZip } from '../../packages/api/src/modules/models/intake/safe-zip';
import { chromiumArgs, testChromiumPath } from '../../scripts/chromium.mjs';

/** The site's origin on the server under test: the default SITE_URL, this machine on its port (playwright.config.ts). */
export const siteUrl = `http://localhost:${process.env.E2E_PORT ?? 3210}`;

/** The seed's demo admin (packages/api/src/seed.ts). */
export const DEMO_ADMIN = { phone: '09120000002', password: 'Rassam1234' };

/** A phone number no other test (or earlier run on the same data) uses: 0912 + 7 random digits. */
export function uniquePhone(): string {
  return `0912${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

export function uniqueEmail(): string {
  return `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The newest one-time code the dev outbox holds for a phone or email. */
export async function codeFor(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await response.json()) as { data: { code: string | null }[] };
      code = body.data[0]?.code ?? undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Types a code into the five boxes, the way a person would (digit by digit). */
export async function typeCode(page: Page, code: string) {
  await page.getByTestId('code-0').click();
  await page.keyboard.type(code, { delay: 30 });
}

export const toPersianDigits = (value: string) => value.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

/** The newest one-time code the dev outbox holds for a phone or email, sent for one purpose (verify, login, reset…). */
export async function codeForPurpose(request: APIRequestContext, to: string, purpose: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await response.json()) as { data: { code: string | null; purpose: string | null }[] };
      code = body.data.find((message) => message.purpose === purpose)?.code ?? undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** An address in 10.0.0.0/8, for a request that stands for another person's device. */
export function randomClientAddress(): string {
  return `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
}

/**
 * Makes a verified account through the API (register, read the code, verify): costs one code.
 * Pass the request of a page's context (`page.request`) to leave that browser signed in as the new user.
 */
export async function registerViaApi(
  request: APIRequestContext,
  account: { credential: string; name: string; password: string; locale?: 'fa' | 'en' },
): Promise<void> {
  // Each account comes from a client address of its own (the e2e servers believe X-Forwarded-For from loopback): the suite
  // makes more accounts than one address may ask codes for in an hour (20), as many people would.
  const headers = { 'x-locale': account.locale ?? 'fa', 'x-forwarded-for': randomClientAddress() };
  const { credential, name, password } = account;
  const registered = await request.post('/api/auth/register', {
    headers,
    data: { credential, name, password, confirmPassword: password },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const code = await codeForPurpose(request, credential, 'verify');
  const verified = await request.post('/api/auth/verify', { headers, data: { credential, code } });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** Signs in with a password through the API (one auth call); with `page.request` the browser is signed in too. */
export async function signInViaApi(request: APIRequestContext, credential: string, password: string): Promise<void> {
  const response = await request.post('/api/auth/login', { data: { credential, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A page in a browser context of its own, signed in as `account`; the caller closes its context. */
export async function signedInPage(
  browser: Browser,
  account: { phone: string; password: string },
  locale = 'fa-IR',
): Promise<Page> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await signInViaApi(page.request, account.phone, account.password);
  return page;
}

/** The signed-in user's id. */
export async function meOf(request: APIRequestContext): Promise<{ id: string }> {
  const response = await request.get('/api/me');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data;
}

/** The `data` of an API answer, after checking that it succeeded (the URL and body say why when not). */
export async function apiData<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Coins from the back office, as an admin adds them (the admin wallet tests do the same by hand). */
export async function addCoins(admin: APIRequestContext, userId: string, coins: number, note: string): Promise<void> {
  const adjusted = await admin.post(`/api/admin/users/${userId}/wallet/adjust`, { data: { coins, note } });
  expect(adjusted.status(), await adjusted.text()).toBe(200);
}

/**
 * Waits until the page has settled: hydrated (providers.tsx mounts the page overlay only once the page is
 * interactive), loaded, and its fonts in. A key pressed before then can be lost, or a late layout change can
 * make the browser send a pointer move that a menu takes for a mouse user (Radix then focuses the menu, not
 * its first item).
 */
export async function settled(page: Page) {
  await expect(page.locator('.page-overlay')).toBeAttached();
  await page.waitForFunction(() => document.readyState === 'complete' && document.fonts.status === 'loaded');
}

/** Chooses an option of a select by its text once it is there (lists that an API fills after hydration). */
export async function chooseOption(page: Page, label: string, option: string) {
  const select = page.getByLabel(label, { exact: true });
  await expect(select.locator('option', { hasText: option }).first()).toBeAttached();
  await select.selectOption({ label: option });
}

/** Pastes text into an element the way a browser does: a paste event carrying the clipboard's data. */
export async function pasteInto(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).focus();
  await page.getByTestId(testId).evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/**
 * Picks a day (YYYY-MM-DD) in a date field as its reader names it: in Persian the Jalali year, month name
 * and day in Persian digits, in English the Gregorian ones, all as Intl writes them, so the test does not
 * lean on the app's own calendar arithmetic.
 */
export async function pickDay(scope: Page | Locator, field: string, day: string, locale: 'fa' | 'en') {
  const parts = new Intl.DateTimeFormat(locale === 'fa' ? 'fa-IR-u-ca-persian-nu-arabext' : 'en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: 'year' | 'month' | 'day') => parts.find((one) => one.type === type)!.value;
  const words = (locale === 'fa' ? faMessages : enMessages).dateField;
  // Picked once the page has hydrated, each part through the field's handler in turn (parts picked before
  // are picked again as it hydrates, date-field.test.tsx; the tests here are about what the day does).
  await settled('goto' in scope ? scope : scope.page());
  const group = scope.getByRole('group', { name: field, exact: true });
  // Year and month first: the day's list then has the month's own length.
  await group.getByLabel(words.year, { exact: true }).selectOption({ label: part('year') });
  await group.getByLabel(words.month, { exact: true }).selectOption({ label: part('month') });
  await group.getByLabel(words.day, { exact: true }).selectOption({ label: part('day') });
}

/** Violations the page reports (the event) and the console's "Refused to …" lines, from the first script on. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  return async () => [
    ...refused,
    ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
  ];
}

/**
 * Makes `locale` the remembered language (the NEXT_LOCALE cookie), so that a bare path answers in it. The
 * page open now is left first: a public page's script remembers its own language
 * (components/layout/locale-cookie.tsx) and, had it not run yet, would write it over this one.
 */
export async function rememberLocale(page: Page, locale: 'fa' | 'en', origin: string) {
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: new URL(origin).origin }]);
}

/**
 * Another site on this machine (a second local port, so another origin): a page that holds `src` in an
 * iframe, as a blog would. A real server rather than an intercepted address: Chromium's local network
 * checks refuse a page it did not fetch from this machine any frame of localhost.
 */
export async function otherSite(src: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>Other site</title><iframe id="embed" src="${src}" width="640" height="480"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/post.html`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A picture in the shop's library (the site's own Open Graph image), for listings to show; its file id. */
export async function shopPicture(owner: APIRequestContext, name: string): Promise<string> {
  const picture = readFileSync(join(import.meta.dirname, '../../apps/web/public/og.png'));
  const media = await owner.post('/api/shops/me/media', {
    multipart: { file: { name, mimeType: 'image/png', buffer: picture } },
  });
  return (await apiData<{ id: string }>(media)).id;
}

/**
 * Puts a draft listing on show as its owner and the market's admin would: the admin gives the owner the coins
 * its display months cost, the owner pays them, the admin activates it.
 */
export async function showListing(
  owner: APIRequestContext,
  admin: APIRequestContext,
  listing: { id: string; categoryId: string },
  months = 1,
): Promise<void> {
  const cost = await apiData<{ coins: number }>(
    await owner.get(`/api/market/display-cost?categoryId=${listing.categoryId}&months=${months}`),
  );
  const me = await apiData<{ id: string }>(await owner.get('/api/me'));
  if (cost.coins > 0) await addCoins(admin, me.id, cost.coins, 'e2e display months');
  await apiData(await owner.post(`/api/shops/me/listings/${listing.id}/pay`, { data: { months } }));
  await apiData(await admin.post(`/api/admin/market/listings/${listing.id}/activate`));
}

/** The first leaf of a kind's category tree: what a test's listings are filed under. Its id. */
export async function leafCategory(request: APIRequestContext, kind: 'place' | 'service' | 'item'): Promise<string> {
  type Node = { id: string; children: Node[] };
  let node = (await apiData<Node[]>(await request.get(`/api/market/categories?kind=${kind}`)))[0]!;
  while (node.children.length > 0) node = node.children[0]!;
  return node.id;
}

/** axe (WCAG 2.1 A and AA, as a11y.e2e.ts) over a page or a part of it: no violation. */
export async function expectAccessible(page: Page, include?: string) {
  const violations = await axeViolations(page, { include });
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/**
 * The share of the screen where one colour channel (0 red, 1 green, 2 blue) clearly leads: a panorama of
 * that colour is on the canvas, not a blank or a half-drawn one.
 */
export async function colourShare(page: Page, channel: 0 | 1 | 2): Promise<number> {
  const { data, info } = await sharp(await page.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const rgb = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (rgb[channel]! > 90 && rgb[channel]! > 1.6 * Math.max(...rgb.filter((_, c) => c !== channel))) count += 1;
  }
  return count / (info.width * info.height);
}

/** A zip (an export) unpacked by the API's own safe reader into a folder of its own, whose path is answered. */
export async function unzipToFolder(bytes: Uint8Array): Promise<string> {
  const zip = await openSafeZip(bytes, DEFAULT_INTAKE_LIMITS);
  const folder = mkdtempSync(join(tmpdir(), 'rassam-unzipped-'));
  for (const file of zip.files) {
    mkdirSync(dirname(join(folder, file.name)), { recursive: true });
    writeFileSync(join(folder, file.name), await zip.read(file.name));
  }
  return folder;
}

/**
 * For `test.use` in files whose pages hold a 3D model but whose tests are not about motion: the reader who
 * asked their system for less motion, whose model stands still (no turning, no idle prompt). A turning model
 * is redrawn sixty times a second in software WebGL for as long as its page is open, which cost these files
 * a sixth of their CPU (decision 054); the default motion is tested in viewers.e2e.ts.
 */
export const stillModels = { reducedMotion: 'reduce' } as const;

/**
 * The browser for pages that draw with WebGL without a GPU (the maps, 3D): SwiftShader, which Chromium uses
 * for WebGL only when told it may. `wholeBrowser` also makes it the browser's GL and ignores the blocklist,
 * which the three.js scenes (the gallery, the tour viewer) need. For `test.use({ launchOptions })`.
 */
export function webGlLaunchOptions(wholeBrowser = false) {
  const extra = wholeBrowser ? ['--use-gl=swiftshader', '--ignore-gpu-blocklist'] : [];
  return { executablePath: testChromiumPath, args: [...chromiumArgs, '--enable-unsafe-swiftshader', ...extra] };
}
