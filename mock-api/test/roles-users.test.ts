// Roles (admin, editor, user), users management, disabled accounts and one-time reset links.
import { login, setup } from './helpers';
import { createAccount, createNotice, importAlumni, STAFF_PASSWORD, tokenOf, trashItems } from './staff';
import { multipart } from './helpers';
import { PNG_BYTES } from './fixtures';

let now = Date.parse('2026-11-26T10:00:00.000Z');
let t: Awaited<ReturnType<typeof setup>>;
let editor: { id: string; token: string };
beforeAll(async () => {
  t = await setup({ clock: () => now });
  editor = await createAccount(t.app, t.adminToken, 'editor@test.local', 'editor');
});
afterAll(() => t.cleanup());

const as = (token: string) => ({ authorization: `Bearer ${token}` });

describe('an editor', () => {
  test('does every content task: notices, photos, faculty, alumni, the trash and import history', async () => {
    const notice = await createNotice(t.app, editor.token, 'Editor notice');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/notices/${notice._id}`,
          headers: as(editor.token),
          payload: { title: 'Edited' },
        })
      ).statusCode,
    ).toBe(200);
    const photo = multipart({ title: 'Editor photo' }, { photo: { filename: 'p.png', content: PNG_BYTES } });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/photo/upload',
          payload: photo.payload,
          headers: { ...photo.headers, ...as(editor.token) },
        })
      ).statusCode,
    ).toBe(201);
    const imported = await importAlumni(t.app, editor.token, [
      ['ED-1', 'Editor Alumnus (sample)', 2011, 'MBBS', 'Medicine'],
    ]);
    expect(imported.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/alumni/imports', headers: as(editor.token) })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/notices/${notice._id}`, headers: as(editor.token) }))
        .statusCode,
    ).toBe(200);
    const item = (await trashItems(t.app, editor.token)).find((i) => i.entityId === notice._id)!;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/trash/${item._id}/restore`, headers: as(editor.token) }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/notices/admin', headers: as(editor.token) })).statusCode).toBe(200);
  });

  test('gets 403 from user management, the audit log and purging, and nothing changes', async () => {
    const notice = await createNotice(t.app, editor.token, 'Not purgeable by an editor');
    await t.app.inject({ method: 'DELETE', url: `/api/notices/${notice._id}`, headers: as(editor.token) });
    const item = (await trashItems(t.app, editor.token)).find((i) => i.entityId === notice._id)!;
    const calls = [
      { method: 'GET' as const, url: '/api/users' },
      { method: 'POST' as const, url: '/api/users', payload: { username: 'x', email: 'x@test.local', role: 'admin' } },
      { method: 'PATCH' as const, url: `/api/users/${editor.id}`, payload: { role: 'admin' } },
      { method: 'POST' as const, url: `/api/users/${editor.id}/reset-link` },
      { method: 'GET' as const, url: '/api/audit' },
      { method: 'DELETE' as const, url: `/api/trash/${item._id}` },
    ];
    for (const c of calls) {
      const res = await t.app.inject({ ...c, headers: as(editor.token) });
      expect({ call: `${c.method} ${c.url}`, status: res.statusCode }).toEqual({
        call: `${c.method} ${c.url}`,
        status: 403,
      });
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await trashItems(t.app, t.adminToken)).some((i) => i._id === item._id)).toBe(true);
    const me = (await t.app.inject({ url: '/api/auth/profile', headers: as(editor.token) })).json();
    expect(me.role).toBe('editor');
  });

  test('a plain user gets 403 from every staff route', async () => {
    for (const url of ['/api/trash', '/api/alumni/imports', '/api/notices/admin', '/api/users'])
      expect((await t.app.inject({ url, headers: as(t.userToken) })).statusCode).toBe(403);
  });
});

describe('users management', () => {
  test('lists accounts with role, last sign-in and state, staff first', async () => {
    const res = await t.app.inject({ url: '/api/users', headers: as(t.adminToken) });
    expect(res.statusCode).toBe(200);
    const users = res.json() as { email: string; role: string; lastLoginAt: string | null; disabled: boolean }[];
    expect(users[0]).toMatchObject({ email: 'admin@test.local', role: 'admin', disabled: false });
    expect(users[0]!.lastLoginAt).toMatch(/^\d{4}-/);
    expect(users.find((u) => u.email === 'editor@test.local')).toMatchObject({ role: 'editor' });
    expect(users.at(-1)!.role).toBe('user');
    expect(JSON.stringify(users)).not.toMatch(/password|hash|token/i);
  });

  test('creating an account answers a reset link; a duplicate email is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as(t.adminToken),
      payload: { username: 'New Editor', email: 'New.Editor@test.local', role: 'editor' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ email: 'new.editor@test.local', role: 'editor', lastLoginAt: null });
    expect(body.resetLink.url).toMatch(/^\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(body.resetLink.expiresAt).toBe('2026-11-27T10:00:00.000Z');
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as(t.adminToken),
      payload: { username: 'Again', email: 'new.editor@test.local', role: 'user' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('An account with this email already exists');
  });

  test('a role change takes effect on the next call', async () => {
    const { id, token } = await createAccount(t.app, t.adminToken, 'promote@test.local', 'user');
    expect((await t.app.inject({ url: '/api/trash', headers: as(token) })).statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: as(t.adminToken),
      payload: { role: 'editor' },
    });
    expect(res.json()).toMatchObject({ role: 'editor' });
    expect((await t.app.inject({ url: '/api/trash', headers: as(token) })).statusCode).toBe(200);
  });

  test('disabling ends the account’s sessions at once and stops its sign-in; re-enabling lets it sign in again', async () => {
    const { id, token } = await createAccount(t.app, t.adminToken, 'leaver@test.local', 'editor');
    const second = await login(t.app, 'leaver@test.local', STAFF_PASSWORD);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: as(t.adminToken),
      payload: { disabled: true },
    });
    expect(off.json()).toMatchObject({ disabled: true });
    for (const session of [token, second]) {
      const res = await t.app.inject({ url: '/api/auth/profile', headers: as(session) });
      expect(res.statusCode).toBe(401);
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'leaver@test.local', password: STAFF_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This account has been disabled. Ask an administrator.');
    const link = await t.app.inject({ method: 'POST', url: `/api/users/${id}/reset-link`, headers: as(t.adminToken) });
    expect(link.statusCode).toBe(400);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: as(t.adminToken),
      payload: { disabled: false },
    });
    // The old sessions stay ended; a new sign-in works.
    expect((await t.app.inject({ url: '/api/auth/profile', headers: as(token) })).statusCode).toBe(401);
    const back = await login(t.app, 'leaver@test.local', STAFF_PASSWORD);
    expect((await t.app.inject({ url: '/api/auth/profile', headers: as(back) })).statusCode).toBe(200);
  });

  test('the last admin cannot be demoted or disabled, nor can an admin disable themselves', async () => {
    const admin = (await t.app.inject({ url: '/api/auth/profile', headers: as(t.adminToken) })).json();
    const demote = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${admin._id}`,
      headers: as(t.adminToken),
      payload: { role: 'editor' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toMatch(/last administrator/);
    const self = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${admin._id}`,
      headers: as(t.adminToken),
      payload: { disabled: true },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot disable your own account.');
    // With a second admin, the first may step down.
    const other = await createAccount(t.app, t.adminToken, 'second.admin@test.local', 'admin');
    const step = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${admin._id}`,
      headers: as(other.token),
      payload: { role: 'editor' },
    });
    expect(step.statusCode).toBe(200);
    const last = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${other.id}`,
      headers: as(other.token),
      payload: { role: 'user' },
    });
    expect(last.statusCode).toBe(409);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${admin._id}`,
      headers: as(other.token),
      payload: { role: 'admin' },
    });
  });

  test('bad input is refused with a reason', async () => {
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${editor.id}`,
      headers: as(t.adminToken),
      payload: { role: 'owner' },
    });
    expect(bad.statusCode).toBe(400);
    const none = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/nobody',
      headers: as(t.adminToken),
      payload: { role: 'user' },
    });
    expect(none.statusCode).toBe(404);
  });
});

describe('reset links', () => {
  test('work once, before they expire, and only the newest one', async () => {
    const { id } = await createAccount(t.app, t.adminToken, 'forgetful@test.local', 'editor');
    const issue = async () =>
      (
        await t.app.inject({ method: 'POST', url: `/api/users/${id}/reset-link`, headers: as(t.adminToken) })
      ).json() as {
        url: string;
        expiresAt: string;
      };
    const older = tokenOf((await issue()).url);
    const link = await issue();
    const token = tokenOf(link.url);
    expect((await t.app.inject({ url: `/api/auth/reset?token=${older}` })).statusCode).toBe(410);
    const info = await t.app.inject({ url: `/api/auth/reset?token=${token}` });
    expect(info.json()).toMatchObject({ email: 'forgetful@test.local', expiresAt: link.expiresAt });

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { token, password: 'password' },
    });
    expect(weak.statusCode).toBe(400);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { token, password: 'Brand-New-Pass-77' },
    });
    expect(set.statusCode).toBe(200);
    await login(t.app, 'forgetful@test.local', 'Brand-New-Pass-77');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { token, password: 'Another-New-Pass-78' },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/not valid any more/);

    const late = tokenOf((await issue()).url);
    now += 24 * 60 * 60 * 1000 + 1;
    try {
      expect((await t.app.inject({ url: `/api/auth/reset?token=${late}` })).statusCode).toBe(410);
    } finally {
      now -= 24 * 60 * 60 * 1000 + 1;
    }
  });
});

test('the OpenAPI document describes every new call beside the rest', async () => {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
  };
  const expected: Record<string, string[]> = {
    '/api/users': ['get', 'post'],
    '/api/users/{id}': ['patch'],
    '/api/users/{id}/reset-link': ['post'],
    '/api/audit': ['get'],
    '/api/trash': ['get'],
    '/api/trash/{id}/restore': ['post'],
    '/api/trash/{id}': ['delete'],
    '/api/alumni/imports': ['get'],
    '/api/alumni/imports/{id}/undo': ['post'],
    '/api/auth/reset': ['get', 'post'],
  };
  for (const [path, methods] of Object.entries(expected))
    expect({ path, methods: Object.keys(doc.paths[path] ?? {}).sort() }).toEqual({
      path,
      methods: [...methods].sort(),
    });
  expect(doc.paths['/api/alumni/upload']!.post!.parameters?.map((p) => p.name)).toContain('dryRun');
});
