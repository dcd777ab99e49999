import 'server-only';
import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import type { GalleryLabels } from './types';

/**
 * Every word of the gallery in the page's language, read on the server and handed to the client scene as
 * props (the scene carries no message catalogue of its own). `{title}` stays for the scene to fill.
 */
export async function galleryLabels(locale: Locale, shop: string): Promise<GalleryLabels> {
  const t = await getTranslations({ locale, namespace: 'gallery' });
  return {
    scene: t('scene', { shop }),
    itemsHeading: t('itemsHeading'),
    help: t('help'),
    noWebgl: t('noWebgl'),
    open: t('open'),
    joystick: t('joystick'),
    mode: t('mode'),
    walk: t('walk'),
    orbit: t('orbit'),
    model: t('model'),
    image: t('image'),
    loadingModel: t('loadingModel', { title: '{title}' }),
    modelError: t('modelError', { title: '{title}' }),
    loadingScene: t('loadingScene'),
  };
}
