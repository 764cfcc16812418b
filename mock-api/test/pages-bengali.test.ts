// Migrations 020 and 021 give the seeded Departments pages, and About, Administration and Academics,
// their Bengali (the Bengali site showed their English), the dental unit's
// departments their BDS students, and leaves a page the college has edited exactly as it is. The site
// search then finds the Bengali words.
import type { SearchResponse } from '@gsvmc/shared-types';
import { sql, type Kysely } from 'kysely';
import { MIGRATIONS } from '../src/db/database';
import { setup } from './helpers';
import { databaseBefore } from './support/migrationDb';

type Revision = { number: number; content: string };
const revisions = async (db: Kysely<unknown>, key: string) =>
  (await sql<Revision>`select number, content from content_revisions where key = ${key} order by number`.execute(db))
    .rows;
const draft = async (db: Kysely<unknown>, key: string) =>
  (
    await sql<{
      draft: string;
      version: number;
    }>`select draft, version from content_documents where key = ${key}`.execute(db)
  ).rows[0]!;

/** The English of a page with its Bengali taken out: what a reader of /departments read before. */
function english(content: string): unknown {
  return JSON.parse(content, (key, value) =>
    value && typeof value === 'object' && !Array.isArray(value) && 'en' in value ? { en: value.en } : value,
  );
}

test('the seeded pages gain a revision with their Bengali, the English unchanged, and their drafts follow', async () => {
  const { db, migrate, done } = await databaseBefore('020');
  try {
    for (const key of [
      'about',
      'administration',
      'academics',
      'departments',
      'department-anatomy',
      'department-urology',
    ]) {
      expect([key, (await revisions(db, key)).map((r) => r.number)]).toEqual([key, [1]]);
    }
    await migrate(MIGRATIONS);

    const [seeded, completed] = await revisions(db, 'departments');
    expect(completed!.number).toBe(2);
    expect(seeded!.content).not.toContain('প্রি-ক্লিনিক্যাল');
    expect(completed!.content).toContain('প্রি-ক্লিনিক্যাল');
    expect(completed!.content).toContain('পরীক্ষাগারের কাজ');
    expect(english(completed!.content)).toEqual(english(seeded!.content));

    for (const [key, words] of [
      ['about', ['সেন্টার ফর কমিউনিটি হেলথ অ্যান্ড রিসার্চ কলেজ যে জনগোষ্ঠীর', 'গ্রামীণ স্বাস্থ্যকেন্দ্র পরিচালনা করে']],
      ['administration', ['প্রধান দপ্তরে যোগাযোগ করুন']],
      ['academics', ['মান নিশ্চিতকরণ', 'পর্ব সমন্বয় দল', 'একাডেমিক কাউন্সিলের সভাপতি অধ্যক্ষ']],
    ] as const) {
      const [before, after] = await revisions(db, key);
      expect([key, after?.number]).toEqual([key, 2]);
      for (const word of words) expect([key, after!.content.includes(word)]).toEqual([key, true]);
      expect(english(after!.content)).toEqual(english(before!.content));
    }
    // The founder's story stays the college's to word: still English only.
    const about = JSON.parse((await revisions(db, 'about'))[1]!.content);
    const founder = about.blocks[0].tabs.find((tab: { id: string }) => tab.id === 'founder');
    expect(
      founder.blocks.filter((b: { type: string; text?: object }) => b.type === 'paragraph' && 'bn' in b.text!),
    ).toEqual([]);

    const [anatomyBefore, anatomy] = await revisions(db, 'department-anatomy');
    expect(anatomy!.content).toContain('অ্যানাটমি বিভাগ লেকচার, টিউটোরিয়াল');
    expect(english(anatomy!.content)).toEqual(english(anatomyBefore!.content));
    const [, urology] = await revisions(db, 'department-urology');
    expect(urology!.content).toContain('সার্জারি ও সংশ্লিষ্ট বিষয় শাখার অংশ এই বিভাগ');

    const { draft: text, version } = await draft(db, 'departments');
    expect(JSON.parse(text)).toEqual(JSON.parse(completed!.content));
    expect(version).toBe(2);
  } finally {
    await done();
  }
});

test("the dental unit's departments teach BDS students, in both languages", async () => {
  const { db, migrate, done } = await databaseBefore('020');
  try {
    await migrate(MIGRATIONS);
    const [before, after] = await revisions(db, 'department-prosthodontics');
    expect(before!.content).toContain('teaches MBBS students');
    expect(after!.content).toContain('The Department of Prosthodontics teaches BDS students');
    expect(after!.content).toContain('বিডিএস শিক্ষার্থীদের');
    expect(after!.content).not.toContain('MBBS');
  } finally {
    await done();
  }
});

test('a page the college edited is left as it is, and the others are still completed', async () => {
  const { db, migrate, done } = await databaseBefore('020');
  try {
    const [seeded] = await revisions(db, 'department-anatomy');
    const edited = JSON.stringify({ ...JSON.parse(seeded!.content), title: { en: 'Anatomy', bn: 'শারীরস্থান' } });
    await sql`insert into content_revisions (key, number, content, published_at, published_by, restored_from)
              values ('department-anatomy', 2, ${edited}, '2026-01-01T00:00:00.000Z', null, null)`.execute(db);
    await sql`update content_documents set draft = ${edited}, version = 5 where key = 'department-anatomy'`.execute(db);
    await migrate(MIGRATIONS);
    expect((await revisions(db, 'department-anatomy')).map((r) => r.number)).toEqual([1, 2]);
    expect(await draft(db, 'department-anatomy')).toEqual({ draft: edited, version: 5 });
    expect((await revisions(db, 'department-physiology')).map((r) => r.number)).toEqual([1, 2]);
  } finally {
    await done();
  }
});

describe('the site search after it', () => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup({ seed: 'full' });
  }, 120_000);
  afterAll(() => t.cleanup());

  test('finds the pages by words only their Bengali holds', async () => {
    const search = async (q: string): Promise<SearchResponse> =>
      (await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}&lang=bn` })).json();
    const urls = async (q: string) => (await search(q)).results.page.map((hit) => hit.url.split('#')[0]);
    expect(await urls('পরীক্ষাগারের')).toContain('/departments');
    expect(await urls('প্লেসমেন্টের')).toContain('/department-detail?name=Anatomy');
    expect(await urls('মান নিশ্চিতকরণ')).toContain('/academics');
    expect(await urls('নীতিনির্ধারকদের')).toContain('/about');
  });
});
