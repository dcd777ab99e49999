import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage, type Storage } from '../../../lib/storage';
import { resolveIntakeLimits } from '../../models/intake/limits';
import { deflatedZeros, makeZip, type ZipEntrySpec } from '../../models/intake/test-zip.fixtures';
import { contentTypeFor } from './content-types';
import { deleteSite, readSiteManifest, readSiteZip, siteFileKey, TOUR_IMPORT_LIMITS } from './site-import';

const text = (value: string) => new TextEncoder().encode(value);
const index = (name = 'index.html', title = 'Shop tour'): ZipEntrySpec => ({
  name,
  data: text(`<!doctype html><title>${title}</title><script src="js/tour.js"></script>`),
});
const refused = (reason: string) => ({ code: 'FileFormatIsNotValid', details: expect.objectContaining({ reason }) });
const storage = () => createLocalStorage(join(mkdtempSync(join(tmpdir(), 'tour-site-')), 'files'));

describe('readSiteZip: what is refused', () => {
  it.each([
    ['../evil.js', 'parent folder (..)'],
    ['tour/../../evil.js', 'parent folder (..)'],
    ['/etc/passwd', 'absolute path'],
    ['C:/evil.js', 'drive letter'],
  ])('an entry named %j (%s)', async (name, problem) => {
    await expect(readSiteZip(makeZip([index(), { name, data: text('x') }]))).rejects.toMatchObject({
      code: 'FileFormatIsNotValid',
      details: { reason: 'unsafe-path', entry: name, problem },
    });
  });

  it('a symlink', async () => {
    const zip = makeZip([index(), { name: 'img/pano.jpg', data: text('/etc/passwd'), unixMode: 0o120777 }]);
    await expect(readSiteZip(zip)).rejects.toMatchObject(refused('symlink'));
  });

  it('more entries than the limit, counted before any is read', async () => {
    const entries = Array.from({ length: 12 }, (_, i) => ({ name: `tiles/${i}.jpg`, data: new Uint8Array(1) }));
    const limits = resolveIntakeLimits({ ...TOUR_IMPORT_LIMITS, maxEntries: 10 });
    await expect(readSiteZip(makeZip([index(), ...entries]), limits)).rejects.toMatchObject({
      code: 'FileFormatIsNotValid',
      details: { reason: 'too-many-entries', entries: 13, maxEntries: 10 },
    });
    await expect(readSiteZip(makeZip([index(), ...entries]), { ...limits, maxEntries: 13 })).resolves.toBeDefined();
  });

  it('a bomb: by its declared ratio, and one that lies about its size when it is inflated', async () => {
    const zeros = await deflatedZeros(32 * 2 ** 20);
    await expect(
      readSiteZip(makeZip([index(), { name: 'pano.bin', deflated: zeros, declaredSize: 32 * 2 ** 20 }])),
    ).rejects.toMatchObject(refused('compression-ratio'));
    // Declared small: listed, then stopped within a chunk of inflating once it passes what it declared.
    const liar = await readSiteZip(makeZip([index(), { name: 'pano.bin', deflated: zeros, declaredSize: 1000 }]));
    await expect(liar.store(storage(), 'tours/t1/')).rejects.toMatchObject(refused('size-mismatch'));
  });

  it('a zip without index.html, an empty zip, and bytes that are not a zip', async () => {
    await expect(readSiteZip(makeZip([{ name: 'tour/pano.jpg', data: text('x') }]))).rejects.toMatchObject({
      code: 'IndexFileNotFoundInZipException',
      status: 400,
    });
    // Two folders deep is too deep: the site must be the zip or its one folder.
    await expect(readSiteZip(makeZip([index('a/b/index.html')]))).rejects.toMatchObject({
      code: 'IndexFileNotFoundInZipException',
    });
    await expect(readSiteZip(makeZip([]))).rejects.toMatchObject({ code: 'ZipFileNotFound' });
    await expect(readSiteZip(makeZip([{ name: 'empty/' }]))).rejects.toMatchObject({ code: 'ZipFileNotFound' });
    await expect(readSiteZip(text('<html>not a zip</html>'))).rejects.toMatchObject({ code: 'ZipFileNotFound' });
    await expect(readSiteZip(new Uint8Array())).rejects.toMatchObject({ code: 'ZipFileNotFound' });
  });
});

describe('readSiteZip: the site', () => {
  it('index.html at the top: every file, with its type and the page title', async () => {
    const site = await readSiteZip(
      makeZip([
        index(),
        { name: 'js/tour.js', data: text('1'), method: 'deflate' },
        { name: 'data/tour.xml', data: text('<krpano/>') },
        { name: '__MACOSX/._index.html', data: text('clutter') },
        { name: 'notes.xyz', data: text('?') },
      ]),
    );
    expect(site.title).toBe('Shop tour');
    expect(site.manifest.index).toBe('index.html');
    expect(site.manifest.files.map((file) => [file.path, file.contentType])).toEqual([
      ['index.html', 'text/html; charset=utf-8'],
      ['js/tour.js', 'text/javascript; charset=utf-8'],
      ['data/tour.xml', 'application/xml'],
      ['notes.xyz', 'application/octet-stream'],
    ]);
    expect(site.bytes).toBe(site.manifest.files.reduce((sum, file) => sum + file.size, 0));
  });

  it('index.html one folder deep: that folder is the site, what lies beside it is left out', async () => {
    const site = await readSiteZip(
      makeZip([
        { name: 'readme.txt', data: text('outside') },
        index('output/Index.HTM', 'Pano2VR &amp; more'),
        { name: 'output/pano2vr_player.js', data: text('1') },
        { name: 'help/index.html', data: text('help') },
      ]),
    );
    expect(site.manifest.index).toBe('Index.HTM');
    expect(site.manifest.files.map((file) => file.path)).toEqual(['Index.HTM', 'pano2vr_player.js']);
    expect(site.title).toBe('Pano2VR & more');
  });

  it('stores every file and the manifest, and deletes them again', async () => {
    const files = storage();
    const site = await readSiteZip(makeZip([index(), { name: 'js/tour.js', data: text('console.log(1)') }]));
    await site.store(files, 'tours/t2/');
    expect(await readSiteManifest(files, 'tours/t2/')).toEqual(site.manifest);
    expect(Buffer.from((await files.get(siteFileKey('tours/t2/', 'js/tour.js')))!.body).toString()).toBe(
      'console.log(1)',
    );
    await deleteSite(files, 'tours/t2/');
    expect(await readSiteManifest(files, 'tours/t2/')).toBeNull();
    expect(await files.stat(siteFileKey('tours/t2/', 'js/tour.js'))).toBeNull();
  });

  it('a store that fails half-way leaves nothing behind', async () => {
    const disk = storage();
    let puts = 0;
    const failing: Storage = {
      ...disk,
      async put(key, body, type) {
        puts += 1;
        if (puts === 3) throw new Error('disk full');
        return disk.put(key, body, type);
      },
    };
    const entries = Array.from({ length: 8 }, (_, i) => ({ name: `img/${i}.jpg`, data: text(String(i)) }));
    const site = await readSiteZip(makeZip([index(), ...entries]));
    await expect(site.store(failing, 'tours/t3/')).rejects.toThrow('disk full');
    for (const file of site.manifest.files) expect(await disk.stat(siteFileKey('tours/t3/', file.path))).toBeNull();
    expect(await readSiteManifest(disk, 'tours/t3/')).toBeNull();
  });
});

describe('contentTypeFor', () => {
  it('knows what tours are made of, and nothing else', () => {
    expect(contentTypeFor('a/B.JPG')).toBe('image/jpeg');
    expect(contentTypeFor('tiles/l1_f_1.webp')).toBe('image/webp');
    expect(contentTypeFor('pano.wasm')).toBe('application/wasm');
    expect(contentTypeFor('evil.exe')).toBe('application/octet-stream');
    expect(contentTypeFor('.htaccess')).toBe('application/octet-stream');
    expect(contentTypeFor('Makefile')).toBe('application/octet-stream');
  });
});
