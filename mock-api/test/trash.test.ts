// Deletes move records to the trash for 30 days, files included; a restore brings back exactly what
// was deleted, everywhere it was shown; a purge (an admin's, or the sweep's after 30 days) removes it.
import { sweepTrash } from '../src/routes/trash';
import { PNG_BYTES } from './fixtures';
import { isStored, setup, storedBytes } from './helpers';
import { createAccount, createFaculty, createNotice, createPhoto, importAlumni, trashItems } from './staff';

let now = Date.parse('2026-11-26T09:00:00.000Z');
let t: Awaited<ReturnType<typeof setup>>;
let editor: { id: string; token: string };
beforeAll(async () => {
  t = await setup({ clock: () => now });
  editor = await createAccount(t.app, t.adminToken, 'trash.editor@test.local', 'editor');
});
afterAll(() => t.cleanup());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const get = async (url: string) => (await t.app.inject({ url })).json();
const del = (url: string) => t.app.inject({ method: 'DELETE', url, headers: as(editor.token) });
const restore = (trashId: string) =>
  t.app.inject({ method: 'POST', url: `/api/trash/${trashId}/restore`, headers: as(editor.token) });
const trashIdOf = async (entityId: string) =>
  (await trashItems(t.app, editor.token)).find((i) => i.entityId === entityId)!._id;
const version = async (name: string) =>
  Number(
    (
      await t.app.ctx.store.db
        .selectFrom('cache_versions')
        .select('version')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).version,
  );
const searchIds = async (q: string) =>
  Object.values((await get(`/api/search?q=${encodeURIComponent(q)}`)).results as Record<string, { id: string }[]>)
    .flat()
    .map((h) => h.id);

test('a notice: gone from the board, the feed, search and its PDF; restored exactly, everywhere', async () => {
  const notice = await createNotice(t.app, editor.token, 'Zygomatic rota notice');
  const before = (await get('/api/notices')).find((n: { _id: string }) => n._id === notice._id);
  const pdf = await storedBytes(t.app, notice.pdfUrl);
  expect(await searchIds('Zygomatic')).toContain(notice._id);
  const v = await version('notices');

  expect((await del(`/api/notices/${notice._id}`)).json().message).toBe('Notice moved to the trash');
  expect((await get('/api/notices')).map((n: { _id: string }) => n._id)).not.toContain(notice._id);
  expect((await t.app.inject({ url: '/api/notices/feed' })).body).not.toContain(notice._id);
  expect(await searchIds('Zygomatic')).not.toContain(notice._id);
  expect((await t.app.inject({ url: notice.pdfUrl })).statusCode).toBe(404);
  expect(await version('notices')).toBeGreaterThan(v);

  const item = (await trashItems(t.app, editor.token)).find((i) => i.entityId === notice._id)!;
  expect(item).toMatchObject({ entity: 'notice', label: 'Zygomatic rota notice', files: [notice.pdfUrl] });
  const v2 = await version('notices');
  const res = await restore(item._id);
  expect(res.statusCode).toBe(200);
  expect(res.json().record).toEqual(before);
  expect(await version('notices')).toBeGreaterThan(v2);
  expect((await get('/api/notices')).find((n: { _id: string }) => n._id === notice._id)).toEqual(before);
  expect((await t.app.inject({ url: '/api/notices/feed' })).body).toContain(notice._id);
  expect(await searchIds('Zygomatic')).toContain(notice._id);
  const served = await t.app.inject({ url: notice.pdfUrl });
  expect(served.statusCode).toBe(200);
  expect(served.rawPayload.equals(pdf!)).toBe(true);
  expect((await trashItems(t.app, editor.token)).some((i) => i._id === item._id)).toBe(false);
});

test('a faculty member with a picture and four lists comes back exactly, picture and derivatives served again', async () => {
  const member = await createFaculty(t.app, editor.token, 'Dr. Quetzal (sample)', true);
  const before = await get(`/api/faculty/${member._id}`);
  expect(before.facultyPicture).toBeTruthy();
  expect(await searchIds('Quetzal')).toContain(member._id);
  await del(`/api/faculty/${member._id}`);
  expect((await t.app.inject({ url: `/api/faculty/${member._id}` })).statusCode).toBe(404);
  expect((await get('/api/faculty/department/Anatomy')).map?.((m: { _id: string }) => m._id) ?? []).not.toContain(
    member._id,
  );
  expect(await searchIds('Quetzal')).not.toContain(member._id);
  expect((await t.app.inject({ url: before.facultyPicture })).statusCode).toBe(404);
  expect(await isStored(t.app, before.facultyPicture)).toBe(true);

  expect((await restore(await trashIdOf(member._id))).statusCode).toBe(200);
  expect(await get(`/api/faculty/${member._id}`)).toEqual(before);
  expect((await get('/api/faculty')).find((m: { _id: string }) => m._id === member._id)).toEqual(before);
  expect(await searchIds('Quetzal')).toContain(member._id);
  expect((await t.app.inject({ url: before.facultyPicture })).statusCode).toBe(200);
});

test('a photo comes back with its image; an alumni record with every field', async () => {
  const photo = await createPhoto(t.app, editor.token, 'Harbour at dusk');
  const beforePhoto = (await get('/api/photo')).find((p: { _id: string }) => p._id === photo._id);
  await del(`/api/photo/${photo._id}`);
  expect((await get('/api/photo')).map((p: { _id: string }) => p._id)).not.toContain(photo._id);
  await restore(await trashIdOf(photo._id));
  expect((await get('/api/photo')).find((p: { _id: string }) => p._id === photo._id)).toEqual(beforePhoto);
  expect((await t.app.inject({ url: photo.imageUrl })).rawPayload.length).toBeGreaterThan(PNG_BYTES.length / 4);

  await importAlumni(t.app, editor.token, [
    ['TR-1', 'Xenia Trash (sample)', 2014, 'MBBS', 'Surgery', 'xenia@example.com', 'Acme', 'Surgeon', 'Dhaka'],
  ]);
  const alumnus = (await get('/api/alumni')).data.find((a: { alumniId?: string }) => a.alumniId === 'TR-1');
  await del(`/api/alumni/${alumnus._id}`);
  expect((await get('/api/alumni')).data.map((a: { _id: string }) => a._id)).not.toContain(alumnus._id);
  expect(await searchIds('Xenia')).not.toContain(alumnus._id);
  await restore(await trashIdOf(alumnus._id));
  expect((await get('/api/alumni')).data.find((a: { _id: string }) => a._id === alumnus._id)).toEqual(alumnus);
  expect(await searchIds('Xenia')).toContain(alumnus._id);
});

test('restoring an alumni record whose Alumni ID was taken meanwhile is refused with a reason', async () => {
  await importAlumni(t.app, editor.token, [['TK-1', 'First Owner (sample)', 2010, 'MBBS', 'Medicine']]);
  const first = (await get('/api/alumni')).data.find((a: { alumniId?: string }) => a.alumniId === 'TK-1');
  await del(`/api/alumni/${first._id}`);
  await importAlumni(t.app, editor.token, [['TK-1', 'Second Owner (sample)', 2011, 'MBBS', 'Medicine']]);
  const res = await restore(await trashIdOf(first._id));
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toMatch(/cannot be restored/);
  expect((await trashItems(t.app, editor.token)).some((i) => i.entityId === first._id)).toBe(true);
});

test('an admin purges an item with its files; restoring or purging it again is 404', async () => {
  const photo = await createPhoto(t.app, editor.token, 'Purge me');
  await del(`/api/photo/${photo._id}`);
  const id = await trashIdOf(photo._id);
  expect(
    (await t.app.inject({ method: 'DELETE', url: `/api/trash/${id}`, headers: as(editor.token) })).statusCode,
  ).toBe(403);
  const purged = await t.app.inject({ method: 'DELETE', url: `/api/trash/${id}`, headers: as(t.adminToken) });
  expect(purged.statusCode).toBe(200);
  expect(await isStored(t.app, photo.imageUrl)).toBe(false);
  expect((await restore(id)).statusCode).toBe(404);
  expect(
    (await t.app.inject({ method: 'DELETE', url: `/api/trash/${id}`, headers: as(t.adminToken) })).statusCode,
  ).toBe(404);
});

test('the sweep purges what has been in the trash for 30 days, files included, and nothing younger', async () => {
  const old = await createNotice(t.app, editor.token, 'Thirty days old');
  await del(`/api/notices/${old._id}`);
  now += 20 * 24 * 60 * 60 * 1000;
  const young = await createNotice(t.app, editor.token, 'Ten days old');
  await del(`/api/notices/${young._id}`);
  now += 10 * 24 * 60 * 60 * 1000 + 1000;
  try {
    const before = (await trashItems(t.app, editor.token)).length;
    const purged = await sweepTrash(t.app.ctx);
    expect(purged).toBeGreaterThanOrEqual(1);
    const left = await trashItems(t.app, editor.token);
    expect(left.some((i) => i.entityId === old._id)).toBe(false);
    expect(left.some((i) => i.entityId === young._id)).toBe(true);
    expect(left.length).toBe(before - purged);
    expect(await isStored(t.app, old.pdfUrl)).toBe(false);
    expect(await isStored(t.app, young.pdfUrl)).toBe(true);
    const log = (await t.app.inject({ url: `/api/audit?entity=notice`, headers: as(t.adminToken) })).json();
    expect(
      log.data.find((e: { action: string; entityId: string }) => e.action === 'purge' && e.entityId === old._id),
    ).toMatchObject({
      actorEmail: null,
      ip: 'trash sweep (30 days)',
    });
  } finally {
    now -= 30 * 24 * 60 * 60 * 1000 + 1000;
  }
});

test('a restart keeps trashed files (the start-up orphan sweep knows them)', async () => {
  const notice = await createNotice(t.app, editor.token, 'Survives a restart');
  await del(`/api/notices/${notice._id}`);
  const refs = await (await import('../src/uploads/serving')).referencedUploads(t.app.ctx.store.db);
  expect(refs).toContain(notice.pdfUrl);
});
