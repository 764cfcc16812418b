import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * A notice is its text. Each notice gains:
 * - `text`: its words, read from the PDF's text layer or by OCR of its pages, or typed by staff;
 * - `text_status` ('pending', 'done', 'failed') and `text_source` ('pdf', 'ocr', 'staff');
 * - `text_error`: why the reading last failed, for the operator;
 * - `page_count`, `file_size` (bytes of the PDF) and `preview_path` (a small picture of page one);
 * - `title_from_text`: the title was read from the text (a notice sent as photos) and staff have not
 *   set it since.
 * Existing notices start 'pending': the API queues their reading at start-up.
 *
 * `jobs` is the queue of slow work on SQLite (on PostgreSQL pg-boss keeps its own tables): one row a
 * job, claimed by one atomic UPDATE so that two processes on the file never run the same job.
 *
 * Search: a notice's text joins its body in the site index, so a word that stands only inside a scan
 * finds it. The index triggers of migration 009 are taken from the database as they shipped and
 * given the text beside the description (digit and Banglish folding included, since the same
 * expressions wrap it), so this migration carries no copy of those rules.
 */

const STATUSES = "'pending', 'done', 'failed'";
const SOURCES = "'pdf', 'ocr', 'staff'";
/** The body expression every notice index trigger of 009 contains, and the same with the text. */
const BODY_TAIL = "coalesce(new.description_bn, '')";
const BODY_TAIL_WITH_TEXT = "coalesce(new.description_bn, '') || ' ' || coalesce(new.text, '')";

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await sql`alter table notices add column text text`.execute(db);
  await sql
    .raw(
      `alter table notices add column text_status text not null default 'pending' check (text_status in (${STATUSES}))`,
    )
    .execute(db);
  await sql.raw(`alter table notices add column text_source text check (text_source in (${SOURCES}))`).execute(db);
  await sql`alter table notices add column text_error text`.execute(db);
  await sql`alter table notices add column page_count integer`.execute(db);
  await sql`alter table notices add column file_size bigint`.execute(db);
  await sql`alter table notices add column preview_path text`.execute(db);
  if (pg) await sql`alter table notices add column title_from_text boolean not null default false`.execute(db);
  else
    await sql`alter table notices add column title_from_text integer not null default 0 check (title_from_text in (0, 1))`.execute(
      db,
    );
  // Start-up finds the notices still to read without a scan.
  await sql`create index notices_text_pending on notices (text_status) where text_status <> 'done'`.execute(db);

  if (pg) await indexTextOnPostgres(db);
  else {
    await jobsOnSqlite(db);
    await indexTextOnSqlite(db);
  }
}

async function jobsOnSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table jobs (
      seq integer primary key autoincrement,
      id text not null unique,
      name text not null,
      data text not null,
      -- At most one unfinished job per key (one reading per notice at a time).
      key text,
      status text not null check (status in ('queued', 'active', 'done', 'failed')),
      attempts integer not null default 0,
      max_attempts integer not null,
      run_after text not null,
      locked_by text,
      locked_until text,
      last_error text,
      created_at text not null,
      updated_at text not null
    )`.execute(db);
  await sql`create index jobs_due on jobs (name, status, run_after, seq)`.execute(db);
  await sql`create unique index jobs_one_open_per_key on jobs (name, key) where key is not null and status in ('queued', 'active')`.execute(
    db,
  );
}

function withText(definition: string, what: string): string {
  if (!definition.includes(BODY_TAIL)) throw new Error(`${what} does not read the notice's description as expected`);
  return definition.replaceAll(BODY_TAIL, BODY_TAIL_WITH_TEXT);
}

async function indexTextOnSqlite(db: Kysely<unknown>): Promise<void> {
  for (const name of ['notices_search_insert', 'notices_search_update']) {
    const row = (
      await sql<{ sql: string }>`select sql from sqlite_master where type = 'trigger' and name = ${name}`.execute(db)
    ).rows[0];
    if (!row) throw new Error(`trigger ${name} is missing`);
    let definition = withText(row.sql, name);
    if (name === 'notices_search_update') {
      const watched = 'old.description_bn is not new.description_bn';
      if (!definition.includes(watched)) throw new Error(`${name} does not watch the description as expected`);
      definition = definition.replace(watched, `${watched} or old.text is not new.text`);
    }
    await sql.raw(`drop trigger ${name}`).execute(db);
    await sql.raw(definition).execute(db);
  }
  // Every notice's text is still empty here, so the index already holds what the new triggers would write.
}

async function indexTextOnPostgres(db: Kysely<unknown>): Promise<void> {
  const fn = (
    await sql<{ src: string }>`select prosrc as src from pg_proc where oid = 'notices_search'::regproc`.execute(db)
  ).rows[0];
  if (!fn) throw new Error('function notices_search is missing');
  const body = withText(fn.src, 'notices_search()');
  if (body.includes('$notice_text$')) throw new Error('notices_search() cannot be quoted');
  await sql
    .raw(
      `create or replace function notices_search() returns trigger language plpgsql as $notice_text$${body}$notice_text$`,
    )
    .execute(db);
  await sql`drop trigger notices_search_update on notices`.execute(db);
  const changed = ['title', 'title_bn', 'description', 'description_bn', 'text']
    .map((c) => `old.${c} is distinct from new.${c}`)
    .join(' or ');
  await sql
    .raw(
      `create trigger notices_search_update after update on notices for each row when (${changed}) execute function notices_search()`,
    )
    .execute(db);
}
