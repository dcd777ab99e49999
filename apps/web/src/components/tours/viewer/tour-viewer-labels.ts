import 'server-only';
import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import type { TourViewerLabels } from './types';

/**
 * Photo Sphere Viewer's words the viewer can show (its `lang` option). Not its two-finger and ctrl+wheel
 * hints: the viewer turns with one finger and zooms with the wheel, so they never show.
 */
const psvLangKeys = [
  'zoom',
  'zoomOut',
  'zoomIn',
  'moveUp',
  'moveDown',
  'moveLeft',
  'moveRight',
  'fullscreen',
  'loading',
  'menu',
  'close',
  'loadError',
  'webglError',
  'autorotate',
  'gyroscope',
  'stereo',
  'stereoNotification',
  'pleaseRotate',
  'tapToContinue',
  'map',
  'mapMaximize',
  'mapMinimize',
  'mapNorth',
  'mapReset',
] as const;
export type PsvLangKey = (typeof psvLangKeys)[number];

/**
 * Every word of the tour viewer in the page's language, read on the server and handed to the client
 * component as props (the viewer carries no message catalogue). `{title}` and `{scene}` stay for the
 * viewer to fill. `psv` is Photo Sphere Viewer's `lang` option: its buttons' names and its messages.
 */
export async function tourViewerLabels(locale: Locale): Promise<TourViewerLabels> {
  const t = await getTranslations({ locale, namespace: 'tourViewer' });
  return {
    viewer: t('viewer', { title: '{title}' }),
    help: t('help'),
    editHelp: t('editHelp'),
    scenes: t('scenes'),
    inScene: t('inScene'),
    goTo: t('goTo', { scene: '{scene}' }),
    note: t('note'),
    listing: t('listing', { title: '{title}' }),
    current: t('current'),
    close: t('close'),
    loading: t('loading'),
    noWebgl: t('noWebgl'),
    arrived: t('arrived', { scene: '{scene}' }),
    psv: Object.fromEntries(psvLangKeys.map((key) => [key, t(`psv.${key}`)])) as Record<PsvLangKey, string>,
  };
}
