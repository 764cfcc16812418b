import { allPageSlugs, type PageContent, type PageDraft, type Revision, type RichText } from '@gsvmc/shared-types';
import { setup, writeBehindTheApp } from './helpers';
import { createAccount } from './staff';

// The clock the server reads: held still, moved by the scheduled-publish test. It starts a day after
// the real time, since the migration dates the first revisions by the real clock.
let now = Date.now() + 24 * 60 * 60 * 1000;
let t: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  t = await setup({ clock: () => now });
});
afterAll(() => t.cleanup());

const admin = () => t.auth(t.adminToken);

async function draftOf(slug: string): Promise<PageDraft> {
  const res = await t.app.inject({ method: 'GET', url: `/api/pages/${slug}/draft`, headers: admin() });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function save(slug: string, content: unknown, version?: number, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/pages/${slug}/draft`,
    headers: { ...admin(), ...headers },
    payload: version === undefined ? { content } : { content, version },
  });
}

const published = async (slug: string) => (await t.app.inject({ method: 'GET', url: `/api/pages/${slug}` })).json();

const paragraphText = (en: string): RichText => ({ en: [{ type: 'p', children: [{ text: en }] }] });

test('every page of the site is published from the first start, with the text the site showed', async () => {
  for (const slug of allPageSlugs()) {
    const res = await t.app.inject({ method: 'GET', url: `/api/pages/${slug}` });
    expect(res.statusCode).toBe(200);
    // A second revision is a migration's Bengali: the Facilities cards' (017), the Departments overview's
    // and each department's about text (020), About's, Administration's and Academics' (021).
    const completed =
      ['facilities', 'about', 'administration', 'academics', 'departments'].includes(slug) ||
      slug.startsWith('department-');
    expect(res.json()).toMatchObject({ slug, revision: completed ? 2 : 1 });
  }
  const facilities = await published('facilities');
  expect(JSON.stringify(facilities.content)).toContain('ছাত্রাবাস');
  const admission = await published('admission');
  expect(admission.path).toBe('/admission');
  expect(admission.content.headerLink).toEqual({
    label: { en: 'Apply Now', bn: 'এখনই আবেদন করুন' },
    href: '/notice?category=admission',
  });
  expect(JSON.stringify(admission.content)).toContain('need a total GPA of 7, with at least 3 in each');
  const dental = await published('dental');
  const people = dental.content.blocks.find((b: { type: string }) => b.type === 'people');
  expect(people.people).toHaveLength(15);
  const about = await published('about');
  expect(about.content.blocks[0].tabs.map((tab: { id: string }) => tab.id)).toEqual([
    'founder',
    'glance',
    'cbme',
    'cchr',
    'rural',
  ]);
  const anatomy = await published('department-anatomy');
  expect(anatomy.path).toBe('/department-detail?name=Anatomy');
  expect(anatomy.content.blocks[0].text.en[0].children[0].text).toMatch(/^The Department of Anatomy teaches/);
  const site = (await t.app.inject({ method: 'GET', url: '/api/site' })).json();
  expect(site.content.banner).toMatchObject({ shown: true, text: { en: 'this website is under development.' } });
  expect(site.content.contact.offices).toHaveLength(5);
});

test('an unknown page is a 404 with a sentence', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/pages/nowhere' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ message: 'There is no page "nowhere"', code: 'NOT_FOUND' });
});

test('drafts, publishing and history are for administrators only', async () => {
  const calls = [
    { method: 'GET', url: '/api/pages' },
    { method: 'GET', url: '/api/pages/about/draft' },
    { method: 'PUT', url: '/api/pages/about/draft', payload: { content: {}, version: 1 } },
    { method: 'POST', url: '/api/pages/about/publish', payload: { version: 1 } },
    { method: 'GET', url: '/api/pages/about/revisions' },
    { method: 'GET', url: '/api/pages/about/revisions/1' },
    { method: 'POST', url: '/api/pages/about/revisions/1/restore' },
    { method: 'GET', url: '/api/site/draft' },
    { method: 'PUT', url: '/api/site/draft', payload: { content: {}, version: 1 } },
    { method: 'POST', url: '/api/site/publish', payload: { version: 1 } },
    { method: 'GET', url: '/api/site/revisions' },
    { method: 'POST', url: '/api/site/revisions/1/restore' },
  ] as const;
  for (const call of calls) {
    expect((await t.app.inject(call)).statusCode).toBe(401);
    expect((await t.app.inject({ ...call, headers: t.auth(t.userToken) })).statusCode).toBe(403);
  }
});

test('the admin list names every page by its title and public path', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/pages', headers: admin() });
  expect(res.statusCode).toBe(200);
  const list = res.json();
  expect(list).toHaveLength(allPageSlugs().length);
  expect(list[0]).toMatchObject({ slug: 'home', path: '/', title: 'Landing Page', unpublished: false });
  expect(list.find((p: { slug: string }) => p.slug === 'contact')).toMatchObject({ title: 'Contact Us' });
});

test('a saved draft is not public until published; then visitors see it and history lists it', async () => {
  // Version 2 and revision 2: migration 021 gave the seeded page its Bengali.
  const draft = await draftOf('administration');
  expect(draft).toMatchObject({ slug: 'administration', path: '/administration', version: 2, unpublished: false });
  const content: PageContent = {
    ...draft.content,
    blocks: [{ id: 'p1', type: 'paragraph', text: paragraphText('The governing body meets every month.') }],
  };
  const saved = await save('administration', content, 2);
  expect(saved.statusCode).toBe(200);
  expect(saved.headers.etag).toBe('"3"');
  // The saver by name as well as by email: the editor says "Draft saved by Administrator at 15:11".
  expect(saved.json()).toMatchObject({
    version: 3,
    unpublished: true,
    updatedBy: 'admin@test.local',
    updatedByName: 'Administrator',
  });
  expect(JSON.stringify((await published('administration')).content)).not.toContain('governing body meets');

  const pub = await t.app.inject({
    method: 'POST',
    url: '/api/pages/administration/publish',
    headers: admin(),
    payload: { version: 3 },
  });
  expect(pub.statusCode).toBe(201);
  expect(pub.json()).toMatchObject({ number: 3, publishedBy: 'admin@test.local', restoredFrom: null });
  const live = await published('administration');
  expect(live.revision).toBe(3);
  expect(live.content.blocks[0].text.en[0].children[0].text).toBe('The governing body meets every month.');
  expect((await draftOf('administration')).unpublished).toBe(false);

  const history = await t.app.inject({ method: 'GET', url: '/api/pages/administration/revisions', headers: admin() });
  expect(history.json().map((r: Revision) => r.number)).toEqual([3, 2, 1]);
});

test('restore publishes an earlier revision again and makes it the draft', async () => {
  const history: Revision[] = (
    await t.app.inject({ method: 'GET', url: '/api/pages/administration/revisions', headers: admin() })
  ).json();
  const first = history.find((r) => r.number === 1)!;
  const one = await t.app.inject({
    method: 'GET',
    url: `/api/pages/administration/revisions/${first.id}`,
    headers: admin(),
  });
  expect(JSON.stringify(one.json().content)).toContain('will be published on this page');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/pages/administration/revisions/${first.id}/restore`,
    headers: admin(),
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ number: 4, restoredFrom: 1 });
  expect(JSON.stringify((await published('administration')).content)).toContain('will be published on this page');
  const draft = await draftOf('administration');
  expect(draft).toMatchObject({ version: 4, unpublished: false });
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/pages/administration/revisions/99999/restore', headers: admin() }))
      .statusCode,
  ).toBe(404);
});

test('a second editor saving over an older version is refused with 409 and changes nothing', async () => {
  const start = await draftOf('facilities');
  const mine = { ...start.content, title: { en: 'Facilities (mine)' } };
  const theirs = { ...start.content, title: { en: 'Facilities (theirs)' } };
  expect((await save('facilities', theirs, start.version)).statusCode).toBe(200);
  const refused = await save('facilities', mine, start.version);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().code).toBe('CONFLICT');
  // The same account saved first (another tab): said so, at Dhaka time, with values to word it.
  expect(refused.json().message).toMatch(/changed by you, in another tab .* Nothing you typed is lost.*Reload/);
  expect(refused.json().message).toMatch(/at \d\d:\d\d \(Dhaka time\) on \d{4}-\d\d-\d\d/);
  expect(refused.json().values).toEqual({
    updatedAt: (await draftOf('facilities')).updatedAt,
    updatedBy: 'Administrator',
    byYou: true,
  });
  expect(refused.headers.etag).toBe(`"${start.version + 1}"`);
  expect((await draftOf('facilities')).content.title.en).toBe('Facilities (theirs)');
  // If-Match works in place of the body's version, and publishing an old version is refused too.
  expect((await save('facilities', mine, undefined, { 'if-match': `"${start.version}"` })).statusCode).toBe(409);
  expect((await save('facilities', mine, undefined, { 'if-match': `"${start.version + 1}"` })).statusCode).toBe(200);
  const stale = await t.app.inject({
    method: 'POST',
    url: '/api/pages/facilities/publish',
    headers: admin(),
    payload: { version: start.version },
  });
  expect(stale.statusCode).toBe(409);
  const noVersion = await save('facilities', mine);
  expect(noVersion.statusCode).toBe(400);
  expect(noVersion.json().message).toMatch(/Send the version you started from/);
});

describe('bad content gets a 400 with a sentence naming the field', () => {
  const base = (blocks: unknown[]) => ({ title: { en: 'Test' }, blocks });
  async function refusal(content: unknown) {
    const { version } = await draftOf('journal');
    const res = await save('journal', content, version);
    expect(res.statusCode).toBe(400);
    return res.json() as { message: string; code: string; field: string };
  }

  test('an unknown block type', async () => {
    const e = await refusal(base([{ id: 'x', type: 'script', text: 'alert(1)' }]));
    expect(e).toMatchObject({ code: 'VALIDATION_FAILED', field: 'blocks.0.type' });
    expect(e.message).toMatch(/^Block 1: "script" is not a kind of block; the kinds are heading, paragraph/);
  });

  test('a missing required field', async () => {
    const e = await refusal(base([{ id: 'h', type: 'heading', level: 2 }]));
    expect(e).toMatchObject({ field: 'blocks.0.text' });
    expect(e.message).toBe('Block 1 (heading): heading is missing or is not an object.');
    const img = await refusal(base([{ id: 'i', type: 'image', src: '/uploads/photos/a.webp' }]));
    expect(img.field).toBe('blocks.0.alt');
    expect(img.message).toMatch(/alternative text/);
  });

  test('a link that is not http(s), mailto, tel or a site path', async () => {
    const e = await refusal(
      base([
        {
          id: 'p',
          type: 'paragraph',
          text: { en: [{ type: 'p', children: [{ text: 'click', href: 'javascript:alert(1)' }] }] },
        },
      ]),
    );
    expect(e.field).toBe('blocks.0.text.en.0.children.0.href');
    expect(e.message).toMatch(/^Block 1 \(paragraph\), English text: the link "javascript:alert\(1\)" is not allowed/);
  });

  test('an oversize page', async () => {
    const long = 'x'.repeat(9000);
    const blocks = Array.from({ length: 25 }, (_, i) => ({
      id: `p${i}`,
      type: 'paragraph',
      text: paragraphText(long),
    }));
    const e = await refusal(base(blocks));
    expect(e.message).toMatch(/^The page is too large \(\d+ KB\); a page may hold at most 200 KB/);
  });
});

test('a paragraph typed as HTML is stored and returned as those characters', async () => {
  const html = '<img src=x onerror=alert(1)>';
  const { version, content } = await draftOf('journal');
  const saved = await save(
    'journal',
    { ...content, blocks: [{ id: 'p', type: 'paragraph', text: paragraphText(html) }] },
    version,
  );
  expect(saved.statusCode).toBe(200);
  expect(saved.json().content.blocks[0].text.en[0].children[0].text).toBe(html);
});

test('a publish time in the future: visitors see the revision once the time has come', async () => {
  const { version, content } = await draftOf('academics');
  const edited = { ...content, title: { en: 'Academics (new)' } };
  const saved = await save('academics', edited, version);
  const at = new Date(now + 60 * 60 * 1000).toISOString();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pages/academics/publish',
    headers: admin(),
    payload: { version: saved.json().version, publishAt: at },
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().publishedAt).toBe(at);
  expect((await published('academics')).content.title.en).toBe('Academics');
  expect((await draftOf('academics')).publishAt).toBe(at);
  now += 61 * 60 * 1000;
  expect((await published('academics')).content.title.en).toBe('Academics (new)');
  expect((await draftOf('academics')).publishAt).toBeNull();
});

test('site settings: the same draft, publish, history and restore', async () => {
  const draft = (await t.app.inject({ method: 'GET', url: '/api/site/draft', headers: admin() })).json();
  expect(draft.version).toBe(1);
  const bad = await t.app.inject({
    method: 'PUT',
    url: '/api/site/draft',
    headers: admin(),
    payload: {
      version: 1,
      content: {
        ...draft.content,
        contact: {
          ...draft.content.contact,
          offices: [
            { name: { en: 'Main Office' }, phone: { value: 'call us' }, email: { value: 'info@gsvmc.edu.bd' } },
          ],
        },
      },
    },
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({ field: 'contact.offices.0.phone.value' });
  expect(bad.json().message).toMatch(/phone number "call us" has characters a phone cannot dial/);

  const next = {
    ...draft.content,
    banner: { ...draft.content.banner, shown: false },
    contact: {
      ...draft.content.contact,
      offices: [
        { name: { en: 'Main Office' }, phone: { value: '+880 2 7791234' }, email: { value: 'info@gsvmc.edu.bd' } },
      ],
    },
  };
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/site/draft',
    headers: admin(),
    payload: { version: 1, content: next },
  });
  expect(saved.statusCode).toBe(200);
  const pub = await t.app.inject({
    method: 'POST',
    url: '/api/site/publish',
    headers: admin(),
    payload: { version: 2 },
  });
  expect(pub.statusCode).toBe(201);
  const live = (await t.app.inject({ method: 'GET', url: '/api/site' })).json();
  expect(live.content.banner.shown).toBe(false);
  expect(live.content.contact.offices[0].phone.value).toBe('+880 2 7791234');
  const history: Revision[] = (
    await t.app.inject({ method: 'GET', url: '/api/site/revisions', headers: admin() })
  ).json();
  const first = history.find((r) => r.number === 1)!;
  const restored = await t.app.inject({
    method: 'POST',
    url: `/api/site/revisions/${first.id}/restore`,
    headers: admin(),
    payload: { version: 1 },
  });
  expect(restored.statusCode).toBe(409);
  const ok = await t.app.inject({ method: 'POST', url: `/api/site/revisions/${first.id}/restore`, headers: admin() });
  expect(ok.statusCode).toBe(201);
  expect((await t.app.inject({ method: 'GET', url: '/api/site' })).json().content.banner.shown).toBe(true);
});

test('content writes move their cache_versions rows, so the render cache sees them', async () => {
  const versions = async () => {
    const rows = await t.app.ctx.store.db
      .selectFrom('cache_versions')
      .selectAll()
      .where('name', 'in', ['content_documents', 'content_revisions'])
      .orderBy('name')
      .execute();
    return rows.map((r) => Number(r.version));
  };
  const [docs, revs] = await versions();
  const { version, content } = await draftOf('contact');
  await save('contact', content, version);
  await t.app.inject({
    method: 'POST',
    url: '/api/pages/contact/publish',
    headers: admin(),
    payload: { version: version + 1 },
  });
  const [docsAfter, revsAfter] = await versions();
  expect(docsAfter).toBeGreaterThan(docs!);
  expect(revsAfter).toBeGreaterThan(revs!);
  // A write made behind the app (an operator's SQL) moves it too.
  await writeBehindTheApp(t.dataDir, `update content_documents set updated_by = 'operator' where key = 'contact'`);
  expect((await versions())[0]).toBeGreaterThan(docsAfter!);
});

test('the OpenAPI document lists every content route', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  for (const path of [
    '/api/pages',
    '/api/pages/{slug}',
    '/api/pages/{slug}/draft',
    '/api/pages/{slug}/publish',
    '/api/pages/{slug}/revisions',
    '/api/pages/{slug}/revisions/{id}',
    '/api/pages/{slug}/revisions/{id}/restore',
    '/api/site',
    '/api/site/draft',
    '/api/site/publish',
    '/api/site/revisions',
    '/api/site/revisions/{id}/restore',
  ])
    expect(doc.paths[path]).toBeDefined();
});

test('a conflict with another account names them, and the time is Dhaka time', async () => {
  const editor = await createAccount(t.app, t.adminToken, 'rahima@test.local', 'editor');
  const start = await draftOf('contact');
  const theirs = { ...start.content, title: { en: 'Contact (theirs)' } };
  expect((await save('contact', theirs, start.version)).statusCode).toBe(200);
  const refused = await t.app.inject({
    method: 'PUT',
    url: '/api/pages/contact/draft',
    headers: t.auth(editor.token),
    payload: { content: start.content, version: start.version },
  });
  expect(refused.statusCode).toBe(409);
  const body = refused.json();
  expect(body.values).toMatchObject({ updatedBy: 'Administrator', byYou: false });
  // 6 hours ahead of UTC, whatever the server's own zone.
  const at = new Date(body.values.updatedAt as string);
  const dhaka = new Date(at.getTime() + 6 * 3600 * 1000).toISOString();
  expect(body.message).toContain(
    `changed by Administrator (admin@test.local) at ${dhaka.slice(11, 16)} (Dhaka time) on ${dhaka.slice(0, 10)}`,
  );
  // The editor's own save is theirs by name.
  const mine = await t.app.inject({
    method: 'PUT',
    url: '/api/pages/contact/draft',
    headers: t.auth(editor.token),
    payload: { content: start.content, version: start.version + 1 },
  });
  expect(mine.json()).toMatchObject({ updatedBy: 'rahima@test.local', updatedByName: 'rahima' });
});
