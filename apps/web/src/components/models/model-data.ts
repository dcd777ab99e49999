import type { Locale } from '@rassam/i18n';
import type { ModelView as Model, publicModelView } from '@rassam/api/schemas';
import type { z } from 'zod';
import type { RefusalReason } from '@rassam/api/schemas';
import type { StatusTone } from '@/components/ui/status-chip';
import type { ArPlacement, ViewHotspot, ViewSettings } from './model-view';

export type { Model };
/** What anyone holding a model's link reads (`GET /api/public/models/{link}`). */
export type PublicModel = z.infer<typeof publicModelView>;
export type ModelStatus = Model['status'];
export type ModelVisibility = Model['visibility'];

export const libraryPath = '/dashboard/argumented-reality';
export const newModelPath = `${libraryPath}/new`;
export const modelPath = (id: string) => `${libraryPath}/${id}`;
export const addToMarketPath = (id: string) => `${libraryPath}/${id}/add-to-market`;
export const embedPath = (link: string) => `/embed/model/${link}`;

export const statusTones: Record<ModelStatus, StatusTone> = { processing: 'info', ready: 'success', failed: 'danger' };

/** Who may see a model, in the order the pages offer them. */
export const visibilities = ['private', 'unlisted', 'public'] as const satisfies readonly ModelVisibility[];

/**
 * Why a model could not be prepared, as the worker says it (intake's refusals, decision 031, a USDZ's
 * included), each with its words in `models.reasons`; anything else is `other` (trouble of ours).
 */
const failureReasons = {
  'empty-file': true,
  'not-a-model': true,
  'gltf-needs-zip': true,
  'truncated-glb': true,
  'malformed-glb': true,
  'unsafe-path': true,
  symlink: true,
  'encrypted-entry': true,
  'unsupported-compression': true,
  'duplicate-entry': true,
  'overlapping-entries': true,
  'too-many-entries': true,
  'too-much-data': true,
  'compression-ratio': true,
  'size-mismatch': true,
  'corrupt-entry': true,
  'missing-resource': true,
  'remote-uri': true,
  'unreadable-gltf': true,
  'texture-too-large': true,
  'texture-unreadable': true,
  'invalid-gltf': true,
  'no-usd-layer': true,
  'unreadable-usd': true,
  'usd-too-large': true,
  'usd-without-mesh': true,
  other: true,
} satisfies Record<RefusalReason | 'other', true>;
export type FailureReason = keyof typeof failureReasons;

export const failureReason = (reason: string | null | undefined): FailureReason =>
  reason && reason in failureReasons ? (reason as FailureReason) : 'other';

type Shown = Pick<Model, 'title' | 'titleEn' | 'description' | 'descriptionEn' | 'hotspots' | 'viewer' | 'ar'>;

/** The title in the page's language: the English one on English pages when there is one. */
export const modelTitle = (model: Pick<Model, 'title' | 'titleEn'>, locale: Locale) =>
  (locale === 'en' && model.titleEn) || model.title;

export const modelDescription = (model: Pick<Model, 'description' | 'descriptionEn'>, locale: Locale) =>
  (locale === 'en' && model.descriptionEn) || model.description;

const vector = ([x, y, z]: readonly [number, number, number]) => ({ x, y, z });

/** The model's notes for the viewer, in the page's language (the Persian text where no English one was written). */
export function viewHotspots(model: Pick<Shown, 'hotspots'>, locale: Locale): ViewHotspot[] {
  return model.hotspots.map((hotspot) => ({
    id: hotspot.id,
    position: vector(hotspot.position),
    normal: vector(hotspot.normal),
    text: (locale === 'en' && hotspot.text.en) || hotspot.text.fa,
  }));
}

export function viewSettings(model: Pick<Shown, 'viewer'>): Partial<ViewSettings> {
  return {
    environment: model.viewer.environment === 'legacy' ? 'legacy' : 'neutral',
    exposure: model.viewer.exposure,
    shadowIntensity: model.viewer.shadowIntensity,
    shadowSoftness: model.viewer.shadowSoftness,
    cameraOrbit: model.viewer.cameraOrbit,
    autoRotate: model.viewer.autoRotate,
  };
}

/**
 * How AR places the model: at its real size (the size its owner gave in metres, or as modelled), which the
 * visitor may then pinch to resize; or at a fixed scale the visitor cannot change.
 */
export function arPlacement(model: Pick<Shown, 'ar'>): ArPlacement {
  return model.ar.scaling === 'fixed'
    ? { placement: model.ar.placement, scale: 'fixed', factor: model.ar.scale }
    : { placement: model.ar.placement, scale: 'auto', size: model.ar.size ?? undefined };
}
