import { sql } from 'drizzle-orm';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client';
import { acquireDataDirLock, DataDirInUseError } from './lock';
import { applyMigrations, defaultMigrationsFolder } from './migrate';
import { skipWithoutPostgres } from './test-db';

const url = process.env.TEST_DATABASE_URL;

/** What the migrations folder holds, read independently of the migrator: tag, hash of the file, time. */
const journal = JSON.parse(readFileSync(join(defaultMigrationsFolder(), 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string; when: number }[];
};
const expected = journal.entries.map((entry) => ({
  hash: createHash('sha256')
    .update(readFileSync(join(defaultMigrationsFolder(), `${entry.tag}.sql`)))
    .digest('hex'),
  createdAt: entry.when,
}));

const tempDirs: string[] = [];
function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

const schemaName = () => `migrate_test_${process.pid}_${randomBytes(4).toString('hex')}`;

/**
 * A database with nothing in it: PGlite in memory, or on PostgreSQL a schema name nobody uses
 * (created here when `create`, dropped after the file). Handles are closed after the file too.
 */
async function freshDatabase(
  options: { create?: boolean } = {},
): Promise<{ schema: string; connect: () => Promise<DbHandle> }> {
  if (!url) {
    const handle = await createDb();
    cleanups.push(() => handle.close());
    return { schema: 'app', connect: async () => handle };
  }
  const schema = schemaName();
  const admin = await createDb({ databaseUrl: url, poolSize: 1 });
  if (options.create !== false) await admin.exec(`CREATE SCHEMA "${schema}"`);
  cleanups.push(async () => {
    await admin.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.close();
  });
  return {
    schema,
    connect: async () => {
      const handle = await createDb({ databaseUrl: url, searchPath: schema, poolSize: 3 });
      cleanups.unshift(() => handle.close());
      return handle;
    },
  };
}

async function recorded(handle: DbHandle, schema: string) {
  const result = await handle.db.execute(
    sql.raw(`SELECT hash, created_at::text AS created_at FROM "${schema}"."__migrations" ORDER BY created_at, hash`),
  );
  return (result.rows as { hash: string; created_at: string }[]).map((row) => ({
    hash: row.hash,
    createdAt: Number(row.created_at),
  }));
}

async function tablesIn(handle: DbHandle, schema: string) {
  const result = await handle.db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = ${schema} ORDER BY table_name`,
  );
  return (result.rows as { table_name: string }[]).map((row) => row.table_name);
}

describe('applyMigrations', () => {
  it('applies every migration once: a second run applies none, and each is recorded with its hash', async () => {
    expect(expected.length).toBeGreaterThan(0);
    const db = await freshDatabase();
    const handle = await db.connect();
    expect(await applyMigrations(handle, { schema: db.schema })).toBe(expected.length);
    expect(await tablesIn(handle, db.schema)).toEqual(
      expect.arrayContaining([
        '__migrations',
        'app_meta',
        'otp_codes',
        'outbox_messages',
        'rate_limits',
        'sessions',
        'users',
      ]),
    );
    expect(await recorded(handle, db.schema)).toEqual(expected);

    expect(await applyMigrations(handle, { schema: db.schema })).toBe(0);
    expect(await applyMigrations(handle, { schema: db.schema })).toBe(0);
    expect(await recorded(handle, db.schema)).toEqual(expected);

    // The schema works: a row goes in once.
    await handle.db.execute(sql.raw(`INSERT INTO "${db.schema}".users (name, phone) VALUES ('Once', '+989121234567')`));
    const count = await handle.db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${db.schema}".users`));
    expect((count.rows[0] as { n: number }).n).toBe(1);
  });

  it('keeps tables and foreign keys inside the schema it was given', async () => {
    const db = await freshDatabase();
    const handle = await db.connect();
    await applyMigrations(handle, { schema: db.schema });
    // drizzle-kit wrote REFERENCES "public"."users"; the migrator re-targets it.
    const fks = await handle.db.execute(sql`
      SELECT c.conname, n.nspname AS own_schema, rn.nspname AS referenced_schema
      FROM pg_constraint c
      JOIN pg_namespace n ON n.oid = c.connamespace
      JOIN pg_class r ON r.oid = c.confrelid
      JOIN pg_namespace rn ON rn.oid = r.relnamespace
      WHERE c.contype = 'f' AND n.nspname = ${db.schema}
      ORDER BY c.conname`);
    const rows = fks.rows as { conname: string; own_schema: string; referenced_schema: string }[];
    expect(rows.map((r) => r.conname)).toEqual([
      'ai_routes_updated_by_users_id_fk',
      'blog_media_created_by_users_id_fk',
      'blog_media_file_id_files_id_fk',
      'blog_posts_author_id_users_id_fk',
      'blog_posts_category_id_blog_categories_id_fk',
      'blog_posts_cover_file_id_files_id_fk',
      'canned_replies_updated_by_users_id_fk',
      'categories_parent_id_categories_id_fk',
      'category_properties_category_id_categories_id_fk',
      'coin_prices_updated_by_users_id_fk',
      'design_outputs_design_id_designs_id_fk',
      'design_outputs_file_id_files_id_fk',
      'design_outputs_thumbnail_file_id_files_id_fk',
      'designs_user_id_users_id_fk',
      'display_prices_category_id_categories_id_fk',
      'factors_payment_id_payments_id_fk',
      'factors_user_id_users_id_fk',
      'files_user_id_users_id_fk',
      'idempotency_keys_user_id_users_id_fk',
      'ledger_entries_actor_id_users_id_fk',
      'ledger_entries_wallet_id_wallets_id_fk',
      'listing_likes_listing_id_listings_id_fk',
      'listing_likes_user_id_users_id_fk',
      'listing_payments_listing_id_listings_id_fk',
      'listing_payments_user_id_users_id_fk',
      'listings_category_id_categories_id_fk',
      'listings_city_id_locations_id_fk',
      'listings_country_id_locations_id_fk',
      'listings_district_id_locations_id_fk',
      'listings_model3d_id_models_id_fk',
      'listings_shop_id_shops_id_fk',
      'listings_state_id_locations_id_fk',
      'locations_parent_id_locations_id_fk',
      'models_gallery_file_id_files_id_fk',
      'models_glb_file_id_files_id_fk',
      'models_original_file_id_files_id_fk',
      'models_poster_file_id_files_id_fk',
      'models_source_design_id_designs_id_fk',
      'models_thumbnail_file_id_files_id_fk',
      'models_usdz_file_id_files_id_fk',
      'models_user_id_users_id_fk',
      'notifications_user_id_users_id_fk',
      'order_events_actor_id_users_id_fk',
      'order_events_order_id_orders_id_fk',
      'order_files_message_id_order_messages_id_fk',
      'order_files_order_id_orders_id_fk',
      'order_files_uploader_id_users_id_fk',
      'order_messages_author_id_users_id_fk',
      'order_messages_order_id_orders_id_fk',
      'orders_assignee_id_users_id_fk',
      'orders_factor_id_factors_id_fk',
      'orders_service_id_services_id_fk',
      'orders_user_id_users_id_fk',
      'otp_codes_user_id_users_id_fk',
      'payments_package_id_charging_packages_id_fk',
      'payments_user_id_users_id_fk',
      'service_categories_parent_id_service_categories_id_fk',
      'service_media_file_id_files_id_fk',
      'services_category_id_service_categories_id_fk',
      'sessions_user_id_users_id_fk',
      'shop_designs_design_id_designs_id_fk',
      'shop_designs_shop_id_shops_id_fk',
      'shop_gallery_items_listing_id_listings_id_fk',
      'shop_gallery_items_shop_id_shops_id_fk',
      'shop_media_file_id_files_id_fk',
      'shop_media_shop_id_shops_id_fk',
      'shops_banner_image_id_files_id_fk',
      'shops_city_id_locations_id_fk',
      'shops_country_id_locations_id_fk',
      'shops_district_id_locations_id_fk',
      'shops_owner_id_users_id_fk',
      'shops_profile_image_id_files_id_fk',
      'shops_state_id_locations_id_fk',
      'ticket_files_message_id_ticket_messages_id_fk',
      'ticket_files_ticket_id_tickets_id_fk',
      'ticket_files_uploader_id_users_id_fk',
      'ticket_messages_author_id_users_id_fk',
      'ticket_messages_ticket_id_tickets_id_fk',
      'tickets_assignee_id_users_id_fk',
      'tickets_design_id_designs_id_fk',
      'tickets_order_id_orders_id_fk',
      'tickets_payment_id_payments_id_fk',
      'tickets_user_id_users_id_fk',
      'tour_images_file_id_files_id_fk',
      'tour_images_tour_id_tours_id_fk',
      'tour_scenes_image_file_id_files_id_fk',
      'tour_scenes_original_file_id_files_id_fk',
      'tour_scenes_preview_file_id_files_id_fk',
      'tour_scenes_tour_id_tours_id_fk',
      'tours_category_id_categories_id_fk',
      'tours_listing_id_listings_id_fk',
      'tours_location_id_locations_id_fk',
      'tours_plan_file_id_files_id_fk',
      'tours_shop_id_shops_id_fk',
      'tours_start_scene_id_tour_scenes_id_fk',
      'tours_user_id_users_id_fk',
      'wallets_user_id_users_id_fk',
    ]);
    for (const row of rows) expect(row.referenced_schema).toBe(db.schema);
    if (!url) expect(await tablesIn(handle, 'public')).not.toContain('users');
  });

  it('commits a migration and its record together, or neither', async () => {
    const folder = tempDir('rassam-migrations-');
    mkdirSync(join(folder, 'meta'));
    const writeJournal = (tags: string[]) =>
      writeFileSync(
        join(folder, 'meta/_journal.json'),
        JSON.stringify({
          version: '7',
          dialect: 'postgresql',
          entries: tags.map((tag, idx) => ({
            idx,
            version: '7',
            when: 1_700_000_000_000 + idx,
            tag,
            breakpoints: true,
          })),
        }),
      );
    writeFileSync(join(folder, '0000_one.sql'), 'CREATE TABLE "one" ("id" integer PRIMARY KEY);');
    writeFileSync(
      join(folder, '0001_two.sql'),
      'CREATE TABLE "two" ("id" integer PRIMARY KEY);\n--> statement-breakpoint\nALTER TABLE "no_such_table" ADD COLUMN "x" integer;',
    );
    writeJournal(['0000_one', '0001_two']);

    const db = await freshDatabase();
    const handle = await db.connect();
    await expect(applyMigrations(handle, { schema: db.schema, migrationsFolder: folder })).rejects.toThrow();
    // The first migration stands; nothing of the second does.
    expect(await tablesIn(handle, db.schema)).toEqual(['__migrations', 'one']);
    expect(await recorded(handle, db.schema)).toHaveLength(1);

    writeFileSync(join(folder, '0001_two.sql'), 'CREATE TABLE "two" ("id" integer PRIMARY KEY);');
    expect(await applyMigrations(handle, { schema: db.schema, migrationsFolder: folder })).toBe(1);
    expect(await tablesIn(handle, db.schema)).toEqual(['__migrations', 'one', 'two']);
    expect(await applyMigrations(handle, { schema: db.schema, migrationsFolder: folder })).toBe(0);
  });

  it.skipIf(skipWithoutPostgres())(
    'applies each migration exactly once when two processes migrate one fresh schema at the same time',
    async () => {
      for (let round = 0; round < 5; round += 1) {
        const db = await freshDatabase();
        const [a, b] = [await db.connect(), await db.connect()];
        const counts = await Promise.all([
          applyMigrations(a, { schema: db.schema }),
          applyMigrations(b, { schema: db.schema }),
        ]);
        expect(counts[0]! + counts[1]!).toBe(expected.length);
        expect(await recorded(a, db.schema)).toEqual(expected);
        expect(await applyMigrations(b, { schema: db.schema })).toBe(0);
      }
    },
  );

  it.skipIf(skipWithoutPostgres())('also when the schema does not exist yet', async () => {
    for (let round = 0; round < 5; round += 1) {
      const db = await freshDatabase({ create: false });
      const [a, b] = [await db.connect(), await db.connect()];
      const counts = await Promise.all([
        applyMigrations(a, { schema: db.schema }),
        applyMigrations(b, { schema: db.schema }),
      ]);
      expect(counts[0]! + counts[1]!).toBe(expected.length);
      expect(await recorded(b, db.schema)).toEqual(expected);
    }
  });
});

describe('the PGlite data-folder lock', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill();
  });

  async function liveProcess(): Promise<number> {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 5000)'], { stdio: 'ignore' });
    children.push(child);
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', reject);
    });
    return child.pid!;
  }

  it('writes our pid to the lock file and removes it on release', () => {
    const dir = join(tempDir('rassam-lock-'), 'data');
    const release = acquireDataDirLock(dir);
    const lockFile = join(dir, 'pglite.lock');
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
    // Releasing twice is harmless.
    release();
  });

  it('refuses a folder whose lock is held by a live process (DataDirInUseError)', async () => {
    const dir = tempDir('rassam-lock-');
    const pid = await liveProcess();
    writeFileSync(join(dir, 'pglite.lock'), String(pid));

    let error: unknown;
    try {
      acquireDataDirLock(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataDirInUseError);
    expect((error as Error).name).toBe('DataDirInUseError');
    expect((error as Error).message).toContain(String(pid));
    expect((error as Error).message).toContain(dir);
    // The holder keeps its lock.
    expect(readFileSync(join(dir, 'pglite.lock'), 'utf8').trim()).toBe(String(pid));

    // createDb refuses before it opens anything.
    await expect(createDb({ dataDir: dir })).rejects.toBeInstanceOf(DataDirInUseError);
    expect(existsSync(join(dir, 'pglite'))).toBe(false);
    expect(readFileSync(join(dir, 'pglite.lock'), 'utf8').trim()).toBe(String(pid));
  });

  it.each([
    ['a process that no longer exists', '999999'],
    ['garbage', 'not-a-pid'],
    ['nothing', ''],
  ])('takes over a stale lock left by %s', (_name, content) => {
    if (content === '999999') {
      // Make sure pid 999999 really is free here.
      expect(() => process.kill(999_999, 0)).toThrow();
    }
    const dir = tempDir('rassam-lock-');
    const lockFile = join(dir, 'pglite.lock');
    writeFileSync(lockFile, content);
    const release = acquireDataDirLock(dir);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('release never removes a lock that another process has taken since', async () => {
    const dir = tempDir('rassam-lock-');
    const release = acquireDataDirLock(dir);
    const pid = await liveProcess();
    writeFileSync(join(dir, 'pglite.lock'), String(pid));
    release();
    expect(readFileSync(join(dir, 'pglite.lock'), 'utf8').trim()).toBe(String(pid));
  });
});
