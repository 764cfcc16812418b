import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator, type Migration } from 'kysely';
import path from 'node:path';
import * as m001 from './migrations/001_initial';
import * as m003 from './migrations/003_notices_search';
import type { DB } from './schema';

// Listed here rather than read from the folder, so the bundled dist/index.js carries them.
const MIGRATIONS: Record<string, Migration> = {
  '001_initial': m001,
  '003_notices_search': m003,
};

export interface Store {
  db: Kysely<DB>;
  sqlite: Database.Database;
}

/**
 * Opens DATA_DIR/gsvmc.sqlite. WAL lets readers run beside the writer; synchronous=FULL syncs the
 * WAL on every commit, so a committed write survives a power cut (NORMAL could lose the last
 * commits); busy_timeout makes a second process (e.g. a backup) wait instead of failing.
 */
export async function openStore(dataDir: string): Promise<Store> {
  const sqlite = new Database(path.join(dataDir, 'gsvmc.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
  return { db, sqlite };
}
