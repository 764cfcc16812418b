// The one place that knows which SQL engine is underneath. Migrations and repositories ask it
// instead of carrying their own checks, so the SQL that must differ stays in few, named spots.
import {
  PostgresAdapter,
  sql,
  type ColumnDataType,
  type CreateTableBuilder,
  type Kysely,
  type QueryExecutorProvider,
} from 'kysely';
import { createHash } from 'node:crypto';

export type Dialect = 'sqlite' | 'postgres';

/**
 * The dialect of a Kysely handle (database, transaction or a migration's `db`): read from the
 * adapter, so a migration needs no extra argument and works the same under the Migrator.
 */
export function dialectOf(db: QueryExecutorProvider): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export const isPostgres = (db: QueryExecutorProvider): boolean => dialectOf(db) === 'postgres';

/**
 * Column types for migrations, chosen so that rows read back as the same JSON on both engines.
 * - `text` also holds ISO-8601 timestamps and serialised JSON: the API returns them as stored, so
 *   both engines answer byte-identical strings (PostgreSQL's timestamptz would come back as a Date).
 * - `unixSeconds` is bigint on PostgreSQL (past 2038), read back as a number (pool's INT8 parser).
 * - `boolean` is a real boolean on PostgreSQL and 0/1 on SQLite: compare with `toBool` on read.
 * - `serialKey` is an auto-increment integer primary key (SQLite `integer primary key autoincrement`,
 *   PostgreSQL `serial`). Use it through `addSerialKey`.
 */
export function columnTypes(db: QueryExecutorProvider): { unixSeconds: ColumnDataType; boolean: ColumnDataType } {
  return isPostgres(db)
    ? { unixSeconds: 'bigint', boolean: 'boolean' }
    : { unixSeconds: 'integer', boolean: 'integer' };
}

/** Reads a boolean column the same way on both engines (PostgreSQL true/false, SQLite 1/0). */
export const toBool = (value: unknown): boolean => value === true || value === 1 || value === '1';

/** Writes a boolean column: SQLite (better-sqlite3) refuses JS booleans as parameters. */
export const fromBool = (db: QueryExecutorProvider, value: boolean): boolean | number =>
  isPostgres(db) ? value : value ? 1 : 0;

/**
 * Adds an auto-increment integer primary key column to a `createTable` builder.
 * Kysely's `autoIncrement()` is SQLite/MySQL syntax; PostgreSQL needs the `serial` type instead.
 */
export function addSerialKey<TB extends string, CN extends string>(
  db: QueryExecutorProvider,
  table: CreateTableBuilder<TB, never>,
  column: CN,
): CreateTableBuilder<TB, CN> {
  return isPostgres(db)
    ? table.addColumn(column, 'serial', (c) => c.primaryKey())
    : table.addColumn(column, 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A stable 63-bit key for PostgreSQL's advisory locks, derived from a readable name. */
export function lockKey(name: string): bigint {
  return createHash('sha256').update(name).digest().readBigInt64BE(0);
}

/**
 * Serialises a read-modify-write section across every API replica, until `trx` ends.
 * PostgreSQL: a transaction-level advisory lock. SQLite: nothing to do, because Kysely's SQLite
 * driver runs a transaction alone on its single connection and one process owns the file.
 */
export async function lockInTransaction(trx: QueryExecutorProvider, name: string): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${lockKey(name).toString()}::bigint)`.execute(trx);
}

/**
 * Runs `work` while holding a session-level advisory lock (PostgreSQL), so that of several replicas
 * starting together exactly one runs it at a time; `work` may use the pool freely meanwhile.
 * On SQLite it simply runs `work`.
 */
export async function withStartupLock<D, T>(db: Kysely<D>, name: string, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work();
  const key = lockKey(name).toString();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${key}::bigint)`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key}::bigint)`.execute(conn);
    }
  });
}
