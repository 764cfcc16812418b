// Migration 018: the SQLite index holds Bengali words whole (FTS5 had cut them at every vowel sign),
// keeps every record it held, and both engines read the pages again under the search's titles.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/schema';
import { PostgresSearch } from '../src/search/postgres';
import { SqliteSearch } from '../src/search/sqlite';
import { databaseBefore, type MigrationDb } from './support/migrationDb';

let db: Kysely<unknown>;
let postgres: boolean;
let migrate: MigrationDb['migrate'];
let done: MigrationDb['done'];

beforeAll(async () => {
  ({ db, postgres, migrate, done } = await databaseBefore('018'));
});
afterAll(() => done());

/** Notices with a word that starts with ফ, as FTS5 reads them: a prefix query of the index itself (SQLite). */
const startingWithPha = async () =>
  (
    await sql<{
      n: number;
    }>`select count(*) as n from search_fts where search_fts match 'kind:notice AND {title body}: "ফ"*'`.execute(db)
  ).rows[0]!.n;

test('after it, a word no record starts with matches nothing, and every record is still found', async () => {
  await sql`insert into notices (id, title, title_bn, pdf_path, date, updated_at)
            values ('n1', 'Remembering Dr Zafrullah', 'ডা. জাফরুল্লাহ স্মরণে ছুটি', '/uploads/notices/n1.pdf',
                    '2020-01-01T00:00:00.000Z', '2020-01-01T00:00:00.000Z')`.execute(db);
  await sql`insert into page_sections (ref, slug, revision, position, path, page_title, text, title, body, ptitle, pbody)
            values ('home:0', 'home', 1, 0, '/', 'Landing Page', 'x', 'Landing Page', 'x', '', '')`.execute(db);
  // Before: জাফরুল্লাহ was indexed as জ, ফর, ল, হ, so ফ… found it.
  if (!postgres) expect(await startingWithPha()).toBe(1);

  await migrate();
  if (!postgres) expect(await startingWithPha()).toBe(0);
  const search = postgres ? new PostgresSearch(db as Kysely<DB>) : new SqliteSearch(db as Kysely<DB>);
  for (const q of ['ছুটি', 'জাফরুল্লাহ', 'zafrullah'])
    expect([q, (await search.search(q)).results.notice.map((h) => h.id)]).toEqual([q, ['n1']]);
  // Read again from the published pages at the next search, titled as the search now titles them.
  const sections = await sql<{ n: number }>`select count(*) as n from page_sections`.execute(db);
  expect(Number(sections.rows[0]!.n)).toBe(0);
});
