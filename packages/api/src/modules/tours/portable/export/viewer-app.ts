/**
 * The exported tour's page (decision 038), bundled by esbuild into one classic script (`viewer.js`) with its
 * CSS (`viewer.css`): a `file://` page loads neither ES modules nor JSON, so the tour comes from `tour-data.js`
 * (a global), each scene's pictures from `scenes/{id}.js`, added as a script tag when the scene is first
 * shown, and a tiled scene's full resolution from `tiles/{id}/{row}.js`, a row added when it is first in view
 * zoomed in. Nothing here asks any server for anything.
 */
import { Viewer, events, type Position } from '@photo-sphere-viewer/core';
import { AutorotatePlugin } from '@photo-sphere-viewer/autorotate-plugin';
import {
  EquirectangularTilesAdapter,
  type EquirectangularMultiTilesPanorama,
} from '@photo-sphere-viewer/equirectangular-tiles-adapter';
import { GyroscopePlugin } from '@photo-sphere-viewer/gyroscope-plugin';
import { MarkersPlugin } from '@photo-sphere-viewer/markers-plugin';
import { VirtualTourPlugin, type VirtualTourNode } from '@photo-sphere-viewer/virtual-tour-plugin';
import '@photo-sphere-viewer/core/index.css';
import '@photo-sphere-viewer/markers-plugin/index.css';
import '@photo-sphere-viewer/virtual-tour-plugin/index.css';
import './viewer-app.css';
import {
  DATA_GLOBAL,
  MID_WIDTH,
  SCENE_CALLBACK,
  TILES_CALLBACK,
  sceneScriptPath,
  tileRowScriptPath,
  type ExportData,
  type ExportScene,
  type ExportScenePictures,
  type ExportText,
} from './export-data';

type Locale = ExportData['locale'];
type Globals = Record<string, unknown>;

const data = (window as unknown as Globals)[DATA_GLOBAL] as ExportData;
const locale: Locale =
  location.hash === '#en' || location.hash === '#fa' ? (location.hash.slice(1) as Locale) : data.locale;
const labels = data.labels[locale];
const say = (text: ExportText) => text[locale] || text[locale === 'fa' ? 'en' : 'fa'];
const scenes = new Map(data.scenes.map((scene) => [scene.id, scene]));

/** A scene's pictures: its script is added once and calls back with them; a failed script rejects. */
const pictures = new Map<string, Promise<ExportScenePictures>>();
const arriving = new Map<string, (value: ExportScenePictures) => void>();
(window as unknown as Globals)[SCENE_CALLBACK] = (id: string, value: ExportScenePictures) => arriving.get(id)?.(value);

function scenePictures(id: string): Promise<ExportScenePictures> {
  let promise = pictures.get(id);
  if (!promise) {
    promise = new Promise((resolve, reject) => {
      arriving.set(id, resolve);
      const script = document.createElement('script');
      script.src = sceneScriptPath(id);
      script.onerror = () => {
        pictures.delete(id);
        reject(new Error(`scene ${id} could not be loaded`));
      };
      document.head.append(script);
    });
    pictures.set(id, promise);
  }
  return promise;
}

/**
 * The tile rows of the scene on screen, by row: a row's script is added the first time the adapter asks for one
 * of its tiles, and its failure is kept (the mid image stays there). Another scene's rows are let go when the
 * scene changes, so that a tour's full resolution never fills the page's memory.
 */
const tileRows = new Map<string, Map<number, string[] | 'loading' | 'failed'>>();
/** Set by start(): shows a row that has just arrived. */
let showArrivedTiles = () => {};
(window as unknown as Globals)[TILES_CALLBACK] = (id: string, row: number, urls: string[]) => {
  const rows = tileRows.get(id);
  if (!rows) return;
  rows.set(row, urls);
  showArrivedTiles();
};

function tileRow(sceneId: string, row: number): string[] | null {
  let rows = tileRows.get(sceneId);
  if (!rows) tileRows.set(sceneId, (rows = new Map()));
  const known = rows.get(row);
  if (Array.isArray(known)) return known;
  if (known === undefined) {
    rows.set(row, 'loading');
    const script = document.createElement('script');
    script.src = tileRowScriptPath(sceneId, row);
    // The row is kept by the callback: the tag has done its work either way.
    script.onload = () => script.remove();
    script.onerror = () => {
      rows.set(row, 'failed');
      script.remove();
    };
    document.head.append(script);
  }
  return null;
}

/**
 * A scene for the tiles adapter (one adapter serves every scene): the mid image is its base, painted first and
 * unblurred. A tiled scene has two levels over it, which Photo Sphere Viewer chooses between by how many pixels
 * the screen shows: the mid image's, answered with no tile (the base is that picture already), and the full
 * resolution's, whose tiles come from their row's script (none until it has arrived: the base shows there, and
 * the adapter is asked again then). A scene without tiles has the first level alone.
 */
function panorama(scene: ExportScene, mid: string): EquirectangularMultiTilesPanorama {
  const midLevel = { width: MID_WIDTH, cols: 1, rows: 1 };
  const tiles = scene.tiles;
  return {
    baseUrl: mid,
    levels: tiles ? [midLevel, { width: tiles.width, cols: tiles.cols, rows: tiles.rows }] : [midLevel],
    tileUrl: (col, row, level) => (tiles && level === 1 ? (tileRow(scene.id, row)?.[col] ?? null) : null),
  };
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An info hotspot's panel: its text, its picture, its link; every text escaped (the owner wrote it). */
function infoContent(info: ExportScene['infos'][number], images: Record<string, string>): string {
  const parts = [`<p class="rt-info-text">${escape(say(info.text))}</p>`];
  const image = images[info.id];
  if (image) parts.push(`<img class="rt-info-image" src="${image}" alt="">`);
  if (info.linkUrl && /^https?:\/\//.test(info.linkUrl)) {
    parts.push(
      `<a class="rt-info-link" href="${escape(info.linkUrl)}" target="_blank" rel="noopener noreferrer">${escape(labels.open)}</a>`,
    );
  }
  return parts.join('');
}

async function node(id: string): Promise<VirtualTourNode> {
  const scene = scenes.get(id);
  if (!scene) throw new Error(`no scene ${id}`);
  const { panorama: mid, images } = await scenePictures(id);
  return {
    id,
    panorama: panorama(scene, mid),
    // Photo Sphere Viewer writes both as HTML (the caption bar, the links' tooltips): the owner's text is escaped.
    name: escape(say(scene.name)),
    caption: escape(say(scene.name)),
    links: scene.links
      .filter((link) => scenes.has(link.target))
      .map((link) => ({ nodeId: link.target, position: { yaw: link.yaw, pitch: link.pitch } })),
    markers: scene.infos.map((info) => ({
      id: `info-${info.id}`,
      position: { yaw: info.yaw, pitch: info.pitch },
      html: '<span class="rt-info-dot" aria-hidden="true">i</span>',
      size: { width: 36, height: 36 },
      anchor: 'center center',
      tooltip: { content: escape(say(info.text).slice(0, 200)), position: 'top center' },
      content: infoContent(info, images),
      data: { info: true },
    })),
  };
}

function header(viewer: Viewer, tour: VirtualTourPlugin) {
  const bar = document.getElementById('rt-bar')!;
  const title = document.createElement('h1');
  title.className = 'rt-title';
  title.textContent = say(data.title) || labels.tour;
  document.title = title.textContent;

  const picker = document.createElement('select');
  picker.className = 'rt-scenes';
  picker.setAttribute('aria-label', labels.scenes);
  for (const scene of data.scenes) picker.append(new Option(say(scene.name), scene.id));
  picker.addEventListener('change', () => void tour.setCurrentNode(picker.value));

  const compass = document.createElement('span');
  compass.className = 'rt-compass';
  compass.setAttribute('role', 'img');
  compass.setAttribute('aria-label', labels.north);
  compass.innerHTML = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2l5 16-5-3-5 3z"/></svg>';

  const language = document.createElement('a');
  language.className = 'rt-language';
  language.href = `#${locale === 'fa' ? 'en' : 'fa'}`;
  language.lang = locale === 'fa' ? 'en' : 'fa';
  language.textContent = labels.otherLanguage;
  // The language lives in the address's fragment, which a file:// page keeps; the page is built again in it.
  language.addEventListener('click', (event) => {
    event.preventDefault();
    location.hash = language.hash;
    location.reload();
  });

  bar.append(title, picker, compass, language);

  // The needle points where north is: the scene's north offset is the yaw that faces north.
  const turnNeedle = (position: Position) => {
    const north = scenes.get(tour.getCurrentNode()?.id ?? '')?.northOffset ?? 0;
    compass.style.transform = `rotate(${north - position.yaw}rad)`;
  };
  viewer.addEventListener(events.PositionUpdatedEvent.type, ({ position }) => turnNeedle(position));
  tour.addEventListener('node-changed', ({ node: current }) => {
    picker.value = current.id;
    turnNeedle(viewer.getPosition());
  });
}

function start() {
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === 'fa' ? 'rtl' : 'ltr';
  const first = scenes.get(data.startSceneId) ?? data.scenes[0]!;
  const viewer = new Viewer({
    container: 'rt-viewer',
    adapter: EquirectangularTilesAdapter.withConfig({ baseBlur: false, showErrorTile: false }),
    lang: labels.viewer,
    defaultYaw: first.view.yaw,
    defaultPitch: first.view.pitch,
    defaultZoomLvl: first.view.zoom,
    loadingTxt: labels.viewer.loading,
    navbar: ['autorotate', 'zoom', 'move', 'gyroscope', 'caption', 'fullscreen'],
    plugins: [
      MarkersPlugin,
      AutorotatePlugin.withConfig({ autostartDelay: 30_000, autostartOnIdle: true }),
      GyroscopePlugin,
      VirtualTourPlugin.withConfig({
        dataMode: 'server',
        positionMode: 'manual',
        renderMode: '2d',
        startNodeId: first.id,
        getNode: node,
        preload: false,
        // Each scene opens on its own start view.
        transitionOptions: (to) => {
          const view = scenes.get(to.id)!.view;
          return {
            showLoader: true,
            speed: '20rpm',
            effect: 'fade',
            rotation: true,
            rotateTo: { yaw: view.yaw, pitch: view.pitch },
            zoomTo: view.zoom,
          };
        },
      }),
    ],
  });
  const tour = viewer.getPlugin<VirtualTourPlugin>(VirtualTourPlugin);
  header(viewer, tour);
  tour.addEventListener('node-changed', ({ node: current }) => {
    for (const id of tileRows.keys()) if (id !== current.id) tileRows.delete(id);
  });
  // The adapter looks for tiles on each zoom or position update; one that says the zoom is what it was has it
  // look again once a row has arrived, though the reader has not moved (rows arriving together, once).
  let asked = false;
  showArrivedTiles = () => {
    if (asked) return;
    asked = true;
    requestAnimationFrame(() => {
      asked = false;
      const update = Object.assign(new Event(events.ZoomUpdatedEvent.type), { zoomLevel: viewer.getZoomLevel() });
      viewer.dispatchEvent(update as unknown as events.ZoomUpdatedEvent);
    });
  };
  (window as unknown as Globals).RASSAM_VIEWER = viewer;
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
