import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { designs, files } from './generation';
import { users } from './users';

export const modelStatuses = ['processing', 'ready', 'failed'] as const;
export type ModelStatus = (typeof modelStatuses)[number];
export const modelVisibilities = ['private', 'unlisted', 'public'] as const;
export type ModelVisibility = (typeof modelVisibilities)[number];
export const modelSources = ['upload', 'design'] as const;
export type ModelSource = (typeof modelSources)[number];
/** What the original file is: a binary glTF, a glTF with its files in a zip, or Apple's USDZ. */
export const modelFormats = ['glb', 'gltf-zip', 'usdz'] as const;
export type ModelFormat = (typeof modelFormats)[number];

/** What processing measured: the optimised model's geometry and textures, and its bytes before and after. */
export interface ModelStats {
  triangles: number;
  vertices?: number;
  materials: number;
  textures: { name: string; width: number; height: number; bytes: number; mime: string }[];
  /** The optimised GLB's size. */
  bytes: number;
  /** The original file's size. */
  originalBytes: number;
  usdzBytes?: number;
  /**
   * The gallery's lighter GLB (galleryFileId); null when the model needs none; absent for a model made
   * before there were copies (decision 046).
   */
  gallery?: { triangles: number; bytes: number } | null;
}

/** How AR shows the model: on the floor or a wall, at its real size in metres or at a fixed scale. */
export interface ModelArSettings {
  placement: 'floor' | 'wall';
  scaling: 'real' | 'fixed';
  /** Real-world size in metres (scaling `real`); null: the model's own units are metres. */
  size: { width: number; height: number; depth: number } | null;
  /** The scale AR keeps (scaling `fixed`): the user cannot resize it. */
  scale: number;
}

/** model-viewer's settings for the model's page and embed. */
export interface ModelViewerSettings {
  environment: 'neutral' | 'legacy' | 'studio' | 'outdoor';
  exposure: number;
  shadowIntensity: number;
  shadowSoftness: number;
  /** model-viewer's camera-orbit, e.g. "0deg 75deg 105%"; null: its default. */
  cameraOrbit: string | null;
  autoRotate: boolean;
}

/** A labelled point on the model's surface: where, which way the surface faces, and its text. */
export interface ModelHotspot {
  id: string;
  position: [number, number, number];
  normal: [number, number, number];
  text: { fa: string; en: string | null };
}

export const defaultArSettings: ModelArSettings = { placement: 'floor', scaling: 'real', size: null, scale: 1 };
export const defaultViewerSettings: ModelViewerSettings = {
  environment: 'neutral',
  exposure: 1,
  shadowIntensity: 1,
  shadowSoftness: 1,
  cameraOrbit: null,
  autoRotate: true,
};

/**
 * A 3D model for the browser and AR: uploaded (GLB, glTF in a zip, USDZ) or saved from a 3D design. It is
 * processed by a worker (optimised GLB, USDZ, poster) through the same lease rules as the design queue
 * (claim with `SKIP LOCKED`, a lease renewed by heartbeat, settled once): while `status` is `processing`,
 * a row without `lease_owner` waits for a worker and one with an expired lease may be claimed again.
 * `bytes` is what its files take in storage, the user's quota is the sum over their models.
 */
export const models = pgTable(
  'models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    description: text('description'),
    descriptionEn: text('description_en'),
    source: text('source').$type<ModelSource>().notNull(),
    sourceDesignId: uuid('source_design_id').references(() => designs.id, { onDelete: 'set null' }),
    format: text('format').$type<ModelFormat>().notNull(),
    visibility: text('visibility').$type<ModelVisibility>().notNull().default('private'),
    /** A readable name for addresses (from the title); not unique on its own. */
    slug: text('slug').notNull(),
    /** The unguessable token of its public addresses (`/embed/model/{link}`, `/api/public/models/{link}`). */
    link: text('link').notNull(),
    status: text('status').$type<ModelStatus>().notNull().default('processing'),
    progress: real('progress').notNull().default(0),
    /** Catalogue code of a failure (FileFormatIsNotValid, ServiceNotAvailable...) and its reason for people. */
    errorCode: text('error_code'),
    errorDetail: text('error_detail'),
    originalFileId: uuid('original_file_id').references(() => files.id, { onDelete: 'set null' }),
    glbFileId: uuid('glb_file_id').references(() => files.id, { onDelete: 'set null' }),
    usdzFileId: uuid('usdz_file_id').references(() => files.id, { onDelete: 'set null' }),
    posterFileId: uuid('poster_file_id').references(() => files.id, { onDelete: 'set null' }),
    thumbnailFileId: uuid('thumbnail_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** A lighter GLB for rooms of many models (the shop's 3D gallery); null when the model is light already. */
    galleryFileId: uuid('gallery_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Bytes of all its files (the original, then the outputs too): what counts against the quota. */
    bytes: integer('bytes').notNull(),
    stats: jsonb('stats').$type<ModelStats>(),
    ar: jsonb('ar').$type<ModelArSettings>().notNull().default(defaultArSettings),
    viewer: jsonb('viewer').$type<ModelViewerSettings>().notNull().default(defaultViewerSettings),
    hotspots: jsonb('hotspots').$type<ModelHotspot[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('models_status_check', sql`${t.status} in ('processing', 'ready', 'failed')`),
    check('models_visibility_check', sql`${t.visibility} in ('private', 'unlisted', 'public')`),
    check('models_source_check', sql`${t.source} in ('upload', 'design')`),
    check('models_format_check', sql`${t.format} in ('glb', 'gltf-zip', 'usdz')`),
    check('models_bytes_check', sql`${t.bytes} >= 0`),
    check('models_progress_check', sql`${t.progress} >= 0 and ${t.progress} <= 1`),
    // The owner's list, newest first, and the quota's sum.
    index('models_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('models_link_idx').on(t.link),
    // "Save as model" once per design: a replay finds the model made the first time.
    uniqueIndex('models_design_idx').on(t.userId, t.sourceDesignId),
    // The queue: what waits for a worker, and the leases that may run out.
    index('models_queue_idx')
      .on(t.runAfter)
      .where(sql`${t.status} = 'processing' and ${t.leaseOwner} is null`),
    index('models_leases_idx')
      .on(t.leaseExpiresAt)
      .where(sql`${t.status} = 'processing' and ${t.leaseOwner} is not null`),
  ],
);

export type Model = typeof models.$inferSelect;
