// GET /search over notices, faculty, departments and alumni (SQLite FTS5, or PostgreSQL's
// full-text search in the PostgreSQL + S3 project).
import { systemActor } from '../src/repositories/audit';
import { sql } from 'kysely';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { PostgresSearch } from '../src/search/postgres';
import { PDF_BYTES } from './fixtures';
import { backendOptions, multipart, postgresOnly, setup } from './helpers';
import { findPgBin } from './pg/cluster.cjs';

let t: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t.cleanup());

const DAY = 24 * 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function notice(fields: Record<string, string>) {
  const form = multipart(fields, { pdf: { filename: 'n.pdf', content: PDF_BYTES } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/notices/upload',
    payload: form.payload,
    headers: { ...form.headers, ...t.auth(t.adminToken) },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { _id: string; pdfUrl: string };
}

async function faculty(name: string, department: string, designation = 'Professor', degree = 'MBBS') {
  const form = multipart({
    name,
    registrationNo: `A-${Math.random().toString(16).slice(2, 8)}`,
    dateOfBirth: '1970-01-01',
    designation,
    department,
    qualifications: JSON.stringify([{ degree, year: '1995' }]),
    workExperience: JSON.stringify([{ role: 'Lecturer', startDate: '2000', endDate: '2005' }]),
    publications: JSON.stringify([{ title: 'null' }]),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/faculty',
    payload: form.payload,
    headers: { ...form.headers, ...t.auth(t.adminToken) },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { _id: string };
}

async function alumnus(fullName: string, extra: Record<string, unknown> = {}) {
  const body = { fullName, graduationYear: 2015, degree: 'MBBS', major: 'Medicine', ...extra };
  // Alumni arrive by spreadsheet: the importer's insert path.
  type Input = Parameters<typeof t.app.ctx.alumniImports.importRows>[0][number]['value'];
  const result = await t.app.ctx.alumniImports.importRows([{ row: 2, value: body as Input }], systemActor('test'));
  expect(result.errors).toEqual([]);
  return result;
}

type Hits = Record<string, Array<{ title: string; url: string; detail?: string }>>;
async function search(q: string): Promise<{ approximate: boolean; results: Hits }> {
  const res = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const titles = (hits: Hits, kind: string) => hits[kind]?.map((h) => h.title) ?? [];

describe('GET /api/search', () => {
  test('finds each kind by word prefix and links it to its page; a notice links to its PDF', async () => {
    const n = await notice({ title: 'Pharmacology item examination routine', category: 'examination' });
    const f = await faculty('Dr Farhana Pharmwala (sample)', 'Pharmacology & Therapeutics');
    await alumnus('Pharid Uddin', { currentCompany: 'Sample Pharma Ltd' });

    const { results, approximate } = await search('pharm');
    expect(approximate).toBe(false);
    expect(results.notice).toEqual([
      expect.objectContaining({ title: 'Pharmacology item examination routine', url: n.pdfUrl }),
    ]);
    expect(results.faculty).toEqual([
      expect.objectContaining({
        title: 'Dr Farhana Pharmwala (sample)',
        url: `/facultyDetails/${f._id}`,
        detail: 'Professor, Pharmacology & Therapeutics',
      }),
    ]);
    expect(results.department).toEqual([
      expect.objectContaining({
        title: 'Pharmacology & Therapeutics',
        url: '/department-detail?name=Pharmacology+%26+Therapeutics',
      }),
    ]);
    expect(results.alumni).toEqual([
      expect.objectContaining({ title: 'Pharid Uddin', url: '/alumniTable?q=Pharid%20Uddin' }),
    ]);
  });

  test('ranks a title match above a mention in the body, and requires every word', async () => {
    await notice({ title: 'Hostel seat allocation', description: 'For first-year students' });
    await notice({ title: 'Sports week', description: 'Hostel teams register at the office' });
    const { results } = await search('hostel');
    expect(titles(results, 'notice')).toEqual(['Hostel seat allocation', 'Sports week']);
    expect(titles((await search('hostel sports')).results, 'notice')).toEqual(['Sports week']);
  });

  test('matches a Bengali title by a word and a prefix, and Bengali digits as ASCII ones', async () => {
    await notice({ title: 'ভর্তি বিজ্ঞপ্তি ২০২৬', category: 'admission' });
    expect(titles((await search('বিজ্ঞপ্তি')).results, 'notice')).toEqual(['ভর্তি বিজ্ঞপ্তি ২০২৬']);
    expect(titles((await search('ভর্')).results, 'notice')).toEqual(['ভর্তি বিজ্ঞপ্তি ২০২৬']);
    expect(titles((await search('2026')).results, 'notice')).toEqual(['ভর্তি বিজ্ঞপ্তি ২০২৬']);
    expect(titles((await search('ভর্তি ২০২৬')).results, 'notice')).toEqual(['ভর্তি বিজ্ঞপ্তি ২০২৬']);
  });

  test('ignores accents and case', async () => {
    await faculty('Dr José Ramírez (sample)', 'Anatomy');
    expect(titles((await search('JOSE ramirez')).results, 'faculty')).toEqual(['Dr José Ramírez (sample)']);
  });

  test('tolerates a misspelling with a trigram fallback, marked approximate', async () => {
    const { results, approximate } = await search('Opthalmology');
    expect(approximate).toBe(true);
    expect(titles(results, 'department')).toEqual(['Ophthalmology']);
    // Unrelated words are not dragged in by one shared trigram.
    expect(titles(results, 'notice')).toEqual([]);
  });

  test('shows a notice only while published and unexpired', async () => {
    await notice({ title: 'Quarantine scheduled', publishAt: at(DAY) });
    await notice({ title: 'Quarantine retired', publishAt: at(-2 * DAY), expiresAt: at(-DAY) });
    await notice({ title: 'Quarantine live' });
    expect(titles((await search('quarantine')).results, 'notice')).toEqual(['Quarantine live']);
  });

  test('keeps the index current: edits and deletes show at once', async () => {
    const n = await notice({ title: 'Zebrafish lab orientation' });
    expect(titles((await search('zebrafish')).results, 'notice')).toHaveLength(1);
    await t.app.inject({
      method: 'PUT',
      url: `/api/notices/${n._id}`,
      payload: { title: 'Microscopy lab orientation' },
      headers: t.auth(t.adminToken),
    });
    expect(titles((await search('zebrafish')).results, 'notice')).toEqual([]);
    expect(titles((await search('microscopy')).results, 'notice')).toEqual(['Microscopy lab orientation']);

    const f = await faculty('Dr Quillon Sample', 'Anatomy');
    await t.app.inject({
      method: 'PUT',
      url: `/api/faculty/${f._id}`,
      payload: { designation: 'Lecturer' },
      headers: t.auth(t.adminToken),
    });
    expect((await search('quillon')).results.faculty?.[0]?.detail).toBe('Lecturer, Anatomy');
    await t.app.inject({ method: 'DELETE', url: `/api/faculty/${f._id}`, headers: t.auth(t.adminToken) });
    expect(titles((await search('quillon')).results, 'faculty')).toEqual([]);
  });

  test('an empty or punctuation-only query finds nothing; an overlong one is refused', async () => {
    const { results } = await search('  "*()  ');
    expect(Object.values(results).every((hits) => hits.length === 0)).toBe(true);
    expect((await t.app.inject({ url: '/api/search' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/search?q=${'a'.repeat(201)}` })).statusCode).toBe(400);
    // FTS5 syntax in the query is plain text, never an error.
    expect((await t.app.inject({ url: '/api/search?q=NEAR(a%20b)%20OR%20%22x' })).statusCode).toBe(200);
  });
});

describe('search on PostgreSQL', () => {
  postgresOnly('uses its own index: tsvector over folded text, with the trigram index for misspellings', async () => {
    const { db } = t.app.ctx.store;
    const indexes = await sql<{ indexname: string }>`
      select indexname from pg_indexes where tablename = 'search_docs' order by indexname`.execute(db);
    expect(indexes.rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining(['search_docs_title_trgm', 'search_docs_tsv']),
    );
    const folded = await sql<{ f: string }>`select search_fold('José RAMÍREZ ভর্তি') as f`.execute(db);
    expect(folded.rows[0]?.f).toBe('jose ramirez ভর্তি');
  });

  postgresOnly('without pg_trgm, a misspelling after the first three letters is still found', async () => {
    const index = new PostgresSearch(t.app.ctx.store.db, { trigram: false });
    const found = await index.search('Ophtalmology');
    expect(found.approximate).toBe(true);
    expect(found.results.department.map((h) => h.title)).toEqual(['Ophthalmology']);
    // pg_trgm finds a slip in the first letters too; the prefix fallback cannot, and says nothing.
    expect((await index.search('Opthalmology')).results.department).toEqual([]);
  });

  postgresOnly('a write that rolls back leaves the index as it was (same transaction)', async () => {
    const { db } = t.app.ctx.store;
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`update faculty set name = 'Dr Xylophonist Rollback' where id = (select id from faculty limit 1)`.execute(
          trx,
        );
        const inside = await sql<{ n: number }>`
          select count(*)::int as n from search_docs where tsv @@ to_tsquery('simple', 'xylophonist')`.execute(trx);
        expect(inside.rows[0]?.n).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(titles((await search('xylophonist')).results, 'faculty')).toEqual([]);
  });

  postgresOnly('a pg_dump restores with its search index (pg_restore runs with an empty search_path)', async () => {
    const { databaseUrl } = await backendOptions(t.dataDir);
    const bin = findPgBin();
    if (!databaseUrl || !bin) throw new Error('the PostgreSQL project runs on a test cluster');
    const dump = path.join(t.dataDir, 'gsvmc.dump');
    execFileSync(path.join(bin, 'pg_dump'), ['--format=custom', '--file', dump, databaseUrl], { stdio: 'pipe' });
    const restored = new URL(databaseUrl);
    restored.pathname = `${restored.pathname}_restored`;
    const admin = new pg.Client(process.env.GSVMC_TEST_PG_ADMIN_URL);
    await admin.connect();
    try {
      await admin.query(`create database ${restored.pathname.slice(1)}`);
    } finally {
      await admin.end();
    }
    // --exit-on-error: a generated column or index that cannot be recomputed fails the restore.
    execFileSync(
      path.join(bin, 'pg_restore'),
      ['--exit-on-error', '--no-owner', '--dbname', restored.toString(), dump],
      {
        stdio: 'pipe',
      },
    );
    const client = new pg.Client(restored.toString());
    await client.connect();
    try {
      // Folded (accents off) and indexed as before the dump.
      const hits = await client.query(
        "select count(*)::int as n from search_docs where tsv @@ to_tsquery('simple', 'ramirez:*')",
      );
      expect(hits.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  });
});
