import { sql, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { addSerialKey, isPostgres } from '../dialect';
// The three sample publications as this migration shipped them (a frozen copy).
import SAMPLE_JOURNAL_PUBLICATIONS from './008_journal_publications.samples.json';

const TABLE = 'journal_publications';

/**
 * The journal's publications as records (until now three samples written in mf-public's code).
 * Authors and tags are JSON lists in text, as faculty qualifications are. The list's order is the
 * publication date, newest first, then the newest row; `seq` gives that tie-break on both engines.
 *
 * The table's rows show on public pages, so it gets its own cache_versions row and triggers, exactly
 * as migration 004 set them up: the render cache's content version moves with every write.
 * The samples are inserted here, not by the first-start seed, so an existing data folder gets them too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addSerialKey(db, db.schema.createTable(TABLE), 'seq')
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('authors', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('pdf_path', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('journal_publications_date').on(TABLE).columns(['date', 'seq']).execute();
  await db.schema.createIndex('journal_publications_category').on(TABLE).columns(['category', 'date', 'seq']).execute();

  const now = new Date().toISOString();
  // Oldest first, so the newest sample also has the highest seq.
  const samples = [...SAMPLE_JOURNAL_PUBLICATIONS].sort((a, b) => a.date.localeCompare(b.date));
  await sql`insert into journal_publications (id, title, authors, date, category, tags, link, pdf_path, created_at, updated_at)
            values ${sql.join(
              samples.map(
                (p) =>
                  sql`(${randomUUID()}, ${p.title}, ${JSON.stringify(p.authors)}, ${p.date}, ${p.category}, ${JSON.stringify(p.tags ?? [])}, null, null, ${now}, ${now})`,
              ),
            )}`.execute(db);

  await sql`insert into cache_versions (name, version) values (${TABLE}, 1)`.execute(db);
  if (isPostgres(db)) {
    // bump_cache_version() is migration 004's.
    await sql`
      create trigger ${sql.raw(`${TABLE}_cache_version`)}
      after insert or update or delete on ${sql.table(TABLE)}
      for each statement execute function bump_cache_version(${sql.lit(TABLE)})`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`
      create trigger ${sql.raw(`${TABLE}_cache_version_${event}`)}
      after ${sql.raw(event)} on ${sql.table(TABLE)}
      begin
        update cache_versions set version = version + 1 where name = ${sql.lit(TABLE)};
      end`.execute(db);
  }
}
