/** One thing the shop shows in its gallery: a 3D model on a plinth or a picture in a frame on a wall. */
export interface GalleryItem {
  id: string;
  kind: 'model' | 'image';
  title: string;
  /** A picture of it: the image itself, or a model's poster (shown on its plinth until the model is near). */
  posterUrl: string;
  /** A GLB (Draco allowed); a model without one stays a poster. */
  modelUrl?: string;
  /** Its listing: a path of ours without the locale (next-intl's Link adds it). */
  href: string;
}

export type RoomStyle = 'gallery' | 'warm' | 'night';
export type Direction = 'rtl' | 'ltr';

/** Every word the gallery shows or says, in the page's language (the page reads them from its messages). */
export interface GalleryLabels {
  /** The canvas's accessible name, e.g. "The shop's 3D gallery". */
  scene: string;
  /** Heading of the list of items beside the canvas. */
  itemsHeading: string;
  /** How to move, shown under the canvas and read as its description. */
  help: string;
  /** The list of items when WebGL is unavailable: a sentence saying so. */
  noWebgl: string;
  /** The button that opens the chosen item's listing. */
  open: string;
  /** The joystick's accessible name. */
  joystick: string;
  /** Walk / orbit mode buttons and their group's name. */
  mode: string;
  walk: string;
  orbit: string;
  /** The kind of item, read after its title. */
  model: string;
  image: string;
  /** While a model loads near the visitor (a polite live region); `{title}` is replaced. */
  loadingModel: string;
  /** When a model failed to load: its poster stays. `{title}` is replaced. */
  modelError: string;
  /** Shown while three.js itself loads. */
  loadingScene: string;
}
