/**
 * `GET /api/tours/{id}/export` (decision 038): a zip that runs from any static host or from a folder opened in
 * a browser, with no request to us. A tour of scenes becomes
 *
 *   index.html      the page (its language the reader's, with a switch to the other)
 *   viewer.js/.css  Photo Sphere Viewer and the page's code, one classic script (viewer-bundle.ts)
 *   tour-data.js    the tour: scenes, hotspots in both languages, start scene and views, north offsets
 *   scenes/{id}.js  each scene's mid image (and its info hotspots' pictures) as data: addresses
 *   tiles/{id}/{row}.js  a tiled scene's full-resolution tiles, one row of them a script, as data: addresses
 *
 * and an imported tour is given back as it was imported. The zip is streamed: each script is written from
 * storage when the zip reaches it, so a large tour never sits in memory (one tile at a time at most).
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import yazl from 'yazl';
import type { Locale } from '@rassam/i18n';
import { AppError } from '../../../../lib/app-error';
import type { Storage } from '../../../../lib/storage';
import type { PortableScene, PortableTiles, PortableTour } from '../portable.types';
import { readSiteManifest, siteFileKey, tourSitePrefix } from '../site-import';
import {
  DATA_GLOBAL,
  SCENE_CALLBACK,
  TILES_CALLBACK,
  sceneScriptPath,
  tileRowScriptPath,
  type ExportData,
  type ExportScene,
} from './export-data';
import { EXPORT_LABELS } from './export-labels';
import { viewerBundle } from './viewer-bundle';

export interface TourExport {
  fileName: string;
  body: ReadableStream<Uint8Array>;
}

export async function exportTour(storage: Storage, tour: PortableTour, locale: Locale): Promise<TourExport> {
  const zip = new yazl.ZipFile();
  if (tour.kind === 'imported') await addSite(zip, storage, tour);
  else await addScenes(zip, storage, tour, locale);
  zip.end();
  return {
    fileName: `${tour.slug || 'tour'}.zip`,
    body: Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array>,
  };
}

async function addSite(zip: yazl.ZipFile, storage: Storage, tour: PortableTour) {
  const prefix = tourSitePrefix(tour.id);
  const manifest = await readSiteManifest(storage, prefix);
  if (!manifest) throw new AppError('FileNotFound', { details: { reason: 'no-site' } });
  for (const file of manifest.files) zip.addReadStreamLazy(file.path, stored(storage, siteFileKey(prefix, file.path)));
}

async function addScenes(zip: yazl.ZipFile, storage: Storage, tour: PortableTour, locale: Locale) {
  if (tour.scenes.length === 0) throw new AppError('FileNotFound', { details: { reason: 'no-scenes' } });
  // Every picture is looked for before the first byte leaves: a missing one is an error, not a broken zip.
  const pictures = await Promise.all(tour.scenes.map((scene) => scenePictures(storage, scene)));
  await checkTiles(storage, tour.scenes);
  const { js, css } = await viewerBundle();
  const data = exportData(tour, locale, pictures);

  zip.addBuffer(Buffer.from(indexPage(data)), 'index.html');
  zip.addBuffer(Buffer.from(js), 'viewer.js');
  zip.addBuffer(Buffer.from(css), 'viewer.css');
  zip.addBuffer(Buffer.from(`window.${DATA_GLOBAL} = ${JSON.stringify(data)};\n`), 'tour-data.js');
  for (const [i, scene] of tour.scenes.entries()) {
    zip.addReadStreamLazy(sceneScriptPath(scene.id), (done) => {
      done(null, Readable.from(sceneScript(storage, scene.id, pictures[i]!)));
    });
    const tiles = scene.tiles;
    if (!tiles) continue;
    for (let row = 0; row < tiles.rows; row++) {
      zip.addReadStreamLazy(tileRowScriptPath(scene.id, row), (done) => {
        done(null, Readable.from(tileRowScript(storage, scene.id, row, tiles)));
      });
    }
  }
}

interface Picture {
  key: string;
  type: string;
}

interface ScenePictures {
  panorama: Picture;
  /** Info hotspots' pictures that are there, by hotspot id (a missing one is left out of the export). */
  images: Map<string, Picture>;
}

async function scenePictures(storage: Storage, scene: PortableScene): Promise<ScenePictures> {
  const panorama = await storage.stat(scene.imageKey);
  if (!panorama) throw new AppError('FileNotFound', { details: { reason: 'scene-image', sceneId: scene.id } });
  const images = new Map<string, Picture>();
  for (const hotspot of scene.hotspots) {
    if (hotspot.type !== 'info' || !hotspot.imageKey) continue;
    const info = await storage.stat(hotspot.imageKey);
    if (info) images.set(hotspot.id, { key: hotspot.imageKey, type: info.contentType });
  }
  return { panorama: { key: scene.imageKey, type: scene.imageType }, images };
}

/** How many tiles are looked for at once: a tour may have thousands, and an S3 look-up is a request. */
const TILE_CHECKS_AT_ONCE = 32;
/** panorama.ts cuts every tile as WebP. */
const TILE_TYPE = 'image/webp';

/** Every tile of every tiled scene is there, or FileNotFound naming the first one missing. */
async function checkTiles(storage: Storage, scenes: PortableScene[]) {
  const wanted: { sceneId: string; col: number; row: number; key: string }[] = [];
  for (const { id, tiles } of scenes) {
    if (!tiles) continue;
    for (let row = 0; row < tiles.rows; row++) {
      for (let col = 0; col < tiles.cols; col++) wanted.push({ sceneId: id, col, row, key: tiles.key(col, row) });
    }
  }
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const { key, ...tile } = wanted[next++]!;
      if (await storage.stat(key)) continue;
      next = wanted.length; // the others stop at their next turn
      throw new AppError('FileNotFound', { details: { reason: 'scene-tile', ...tile } });
    }
  };
  await Promise.all(Array.from({ length: TILE_CHECKS_AT_ONCE }, worker));
}

function exportData(tour: PortableTour, locale: Locale, pictures: ScenePictures[]): ExportData {
  const scenes: ExportScene[] = tour.scenes.map((scene, i) => ({
    id: scene.id,
    name: { fa: scene.name, en: scene.nameEn ?? '' },
    view: scene.view,
    northOffset: scene.northOffset,
    links: scene.hotspots.flatMap((hotspot) =>
      hotspot.type === 'link'
        ? [{ id: hotspot.id, target: hotspot.target, yaw: hotspot.yaw, pitch: hotspot.pitch }]
        : [],
    ),
    infos: scene.hotspots.flatMap((hotspot) =>
      hotspot.type === 'info'
        ? [
            {
              id: hotspot.id,
              yaw: hotspot.yaw,
              pitch: hotspot.pitch,
              text: hotspot.text,
              image: pictures[i]!.images.has(hotspot.id),
              linkUrl: hotspot.linkUrl ?? null,
            },
          ]
        : [],
    ),
    tiles: scene.tiles ? { width: scene.tiles.width, cols: scene.tiles.cols, rows: scene.tiles.rows } : null,
  }));
  const start = tour.scenes.some((scene) => scene.id === tour.startSceneId) ? tour.startSceneId! : tour.scenes[0]!.id;
  return {
    locale,
    title: { fa: tour.title, en: tour.titleEn ?? '' },
    description: { fa: tour.description ?? '', en: tour.descriptionEn ?? '' },
    startSceneId: start,
    scenes,
    labels: EXPORT_LABELS,
  };
}

const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page: the data first, then the viewer (deferred), which builds everything in the page's language. */
export function indexPage(data: ExportData): string {
  const labels = data.labels[data.locale];
  const title = data.title[data.locale] || data.title.fa || labels.tour;
  const description = data.description[data.locale] || data.description.fa;
  return `<!doctype html>
<html lang="${data.locale}" dir="${data.locale === 'fa' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="generator" content="${html(labels.madeWith)}">
${description ? `<meta name="description" content="${html(description)}">\n` : ''}<title>${html(title)}</title>
<link rel="stylesheet" href="viewer.css">
<script src="tour-data.js"></script>
<script src="viewer.js" defer></script>
</head>
<body>
<header id="rt-bar"></header>
<main id="rt-viewer" aria-label="${html(title)}"></main>
</body>
</html>
`;
}

/** A stored file as yazl's lazy stream: opened only when the zip reaches it. */
function stored(storage: Storage, key: string) {
  return (done: (error: unknown, stream: NodeJS.ReadableStream) => void) => {
    storage.read(key).then(
      (body) => {
        if (!body) return done(new Error(`export: ${key} is gone`), Readable.from([]));
        done(null, Readable.fromWeb(body as WebReadableStream<Uint8Array>));
      },
      (error: unknown) => done(error, Readable.from([])),
    );
  };
}

/** `RASSAM_SCENE(id, {panorama: "data:…", images: {…}})`, its base64 written as the stored bytes are read. */
async function* sceneScript(storage: Storage, sceneId: string, pictures: ScenePictures): AsyncGenerator<string> {
  yield `window.${SCENE_CALLBACK}(${JSON.stringify(sceneId)},{"panorama":`;
  yield* dataUrl(storage, pictures.panorama);
  yield ',"images":{';
  let first = true;
  for (const [hotspotId, picture] of pictures.images) {
    yield `${first ? '' : ','}${JSON.stringify(hotspotId)}:`;
    yield* dataUrl(storage, picture);
    first = false;
  }
  yield '}});\n';
}

/** `RASSAM_TILES(id, row, ["data:…", …])`: the row's tiles from column 0, each read as the zip reaches it. */
async function* tileRowScript(
  storage: Storage,
  sceneId: string,
  row: number,
  tiles: PortableTiles,
): AsyncGenerator<string> {
  yield `window.${TILES_CALLBACK}(${JSON.stringify(sceneId)},${row},[`;
  for (let col = 0; col < tiles.cols; col++) {
    if (col > 0) yield ',';
    yield* dataUrl(storage, { key: tiles.key(col, row), type: TILE_TYPE });
  }
  yield ']);\n';
}

/** A stored picture as a quoted `data:` address, base64 in whole groups of three bytes as they arrive. */
async function* dataUrl(storage: Storage, picture: Picture): AsyncGenerator<string> {
  const body = await storage.read(picture.key);
  if (!body) throw new Error(`export: ${picture.key} is gone`);
  yield `"data:${picture.type};base64,`;
  let carry = Buffer.alloc(0);
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    const bytes = Buffer.concat([carry, chunk]);
    const whole = bytes.length - (bytes.length % 3);
    yield bytes.subarray(0, whole).toString('base64');
    carry = bytes.subarray(whole);
  }
  yield `${carry.toString('base64')}"`;
}
