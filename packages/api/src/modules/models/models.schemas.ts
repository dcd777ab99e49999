/**
 * The 3D models' request and response schemas, shared with the web app's forms (zod and pure helpers only).
 * One schema per input; page numbers may come in Persian or Arabic digits.
 */
import { z } from 'zod';
import { binaryFile } from '../../lib/openapi';
import { paging } from '../../lib/paging';

export const MODEL_VISIBILITIES = ['private', 'unlisted', 'public'] as const;
export const MODEL_STATUSES = ['processing', 'ready', 'failed'] as const;
export const MODEL_FILE_NAMES = ['glb', 'usdz', 'poster', 'thumbnail', 'gallery'] as const;
export type ModelFileName = (typeof MODEL_FILE_NAMES)[number];
/** The AI tools whose results can be saved as a model. */
export const MODEL_DESIGN_TOOLS = ['image-to-3d', 'text-to-3d', 'video-to-3d'] as const;
export const MAX_HOTSPOTS = 50;
export const MODELS_PAGE_SIZE = { default: 20, max: 50 } as const;

const title = z.string().trim().min(1).max(120);
const text = z.string().trim().max(2000);

export const modelListQuery = z.object({
  q: z.string().trim().max(120).optional().meta({ description: 'Words of the title (Persian or English)' }),
  status: z.enum(MODEL_STATUSES).optional(),
  visibility: z.enum(MODEL_VISIBILITIES).optional(),
  ...paging('Models', MODELS_PAGE_SIZE),
});

export const modelIdParam = z.object({
  id: z.uuid({ error: 'ModelIdIsNotValid' }).meta({ param: { name: 'id', in: 'path' } }),
});

/** A link is a token, not a form field: any text is accepted and one that is not a model's is simply not found. */
export const modelLinkParam = z.object({
  link: z
    .string()
    .max(200)
    .meta({ param: { name: 'link', in: 'path' }, example: 'k3Jd9QmZp2Xa' }),
});

export const modelFileParam = z.object({
  name: z.enum(MODEL_FILE_NAMES).meta({ param: { name: 'name', in: 'path' }, example: 'glb' }),
});

/** The multipart upload's text field (the file itself is read as bytes). */
export const modelUploadFields = z.object({
  title: title.optional().meta({ description: 'Title (the file name without its extension when absent)' }),
});

export const modelFromDesignBody = z.strictObject({
  designId: z
    .uuid({ error: 'DesigningIdIsNotValid' })
    .meta({ description: 'A completed image-to-3d, text-to-3d or video-to-3d design of yours with a GLB' }),
});

const coordinate = z.number().finite().min(-1_000_000).max(1_000_000);
const unit = z.number().finite().min(-1).max(1);

export const modelHotspotInput = z.strictObject({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional()
    .meta({ description: 'Kept when given (so a page can refer to it); made when absent' }),
  position: z.tuple([coordinate, coordinate, coordinate]).meta({ description: 'On the surface, in model units' }),
  normal: z.tuple([unit, unit, unit]).meta({ description: 'The surface direction at the position' }),
  text: z.strictObject({
    fa: z.string().trim().min(1).max(500),
    en: z.string().trim().min(1).max(500).nullable().optional(),
  }),
});

export const modelArInput = z.strictObject({
  placement: z.enum(['floor', 'wall']).meta({ description: 'Where AR puts the model' }),
  scaling: z.enum(['real', 'fixed']).meta({ description: 'real: at its real size; fixed: at `scale`, not resizable' }),
  size: z
    .strictObject({
      width: z.number().finite().positive().max(1000),
      height: z.number().finite().positive().max(1000),
      depth: z.number().finite().positive().max(1000),
    })
    .nullable()
    .optional()
    .meta({ description: 'Real-world size in metres (null: the model is modelled in metres)' }),
  scale: z.number().finite().positive().max(1000).optional().meta({ description: 'The fixed scale (1 = as modelled)' }),
});

/** model-viewer's camera-orbit: theta, phi and radius, e.g. "0deg 75deg 105%" or "auto auto 2.5m". */
const cameraOrbit = z
  .string()
  .trim()
  .regex(
    /^(?:(?:-?\d{1,4}(?:\.\d{1,4})?(?:deg|rad|m|cm|mm|%)|auto)\s+){2}(?:-?\d{1,4}(?:\.\d{1,4})?(?:m|cm|mm|%)|auto)$/,
  )
  .meta({ example: '0deg 75deg 105%' });

export const modelViewerInput = z.strictObject({
  environment: z.enum(['neutral', 'legacy', 'studio', 'outdoor']).optional(),
  exposure: z.number().finite().min(0).max(4).optional(),
  shadowIntensity: z.number().finite().min(0).max(2).optional(),
  shadowSoftness: z.number().finite().min(0).max(1).optional(),
  cameraOrbit: cameraOrbit.nullable().optional(),
  autoRotate: z.boolean().optional(),
});

export const modelPatchBody = z.strictObject({
  title: title.optional(),
  titleEn: title.nullable().optional(),
  description: text.nullable().optional(),
  descriptionEn: text.nullable().optional(),
  visibility: z.enum(MODEL_VISIBILITIES).optional().meta({ description: 'private, unlisted (by link) or public' }),
  ar: modelArInput.optional(),
  viewer: modelViewerInput.optional().meta({ description: 'Changes only the settings given' }),
  hotspots: z.array(modelHotspotInput).max(MAX_HOTSPOTS).optional().meta({ description: 'Replaces every hotspot' }),
});
export type ModelPatch = z.infer<typeof modelPatchBody>;

export const modelMarketBody = z.strictObject({
  listingId: z.uuid({ error: 'ProductIdIsNotValid' }).meta({ description: "A listing of your shop's" }),
});

export const oembedQuery = z.object({
  url: z
    .string()
    .max(2000)
    .meta({ description: 'An address of an embed: …/embed/model/{link} or …/embed/scene/{shop link}' }),
  format: z.string().max(20).optional().meta({ description: 'json (the only format served)', example: 'json' }),
  maxwidth: z.string().max(12).optional().meta({ example: '640' }),
  maxheight: z.string().max(12).optional().meta({ example: '480' }),
});

/**
 * A replaceable file's version in its address (the poster and its thumbnail: links.ts `withVersion`). Only a
 * cache key: whatever it says, the current file is served.
 */
const fileVersionParam = z
  .string()
  .max(40)
  .optional()
  .meta({ description: "The file's version: a replaced poster gets a new one, so caches fetch it again" });

/** An owner's file address's query: only the version. */
export const ownerFileQuery = z.object({ v: fileVersionParam });

/** A signed file address's query: its expiry (seconds since 1970) and signature, and the version. */
export const signedFileQuery = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
  v: fileVersionParam,
});

/** The poster upload's form: one picture (PNG, JPEG or WebP by its bytes), read as bytes by the route. */
export const modelPosterForm = z.object({
  file: binaryFile('PNG, JPEG or WebP (told by its content), at most 5 MB; made into a 1024 px square WebP'),
});

// ── Responses ───────────────────────────────────────────────────────────────────────────────────────

export const modelStatsView = z.object({
  triangles: z.number().int().nullable(),
  materials: z.number().int().nullable(),
  textures: z.array(
    z.object({ name: z.string(), width: z.number().int(), height: z.number().int(), bytes: z.number().int() }),
  ),
  bytes: z.number().int().nullable().meta({ description: 'The optimised GLB (null until ready)' }),
  originalBytes: z.number().int(),
  usdzBytes: z.number().int().nullable(),
});

export const modelHotspotView = z.object({
  id: z.string(),
  position: z.tuple([z.number(), z.number(), z.number()]),
  normal: z.tuple([z.number(), z.number(), z.number()]),
  text: z.object({ fa: z.string(), en: z.string().nullable() }),
});

const fileUrls = {
  glbUrl: z.string().nullable(),
  usdzUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
};

export const modelView = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    link: z.string().meta({ description: 'Token of the public addresses: /embed/model/{link}' }),
    status: z.enum(MODEL_STATUSES),
    progress: z.number().min(0).max(1),
    error: z
      .object({ code: z.string(), reason: z.string().nullable() })
      .nullable()
      .meta({ description: 'Why processing failed' }),
    title: z.string(),
    titleEn: z.string().nullable(),
    description: z.string().nullable(),
    descriptionEn: z.string().nullable(),
    visibility: z.enum(MODEL_VISIBILITIES),
    source: z.enum(['upload', 'design']),
    sourceDesignId: z.uuid().nullable(),
    format: z.enum(['glb', 'gltf-zip', 'usdz']),
    ...fileUrls,
    thumbnailUrl: z.string().nullable(),
    shared: z
      .object({ ...fileUrls, expiresAt: z.string().nullable() })
      .nullable()
      .meta({
        description:
          'Addresses without a cookie (AR viewers, embeds) while the model is unlisted or public: signed ones end at expiresAt',
      }),
    embedUrl: z.string(),
    stats: modelStatsView,
    ar: z.object({
      placement: z.enum(['floor', 'wall']),
      scaling: z.enum(['real', 'fixed']),
      size: z.object({ width: z.number(), height: z.number(), depth: z.number() }).nullable(),
      scale: z.number(),
    }),
    viewer: z.object({
      environment: z.string(),
      exposure: z.number(),
      shadowIntensity: z.number(),
      shadowSoftness: z.number(),
      cameraOrbit: z.string().nullable(),
      autoRotate: z.boolean(),
    }),
    hotspots: z.array(modelHotspotView),
    bytes: z.number().int().meta({ description: 'What its files take of your quota' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Model' });
export type ModelView = z.infer<typeof modelView>;

export const createdModelView = z.object({
  id: z.uuid(),
  slug: z.string(),
  link: z.string(),
  status: z.enum(MODEL_STATUSES),
});

/** What anyone holding the link sees (no quota, source design or failure details). */
export const publicModelView = modelView
  .pick({
    slug: true,
    link: true,
    status: true,
    title: true,
    titleEn: true,
    description: true,
    descriptionEn: true,
    visibility: true,
    glbUrl: true,
    usdzUrl: true,
    posterUrl: true,
    thumbnailUrl: true,
    embedUrl: true,
    stats: true,
    ar: true,
    viewer: true,
    hotspots: true,
    createdAt: true,
  })
  .extend({ author: z.object({ name: z.string() }), expiresAt: z.string().nullable() })
  .meta({ id: 'PublicModel' });

/** A listing's model, as public listing answers carry it. */
export const listingModelView = z
  .object({ ...fileUrls, link: z.string() })
  .nullable()
  .meta({ id: 'ListingModel', description: "The listing's 3D model (ready), or null" });

export const oembedView = z
  .object({
    version: z.literal('1.0'),
    type: z.literal('rich'),
    html: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    title: z.string(),
    author_name: z.string(),
    provider_name: z.string(),
    provider_url: z.string(),
    thumbnail_url: z.string().optional(),
    thumbnail_width: z.number().int().optional(),
    thumbnail_height: z.number().int().optional(),
    cache_age: z.number().int().optional(),
  })
  .meta({ id: 'OEmbed' });
