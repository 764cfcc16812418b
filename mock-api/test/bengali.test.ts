// Bengali beside English in the API: notices' Bengali fields, a user's language, and search in the visitor's
// language with Banglish found through the phonetic keys (SQLite, and PostgreSQL in its project).
import Database from '../src/db/sqliteDriver.cjs';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS } from '../src/db/database';
import { PDF_BYTES } from './fixtures';
import { backendOptions, BACKEND, buildTestApp, multipart, setup, tempDataDir } from './helpers';

let t: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t.cleanup());

async function upload(fields: Record<string, string>) {
  const form = multipart(fields, { pdf: { filename: 'n.pdf', content: PDF_BYTES } });
  return t.app.inject({
    method: 'POST',
    url: '/api/notices/upload',
    payload: form.payload,
    headers: { ...form.headers, ...t.auth(t.adminToken) },
  });
}

async function notice(fields: Record<string, string>) {
  const res = await upload(fields);
  expect(res.statusCode).toBe(201);
  return res.json() as { _id: string; title: string; titleBn: string | null; descriptionBn: string | null };
}

const put = (id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/notices/${id}`, payload, headers: t.auth(t.adminToken) });

type Hit = { id: string; title: string; detail?: string; url: string; lang: string };
async function search(q: string, lang?: string): Promise<Record<string, Hit[]>> {
  const res = await t.app.inject({
    url: `/api/search?q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().results;
}
const noticeTitles = async (q: string, lang?: string) => (await search(q, lang)).notice!.map((h) => h.title);

describe('notices in two languages', () => {
  test('the upload takes titleBn and descriptionBn, trimmed; every answer carries them, null when absent', async () => {
    const n = await notice({
      title: 'Admission test seat plan',
      titleBn: '  ভর্তি পরীক্ষার আসন বিন্যাস  ',
      descriptionBn: 'রোল নম্বর অনুযায়ী কক্ষ',
    });
    expect(n).toMatchObject({ titleBn: 'ভর্তি পরীক্ষার আসন বিন্যাস', descriptionBn: 'রোল নম্বর অনুযায়ী কক্ষ' });
    const plain = await notice({ title: 'English only', titleBn: '   ', descriptionBn: '' });
    expect(plain).toMatchObject({ titleBn: null, descriptionBn: null });

    const list = (await t.app.inject({ url: '/api/notices' })).json() as Array<Record<string, unknown>>;
    expect(list.find((x) => x._id === n._id)).toMatchObject({ titleBn: 'ভর্তি পরীক্ষার আসন বিন্যাস' });
    expect(list.find((x) => x._id === plain._id)).toMatchObject({ titleBn: null, descriptionBn: null });
    const page = (await t.app.inject({ url: '/api/notices?limit=50' })).json() as {
      data: Array<Record<string, unknown>>;
    };
    expect(page.data.find((x) => x._id === n._id)).toHaveProperty('descriptionBn', 'রোল নম্বর অনুযায়ী কক্ষ');
    const admin = (await t.app.inject({ url: '/api/notices/admin', headers: t.auth(t.adminToken) })).json() as Array<
      Record<string, unknown>
    >;
    expect(admin.find((x) => x._id === n._id)).toHaveProperty('titleBn', 'ভর্তি পরীক্ষার আসন বিন্যাস');
  });

  test('over-long Bengali text and non-text values are refused with a sentence', async () => {
    const long = await upload({ title: 'Fine', titleBn: 'ক'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The Bengali title must be at most 300 characters.',
    });
    const longDescription = await upload({ title: 'Fine', descriptionBn: 'খ'.repeat(2001) });
    expect(longDescription.json().message).toBe('The Bengali description must be at most 2000 characters.');
    const n = await notice({ title: 'Edit me' });
    const wrong = await put(n._id, { titleBn: 42 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The Bengali title must be text.');
  });

  test('an edit sets, changes and clears them, and search follows at once', async () => {
    const n = await notice({ title: 'Hostel allotment' });
    expect(await noticeTitles('vorti')).not.toContain('Hostel allotment');

    const set = await put(n._id, { titleBn: 'হোস্টেলে ভর্তি', descriptionBn: 'আবেদনের শেষ তারিখ' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ titleBn: 'হোস্টেলে ভর্তি', descriptionBn: 'আবেদনের শেষ তারিখ' });
    expect(await noticeTitles('vorti')).toContain('Hostel allotment');
    expect(await noticeTitles('abedon')).toContain('Hostel allotment');

    const cleared = await put(n._id, { titleBn: null, descriptionBn: '' });
    expect(cleared.json()).toMatchObject({ titleBn: null, descriptionBn: null });
    expect(await noticeTitles('vorti')).not.toContain('Hostel allotment');
    expect(await noticeTitles('abedon')).not.toContain('Hostel allotment');
  });
});

describe('search in both languages', () => {
  test('Banglish finds the Bengali words; English and Bengali script find the same notice', async () => {
    await notice({ title: 'Convocation gown collection', titleBn: 'সমাবর্তনের গাউন সংগ্রহ' });
    for (const q of ['somabortan', 'shomaborton', 'সমাবর্তন', 'convocation', 'গাউন', 'gaun'])
      expect([q, await noticeTitles(q)]).toEqual([q, ['Convocation gown collection']]);
  });

  test('exact matches come before what only the sound of a word found', async () => {
    await notice({ title: 'Bortezomib trial volunteers' });
    await notice({ title: 'Evening course', titleBn: 'সান্ধ্য কোর্সে ভর্তি' });
    const titles = await noticeTitles('bort');
    expect(titles.indexOf('Bortezomib trial volunteers')).toBe(0);
    expect(titles).toContain('Evening course');
  });

  test('lang=bn puts items with Bengali text first and titles them in Bengali; lang=en titles them in English', async () => {
    await notice({ title: 'Scholarship form for session 2031' });
    await notice({ title: 'Scholarship results 2031', titleBn: 'বৃত্তির ফলাফল ২০৩১' });
    const english = (await search('2031', 'en')).notice!;
    expect(english.map((h) => h.lang)).toEqual(['en', 'en']);
    expect(english.map((h) => h.title).sort()).toEqual([
      'Scholarship form for session 2031',
      'Scholarship results 2031',
    ]);
    const bengali = (await search('২০৩১', 'bn')).notice!;
    expect(bengali.map((h) => [h.title, h.lang])).toEqual([
      ['বৃত্তির ফলাফল ২০৩১', 'bn'],
      ['Scholarship form for session 2031', 'en'],
    ]);
    expect(bengali[0]!.detail).toMatch(/^সাধারণ · \d{4}-\d{2}-\d{2}$/);
  });

  test('departments are found by their Bengali names, typed either way, and named in Bengali for bn', async () => {
    for (const q of ['shishu', 'শিশুরোগ', 'paediatrics']) {
      const departments = (await search(q)).department!;
      expect([q, departments[0]?.id]).toEqual([q, 'Paediatrics']);
    }
    const [hit] = (await search('chokkhu', 'bn')).department!;
    expect(hit).toEqual({
      kind: 'department',
      id: 'Ophthalmology',
      title: 'চক্ষুবিদ্যা',
      detail: 'সার্জারি ও সংশ্লিষ্ট বিষয়',
      url: '/department-detail?name=Ophthalmology&parent=Surgery+%26+Allied+Subjects',
      lang: 'bn',
    });
    const [english] = (await search('ophthalmology')).department!;
    expect(english).toMatchObject({ title: 'Ophthalmology', detail: 'Surgery & Allied Subjects', lang: 'en' });
  });

  test('a language other than en or bn is refused', async () => {
    const res = await t.app.inject({ url: '/api/search?q=x&lang=fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'lang must be "en" (English) or "bn" (Bengali).',
    });
  });
});

describe("a user's language", () => {
  const me = (token?: string) => t.app.inject({ url: '/api/auth/me', headers: token ? t.auth(token) : {} });
  const patch = (payload: unknown, token?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      payload: payload as object,
      headers: token ? t.auth(token) : {},
    });

  test('GET /auth/me and the profile say null until chosen; PATCH sets en, bn or null', async () => {
    expect((await me(t.userToken)).json()).toMatchObject({ role: 'user', language: null });
    const chosen = await patch({ language: 'bn' }, t.userToken);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ role: 'user', language: 'bn' });
    expect((await me(t.userToken)).json().language).toBe('bn');
    const profile = await t.app.inject({ url: '/api/auth/profile', headers: t.auth(t.userToken) });
    expect(profile.json().language).toBe('bn');
    // Only the caller's own account changes.
    expect((await me(t.adminToken)).json().language).toBeNull();
    expect((await patch({ language: 'en' }, t.userToken)).json().language).toBe('en');
    expect((await patch({ language: null }, t.userToken)).json().language).toBeNull();
    // The history says it in words: the language by its name, not its code.
    const history = await t.app.inject({ url: '/api/audit?pageSize=3', headers: t.auth(t.adminToken) });
    const summaries = (history.json().data as Array<{ summary: string }>).map((row) => row.summary);
    expect(summaries.filter((line) => / chose /.test(line))).toEqual([
      expect.stringMatching(/ chose no language for the portal$/),
      expect.stringMatching(/ chose English for the portal$/),
      expect.stringMatching(/ chose Bengali for the portal$/),
    ]);
  });

  test("the login answer's user carries the language", async () => {
    await patch({ language: 'bn' }, t.adminToken);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@test.local', password: 'Admin-Password-1' },
    });
    expect(login.json().user).toMatchObject({ role: 'admin', language: 'bn' });
  });

  test('401 without a session; 400 with a sentence for another value or a missing one', async () => {
    expect((await patch({ language: 'bn' })).statusCode).toBe(401);
    expect((await me()).statusCode).toBe(401);
    for (const body of [{ language: 'fr' }, { language: 3 }, {}]) {
      const res = await patch(body, t.userToken);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Please choose a language: "en" or "bn" (or null for none).',
      });
    }
  });
});

test('migration 009 gives the rows of an older database their phonetic keys', async () => {
  // A database as it was before: migrated to 007, with a notice whose title is Bengali.
  const dataDir = tempDataDir();
  const options = await backendOptions(dataDir);
  const db =
    BACKEND === 'postgres'
      ? new Kysely<unknown>({
          dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: options.databaseUrl, max: 2 }) }),
        })
      : new Kysely<unknown>({
          dialect: new SqliteDialect({ database: new Database(path.join(dataDir, 'gsvmc.sqlite')) }),
        });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const before = await migrator.migrateTo('007_content');
  expect(before.error).toBeUndefined();
  await sql`insert into notices (id, title, pdf_path, date, updated_at)
    values ('old-1', 'ভর্তি বিজ্ঞপ্তি ২০২৫', '/uploads/notices/00000000-0000-4000-8000-000000000000.pdf',
            '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`.execute(db);
  await db.destroy();

  const app = await buildTestApp(dataDir);
  try {
    const res = await app.inject({ url: '/api/search?q=bhorti' });
    expect(res.json().results.notice).toEqual([expect.objectContaining({ id: 'old-1', title: 'ভর্তি বিজ্ঞপ্তি ২০২৫' })]);
    const list = (await app.inject({ url: '/api/notices' })).json() as Array<Record<string, unknown>>;
    expect(list).toEqual([expect.objectContaining({ _id: 'old-1', titleBn: null, descriptionBn: null })]);
  } finally {
    await app.close();
  }
});
