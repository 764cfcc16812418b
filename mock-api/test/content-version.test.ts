// GET /api/content-version: one opaque version of all public content, for the site server's render
// cache. Runs on SQLite and, in the PostgreSQL project, on PostgreSQL (same file).
import { PDF_BYTES } from './fixtures';
import { multipart, setup, writeBehindTheApp } from './helpers';

let t: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t.cleanup());

const version = async () => {
  const res = await t.app.inject({ url: '/api/content-version' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return (res.json() as { version: string }).version;
};

async function createNotice(fields: Record<string, string>) {
  const form = multipart(fields, { pdf: { filename: 'n.pdf', content: PDF_BYTES } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/notices/upload',
    payload: form.payload,
    headers: { ...form.headers, ...t.auth(t.adminToken) },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { _id: string };
}

test('stays the same while nothing changes, and is the same string on every read', async () => {
  const first = await version();
  expect(first).toMatch(/^[\w-]{22}$/);
  expect(await version()).toBe(first);
});

test('moves on a new notice, an edit and a deletion', async () => {
  const v0 = await version();
  const notice = await createNotice({ title: 'Results of the first professional examination' });
  const v1 = await version();
  expect(v1).not.toBe(v0);
  const edit = await t.app.inject({
    method: 'PUT',
    url: `/api/notices/${notice._id}`,
    payload: { title: 'Results (corrected)' },
    headers: t.auth(t.adminToken),
  });
  expect(edit.statusCode).toBe(200);
  const v2 = await version();
  expect(v2).not.toBe(v1);
  const gone = await t.app.inject({
    method: 'DELETE',
    url: `/api/notices/${notice._id}`,
    headers: t.auth(t.adminToken),
  });
  expect(gone.statusCode).toBe(200);
  expect(await version()).not.toBe(v2);
});

test('moves on a write to any table with a cache_versions row, including one added later', async () => {
  const v0 = await version();
  await writeBehindTheApp(t.dataDir, `update cache_versions set version = version + 1 where name = 'photos'`);
  const v1 = await version();
  expect(v1).not.toBe(v0);
  // A table another change adds: its row alone moves the version, with no code naming it.
  await writeBehindTheApp(t.dataDir, `insert into cache_versions (name, version) values ('pages', 1)`);
  const v2 = await version();
  expect(v2).not.toBe(v1);
  await writeBehindTheApp(t.dataDir, `update cache_versions set version = version + 1 where name = 'pages'`);
  expect(await version()).not.toBe(v2);
});

test("moves when a scheduled notice's publish time and a notice's expiry time fall due, with no write", async () => {
  const publishAt = new Date(Date.now() + 60 * 60 * 1000);
  const expiresAt = new Date(publishAt.getTime() + 60 * 60 * 1000);
  await createNotice({
    title: 'Admission list',
    publishAt: publishAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  // The repository is asked at chosen moments: no waiting for the clock.
  const at = (ms: number) => t.app.ctx.contentVersion.current(new Date(ms).toISOString());
  const before = await at(publishAt.getTime() - 1);
  expect(await at(publishAt.getTime() - 1000)).toBe(before);
  const published = await at(publishAt.getTime());
  expect(published).not.toBe(before);
  expect(await at(expiresAt.getTime() - 1)).toBe(published);
  expect(await at(expiresAt.getTime())).not.toBe(published);
});

test("moves when a page revision's publish time falls due, with no write", async () => {
  const draft = (await t.app.inject({ url: '/api/pages/contact/draft', headers: t.auth(t.adminToken) })).json();
  // Days ahead: clear of the scheduled notice above, whose times are hours ahead.
  const publishAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pages/contact/publish',
    headers: t.auth(t.adminToken),
    payload: { version: draft.version, publishAt: publishAt.toISOString() },
  });
  expect(res.statusCode).toBeLessThan(300);
  const at = (ms: number) => t.app.ctx.contentVersion.current(new Date(ms).toISOString());
  const before = await at(publishAt.getTime() - 1);
  expect(await at(publishAt.getTime() - 1000)).toBe(before);
  expect(await at(publishAt.getTime())).not.toBe(before);
});

test('is in the OpenAPI document', async () => {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
  expect(doc.paths['/api/content-version']).toBeDefined();
});
