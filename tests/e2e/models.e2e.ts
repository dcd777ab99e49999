/**
 * 3D models, in Persian and English, for a new account each: upload a GLB from the library's "new" page
 * and watch it become ready (the real pipeline: Draco, USDZ, poster), place a note on the model, make the
 * view on screen its poster, make it visible by link, then open its embed signed out inside an iframe of
 * another site, where it loads with its note in the page's language. Other sites may frame an embed but
 * not the rest of the site.
 */
import { expect, test } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { texturedCube, toGlb } from '../../packages/api/src/modules/models/intake/test-models.fixtures';
import { otherSite, registerViaApi, rememberLocale, stillModels, uniquePhone } from './helpers';

test.use(stillModels);

type Locale = 'fa' | 'en';
const messages = { fa: faMessages, en: enMessages } as const;
const pathIn = (locale: Locale, path: string) => (locale === 'fa' ? path : `/en${path}`);
let glbPath = '';
test.beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rassam-models-'));
  glbPath = join(dir, 'lamp.glb');
  writeFileSync(glbPath, await toGlb(await texturedCube(512)));
});

for (const locale of ['fa', 'en'] as const) {
  const t = messages[locale].models;

  test(`${locale}: upload a model, note it, share it by link, and embed it on another site`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await rememberLocale(page, locale, baseURL!);
    await registerViaApi(page.request, {
      credential: uniquePhone(),
      name: 'Model Maker',
      password: 'Rassam1234',
      locale,
    });

    // Upload, with a title of its own.
    await page.goto(pathIn(locale, '/dashboard/argumented-reality/new'));
    await page
      .getByTestId('model-file')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('x') });
    await expect(page.getByTestId('model-upload').getByRole('alert')).toContainText(t.upload.wrongType);
    await page.getByTestId('model-file').setInputFiles(glbPath);
    await page.getByLabel(t.upload.title).fill(locale === 'fa' ? 'چراغ مطالعه' : 'Desk lamp');
    await page.getByRole('button', { name: t.upload.send, exact: true }).click();
    await page.waitForURL(/\/dashboard\/argumented-reality\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    await expect(page.getByTestId('model-editor')).toHaveAttribute('data-status', 'ready', { timeout: 120_000 });
    await expect(page.locator('[data-model-state]')).toHaveAttribute('data-model-state', 'loaded', { timeout: 60_000 });

    // A note where the view's centre meets the model, in Persian (and English on the English page).
    await page.getByRole('tab', { name: t.editor.notes }).click();
    await page.getByRole('button', { name: t.notes.atCentre }).click();
    await page.getByLabel(t.notes.textFa).fill('کلید روشن کردن');
    if (locale === 'en') await page.getByLabel(t.notes.textEn).fill('The switch');
    // The note shows on the model as soon as it is placed; it is kept once the API has answered the save.
    const notesSaved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/models/${id}`) && r.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: t.notes.save }).click();
    expect((await notesSaved).status()).toBe(200);
    const noteText = locale === 'fa' ? 'کلید روشن کردن' : 'The switch';
    await expect(page.locator('model-viewer [data-hotspot]')).toHaveCount(1);
    await page.reload();
    await expect(page.locator('model-viewer [data-hotspot]')).toHaveCount(1, { timeout: 30_000 });

    // The view on screen as the poster: a new address, which answers with a WebP.
    await expect(page.locator('[data-model-state]')).toHaveAttribute('data-model-state', 'loaded', { timeout: 60_000 });
    await page.getByRole('tab', { name: t.editor.view, exact: true }).click();
    const poster = page.getByTestId('model-poster');
    const firstPoster = (await poster.getAttribute('src'))!;
    await page.getByRole('button', { name: t.poster.fromView }).click();
    await expect(poster).not.toHaveAttribute('src', firstPoster, { timeout: 30_000 });
    const newPoster = await page.request.get((await poster.getAttribute('src'))!);
    expect([newPoster.status(), newPoster.headers()['content-type']]).toEqual([200, 'image/webp']);

    // Visible by link, from the share tab; its link and embed code are there to copy.
    await page.getByRole('tab', { name: t.editor.share }).click();
    await page.getByRole('button', { name: t.share.makeUnlisted }).click();
    const link = page.getByRole('textbox', { name: t.share.link, exact: true });
    await expect(link).toHaveValue(new RegExp(`${pathIn(locale, '/embed/model/')}[A-Za-z0-9]{12}$`));
    const embedUrl = await link.inputValue();
    await expect(page.getByRole('textbox', { name: t.share.embed })).toHaveValue(
      new RegExp(`<iframe src="${embedUrl}"`),
    );

    // The library lists it, ready, with its visibility.
    await page.goto(pathIn(locale, '/dashboard/argumented-reality'));
    const card = page.locator(`[data-testid="model-card"][data-id="${id}"]`);
    await expect(card).toHaveAttribute('data-status', 'ready');
    await expect(card).toContainText(t.visibility.unlisted);

    // Signed out, on another site: the embed loads in its frame, note in the page's language, and the
    // answer says any site may frame it.
    const stranger = await browser.newContext({ locale: locale === 'fa' ? 'fa-IR' : 'en-US' });
    let closeSite = async () => {};
    try {
      const visitor = await stranger.newPage();
      const answer = await visitor.request.get(embedUrl);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-security-policy']).toContain('frame-ancestors *');
      expect(await answer.text()).toContain('application/json+oembed');
      const site = await otherSite(embedUrl);
      closeSite = site.close;
      await visitor.goto(site.url);
      const frame = visitor.frameLocator('#embed');
      await expect(frame.getByTestId('model-embed')).toBeVisible({ timeout: 30_000 });
      await expect(frame.locator('[data-model-state]')).toHaveAttribute('data-model-state', 'loaded', {
        timeout: 60_000,
      });
      await expect(frame.locator('model-viewer [data-hotspot]')).toHaveAttribute('aria-label', new RegExp(noteText));
      // Within the frame: the embed is exactly its frame (the demo's banner above it takes its share).
      const open = frame.getByRole('link', { name: messages[locale].modelEmbed.open });
      await expect(open).toHaveAttribute('href', embedUrl);
      await expect(open).toBeInViewport();

      // The rest of the site refuses to be framed there (frame-ancestors 'self').
      const refused = await visitor.request.get(`${baseURL}${pathIn(locale, '/about')}`);
      expect(refused.headers()['content-security-policy']).toContain("frame-ancestors 'self'");

      // oEmbed: a CMS given the link gets the frame's code.
      const oembed = await visitor.request.get(`${baseURL}/api/oembed?url=${encodeURIComponent(embedUrl)}&format=json`);
      expect(oembed.status()).toBe(200);
      expect(((await oembed.json()) as { html: string }).html).toContain(`/embed/model/`);
    } finally {
      await stranger.close();
      await closeSite();
    }
  });
}
