// Two API processes (node dist/index.js, as an operator runs them) on one PostgreSQL database and
// one bucket, started at the same moment. Runs only in the PostgreSQL + S3 project (jest.pg.config.cjs).
import { imageDerivatives } from '@gsvmc/shared-types';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleAlumni, sampleFaculty } from '../src/seed/data';
import { PNG_BYTES } from './fixtures';
import { freePort } from './helpers';
import {
  apiRoot as root,
  bearer,
  json,
  login,
  startReplicaPair,
  stopReplicas,
  token,
  type Replica,
} from './replicaHarness';
import { alumniWorkbook } from './spreadsheets';

let env: NodeJS.ProcessEnv;
let a: Replica;
let b: Replica;

function form(fields: Record<string, string>, file: { field: string; name: string; bytes: Buffer; type: string }) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  return body;
}

beforeAll(async () => {
  ({ env, a, b } = await startReplicaPair());
}, 600_000);

afterAll(() => stopReplicas([a, b]));

test('replicas started together migrate once and seed once, and answer the same', async () => {
  const [statsA, statsB] = await Promise.all([
    fetch(`${a.url}/api/stats`).then(json),
    fetch(`${b.url}/api/stats`).then(json),
  ]);
  expect(statsA).toEqual(statsB);
  expect(statsA).toEqual({
    faculty: sampleFaculty().length,
    notices: expect.any(Number),
    photos: expect.any(Number),
    alumni: sampleAlumni().length,
  });
  const noticesA = await fetch(`${a.url}/api/notices`).then(json);
  expect(await fetch(`${b.url}/api/notices`).then(json)).toEqual(noticesA);
});

test('log in and upload through one replica; read and download through the other', async () => {
  const t = await token(a);
  const bytes = Buffer.concat([PNG_BYTES, Buffer.from('replica')]);
  const res = await fetch(`${a.url}/api/photo/upload`, {
    method: 'POST',
    headers: bearer(t),
    body: form({ title: 'Uploaded through A' }, { field: 'photo', name: 'a.png', bytes, type: 'image/png' }),
  });
  expect(res.status).toBe(201);
  const photo = await json(res);

  const listB = await fetch(`${b.url}/api/photo`).then(json);
  expect(listB[0]).toEqual(photo);
  const file = await fetch(`${b.url}${photo.imageUrl as string}`);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('image/png');
  expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  // Pictures are re-encoded at upload, so the bytes are A's stored copy, not the upload's:
  // B serves exactly what A serves, and a derivative A wrote to the bucket as well.
  const served = Buffer.from(await file.arrayBuffer());
  expect(served.subarray(0, 8).equals(PNG_BYTES.subarray(0, 8))).toBe(true);
  const fromA = Buffer.from(await (await fetch(`${a.url}${photo.imageUrl as string}`)).arrayBuffer());
  expect(served.equals(fromA)).toBe(true);
  const derivative = imageDerivatives(photo.imageUrl as string)[0]!;
  const small = await fetch(`${b.url}${derivative.path}`);
  expect(small.status).toBe(200);
  expect(small.headers.get('content-type')).toBe(`image/${derivative.format}`);
  // The token A issued is honoured by B (one JWT_SECRET, one users table).
  expect((await fetch(`${b.url}/api/auth/profile`, { headers: bearer(t) })).status).toBe(200);
});

test('a token logged out through one replica is refused by the other', async () => {
  const t = await token(b);
  expect((await fetch(`${a.url}/api/auth/profile`, { headers: bearer(t) })).status).toBe(200);
  expect((await fetch(`${b.url}/api/auth/logout`, { method: 'POST', headers: bearer(t) })).status).toBe(200);
  expect((await fetch(`${a.url}/api/auth/profile`, { headers: bearer(t) })).status).toBe(401);
  expect((await fetch(`${b.url}/api/auth/profile`, { headers: bearer(t) })).status).toBe(401);
});

test('wrong logins spread over both replicas are throttled as one', async () => {
  const email = 'target@replicas.test';
  const register = await fetch(`${a.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'Target', email, password: 'Right-Password-1' }),
  });
  expect(register.status).toBe(201);
  // Five failures, alternating, two of them at the same moment: each replica alone saw at most three.
  expect((await login(a, email, 'wrong-1')).status).toBe(401);
  expect((await login(b, email, 'wrong-2')).status).toBe(401);
  expect((await login(a, email, 'wrong-3')).status).toBe(401);
  const both = await Promise.all([login(a, email, 'wrong-4'), login(b, email, 'wrong-5')]);
  expect(both.map((r) => r.status)).toEqual([401, 401]);
  // Locked everywhere, even for the right password.
  for (const r of [a, b]) {
    const res = await login(r, email, 'Right-Password-1');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  }
});

test("a delete through one replica drops the record from the other's list at once (and its ETag changes)", async () => {
  const t = await token(a);
  const before = await fetch(`${b.url}/api/faculty`);
  const etag = before.headers.get('etag')!;
  const list = (await before.json()) as Array<{ _id: string; facultyPicture?: string }>;
  // B's cached bytes are still good: a conditional request costs a 304 and no body.
  expect((await fetch(`${b.url}/api/faculty`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  const victim = list.find((f) => f.facultyPicture)!;
  expect((await fetch(`${b.url}${victim.facultyPicture}`)).status).toBe(200);

  expect((await fetch(`${a.url}/api/faculty/${victim._id}`, { method: 'DELETE', headers: bearer(t) })).status).toBe(
    200,
  );
  const after = await fetch(`${b.url}/api/faculty`, { headers: { 'if-none-match': etag } });
  expect(after.status).toBe(200);
  expect(after.headers.get('etag')).not.toBe(etag);
  const ids = ((await after.json()) as Array<{ _id: string }>).map((f) => f._id);
  expect(ids).not.toContain(victim._id);
  expect(ids).toHaveLength(list.length - 1);
  // In the trash: its picture stays in the bucket for a restore, but neither replica serves it.
  expect((await fetch(`${b.url}${victim.facultyPicture}`)).status).toBe(404);
  // A restore through the other replica brings the record and the picture back on both.
  const trash = (await (await fetch(`${b.url}/api/trash`, { headers: bearer(t) })).json()) as Array<{
    _id: string;
    entityId: string;
  }>;
  const item = trash.find((i) => i.entityId === victim._id)!;
  expect((await fetch(`${b.url}/api/trash/${item._id}/restore`, { method: 'POST', headers: bearer(t) })).status).toBe(
    200,
  );
  expect((await fetch(`${a.url}${victim.facultyPicture}`)).status).toBe(200);
  const again = (await (await fetch(`${a.url}/api/faculty`)).json()) as Array<{ _id: string }>;
  expect(again.map((f) => f._id)).toContain(victim._id);
});

test('the same alumni spreadsheet imported through both replicas at once makes no duplicates', async () => {
  const t = await token(a);
  const rows = Array.from({ length: 300 }, (_, i) => [
    `R-${String(i).padStart(4, '0')}`,
    `Replica Person ${i} (sample)`,
    2012,
    'MBBS',
    'Medicine',
    `replica${i}@example.com`,
  ]);
  const file = await alumniWorkbook(rows);
  const upload = (r: Replica) =>
    fetch(`${r.url}/api/alumni/upload`, {
      method: 'POST',
      headers: bearer(t),
      body: form(
        {},
        {
          field: 'file',
          name: 'alumni.xlsx',
          bytes: file,
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
      ),
    });
  const results = await Promise.all([upload(a), upload(b)]);
  expect(results.map((r) => r.status)).toEqual([200, 200]);
  const answers = await Promise.all(results.map((r) => json(r)));
  for (const answer of answers) expect(answer).toMatchObject({ count: 300, errors: [] });
  // The two took turns: one added the 300 records as a batch, the other found them unchanged.
  expect(answers.map((x) => [x.added, x.unchanged]).sort()).toEqual([
    [0, 300],
    [300, 0],
  ]);
  const stats = await fetch(`${b.url}/api/stats`).then(json);
  expect(stats.alumni).toBe(sampleAlumni().length + 300);
});

test('with one replica stopped mid-way, the other keeps serving', async () => {
  const t = await token(b);
  // Requests in flight to B while A dies without warning.
  const traffic = Promise.all(Array.from({ length: 20 }, () => fetch(`${b.url}/api/notices`).then((r) => r.status)));
  const exited = new Promise((resolve) => a.process.once('exit', resolve));
  a.process.kill('SIGKILL');
  await exited;
  expect(new Set(await traffic)).toEqual(new Set([200]));
  await expect(fetch(`${a.url}/api/health`)).rejects.toThrow();

  expect((await fetch(`${b.url}/api/health`)).status).toBe(200);
  const res = await fetch(`${b.url}/api/photo/upload`, {
    method: 'POST',
    headers: bearer(t),
    body: form({ title: 'After A stopped' }, { field: 'photo', name: 'b.png', bytes: PNG_BYTES, type: 'image/png' }),
  });
  expect(res.status).toBe(201);
  expect(((await fetch(`${b.url}/api/photo`).then(json))[0] as { title: string }).title).toBe('After A stopped');
});

test.each([
  // The sentences of the settings schema (@gsvmc/config).
  [
    { DATABASE_POOL_SIZE: 'abc' },
    'DATABASE_POOL_SIZE must be a whole number of connections from 2 to 1,000, not "abc".',
  ],
  [{ DATABASE_POOL_SIZE: '1' }, 'DATABASE_POOL_SIZE must be a whole number of connections from 2 to 1,000, not "1".'],
  [{ S3_BUCKET: '' }, 'S3_BUCKET is required when STORAGE=s3.'],
  [{ STORAGE: 'ftp' }, 'STORAGE must be one of "disk", "s3", not "ftp".'],
  [{ JWT_SECRET: '' }, 'JWT_SECRET is required when DATABASE_URL is set'],
  [{ S3_BUCKET: 'no-such-bucket' }, 'Cannot reach the S3 bucket "no-such-bucket"'],
])('a replica with a wrong setting (%o) refuses to start and says why', async (override, message) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gsvmc-replica-bad-'));
  try {
    const run = spawn(process.execPath, [path.join(root, 'dist/index.js')], {
      env: { ...env, API_PORT: String(await freePort()), DATA_DIR: dataDir, ...override },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    run.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    run.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise((resolve) => run.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(message);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
