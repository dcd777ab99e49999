import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from './client';

/** The migrations beside this package's sources (computed on use: bundlers must not try to resolve it). */
export function defaultMigrationsFolder(): string {
  return join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Applies drizzle-kit's migrations (journal and all) in order, once each, recording them in
 * `__migrations`. Our own runner rather than drizzle's `migrate()` for one reason: drizzle-kit
 * qualifies foreign keys with "public", and tests on PostgreSQL run in a schema of their own, so the
 * statements are re-targeted to that schema here. An advisory lock keeps two processes that start at
 * once from applying the same migration twice.
 */
export async function applyMigrations(
  handle: DbHandle,
  options: { schema?: string; migrationsFolder?: string } = {},
): Promise<number> {
  const schema = options.schema ?? 'public';
  const migrations = readMigrationFiles({ migrationsFolder: options.migrationsFolder ?? defaultMigrationsFolder() });
  const table = `${quoteIdent(schema)}."__migrations"`;
  const lock = `SELECT pg_advisory_xact_lock(hashtext('rassam-migrations:${schema}'))`;
  // Under the lock too: two concurrent CREATE ... IF NOT EXISTS of one object can both try to create it.
  await handle.db.transaction(async (tx) => {
    if (handle.kind === 'postgres') await tx.execute(sql.raw(lock));
    await tx.execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`));
    await tx.execute(
      sql.raw(
        `CREATE TABLE IF NOT EXISTS ${table} (hash text PRIMARY KEY, created_at bigint NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
      ),
    );
  });
  let count = 0;
  for (const migration of migrations) {
    const statements = migration.sql
      .map((statement) =>
        schema === 'public' ? statement : statement.replaceAll('"public".', `${quoteIdent(schema)}.`),
      )
      .filter((statement) => statement.trim().length > 0);
    // The whole migration and its record commit together, or not at all.
    const appliedNow = await handle.db.transaction(async (tx) => {
      if (handle.kind === 'postgres') {
        await tx.execute(sql.raw(lock));
      }
      const done = await tx.execute(sql.raw(`SELECT 1 FROM ${table} WHERE hash = '${migration.hash}'`));
      if (done.rows.length > 0) return false;
      await tx.execute(sql.raw(`SET LOCAL search_path TO ${quoteIdent(schema)}, public`));
      for (const statement of statements) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql.raw(`INSERT INTO ${table} (hash, created_at) VALUES ('${migration.hash}', ${migration.folderMillis})`),
      );
      return true;
    });
    if (appliedNow) count += 1;
  }
  return count;
}
