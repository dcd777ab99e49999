/**
 * The virtual tours' request and response schemas, shared with the web app's forms (zod and pure helpers
 * only). One schema per input; page numbers may come in Persian or Arabic digits.
 */
import { z } from 'zod';
import { binaryFile } from '../../lib/openapi';
import { paging } from '../../lib/paging';

export const TOUR_VISIBILITIES = ['private', 'unlisted', 'public'] as const;
export const TOUR_STATUSES = ['draft', 'submitted', 'accepted', 'rejected'] as const;
export const TOUR_KINDS = ['scenes', 'imported'] as const;
export const TILE_STATUSES = ['none', 'pending', 'ready', 'failed'] as const;
/** A scene's files by name: the 1024×512 preview and the mid image (at most 4096×2048), both WebP. */
export const SCENE_FILE_NAMES = ['preview', 'image'] as const;
export type SceneFileName = (typeof SCENE_FILE_NAMES)[number];
export const MAX_SCENES = 60;
export const MAX_HOTSPOTS = 40;
export const TOURS_PAGE_SIZE = { default: 20, max: 50 } as const;

const title = z.string().trim().min(1).max(120);
const sceneName = z.string().trim().min(1).max(120);
const uuidOf = (error: string) => z.uuid({ error });
/** An optional text: left empty (as a form sends it) it is none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
/** An optional choice of a list: its empty option (as a select sends it) is none. */
const optionalId = (error: string) =>
  z
    .union([z.literal(''), uuidOf(error)])
    .transform((value) => value || null)
    .nullable()
    .optional();

const tourPaging = paging('Tours', TOURS_PAGE_SIZE);

export const tourListQuery = z.object({
  q: z.string().trim().max(120).optional().meta({ description: 'Words of the title (Persian or English)' }),
  status: z.enum(TOUR_STATUSES).optional(),
  visibility: z.enum(TOUR_VISIBILITIES).optional(),
  ...tourPaging,
});
export const adminTourQuery = z.object({
  status: z.enum(TOUR_STATUSES).optional().meta({ description: 'submitted (waiting for review) by default' }),
  ...tourPaging,
});

export const tourIdParam = z.object({
  id: uuidOf('VirtualTourIdIsNotValid').meta({ param: { name: 'id', in: 'path' } }),
});
export const sceneIdParam = tourIdParam.extend({
  sceneId: uuidOf('VirtualTourIdIsNotValid').meta({ param: { name: 'sceneId', in: 'path' } }),
});
export const sceneFileParam = sceneIdParam.extend({
  name: z.enum(SCENE_FILE_NAMES).meta({ param: { name: 'name', in: 'path' }, example: 'preview' }),
});
/** A tile's name in its address: `{col}_{row}.webp`. */
export const tileParam = z
  .string()
  .regex(/^\d{1,2}_\d{1,2}\.webp$/, 'FileNotFound')
  .meta({ param: { name: 'tile', in: 'path' }, example: '0_1.webp' });
export const sceneTileParam = sceneIdParam.extend({ tile: tileParam });

/** A link is a token, not a form field: any text is accepted and one that is not a tour's is simply not found. */
export const tourLinkParam = z.object({
  link: z
    .string()
    .max(200)
    .meta({ param: { name: 'link', in: 'path' }, example: 'k3Jd9QmZp2Xa' }),
});
export const publicSceneParam = tourLinkParam.extend({
  sceneId: z
    .string()
    .max(64)
    .meta({ param: { name: 'sceneId', in: 'path' } }),
});
export const publicSceneFileParam = publicSceneParam.extend({
  name: z.enum(SCENE_FILE_NAMES).meta({ param: { name: 'name', in: 'path' }, example: 'preview' }),
});
export const publicTileParam = publicSceneParam.extend({ tile: tileParam });

/** A file address's query: its version only (a cache key; the current file is served whatever it says). */
export const fileVersionQuery = z.object({
  v: z.string().max(40).optional().meta({ description: "The file's version: a new file is a new address" }),
});

export const createTourBody = z.strictObject({ title });

const yaw = z
  .number()
  .finite()
  .min(-2 * Math.PI)
  .max(2 * Math.PI);
const pitch = z
  .number()
  .finite()
  .min(-Math.PI / 2)
  .max(Math.PI / 2);

export const sceneViewInput = z.strictObject({
  yaw,
  pitch,
  zoom: z.number().finite().min(0).max(100).meta({ description: "Photo Sphere Viewer's zoom level, 0–100" }),
});

const hotspotId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/)
  .optional()
  .meta({ description: 'Kept when given (so a page can refer to it); made when absent' });

export const linkHotspotInput = z.strictObject({
  id: hotspotId,
  type: z.literal('link'),
  target: uuidOf('SceneNotInTour').meta({ description: 'Another scene of the same tour' }),
  yaw,
  pitch,
});

/** An information point: its text in Persian (required: the site's first language) and in English. */
export const infoHotspotInput = z.strictObject({
  id: hotspotId,
  type: z.literal('info'),
  yaw,
  pitch,
  text: z.strictObject({
    fa: z.string().trim().min(1).max(1000),
    en: z.string().trim().min(1).max(1000).nullable().optional(),
  }),
  imageId: uuidOf('FileIdIsNotValid')
    .nullable()
    .optional()
    .meta({ description: 'A picture uploaded for this tour (POST /api/tours/{id}/images) to show with the text' }),
  listingId: uuidOf('ProductIdIsNotValid')
    .nullable()
    .optional()
    .meta({ description: "A listing of your shop's to link to" }),
});

export const hotspotInput = z.discriminatedUnion('type', [linkHotspotInput, infoHotspotInput]);

export const scenePutBody = z.strictObject({
  name: sceneName,
  nameEn: optionalText(120),
  view: sceneViewInput.optional().meta({ description: 'The view the scene opens at (radians, zoom 0–100)' }),
  northOffset: yaw.optional().meta({ description: 'Where north is, in radians from the panorama’s centre' }),
  hotspots: z.array(hotspotInput).max(MAX_HOTSPOTS).meta({ description: 'Replaces every hotspot' }),
});
export type ScenePut = z.infer<typeof scenePutBody>;

export const tourPatchBody = z.strictObject({
  title: title.optional(),
  titleEn: optionalText(120),
  description: optionalText(4000),
  descriptionEn: optionalText(4000),
  visibility: z.enum(TOUR_VISIBILITIES).optional().meta({ description: 'private, unlisted (by link) or public' }),
  startSceneId: uuidOf('SceneNotInTour').nullable().optional(),
  categoryId: optionalId('ChooseCategory').meta({ description: 'A category of places' }),
  locationId: uuidOf('ValidationError').nullable().optional().meta({ description: 'A place of the market’s tree' }),
  sceneOrder: z
    .array(uuidOf('SceneNotInTour'))
    .max(MAX_SCENES)
    .optional()
    .meta({ description: 'Every scene of the tour, each once, in the new order' }),
});
export type TourPatch = z.infer<typeof tourPatchBody>;

const fraction = z.number().finite().min(0).max(1);
export const planPinsBody = z.strictObject({
  pins: z
    .array(z.strictObject({ sceneId: uuidOf('SceneNotInTour'), x: fraction, y: fraction }))
    .max(MAX_SCENES)
    .meta({ description: 'Where each scene sits on the plan: fractions (0–1) of its width and height' }),
});

export const rejectTourBody = z.strictObject({
  reason: z.string().trim().min(1).max(1000).meta({ example: 'تصاویر با عنوان تور همخوانی ندارد' }),
});

export const tourMarketBody = z.strictObject({
  listingId: uuidOf('ProductIdIsNotValid').meta({ description: "A listing of your shop's" }),
});

/** The multipart forms: a scene's panorama and its name, or the plan's picture (read as bytes by the route). */
export const sceneUploadForm = z.object({
  file: binaryFile('An equirectangular panorama, 2:1: JPEG, PNG or WebP (told by its content), up to 16384 × 8192'),
  name: z.string().optional().meta({ description: 'The scene’s name (the file name when absent)' }),
});
export const sceneUploadFields = z.object({ name: sceneName.optional() });
export const planUploadForm = z.object({
  file: binaryFile('The floor plan: JPEG, PNG or WebP'),
});

/** An info hotspot's picture: a photo of a detail, not a panorama; larger files are refused before reading. */
export const INFO_IMAGE_MAX_MB = 10;
/** Its longer side once re-encoded: a note's picture is seen at the width of a small panel. */
export const INFO_IMAGE_MAX_SIDE = 1600;
export const infoImageUploadForm = z.object({
  file: binaryFile(
    `A picture for info hotspots: JPEG, PNG or WebP (told by its content), up to ${INFO_IMAGE_MAX_MB} MB`,
  ),
});
export const tourImageParam = tourIdParam.extend({
  imageId: uuidOf('FileIdIsNotValid').meta({ param: { name: 'imageId', in: 'path' } }),
});
export const publicImageParam = tourLinkParam.extend({
  imageId: z
    .string()
    .max(64)
    .meta({ param: { name: 'imageId', in: 'path' } }),
});

// ── Responses ───────────────────────────────────────────────────────────────────────────────────────

export const hotspotView = z.union([
  z.object({ id: z.string(), type: z.literal('link'), target: z.string(), yaw: z.number(), pitch: z.number() }),
  z.object({
    id: z.string(),
    type: z.literal('info'),
    yaw: z.number(),
    pitch: z.number(),
    text: z.object({ fa: z.string(), en: z.string().nullable() }),
    imageId: z.string().nullable(),
    imageUrl: z
      .string()
      .nullable()
      .meta({ description: "The picture (WebP, at most 1600 px a side) at the tour's own file address" }),
    listingId: z.string().nullable(),
    listing: z
      .object({ id: z.uuid(), title: z.string(), titleEn: z.string().nullable(), path: z.string() })
      .nullable()
      .meta({ description: "The listing's page on the market (public reads: only while the listing is public)" }),
  }),
]);

export const sceneView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    nameEn: z.string().nullable(),
    position: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    previewUrl: z.string().meta({ description: 'The 1024×512 WebP preview, which paints first' }),
    imageUrl: z.string().meta({ description: 'The mid image: at most 4096×2048 WebP' }),
    tileStatus: z
      .enum(TILE_STATUSES)
      .meta({ description: 'none: no tiles needed (not wider than the mid image); pending: being cut' }),
    tiles: z
      .object({
        width: z.number().int(),
        cols: z.number().int(),
        rows: z.number().int(),
        url: z.string().meta({ description: 'With {col} and {row} to fill in' }),
      })
      .nullable()
      .meta({ description: "EquirectangularTilesAdapter's panorama; null until cut, or when not needed" }),
    view: z.object({ yaw: z.number(), pitch: z.number(), zoom: z.number() }),
    northOffset: z.number(),
    hotspots: z.array(hotspotView),
  })
  .meta({ id: 'TourScene' });
export type SceneViewOut = z.infer<typeof sceneView>;

const planView = z
  .object({
    imageUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    pins: z.array(z.object({ sceneId: z.string(), x: z.number(), y: z.number() })),
  })
  .nullable();

export const tourListingView = z
  .object({ id: z.uuid(), kind: z.string(), title: z.string(), titleEn: z.string().nullable(), path: z.string() })
  .nullable()
  .meta({ description: 'The market listing that shows the tour, with its public page' });

export const tourView = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    link: z.string(),
    kind: z.enum(TOUR_KINDS),
    status: z.enum(TOUR_STATUSES),
    rejectionReason: z.string().nullable(),
    title: z.string(),
    titleEn: z.string().nullable(),
    description: z.string().nullable(),
    descriptionEn: z.string().nullable(),
    visibility: z.enum(TOUR_VISIBILITIES),
    categoryId: z.string().nullable(),
    locationId: z.string().nullable(),
    startSceneId: z.string().nullable(),
    bytes: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    scenes: z.array(sceneView),
    plan: planView,
    listing: tourListingView,
    embedUrl: z.string(),
    shareUrl: z.string(),
    site: z.object({ url: z.string() }).nullable().meta({ description: "An imported tour's hosted index.html" }),
  })
  .meta({ id: 'Tour' });
export type TourViewOut = z.infer<typeof tourView>;

export const tourImageView = z.object({ id: z.uuid(), url: z.string() });

export const createdTourView = z.object({
  id: z.uuid(),
  slug: z.string(),
  link: z.string(),
  status: z.literal('draft'),
});

export const publicTourView = tourView
  .omit({ rejectionReason: true, bytes: true, status: true })
  .extend({
    author: z.object({ name: z.string() }),
    shop: z.object({ name: z.string(), nameEn: z.string().nullable(), link: z.string() }).nullable(),
  })
  .meta({ id: 'PublicTour' });

export const adminTourView = tourView
  .pick({ id: true, slug: true, link: true, kind: true, status: true, title: true, titleEn: true, visibility: true })
  .extend({
    rejectionReason: z.string().nullable(),
    scenes: z.number().int(),
    previewUrl: z.string().nullable(),
    submittedAt: z.string().nullable(),
    author: z.object({ id: z.string(), name: z.string() }),
  })
  .meta({ id: 'AdminTour' });

/** A listing's tour as public listing answers carry it (accepted tours only). */
export const listingTourView = z
  .object({ link: z.string(), title: z.string(), titleEn: z.string().nullable(), previewUrl: z.string().nullable() })
  .nullable()
  .meta({ id: 'ListingTour', description: "The listing's accepted virtual tour, or null" });

export const pageMeta = z.object({ page: z.number(), pageSize: z.number(), total: z.number() });
