import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { normalisedSql } from './003_notices_search';
// As this migration shipped: the phonetic rules (src/search/phonetic.ts then) and the departments'
// rows with their Bengali names and keys. A frozen copy, so that a later change to the live rules or
// names never changes what this migration writes; such a change comes with a migration of its own.
import frozen from './009_bengali.frozen.json';

const BENGALI_RULES = frozen.rules as unknown as ReadonlyArray<readonly [string, string]>;

/** The rules as an SQL expression over `expr`: src/search/phonetic.ts's bengaliKeySql as it shipped. */
function bengaliKeySql(expr: string, engine: 'sqlite' | 'postgres'): string {
  let out = expr;
  for (const [from, to] of BENGALI_RULES) out = `replace(${out}, '${from}', '${to}')`;
  const hasBengali = engine === 'sqlite' ? `(${expr}) glob '*[\u0980-\u09ff]*'` : `(${expr}) ~ '[\u0980-\u09ff]'`;
  return `(case when ${hasBengali} then ${out} else '' end)`;
}

/**
 * Bengali beside English: the readers of the site, and many of the office staff, read Bengali first.
 *
 * - `notices.title_bn`, `notices.description_bn`: a notice's optional Bengali text.
 * - `users.language`: 'en', 'bn' or null (not chosen), which the admin portal follows.
 * - Search: notices are indexed with their Bengali text too, departments with their Bengali names,
 *   and every document gets two more columns, `ptitle` and `pbody`: the phonetic keys of the Bengali
 *   words of its title and body (src/search/phonetic.ts), so "vorti" finds ভর্তি. The keys are
 *   computed by the same triggers that keep the index current (plain SQL: nested replace()), so they
 *   are written with every insert and update, whatever code makes it, and this migration fills them
 *   for the rows that exist. On SQLite the FTS5 table gains two columns, which FTS5 cannot add: the
 *   index is rebuilt from the tables. Existing rows' text is not changed.
 */

/** Title and body of each kind, as SQL over the trigger's `new` row (both engines). */
const TEXT = {
  notice: [
    "new.title || ' ' || coalesce(new.title_bn, '')",
    "coalesce(new.description, '') || ' ' || coalesce(new.description_bn, '')",
  ],
  faculty: {
    sqlite: [
      'new.name',
      "coalesce(new.designation, '') || ' ' || coalesce(new.department, '') || ' ' || " +
        `coalesce((select group_concat(json_extract(value, '$.degree'), ' ') from json_each(new.qualifications)), '')`,
    ],
    postgres: [
      'new.name',
      "concat_ws(' ', new.designation, new.department, " +
        "(select string_agg(q ->> 'degree', ' ') from jsonb_array_elements(new.qualifications::jsonb) q))",
    ],
  },
  alumni: {
    sqlite: [
      'new.full_name',
      ['new.degree', 'new.major', 'new.current_company', 'new.job_title', 'new.location', 'new.graduation_year']
        .map((c) => `coalesce(${c}, '')`)
        .join(` || ' ' || `),
    ],
    postgres: [
      'new.full_name',
      "concat_ws(' ', new.degree, new.major, new.current_company, new.job_title, new.location, new.graduation_year::text)",
    ],
  },
} as const;

const TABLE = { notice: 'notices', faculty: 'faculty', alumni: 'alumni' } as const;
const KINDS = ['notice', 'faculty', 'alumni'] as const;
type Kind = (typeof KINDS)[number];

/** The columns the text reads, per kind: an update of any other column leaves the index alone. */
const WATCHED = {
  notice: ['title', 'title_bn', 'description', 'description_bn'],
  faculty: ['name', 'designation', 'department', 'qualifications'],
  alumni: ['full_name', 'degree', 'major', 'current_company', 'job_title', 'location', 'graduation_year'],
} as const;

function text(kind: Kind, engine: 'sqlite' | 'postgres'): readonly [string, string] {
  const t = TEXT[kind];
  return 'sqlite' in t ? t[engine] : t;
}

/** The departments of SPEC.md §2.9, each with its group, in English and Bengali, with their keys. */
const bengaliDepartments = (): ReadonlyArray<{
  name: string;
  title: string;
  body: string;
  ptitle: string;
  pbody: string;
}> => frozen.departments;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notices add column title_bn text`.execute(db);
  await sql`alter table notices add column description_bn text`.execute(db);
  const languages = "'en', 'bn'"; // the languages as this migration shipped them
  await sql.raw(`alter table users add column language text check (language in (${languages}))`).execute(db);
  if (isPostgres(db)) await searchOnPostgres(db);
  else await searchOnSqlite(db);
}

async function searchOnSqlite(db: Kysely<unknown>): Promise<void> {
  for (const kind of KINDS) {
    for (const event of ['insert', 'delete', 'update'])
      await sql.raw(`drop trigger if exists ${TABLE[kind]}_search_${event}`).execute(db);
  }
  await sql`drop table search_fts`.execute(db);
  await sql`drop table search_tri`.execute(db);
  await sql`delete from search_docs`.execute(db);
  await sql`create virtual table search_fts using fts5(kind, title, body, ptitle, pbody, tokenize = 'unicode61 remove_diacritics 2')`.execute(
    db,
  );
  await sql`create virtual table search_tri using fts5(kind, title, body, tokenize = 'trigram remove_diacritics 1')`.execute(
    db,
  );
  // Ranking: the kind counts for nothing, a title word for ten body words, a title word met through
  // its phonetic key for five (a sound-alike is a weaker match than the word itself).
  await sql`insert into search_fts (search_fts, rank) values ('rank', 'bm25(0.0, 10.0, 1.0, 5.0, 0.5)')`.execute(db);
  await sql`insert into search_tri (search_tri, rank) values ('rank', 'bm25(0.0, 10.0, 1.0)')`.execute(db);

  for (const kind of KINDS) {
    const table = TABLE[kind];
    const [titleExpr, bodyExpr] = text(kind, 'sqlite');
    const title = normalisedSql(titleExpr);
    const body = normalisedSql(bodyExpr);
    const ptitle = bengaliKeySql(titleExpr, 'sqlite');
    const pbody = bengaliKeySql(bodyExpr, 'sqlite');
    const docId = (row: 'new' | 'old') => `(select id from search_docs where kind = '${kind}' and ref = ${row}.id)`;
    const insertText = `
      insert into search_docs (kind, ref) values ('${kind}', new.id);
      insert into search_fts (rowid, kind, title, body, ptitle, pbody)
        values (${docId('new')}, '${kind}', ${title}, ${body}, ${ptitle}, ${pbody});
      insert into search_tri (rowid, kind, title, body) values (${docId('new')}, '${kind}', ${title}, ${body});`;
    const deleteText = `
      delete from search_fts where rowid = ${docId('old')};
      delete from search_tri where rowid = ${docId('old')};
      delete from search_docs where kind = '${kind}' and ref = old.id;`;
    await sql.raw(`create trigger ${table}_search_insert after insert on ${table} begin ${insertText} end`).execute(db);
    await sql.raw(`create trigger ${table}_search_delete after delete on ${table} begin ${deleteText} end`).execute(db);
    const changed = WATCHED[kind].map((c) => `old.${c} is not new.${c}`).join(' or ');
    await sql
      .raw(
        `create trigger ${table}_search_update after update on ${table} when ${changed} begin ${deleteText} ${insertText} end`,
      )
      .execute(db);
    // The rows that exist get the same text as the insert trigger gives new ones.
    await sql.raw(`insert into search_docs (kind, ref) select '${kind}', id from ${table}`).execute(db);
    const n = (expr: string) => expr.replaceAll('new.', 'n.');
    await sql
      .raw(
        `insert into search_fts (rowid, kind, title, body, ptitle, pbody)
         select d.id, '${kind}', ${n(title)}, ${n(body)}, ${n(ptitle)}, ${n(pbody)}
         from ${table} n join search_docs d on d.kind = '${kind}' and d.ref = n.id`,
      )
      .execute(db);
    await sql
      .raw(
        `insert into search_tri (rowid, kind, title, body) select d.id, '${kind}', ${n(title)}, ${n(body)}
         from ${table} n join search_docs d on d.kind = '${kind}' and d.ref = n.id`,
      )
      .execute(db);
  }

  for (const d of bengaliDepartments()) {
    await sql`insert into search_docs (kind, ref) values ('department', ${d.name})`.execute(db);
    const id = sql`(select id from search_docs where kind = 'department' and ref = ${d.name})`;
    await sql`insert into search_fts (rowid, kind, title, body, ptitle, pbody)
      values (${id}, 'department', ${d.title}, ${d.body}, ${d.ptitle}, ${d.pbody})`.execute(db);
    await sql`insert into search_tri (rowid, kind, title, body) values (${id}, 'department', ${d.title}, ${d.body})`.execute(
      db,
    );
  }
}

/**
 * On PostgreSQL `search_docs` gains `ptitle` and `pbody`, and its generated `tsv` is rebuilt with
 * them: title words weigh A, phonetic title keys B, phonetic body keys C, body words D. A query
 * names the weights it may match (`'vorti':*AD`, `'brt':*BC`), so a word never meets a key.
 */
async function searchOnPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`alter table search_docs add column ptitle text not null default ''`.execute(db);
  await sql`alter table search_docs add column pbody text not null default ''`.execute(db);
  await sql`alter table search_docs drop column tsv`.execute(db);
  await sql`
    alter table search_docs add column tsv tsvector generated always as (
      setweight(to_tsvector('simple', search_fold(title)), 'A') ||
      setweight(to_tsvector('simple', ptitle), 'B') ||
      setweight(to_tsvector('simple', pbody), 'C') ||
      setweight(to_tsvector('simple', search_fold(body)), 'D')
    ) stored`.execute(db);
  await sql`create index search_docs_tsv on search_docs using gin (tsv)`.execute(db);

  for (const kind of KINDS) {
    const table = TABLE[kind];
    const [titleExpr, bodyExpr] = text(kind, 'postgres');
    const title = `search_digits(${titleExpr})`;
    const body = `search_digits(${bodyExpr})`;
    const ptitle = bengaliKeySql(titleExpr, 'postgres');
    const pbody = bengaliKeySql(bodyExpr, 'postgres');
    await sql
      .raw(
        `create or replace function ${table}_search() returns trigger language plpgsql as $$
        begin
          if tg_op = 'DELETE' then
            delete from search_docs where kind = '${kind}' and ref = old.id;
            return null;
          end if;
          insert into search_docs (kind, ref, title, body, ptitle, pbody)
            values ('${kind}', new.id, ${title}, ${body}, ${ptitle}, ${pbody})
            on conflict (kind, ref) do update
            set title = excluded.title, body = excluded.body, ptitle = excluded.ptitle, pbody = excluded.pbody;
          return null;
        end $$`,
      )
      .execute(db);
    await sql.raw(`drop trigger ${table}_search_update on ${table}`).execute(db);
    const changed = WATCHED[kind].map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
    await sql
      .raw(
        `create trigger ${table}_search_update after update on ${table} for each row when (${changed}) execute function ${table}_search()`,
      )
      .execute(db);
    const n = (expr: string) => expr.replaceAll('new.', 'n.');
    await sql
      .raw(
        `update search_docs d set title = ${n(title)}, body = ${n(body)}, ptitle = ${n(ptitle)}, pbody = ${n(pbody)}
         from ${table} n where d.kind = '${kind}' and d.ref = n.id`,
      )
      .execute(db);
  }
  for (const d of bengaliDepartments()) {
    await sql`update search_docs set title = ${d.title}, body = ${d.body}, ptitle = ${d.ptitle}, pbody = ${d.pbody}
      where kind = 'department' and ref = ${d.name}`.execute(db);
  }
}
