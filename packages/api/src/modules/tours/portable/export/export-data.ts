/**
 * What the exported page reads (decision 038): the tour as a plain object that `tour-data.js` sets as a global
 * (a `file://` page cannot fetch JSON), with its texts in both languages and the viewer's labels, and the shape
 * of each scene's script (`scenes/{id}.js`), which hands its pictures over as `data:` addresses (WebGL takes a
 * `file://` picture as cross-origin and refuses it; a `data:` one is the page's own), and of a tiled scene's
 * scripts, one per row of its full-resolution tiles (`tiles/{id}/{row}.js`), loaded only when a row comes in
 * view zoomed in.
 */
import type { Locale } from '@rassam/i18n';

export interface ExportText {
  fa: string;
  en: string;
}

export interface ExportScene {
  id: string;
  name: ExportText;
  view: { yaw: number; pitch: number; zoom: number };
  northOffset: number;
  links: { id: string; target: string; yaw: number; pitch: number }[];
  infos: { id: string; yaw: number; pitch: number; text: ExportText; image: boolean; linkUrl: string | null }[];
  /**
   * The full resolution in `cols` × `rows` tiles of a sphere `width` px wide, above the mid image; null for a
   * scene whose mid image is all there is (no tiles needed, or not cut yet).
   */
  tiles: { width: number; cols: number; rows: number } | null;
}

/**
 * The mid image's width in a tiled scene (panorama.ts's MID_MAX_WIDTH: tiles are cut only for what is wider;
 * this file is bundled into the page, which cannot import panorama.ts). An untiled scene's is at most this.
 */
export const MID_WIDTH = 4096;

export interface ExportLabels {
  /** The page's title when the tour's is empty, and what the export says it was made with. */
  tour: string;
  madeWith: string;
  scenes: string;
  /** The other language's button, written in that language. */
  otherLanguage: string;
  north: string;
  info: string;
  open: string;
  /** Photo Sphere Viewer's own words (its `lang` option). */
  viewer: Record<string, string>;
}

export interface ExportData {
  locale: Locale;
  title: ExportText;
  description: ExportText;
  startSceneId: string;
  scenes: ExportScene[];
  labels: Record<Locale, ExportLabels>;
}

/** What a scene's script passes to `window.RASSAM_SCENE(id, …)`. */
export interface ExportScenePictures {
  panorama: string;
  /** An info hotspot's picture by the hotspot's id. */
  images: Record<string, string>;
}

export const DATA_GLOBAL = 'RASSAM_TOUR';
export const SCENE_CALLBACK = 'RASSAM_SCENE';
export const sceneScriptPath = (sceneId: string) => `scenes/${sceneId}.js`;
/** A row's script calls `window.RASSAM_TILES(sceneId, row, [tile of column 0, 1, …])`, each a `data:` address. */
export const TILES_CALLBACK = 'RASSAM_TILES';
export const tileRowScriptPath = (sceneId: string, row: number) => `tiles/${sceneId}/${row}.js`;
