/**
 * A shop's 3D gallery (issue 17, decision 036): the owner's choice (a room style and up to 12 of the shop's
 * listings, each as its model or its picture) and what a visitor's gallery is drawn from. Shared with the web
 * app's form (zod only). The database's checks (packages/db schema/market.ts) hold the same lists.
 */
import { z } from 'zod';

export const GALLERY_STYLES = ['gallery', 'warm', 'night'] as const;
export type GalleryStyleName = (typeof GALLERY_STYLES)[number];
export const GALLERY_DISPLAYS = ['model', 'image'] as const;
export type GalleryDisplayName = (typeof GALLERY_DISPLAYS)[number];
/** The room is built and measured for at most this many items (decision 034). */
export const GALLERY_MAX = 12;

const listingId = z.uuid({ error: 'ProductIdIsNotValid' });

export const galleryItemInput = z.strictObject({
  listingId,
  display: z.enum(GALLERY_DISPLAYS).meta({ description: 'Its 3D model on a plinth, or its first picture on a wall' }),
});

/** PUT /shops/me/gallery: the whole gallery at once, in the order it is walked. */
export const galleryBody = z.strictObject({
  style: z.enum(GALLERY_STYLES).meta({ description: 'The room', example: 'gallery' }),
  items: z
    .array(galleryItemInput)
    .max(GALLERY_MAX)
    .refine((items) => new Set(items.map((item) => item.listingId)).size === items.length, 'ValidationError')
    .meta({ description: `Up to ${GALLERY_MAX} of the shop's listings, each once, in order` }),
});
export type GalleryBody = z.infer<typeof galleryBody>;

const text = z.string();
const nullableText = z.string().nullable();

/** A listing the owner may put in the gallery, with what it can show (as the owner's form lists them). */
export const galleryCandidateView = z.object({
  listingId: z.uuid(),
  kind: z.enum(['place', 'service', 'item']),
  titleFa: text,
  titleEn: nullableText,
  /** Whether visitors see it now (an item that is not public stays in the gallery, out of sight). */
  public: z.boolean(),
  imageUrl: nullableText.meta({ description: 'Its first picture, or null' }),
  modelPosterUrl: nullableText.meta({ description: "Its ready model's poster, or null when it has none" }),
  hasModel: z.boolean().meta({ description: 'It has a ready 3D model to stand on a plinth' }),
});

export const ownGalleryView = z
  .object({
    style: z.enum(GALLERY_STYLES),
    items: z.array(galleryItemInput),
    candidates: z.array(galleryCandidateView),
  })
  .meta({ id: 'OwnGallery' });

/** One thing in a visitor's gallery: drawn from a public listing of the shop. */
export const galleryItemView = z.object({
  id: z.uuid().meta({ description: "The listing's id" }),
  kind: z.enum(GALLERY_DISPLAYS),
  listingKind: z.enum(['place', 'service', 'item']),
  slug: text,
  titleFa: text,
  titleEn: nullableText,
  posterUrl: text.meta({ description: "The picture, or the model's poster" }),
  modelUrl: nullableText.meta({ description: "The model's GLB (public while the listing is), for model items" }),
});

export const publicGalleryView = z
  .object({
    shop: z.object({ link: text, name: text, nameEn: text }),
    style: z.enum(GALLERY_STYLES),
    items: z.array(galleryItemView),
  })
  .meta({ id: 'ShopGallery' });
