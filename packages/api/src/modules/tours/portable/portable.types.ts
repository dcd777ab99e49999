/**
 * What the portable parts of tours (zip import, the sandboxed site, the static export) need from the tours
 * module, as interfaces: the tours service (api helper's `tours.service.ts`) implements `PortableTours`, so
 * that this folder depends on no table. Shapes follow the tours contract (issue 18).
 */
import type { Locale } from '@rassam/i18n';

export type PortableHotspot =
  | { id: string; type: 'link'; target: string; yaw: number; pitch: number }
  | {
      id: string;
      type: 'info';
      yaw: number;
      pitch: number;
      text: { fa: string; en: string };
      /** The storage key of the hotspot's picture, when it has one: the export carries it as a data URL. */
      imageKey?: string | null;
      /** An absolute address to open on a click (the listing's public page), never fetched by the export. */
      linkUrl?: string | null;
    };

export interface PortableScene {
  id: string;
  name: string;
  nameEn: string | null;
  /** The initial view: radians, zoom 0–100 as Photo Sphere Viewer's. */
  view: { yaw: number; pitch: number; zoom: number };
  /** Radians added to the panorama's yaw so that north is where the photographer said. */
  northOffset: number;
  hotspots: PortableHotspot[];
  /** The storage key of the scene's mid image (≤ 4096×2048 WebP, the contract's `imageUrl` file). */
  imageKey: string;
  /** Its content type as stored (image/webp, or the original's for a small panorama). */
  imageType: string;
  /** Its full-resolution tiles once cut (tile status ready); absent or null while pending, or when it needs none. */
  tiles?: PortableTiles | null;
}

/** A scene's tiles as panorama.ts cut them: `cols` × `rows` square WebP tiles of a sphere `width` px wide. */
export interface PortableTiles {
  width: number;
  cols: number;
  rows: number;
  /** The storage key of the tile at column `col`, row `row` (both from 0). */
  key(col: number, row: number): string;
}

export interface PortableTour {
  id: string;
  /** The tour's address name: the export's file is named after it. */
  slug: string;
  kind: 'scenes' | 'imported';
  status: 'draft' | 'submitted' | 'accepted' | 'rejected';
  visibility: 'private' | 'unlisted' | 'public';
  title: string;
  titleEn: string | null;
  description: string | null;
  descriptionEn: string | null;
  startSceneId: string | null;
  /** In the tour's order; empty for an imported tour. */
  scenes: PortableScene[];
}

/** What the tours service gives this folder; every read checks ownership (another user's tour is not found). */
export interface PortableTours {
  /** The owner's tour, or `VirtualTourNotFound` (also for another user's tour). */
  ownTour(userId: string, tourId: string): Promise<PortableTour>;
  /** A tour anyone may see by its link (accepted, unlisted or public), or null. */
  publicTourByLink(link: string): Promise<Pick<PortableTour, 'id' | 'kind'> | null>;
  /**
   * Creates the owner's imported tour (kind `imported`, a draft) holding `bytes` of files under the owner's
   * quota; `store` is called with the new tour's id to put its files in storage, inside the creation, so that a
   * failure leaves neither a row nor files behind.
   */
  createImported(
    userId: string,
    input: { title: string; bytes: number },
    store: (tourId: string) => Promise<void>,
  ): Promise<{ id: string; slug: string; link: string; status: 'draft' }>;
}

/** The page language the export opens in (the reader can switch). */
export type ExportLocale = Locale;
