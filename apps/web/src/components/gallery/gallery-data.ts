import type { Locale } from '@rassam/i18n';
import type { ShopGallery } from '@/components/market/data';
import { localName } from '@/components/market/format';
import { marketImageSources } from '@/components/market/market-image';
import { listingPath } from '@/components/market/paths';
import type { GalleryItem } from './types';

/** The embed of a shop's gallery: framable by any site (decision 020), named by the shop's link. */
export const scenePath = (link: string) => `/embed/scene/${encodeURIComponent(link)}`;

/**
 * The room's textures: a picture about as wide as a frame on the wall is drawn at its sharpest (~1000 px);
 * a stored market image is asked at that width (a WebP the API makes once), a model's poster is already so.
 */
const ROOM_TEXTURE_WIDTH = 960;

/** The API's gallery as the scene draws it: titles in the page's language, each opening its listing. */
export function galleryItems(gallery: ShopGallery, locale: Locale): GalleryItem[] {
  return gallery.items.map((item) => ({
    id: item.id,
    kind: item.kind,
    title: localName(locale, { nameFa: item.titleFa, nameEn: item.titleEn }),
    posterUrl: marketImageSources(item.posterUrl, ROOM_TEXTURE_WIDTH, '').src,
    ...(item.modelUrl ? { modelUrl: item.modelUrl } : {}),
    href: listingPath(gallery.shop.link, item.listingKind, item.slug),
  }));
}
