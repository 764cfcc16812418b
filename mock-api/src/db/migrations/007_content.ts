import { sql, type Kysely } from 'kysely';
import { addSerialKey, isPostgres } from '../dialect';
// Every page's first revision and the settings as this migration shipped them: a frozen copy, so that a
// change to the sample content later never changes what this migration writes.
import seed from './007_content.seed.json';

/** The key of the site-wide settings among the documents (repositories/content.ts has the live one). */
const SETTINGS_KEY = '@site';

/** Tables of public content: each gets a cache_versions row bumped by triggers, as migration 004 does. */
const CONTENT_TABLES = ['content_documents', 'content_revisions'] as const;

/**
 * Pages and site settings as content (JSON documents of typed blocks): one row per document holds
 * its draft and the draft's version (optimistic concurrency), and every publish adds a revision.
 * Visitors see a document's newest revision whose published_at has come, so a publish time in the
 * future is only a revision dated later, with nothing to run when it falls due.
 *
 * The first revision of every page and of the settings is the text the site showed until now, so an
 * existing data folder (and a new one) looks exactly as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_documents')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('draft', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await addSerialKey(db, db.schema.createTable('content_revisions'), 'id')
    .addColumn('key', 'text', (c) => c.notNull().references('content_documents.key').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('published_by', 'text')
    .addColumn('restored_from', 'integer')
    .addUniqueConstraint('content_revisions_key_number', ['key', 'number'])
    .execute();
  await db.schema
    .createIndex('content_revisions_live')
    .on('content_revisions')
    .columns(['key', 'published_at'])
    .execute();

  const now = new Date().toISOString();
  const documents: [string, unknown][] = [...Object.entries(seed.pages), [SETTINGS_KEY, seed.settings]];
  // Two statements for every document, not two per document: on SQLite (synchronous=FULL) each
  // statement outside a transaction would be a write to disk of its own.
  const rows = documents.map(([key, content]) => ({ key, json: JSON.stringify(content) }));
  await sql`insert into content_documents (key, draft, version, updated_at, updated_by)
            values ${sql.join(rows.map((r) => sql`(${r.key}, ${r.json}, 1, ${now}, null)`))}`.execute(db);
  await sql`insert into content_revisions (key, number, content, published_at, published_by, restored_from)
            values ${sql.join(rows.map((r) => sql`(${r.key}, 1, ${r.json}, ${now}, null, null)`))}`.execute(db);

  for (const table of CONTENT_TABLES) {
    await sql`insert into cache_versions (name, version) values (${table}, 1)`.execute(db);
  }
  if (isPostgres(db)) {
    // bump_cache_version() is migration 004's.
    for (const table of CONTENT_TABLES) {
      await sql`
        create trigger ${sql.raw(`${table}_cache_version`)}
        after insert or update or delete on ${sql.table(table)}
        for each statement execute function bump_cache_version(${sql.lit(table)})`.execute(db);
    }
    return;
  }
  for (const table of CONTENT_TABLES) {
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
