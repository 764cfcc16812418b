// What a visitor reads in the page hits of the site search, on SQLite and on PostgreSQL: the section
// that states a word ranks first; a query word of one or two characters is a whole word only, in
// either script; a snippet keeps list items and captions apart; a hit is titled by its page, and by
// its section only where the section has a heading. Migration 019 has the pages read again so.
import type { PageContent, SearchHit, SearchResponse } from '@gsvmc/shared-types';
import { sql } from 'kysely';
import { setup } from './helpers';
import { databaseBefore, type MigrationDb } from './support/migrationDb';

describe('page hits', () => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup({ seed: 'full' });
  }, 120_000);
  afterAll(() => t.cleanup());

  async function search(q: string, lang: 'en' | 'bn' = 'en'): Promise<SearchResponse> {
    const res = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}&lang=${lang}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  }
  const pages = async (q: string, lang: 'en' | 'bn' = 'en') => (await search(q, lang)).results.page;
  const paths = (hits: SearchHit[]) => hits.map((h) => h.url.split('#')[0]);

  test('"fee" and "ফি" find first the section that states the fees, not one that mentions fee support', async () => {
    // Admission › Local Students: "Fees are as per government rule." (ফি সরকারি নিয়ম অনুযায়ী।);
    // Facilities › Scholarship: "Scholarships and fee support help …" (বৃত্তি ও ফি সহায়তা …).
    for (const [q, lang, title, section] of [
      ['fee', 'en', 'Admission', 'Local Students'],
      ['ফি', 'bn', 'ভর্তি', 'দেশীয় শিক্ষার্থী'],
      ['ফি', 'en', 'Admission', 'Local Students'],
    ] as const) {
      const hits = await pages(q, lang);
      expect([q, lang, hits[0]]).toEqual([
        q,
        lang,
        expect.objectContaining({ title, section, url: '/admission#admission-rules-local-students' }),
      ]);
      expect([q, lang, paths(hits).indexOf('/facilities')]).not.toEqual([q, lang, -1]);
    }
  });

  test('a query word of one or two characters matches whole words only, in Bengali and in English', async () => {
    // ফি is a word of Admission and Facilities; ফিজিওলজি (Physiology) and ফিল্ড (field) only start with it.
    for (const lang of ['bn', 'en'] as const) {
      const hits = await pages('ফি', lang);
      expect([lang, paths(hits)]).toEqual([lang, ['/admission', '/facilities']]);
    }
    // "fe" does not start "feedback" (Academics) any more than ফি starts ফিজিওলজি; three letters do.
    expect(paths(await pages('fe'))).not.toContain('/academics');
    expect(paths(await pages('fee'))).toContain('/academics');
    // The phonetic pass keeps to the same rule: "fi" sounds like ফি, not like the start of ফিজিওলজি.
    expect(paths(await pages('fi', 'bn'))).toEqual(['/admission', '/facilities']);
  });

  test("a snippet keeps a section's captions and list items apart, in both languages", async () => {
    // The home page's slides: four captions, one after another.
    const [home] = await pages('savar');
    expect(home).toMatchObject({ url: '/', title: 'Home' });
    expect(home!.snippet).toMatch(/^A community-based medical college in Savar · Clinical training across five/);
    const [bengali] = await pages('সাভার', 'bn');
    expect(bengali).toMatchObject({ url: '/', title: 'প্রথম পাতা' });
    expect(bengali!.snippet).toContain('মেডিকেল কলেজ · পাঁচটি একাডেমিক হাসপাতালে');
    // A list (Academics › Members of the Academic Council) after a sentence, which ends with its full stop.
    const council = (await pages('vice')).find((h) => h.section === 'Members of the Academic Council');
    expect(council!.snippet).toContain('by the principal. Principal (Chair) · Vice-Principal · Heads of');
    for (const hit of [home, bengali, council]) expect(hit!.snippet).not.toMatch(/^(… )?·|· ?(…)?$/);
  });

  test('a hit without a heading above it is titled by its page alone; a heading blank in one language is none', async () => {
    // The top of a page has no heading: "Home", "প্রথম পাতা", "Administration", and no section at all.
    for (const [q, lang, title] of [
      ['savar', 'en', 'Home'],
      ['সাভার', 'bn', 'প্রথম পাতা'],
      ['GSVMC', 'en', 'Administration'],
    ] as const) {
      const hit = (await pages(q, lang)).find((h) => h.title === title);
      expect([q, hit && 'section' in hit]).toEqual([q, false]);
    }

    // A heading written in Bengali only, its English left as spaces: the English page names the
    // section in Bengali rather than showing "Administration › " and nothing after it.
    const admin = t.auth(t.adminToken);
    const draft = (await t.app.inject({ url: '/api/pages/administration/draft', headers: admin })).json();
    const content: PageContent = {
      ...draft.content,
      blocks: [
        ...draft.content.blocks,
        { id: 'gb', type: 'heading', level: 2, text: { en: '   ', bn: 'পরিচালনা পর্ষদ' } },
        {
          id: 'gb-1',
          type: 'paragraph',
          text: { en: [{ type: 'p', children: [{ text: 'The governing body meets each quadrimester.' }] }] },
        },
      ],
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/pages/administration/draft',
      headers: admin,
      payload: { content, version: draft.version },
    });
    expect(saved.statusCode).toBe(200);
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/pages/administration/publish',
      headers: admin,
      payload: { version: saved.json().version },
    });
    expect(published.statusCode).toBe(201);
    for (const lang of ['en', 'bn'] as const)
      expect([lang, await pages('quadrimester', lang)]).toEqual([
        lang,
        [
          expect.objectContaining({
            title: lang === 'en' ? 'Administration' : 'প্রশাসন',
            section: 'পরিচালনা পর্ষদ',
            url: '/administration#gb',
          }),
        ],
      ]);
  });
});

describe('migration 019', () => {
  let database: MigrationDb;
  beforeAll(async () => {
    database = await databaseBefore('019');
  });
  afterAll(() => database.done());

  test('takes the page sections read before it out of the index, to be read again at the next search', async () => {
    // The words of two slides run together, as pages were read before it.
    await sql`insert into page_sections (ref, slug, revision, position, path, page_title, text, title, body, ptitle, pbody)
              values ('home:0', 'home', 1, 0, '/', 'Home', 'in Savar Clinical training', 'Home',
                      'in Savar Clinical training', '', '')`.execute(database.db);
    await database.migrate();
    const sections = await sql<{ n: number }>`select count(*) as n from page_sections`.execute(database.db);
    const indexed = await sql<{ n: number }>`select count(*) as n from search_docs where kind = 'page'`.execute(
      database.db,
    );
    expect([Number(sections.rows[0]!.n), Number(indexed.rows[0]!.n)]).toEqual([0, 0]);
  });
});
