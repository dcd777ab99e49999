/**
 * Tours' portable parts in a real browser (decision 038). The routes are served by an API of the test's own
 * (createTestApp on a fresh PGlite, its portable routes over an in-memory PortableTours given as deps: the tours
 * service is another module's), on a port of its own; the product's servers are not used.
 * - An imported tour runs sandboxed: its page cannot read the signed-in user's cookie, cannot reach /api/me,
 *   and its own requests carry no session, while a page of ours beside it can; a normal imported tour (a
 *   script and a picture from its folders, an XHR of its JSON) works.
 * - The export opened from a file:// folder paints its first scene, follows a link hotspot to the second,
 *   and asks nothing of any server; a tiled scene (tiles cut by the real cutTiles) paints its mid image first
 *   and its full-resolution tiles once zoomed in, from file:// too.
 */
import { serve, type ServerType } from '@hono/node-server';
import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { createTestApp } from '../../packages/api/src/test-utils';
import { makeZip } from '../../packages/api/src/modules/models/intake/test-zip.fixtures';
import { cutTiles, previewAndMid, readPanorama } from '../../packages/api/src/modules/tours/panorama';
import { colourShare, unzipToFolder } from './helpers';
import { memoryTours, twoSceneTour } from '../../packages/api/src/modules/tours/portable/portable.fixtures';
import { SITE_SANDBOX } from '../../packages/api/src/modules/tours/portable/site-serve';
import { previewToken, siteUrl } from '../../packages/api/src/modules/tours/portable/site-tokens';

const port = Number(process.env.E2E_PORT ?? 3210) + 7;
const origin = `http://localhost:${port}`;
const text = (value: string) => new TextEncoder().encode(value);

let t: Awaited<ReturnType<typeof createTestApp>>;
let tours: ReturnType<typeof memoryTours>;
let server: ServerType;
let ownerCookie = '';
let ownerId = '';
/** Every request the API saw: its path, what the browser said it was for, and whether it carried a cookie. */
const seen: { path: string; dest: string; cookie: boolean }[] = [];

/** A page of ours that shows an imported tour as our viewer will: in an iframe sandboxed as the site itself is. */
const hostPage = (site: string) => `<!doctype html><title>host</title>
<iframe id="tour" sandbox="${SITE_SANDBOX.replace('sandbox ', '')}" src="${site}" width="600" height="300"></iframe>
<script>fetch('/api/me').then((r) => r.json()).then((j) => { document.body.dataset.me = j.data.id; });</script>`;

test.beforeAll(async () => {
  tours = memoryTours();
  t = await createTestApp({ portableTours: tours.api }, { SESSION_SECRET: 'e2e-portable-secret-'.padEnd(40, 'x') });
  const owner = await t.signUp('09382000001');
  ownerCookie = [...owner.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  ownerId = (await owner.call('GET', '/api/me')).json.data.id;
  server = serve({
    port,
    fetch: (request, env) => {
      const url = new URL(request.url);
      seen.push({
        path: url.pathname,
        dest: request.headers.get('sec-fetch-dest') ?? '',
        cookie: request.headers.has('cookie'),
      });
      if (url.pathname.startsWith('/host/')) {
        return new Response(hostPage(decodeURIComponent(url.pathname.slice('/host'.length))), {
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy':
              "default-src 'none'; script-src 'unsafe-inline'; connect-src 'self'; frame-src 'self'",
          },
        });
      }
      return t.app.fetch(request, env);
    },
  });
});

test.afterAll(async () => {
  server?.close();
  await t?.close();
});

/** Signs the browser in as the owner (the session cookie the API gave, as the browser would keep it). */
async function signIn(page: Page) {
  const cookies = ownerCookie.split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return {
      name: name!,
      value: value.join('='),
      url: origin,
      sameSite: 'Lax' as const,
      httpOnly: name === 'user_session',
    };
  });
  await page.context().addCookies(cookies);
}

async function importZip(bytes: Uint8Array): Promise<string> {
  const form = new FormData();
  form.set('file', new File([Buffer.from(bytes)], 'tour.zip', { type: 'application/zip' }));
  const res = await t.app.request('/api/tours/import', {
    method: 'POST',
    body: form,
    headers: { cookie: ownerCookie },
  });
  expect(res.status).toBe(201);
  const { data } = (await res.json()) as { data: { id: string } };
  return siteUrl(previewToken(t.deps.env.sessionSecret, data.id));
}

const EVIL_PAGE = `<!doctype html><title>evil</title><body><script>
const out = { origin: String(self.origin) };
try { out.cookie = 'read:' + document.cookie; } catch (error) { out.cookie = 'threw:' + error.name; }
try { out.storage = 'read:' + localStorage.length; } catch (error) { out.storage = 'threw:' + error.name; }
const attempt = (url, init) =>
  fetch(url, init).then((r) => r.text().then((body) => 'answered:' + r.status + ':' + body), (error) => 'failed:' + error.name);
Promise.all([
  attempt('/api/me', { credentials: 'include' }),
  attempt('${origin}/api/me', { credentials: 'include' }),
  attempt('data/probe.json', { credentials: 'include' }),
]).then(([me, absolute, own]) => {
  Object.assign(out, { me, absolute, own });
  document.body.dataset.out = JSON.stringify(out);
});
</script></body>`;

test('an imported page cannot read the signed-in user’s cookie or reach their account', async ({ page }) => {
  const site = await importZip(
    makeZip([
      { name: 'evil/index.html', data: text(EVIL_PAGE) },
      { name: 'evil/data/probe.json', data: text('{"probe":true}') },
    ]),
  );
  await signIn(page);
  seen.length = 0;
  await page.goto(`${origin}/host${site}`);
  // Our own page beside it is signed in: the cookie is there to be stolen.
  await expect(page.locator('body')).toHaveAttribute('data-me', ownerId);
  const frame = page.frameLocator('#tour');
  await expect(frame.locator('body')).toHaveAttribute('data-out', /.+/);
  const out = JSON.parse((await frame.locator('body').getAttribute('data-out'))!) as Record<string, string>;
  expect(out.origin).toBe('null');
  expect(out.cookie).toBe('threw:SecurityError');
  expect(out.storage).toBe('threw:SecurityError');
  // Refused by the site's policy (connect-src is its own folder) before any request leaves.
  expect(out.me).toBe('failed:TypeError');
  expect(out.absolute).toBe('failed:TypeError');
  // Its own file, asked for with credentials: the answer allows any origin but no credentials, so it fails too.
  expect(out.own).toBe('failed:TypeError');
  expect(seen.filter((request) => request.path === '/api/me').map((request) => request.dest)).toEqual(['empty']);
  // The site's own requests (not the frame's navigation, which our page made) carry no session.
  const fromSite = seen.filter((request) => request.path.startsWith('/api/tour-sites/') && request.dest !== 'iframe');
  expect(fromSite.length).toBeGreaterThan(0);
  expect(fromSite.filter((request) => request.cookie)).toEqual([]);

  // Opened by itself, outside any frame of ours, it is just as sandboxed.
  await page.goto(`${origin}${site}`);
  await expect(page.locator('body')).toHaveAttribute('data-out', /.+/);
  const alone = JSON.parse((await page.locator('body').getAttribute('data-out'))!) as Record<string, string>;
  expect(alone).toMatchObject({ origin: 'null', cookie: 'threw:SecurityError', me: 'failed:TypeError' });
});

test('a normal imported tour loads its script, picture and JSON from its folders', async ({ page }) => {
  const picture = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  const site = await importZip(
    makeZip([
      {
        name: 'index.html',
        data: text(`<!doctype html><title>tour</title><body><img id="pano" src="img/pano.png" alt="">
<script src="js/player.js"></script></body>`),
      },
      {
        name: 'js/player.js',
        data: text(`
const xhr = new XMLHttpRequest();
xhr.open('GET', 'data/tour.json');
xhr.onload = () => {
  const image = document.getElementById('pano');
  const done = () => { document.body.dataset.result = JSON.stringify({ scenes: JSON.parse(xhr.responseText).scenes, width: image.naturalWidth, evaluated: eval('1 + 1') }); };
  image.complete ? done() : image.addEventListener('load', done);
};
xhr.send();`),
      },
      { name: 'img/pano.png', data: picture },
      { name: 'data/tour.json', data: text('{"scenes":["hall","kitchen"]}') },
    ]),
  );
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${origin}/host${site}`);
  const body = page.frameLocator('#tour').locator('body');
  await expect(body).toHaveAttribute('data-result', /.+/);
  expect(JSON.parse((await body.getAttribute('data-result'))!)).toEqual({
    scenes: ['hall', 'kitchen'],
    width: 40,
    evaluated: 2,
  });
  expect(violations).toEqual([]);
});

/** The owner's export of the tour, through the API, unzipped into a folder of its own. */
async function exportToFolder(tourId: string): Promise<string> {
  const res = await fetch(`${origin}/api/tours/${tourId}/export`, {
    headers: { cookie: ownerCookie, 'x-locale': 'en' },
  });
  expect(res.status).toBe(200);
  return unzipToFolder(new Uint8Array(await res.arrayBuffer()));
}

test('the export runs from a file:// folder: first scene painted, a link followed, no server asked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sceneIds = ['aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'];
  for (const [i, id] of sceneIds.entries()) {
    // A panorama of one strong colour with a lighter band, so that a blank canvas cannot pass for it.
    const band = await sharp({ create: { width: 2048, height: 64, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const image = await sharp({
      create: { width: 2048, height: 1024, channels: 3, background: i === 0 ? '#c02020' : '#20a030' },
    })
      .composite([{ input: band, top: 200, left: 0 }])
      .webp()
      .toBuffer();
    await t.deps.storage.put(`e2e/${id}/mid.webp`, image, 'image/webp');
  }
  const tourId = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
  tours.tours.set(
    tourId,
    twoSceneTour({
      id: tourId,
      userId: ownerId,
      sceneIds: sceneIds as [string, string],
      imageKey: (id) => `e2e/${id}/mid.webp`,
    }),
  );

  const folder = await exportToFolder(tourId);

  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(pathToFileURL(join(folder, 'index.html')).href);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('.rt-title')).toHaveText('Cafe');
  // The first scene is on the canvas: its red fills most of the screen.
  await expect.poll(() => colourShare(page, 0), { timeout: 30_000 }).toBeGreaterThan(0.4);

  await page.locator('.psv-virtual-tour-arrow').first().click();
  await expect.poll(() => colourShare(page, 1), { timeout: 30_000 }).toBeGreaterThan(0.4);
  await expect(page.locator('.rt-scenes')).toHaveValue(sceneIds[1]!);

  // The language switch builds the page again in Persian, right to left.
  await page.locator('.rt-language').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.rt-title')).toHaveText('کافه');
  // Its arrow is where it belongs in a right-to-left page too.
  await expect.poll(() => colourShare(page, 0), { timeout: 30_000 }).toBeGreaterThan(0.4);
  await page.locator('.psv-virtual-tour-arrow').first().click();
  await expect.poll(() => colourShare(page, 1), { timeout: 30_000 }).toBeGreaterThan(0.4);

  expect(errors).toEqual([]);
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.filter((url) => !/^(file|data|blob):/.test(url))).toEqual([]);
});

test('the export’s tiled scene paints its mid image, then its full-resolution tiles once zoomed in, from file://', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // An 8192×4096 panorama, made into its mid image and cut into 8 × 4 tiles as an upload and the worker do.
  const band = await sharp({ create: { width: 8192, height: 256, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const original = await sharp({ create: { width: 8192, height: 4096, channels: 3, background: '#2030c0' } })
    .composite([{ input: band, top: 1200, left: 0 }])
    .jpeg()
    .toBuffer();
  const panorama = await readPanorama(original);
  const { mid } = await previewAndMid(panorama);
  const tourId = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
  const sceneIds = ['eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', 'ffffffff-ffff-4fff-8fff-ffffffffffff'] as const;
  const tileKey = (col: number, row: number) => `e2e/${tourId}/tiles/${col}_${row}.webp`;
  const layout = await cutTiles(original, panorama.geometry, (col, row, data) =>
    t.deps.storage.put(tileKey(col, row), data, 'image/webp'),
  );
  expect(layout).toMatchObject({ cols: 8, rows: 4, width: 8192 });
  for (const id of sceneIds) await t.deps.storage.put(`e2e/${id}/mid.webp`, mid.data, 'image/webp');
  const tour = twoSceneTour({
    id: tourId,
    userId: ownerId,
    sceneIds: [...sceneIds],
    imageKey: (id) => `e2e/${id}/mid.webp`,
  });
  // Zoomed out, the mid image holds as many pixels as a 1280 px screen shows: no tile is needed yet.
  tour.scenes[0] = {
    ...tour.scenes[0]!,
    view: { yaw: 0, pitch: 0, zoom: 0 },
    tiles: { width: layout!.width, cols: layout!.cols, rows: layout!.rows, key: tileKey },
  };
  tours.tours.set(tourId, tour);
  const folder = await exportToFolder(tourId);

  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // WebGL refusing a picture (a tainted one) is said on the console, not thrown.
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(pathToFileURL(join(folder, 'index.html')).href);
  // The mid image is the first paint: its blue fills most of the screen.
  await expect.poll(() => colourShare(page, 2), { timeout: 30_000 }).toBeGreaterThan(0.4);
  /** How many of the sphere's faces show a full-resolution tile (the adapter's level 1), by its own state. */
  const fullFaces = () =>
    page.evaluate(() => {
      const viewer = (window as unknown as { RASSAM_VIEWER: { adapter: { state: { faces: Record<string, number> } } } })
        .RASSAM_VIEWER;
      return Object.values(viewer.adapter.state.faces).filter((level) => level === 1).length;
    });
  const tileScripts = () => requests.filter((url) => url.includes(`/tiles/${sceneIds[0]}/`));
  expect(await fullFaces()).toBe(0);
  expect(tileScripts()).toEqual([]);

  await page.evaluate(() =>
    (window as unknown as { RASSAM_VIEWER: { zoom(level: number): void } }).RASSAM_VIEWER.zoom(100),
  );
  await expect.poll(fullFaces, { timeout: 30_000 }).toBeGreaterThan(0);
  // Only the rows in view were added (the view is level, narrower than a row's height either side).
  const rows = tileScripts().map((url) => Number(/\/(\d+)\.js$/.exec(url)![1]));
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.length).toBeLessThan(layout!.rows);
  expect(rows.every((row) => row === 1 || row === 2)).toBe(true);
  await expect.poll(() => colourShare(page, 2), { timeout: 30_000 }).toBeGreaterThan(0.4);

  expect(errors).toEqual([]);
  expect(requests.filter((url) => !/^(file|data|blob):/.test(url))).toEqual([]);
});
