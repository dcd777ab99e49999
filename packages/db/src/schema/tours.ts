import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { files } from './generation';
import { categories, listings, locations, shops } from './market';
import { users } from './users';

/** `scenes`: panoramas uploaded here; `imported`: a finished tour from another tool, hosted as its files are. */
export const tourKinds = ['scenes', 'imported'] as const;
export type TourKind = (typeof tourKinds)[number];
export const tourStatuses = ['draft', 'submitted', 'accepted', 'rejected'] as const;
export type TourStatus = (typeof tourStatuses)[number];
export const tourVisibilities = ['private', 'unlisted', 'public'] as const;
export type TourVisibility = (typeof tourVisibilities)[number];
/** none: the panorama is no wider than its mid image, nothing to cut; pending: waiting for a worker. */
export const tileStatuses = ['none', 'pending', 'ready', 'failed'] as const;
export type TileStatus = (typeof tileStatuses)[number];

/** Where a scene pin sits on the floor plan: fractions (0–1) of the plan image's width and height. */
export interface TourPlanPin {
  sceneId: string;
  x: number;
  y: number;
}

/** The floor plan: its image (a WebP file row) and the scenes pinned on it. */
export interface TourPlan {
  fileId: string;
  width: number;
  height: number;
  pins: TourPlanPin[];
}

/** A hosted import's files: every file under `prefix` in storage, `index` its page (relative to the prefix). */
export interface TourSite {
  prefix: string;
  index: string;
  /** Every file's path under the prefix (what a deletion removes). */
  paths: string[];
  /** Their bytes altogether (what the quota counts). */
  bytes: number;
}

/** Photo Sphere Viewer's view: yaw and pitch in radians, zoom 0–100. */
export interface SceneView {
  yaw: number;
  pitch: number;
  zoom: number;
}

export type SceneHotspot =
  | { id: string; type: 'link'; target: string; yaw: number; pitch: number }
  | {
      id: string;
      type: 'info';
      yaw: number;
      pitch: number;
      text: { fa: string; en: string | null };
      /** A picture of the same tour (`tour_images.file_id`). */
      imageId: string | null;
      /** A listing of the owner's shop. */
      listingId: string | null;
    };

/** The cut tiles: square WebP tiles of `width / cols` px, stored as `{prefix}/{col}_{row}.webp`. */
export interface SceneTiles {
  prefix: string;
  width: number;
  cols: number;
  rows: number;
  bytes: number;
}

export const defaultSceneView: SceneView = { yaw: 0, pitch: 0, zoom: 50 };

/**
 * A virtual tour of a place (issue 18, decision 037): its scenes in order, or an imported site. Moderated:
 * draft → submitted → accepted | rejected; editing an accepted tour's content submits it again. Anyone else
 * sees it (by its link) only while it is accepted and unlisted or public, or shown by a public listing.
 * `bytes` is what all its files take (scenes, plan, imported site): the user's tour quota is their sum.
 */
export const tours = pgTable(
  'tours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner's shop when they had one at creation (a shop's place): the tour outlives the shop. */
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    kind: text('kind').$type<TourKind>().notNull().default('scenes'),
    /** A readable address name from the title, with the link's first letters: unique. */
    slug: text('slug').notNull(),
    /** The unguessable token of its public addresses (`/embed/place/{link}`, `/api/public/tours/{link}`). */
    link: text('link').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    description: text('description'),
    descriptionEn: text('description_en'),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    status: text('status').$type<TourStatus>().notNull().default('draft'),
    rejectionReason: text('rejection_reason'),
    visibility: text('visibility').$type<TourVisibility>().notNull().default('private'),
    startSceneId: uuid('start_scene_id').references((): AnyPgColumn => tourScenes.id, { onDelete: 'set null' }),
    plan: jsonb('plan').$type<TourPlan>(),
    planFileId: uuid('plan_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The one market listing that shows it (one tour per listing, one listing per tour). */
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    site: jsonb('site').$type<TourSite>(),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tours_kind_check', sql`${t.kind} in ('scenes', 'imported')`),
    check('tours_status_check', sql`${t.status} in ('draft', 'submitted', 'accepted', 'rejected')`),
    check('tours_visibility_check', sql`${t.visibility} in ('private', 'unlisted', 'public')`),
    check('tours_bytes_check', sql`${t.bytes} >= 0`),
    check('tours_site_check', sql`(${t.kind} = 'imported') = (${t.site} is not null)`),
    index('tours_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('tours_link_idx').on(t.link),
    uniqueIndex('tours_slug_idx').on(t.slug),
    uniqueIndex('tours_listing_idx').on(t.listingId),
    // The review queue, the longest-waiting first.
    index('tours_review_idx').on(t.status, t.submittedAt),
  ],
);

/**
 * A scene: one equirectangular panorama (2:1) with its preview (1024×512 WebP), its mid image (at most
 * 4096×2048 WebP) and, when it is wider than that, its tiles, which a worker cuts under a lease as the
 * model queue does (`tile_status` pending: waiting or being cut).
 */
export const tourScenes = pgTable(
  'tour_scenes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    /** The full panorama's size (a cropped GPano padded to its full sphere). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    view: jsonb('view').$type<SceneView>().notNull().default(defaultSceneView),
    northOffset: real('north_offset').notNull().default(0),
    hotspots: jsonb('hotspots').$type<SceneHotspot[]>().notNull().default([]),
    originalFileId: uuid('original_file_id').references(() => files.id, { onDelete: 'set null' }),
    previewFileId: uuid('preview_file_id').references(() => files.id, { onDelete: 'set null' }),
    imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    tileStatus: text('tile_status').$type<TileStatus>().notNull(),
    tiles: jsonb('tiles').$type<SceneTiles>(),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    progress: real('progress').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tour_scenes_tile_status_check', sql`${t.tileStatus} in ('none', 'pending', 'ready', 'failed')`),
    check('tour_scenes_size_check', sql`${t.width} > 0 and ${t.height} > 0`),
    check('tour_scenes_bytes_check', sql`${t.bytes} >= 0`),
    index('tour_scenes_tour_idx').on(t.tourId, t.position),
    index('tour_scenes_queue_idx')
      .on(t.runAfter)
      .where(sql`${t.tileStatus} = 'pending' and ${t.leaseOwner} is null`),
    index('tour_scenes_leases_idx')
      .on(t.leaseExpiresAt)
      .where(sql`${t.tileStatus} = 'pending' and ${t.leaseOwner} is not null`),
  ],
);

/**
 * A picture an info hotspot shows (issue 18: "information: text, an image, a link to a listing"): uploaded
 * for one tour, re-encoded to WebP (tours/tour-images.ts), stored under the tour's files and counted in its
 * bytes. Hotspots name it by its file's id. Deleted with the tour, or once no hotspot shows it.
 */
export const tourImages = pgTable(
  'tour_images',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('tour_images_tour_idx').on(t.tourId)],
);

export type Tour = typeof tours.$inferSelect;
export type TourScene = typeof tourScenes.$inferSelect;
