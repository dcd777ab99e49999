import type { PsvLangKey } from './tour-viewer-labels';

export type { PsvLangKey };

/**
 * The shapes the viewer reads, as the tours API answers them (the contract of issue 18: `TourView` for the
 * owner, `PublicTourView` for everyone). Only the fields the viewer uses are named here, so either view fits.
 */
export type Locale = 'fa' | 'en';
export type Direction = 'rtl' | 'ltr';

/** A direction in a panorama, in radians: yaw from the image's centre, pitch up from the horizon. */
export interface SphericalPoint {
  yaw: number;
  pitch: number;
}

/** The start view of a scene: a direction and Photo Sphere Viewer's zoom (0–100). */
export interface SceneView extends SphericalPoint {
  zoom: number;
}

export type Hotspot =
  | { id: string; type: 'link'; target: string; yaw: number; pitch: number }
  | {
      id: string;
      type: 'info';
      yaw: number;
      pitch: number;
      /** English is optional: the API answers null when the owner wrote none. */
      text: { fa: string; en: string | null };
      /** The note's picture, at the tour's own file address. */
      imageUrl?: string | null;
      listingId?: string | null;
      /** The listing it links to; `path` is its page on the market, without the locale. */
      listing?: { id: string; title: string; titleEn: string | null; path: string } | null;
    };

export interface TourScene {
  id: string;
  name: string;
  nameEn: string | null;
  position: number;
  /** The original panorama's size. */
  width: number;
  height: number;
  /** 1024×512, painted first. */
  previewUrl: string;
  /** The mid image: 4096×2048 (or the original when smaller). */
  imageUrl: string;
  /** The full resolution cut for the tiles adapter; `url` holds `{col}` and `{row}`. Null until cut. */
  tiles: { width: number; cols: number; rows: number; url: string } | null;
  view: SceneView;
  northOffset: number;
  hotspots: Hotspot[];
}

export interface TourPlan {
  imageUrl: string;
  width: number;
  height: number;
  /** Fractions (0–1) of the image's width and height. */
  pins: { sceneId: string; x: number; y: number }[];
}

export interface ViewerTour {
  id: string;
  link: string;
  title: string;
  titleEn: string | null;
  startSceneId: string | null;
  scenes: TourScene[];
  plan: TourPlan | null;
}

/** The editor's mode (issue 18's `/dashboard/virtual-tour/{id}`): hotspots are placed, picked and dragged. */
export interface TourEditing {
  selectedHotspotId: string | null;
  /** A click on the panorama itself (not on a hotspot). */
  onPick(point: SphericalPoint): void;
  onSelect(hotspotId: string | null): void;
  /** A hotspot let go after a drag, where it was let go. */
  onMove(hotspotId: string, point: SphericalPoint): void;
  /** The view after the visitor turned or zoomed ("use this view as the start"). */
  onViewChange?(view: SceneView): void;
}

/** Every word the viewer shows or says, in the page's language (built on the server, tour-viewer-labels.ts). */
export interface TourViewerLabels {
  /** The viewer's accessible name; `{title}` is replaced by the tour's title. */
  viewer: string;
  /** How to look around, read as the viewer's description. */
  help: string;
  /** In the editor: how to place and move hotspots. */
  editHelp: string;
  /** Heading of the list of scenes. */
  scenes: string;
  /** Heading of the current scene's links and notes. */
  inScene: string;
  /** A link hotspot's button; `{scene}` is replaced by the target scene's name. */
  goTo: string;
  /** An info hotspot's button, before its first words. */
  note: string;
  /** A note's link to its listing; `{title}` is replaced by the listing's title. */
  listing: string;
  /** Said after the current scene's name in the scene list. */
  current: string;
  /** Closes an open note. */
  close: string;
  /** While Photo Sphere Viewer itself loads. */
  loading: string;
  /** Where WebGL is missing: a sentence above the previews. */
  noWebgl: string;
  /** The polite announcement when the scene changes; `{scene}` is replaced. */
  arrived: string;
  /** Photo Sphere Viewer's own words (its `lang` option: buttons' names and messages), keyed as it names them. */
  psv: Record<PsvLangKey, string>;
}
