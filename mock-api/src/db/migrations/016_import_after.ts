import type { Kysely } from 'kysely';

/**
 * Undo of an alumni import never loses later work: each record an import added or changed keeps the
 * row as the import left it (`after_data`, JSON, every column), so Undo can tell which records a
 * clerk edited since (their row no longer matches) and leave those as they are. Imports made before
 * this have no `after_data`; for them a record counts as edited when its `updated_at` moved past the
 * import's time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alumni_import_changes').addColumn('after_data', 'text').execute();
}
