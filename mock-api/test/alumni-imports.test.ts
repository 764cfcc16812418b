// The alumni import in two steps (a preview that writes nothing, then the import as a batch) and
// Undo, which removes exactly what the batch added and puts back what it changed.
import { performance } from 'node:perf_hooks';
import { setup } from './helpers';
import { createAccount, importAlumni } from './staff';

let t: Awaited<ReturnType<typeof setup>>;
let editor: { id: string; token: string };
beforeAll(async () => {
  t = await setup();
  editor = await createAccount(t.app, t.adminToken, 'import.editor@test.local', 'editor');
});
afterAll(() => t.cleanup());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
type Alumnus = { _id: string; alumniId?: string; fullName: string; jobTitle?: string };
const directory = async () => (await t.app.inject({ url: '/api/alumni' })).json().data as Alumnus[];
const count = async (table: 'audit_log' | 'alumni_imports') =>
  Number(
    (
      await t.app.ctx.store.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const undo = (id: string, token = editor.token) =>
  t.app.inject({ method: 'POST', url: `/api/alumni/imports/${id}/undo`, headers: as(token) });

test('the preview lists rows to add, to update and skipped (in words, by row number), and writes nothing', async () => {
  await importAlumni(t.app, editor.token, [
    ['PV-1', 'Preview Existing (sample)', 2010, 'MBBS', 'Medicine', 'pv1@example.com'],
  ]);
  const before = await directory();
  const [audits, batches] = [await count('audit_log'), await count('alumni_imports')];
  const res = await importAlumni(
    t.app,
    editor.token,
    [
      ['PV-1', 'Preview Existing (sample)', 2010, 'MBBS', 'Medicine', 'pv1@example.com', 'Acme'],
      ['PV-2', 'Preview New (sample)', 2012, 'MBBS', 'Surgery'],
      ['PV-3', '', 2012, 'MBBS', 'Surgery'],
      ['PV-4', 'Bad Year (sample)', 1800, 'MBBS', 'Surgery'],
    ],
    true,
  );
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    dryRun: true,
    added: 1,
    updated: 1,
    unchanged: 0,
    skipped: 2,
    toAdd: [{ row: 3, fullName: 'Preview New (sample)', graduationYear: 2012, alumniId: 'PV-2' }],
    toUpdate: [
      {
        row: 2,
        fullName: 'Preview Existing (sample)',
        graduationYear: 2010,
        alumniId: 'PV-1',
        email: 'pv1@example.com',
        changes: ['currentCompany'],
      },
    ],
    errors: [
      {
        row: 4,
        field: 'fullName',
        message: 'Full Name is required',
        code: 'IMPORT_ROW_INVALID',
        values: { row: 4, field: 'fullName', rule: 'required' },
      },
      {
        row: 5,
        field: 'graduationYear',
        message: expect.stringMatching(/^Graduation Year must be a year between/),
        code: 'IMPORT_ROW_INVALID',
        values: { row: 5, field: 'graduationYear', rule: 'range', min: 1950, max: new Date().getFullYear() + 10 },
      },
    ],
  });
  expect(await directory()).toEqual(before);
  expect([await count('audit_log'), await count('alumni_imports')]).toEqual([audits, batches]);
});

test('an import is a batch in the history; Undo removes what it added and puts back what it changed', async () => {
  await importAlumni(t.app, t.adminToken, [
    ['UD-1', 'Undo Existing (sample)', 2009, 'MBBS', 'Medicine', 'ud1@example.com'],
  ]);
  const before = await directory();
  const res = await importAlumni(t.app, editor.token, [
    ['UD-1', 'Undo Existing Renamed (sample)', 2009, 'MBBS', 'Medicine', 'ud1@example.com', 'NewCo'],
    ['UD-2', 'Undo Added (sample)', 2015, 'BDS', 'Dental'],
  ]);
  expect(res.json()).toMatchObject({ count: 2, added: 1, updated: 1, unchanged: 0, skipped: 0 });
  const importId = res.json().importId as string;
  const history = (await t.app.inject({ url: '/api/alumni/imports', headers: as(editor.token) })).json();
  expect(history[0]).toMatchObject({
    _id: importId,
    actorEmail: 'import.editor@test.local',
    fileName: 'alumni.xlsx',
    added: 1,
    updated: 1,
    undoneAt: null,
  });
  const undone = await undo(importId);
  expect(undone.statusCode).toBe(200);
  expect(undone.json()).toMatchObject({ removed: 1, restored: 1 });
  expect(await directory()).toEqual(before);
  const again = await undo(importId);
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('This import has been undone already.');
  expect((await undo('no-such-import')).statusCode).toBe(404);
  const after = (await t.app.inject({ url: '/api/alumni/imports', headers: as(editor.token) })).json();
  expect(after[0]).toMatchObject({ _id: importId, undoneByEmail: 'import.editor@test.local' });
});

test('an import whose records a later import changed cannot be undone first', async () => {
  const first = (
    await importAlumni(t.app, editor.token, [['LT-1', 'Layered (sample)', 2010, 'MBBS', 'Medicine']])
  ).json();
  const second = (
    await importAlumni(t.app, t.adminToken, [['LT-1', 'Layered Again (sample)', 2010, 'MBBS', 'Medicine']])
  ).json();
  const refused = await undo(first.importId);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toMatch(/A later import .* Undo that import first\./);
  expect((await undo(second.importId)).statusCode).toBe(200);
  expect((await undo(first.importId)).statusCode).toBe(200);
  expect((await directory()).some((a) => a.alumniId === 'LT-1')).toBe(false);
});

test('undo never erases an edit made after the import: refused with the names, or undoes the rest', async () => {
  await importAlumni(t.app, t.adminToken, [
    ['ED-1', 'Rahim Uddin (sample)', 2008, 'MBBS', 'Medicine', 'ed1@example.com'],
    ['ED-2', 'Untouched Existing (sample)', 2008, 'MBBS', 'Medicine', 'ed2@example.com'],
  ]);
  const res = await importAlumni(t.app, editor.token, [
    ['ED-1', 'Rahim Uddin (sample)', 2008, 'MBBS', 'Medicine', 'ed1@example.com', 'ImportCo'],
    ['ED-2', 'Untouched Existing (sample)', 2008, 'MBBS', 'Medicine', 'ed2@example.com', 'ImportCo'],
    ['ED-3', 'Karima Begum (sample)', 2016, 'BDS', 'Dental'],
    ['ED-4', 'Untouched Added (sample)', 2016, 'BDS', 'Dental'],
  ]);
  expect(res.json()).toMatchObject({ added: 2, updated: 2 });
  const importId = res.json().importId as string;
  const find = async (alumniId: string) => (await directory()).find((a) => a.alumniId === alumniId);
  // A clerk edits one record the import changed and one it added.
  const edit = async (alumniId: string, jobTitle: string) => {
    const record = (await find(alumniId)) as Alumnus & Record<string, unknown>;
    const { _id, createdAt: _c, updatedAt: _u, ...fields } = record;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/alumni/${_id}`,
      headers: as(editor.token),
      payload: { ...fields, jobTitle },
    });
    expect(put.statusCode).toBe(200);
  };
  await edit('ED-1', 'Professor');
  await edit('ED-3', 'Registrar');
  const audits = await count('audit_log');

  const refused = await undo(importId);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({
    message:
      '2 records were edited after this import: Karima Begum (sample), Rahim Uddin (sample). Undo the rest, or keep everything.',
    code: 'IMPORT_EDITED_SINCE',
    edited: [
      { _id: (await find('ED-3'))!._id, fullName: 'Karima Begum (sample)' },
      { _id: (await find('ED-1'))!._id, fullName: 'Rahim Uddin (sample)' },
    ],
  });
  // Refused means nothing undone.
  expect(await find('ED-4')).toBeDefined();
  expect(await count('audit_log')).toBe(audits);
  const history = (await t.app.inject({ url: '/api/alumni/imports', headers: as(editor.token) })).json();
  expect(history.find((b: { _id: string }) => b._id === importId).undoneAt).toBeNull();

  const rest = await t.app.inject({
    method: 'POST',
    url: `/api/alumni/imports/${importId}/undo?keepEdited=1`,
    headers: as(editor.token),
  });
  expect(rest.statusCode).toBe(200);
  expect(rest.json()).toMatchObject({ removed: 1, restored: 1, kept: 2 });
  expect(rest.json().message).toMatch(/2 record\(s\) edited since kept as they are/);
  // The edited records are as the clerk left them; the rest is as before the import.
  expect(await find('ED-1')).toMatchObject({ jobTitle: 'Professor', currentCompany: 'ImportCo' });
  expect(await find('ED-3')).toMatchObject({ jobTitle: 'Registrar', fullName: 'Karima Begum (sample)' });
  expect(await find('ED-4')).toBeUndefined();
  expect((await find('ED-2')) as Record<string, unknown>).not.toHaveProperty('currentCompany');
});

test('one edited record is named in the singular, and an edit the clerk reverted is no edit', async () => {
  const res = await importAlumni(t.app, editor.token, [
    ['ES-1', 'Single Edit (sample)', 2011, 'MBBS', 'Medicine'],
    ['ES-2', 'Reverted Edit (sample)', 2011, 'MBBS', 'Medicine'],
  ]);
  const importId = res.json().importId as string;
  const records = (await directory()).filter((a) => a.alumniId?.startsWith('ES-'));
  for (const [alumniId, jobTitles] of [
    ['ES-1', ['Lecturer']],
    ['ES-2', ['Lecturer', '']],
  ] as const) {
    const {
      _id,
      createdAt: _c,
      updatedAt: _u,
      ...fields
    } = records.find((a) => a.alumniId === alumniId) as Alumnus & Record<string, unknown>;
    for (const jobTitle of jobTitles)
      await t.app.inject({
        method: 'PUT',
        url: `/api/alumni/${_id}`,
        headers: as(editor.token),
        payload: { ...fields, ...(jobTitle ? { jobTitle } : {}) },
      });
  }
  const refused = await undo(importId);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(
    '1 record was edited after this import: Single Edit (sample). Undo the rest, or keep everything.',
  );
});

test('a re-import that changes nothing makes no batch', async () => {
  const rows = [['NC-1', 'No Change (sample)', 2010, 'MBBS', 'Medicine']];
  await importAlumni(t.app, editor.token, rows);
  const again = (await importAlumni(t.app, editor.token, rows)).json();
  expect(again).toMatchObject({ count: 1, added: 0, updated: 0, unchanged: 1 });
  expect(again.importId).toBeUndefined();
});

test('3,000 rows previewed, imported and undone leave the directory as it was; the log names each step', async () => {
  const base = Array.from({ length: 1500 }, (_, i) => [
    `BIG-${i}`,
    `Big Existing ${i} (sample)`,
    2000 + (i % 20),
    'MBBS',
    'Medicine',
  ]);
  await importAlumni(t.app, t.adminToken, base);
  const before = await directory();
  const rows = [
    ...base.map((r) => [...r, `big${r[0]}@example.com`, 'Changed Co']),
    ...Array.from({ length: 1500 }, (_, i) => [`NEW-${i}`, `Big New ${i} (sample)`, 2010, 'BDS', 'Dental']),
  ];
  const preview = (await importAlumni(t.app, editor.token, rows, true)).json();
  expect(preview).toMatchObject({ added: 1500, updated: 1500, skipped: 0 });
  expect(await directory()).toEqual(before);

  const imported = (await importAlumni(t.app, editor.token, rows)).json();
  expect(imported).toMatchObject({ count: 3000, added: 1500, updated: 1500 });
  expect((await directory()).length).toBe(before.length + 1500);

  const started = performance.now();
  const undone = await undo(imported.importId);
  const ms = performance.now() - started;
  expect(undone.json()).toMatchObject({ removed: 1500, restored: 1500 });
  expect(await directory()).toEqual(before);
  // The figure for the README; the assertion is on meaning, not on the machine's speed.
  console.info(`undo of a 3,000-row import (1,500 added, 1,500 updated): ${Math.round(ms)} ms`);

  const log = (
    await t.app.inject({ url: `/api/audit?entity=alumni-import&actor=${editor.id}`, headers: as(t.adminToken) })
  ).json();
  const steps = log.data.filter((e: { entityId: string }) => e.entityId === imported.importId);
  expect(steps.map((e: { action: string; actorEmail: string }) => [e.action, e.actorEmail])).toEqual([
    ['undo', 'import.editor@test.local'],
    ['import', 'import.editor@test.local'],
  ]);
}, 180_000); // several 3,000-row uploads; slow only when the 2 cores are shared with other suites
