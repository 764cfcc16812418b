import Database from './sqliteDriver.cjs';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import path from 'node:path';
import pg from 'pg';
import type { Dialect } from './dialect';
import * as m001 from './migrations/001_initial';
import * as m002 from './migrations/002_harden';
import * as m003 from './migrations/003_notices_search';
import * as m004 from './migrations/004_cache_versions';
import * as m006 from './migrations/006_roles_audit_trash';
import * as m007 from './migrations/007_content';
import * as m008 from './migrations/008_journal_publications';
import * as m009 from './migrations/009_bengali';
import * as m010 from './migrations/010_notice_text';
import * as m011 from './migrations/011_page_search';
import * as m012 from './migrations/012_alumni_consent';
import * as m016 from './migrations/016_import_after';
import * as m017 from './migrations/017_facilities_bengali';
import * as m018 from './migrations/018_search_bengali_words';
import * as m019 from './migrations/019_search_page_items';
import * as m020 from './migrations/020_departments_bengali';
import * as m021 from './migrations/021_pages_bengali';
import type { DB } from './schema';

// Listed here rather than read from the folder, so the bundled dist/index.js carries them.
/** Every migration by name, in order (exported for the test that migrates an older database forward). */
export const MIGRATIONS: Record<string, Migration> = {
  '001_initial': m001,
  '002_harden': m002,
  '003_notices_search': m003,
  '004_cache_versions': m004,
  '006_roles_audit_trash': m006,
  '007_content': m007,
  '008_journal_publications': m008,
  '009_bengali': m009,
  '010_notice_text': m010,
  '011_page_search': m011,
  '012_alumni_consent': m012,
  '016_import_after': m016,
  '017_facilities_bengali': m017,
  '018_search_bengali_words': m018,
  '019_search_page_items': m019,
  '020_departments_bengali': m020,
  '021_pages_bengali': m021,
};

export interface Store {
  db: Kysely<DB>;
  dialect: Dialect;
  /** The SQLite handle (pragmas, online backup); absent on PostgreSQL. */
  sqlite?: Database.Database;
  /** The PostgreSQL pool (the jobs queue shares it); absent on SQLite. */
  pool?: pg.Pool;
}

export interface StoreOptions {
  dataDir: string;
  /** postgres://user:pass@host:port/db: PostgreSQL instead of DATA_DIR/gsvmc.sqlite. */
  databaseUrl?: string;
  /** Connections per process on PostgreSQL (default 10; replicas × pool must stay under max_connections). */
  poolSize?: number;
}

// pg's type parsers are process-wide. INT8 (bigint, count(*)) arrives as a string by default: these
// values are counts and Unix seconds, far below 2^53, so numbers are safe and match SQLite.
// timestamptz/timestamp/date come back as ISO strings, as SQLite stores them (the schema keeps
// timestamps as text anyway; this keeps a later migration's real timestamp column from changing the JSON).
const { types } = pg;
types.setTypeParser(types.builtins.INT8, (v) => Number(v));
types.setTypeParser(types.builtins.TIMESTAMPTZ, (v) => new Date(v).toISOString());
types.setTypeParser(types.builtins.TIMESTAMP, (v) => new Date(`${v}Z`).toISOString());
types.setTypeParser(types.builtins.DATE, (v) => v);

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

/**
 * Opens PostgreSQL when `databaseUrl` is given, else DATA_DIR/gsvmc.sqlite, and runs the migrations
 * (Kysely's Migrator: on PostgreSQL under an advisory lock, so replicas starting together take
 * turns and each migration runs once).
 *
 * SQLite: WAL lets readers run beside the writer; synchronous=FULL syncs the WAL on every commit, so
 * a committed write survives a power cut (NORMAL could lose the last commits); busy_timeout makes a
 * second process (e.g. a backup) wait instead of failing.
 */
export async function openStore(options: StoreOptions | string): Promise<Store> {
  const { dataDir, databaseUrl, poolSize } = typeof options === 'string' ? { dataDir: options } : options;
  let store: Store;
  if (databaseUrl) {
    if (!isPostgresUrl(databaseUrl)) throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
    // At least 2: withStartupLock holds one connection while the seed writes through the others.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: Math.max(2, poolSize ?? 10) });
    // An idle connection the server drops (restart, failover) must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    store = { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', pool };
  } else {
    const sqlite = new Database(path.join(dataDir, 'gsvmc.sqlite'));
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    store = { db: new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite', sqlite };
  }
  const migrator = new Migrator({ db: store.db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest().catch((err: unknown) => ({ error: err, results: [] }));
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await store.db.destroy();
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
  return store;
}
