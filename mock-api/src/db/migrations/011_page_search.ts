import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The college's own pages in the site search, beside notices, faculty, departments and alumni.
 *
 * `page_sections` holds one row per section of each published page (the page's top, then each part
 * under a heading, a card's title, a tab or a signed message): the page and section titles and the
 * section's text in both languages (what a hit shows), and the text the index holds (`title`,
 * `body`: digits made ASCII) with the phonetic keys of its Bengali words (`ptitle`, `pbody`). The API
 * reads the pages' blocks and writes these rows (src/search/pages.ts) whenever the published revision
 * of a page differs from the one its rows were read from, which is how a publish, a restore and a
 * scheduled revision whose time has come all reach the search. Triggers copy each row into the search
 * index (`search_docs` and, on SQLite, the FTS5 tables) in the same transaction, as for the other
 * kinds. This migration writes no rows: the first search reads every published page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_sections')
    .addColumn('ref', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('anchor', 'text')
    .addColumn('page_title', 'text', (c) => c.notNull())
    .addColumn('page_title_bn', 'text')
    .addColumn('heading', 'text')
    .addColumn('heading_bn', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('text_bn', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('ptitle', 'text', (c) => c.notNull())
    .addColumn('pbody', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_sections_slug').on('page_sections').columns(['slug', 'revision']).execute();

  if (isPostgres(db)) {
    await sql`
      create function page_sections_search() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          delete from search_docs where kind = 'page' and ref = old.ref;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into search_docs (kind, ref, title, body, ptitle, pbody)
            values ('page', new.ref, new.title, new.body, new.ptitle, new.pbody);
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger page_sections_search after insert or update or delete on page_sections
      for each row execute function page_sections_search()`.execute(db);
    return;
  }

  const docId = (row: 'new' | 'old') => `(select id from search_docs where kind = 'page' and ref = ${row}.ref)`;
  const insertText = `
    insert into search_docs (kind, ref) values ('page', new.ref);
    insert into search_fts (rowid, kind, title, body, ptitle, pbody)
      values (${docId('new')}, 'page', new.title, new.body, new.ptitle, new.pbody);
    insert into search_tri (rowid, kind, title, body) values (${docId('new')}, 'page', new.title, new.body);`;
  const deleteText = `
    delete from search_fts where rowid = ${docId('old')};
    delete from search_tri where rowid = ${docId('old')};
    delete from search_docs where kind = 'page' and ref = old.ref;`;
  await sql
    .raw(`create trigger page_sections_search_insert after insert on page_sections begin ${insertText} end`)
    .execute(db);
  await sql
    .raw(`create trigger page_sections_search_delete after delete on page_sections begin ${deleteText} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger page_sections_search_update after update on page_sections begin ${deleteText} ${insertText} end`,
    )
    .execute(db);
}
