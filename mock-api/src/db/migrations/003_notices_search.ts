import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

// The lists as this migration shipped them (a migration replays exactly as it shipped, whatever the
// live constants in shared-types become): the notice categories, and the departments with their groups.
const NOTICE_CATEGORIES = ['admission', 'examination', 'results', 'academic', 'events', 'holiday', 'general'];
const DEPARTMENT_GROUPS: Record<string, readonly string[]> = {
  'Medicine & Allied Subjects': ['Internal Medicine', 'Psychiatry', 'Dermatology', 'Paediatrics'],
  'Surgery & Allied Subjects': [
    'General Surgery',
    'Orthopaedic Surgery',
    'Radiology',
    'Radiotherapy',
    'Neurosurgery',
    'Paediatric Surgery',
    'Urology',
    'Ophthalmology',
    'Otolaryngology',
  ],
};
const MEDICAL_DEPARTMENTS = [
  'Anatomy',
  'Physiology',
  'Biochemistry',
  'Pharmacology & Therapeutics',
  'Forensic Medicine & Toxicology',
  'Pathology',
  'Microbiology',
  'Community Medicine & Public Health',
  'Obstetrics & Gynaecology',
  'Internal Medicine',
  'Psychiatry',
  'Dermatology',
  'Paediatrics',
  'General Surgery',
  'Orthopaedic Surgery',
  'Radiology',
  'Radiotherapy',
  'Neurosurgery',
  'Paediatric Surgery',
  'Urology',
  'Ophthalmology',
  'Otolaryngology',
];

/**
 * Notices gain a category, a pin, an expiry and an update time; `date` stays the column of
 * the publish date (it is what SPEC.md §3 calls the notice's date, and visitors see it). Existing
 * notices become "general", unpinned, published at their old date, never expiring.
 *
 * Search: one row per searchable record in `search_docs` (kind, ref) whose integer id is the rowid
 * of two FTS5 tables over the same text: `search_fts` (unicode61 words, diacritics removed: ranked
 * and prefix search) and `search_tri` (trigrams: the spelling-tolerant fallback). Both carry the
 * kind as a column, so each kind is ranked by FTS5's own ORDER BY rank LIMIT (measured about twice
 * as fast as ranking every hit in SQL when a common word matches thousands of records). Triggers keep them
 * current, so every write that touches faculty, alumni or notices updates the index in the same
 * transaction, whichever code path made it (the API, the importer, a manual SQL edit).
 */

/** Bengali digits (০-৯) as ASCII ones, so "২০২৬" and "2026" index and match alike. */
export function normalisedSql(expr: string): string {
  let out = expr;
  for (let d = 0; d <= 9; d += 1) out = `replace(${out}, '${String.fromCharCode(0x09e6 + d)}', '${d}')`;
  return out;
}

const coalesce = (...parts: string[]) => parts.map((p) => `coalesce(${p}, '')`).join(` || ' ' || `);

/** Text of each kind: [title, body], as SQL over the trigger's `new` row. */
const TEXT = {
  notice: ['new.title', coalesce('new.description')],
  faculty: [
    'new.name',
    coalesce(
      'new.designation',
      'new.department',
      `(select group_concat(json_extract(value, '$.degree'), ' ') from json_each(new.qualifications))`,
    ),
  ],
  alumni: [
    'new.full_name',
    coalesce('new.degree', 'new.major', 'new.current_company', 'new.job_title', 'new.location', 'new.graduation_year'),
  ],
} as const;
const TABLE = { notice: 'notices', faculty: 'faculty', alumni: 'alumni' } as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const categories = NOTICE_CATEGORIES.map((c) => `'${c}'`).join(', ');
  await sql
    .raw(`alter table notices add column category text not null default 'general' check (category in (${categories}))`)
    .execute(db);
  // A real boolean on PostgreSQL, 0/1 on SQLite (dialect.ts columnTypes; the repository reads it with toBool).
  if (isPostgres(db)) await sql`alter table notices add column pinned boolean not null default false`.execute(db);
  else await sql`alter table notices add column pinned integer not null default 0 check (pinned in (0, 1))`.execute(db);
  await sql`alter table notices add column expires_at text`.execute(db);
  await sql`alter table notices add column updated_at text`.execute(db);
  await sql`update notices set updated_at = date`.execute(db);
  await sql`create index notices_public on notices (pinned desc, date desc, seq desc)`.execute(db);
  await sql`create index notices_expires on notices (expires_at) where expires_at is not null`.execute(db);

  if (isPostgres(db)) await searchOnPostgres(db);
  else await searchOnSqlite(db);
}

/** The departments of SPEC.md §2.9 with their group (`ref` is the department's name). */
function departments(): Array<{ name: string; parent: string }> {
  const parentOf = (name: string) =>
    Object.entries(DEPARTMENT_GROUPS).find(([, children]) => children.includes(name))?.[0];
  return MEDICAL_DEPARTMENTS.map((name) => ({ name, parent: parentOf(name) ?? '' }));
}

async function searchOnSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_docs (id integer primary key, kind text not null, ref text not null, unique (kind, ref))`.execute(
    db,
  );
  await sql`create virtual table search_fts using fts5(kind, title, body, tokenize = 'unicode61 remove_diacritics 2')`.execute(
    db,
  );
  await sql`create virtual table search_tri using fts5(kind, title, body, tokenize = 'trigram remove_diacritics 1')`.execute(
    db,
  );
  // Ranking: the kind column counts for nothing, a title word for ten body words.
  for (const fts of ['search_fts', 'search_tri'])
    await sql.raw(`insert into ${fts} (${fts}, rank) values ('rank', 'bm25(0.0, 10.0, 1.0)')`).execute(db);

  for (const kind of ['notice', 'faculty', 'alumni'] as const) {
    const table = TABLE[kind];
    const title = normalisedSql(TEXT[kind][0]);
    const body = normalisedSql(TEXT[kind][1]);
    const docId = (row: 'new' | 'old') => `(select id from search_docs where kind = '${kind}' and ref = ${row}.id)`;
    const insertText = `
      insert into search_docs (kind, ref) values ('${kind}', new.id);
      insert into search_fts (rowid, kind, title, body) values (${docId('new')}, '${kind}', ${title}, ${body});
      insert into search_tri (rowid, kind, title, body) values (${docId('new')}, '${kind}', ${title}, ${body});`;
    const deleteText = `
      delete from search_fts where rowid = ${docId('old')};
      delete from search_tri where rowid = ${docId('old')};
      delete from search_docs where kind = '${kind}' and ref = old.id;`;
    await sql.raw(`create trigger ${table}_search_insert after insert on ${table} begin ${insertText} end`).execute(db);
    await sql.raw(`create trigger ${table}_search_delete after delete on ${table} begin ${deleteText} end`).execute(db);
    // Only when the indexed text changes: a re-import of the same spreadsheet, or a pin or date
    // change, leaves the index alone.
    const changed = TEXT[kind].map((e) => `(${e.replaceAll('new.', 'old.')}) is not (${e})`).join(' or ');
    await sql
      .raw(
        `create trigger ${table}_search_update after update on ${table} when ${changed} begin ${deleteText} ${insertText} end`,
      )
      .execute(db);
    // Rows that exist already get the same text as the insert trigger gives new ones.
    await sql.raw(`insert into search_docs (kind, ref) select '${kind}', id from ${table}`).execute(db);
    for (const fts of ['search_fts', 'search_tri']) {
      await sql
        .raw(
          `insert into ${fts} (rowid, kind, title, body) select d.id, '${kind}', ${title.replaceAll('new.', 'n.')}, ${body.replaceAll('new.', 'n.')}
           from ${table} n join search_docs d on d.kind = '${kind}' and d.ref = n.id`,
        )
        .execute(db);
    }
  }

  // The departments of SPEC.md §2.9 are fixed; `ref` is the department's name.
  for (const { name, parent } of departments()) {
    await sql`insert into search_docs (kind, ref) values ('department', ${name})`.execute(db);
    for (const fts of ['search_fts', 'search_tri']) {
      await sql`insert into ${sql.table(fts)} (rowid, kind, title, body)
        values ((select id from search_docs where kind = 'department' and ref = ${name}), 'department', ${name}, ${parent})`.execute(
        db,
      );
    }
  }
}

/** Text of each kind on PostgreSQL: [title, body] over the trigger's `new` row (as TEXT above). */
const PG_TEXT = {
  notice: ['new.title', "coalesce(new.description, '')"],
  faculty: [
    'new.name',
    "concat_ws(' ', new.designation, new.department, " +
      "(select string_agg(q ->> 'degree', ' ') from jsonb_array_elements(new.qualifications::jsonb) q))",
  ],
  alumni: [
    'new.full_name',
    "concat_ws(' ', new.degree, new.major, new.current_company, new.job_title, new.location, new.graduation_year::text)",
  ],
} as const;

/** The columns PG_TEXT reads, per kind. */
const PG_WATCHED = {
  notice: ['title', 'description'],
  faculty: ['name', 'designation', 'department', 'qualifications'],
  alumni: ['full_name', 'degree', 'major', 'current_company', 'job_title', 'location', 'graduation_year'],
} as const;

/**
 * PostgreSQL's full-text search in place of FTS5 (src/search/postgres.ts reads it). `search_docs`
 * holds each record's title and body (Bengali digits made ASCII) and a tsvector of them folded by
 * `search_fold` (lower case, and accents removed when the `unaccent` extension is available), title
 * words weighted A and body words D; the `simple` configuration splits on the parser's word
 * boundaries and stems nothing, so Bengali words are indexed whole and match by prefix (`:*`).
 * A GIN index serves `@@`; with `pg_trgm`, a trigram index on the title serves the spelling
 * fallback. Triggers keep it current in the same transaction as each write, as on SQLite.
 */
async function searchOnPostgres(db: Kysely<unknown>): Promise<void> {
  // Both extensions are in Debian's postgresql package (contrib) and trusted since PostgreSQL 13, so
  // a database owner may create them. Where one is missing or refused, search still works: without
  // unaccent accents count, without pg_trgm there is no spelling fallback (README). The exception
  // block runs in a subtransaction, so a refusal does not abort this migration.
  for (const extension of ['unaccent', 'pg_trgm']) {
    await sql
      .raw(
        `do $$ begin create extension if not exists ${extension}; exception when others then ` +
          `raise notice 'search: extension ${extension} not available (%)', sqlerrm; end $$`,
      )
      .execute(db);
  }
  const has = async (name: string) =>
    (await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = ${name}`.execute(db)).rows[0]
      ?.n === 1;
  // Schema-qualified: pg_restore (and pg_dump's own session) run with an empty search_path, and
  // recompute the generated column and the trigram index through this function while restoring.
  const unaccentSchema = (
    await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'unaccent'`.execute(db)
  ).rows[0]?.schema;
  const q = unaccentSchema ? `"${unaccentSchema.replaceAll('"', '""')}"` : '';
  const fold = unaccentSchema
    ? `pg_catalog.lower(${q}.unaccent('${q.replaceAll("'", "''")}.unaccent'::regdictionary, t))`
    : 'pg_catalog.lower(t)';
  // Immutable on purpose (unaccent with its dictionary named is, in practice): it is used in an index expression.
  await sql
    .raw(`create function search_fold(t text) returns text language sql immutable as $$ select ${fold} $$`)
    .execute(db);
  await sql
    .raw(
      `create function search_digits(t text) returns text language sql immutable as ` +
        `$$ select pg_catalog.translate(t, '০১২৩৪৫৬৭৮৯', '0123456789') $$`,
    )
    .execute(db);
  await sql`
    create table search_docs (
      id serial primary key,
      kind text not null,
      ref text not null,
      title text not null,
      body text not null,
      tsv tsvector generated always as (
        setweight(to_tsvector('simple', search_fold(title)), 'A') ||
        setweight(to_tsvector('simple', search_fold(body)), 'D')
      ) stored,
      unique (kind, ref)
    )`.execute(db);
  await sql`create index search_docs_tsv on search_docs using gin (tsv)`.execute(db);
  if (await has('pg_trgm')) {
    await sql`create index search_docs_title_trgm on search_docs using gin (search_fold(title) gin_trgm_ops)`.execute(
      db,
    );
  }

  for (const kind of ['notice', 'faculty', 'alumni'] as const) {
    const table = TABLE[kind];
    const [title, body] = PG_TEXT[kind].map((e) => `search_digits(${e})`) as [string, string];
    // One function per table: insert or replace the record's document, or delete it.
    await sql
      .raw(
        `create function ${table}_search() returns trigger language plpgsql as $$
        begin
          if tg_op = 'DELETE' then
            delete from search_docs where kind = '${kind}' and ref = old.id;
            return null;
          end if;
          insert into search_docs (kind, ref, title, body) values ('${kind}', new.id, ${title}, ${body})
            on conflict (kind, ref) do update set title = excluded.title, body = excluded.body;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_search_write after insert or delete on ${table} for each row execute function ${table}_search()`,
      )
      .execute(db);
    // Only when the indexed text changes: a re-import of the same spreadsheet, or a pin or date
    // change, leaves the index alone.
    // (PostgreSQL allows no subquery in a trigger's WHEN, so the source columns are compared.)
    const changed = PG_WATCHED[kind].map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
    await sql
      .raw(
        `create trigger ${table}_search_update after update on ${table} for each row when (${changed}) execute function ${table}_search()`,
      )
      .execute(db);
    // Rows that exist already get the same text as the trigger gives new ones.
    await sql
      .raw(
        `insert into search_docs (kind, ref, title, body) select '${kind}', n.id, ${title.replaceAll('new.', 'n.')}, ${body.replaceAll('new.', 'n.')} from ${table} n`,
      )
      .execute(db);
  }
  for (const { name, parent } of departments()) {
    await sql`insert into search_docs (kind, ref, title, body) values ('department', ${name}, ${name}, ${parent})`.execute(
      db,
    );
  }
}
