/**
 * A tour's files through the product's own servers, in Persian and English (issue 18): another tool's tour
 * brought in from the library's import button and shown sandboxed in the editor; a tour of two linked
 * panoramas given a place (kept across a reload, down to the district) and taken out with the editor's
 * download link, whose zip then runs from a file:// folder with no request to any server.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import enMessages from '../../packages/i18n/messages/en.json' with { type: 'json' };
import faMessages from '../../packages/i18n/messages/fa.json' with { type: 'json' };
import { makeZip } from '../../packages/api/src/modules/models/intake/test-zip.fixtures';
import { apiData, colourShare, unzipToFolder, registerViaApi, rememberLocale, settled, uniquePhone } from './helpers';

type Locale = 'fa' | 'en';
const messages = { fa: faMessages, en: enMessages } as const;
const pathIn = (locale: Locale, path: string) => (locale === 'fa' ? path : `/en${path}`);
const text = (value: string) => new TextEncoder().encode(value);

/** A panorama of one strong colour with a white band, so that a blank canvas cannot pass for it. */
async function panorama(background: string): Promise<Buffer> {
  const band = await sharp({ create: { width: 2048, height: 64, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 2048, height: 1024, channels: 3, background } })
    .composite([{ input: band, top: 200, left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

for (const locale of ['fa', 'en'] as const) {
  const t = messages[locale].tours;
  const where = messages[locale].shopPanel.location;

  test(`${locale}: import another tool's tour, then export one of ours and open it from a folder`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await rememberLocale(page, locale, baseURL!);
    await registerViaApi(page.request, {
      credential: uniquePhone(),
      name: 'Tour Keeper',
      password: 'Rassam1234',
      locale,
    });

    // Import from the library: the zip's page runs in the editor, inside its sandbox.
    await page.goto(pathIn(locale, '/dashboard/virtual-tour'));
    await settled(page);
    const site = makeZip([
      {
        name: 'cafe/index.html',
        data: text('<!doctype html><title>Cafe tour</title><p id="said">waiting</p><script src="run.js"></script>'),
      },
      { name: 'cafe/run.js', data: text("document.getElementById('said').textContent = 'the tour runs';") },
    ]);
    await page
      .getByTestId('tour-import-file')
      .setInputFiles({ name: 'cafe.zip', mimeType: 'application/zip', buffer: site });
    await page.waitForURL(/\/virtual-tour\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    const imported = page.frameLocator('iframe[src*="/api/tour-sites/"]');
    await expect(imported.locator('#said')).toHaveText('the tour runs', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cafe tour');

    // A tour of two panoramas, linked both ways (made through the API: the editor's own test places hotspots).
    const tour = await apiData<{ id: string }>(
      await page.request.post('/api/tours', { data: { title: locale === 'fa' ? 'کافه‌ی کنار دریا' : 'Seaside cafe' } }),
    );
    const scenes: { id: string }[] = [];
    for (const [name, colour] of [
      ['hall', '#c02020'],
      ['terrace', '#20a030'],
    ] as const) {
      scenes.push(
        await apiData<{ id: string }>(
          await page.request.post(`/api/tours/${tour.id}/scenes`, {
            multipart: { name, file: { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: await panorama(colour) } },
          }),
        ),
      );
    }
    for (const [from, to, name] of [
      [scenes[0]!, scenes[1]!, 'hall'],
      [scenes[1]!, scenes[0]!, 'terrace'],
    ] as const) {
      const linked = await page.request.put(`/api/tours/${tour.id}/scenes/${from.id}`, {
        data: { name, hotspots: [{ id: 'go', type: 'link', target: to.id, yaw: 0, pitch: -0.1 }] },
      });
      expect(linked.status(), await linked.text()).toBe(200);
    }

    // Its place, down to a district of Tehran, is there again after a reload.
    await page.goto(pathIn(locale, `/dashboard/virtual-tour/${tour.id}`));
    await settled(page);
    await page.getByRole('tab', { name: t.editor.details, exact: true }).click();
    const details = page.getByTestId('tour-details');
    for (const [label, option] of [
      [where.country, locale === 'fa' ? 'ایران' : 'Iran'],
      [where.state, locale === 'fa' ? 'تهران' : 'Tehran'],
      [where.city, locale === 'fa' ? 'تهران' : 'Tehran'],
    ] as const) {
      const select = details.getByLabel(label, { exact: true });
      await expect(select.locator('option', { hasText: option }).first()).toBeAttached();
      await select.selectOption({ label: option });
    }
    const district = details.getByLabel(where.district, { exact: true });
    await expect(district.locator('option').nth(1)).toBeAttached();
    const districtId = await district.locator('option').last().getAttribute('value');
    await district.selectOption(districtId!);
    await details.getByRole('button', { name: t.save }).click();
    await expect(details.getByRole('status')).toHaveText(t.saved);
    await page.reload();
    await page.getByRole('tab', { name: t.editor.details, exact: true }).click();
    await expect(page.getByTestId('tour-details').getByLabel(where.district, { exact: true })).toHaveValue(districtId!);

    // The download link in the publish panel gives the zip.
    await page.getByRole('tab', { name: t.editor.publish, exact: true }).click();
    const download = page.waitForEvent('download');
    await page.getByTestId('tour-export').click();
    const zipPath = await (await download).path();
    const folder = await unzipToFolder(new Uint8Array(readFileSync(zipPath)));

    // Opened from the folder, offline: the first scene painted, the link followed, nothing asked of a server.
    const reader = await browser.newContext({ locale: locale === 'fa' ? 'fa-IR' : 'en-US', offline: true });
    const opened = await reader.newPage();
    await opened.setViewportSize({ width: 1280, height: 720 });
    const requests: string[] = [];
    opened.on('request', (request) => requests.push(request.url()));
    const errors: string[] = [];
    opened.on('pageerror', (error) => errors.push(error.message));
    await opened.goto(pathToFileURL(join(folder, 'index.html')).href);
    await expect(opened.locator('html')).toHaveAttribute('dir', locale === 'fa' ? 'rtl' : 'ltr');
    await expect.poll(() => colourShare(opened, 0), { timeout: 30_000 }).toBeGreaterThan(0.4);
    await opened.locator('.psv-virtual-tour-arrow').first().click();
    await expect.poll(() => colourShare(opened, 1), { timeout: 30_000 }).toBeGreaterThan(0.4);
    expect(errors).toEqual([]);
    expect(requests.filter((url) => !/^(file|data|blob):/.test(url))).toEqual([]);
    await reader.close();
  });
}
