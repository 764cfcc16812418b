// Rows read back as the same JSON on both engines: the same seeded site built once on SQLite + disk
// and once on PostgreSQL + S3 answers every list identically, apart from generated ids and times.
// Runs only in the PostgreSQL + S3 project (jest.pg.config.cjs), which has both at hand.
import type { FastifyInstance } from 'fastify';
import { rmSync } from 'node:fs';
import { buildServer } from '../src/server';
import { ADMIN, buildTestApp, FAST_HASH, tempDataDir } from './helpers';
import { fakeNoticeReader } from './support/noticeReader';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Generated ids and file names become <id>, and ISO timestamps <time> (after checking their form). */
function normalise(value: unknown): unknown {
  if (typeof value === 'string') {
    if (ISO.test(value)) return '<time>';
    return value.replace(UUID, '<id>');
  }
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v)]));
  return value;
}

const sqliteDir = tempDataDir();
const pgDir = tempDataDir();
let onSqlite: FastifyInstance;
let onPostgres: FastifyInstance;

beforeAll(async () => {
  const common = {
    jwtSecret: 'same-json-secret-same-json-secret-0123456789',
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    hashCost: FAST_HASH,
    seed: 'full' as const,
    // The seeded notices are read (their text, page count, preview) by a job. Both sites read them
    // with the same fake engine, only when asked, and both have read every one before any list is
    // compared: a list taken while one site is still reading would differ by when, not by engine.
    noticeReader: fakeNoticeReader(),
    jobs: { manual: true },
  };
  onSqlite = await buildServer({ dataDir: sqliteDir, ...common });
  onPostgres = await buildTestApp(pgDir, common);
  expect(onPostgres.ctx.store.dialect).toBe('postgres');
  expect(onSqlite.ctx.store.dialect).toBe('sqlite');
  // Ready first: the seeded notices are queued for reading when the app becomes ready.
  await Promise.all([onSqlite.ready(), onPostgres.ready()]);
  await Promise.all([onSqlite.ctx.jobs.settle(), onPostgres.ctx.jobs.settle()]);
}, 180_000);

afterAll(async () => {
  await onSqlite?.close();
  await onPostgres?.close();
  rmSync(sqliteDir, { recursive: true, force: true });
  rmSync(pgDir, { recursive: true, force: true });
});

test.each([
  '/api/faculty',
  '/api/faculty/department/Anatomy',
  '/api/notices',
  '/api/photo',
  '/api/alumni',
  '/api/stats',
])('%s answers the same JSON on SQLite and on PostgreSQL', async (url) => {
  const [a, b] = await Promise.all([onSqlite.inject({ url }), onPostgres.inject({ url })]);
  expect(b.statusCode).toBe(a.statusCode);
  const left = a.json();
  expect(normalise(b.json())).toEqual(normalise(left));
  // Not vacuous: the seeded site has content on every list.
  expect(JSON.stringify(left).length).toBeGreaterThan(40);
});

test('the notices compared have been read on both engines', async () => {
  for (const app of [onSqlite, onPostgres]) {
    const notices = (await app.inject({ url: '/api/notices' })).json() as Array<{ textStatus: string }>;
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.map((n) => n.textStatus)).toEqual(notices.map(() => 'done'));
  }
});

test('one record answers the same JSON, numbers as numbers and lists as lists', async () => {
  const [first] = (await onPostgres.inject({ url: '/api/faculty' })).json() as Array<{ _id: string }>;
  const one = (await onPostgres.inject({ url: `/api/faculty/${first!._id}` })).json();
  expect(Array.isArray(one.qualifications)).toBe(true);
  const alumni = (await onPostgres.inject({ url: '/api/alumni' })).json().data as Array<{ graduationYear: unknown }>;
  expect(alumni.every((a) => typeof a.graduationYear === 'number')).toBe(true);
  const stats = (await onPostgres.inject({ url: '/api/stats' })).json() as Record<string, unknown>;
  expect(Object.values(stats).every((n) => typeof n === 'number')).toBe(true);
});
