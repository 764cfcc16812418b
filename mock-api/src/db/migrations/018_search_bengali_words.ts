import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Bengali words whole in the SQLite index, as PostgreSQL's parser already keeps them.
 *
 * FTS5's unicode61 tokenizer takes only letters and digits into a word by default, and Bengali's
 * vowel signs and hasanta are marks (Unicode category M): ছুটি was indexed as two words, ছ and ট, so
 * ছুটি matched every word beginning ছ…ট, and ফি every word with ফ after a vowel sign (জাফরুল্লাহ).
 * The table is made again with marks inside words (`categories 'L* N* Co M*'`) from its own text:
 * FTS5 cannot change a table's tokenizer in place. The ranking weights are migration 009's.
 *
 * Both engines: the page sections are read again from the published pages at the next search
 * (src/search/pages.ts), under the titles and sections the search now gives them (the home page as
 * the menu names it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Its triggers take the sections out of the index; PageIndex.sync writes them again.
  await sql`delete from page_sections`.execute(db);
  if (isPostgres(db)) return;

  await sql`create temp table search_fts_text as select rowid as id, kind, title, body, ptitle, pbody from search_fts`.execute(
    db,
  );
  // The triggers that write to search_fts name it in their bodies only: they write to the new table.
  await sql`drop table search_fts`.execute(db);
  await sql`create virtual table search_fts using fts5(kind, title, body, ptitle, pbody,
    tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'")`.execute(db);
  await sql`insert into search_fts (search_fts, rank) values ('rank', 'bm25(0.0, 10.0, 1.0, 5.0, 0.5)')`.execute(db);
  await sql`insert into search_fts (rowid, kind, title, body, ptitle, pbody)
    select id, kind, title, body, ptitle, pbody from search_fts_text`.execute(db);
  await sql`drop table search_fts_text`.execute(db);
}
