import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Readiness of the database: one read of a table the migrations create (cache_versions), so a server
 * that answers but holds an empty or foreign database does not pass. Rejects with the driver's reason.
 */
export async function databaseAnswers(db: Kysely<DB>): Promise<void> {
  await db.selectFrom('cache_versions').select('name').limit(1).execute();
}
