/**
 * The tours API as the dashboard's pages read and write it (issue 18's contract). Every body a form sends is
 * checked with the API's own schema (`@rassam/api/schemas`); the answers are typed from the contract.
 */
import {
  createTourBody,
  hotspotInput,
  planPinsBody,
  rejectTourBody,
  scenePutBody as sceneBody,
  tourPatchBody,
} from '@rassam/api/schemas';
import type { Locale } from '@rassam/i18n';
import type { StatusTone } from '@/components/ui/status-chip';

export const TOUR_STATUSES = ['draft', 'submitted', 'accepted', 'rejected'] as const;
export const TOUR_VISIBILITIES = ['private', 'unlisted', 'public'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];
export type TourVisibility = (typeof TOUR_VISIBILITIES)[number];

/** A direction in a panorama, in radians; zoom as Photo Sphere Viewer's (0–100). */
export interface SphericalPoint {
  yaw: number;
  pitch: number;
}
export interface StartView extends SphericalPoint {
  zoom: number;
}

export type LinkHotspot = { id: string; type: 'link'; target: string; yaw: number; pitch: number };
/** A listing an info hotspot links to, as views give it (`path`: its page on the market, without the locale). */
export interface HotspotListing {
  id: string;
  title: string;
  titleEn: string | null;
  path: string;
}

/** The owner's listings an info hotspot may link to: null without a shop. */
export interface NoteListings {
  listings: { id: string; title: string; titleEn: string | null }[] | null;
  failed: boolean;
}

export type InfoHotspot = {
  id: string;
  type: 'info';
  yaw: number;
  pitch: number;
  text: { fa: string; en: string | null };
  /** A picture uploaded for the tour, and its address (views give both; the API takes the id). */
  imageId?: string | null;
  imageUrl?: string | null;
  listingId?: string | null;
  /** Given by views only (null in the editor until saved). */
  listing?: HotspotListing | null;
};
export type Hotspot = LinkHotspot | InfoHotspot;

export interface SceneView {
  id: string;
  name: string;
  nameEn: string | null;
  position: number;
  width: number;
  height: number;
  previewUrl: string;
  imageUrl: string;
  tiles: { width: number; cols: number; rows: number; url: string } | null;
  view: StartView;
  northOffset: number;
  hotspots: Hotspot[];
}

export interface TourPlan {
  imageUrl: string;
  width: number;
  height: number;
  pins: PlanPin[];
}
export interface PlanPin {
  sceneId: string;
  x: number;
  y: number;
}

/** The owner's view of a tour (`GET /api/tours/{id}`; the list's rows are the same). */
export interface TourView {
  id: string;
  slug: string;
  link: string;
  kind: 'scenes' | 'imported';
  status: TourStatus;
  rejectionReason: string | null;
  title: string;
  titleEn: string | null;
  description: string | null;
  descriptionEn: string | null;
  visibility: TourVisibility;
  categoryId: string | null;
  locationId: string | null;
  startSceneId: string | null;
  bytes: number;
  createdAt: string;
  updatedAt: string;
  scenes: SceneView[];
  plan: TourPlan | null;
  listing: { id: string; kind: string; title: string; titleEn: string | null; path: string } | null;
  embedUrl: string;
  shareUrl: string;
  site: { url: string } | null;
}

/** A row of the review queue (`GET /api/admin/tours`): the tour in brief, with its author. */
export interface AdminTourRow extends Pick<
  TourView,
  'id' | 'slug' | 'link' | 'kind' | 'status' | 'title' | 'titleEn' | 'visibility' | 'rejectionReason'
> {
  scenes: number;
  previewUrl: string | null;
  submittedAt: string | null;
  author: { id: string; name: string };
}

export const toursPath = '/dashboard/virtual-tour';
export const newTourPath = `${toursPath}/new`;
export const tourPath = (id: string) => `${toursPath}/${id}`;
export const adminToursPath = '/dashboard/admin/tours';

export const statusTones: Record<TourStatus, StatusTone> = {
  draft: 'neutral',
  submitted: 'warning',
  accepted: 'success',
  rejected: 'danger',
};

export const tourTitle = (tour: Pick<TourView, 'title' | 'titleEn'>, locale: Locale) =>
  (locale === 'en' && tour.titleEn) || tour.title;

export const sceneName = (scene: Pick<SceneView, 'name' | 'nameEn'>, locale: Locale) =>
  (locale === 'en' && scene.nameEn) || scene.name;

/** The scenes in their owner's order. */
export const orderedScenes = (tour: Pick<TourView, 'scenes'>) =>
  [...tour.scenes].sort((a, b) => a.position - b.position);

/** The picture a card shows: the start scene's preview, else the first scene's (none for an imported site). */
export function tourPreview(tour: Pick<TourView, 'scenes' | 'startSceneId'>): string | null {
  const scenes = orderedScenes(tour);
  return (scenes.find((scene) => scene.id === tour.startSceneId) ?? scenes[0])?.previewUrl ?? null;
}

/** Editing an accepted tour sends it back to review; a draft or a refused one is sent by its owner. */
export const canSubmit = (tour: Pick<TourView, 'status' | 'kind' | 'scenes'>) =>
  (tour.status === 'draft' || tour.status === 'rejected') && (tour.kind === 'imported' || tour.scenes.length > 0);

/** The forms' bodies, checked by the API's own schemas. */
export const tourCreateBody = createTourBody;
export const tourDetailsBody = tourPatchBody.pick({
  title: true,
  titleEn: true,
  description: true,
  descriptionEn: true,
  visibility: true,
  categoryId: true,
});
export const sceneNamesBody = sceneBody.pick({ name: true, nameEn: true });

/**
 * A hotspot as the API takes it: what views add (the picture's address, the listing's page) left out, and an
 * English note left empty sent as none.
 */
export function hotspotBody(hotspot: Hotspot) {
  if (hotspot.type === 'link') {
    const { id, type, target, yaw, pitch } = hotspot;
    return { id, type, target, yaw, pitch };
  }
  const { id, type, yaw, pitch, text, imageId, listingId } = hotspot;
  return {
    id,
    type,
    yaw,
    pitch,
    text: { fa: text.fa, en: text.en?.trim() ? text.en : null },
    imageId: imageId ?? null,
    listingId: listingId ?? null,
  };
}

/** The hotspot checked as the API will check it (its schema, from `@rassam/api/schemas`). */
export const checkHotspot = (hotspot: Hotspot) => hotspotInput.safeParse(hotspotBody(hotspot));

export const rejectBody = rejectTourBody;
export const pinsBody = planPinsBody;

/** The body of `PUT /tours/{id}/scenes/{sceneId}`, which replaces the scene's names, start view and hotspots. */
export function scenePutBody(
  scene: SceneView,
  changes: Partial<Pick<SceneView, 'name' | 'nameEn' | 'view' | 'hotspots'>>,
) {
  return {
    name: changes.name ?? scene.name,
    nameEn: 'nameEn' in changes ? changes.nameEn : scene.nameEn,
    view: changes.view ?? scene.view,
    northOffset: scene.northOffset,
    hotspots: (changes.hotspots ?? scene.hotspots).map(hotspotBody),
  };
}

/** A short id for a hotspot placed in the browser (unique within its scene). */
export const newHotspotId = () => `h${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The pictures the uploads offer (panoramas, plans, notes' pictures); the server reads the bytes, not the name. */
export const PICTURE_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
export const isPictureName = (name: string) => /\.(?:jpe?g|png|webp)$/i.test(name);
