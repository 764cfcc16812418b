// Every data-changing request writes an audit row in the same transaction as its change. This test
// walks the API's own route table: a new POST/PUT/PATCH/DELETE route without a fixture here, or whose
// fixture writes no audit row naming that route, fails it.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { MUTATING_METHODS } from '../src/server';
import { GIF_BYTES } from './fixtures';
import { multipart, setup } from './helpers';
import {
  createAccount,
  createFaculty,
  createNotice,
  createPhoto,
  importAlumni,
  STAFF_PASSWORD,
  tokenOf,
  trashItems,
} from './staff';

let t: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t.cleanup());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (options: InjectOptions) => t.app.inject(options);
let counter = 0;
const unique = (what: string) => `${what}-${(counter += 1)}`;

async function trashedNoticeId(): Promise<string> {
  const notice = await createNotice(t.app, t.adminToken, unique('Audit notice'));
  await call({ method: 'DELETE', url: `/api/notices/${notice._id}`, headers: as(t.adminToken) });
  return (await trashItems(t.app, t.adminToken)).find((i) => i.entityId === notice._id)!._id;
}

/** Saves the document's draft as it is, over the version just read (the editor's Save draft). */
async function saveDraft(base: string) {
  const draft = (await call({ url: `${base}/draft`, headers: as(t.adminToken) })).json();
  return call({
    method: 'PUT',
    url: `${base}/draft`,
    headers: as(t.adminToken),
    payload: { content: draft.content, version: draft.version },
  });
}

async function publishDraft(base: string) {
  const draft = (await call({ url: `${base}/draft`, headers: as(t.adminToken) })).json();
  return call({
    method: 'POST',
    url: `${base}/publish`,
    headers: as(t.adminToken),
    payload: { version: draft.version },
  });
}

async function restoreFirst(base: string) {
  const revisions = (await call({ url: `${base}/revisions`, headers: as(t.adminToken) })).json();
  const oldest = revisions[revisions.length - 1];
  return call({ method: 'POST', url: `${base}/revisions/${oldest.id}/restore`, headers: as(t.adminToken) });
}

function newPublication() {
  return call({
    method: 'POST',
    url: '/api/publications',
    headers: as(t.adminToken),
    payload: { title: unique('Audit article'), authors: ['A. Author'], date: '2026-01-05', category: 'Audit' },
  });
}

/** One successful call per mutating route, keyed 'METHOD /url' as Fastify registered it. */
const FIXTURES: Record<string, () => Promise<LightMyRequestResponse>> = {
  'POST /api/auth/register': () =>
    call({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Audit Reg', email: `${unique('reg')}@test.local`, password: 'Register-Password-7' },
    }),
  'POST /api/auth/login': () =>
    call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@test.local', password: 'Admin-Password-1' },
    }),
  'POST /api/auth/password': async () => {
    const { token } = await createAccount(t.app, t.adminToken, `${unique('pw')}@test.local`, 'user');
    return call({
      method: 'POST',
      url: '/api/auth/password',
      headers: as(token),
      payload: { currentPassword: STAFF_PASSWORD, newPassword: 'Another-Password-99' },
    });
  },
  'PATCH /api/auth/me': async () => {
    const { token } = await createAccount(t.app, t.adminToken, `${unique('lang')}@test.local`, 'user');
    return call({ method: 'PATCH', url: '/api/auth/me', headers: as(token), payload: { language: 'bn' } });
  },
  'POST /api/auth/logout': async () => {
    const { token } = await createAccount(t.app, t.adminToken, `${unique('out')}@test.local`, 'user');
    return call({ method: 'POST', url: '/api/auth/logout', headers: as(token) });
  },
  'POST /api/auth/reset': async () => {
    const created = await call({
      method: 'POST',
      url: '/api/users',
      headers: as(t.adminToken),
      payload: { username: 'Reset', email: `${unique('reset')}@test.local`, role: 'editor' },
    });
    const token = tokenOf(created.json().resetLink.url);
    return call({ method: 'POST', url: '/api/auth/reset', payload: { token, password: 'Fresh-Password-31' } });
  },
  'POST /api/faculty': async () => {
    const { facultyForm } = await import('./staff');
    const form = facultyForm(unique('Dr. Audit'));
    return call({
      method: 'POST',
      url: '/api/faculty',
      payload: form.payload,
      headers: { ...form.headers, ...as(t.adminToken) },
    });
  },
  'PUT /api/faculty/:id': async () => {
    const member = await createFaculty(t.app, t.adminToken, unique('Dr. Put'));
    return call({
      method: 'PUT',
      url: `/api/faculty/${member._id}`,
      headers: as(t.adminToken),
      payload: { designation: 'Lecturer' },
    });
  },
  'PUT /api/faculty/:id/picture': async () => {
    const member = await createFaculty(t.app, t.adminToken, unique('Dr. Pic'));
    const form = multipart({}, { facultyPicture: { filename: 'c.gif', content: GIF_BYTES } });
    return call({
      method: 'PUT',
      url: `/api/faculty/${member._id}/picture`,
      payload: form.payload,
      headers: { ...form.headers, ...as(t.adminToken) },
    });
  },
  'DELETE /api/faculty/:id/picture': async () => {
    const member = await createFaculty(t.app, t.adminToken, unique('Dr. NoPic'), true);
    return call({ method: 'DELETE', url: `/api/faculty/${member._id}/picture`, headers: as(t.adminToken) });
  },
  'DELETE /api/faculty/:id': async () => {
    const member = await createFaculty(t.app, t.adminToken, unique('Dr. Gone'));
    return call({ method: 'DELETE', url: `/api/faculty/${member._id}`, headers: as(t.adminToken) });
  },
  'POST /api/notices/upload': async () => {
    const { PDF_BYTES } = await import('./fixtures');
    const form = multipart({ title: unique('Up') }, { pdf: { filename: 'n.pdf', content: PDF_BYTES } });
    return call({
      method: 'POST',
      url: '/api/notices/upload',
      payload: form.payload,
      headers: { ...form.headers, ...as(t.adminToken) },
    });
  },
  'PUT /api/notices/:id': async () => {
    const notice = await createNotice(t.app, t.adminToken, unique('Edit me'));
    return call({
      method: 'PUT',
      url: `/api/notices/${notice._id}`,
      headers: as(t.adminToken),
      payload: { title: 'Edited' },
    });
  },
  'POST /api/notices/:id/text/retry': async () => {
    const notice = await createNotice(t.app, t.adminToken, unique('Read me again'));
    return call({ method: 'POST', url: `/api/notices/${notice._id}/text/retry`, headers: as(t.adminToken) });
  },
  'DELETE /api/notices/:id': async () => {
    const notice = await createNotice(t.app, t.adminToken, unique('Delete me'));
    return call({ method: 'DELETE', url: `/api/notices/${notice._id}`, headers: as(t.adminToken) });
  },
  'POST /api/photo/upload': async () => {
    const { PNG_BYTES } = await import('./fixtures');
    const form = multipart({ title: unique('Photo') }, { photo: { filename: 'p.png', content: PNG_BYTES } });
    return call({
      method: 'POST',
      url: '/api/photo/upload',
      payload: form.payload,
      headers: { ...form.headers, ...as(t.adminToken) },
    });
  },
  'DELETE /api/photo/:id': async () => {
    const photo = await createPhoto(t.app, t.adminToken, unique('Gone photo'));
    return call({ method: 'DELETE', url: `/api/photo/${photo._id}`, headers: as(t.adminToken) });
  },
  'POST /api/alumni/upload': () =>
    importAlumni(t.app, t.adminToken, [
      [unique('AU'), 'Audit Alumnus (sample)', 2012, 'MBBS', 'Medicine', `${unique('au')}@example.com`],
    ]),
  'PUT /api/alumni/:id': async () => {
    const id = unique('AP');
    await importAlumni(t.app, t.adminToken, [[id, 'Put Alumnus (sample)', 2012, 'MBBS', 'Medicine']]);
    const all = (await call({ url: '/api/alumni' })).json().data as { _id: string; alumniId?: string }[];
    const target = all.find((a) => a.alumniId === id)!;
    return call({
      method: 'PUT',
      url: `/api/alumni/${target._id}`,
      headers: as(t.adminToken),
      payload: {
        alumniId: id,
        fullName: 'Put Alumnus Edited (sample)',
        graduationYear: 2012,
        degree: 'MBBS',
        major: 'Medicine',
      },
    });
  },
  'DELETE /api/alumni/:id': async () => {
    const id = unique('AD');
    await importAlumni(t.app, t.adminToken, [[id, 'Gone Alumnus (sample)', 2012, 'MBBS', 'Medicine']]);
    const all = (await call({ url: '/api/alumni' })).json().data as { _id: string; alumniId?: string }[];
    return call({
      method: 'DELETE',
      url: `/api/alumni/${all.find((a) => a.alumniId === id)!._id}`,
      headers: as(t.adminToken),
    });
  },
  'POST /api/alumni/imports/:id/undo': async () => {
    const res = await importAlumni(t.app, t.adminToken, [
      [unique('UN'), 'Undo Alumnus (sample)', 2012, 'MBBS', 'Medicine'],
    ]);
    return call({ method: 'POST', url: `/api/alumni/imports/${res.json().importId}/undo`, headers: as(t.adminToken) });
  },
  'POST /api/users': () =>
    call({
      method: 'POST',
      url: '/api/users',
      headers: as(t.adminToken),
      payload: { username: 'New Staff', email: `${unique('staff')}@test.local`, role: 'editor' },
    }),
  'PATCH /api/users/:id': async () => {
    const { id } = await createAccount(t.app, t.adminToken, `${unique('patch')}@test.local`, 'user');
    return call({ method: 'PATCH', url: `/api/users/${id}`, headers: as(t.adminToken), payload: { role: 'editor' } });
  },
  'POST /api/users/:id/reset-link': async () => {
    const { id } = await createAccount(t.app, t.adminToken, `${unique('link')}@test.local`, 'user');
    return call({ method: 'POST', url: `/api/users/${id}/reset-link`, headers: as(t.adminToken) });
  },
  // Pages and the site settings: a draft saved over the version read, published, an earlier revision
  // restored (the editor's three writes).
  'PUT /api/pages/:slug/draft': () => saveDraft('/api/pages/contact'),
  'POST /api/pages/:slug/publish': () => publishDraft('/api/pages/contact'),
  'POST /api/pages/:slug/revisions/:id/restore': () => restoreFirst('/api/pages/contact'),
  'PUT /api/site/draft': () => saveDraft('/api/site'),
  'POST /api/site/publish': () => publishDraft('/api/site'),
  'POST /api/site/revisions/:id/restore': () => restoreFirst('/api/site'),
  'POST /api/content/images': async () => {
    const { PNG_BYTES } = await import('./fixtures');
    const form = multipart({}, { image: { filename: 'slide.png', content: PNG_BYTES } });
    return call({
      method: 'POST',
      url: '/api/content/images',
      payload: form.payload,
      headers: { ...form.headers, ...as(t.adminToken) },
    });
  },
  // The journal's publications: added with a link, edited, moved to the trash.
  'POST /api/publications': () => newPublication(),
  'PUT /api/publications/:id': async () => {
    const { _id } = (await newPublication()).json();
    return call({
      method: 'PUT',
      url: `/api/publications/${_id}`,
      headers: as(t.adminToken),
      payload: { category: 'Edited category' },
    });
  },
  'DELETE /api/publications/:id': async () => {
    const { _id } = (await newPublication()).json();
    return call({ method: 'DELETE', url: `/api/publications/${_id}`, headers: as(t.adminToken) });
  },
  'POST /api/trash/:id/restore': async () =>
    call({ method: 'POST', url: `/api/trash/${await trashedNoticeId()}/restore`, headers: as(t.adminToken) }),
  'DELETE /api/trash/:id': async () =>
    call({ method: 'DELETE', url: `/api/trash/${await trashedNoticeId()}`, headers: as(t.adminToken) }),
};

const auditRows = (route: string) =>
  t.app.ctx.store.db.selectFrom('audit_log').selectAll().where('route', '=', route).execute();

test('the route table has data-changing routes, and each one has a fixture here', () => {
  const mutating = t.app.routeList
    .filter((r) => MUTATING_METHODS.includes(r.method))
    .map((r) => `${r.method} ${r.url}`);
  expect(mutating.length).toBeGreaterThanOrEqual(20);
  expect(mutating.filter((route) => !(route in FIXTURES))).toEqual([]);
});

test('every data-changing route writes an audit row naming it, its caller and its address', async () => {
  const mutating = t.app.routeList
    .filter((r) => MUTATING_METHODS.includes(r.method))
    .map((r) => `${r.method} ${r.url}`);
  const silent: string[] = [];
  for (const route of mutating) {
    const fixture = FIXTURES[route];
    if (!fixture) continue; // reported by the test above
    const before = (await auditRows(route)).length;
    const res = await fixture();
    expect({ route, status: res.statusCode < 400 ? 'ok' : res.body }).toEqual({ route, status: 'ok' });
    const rows = await auditRows(route);
    if (rows.length <= before) silent.push(route);
    for (const row of rows.slice(before)) {
      expect(row.ip).toBeTruthy();
      expect(row.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
  }
  expect(silent).toEqual([]);
});

test('no audit row holds a password, a hash or a token', async () => {
  const rows = await t.app.ctx.store.db.selectFrom('audit_log').selectAll().execute();
  expect(rows.length).toBeGreaterThan(20);
  const text = JSON.stringify(rows);
  // The passwords this file sent, argon2 hashes, JWTs and reset tokens (43 base64url characters).
  for (const secret of [
    'Admin-Password-1',
    STAFF_PASSWORD,
    'Another-Password-99',
    'Fresh-Password-31',
    'Register-Password-7',
  ])
    expect(text).not.toContain(secret);
  expect(text).not.toMatch(/\$argon2|eyJ[A-Za-z0-9_-]{10,}\.|[A-Za-z0-9_-]{43}/);
  const keys = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, inner] of Object.entries(v)) {
        keys.add(k);
        walk(inner);
      }
  };
  for (const row of rows) for (const d of [row.before_data, row.after_data]) if (d) walk(JSON.parse(d));
  expect([...keys].filter((k) => /pass|hash|token|secret/i.test(k))).toEqual([]);
});

test('the log names the person: an editor’s delete is theirs, with the record before it', async () => {
  const editor = await createAccount(t.app, t.adminToken, 'audit.editor@test.local', 'editor');
  const notice = await createNotice(t.app, editor.token, 'Editor’s notice');
  await call({ method: 'DELETE', url: `/api/notices/${notice._id}`, headers: as(editor.token) });
  const page = await call({ url: `/api/audit?actor=${editor.id}&entity=notice`, headers: as(t.adminToken) });
  expect(page.statusCode).toBe(200);
  const { data, total } = page.json();
  expect(total).toBe(2);
  expect(data.map((e: { action: string }) => e.action)).toEqual(['delete', 'create']);
  expect(data[0]).toMatchObject({
    actorEmail: 'audit.editor@test.local',
    actorRole: 'editor',
    entity: 'notice',
    entityId: notice._id,
    route: 'DELETE /api/notices/:id',
    before: { _id: notice._id, title: 'Editor’s notice', pdfUrl: notice.pdfUrl },
  });
});

test('GET /audit pages, filters by day, refuses editors and users, and explains a bad range', async () => {
  const first = (await call({ url: '/api/audit?pageSize=5', headers: as(t.adminToken) })).json();
  const second = (await call({ url: '/api/audit?pageSize=5&page=2', headers: as(t.adminToken) })).json();
  expect(first.data).toHaveLength(5);
  expect(first.total).toBe(second.total);
  expect(second.data[0]._id).toBeLessThan(first.data[4]._id);
  // Days are Dhaka's (UTC+6): from six in the evening UTC it is already tomorrow there.
  const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
  const dayPage = (await call({ url: `/api/audit?from=${today}&to=${today}`, headers: as(t.adminToken) })).json();
  expect(dayPage.total).toBe(first.total);
  const none = (await call({ url: '/api/audit?from=2001-01-01&to=2001-01-02', headers: as(t.adminToken) })).json();
  expect(none.total).toBe(0);
  const bad = await call({ url: '/api/audit?from=2026-02-02&to=2026-02-01', headers: as(t.adminToken) });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toMatch(/must not be after/);
  const editor = await createAccount(t.app, t.adminToken, 'audit.reader@test.local', 'editor');
  expect((await call({ url: '/api/audit', headers: as(editor.token) })).statusCode).toBe(403);
  expect((await call({ url: '/api/audit', headers: as(t.userToken) })).statusCode).toBe(403);
  expect((await call({ url: '/api/audit' })).statusCode).toBe(401);
});

test('a refused or failed change writes no audit row', async () => {
  const count = async () =>
    Number(
      (
        await t.app.ctx.store.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const before = await count();
  await call({ method: 'DELETE', url: '/api/notices/no-such-notice', headers: as(t.adminToken) });
  await call({ method: 'PUT', url: '/api/faculty/none', headers: as(t.userToken), payload: { name: 'x' } });
  expect(await count()).toBe(before);
});

test('the log’s own sentences give their times in Dhaka time, as the portal does, never in UTC', async () => {
  const { id } = await createAccount(t.app, t.adminToken, `${unique('dhaka')}@test.local`, 'user');
  const link = await call({ method: 'POST', url: `/api/users/${id}/reset-link`, headers: as(t.adminToken) });
  expect(link.statusCode).toBe(201);
  const { expiresAt } = link.json() as { expiresAt: string };
  const log = await call({ url: '/api/audit?entity=user&pageSize=50', headers: as(t.adminToken) });
  const row = (log.json() as { data: Array<{ action: string; entityId: string; summary: string }> }).data.find(
    (r) => r.action === 'reset-link' && r.entityId === id,
  )!;
  // Dhaka is six hours ahead of UTC all year.
  const dhaka = new Date(Date.parse(expiresAt) + 6 * 3600_000).toISOString();
  expect(row.summary).toContain(`valid until ${dhaka.slice(11, 16)} (Dhaka time) on ${dhaka.slice(0, 10)}`);
  expect(row.summary).not.toMatch(/UTC/);
});
