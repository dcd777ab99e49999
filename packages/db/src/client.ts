import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { createListener, type DbLog, type ReconnectBackoff } from './listener';

export type Schema = typeof schema;
/**
 * Both drivers expose the same query builder; we type the handle as node-postgres's so that service
 * code has one type. `execute()` returns `{ rows }` on both.
 */
export type Database = NodePgDatabase<Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A service function's first argument: the database or a transaction it should join. */
export type Executor = Database | Transaction;

export type DbKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Database;
  kind: DbKind;
  /** The PostgreSQL schema in use when it is not the default one (tests). */
  schema?: string;
  /** Raw SQL for the migrator and for LISTEN/NOTIFY style features. */
  exec(sqlText: string): Promise<void>;
  /**
   * LISTEN on a channel: `onMessage` gets each NOTIFY payload (from any process on PostgreSQL, from this
   * one on PGlite). Returns the function that stops listening. On PostgreSQL a lost connection is
   * reopened and the channels listened to again; what was sent meanwhile is not delivered.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: its whole data folder as a tarball, for `fromDump`. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const channelPattern = /^[a-z_][a-z0-9_]{0,62}$/;

export interface CreateDbOptions {
  /** postgres:// URL; PGlite is used when absent. */
  databaseUrl?: string;
  /** PGlite data folder; in memory when absent. */
  dataDir?: string;
  /**
   * An in-memory PGlite started from a data folder's tarball (a handle's `dump()`) instead of an empty
   * cluster: the tests' migrated template, which skips initdb and applying the migrations (2–3 s each).
   */
  fromDump?: Blob;
  /** PostgreSQL schema to use (tests get one each). */
  searchPath?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Where lost connections and reconnections are told (PostgreSQL); the console by default. */
  log?: DbLog;
  /** Waits between attempts to reopen a lost LISTEN connection. */
  listenBackoff?: ReconnectBackoff;
}

const consoleLog: DbLog = {
  info: (msg, fields) => console.info(msg, fields ?? ''),
  warn: (msg, fields) => console.warn(msg, fields ?? ''),
};

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Extensions (pg_trgm) live in public: a test's own schema still sees their functions and operators.
      options: options.searchPath ? `-c search_path=${options.searchPath},public` : undefined,
    });
    const log = options.log ?? consoleLog;
    // An idle client that loses its connection emits 'error' (without a listener the process would exit);
    // the pool drops it and opens another when needed, but the loss is worth knowing about.
    pool.on('error', (error) => log.warn('idle database connection lost', { err: error }));
    // LISTEN holds a session of its own, outside the pool, reopened when it drops (listener.ts).
    const listener = createListener({ connectionString: options.databaseUrl }, log, options.listenBackoff);
    return {
      db: drizzlePg(pool, { schema }),
      kind: 'postgres',
      exec: async (text) => {
        await pool.query(text);
      },
      async listen(channel, onMessage) {
        if (!channelPattern.test(channel)) throw new Error(`bad channel name: ${channel}`);
        return listener.listen(channel, onMessage);
      },
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    // pg_trgm for the market's search; the migration creates the extension, this only ships its code.
    const pgliteOptions = { extensions: { pg_trgm } };
    const client = options.dataDir
      ? new PGlite(`${options.dataDir}/pglite`, pgliteOptions)
      : new PGlite({ ...pgliteOptions, loadDataDir: options.fromDump });
    await client.waitReady;
    return {
      db: drizzlePglite(client, { schema }) as unknown as Database,
      kind: 'pglite',
      exec: async (text) => {
        await client.exec(text);
      },
      async listen(channel, onMessage) {
        if (!channelPattern.test(channel)) throw new Error(`bad channel name: ${channel}`);
        return client.listen(channel, onMessage);
      },
      dump: () => client.dumpDataDir('none'),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Fresh planner statistics on PGlite, which has no autovacuum daemon to keep them: without them the
 * planner takes 100k listings for a handful and joins them row by row (the market's lists went from
 * ~100 ms to ~10 ms). PostgreSQL's autovacuum does this by itself, so there it is a no-op.
 */
export async function refreshStatistics(handle: Pick<DbHandle, 'kind' | 'exec'>): Promise<boolean> {
  if (handle.kind !== 'pglite') return false;
  await handle.exec('ANALYZE');
  return true;
}
