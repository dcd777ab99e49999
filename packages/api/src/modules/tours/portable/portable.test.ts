import { randomBytes } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test-utils';
import { makeZip } from '../../models/intake/test-zip.fixtures';
import { openSafeZip } from '../../models/intake/safe-zip';
import { DEFAULT_INTAKE_LIMITS } from '../../models/intake/limits';
import { memoryTours, twoSceneTour, type MemoryTour } from './portable.fixtures';
import { previewToken, siteUrl, tourSite } from './site-tokens';
import { SITE_SANDBOX } from './site-serve';
import { MID_WIDTH, type ExportData, type ExportScenePictures } from './export/export-data';
import { MID_MAX_WIDTH } from '../panorama';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = Awaited<ReturnType<TestApp['signUp']>>;

const SECRET = 'x'.repeat(40);
const text = (value: string) => new TextEncoder().encode(value);
let t: TestApp;
let tours: ReturnType<typeof memoryTours>;
let owner: Client;
let other: Client;
let userIds: Map<Client, string>;

const tourZip = () =>
  makeZip([
    { name: 'mytour/index.html', data: text('<!doctype html><title>Cafe</title><script src="js/app.js"></script>') },
    { name: 'mytour/js/app.js', data: text('document.title = "ok"') },
    { name: 'mytour/data/tour.json', data: text('{"scenes":2}') },
    { name: 'mytour/img/pano 1.jpg', data: new Uint8Array([0xff, 0xd8, 0xff]) },
    { name: 'mytour/bin/unknown.dat', data: text('?') },
  ]);

function zipForm(bytes: Uint8Array, name = 'tour.zip', title?: string) {
  const form = new FormData();
  form.set('file', new File([Buffer.from(bytes)], name, { type: 'application/zip' }));
  if (title !== undefined) form.set('title', title);
  return form;
}

async function importTour(client: Client, bytes = tourZip()) {
  const res = await client.call('POST', '/api/tours/import', zipForm(bytes));
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string; slug: string; link: string; status: string };
}

beforeAll(async () => {
  tours = memoryTours();
  t = await createTestApp({ portableTours: tours.api });
  owner = await t.signUp('09381000001');
  other = await t.signUp('09381000002');
  userIds = new Map();
  for (const client of [owner, other]) userIds.set(client, (await client.call('GET', '/api/me')).json.data.id);
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/tours/import', () => {
  it('creates an imported draft named after the page, its bytes counted', async () => {
    const created = await importTour(owner);
    expect(created).toMatchObject({ status: 'draft', slug: expect.stringMatching(/^cafe-/) });
    const tour = tours.tours.get(created.id)!;
    expect(tour).toMatchObject({ kind: 'imported', title: 'Cafe', userId: userIds.get(owner) });
    expect(tour.bytes).toBeGreaterThan(0);
  });

  it('answers the catalogue codes for a bad zip, and creates nothing', async () => {
    const before = tours.tours.size;
    const cases: [Uint8Array, string][] = [
      [makeZip([{ name: 'tour/pano.jpg', data: text('x') }]), 'IndexFileNotFoundInZipException'],
      [
        makeZip([
          { name: 'index.html', data: text('x') },
          { name: '../x.js', data: text('x') },
        ]),
        'FileFormatIsNotValid',
      ],
      [text('not a zip'), 'ZipFileNotFound'],
    ];
    for (const [bytes, code] of cases) {
      const res = await owner.call('POST', '/api/tours/import', zipForm(bytes));
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe(code);
    }
    // No file: the form's schema asks for it; text in its place: there is no zip.
    const titleOnly = new FormData();
    titleOnly.set('title', 'No file');
    const none = await owner.call('POST', '/api/tours/import', titleOnly);
    expect([none.status, none.json.error.fields]).toEqual([422, { file: expect.any(String) }]);
    titleOnly.set('file', 'text');
    const textFile = await owner.call('POST', '/api/tours/import', titleOnly);
    expect([textFile.status, textFile.json.error.code]).toEqual([400, 'ZipFileNotFound']);
    const control = await owner.call('POST', '/api/tours/import', zipForm(tourZip(), 'a.zip', 'bad\u0007title'));
    expect(control.json.error.code).toBe('TextHasControlCharacters');
    expect(tours.tours.size).toBe(before);
  });

  it('holds a zip to TOUR_IMPORT_MAX_MB', async () => {
    const small = await createTestApp({ portableTours: memoryTours().api }, { TOUR_IMPORT_MAX_MB: '1' });
    try {
      const client = await small.signUp('09381000009');
      const picture = { name: 'pano.jpg', data: randomBytes(1.5 * 2 ** 20), method: 'store' as const };
      const big = makeZip([{ name: 'index.html', data: text('<title>Big</title>') }, picture]);
      const refused = await client.call('POST', '/api/tours/import', zipForm(big));
      expect([refused.status, refused.json.error.code]).toEqual([413, 'FileSizeValidationError']);
      expect((await client.call('POST', '/api/tours/import', zipForm(tourZip()))).status).toBe(201);
    } finally {
      await small.close();
    }
  });

  it('refuses visitors', async () => {
    const res = await t.client().call('POST', '/api/tours/import', zipForm(tourZip()));
    expect(res.status).toBe(401);
  });
});

describe('GET /api/tour-sites/{token}/…: the sandbox', () => {
  let created: { id: string; link: string };
  let folder: string;
  beforeAll(async () => {
    created = await importTour(owner);
    folder = siteUrl(previewToken(SECRET, created.id));
  });

  it('serves the owner’s preview under a sandbox without allow-same-origin, framed by our pages only', async () => {
    // A stale session cookie would make the session middleware clear it: not on a site's answer.
    const res = await t.client().call('GET', folder, undefined, { cookie: 'user_session=stale.token.here' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Cafe</title>');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const policy = res.headers.get('content-security-policy')!;
    expect(policy.startsWith(`${SITE_SANDBOX};`)).toBe(true);
    expect(policy).not.toContain('allow-same-origin');
    expect(policy).toContain(`script-src http://localhost${folder} 'unsafe-inline' 'unsafe-eval'`);
    expect(policy).toContain(`connect-src http://localhost${folder} `);
    expect(policy).toMatch(/frame-ancestors http:\/\/localhost(:\d+)?( |$)/);
    expect(policy).not.toContain('frame-ancestors *');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
  });

  it('serves its files with their types, and nothing outside it', async () => {
    const script = await t.client().call('GET', `${folder}js/app.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('content-security-policy')).toContain('sandbox allow-scripts');
    const json = await t.client().call('GET', `${folder}data/tour.json?nocache=1`);
    expect(json.json).toEqual({ scenes: 2 });
    expect((await t.client().call('GET', `${folder}img/pano%201.jpg`)).headers.get('content-type')).toBe('image/jpeg');
    expect((await t.client().call('GET', `${folder}bin/unknown.dat`)).headers.get('content-type')).toBe(
      'application/octet-stream',
    );
    for (const path of ['js/missing.js', '..%2F..%2Fsite.json', 'js/..%2F..%2Fsite.json', 'js//app.js', 'js/']) {
      expect((await t.client().call('GET', `${folder}${path}`)).status, path).toBe(404);
    }
  });

  it('sends the bare token to its folder', async () => {
    const res = await t.client().call('GET', folder.slice(0, -1));
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe(folder);
  });

  it('refuses a forged, expired or far-future preview, and a link before acceptance', async () => {
    const token = previewToken(SECRET, created.id);
    const [id, exp, sig] = token.split('.') as [string, string, string];
    const forged = `${id}.${exp}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const expired = previewToken(SECRET, created.id, Date.now() - 3 * 3600_000);
    const far = previewToken(SECRET, created.id, Date.now() + 24 * 3600_000);
    const otherSecret = previewToken('y'.repeat(40), created.id);
    for (const bad of [forged, expired, far, otherSecret, `${created.link}`, 'nonsense']) {
      const res = await t.client().call('GET', siteUrl(bad));
      expect(res.status, bad).toBe(404);
      expect(res.json.error.code).toBe('VirtualTourNotFound');
    }
  });

  it('serves an accepted unlisted tour by its link, framable by the embeds anywhere', async () => {
    const own = await importTour(owner);
    Object.assign(tours.tours.get(own.id)!, { status: 'accepted', visibility: 'unlisted' });
    const res = await t.client().call('GET', siteUrl(own.link));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(tourSite(SECRET, { ...own, kind: 'imported' }, 'public')).toEqual({ url: siteUrl(own.link) });
  });

  it('answers a preflight from the opaque origin without credentials', async () => {
    const res = await t.app.request(`${folder}img/pano%201.jpg`, {
      method: 'OPTIONS',
      headers: { origin: 'null', 'access-control-request-method': 'GET', 'access-control-request-headers': 'range' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('GET /api/tours/{id}/export', () => {
  let tour: MemoryTour;
  let panoramas: Map<string, Buffer>;

  beforeAll(async () => {
    panoramas = new Map();
    const sceneIds = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
    for (const [i, id] of sceneIds.entries()) {
      const bytes = await sharp({ create: { width: 64, height: 32, channels: 3, background: i ? '#0a0' : '#a00' } })
        .webp()
        .toBuffer();
      panoramas.set(id, bytes);
      await t.deps.storage.put(`tours/x/scenes/${id}/mid.webp`, bytes, 'image/webp');
    }
    await t.deps.storage.put(
      'tours/x/info.png',
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00f' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    tour = twoSceneTour({
      id: '33333333-3333-4333-8333-333333333333',
      userId: userIds.get(owner)!,
      sceneIds: sceneIds as [string, string],
      imageKey: (id) => `tours/x/scenes/${id}/mid.webp`,
      infoImageKey: 'tours/x/info.png',
    });
    tours.tours.set(tour.id, tour);
  });

  /** The owner's export, read as bytes (the test client reads answers as text). */
  async function exportZip(id: string, locale: 'fa' | 'en' = 'en') {
    const cookie = [...owner.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await t.app.request(`/api/tours/${id}/export`, { headers: { cookie, 'x-locale': locale } });
    return { res, zip: await openSafeZip(new Uint8Array(await res.arrayBuffer()), DEFAULT_INTAKE_LIMITS) };
  }

  it('gives a zip of the page, the viewer, the data and one script per scene', async () => {
    const { res, zip } = await exportZip(tour.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('کافه-abcdef.zip')}`,
    );
    expect(zip.files.map((file) => file.name).sort()).toEqual(
      [
        'index.html',
        'scenes/11111111-1111-4111-8111-111111111111.js',
        'scenes/22222222-2222-4222-8222-222222222222.js',
        'tour-data.js',
        'viewer.css',
        'viewer.js',
      ].sort(),
    );

    const page = (await zip.read('index.html')).toString();
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toContain('<title>Cafe</title>');
    expect(page).toMatch(/<script src="tour-data.js"><\/script>\s*<script src="viewer.js" defer><\/script>/);
    // Nothing the page names lives on a server: relative files only.
    expect(page).not.toMatch(/(?:src|href)="(?:https?:|\/)/);

    const sandbox: Record<string, unknown> = { window: {} };
    runInNewContext((await zip.read('tour-data.js')).toString(), sandbox);
    const data = (sandbox.window as { RASSAM_TOUR: ExportData }).RASSAM_TOUR;
    expect(data).toMatchObject({ locale: 'en', title: { fa: 'کافه', en: 'Cafe' }, startSceneId: tour.scenes[0]!.id });
    expect(data.scenes[0]).toMatchObject({
      name: { fa: 'ورودی', en: 'Entrance' },
      view: { yaw: 0, pitch: 0, zoom: 30 },
      northOffset: 0.25,
      links: [{ target: tour.scenes[1]!.id, yaw: 0, pitch: -0.05 }],
      infos: [{ text: { fa: 'پیشخوان <b>', en: 'Counter' }, image: true }],
    });
    expect(data.scenes[1]!.infos[0]!.image).toBe(false);
    // Scenes without tiles carry their mid image only, as before tiles were exported.
    expect(data.scenes.map((scene) => scene.tiles)).toEqual([null, null]);
    expect(JSON.stringify(data)).not.toContain('/api/');

    for (const scene of tour.scenes) {
      const calls: [string, ExportScenePictures][] = [];
      runInNewContext((await zip.read(`scenes/${scene.id}.js`)).toString(), {
        window: { RASSAM_SCENE: (id: string, pictures: ExportScenePictures) => calls.push([id, pictures]) },
      });
      expect(calls).toHaveLength(1);
      const [id, pictures] = calls[0]!;
      expect(id).toBe(scene.id);
      expect(pictures.panorama.startsWith('data:image/webp;base64,')).toBe(true);
      expect(Buffer.from(pictures.panorama.split(',')[1]!, 'base64').equals(panoramas.get(scene.id)!)).toBe(true);
      expect(Object.keys(pictures.images)).toEqual(scene.id === tour.scenes[0]!.id ? ['note-0'] : []);
    }
    const viewer = await zip.read('viewer.js');
    expect(viewer.length).toBeGreaterThan(100_000);
    expect(viewer.toString()).not.toMatch(/^\s*(?:import|export)\s/m);
  });

  it('carries a tiled scene’s full resolution, one script per row of tiles in column order', async () => {
    const id = '44444444-4444-4444-8444-444444444444';
    // The layout panorama.ts gives an 8192 px sphere (8 × 4 tiles of 1024 px); each tile a different colour.
    const layout = { width: 8192, cols: 8, rows: 4 };
    const key = (col: number, row: number) => `tours/x/tiles/t44/${col}_${row}.webp`;
    const tiles = new Map<string, Buffer>();
    for (let row = 0; row < layout.rows; row++) {
      for (let col = 0; col < layout.cols; col++) {
        const bytes = await sharp({
          create: { width: 8, height: 8, channels: 3, background: { r: col * 30, g: row * 60, b: 7 } },
        })
          .webp({ lossless: true })
          .toBuffer();
        tiles.set(key(col, row), bytes);
        await t.deps.storage.put(key(col, row), bytes, 'image/webp');
      }
    }
    const tiled: MemoryTour = {
      ...tour,
      id,
      scenes: [{ ...tour.scenes[0]!, tiles: { ...layout, key } }, tour.scenes[1]!],
    };
    tours.tours.set(id, tiled);

    const { res, zip } = await exportZip(id);
    expect(res.status).toBe(200);
    const sceneId = tour.scenes[0]!.id;
    const names = zip.files.map((file) => file.name);
    expect(names.filter((name) => name.startsWith('tiles/'))).toEqual(
      [0, 1, 2, 3].map((row) => `tiles/${sceneId}/${row}.js`),
    );
    // Its scene script is as an untiled one's: the mid image is the first paint.
    expect(names).toContain(`scenes/${sceneId}.js`);

    const sandbox: Record<string, unknown> = { window: {} };
    runInNewContext((await zip.read('tour-data.js')).toString(), sandbox);
    const data = (sandbox.window as { RASSAM_TOUR: ExportData }).RASSAM_TOUR;
    expect(data.scenes.map((scene) => scene.tiles)).toEqual([layout, null]);

    for (let row = 0; row < layout.rows; row++) {
      const calls: [string, number, string[]][] = [];
      runInNewContext((await zip.read(`tiles/${sceneId}/${row}.js`)).toString(), {
        window: { RASSAM_TILES: (...args: [string, number, string[]]) => calls.push(args) },
      });
      expect(calls.map(([scene, r, urls]) => [scene, r, urls.length])).toEqual([[sceneId, row, layout.cols]]);
      for (const [col, url] of calls[0]![2].entries()) {
        expect(url.startsWith('data:image/webp;base64,')).toBe(true);
        expect(Buffer.from(url.split(',')[1]!, 'base64').equals(tiles.get(key(col, row))!), `${col}_${row}`).toBe(true);
      }
    }
  });

  it('refuses before the first byte when a scene’s picture or one of its tiles is gone', async () => {
    const sceneId = tour.scenes[0]!.id;
    const noTile: MemoryTour = {
      ...tour,
      id: '55555555-5555-4555-8555-555555555555',
      scenes: [
        tour.scenes[1]!,
        {
          ...tour.scenes[0]!,
          tiles: { width: 8192, cols: 8, rows: 4, key: (col, row) => `tours/x/gone/${col}_${row}.webp` },
        },
      ],
    };
    const noImage: MemoryTour = {
      ...tour,
      id: '66666666-6666-4666-8666-666666666666',
      scenes: [{ ...tour.scenes[0]!, imageKey: 'tours/x/gone/mid.webp' }],
    };
    for (const [missing, details] of [
      [noTile, { reason: 'scene-tile', sceneId }],
      [noImage, { reason: 'scene-image', sceneId }],
    ] as const) {
      tours.tours.set(missing.id, missing);
      const res = await owner.call('GET', `/api/tours/${missing.id}/export`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.json.error).toMatchObject({ code: 'FileNotFound', details });
    }
  });

  it('gives the page the mid image’s width that panorama.ts cuts tiles above', () => {
    expect(MID_WIDTH).toBe(MID_MAX_WIDTH);
  });

  it('opens in Persian for a Persian reader, right to left', async () => {
    const { zip } = await exportZip(tour.id, 'fa');
    const page = (await zip.read('index.html')).toString();
    expect(page).toContain('<html lang="fa" dir="rtl">');
    expect(page).toContain('<title>کافه</title>');
  });

  it('gives an imported tour back as it was imported', async () => {
    const created = await importTour(owner);
    const { zip } = await exportZip(created.id);
    expect(zip.files.map((file) => file.name)).toEqual([
      'index.html',
      'js/app.js',
      'data/tour.json',
      'img/pano 1.jpg',
      'bin/unknown.dat',
    ]);
    expect((await zip.read('js/app.js')).toString()).toBe('document.title = "ok"');
  });

  it('is not found for another user, and refused to visitors', async () => {
    const res = await other.call('GET', `/api/tours/${tour.id}/export`);
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('VirtualTourNotFound');
    expect((await t.client().call('GET', `/api/tours/${tour.id}/export`)).status).toBe(401);
    expect((await owner.call('GET', '/api/tours/not-a-uuid/export')).json.error.code).toBe('VirtualTourIdIsNotValid');
  });
});
