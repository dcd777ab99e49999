/**
 * The studio while jobs run, in Persian and in English, on the offline provider:
 * - cards of jobs that finish while the page is open show what they made (the picture, or the sound's
 *   icon), Download and "Use as input", with no reload (issue 15, item 5: they used to say "done" over
 *   an empty box until a reload);
 * - a tool's form asks for no price before its input is valid, and asks once it is (item 10: every form
 *   posted a quote on load and logged a 422);
 * - the speech player's timeline runs from the start side: the right in Persian (item 14).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { locales, messages, pathIn, samplePhoto, signUp, uploadPhoto } from './studio-seed';

async function run(request: APIRequestContext, tool: string, input: Record<string, unknown>): Promise<string> {
  const created = await request.post('/api/designs', {
    headers: { 'idempotency-key': `${Date.now()}-${Math.random()}` },
    data: { tool, input },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

async function finished(request: APIRequestContext, id: string) {
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/designs/${id}`)).json()) as { data: { status: string } }).data.status,
      { timeout: 120_000, intervals: [500, 1000] },
    )
    .toBe('completed');
}

for (const locale of locales) {
  test.describe(`studio live in ${locale}`, () => {
    test('cards of jobs that finish while the page is open show their output and actions, with no reload', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await signUp(page, locale, 'Studio Live');
      const t = messages[locale].studio;
      const image = await uploadPhoto(page.request);
      // The offline worker takes one job at a time: two 10 s videos first keep the jobs under test in
      // the queue while the page loads, so that the page sees them finish.
      for (let i = 0; i < 2; i++) await run(page.request, 'image-to-video', { image, duration: 10 });
      const speech = locale === 'fa' ? 'سلام، این صدای رسام است.' : 'Hello, this is the voice of Rassam.';
      const jobs = {
        upscale: await run(page.request, 'upscale', { image, factor: 2 }),
        removeBg: await run(page.request, 'remove-bg', { image }),
        speech: await run(page.request, 'text-to-speech', { text: speech, voice: `${locale}-female` }),
      };

      await page.goto(pathIn(locale, '/dashboard/intelligence'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // A mark on this document: a reload (or a full navigation) would lose it.
      await page.evaluate(() => Object.assign(window, { studioLiveMark: true }));
      const card = (id: string) => page.locator(`[data-testid=design-card][data-id="${id}"]`);
      for (const id of Object.values(jobs)) await expect(card(id)).toHaveAttribute('data-status', /queued|processing/);

      for (const id of [jobs.upscale, jobs.removeBg]) {
        await expect(card(id)).toHaveAttribute('data-status', 'completed', { timeout: 150_000 });
        await expect(card(id).getByTestId('status')).toContainText(t.status.completed);
        const thumbnail = card(id).locator('img');
        await expect(thumbnail).toHaveAttribute('src', /^\/api\/files\//);
        await expect
          .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        await expect(card(id).getByTestId('download')).toHaveAttribute('href', /^\/api\/files\//);
        await expect(card(id).getByRole('button', { name: t.actions.useAsInput })).toBeVisible();
      }
      // "Use as input" is a menu of the tools that take a picture: it opens, lists them as links, and closes on Escape.
      const useAsInput = card(jobs.upscale).getByRole('button', { name: t.actions.useAsInput });
      await useAsInput.click();
      const targets = page.getByRole('menu').getByRole('menuitem');
      await expect(targets.first()).toHaveAttribute('href', /[?&]file=/);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect(useAsInput).toBeFocused();
      // A sound shows its icon, named as the card is, and can be downloaded (no tool takes a sound as input).
      await expect(card(jobs.speech)).toHaveAttribute('data-status', 'completed', { timeout: 150_000 });
      await expect(card(jobs.speech).getByRole('img', { name: speech })).toBeVisible();
      await expect(card(jobs.speech).getByTestId('download')).toHaveAttribute('href', /^\/api\/files\//);

      expect(await page.evaluate(() => (window as unknown as { studioLiveMark?: boolean }).studioLiveMark)).toBe(true);
    });

    test('a form asks for no price before its input is valid, and for one after', async ({ page }) => {
      await signUp(page, locale, 'Studio Live');
      const quotes: string[] = [];
      const refused: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/designs/quote') quotes.push(request.postData() ?? '');
      });
      page.on('response', (response) => {
        if (response.status() === 422) refused.push(response.url());
      });

      for (const tool of ['text-to-speech', 'upscale']) {
        quotes.length = 0;
        await page.goto(pathIn(locale, `/dashboard/intelligence/${tool}/new`));
        await expect(page.getByTestId('design-form')).toBeVisible();
        await expect(page.getByTestId('cost')).toBeVisible();
        // Proving that nothing is sent takes a wait: longer than the form's 400 ms before it asks.
        await page.waitForTimeout(1500);
        expect(quotes, `${tool}: a quote on load`).toEqual([]);

        const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/designs/quote');
        if (tool === 'text-to-speech') await page.locator('textarea[name=text]').fill('Hello from Rassam');
        else
          await page
            .locator('input[type=file][name=image]')
            .setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: await samplePhoto() });
        const response = await answered;
        expect(response.status(), await response.text()).toBe(200);
        expect(typeof ((await response.json()) as { data: { cost: number } }).data.cost).toBe('number');
      }
      expect(refused).toEqual([]);
    });

    test('the speech player runs from the start side, and its arrows move the way they point', async ({ page }) => {
      test.setTimeout(180_000);
      await signUp(page, locale, 'Studio Live');
      const sentence =
        locale === 'fa' ? 'این یک جملهٔ آزمایشی برای پخش است.' : 'This is a test sentence for the player.';
      const id = await run(page.request, 'text-to-speech', {
        text: Array.from({ length: 4 }, () => sentence).join(' '),
        voice: `${locale}-female`,
      });
      await finished(page.request, id);
      await page.goto(pathIn(locale, `/dashboard/intelligence/text-to-speech/${id}`));
      const slider = page.getByRole('slider', { name: messages[locale].viewers.seek });
      await expect(slider).toBeVisible();
      await expect.poll(async () => Number(await slider.getAttribute('aria-valuemax'))).toBeGreaterThanOrEqual(6);
      const length = Number(await slider.getAttribute('aria-valuemax'));
      const box = (await slider.boundingBox())!;
      const valueAfterClickAt = async (share: number) => {
        await page.mouse.click(box.x + box.width * share, box.y + box.height / 2);
        return Number(await slider.getAttribute('aria-valuenow'));
      };
      // A tenth from the left edge is near the start in English, near the end in Persian.
      const nearLeft = await valueAfterClickAt(0.1);
      const nearRight = await valueAfterClickAt(0.9);
      if (locale === 'fa') {
        expect(nearRight).toBeLessThanOrEqual(Math.ceil(length * 0.2));
        expect(nearLeft).toBeGreaterThanOrEqual(Math.floor(length * 0.8));
      } else {
        expect(nearLeft).toBeLessThanOrEqual(Math.ceil(length * 0.2));
        expect(nearRight).toBeGreaterThanOrEqual(Math.floor(length * 0.8));
      }
      // The elapsed time sits at the start side: right of the length in Persian.
      const current = (await page.getByTestId('clock-current').boundingBox())!;
      const total = (await page.getByTestId('clock-total').boundingBox())!;
      expect(current.x > total.x).toBe(locale === 'fa');

      await slider.focus();
      await page.keyboard.press('Home');
      await expect(slider).toHaveAttribute('aria-valuenow', '0');
      await page.keyboard.press(locale === 'fa' ? 'ArrowLeft' : 'ArrowRight');
      await expect(slider).toHaveAttribute('aria-valuenow', '5');
      await page.keyboard.press(locale === 'fa' ? 'ArrowRight' : 'ArrowLeft');
      await expect(slider).toHaveAttribute('aria-valuenow', '0');
    });
  });
}
