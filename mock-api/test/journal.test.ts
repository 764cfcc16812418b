// The journal's publications as records: the public paged list, staff writes with a link or a PDF,
// the trash, the audit rows and the content version. Runs on SQLite + disk and on PostgreSQL + S3.
import { SAMPLE_JOURNAL_PUBLICATIONS } from '@gsvmc/shared-types';
import { PDF_BYTES } from './fixtures';
import { isStored, multipart, setup } from './helpers';
import { createAccount } from './staff';

let t: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t.cleanup());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const list = async (query = '') => (await t.app.inject({ url: `/api/publications${query}` })).json();
const add = (payload: Record<string, unknown>, token = t.adminToken) =>
  t.app.inject({ method: 'POST', url: '/api/publications', headers: as(token), payload });
const valid = {
  title: 'Hypertension in Savar: a household survey',
  authors: ['Rahman, A.', 'Khatun, S.'],
  date: '2026-02-10',
  category: 'Community Medicine',
  tags: ['hypertension', 'survey'],
  link: 'https://doi.org/10.0000/example',
};

test('a new data folder holds the three sample publications, newest first, with every category', async () => {
  const page = await list();
  expect(page).toMatchObject({ total: 3, offset: 0, limit: 10 });
  expect(page.data.map((p: { title: string }) => p.title)).toEqual(
    [...SAMPLE_JOURNAL_PUBLICATIONS].sort((a, b) => b.date.localeCompare(a.date)).map((p) => p.title),
  );
  expect(page.data[0]).toMatchObject({
    authors: ['Author name (sample)'],
    date: '2025-03-15',
    tags: ['maternal health', 'primary care'],
  });
  expect(page.categories).toEqual(['Community Medicine', 'Dentistry', 'Medical Education']);
});

test('staff add a publication with a link; visitors see it first, and the content version moves', async () => {
  const before = (await t.app.inject({ url: '/api/content-version' })).json();
  const res = await add(valid);
  expect(res.statusCode).toBe(201);
  const created = res.json();
  expect(created).toMatchObject({ ...valid, _id: expect.any(String) });
  expect(created.pdfUrl).toBeUndefined();
  expect((await list('?limit=1')).data[0]._id).toBe(created._id);
  const after = (await t.app.inject({ url: '/api/content-version' })).json();
  expect(after).not.toEqual(before);
  expect((await t.app.inject({ url: `/api/publications/${created._id}` })).json().title).toBe(valid.title);
});

test('pages with limit and offset, filters by category, and explains a bad query', async () => {
  const all = await list('?limit=50');
  const second = await list('?limit=2&offset=2');
  expect(second.total).toBe(all.total);
  expect(second.data.map((p: { _id: string }) => p._id)).toEqual(
    all.data.slice(2, 4).map((p: { _id: string }) => p._id),
  );
  const dentistry = await list('?category=Dentistry');
  expect(dentistry.total).toBe(1);
  expect(dentistry.data[0].category).toBe('Dentistry');
  expect(dentistry.categories.length).toBeGreaterThan(1);
  expect((await list('?category=Nothing%20here')).data).toEqual([]);
  const tooMany = await t.app.inject({ url: '/api/publications?limit=500' });
  expect(tooMany.statusCode).toBe(400);
  expect(tooMany.json().message).toMatch(/limit must be at most 50/);
  expect((await t.app.inject({ url: '/api/publications?offset=-1' })).statusCode).toBe(400);
});

test('bad input gets a sentence: missing fields, a bad date, a javascript: link, both link and PDF', async () => {
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ ...valid, title: '' }, /title is required/],
    [{ ...valid, authors: [] }, /authors is required|at least one author/],
    [{ ...valid, date: '2026-02-30' }, /real day written as YYYY-MM-DD/],
    [{ ...valid, link: 'javascript:alert(1)' }, /https:\/\/ or http:\/\//],
    [{ ...valid, colour: 'red' }, /Unknown field: colour/],
    [{ ...valid, tags: Array.from({ length: 13 }, (_, i) => `t${i}`) }, /At most 12 tags/],
  ];
  for (const [payload, message] of cases) {
    const res = await add(payload);
    expect({ status: res.statusCode, message: res.json().message }).toEqual({
      status: 400,
      message: expect.stringMatching(message),
    });
  }
  const form = multipart(
    { title: 'Both', authors: 'A', date: '2026-01-01', category: 'X', link: 'https://example.org' },
    { pdf: { filename: 'a.pdf', content: PDF_BYTES } },
  );
  const both = await t.app.inject({
    method: 'POST',
    url: '/api/publications',
    payload: form.payload,
    headers: { ...form.headers, ...as(t.adminToken) },
  });
  expect(both.statusCode).toBe(400);
  expect(both.json().message).toBe('Give either a link or a PDF, not both');
  const png = multipart(
    { title: 'P', authors: 'A', date: '2026-01-01', category: 'X' },
    { pdf: { filename: 'a.pdf', content: Buffer.from('not a pdf at all') } },
  );
  const wrong = await t.app.inject({
    method: 'POST',
    url: '/api/publications',
    payload: png.payload,
    headers: { ...png.headers, ...as(t.adminToken) },
  });
  expect(wrong.statusCode).toBe(415);
});

test('a PDF through the upload pipeline: stored, served under its title, replaced by a link, trashed and restored', async () => {
  const form = multipart(
    {
      title: 'Oral health atlas',
      authors: 'Hasan, M.\nBegum, R.',
      date: '2025-12-01',
      category: 'Dentistry',
      tags: 'atlas, oral health',
    },
    { pdf: { filename: 'atlas.pdf', content: PDF_BYTES } },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/publications',
    payload: form.payload,
    headers: { ...form.headers, ...as(t.adminToken) },
  });
  expect(res.statusCode).toBe(201);
  const created = res.json();
  expect(created).toMatchObject({ authors: ['Hasan, M.', 'Begum, R.'], tags: ['atlas', 'oral health'] });
  expect(created.pdfUrl).toMatch(/^\/uploads\/journal\/[0-9a-f-]{36}\.pdf$/);
  const file = await t.app.inject({ url: created.pdfUrl });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-disposition']).toContain('Oral health atlas.pdf');

  const linked = await t.app.inject({
    method: 'PUT',
    url: `/api/publications/${created._id}`,
    headers: as(t.adminToken),
    payload: { link: 'https://example.org/atlas' },
  });
  expect(linked.statusCode).toBe(200);
  expect(linked.json().pdfUrl).toBeUndefined();
  expect(await isStored(t.app, created.pdfUrl)).toBe(false);

  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/publications/${created._id}`,
    headers: as(t.adminToken),
  });
  expect(removed.statusCode).toBe(200);
  expect((await t.app.inject({ url: `/api/publications/${created._id}` })).statusCode).toBe(404);
  const trash = (await t.app.inject({ url: '/api/trash?entity=publication', headers: as(t.adminToken) })).json();
  const item = trash.find((i: { entityId: string }) => i.entityId === created._id);
  expect(item).toMatchObject({ entity: 'publication', label: 'Oral health atlas' });
  const restored = await t.app.inject({
    method: 'POST',
    url: `/api/trash/${item._id}/restore`,
    headers: as(t.adminToken),
  });
  expect(restored.statusCode).toBe(200);
  expect((await t.app.inject({ url: `/api/publications/${created._id}` })).json().link).toBe(
    'https://example.org/atlas',
  );
});

test('writes need staff: 401 without a token, 403 for a user; an editor may add; each write is audited', async () => {
  expect((await t.app.inject({ method: 'POST', url: '/api/publications', payload: valid })).statusCode).toBe(401);
  const asUser = await add(valid, t.userToken);
  expect(asUser.statusCode).toBe(403);
  expect(asUser.json().message).toBe('Staff access required');
  const editor = await createAccount(t.app, t.adminToken, 'journal.editor@test.local', 'editor');
  const byEditor = await add({ ...valid, title: 'An editor’s article' }, editor.token);
  expect(byEditor.statusCode).toBe(201);
  const audit = (
    await t.app.inject({ url: `/api/audit?entity=publication&actor=${editor.id}`, headers: as(t.adminToken) })
  ).json();
  expect(audit.data[0]).toMatchObject({
    action: 'create',
    entityId: byEditor.json()._id,
    route: 'POST /api/publications',
    actorEmail: 'journal.editor@test.local',
  });
});

test('the public list is served from the cache until a write, and a 304 for an unchanged ETag', async () => {
  const first = await t.app.inject({ url: '/api/publications?limit=5' });
  const again = await t.app.inject({
    url: '/api/publications?limit=5',
    headers: { 'if-none-match': String(first.headers.etag) },
  });
  expect(again.statusCode).toBe(304);
  await add({ ...valid, title: 'Fresh after a write' });
  const fresh = await t.app.inject({
    url: '/api/publications?limit=5',
    headers: { 'if-none-match': String(first.headers.etag) },
  });
  expect(fresh.statusCode).toBe(200);
  expect(fresh.json().data.map((p: { title: string }) => p.title)).toContain('Fresh after a write');
});
