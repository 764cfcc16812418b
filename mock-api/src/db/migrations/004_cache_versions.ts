import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/** The tables whose public lists the API caches (src/cache.ts). */
export const VERSIONED_TABLES = ['faculty', 'notices', 'photos', 'alumni'] as const;

/**
 * One version number per cached list, bumped by a trigger in the same transaction as every insert,
 * update or delete of its table. Any replica compares it with the version of the bytes it holds, so
 * a write through one replica (or by hand in psql/sqlite3, or a restore) is seen by the next read on
 * every other. Triggers rather than repository code, so no write path can forget the bump.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cache_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(1))
    .execute();
  for (const table of VERSIONED_TABLES) {
    await sql`insert into cache_versions (name, version) values (${table}, 1)`.execute(db);
  }

  if (isPostgres(db)) {
    await sql`
      create function bump_cache_version() returns trigger language plpgsql as $$
      begin
        update cache_versions set version = version + 1 where name = tg_argv[0];
        return null;
      end $$`.execute(db);
    for (const table of VERSIONED_TABLES) {
      // Once per statement: an import of 5,000 rows in one transaction costs one bump per statement.
      await sql`
        create trigger ${sql.raw(`${table}_cache_version`)}
        after insert or update or delete on ${sql.table(table)}
        for each statement execute function bump_cache_version(${sql.lit(table)})`.execute(db);
    }
    return;
  }
  // SQLite triggers fire per row; inside a transaction that is a page already in memory.
  for (const table of VERSIONED_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`
        create trigger ${sql.raw(`${table}_cache_version_${event}`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin
          update cache_versions set version = version + 1 where name = ${sql.lit(table)};
        end`.execute(db);
    }
  }
}
