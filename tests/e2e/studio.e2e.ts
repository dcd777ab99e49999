/**
 * The AI studio as a person uses it, in Persian and in English, on the offline provider: one tool of each
 * output kind from its form to its result (upscale: image, text-to-speech: audio, image-to-video: video,
 * image-to-3d: a GLB), a delete refused while the design is still in the queue, and a run short of coins
 * that goes to the wallet and back to the form (on the second server, where offline runs are charged).
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { loadingIndicator } from '../../apps/web/src/lib/loading';
import { registerViaApi, stillModels, uniquePhone } from './helpers';
import { locales, messages, password, pathIn, signUp, type Locale } from './studio-seed';

test.use(stillModels);

async function picture() {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: '#3a7bd5' } })
    .composite([
      {
        input: await sharp({ create: { width: 120, height: 90, channels: 3, background: '#f5a623' } })
          .png()
          .toBuffer(),
        top: 60,
        left: 90,
      },
    ])
    .png()
    .toBuffer();
}

interface Run {
  tool: string;
  fill: (page: Page) => Promise<void>;
  /** What the result page shows of the output. */
  output: (page: Page) => ReturnType<Page['locator']>;
}

const runs: Run[] = [
  {
    tool: 'upscale',
    fill: async (page) => {
      await page
        .locator('input[type=file][name=image]')
        .setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: await picture() });
      await expect(page.locator('[data-field=image] li')).toHaveCount(1);
    },
    output: (page) => page.locator('main img[src^="/api/files/"]').first(),
  },
  {
    tool: 'text-to-speech',
    fill: async (page) => {
      await page.locator('textarea[name=text]').fill('Hello from Rassam');
      await page
        .getByRole('radio', { name: /English|انگلیسی/ })
        .first()
        .check({ force: true });
    },
    // The waveform player (its own audio element stays hidden); the plain player if decoding failed.
    output: (page) => page.locator('main [role="slider"], main audio[controls]').first(),
  },
  {
    tool: 'image-to-video',
    fill: async (page) => {
      await page
        .locator('input[type=file][name=image]')
        .setInputFiles({ name: 'still.png', mimeType: 'image/png', buffer: await picture() });
      await expect(page.locator('[data-field=image] li')).toHaveCount(1);
    },
    output: (page) => page.locator('main video'),
  },
  {
    tool: 'image-to-3d',
    fill: async (page) => {
      await page
        .locator('input[type=file][name=image]')
        .setInputFiles({ name: 'relief.png', mimeType: 'image/png', buffer: await picture() });
      await expect(page.locator('[data-field=image] li')).toHaveCount(1);
    },
    output: (page) => page.getByTestId('download'),
  },
];

for (const locale of locales) {
  test.describe(`studio in ${locale}`, () => {
    for (const run of runs) {
      test(`${run.tool}: from the form to the result`, async ({ page }) => {
        test.setTimeout(150_000);
        await signUp(page, locale, 'Studio E2E');
        const t = messages[locale].studio;
        const form = run.tool === 'image-to-3d' ? 'create' : 'new';
        await page.goto(pathIn(locale, `/dashboard/intelligence/${run.tool}/${form}`));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await run.fill(page);
        await page.getByRole('button', { name: t.form.submit }).click();
        // Off to the tool's history, where the card follows the design to its end.
        await page.waitForURL((url) => url.pathname === pathIn(locale, `/dashboard/intelligence/${run.tool}`));
        const card = page.getByTestId('design-card').first();
        await expect(card).toHaveAttribute('data-status', 'completed', { timeout: 120_000 });
        await expect(card.getByTestId('status')).toContainText(t.status.completed);
        await card.getByRole('link').first().click();
        await page.waitForURL(new RegExp(`/dashboard/intelligence/${run.tool}/[0-9a-f-]{36}$`));
        await expect(page.getByTestId('provider')).toContainText(t.result.offline);
        await expect(run.output(page)).toBeVisible();
        await expect(page.getByTestId('download')).toHaveAttribute('href', /^\/api\/files\//);
      });
    }

    test('a design in the queue cannot be deleted', async ({ page }) => {
      test.setTimeout(120_000);
      await signUp(page, locale, 'Studio E2E');
      const t = messages[locale].studio;
      // A few runs at once: with one worker, the last ones wait in the queue.
      const upload = await page.request.post('/api/files', {
        multipart: { file: { name: 'still.png', mimeType: 'image/png', buffer: await picture() } },
      });
      expect(upload.status(), await upload.text()).toBe(201);
      const image = ((await upload.json()) as { data: { id: string } }).data.id;
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const created = await page.request.post('/api/designs', {
          headers: { 'idempotency-key': `${Date.now()}-${i}-${Math.random()}` },
          data: { tool: 'image-to-video', input: { image, duration: 10 } },
        });
        expect(created.status(), await created.text()).toBe(201);
        ids.push(((await created.json()) as { data: { id: string } }).data.id);
      }
      await page.goto(pathIn(locale, '/dashboard/intelligence/image-to-video?status=queued'));
      const card = page.locator(`[data-testid=design-card][data-id="${ids[2]}"]`);
      await expect(card).toHaveAttribute('data-status', 'queued');
      await card.getByTestId('delete').click();
      // The kit's ConfirmDialog: a refusal is the API client's toast, and the question stays open.
      const dialog = page.getByRole('alertdialog', { name: t.delete.title });
      const refused = page.waitForResponse(
        (response) => response.request().method() === 'DELETE' && response.url().endsWith(`/api/designs/${ids[2]}`),
      );
      await dialog.getByRole('button', { name: t.delete.confirm }).click();
      expect((await refused).status()).toBeGreaterThanOrEqual(400);
      await expect(dialog).toBeVisible();
      const still = await page.request.get(`/api/designs/${ids[2]}`);
      expect(still.status()).toBe(200);
      // Leave the queue empty for the next tests.
      for (const id of ids) await page.request.post(`/api/designs/${id}/cancel`);
    });
  });
}

// The second server (playwright.config.ts) charges offline runs; a new account has no coins there.
const chargedPort = Number(process.env.E2E_PORT ?? 3210) + 1;
const chargedOrigin: Record<Locale, string> = {
  fa: `http://localhost:${chargedPort}`,
  en: `http://en.localhost:${chargedPort}`,
};

for (const locale of locales) {
  test(`${locale}: short of coins, the form sends to the wallet and the wallet back to the form`, async ({
    playwright,
    browser,
  }) => {
    const origin = chargedOrigin[locale];
    const t = messages[locale].studio;
    // Node cannot resolve en.localhost (Chromium can): sign up on the site host, then carry the session over.
    const api = await playwright.request.newContext({ baseURL: chargedOrigin.fa });
    await registerViaApi(api, { credential: uniquePhone(), name: 'Studio Coins', password, locale });
    const session = (await api.storageState()).cookies.find((c) => c.name === 'user_session')!;
    await api.dispose();
    const context = await browser.newContext({ baseURL: origin });
    await context.addCookies([{ ...session, domain: new URL(origin).hostname }]);
    try {
      const page = await context.newPage();
      // English has its own host here: no /en prefix.
      const formPath = '/dashboard/intelligence/text-to-image/new';
      // The page's clock runs as usual, but the test may move it on (below) instead of waiting it out.
      await page.clock.install();
      await page.goto(formPath);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // The loading bar and its overlay arrive after hydration (providers.tsx); the bar hooks the links that
      // appear after it, as the top-up link does below. A person reads the form before sending it.
      const overlay = page.locator('.page-overlay');
      await expect(overlay).toBeAttached();
      await page.locator('textarea[name=prompt]').fill('A teapot on a wooden table');
      await page.getByRole('button', { name: t.form.submit }).click();
      const topUp = page.getByTestId('topup-link');
      await expect(topUp).toBeVisible();
      // The wallet is held back until the loading bar and its overlay have come up on the way; once the
      // wallet is there the overlay has to go (it used to stay over every page from then on).
      let releaseWallet!: () => void;
      const walletHeld = new Promise<void>((resolve) => (releaseWallet = resolve));
      // Its data, asked for under /en/… too on the English host (which redirects it to the path without).
      await page.route(
        (url) => url.pathname.endsWith('/dashboard/wallet') && url.searchParams.has('_rsc'),
        async (route) => {
          await walletHeld;
          await route.continue();
        },
      );
      // The overlay may come and go between two polls of an assertion: the page notes that it came.
      await page.evaluate(() => {
        const element = document.querySelector('.page-overlay')!;
        const seen = window as unknown as { overlayCameUp?: boolean };
        seen.overlayCameUp = false;
        new MutationObserver(() => {
          if (element.hasAttribute('data-busy')) seen.overlayCameUp = true;
        }).observe(element, { attributes: true });
      });
      // @bprogress stops any bar its stop delay (loadingIndicator.hideDelay) after its provider mounts or the
      // URL changes: a click inside that window starts a bar that is stopped before it shows. A person reads
      // first; here the page's clock is moved past the window, so that its timer has fired before the click.
      await page.clock.fastForward(loadingIndicator.hideDelay + 100);
      await topUp.click();
      try {
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { overlayCameUp?: boolean }).overlayCameUp))
          .toBe(true);
      } finally {
        releaseWallet();
      }
      await page.waitForURL((url) => url.pathname === '/dashboard/wallet' && url.searchParams.get('next') === formPath);
      await expect(overlay).toBeHidden();
      // The bar finishes and fades by itself, then leaves the page; with it gone, nothing may bring the
      // overlay back (it used to follow a class that stayed on <html> for good).
      await expect(page.locator('.bprogress')).toHaveCount(0);
      await expect(overlay).not.toHaveAttribute('data-busy');
      await expect(overlay).toBeHidden();
      await page.getByTestId('resume-link').click();
      await page.waitForURL((url) => url.pathname === formPath);
      await expect(page.getByTestId('design-form')).toBeVisible();
    } finally {
      await context.close();
    }
  });
}
