// The college's pages in the site search, on SQLite and on PostgreSQL: the words that name a page
// find it (titled by page and section, with a snippet and the section's anchor), before notices;
// Banglish and Bengali digits reach page text; a publish, a restore and a scheduled revision falling
// due are searchable at the next search, and a draft is not.
import {
  departmentPageSlug,
  pagePath,
  type PageContent,
  type PageDraft,
  type Revision,
  type SearchHit,
  type SearchResponse,
} from '@gsvmc/shared-types';
import { setup } from './helpers';

// The clock the server reads, held still and moved by the scheduled-publish test. It starts a day
// after the real time, since the migration dates the first revisions by the real clock.
let now = Date.now() + 24 * 60 * 60 * 1000;
let t: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  t = await setup({ clock: () => now, seed: 'full' });
}, 120_000);
afterAll(() => t.cleanup());

const admin = () => t.auth(t.adminToken);

async function search(q: string, lang: 'en' | 'bn' = 'en'): Promise<SearchResponse> {
  const res = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}&lang=${lang}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const pagePaths = (hits: SearchHit[]) => hits.map((h) => h.url.split('#')[0]);

async function draftOf(slug: string): Promise<PageDraft> {
  return (await t.app.inject({ url: `/api/pages/${slug}/draft`, headers: admin() })).json();
}

async function saveAndPublish(slug: string, content: PageContent, publishAt?: string): Promise<Revision> {
  const { version } = await draftOf(slug);
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/pages/${slug}/draft`,
    headers: admin(),
    payload: { content, version },
  });
  expect(saved.statusCode).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/pages/${slug}/publish`,
    headers: admin(),
    payload: { version: saved.json().version, ...(publishAt ? { publishAt } : {}) },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

test.each([
  ['admission', 'en', '/admission'],
  ['hostel', 'en', '/facilities'],
  ['fee', 'en', '/admission'],
  ['library', 'en', '/facilities'],
  ['principal', 'en', '/'],
  ['ভর্তি', 'bn', '/admission'],
  ['ছাত্রাবাস', 'bn', '/facilities'],
  ['chatrabas', 'bn', '/facilities'],
])('"%s" (%s) finds %s among the first three pages, and pages come first', async (q, lang, path) => {
  const answer = await search(q, lang as 'en' | 'bn');
  expect(pagePaths(answer.results.page).slice(0, 3)).toContain(path);
  expect(Object.keys(answer.results)[0]).toBe('page');
});

test('a page hit is titled by its page and section, with a snippet, and leads to the section', async () => {
  const [hostel] = (await search('hostel')).results.page;
  expect(hostel).toMatchObject({
    kind: 'page',
    title: 'Facilities',
    section: 'Hostel',
    url: '/facilities#facilities-hostel',
    lang: 'en',
  });
  expect(hostel!.snippet).toContain('Residential accommodation is available for students');

  const [bengali] = (await search('ছাত্রাবাস', 'bn')).results.page;
  expect(bengali).toMatchObject({ title: 'সুযোগ-সুবিধা', section: 'ছাত্রাবাস', lang: 'bn' });
  expect(bengali!.snippet).toContain('আবাসনের ব্যবস্থা');

  // Each page once, by its best section: "admission" matches every section of the Admission page.
  const pages = pagePaths((await search('admission')).results.page);
  expect(new Set(pages).size).toBe(pages.length);
});

test("a long section's snippet starts near the first word that matched", async () => {
  const hit = (await search('databases')).results.page.find((h) => h.title === 'Facilities');
  expect(hit).toMatchObject({ section: 'Library', url: '/facilities#facilities-library' });
  expect(hit!.snippet).toMatch(/^… .*four online databases and 8500\+ e-books\.$/);
});

test('a whole word ranks above words that only start with it, and the snippet shows the word', async () => {
  // "Fees are as per government rule" (Admission) above "collects feedback" (Academics).
  const fee = (await search('fee')).results.page;
  const paths = pagePaths(fee);
  expect(paths.indexOf('/admission')).toBeLessThan(paths.indexOf('/academics'));
  expect(fee.find((h) => h.url.startsWith('/admission'))!.snippet).toMatch(/\bFees\b/);

  // ফি (fee) is a word of the Admission and Facilities pages; ফিজিওলজি only starts with it.
  for (const lang of ['en', 'bn'] as const) {
    const hits = (await search('ফি', lang)).results.page;
    expect([lang, pagePaths(hits).slice(0, 2).sort()]).toEqual([lang, ['/admission', '/facilities']]);
    expect(hits.filter((h) => !h.snippet)).toEqual([]);
    // The English page's Admission section does not say ফি: its Bengali text, which does, is shown.
    expect(hits[0]!.snippet).toContain('ফি');
  }

  // The page about admission, at the section that speaks of it, not a list that does not.
  const [admission] = (await search('admission')).results.page;
  expect(admission).toMatchObject({ title: 'Admission', url: '/admission' });
  expect(admission!.snippet).toContain('Admission circulars');
  const [bhorti] = (await search('ভর্তি', 'bn')).results.page;
  expect(bhorti).toMatchObject({ title: 'ভর্তি', url: '/admission' });
  expect(bhorti!.snippet).toContain('ভর্তি');
});

test('Banglish and digits still find page text by its Bengali words', async () => {
  const [hostel] = (await search('chatrabash', 'bn')).results.page;
  expect(hostel).toMatchObject({ section: 'ছাত্রাবাস', url: '/facilities#facilities-hostel' });
  expect(pagePaths((await search('bhorti', 'bn')).results.page)[0]).toBe('/admission');
  const [library] = (await search('granthagar', 'bn')).results.page;
  expect(library).toMatchObject({ section: 'গ্রন্থাগার', url: '/facilities#facilities-library' });
  for (const q of ['৮৫০০', '8500'])
    expect((await search(q, 'bn')).results.page.map((h) => h.url)).toContain('/facilities#facilities-library');
});

test('the home page is titled as the menu names it: Home, প্রথম পাতা', async () => {
  const home = (lang: 'en' | 'bn') =>
    search('principal', lang).then((a) => a.results.page.find((h) => h.url === '/#principal-message'));
  expect(await home('en')).toMatchObject({ title: 'Home', section: "Principal's Message" });
  expect(await home('bn')).toMatchObject({ title: 'প্রথম পাতা' });
  const everyTitle = (await search('GSVMC')).results.page.map((h) => h.title);
  expect(everyTitle).toContain('Home');
  expect(everyTitle).not.toContain('Landing Page');
});

test('a section found by its title alone shows its opening words', async () => {
  // A tab of About whose first block repeats its title as a heading is one section, with its text.
  const [founder] = (await search('zafrullah')).results.page;
  expect(founder).toMatchObject({ title: 'About GSVMC', section: 'Dr Zafrullah Chowdhury: The Architect of GSVMC' });
  expect(founder!.snippet).toMatch(/^Dr Zafrullah Chowdhury \(1941/);
});

test('a draft is not searched; its publish is, at once, and a restore takes it away again', async () => {
  const { content } = await draftOf('administration');
  const word = 'quinquennial';
  const edited: PageContent = {
    ...content,
    blocks: [
      ...content.blocks,
      {
        id: 'gb',
        type: 'heading',
        level: 2,
        anchor: 'governing-body',
        text: { en: 'Governing Body', bn: 'পরিচালনা পর্ষদ' },
      },
      {
        id: 'gb-1',
        type: 'paragraph',
        text: {
          en: [{ type: 'p', children: [{ text: `The governing body holds a ${word} review in 2031.` }] }],
          bn: [{ type: 'p', children: [{ text: 'পরিচালনা পর্ষদ ২০৩১ সালে পঞ্চবার্ষিক পর্যালোচনা করবে।' }] }],
        },
      },
    ],
  };
  const { version } = await draftOf('administration');
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/pages/administration/draft',
    headers: admin(),
    payload: { content: edited, version },
  });
  expect(saved.statusCode).toBe(200);
  expect((await search(word)).results.page).toEqual([]);

  const first = (await t.app.inject({ url: '/api/pages/administration/revisions', headers: admin() })).json()[0];
  const published = await t.app.inject({
    method: 'POST',
    url: '/api/pages/administration/publish',
    headers: admin(),
    payload: { version: saved.json().version },
  });
  expect(published.statusCode).toBe(201);
  expect((await search(word)).results.page).toEqual([
    expect.objectContaining({
      title: 'Administration',
      section: 'Governing Body',
      url: '/administration#governing-body',
    }),
  ]);
  // Bengali digits fold to ASCII ones in page text too, and Banglish finds its Bengali words.
  expect(pagePaths((await search('২০৩১', 'bn')).results.page)).toContain('/administration');
  expect(pagePaths((await search('porichalona', 'bn')).results.page)).toContain('/administration');

  const restored = await t.app.inject({
    method: 'POST',
    url: `/api/pages/administration/revisions/${first.id}/restore`,
    headers: admin(),
  });
  expect(restored.statusCode).toBe(201);
  expect((await search(word)).results.page).toEqual([]);
});

test('a revision published for later is searched once its time has come', async () => {
  const { content } = await draftOf('academics');
  const at = new Date(now + 60 * 60 * 1000).toISOString();
  await saveAndPublish('academics', { ...content, title: { en: 'Academics and Curriculum Xylography' } }, at);
  expect((await search('xylography')).results.page).toEqual([]);
  now += 61 * 60 * 1000;
  expect(pagePaths((await search('xylography')).results.page)).toEqual(['/academics']);
});

test("a department's about page does not repeat the department's own hit", async () => {
  const name = 'Pharmacology & Therapeutics';
  const answer = await search('pharmacology');
  expect(answer.results.department.map((h) => h.id)).toContain(name);
  expect(answer.results.page.map((h) => h.url.split('#')[0])).not.toContain(pagePath(departmentPageSlug(name)));
});
