import { CONSTANTS, Viewer, type NavbarCustomButton } from '@photo-sphere-viewer/core';
import { AutorotatePlugin } from '@photo-sphere-viewer/autorotate-plugin';
import { EquirectangularTilesAdapter } from '@photo-sphere-viewer/equirectangular-tiles-adapter';
import { GyroscopePlugin } from '@photo-sphere-viewer/gyroscope-plugin';
import { MapPlugin } from '@photo-sphere-viewer/map-plugin';
import { MarkersPlugin, type MarkerConfig } from '@photo-sphere-viewer/markers-plugin';
import { StereoPlugin } from '@photo-sphere-viewer/stereo-plugin';
import {
  VirtualTourPlugin,
  type VirtualTourLink,
  type VirtualTourNode,
} from '@photo-sphere-viewer/virtual-tour-plugin';
// The viewer's styles arrive with this module (the chunk loaded when a tour is shown), as stylesheet files
// of our own origin: no page pays for them, and nothing writes a <style> element the policy would refuse.
import '@photo-sphere-viewer/core/index.css';
import '@photo-sphere-viewer/markers-plugin/index.css';
import '@photo-sphere-viewer/virtual-tour-plugin/index.css';
import '@photo-sphere-viewer/map-plugin/index.css';
import './tour-viewer.css';
import {
  escapeHtml,
  noteText,
  orderedScenes,
  planPin,
  sceneLinks,
  sceneName,
  sceneNotes,
  scenePanorama,
} from './tour-data';
import type { Direction, Locale, PsvLangKey, SceneView, SphericalPoint, TourScene, ViewerTour } from './types';

export { webglAvailable } from '@/lib/webgl';

export interface TourEngineOptions {
  container: HTMLElement;
  tour: ViewerTour;
  sceneId: string;
  locale: Locale;
  dir: Direction;
  lang: Record<PsvLangKey, string>;
  editing: boolean;
  selectedHotspotId: string | null;
  reducedMotion: boolean;
  /** The navbar's fullscreen button: the page makes its frame (viewer and overlays) fullscreen. */
  onFullscreen(): void;
  onSceneChange(sceneId: string): void;
  /** An info hotspot was clicked (not in the editor). */
  onNote(hotspotId: string): void;
  onPick(point: SphericalPoint): void;
  onSelect(hotspotId: string | null): void;
  onMove(hotspotId: string, point: SphericalPoint): void;
  onViewChange(view: SceneView): void;
  /** The first panorama is on screen: from here a click on it has a point to report (before, none). */
  onPainted(): void;
}

export interface TourEngine {
  /** Goes to a scene (the page's `?scene=`), with the scene's start view. */
  showScene(sceneId: string): void;
  /** The tour changed (the editor): hotspots and names in place, a new set of scenes reloads. */
  update(tour: ViewerTour, selectedHotspotId: string | null): void;
  lookAt(point: SphericalPoint): void;
  /** Arrows rotate and +/- zoom while the viewer has focus only (never while the page is being read). */
  setKeyboard(on: boolean): void;
  setReducedMotion(reduced: boolean): void;
  destroy(): void;
}

const ICONS = {
  link: '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 4l7 8h-4v8H9v-8H5z"/></svg>',
  info: '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M11 10h2v8h-2zM11 6h2v2h-2z"/></svg>',
  fullscreen:
    '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" fill="none" stroke="currentColor" stroke-width="2"/></svg>',
};
const HOTSPOT_SIZE = { width: 44, height: 44 };
/** px a press on a hotspot may move and still be a click (select) rather than a drag (move). */
const DRAG_SLOP = 4;

/**
 * One hotspot's mark in the panorama. Hidden from assistive technology: the page lists the same links and
 * notes as real buttons beside the viewer. In the editor it carries Photo Sphere Viewer's capture class, so a
 * press on it drags the hotspot instead of turning the view.
 */
function hotspotElement(kind: 'link' | 'info', id: string, editing: boolean): HTMLElement {
  const element = document.createElement('div');
  element.className = `tour-hotspot${editing ? ` ${CONSTANTS.CAPTURE_EVENTS_CLASS}` : ''}`;
  element.dataset.kind = kind;
  element.dataset.hotspotId = id;
  element.setAttribute('aria-hidden', 'true');
  element.innerHTML = ICONS[kind];
  return element;
}

function speed(reducedMotion: boolean) {
  return reducedMotion ? { effect: 'none' as const, rotation: false } : { effect: 'fade' as const, rotation: true };
}

/** Loads Photo Sphere Viewer with the tour and its plugins into `container`. */
/**
 * Photo Sphere Viewer reads and writes `localStorage` when it starts (whether the device was last used by
 * touch), unguarded. In a frame on another site whose browser blocks third-party storage, merely reading
 * `window.localStorage` throws, and the viewer would not start: such a frame gets a storage that lasts as
 * long as the page.
 */
function storageForTheViewer() {
  try {
    void window.localStorage;
  } catch {
    const items = new Map<string, string>();
    const memory: Storage = {
      get length() {
        return items.size;
      },
      clear: () => items.clear(),
      getItem: (key) => items.get(key) ?? null,
      key: (index) => [...items.keys()][index] ?? null,
      removeItem: (key) => void items.delete(key),
      setItem: (key, value) => void items.set(key, String(value)),
    };
    Object.defineProperty(window, 'localStorage', { configurable: true, value: memory });
  }
}

export function createTourEngine(options: TourEngineOptions): TourEngine {
  storageForTheViewer();
  const { container, locale, dir, lang, editing } = options;
  let tour = options.tour;
  let selected = options.selectedHotspotId;
  let reducedMotion = options.reducedMotion;

  const byId = () => new Map(tour.scenes.map((scene) => [scene.id, scene]));

  const markerOf = (scene: TourScene, hotspot: TourScene['hotspots'][number]): MarkerConfig => {
    const element = hotspotElement(hotspot.type, hotspot.id, editing);
    element.toggleAttribute('data-selected', editing && hotspot.id === selected);
    const label =
      hotspot.type === 'info' ? noteText(hotspot, locale) : sceneName(byId().get(hotspot.target) ?? scene, locale);
    return {
      id: hotspot.id,
      element,
      size: HOTSPOT_SIZE,
      anchor: 'center center',
      position: { yaw: hotspot.yaw, pitch: hotspot.pitch },
      tooltip: label ? { content: `<span dir="${dir}">${escapeHtml(label)}</span>`, trigger: 'hover' } : undefined,
      data: { hotspotId: hotspot.id, kind: hotspot.type },
    };
  };

  const nodeOf = (scene: TourScene): VirtualTourNode => {
    const name = escapeHtml(sceneName(scene, locale));
    const links: VirtualTourLink[] = editing
      ? []
      : sceneLinks(tour, scene).map((link) => ({
          nodeId: link.target,
          position: { yaw: link.yaw, pitch: link.pitch },
          data: { hotspotId: link.id },
        }));
    // The editor shows every hotspot as a mark it can drag (links too, which do not navigate there).
    const marked = editing ? scene.hotspots : sceneNotes(scene);
    const pin = planPin(tour, scene.id);
    return {
      id: scene.id,
      name,
      caption: `<span dir="${dir}">${name}</span>`,
      panorama: scenePanorama(scene),
      thumbnail: scene.previewUrl,
      links,
      markers: marked.map((hotspot) => markerOf(scene, hotspot)),
      map: pin ?? false,
      data: { view: scene.view, northOffset: scene.northOffset },
    };
  };

  const structureKey = (t: ViewerTour) =>
    JSON.stringify([
      t.scenes.map((s) => [s.id, s.previewUrl, s.imageUrl, s.tiles?.url ?? null]),
      t.plan?.imageUrl ?? null,
    ]);

  const start = tour.scenes.find((scene) => scene.id === options.sceneId) ?? orderedScenes(tour)[0]!;
  const fullscreenButton: NavbarCustomButton = {
    id: 'tour-fullscreen',
    title: lang.fullscreen,
    content: ICONS.fullscreen,
    onClick: () => options.onFullscreen(),
  };
  const plan = tour.plan;
  const viewer = new Viewer({
    container,
    adapter: EquirectangularTilesAdapter.withConfig({ showErrorTile: false }),
    defaultYaw: start.view.yaw,
    defaultPitch: start.view.pitch,
    defaultZoomLvl: start.view.zoom,
    lang,
    loadingTxt: lang.loading,
    // Keys are the page's: turned on while the viewer has focus (setKeyboard), with + and - for zoom too.
    keyboard: false,
    keyboardActions: {
      ArrowUp: CONSTANTS.ACTIONS.ROTATE_UP,
      ArrowDown: CONSTANTS.ACTIONS.ROTATE_DOWN,
      ArrowLeft: CONSTANTS.ACTIONS.ROTATE_LEFT,
      ArrowRight: CONSTANTS.ACTIONS.ROTATE_RIGHT,
      PageUp: CONSTANTS.ACTIONS.ZOOM_IN,
      PageDown: CONSTANTS.ACTIONS.ZOOM_OUT,
      '+': CONSTANTS.ACTIONS.ZOOM_IN,
      '=': CONSTANTS.ACTIONS.ZOOM_IN,
      '-': CONSTANTS.ACTIONS.ZOOM_OUT,
    },
    touchmoveTwoFingers: false,
    mousewheelCtrlKey: false,
    navbar: ['zoom', 'move', 'autorotate', 'gyroscope', 'stereo', 'caption', fullscreenButton],
    plugins: [
      MarkersPlugin.withConfig({ defaultHoverScale: !editing }),
      // Turning starts from its button only (motion nobody asked for is what prefers-reduced-motion refuses).
      // A null delay is the plugin's way to never start by itself; its types leave null out.
      AutorotatePlugin.withConfig({ autostartDelay: null as unknown as number, autostartOnIdle: false }),
      GyroscopePlugin,
      StereoPlugin,
      ...(plan
        ? [
            MapPlugin.withConfig({
              imageUrl: plan.imageUrl,
              size: '140px',
              // Open at first only where it leaves the panorama room (its button opens it on a phone).
              visibleOnLoad: container.clientWidth >= 720,
              position: dir === 'rtl' ? 'bottom left' : 'bottom right',
              rotation: -start.northOffset,
              static: false,
            }),
          ]
        : []),
      VirtualTourPlugin.withConfig({
        positionMode: 'manual',
        renderMode: '2d',
        nodes: tour.scenes.map(nodeOf),
        startNodeId: start.id,
        preload: true,
        arrowStyle: {
          element: (link: VirtualTourLink) =>
            hotspotElement('link', (link.data as { hotspotId: string }).hotspotId, false),
          size: HOTSPOT_SIZE,
        },
        // Each scene opens on its own start view (the owner's "use this view as the start").
        transitionOptions: (toNode: VirtualTourNode) => {
          const view = (toNode.data as { view: SceneView }).view;
          return {
            showLoader: true,
            speed: '20rpm',
            ...speed(reducedMotion),
            rotateTo: { yaw: view.yaw, pitch: view.pitch },
            zoomTo: view.zoom,
          };
        },
        ...(plan ? { map: { imageUrl: plan.imageUrl, size: { width: plan.width, height: plan.height } } } : {}),
      }),
    ],
  });

  viewer.addEventListener('ready', () => options.onPainted(), { once: true });
  const markers = viewer.getPlugin<MarkersPlugin>(MarkersPlugin);
  const virtualTour = viewer.getPlugin<VirtualTourPlugin>(VirtualTourPlugin);
  const map = plan ? viewer.getPlugin<MapPlugin>(MapPlugin) : null;
  let structure = structureKey(tour);
  let current = start.id;

  virtualTour.addEventListener('node-changed', ({ node }) => {
    current = node.id;
    const scene = byId().get(node.id);
    // The plan's north follows each scene's (the yaw in the panorama that faces the plan's top).
    if (map && scene) map.setOption('rotation', -scene.northOffset);
    options.onSceneChange(node.id);
  });
  markers.addEventListener('select-marker', ({ marker }) => {
    const data = marker.data as { hotspotId?: string; kind?: string } | undefined;
    if (!editing && data?.kind === 'info' && data.hotspotId) options.onNote(data.hotspotId);
  });

  if (editing) {
    // A click on the panorama places a hotspot; one on a hotspot never reaches here (capture class).
    viewer.addEventListener('click', ({ data }) => {
      if (!data.rightclick && !data.marker) options.onPick({ yaw: data.yaw, pitch: data.pitch });
    });
    let viewTimer: ReturnType<typeof setTimeout> | undefined;
    const reportView = () => {
      clearTimeout(viewTimer);
      viewTimer = setTimeout(() => {
        const { yaw, pitch } = viewer.getPosition();
        options.onViewChange({ yaw, pitch, zoom: viewer.getZoomLevel() });
      }, 150);
    };
    viewer.addEventListener('position-updated', reportView);
    viewer.addEventListener('zoom-updated', reportView);
    container.addEventListener('pointerdown', onHotspotPress);
  }

  /** The editor's drag: a press on a hotspot's mark, moved more than a few pixels, moves the hotspot. */
  function onHotspotPress(event: PointerEvent) {
    const mark = (event.target as Element | null)?.closest<HTMLElement>('.tour-hotspot[data-hotspot-id]');
    const id = mark?.dataset.hotspotId;
    if (!mark || !id || event.button !== 0) return;
    event.preventDefault();
    const startX = event.clientX;
    const startY = event.clientY;
    let moved = false;
    let point: SphericalPoint | null = null;
    mark.setPointerCapture(event.pointerId);
    const move = (e: PointerEvent) => {
      if (!moved && Math.hypot(e.clientX - startX, e.clientY - startY) < DRAG_SLOP) return;
      moved = true;
      const box = viewer.container.getBoundingClientRect();
      const { yaw, pitch } = viewer.dataHelper.viewerCoordsToSphericalCoords({
        x: e.clientX - box.left,
        y: e.clientY - box.top,
      });
      point = { yaw, pitch };
      markers.updateMarker({ id, position: point });
    };
    const end = () => {
      mark.removeEventListener('pointermove', move);
      mark.removeEventListener('pointerup', end);
      mark.removeEventListener('pointercancel', end);
      if (moved && point) options.onMove(id, point);
      else options.onSelect(id);
    };
    mark.addEventListener('pointermove', move);
    mark.addEventListener('pointerup', end);
    mark.addEventListener('pointercancel', end);
  }

  return {
    showScene(sceneId) {
      if (sceneId === current || !byId().has(sceneId)) return;
      current = sceneId;
      // A panorama that fails shows Photo Sphere Viewer's own message (lang.loadError) in the viewer.
      void virtualTour.setCurrentNode(sceneId).catch(() => undefined);
    },
    update(next, selectedHotspotId) {
      tour = next;
      selected = selectedHotspotId;
      const nodes = tour.scenes.map(nodeOf);
      if (structureKey(tour) !== structure) {
        structure = structureKey(tour);
        const keep = byId().has(current) ? current : (orderedScenes(tour)[0]?.id ?? current);
        virtualTour.setNodes(nodes, keep);
        return;
      }
      for (const node of nodes) {
        const { id, name, caption, links, markers, map } = node;
        virtualTour.updateNode({ id, name, caption, links, markers, map });
      }
    },
    lookAt(point) {
      void viewer.animate({ ...point, speed: reducedMotion ? 0 : '10rpm' });
    },
    setKeyboard(on) {
      if (on) viewer.startKeyboardControl();
      else viewer.stopKeyboardControl();
    },
    setReducedMotion(reduced) {
      reducedMotion = reduced;
    },
    destroy() {
      container.removeEventListener('pointerdown', onHotspotPress);
      viewer.destroy();
    },
  };
}
