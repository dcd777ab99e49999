import { sql } from 'drizzle-orm';
import {
  boolean,
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
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

export const fileKinds = ['image', 'video', 'audio', 'model3d'] as const;
export type FileKind = (typeof fileKinds)[number];
export const filePurposes = ['upload', 'output', 'thumbnail'] as const;
export type FilePurpose = (typeof filePurposes)[number];

/**
 * A file in our storage: an upload (checked by its content when it came in) or a generated output and its
 * thumbnail. The bytes live under `storage_key`; this row is what we know about them.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<FilePurpose>().notNull(),
    kind: text('kind').$type<FileKind>().notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    storageKey: text('storage_key').notNull().unique(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('files_kind_check', sql`${t.kind} in ('image', 'video', 'audio', 'model3d')`),
    check('files_purpose_check', sql`${t.purpose} in ('upload', 'output', 'thumbnail')`),
    index('files_user_idx').on(t.userId, t.createdAt),
  ],
);

export const designStatuses = ['queued', 'processing', 'completed', 'failed', 'cancelled', 'deleted'] as const;
export type DesignStatus = (typeof designStatuses)[number];

/**
 * A design: one paid run of a tool. Created queued in the transaction that debits its cost; claimed by a
 * worker with `FOR UPDATE SKIP LOCKED` and a lease it must renew; settled once (completed, or failed and
 * refunded in the same transaction). Provenance (input, tool, provider, model, seed, cost, timings) is
 * kept for ever, also after the user deletes it (status `deleted`).
 */
export const designs = pgTable(
  'designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    tool: text('tool').notNull(),
    status: text('status').$type<DesignStatus>().notNull().default('queued'),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    cost: integer('cost').notNull(),
    seed: integer('seed').notNull(),
    /** Who made it, once known: a remote provider and model, or `offline` and its method. */
    provider: text('provider'),
    model: text('model'),
    /** An offline preview made without a generative model: the UI labels it. */
    preview: boolean('preview').notNull().default(false),
    progress: real('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** Not claimed before this moment (a retry waits its backoff). */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    /**
     * The remote routes (provider and model, in order) planned when the design was created and priced;
     * empty = the offline provider. Kept so the run matches what was quoted, whatever the admin changes.
     */
    routes: jsonb('routes')
      .$type<{ provider: string; model: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    providerRequestId: text('provider_request_id'),
    /** What a provider needs to find its request again (status and result URLs), from another process. */
    providerHandle: jsonb('provider_handle').$type<Record<string, unknown>>(),
    /** The first verified webhook for the request (state and outputs); a replayed delivery changes nothing. */
    webhook: jsonb('webhook').$type<Record<string, unknown>>(),
    /** Catalogue code of a failure (DesigningFailed, ServiceNotAvailable, ContentRefused...). */
    errorCode: text('error_code'),
    /** Details of a failure, for people (never shown to the user as is). */
    errorDetail: text('error_detail'),
    refunded: boolean('refunded').notNull().default(false),
    /** Set when the owner shares the result: `/shared/{slug}` shows it to anyone holding the link. */
    shareSlug: text('share_slug').unique(),
    /** The shared page shows the prompt only when the owner chose so. */
    sharePrompt: boolean('share_prompt').notNull().default(false),
    /** A shared result shown as an example on the public tool pages (demo data, or chosen by an admin). */
    featured: boolean('featured').notNull().default(false),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'designs_status_check',
      sql`${t.status} in ('queued', 'processing', 'completed', 'failed', 'cancelled', 'deleted')`,
    ),
    check('designs_cost_check', sql`${t.cost} >= 0`),
    check('designs_progress_check', sql`${t.progress} >= 0 and ${t.progress} <= 1`),
    index('designs_user_idx').on(t.userId, t.tool, t.createdAt),
    // The queue: what is waiting, in order (a partial index keeps it small however many designs exist).
    index('designs_queue_idx')
      .on(t.runAfter)
      .where(sql`${t.status} = 'queued'`),
    index('designs_leases_idx')
      .on(t.leaseExpiresAt)
      .where(sql`${t.status} = 'processing'`),
    uniqueIndex('designs_provider_request_idx').on(t.provider, t.providerRequestId),
  ],
);

/** The files a design produced, in order, each with its thumbnail or poster. */
export const designOutputs = pgTable(
  'design_outputs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designId: uuid('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    thumbnailFileId: uuid('thumbnail_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('design_outputs_position_idx').on(t.designId, t.position)],
);

/**
 * An admin's routing of a tool: the remote routes to try in order, replacing the catalogue's default,
 * and whether the offline provider may serve the tool when no remote route is configured.
 */
export const aiRoutes = pgTable('ai_routes', {
  tool: text('tool').primaryKey(),
  routes: jsonb('routes').$type<{ provider: string; model: string }[]>().notNull(),
  offline: boolean('offline').notNull().default(true),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
