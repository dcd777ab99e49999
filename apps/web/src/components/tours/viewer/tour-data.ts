import type { Hotspot, Locale, TourScene, ViewerTour } from './types';

/**
 * What the viewer derives from a tour, with no Photo Sphere Viewer in it (so it is tested without a browser):
 * names in the reader's language, the scene to start with, and each scene's panorama as the tiles adapter
 * takes it.
 */

/** The mid image's width: 4096 px, or the original's when smaller (the contract's `imageUrl`). */
export const MID_WIDTH = 4096;

export const sceneName = (scene: Pick<TourScene, 'name' | 'nameEn'>, locale: Locale) =>
  locale === 'en' && scene.nameEn ? scene.nameEn : scene.name;

export const tourTitle = (tour: Pick<ViewerTour, 'title' | 'titleEn'>, locale: Locale) =>
  locale === 'en' && tour.titleEn ? tour.titleEn : tour.title;

/** An info hotspot's text in the reader's language, or the other one when that is all there is. */
export const noteText = (hotspot: Extract<Hotspot, { type: 'info' }>, locale: Locale) =>
  (locale === 'en' ? hotspot.text.en || hotspot.text.fa : hotspot.text.fa || hotspot.text.en || '').trim();

/** The scenes in the owner's order. */
export const orderedScenes = (tour: Pick<ViewerTour, 'scenes'>) =>
  [...tour.scenes].sort((a, b) => a.position - b.position);

/** The scene to show: the one asked for if the tour has it, else the tour's start, else the first. */
export function resolveSceneId(tour: Pick<ViewerTour, 'scenes' | 'startSceneId'>, wanted?: string | null) {
  const ids = new Set(tour.scenes.map((scene) => scene.id));
  if (wanted && ids.has(wanted)) return wanted;
  if (tour.startSceneId && ids.has(tour.startSceneId)) return tour.startSceneId;
  return orderedScenes(tour)[0]?.id ?? null;
}

/** Links whose target scene is in the tour (a scene deleted since is skipped rather than a dead arrow). */
export function sceneLinks(tour: Pick<ViewerTour, 'scenes'>, scene: TourScene) {
  const ids = new Set(tour.scenes.map((s) => s.id));
  return scene.hotspots.filter(
    (h): h is Extract<Hotspot, { type: 'link' }> => h.type === 'link' && h.target !== scene.id && ids.has(h.target),
  );
}

export const sceneNotes = (scene: TourScene) =>
  scene.hotspots.filter((h): h is Extract<Hotspot, { type: 'info' }> => h.type === 'info');

/** One level of the tiles adapter: the panorama's width and how it is cut. */
export interface TileLevel {
  width: number;
  cols: number;
  rows: number;
}

/** A scene's panorama for EquirectangularTilesAdapter (one adapter for every scene, tiled or not). */
export interface TiledPanorama {
  /** The preview, painted (blurred) before the first tile arrives, and kept for transitions. */
  baseUrl: string;
  levels: TileLevel[];
  tileUrl(col: number, row: number, level: number): string;
}

/**
 * The preview first, then one of two levels chosen by Photo Sphere Viewer from the screen's size and zoom:
 * the mid image as a single tile (what a phone, or a wide view, needs: one request), and the full
 * resolution in tiles (only the ones in view, when zoomed in on a large screen). A scene whose tiles are
 * not cut yet has the mid image alone.
 */
export function scenePanorama(scene: TourScene): TiledPanorama {
  const mid: TileLevel = { width: Math.min(MID_WIDTH, scene.width), cols: 1, rows: 1 };
  const tiles = scene.tiles && scene.tiles.width > mid.width ? scene.tiles : null;
  const levels = tiles ? [mid, { width: tiles.width, cols: tiles.cols, rows: tiles.rows }] : [mid];
  return {
    baseUrl: scene.previewUrl,
    levels,
    tileUrl: (col, row, level) =>
      level === 0 || !tiles ? scene.imageUrl : tiles.url.replace('{col}', String(col)).replace('{row}', String(row)),
  };
}

/** Text that goes into Photo Sphere Viewer's HTML (tooltips, captions): the owner's words stay words. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A position on the floor plan, in the image's pixels (the contract keeps fractions of its size). */
export function planPin(tour: Pick<ViewerTour, 'plan'>, sceneId: string) {
  const plan = tour.plan;
  const pin = plan?.pins.find((p) => p.sceneId === sceneId);
  return plan && pin ? { x: pin.x * plan.width, y: pin.y * plan.height } : null;
}

/** `{name}`-style placeholders in a label, filled. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
