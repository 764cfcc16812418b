// A database of its own for a migration's test, on the backend the run uses (SQLite, or PostgreSQL
// when the run has one): migrated up to just before the migration under test, so the test can write
// the rows as they stood, then migrate the rest and read what the migration made of them.
import Database from '../../src/db/sqliteDriver.cjs';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS } from '../../src/db/database';
import { backendOptions, tempDataDir } from '../helpers';

export interface MigrationDb {
  db: Kysely<unknown>;
  /** Whether this run's backend is PostgreSQL. */
  postgres: boolean;
  /** Runs the migrations of `migrations` not run yet (all of them by default). */
  migrate(migrations?: typeof MIGRATIONS): Promise<void>;
  /** Closes the database and removes its folder. */
  done(): Promise<void>;
}

/** The migrations named before `name` ('019' for the ones before 019_…). */
export const migrationsBefore = (name: string): typeof MIGRATIONS =>
  Object.fromEntries(Object.entries(MIGRATIONS).filter(([migration]) => migration < name));

/** A fresh database with the migrations before `name` run. */
export async function databaseBefore(name: string): Promise<MigrationDb> {
  const dataDir = tempDataDir();
  const { databaseUrl } = await backendOptions(dataDir);
  const db = new Kysely<unknown>({
    dialect: databaseUrl
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) })
      : new SqliteDialect({ database: new Database(path.join(dataDir, 'gsvmc.sqlite')) }),
  });
  const migrate = async (migrations: typeof MIGRATIONS = MIGRATIONS) => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  };
  await migrate(migrationsBefore(name));
  return {
    db,
    postgres: Boolean(databaseUrl),
    migrate,
    async done() {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
