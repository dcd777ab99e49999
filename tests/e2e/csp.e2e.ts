/**
 * The pages' Content-Security-Policy (decision 020) in a real browser: the main pages, in fa and en, as a
 * visitor and signed in, run and load everything they need under the enforced policy, and the browser
 * reports no violation. The map draws (its worker and basemap), a 3D model loads (model-viewer's Draco and
 * KTX2 decoders run as WebAssembly in blob: workers), and the theme script and Next.js's scripts run.
 */
import { expect, test } from '@playwright/test';
import { registerViaApi, settled, uniquePhone, watchViolations, webGlLaunchOptions } from './helpers';
import { sharedResult, uploadPhoto } from './studio-seed';

// WebGL without a GPU (the map and the 3D viewer): SwiftShader, asked for explicitly.
test.use({ launchOptions: webGlLaunchOptions() });

const PASSWORD = 'Policy123';
let phone = '';
let model = '';

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(240_000);
  phone = uniquePhone();
  const request = await playwright.request.newContext({ baseURL });
  await registerViaApi(request, { credential: phone, name: 'Policy Tester', password: PASSWORD });
  model = await sharedResult(request, 'image-to-3d', { image: await uploadPhoto(request) });
  await request.dispose();
});

// A page has settled (helpers.ts) once it hydrated, mounted what it mounts after that, and loaded its fonts:
// a script, style or font the policy refused would have been reported by then.

function expectNoEscapeHatch(header: string | undefined) {
  expect(header).toBeTruthy();
  const scripts = /script-src ([^;]+)/.exec(header!)![1]!;
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(header).toContain("object-src 'none'");
  // Our own pages may frame a page (the model editor previews its embed); other sites only an embed.
  expect(header).toContain("frame-ancestors 'self'");
  return scripts;
}

/** A page rendered for the visit: enforced, a fresh nonce, no inline script but by nonce or hash. */
function expectStrictPolicy(header: string | undefined) {
  const scripts = expectNoEscapeHatch(header);
  expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
  expect(scripts).toContain("'strict-dynamic'");
}

/**
 * A public page, the same cached HTML for everyone (decision 030): no nonce, each of its inline scripts
 * allowed by its hash, its script files as our own.
 */
function expectHashPolicy(header: string | undefined) {
  const scripts = expectNoEscapeHatch(header);
  expect(scripts).not.toContain("'nonce-");
  expect(scripts).not.toContain("'strict-dynamic'");
  expect(scripts.match(/'sha256-[A-Za-z0-9+/=]{44}'/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  // Libraries write <style> elements at run time and such a page has no nonce for them (decision 030).
  expect(header).toContain("style-src 'self' 'unsafe-inline'");
}

for (const { locale, browserLocale, prefix } of [
  { locale: 'fa', browserLocale: 'fa-IR', prefix: '' },
  { locale: 'en', browserLocale: 'en-US', prefix: '/en' },
] as const) {
  test.describe(locale, () => {
    test.use({ locale: browserLocale });

    test(`${locale}: visitor pages run under the policy without a violation`, async ({ page }) => {
      test.setTimeout(180_000);
      const violations = await watchViolations(page);
      for (const path of ['/', '/ai', '/ai/upscale', '/market', '/market/places/all', '/auth']) {
        const response = await page.goto(`${prefix}${path}`);
        expect(response?.status(), path).toBe(200);
        const header = response?.headers()['content-security-policy'];
        if (path === '/auth') expectStrictPolicy(header);
        else expectHashPolicy(header);
        // The page loaded and hydrated under it (its links prefetch).
        // Not networkidle: the header's prefetches of routes still to come (/services, /blog) can stay open.
        await page.waitForLoadState('load');
        await settled(page);
        expect(await violations(), path).toEqual([]);
      }

      // The map: MapLibre's worker and the offline basemap.
      await page.goto(`${prefix}/market/map`);
      await expect(page.getByTestId('market-map')).toHaveAttribute('data-ready', '', { timeout: 60_000 });
      await expect(page.locator('[data-map-cluster]').first()).toBeVisible({ timeout: 30_000 });
      expect(await violations(), 'market map').toEqual([]);

      // A 3D model: model-viewer, its decoders in blob: workers, WebAssembly.
      await page.goto(`${prefix}/shared/${model}`);
      await expect(page.locator('[data-model-state]')).toHaveAttribute('data-model-state', 'loaded', {
        timeout: 120_000,
      });
      expect(await violations(), '3D viewer').toEqual([]);
    });

    test(`${locale}: signed-in pages run under the policy without a violation`, async ({ page }) => {
      test.setTimeout(120_000);
      const violations = await watchViolations(page);
      const signedIn = await page.request.post('/api/auth/login', { data: { credential: phone, password: PASSWORD } });
      expect(signedIn.status()).toBe(200);
      for (const path of ['/dashboard', '/dashboard/wallet', '/dashboard/intelligence/upscale']) {
        const response = await page.goto(`${prefix}${path}`);
        expect(response?.status(), path).toBe(200);
        expectStrictPolicy(response?.headers()['content-security-policy']);
        // Not networkidle: the dashboard follows the user's running designs over a stream that stays open.
        await page.waitForLoadState('load');
        await settled(page);
        expect(await violations(), path).toEqual([]);
      }
    });
  });
}

test('the API reference renders from this server alone', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const outside: string[] = [];
  // Answers, not requests: one the policy stops never leaves the browser.
  page.on('response', (response) => {
    if (!/^(data|blob):/.test(response.url()) && new URL(response.url()).origin !== baseURL)
      outside.push(response.url());
  });
  await page.goto('/api/docs');
  // Redoc resolved the document's $refs and shows response schemas. It lays out every operation before its
  // first heading: 44 s of a busy 2-core machine in a whole run (decision 054), past 60 s on a starved one.
  await expect(page.getByRole('heading', { name: 'Rassam API' })).toBeVisible({ timeout: 100_000 });
  await page.goto('/api/docs#tag/Auth/operation/postAuthLogin');
  await expect(page.getByText('Response samples').first()).toBeVisible();
  expect(outside).toEqual([]);
  // The one thing refused: Redocly's logo, which the bundle asks of their CDN (it hides itself).
  for (const violation of await violations()) expect(violation).toMatch(/cdn\.redoc\.ly|img-src/);
});
