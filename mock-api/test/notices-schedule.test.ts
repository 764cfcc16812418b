// Categories, pins, publish and expiry dates, edits, the admin list and the Atom feed.
import Database from '../src/db/sqliteDriver.cjs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PDF_BYTES, PNG_BYTES } from './fixtures';
import * as m001 from '../src/db/migrations/001_initial';
import { backendOptions, buildTestApp, emptyTrash, multipart, setup, storedFiles, tempDataDir } from './helpers';

let t: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t.cleanup());

const DAY = 24 * 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function upload(fields: Record<string, string>, pdf: Buffer = PDF_BYTES) {
  const form = multipart(fields, { pdf: { filename: 'n.pdf', content: pdf } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/notices/upload',
    payload: form.payload,
    headers: { ...form.headers, ...t.auth(t.adminToken) },
  });
  return res;
}
async function create(fields: Record<string, string>) {
  const res = await upload(fields);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json() as { _id: string; pdfUrl: string; [key: string]: unknown };
}
const publicTitles = async (query = '') =>
  ((await t.app.inject({ url: `/api/notices${query}` })).json() as Array<{ title: string }>).map((n) => n.title);
const removeAll = async () => {
  const all = (await t.app.inject({ url: '/api/notices/admin', headers: t.auth(t.adminToken) })).json();
  for (const n of all as Array<{ _id: string }>)
    await t.app.inject({ method: 'DELETE', url: `/api/notices/${n._id}`, headers: t.auth(t.adminToken) });
  // A delete moves a notice to the trash with its PDF; purging it leaves the folder empty for the next test.
  await emptyTrash(t.app, t.adminToken);
};

describe('notice fields, scheduling and expiry', () => {
  afterEach(removeAll);

  test('an upload stores category, pin and dates; defaults are general, unpinned, now, never', async () => {
    const before = Date.now();
    const plain = await create({ title: 'Plain' });
    expect(plain).toMatchObject({ category: 'general', pinned: false });
    expect(plain.expiresAt).toBeUndefined();
    expect(Date.parse(plain.publishAt as string)).toBeGreaterThanOrEqual(before - 5);
    expect(plain.date).toBe(plain.publishAt);
    expect(plain.updatedAt).toEqual(expect.any(String));

    const full = await create({
      title: 'Admission circular',
      category: 'admission',
      pinned: 'true',
      publishAt: '2026-01-10T09:00:00+06:00',
      expiresAt: '2099-01-01T00:00:00Z',
    });
    expect(full).toMatchObject({
      category: 'admission',
      pinned: true,
      publishAt: '2026-01-10T03:00:00.000Z',
      date: '2026-01-10T03:00:00.000Z',
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
  });

  test.each([
    [{ category: 'gossip' }, /category must be one of/],
    [{ publishAt: 'tomorrow' }, /publish date must be a date and time/],
    [{ publishAt: '2026-05-01T09:00' }, /with its time zone/],
    [{ publishAt: '2026-05-02T00:00:00Z', expiresAt: '2026-05-01T00:00:00Z' }, /expiry date must be after/],
    [{ pinned: 'maybe' }, /pinned must be true or false/],
    [{ expiryAt: '2026-05-01T00:00:00Z' }, /Unknown field: expiryAt/],
  ])('refuses %j with a reason and stores no file', async (fields, message) => {
    const res = await upload({ title: 'Bad', ...(fields as Record<string, string>) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await storedFiles(t.app, 'notices')).toEqual([]);
  });

  test('visitors see published, unexpired notices, pinned first, then newest; the admin sees all with status', async () => {
    await create({ title: 'Old', publishAt: at(-3 * DAY) });
    await create({ title: 'Newest', publishAt: at(-1 * DAY) });
    await create({ title: 'Pinned old', publishAt: at(-10 * DAY), pinned: 'true' });
    await create({ title: 'Tomorrow', publishAt: at(DAY) });
    const expired = await create({ title: 'Expired', publishAt: at(-5 * DAY), expiresAt: at(-DAY) });

    expect(await publicTitles()).toEqual(['Pinned old', 'Newest', 'Old']);

    const admin = await t.app.inject({ url: '/api/notices/admin', headers: t.auth(t.adminToken) });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('no-store');
    const statuses = Object.fromEntries(
      (admin.json() as Array<{ title: string; status: string }>).map((n) => [n.title, n.status]),
    );
    expect(statuses).toEqual({
      'Pinned old': 'live',
      Tomorrow: 'scheduled',
      Newest: 'live',
      Old: 'live',
      Expired: 'expired',
    });

    // Old links in messages keep working after expiry.
    const pdf = await t.app.inject({ url: expired.pdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    expect((await t.app.inject({ url: '/api/notices/admin', headers: t.auth(t.userToken) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/notices/admin' })).statusCode).toBe(401);
  });

  test('a scheduled notice appears when due and an expiring one leaves, though the list was cached', async () => {
    // On the API's clock, held still and then moved past the moment: however slow the machine, the
    // list is read before the moment and after it.
    const moment = Date.now() + DAY;
    let clock = moment - 60_000;
    const held = await setup({ clock: () => clock });
    try {
      const createAt = async (title: string, fields: Record<string, string>) => {
        const form = multipart({ title, ...fields }, { pdf: { filename: 'n.pdf', content: PDF_BYTES } });
        const res = await held.app.inject({
          method: 'POST',
          url: '/api/notices/upload',
          payload: form.payload,
          headers: { ...form.headers, ...held.auth(held.adminToken) },
        });
        expect(res.statusCode).toBe(201);
      };
      const titles = async () =>
        ((await held.app.inject({ url: '/api/notices' })).json() as { title: string }[]).map((n) => n.title);
      const iso = (ms: number) => new Date(ms).toISOString();
      await createAt('Soon', { publishAt: iso(moment) });
      await createAt('Leaving', { publishAt: iso(moment - DAY), expiresAt: iso(moment) });
      expect(await titles()).toEqual(['Leaving']);
      expect(await titles()).toEqual(['Leaving']);
      clock = moment + 1;
      expect(await titles()).toEqual(['Soon']);
    } finally {
      await held.cleanup();
    }
  });

  test('a category narrows the list; paging parameters give one page and the total', async () => {
    for (let i = 1; i <= 5; i += 1)
      await create({ title: `Exam ${i}`, category: 'examination', publishAt: at(-i * 60_000) });
    await create({ title: 'Result', category: 'results', publishAt: at(-30_000) });

    expect(await publicTitles('?category=results')).toEqual(['Result']);
    const page = await t.app.inject({ url: '/api/notices?category=examination&limit=2&offset=2' });
    expect(page.json()).toMatchObject({ total: 5, offset: 2, limit: 2 });
    expect(page.json().data.map((n: { title: string }) => n.title)).toEqual(['Exam 3', 'Exam 4']);
    // The default answer stays the whole list as an array (SPEC.md §7).
    expect(await publicTitles()).toHaveLength(6);
    expect((await t.app.inject({ url: '/api/notices?category=nope' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/notices?limit=0' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/notices?limit=101' })).statusCode).toBe(400);
  });
});

describe('PUT /notices/{id}', () => {
  afterEach(removeAll);
  const put = (id: string, payload: unknown, token = t.adminToken) =>
    t.app.inject({ method: 'PUT', url: `/api/notices/${id}`, payload: payload as object, headers: t.auth(token) });

  test('edits fields as JSON, keeps the PDF, moves updatedAt; null clears the expiry', async () => {
    const n = await create({ title: 'Draft', expiresAt: at(30 * DAY) });
    await sleep(5);
    const res = await put(n._id, {
      title: 'Final title',
      description: 'Now with a description',
      category: 'results',
      pinned: true,
      expiresAt: null,
    });
    expect(res.statusCode).toBe(200);
    const edited = res.json();
    expect(edited).toMatchObject({
      title: 'Final title',
      description: 'Now with a description',
      category: 'results',
      pinned: true,
      pdfUrl: n.pdfUrl,
    });
    expect(edited.expiresAt).toBeUndefined();
    expect(edited.updatedAt > (n.updatedAt as string)).toBe(true);
    expect(await publicTitles()).toEqual(['Final title']);
  });

  test('moving the publish date into the future takes the notice off the board until then', async () => {
    const n = await create({ title: 'Early' });
    expect(await publicTitles()).toEqual(['Early']);
    expect((await put(n._id, { publishAt: at(DAY) })).statusCode).toBe(200);
    expect(await publicTitles()).toEqual([]);
  });

  test('multipart with a new PDF replaces the file and deletes the old one', async () => {
    const n = await create({ title: 'Routine' });
    const oldName = path.basename(n.pdfUrl);
    const newPdf = Buffer.concat([PDF_BYTES, Buffer.from('\n% revised\n')]);
    const form = multipart({ title: 'Routine (revised)' }, { pdf: { filename: 'r.pdf', content: newPdf } });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/notices/${n._id}`,
      payload: form.payload,
      headers: { ...form.headers, ...t.auth(t.adminToken) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Routine (revised)');
    expect(res.json().pdfUrl).not.toBe(n.pdfUrl);
    const files = await storedFiles(t.app, 'notices');
    expect(files).toEqual([path.basename(res.json().pdfUrl)]);
    expect(files).not.toContain(oldName);
    expect((await t.app.inject({ url: res.json().pdfUrl })).rawPayload.equals(newPdf)).toBe(true);
  });

  test('a replacement that is not a PDF is refused and the old file stays', async () => {
    const n = await create({ title: 'Keep' });
    const form = multipart({}, { pdf: { filename: 'x.pdf', content: PNG_BYTES } });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/notices/${n._id}`,
      payload: form.payload,
      headers: { ...form.headers, ...t.auth(t.adminToken) },
    });
    expect(res.statusCode).toBe(415);
    expect(await storedFiles(t.app, 'notices')).toEqual([path.basename(n.pdfUrl)]);
  });

  test('refuses nothing-to-change, bad dates, unknown notices and non-admins', async () => {
    const n = await create({ title: 'X', publishAt: at(-DAY) });
    expect((await put(n._id, {})).json().message).toBe('Nothing to change');
    expect((await put(n._id, { expiresAt: at(-2 * DAY) })).json().message).toMatch(/expiry date must be after/);
    expect((await put(n._id, { title: '   ' })).json().message).toBe('title is required');
    expect((await put('no-such-notice', { title: 'Y' })).statusCode).toBe(404);
    expect((await put(n._id, { title: 'Y' }, t.userToken)).statusCode).toBe(403);
  });
});

describe('GET /notices/feed', () => {
  afterEach(removeAll);

  test('is valid Atom with each visible entry: title, dates, category, its page and its PDF', async () => {
    const a = await create({
      title: 'Results of the 2nd professional <MBBS> & BDS',
      description: 'Roll numbers inside',
      category: 'results',
      publishAt: at(-DAY),
    });
    await create({ title: 'Admission', category: 'admission', publishAt: at(-2 * DAY) });
    await create({ title: 'Not yet', category: 'results', publishAt: at(DAY) });

    const res = await t.app.inject({ url: '/api/notices/feed', headers: { host: 'gsvmc.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(res.body);
    const feed = doc.feed;
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Relative links resolve against the address the feed was fetched from: the site's own origin,
    // whatever Host the API saw behind the site server (RFC 4287 §2, XML Base).
    expect(feed.link).toEqual([
      { '@rel': 'self', '@type': 'application/atom+xml', '@href': '/api/notices/feed' },
      { '@rel': 'alternate', '@type': 'text/html', '@href': '/notice' },
    ]);
    expect(feed.title).toBe('GSVMC notices');
    expect(feed.updated).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    expect(feed.author.name).toBe('GSVMC');
    const entries = feed.entry as Array<Record<string, unknown>>;
    expect(entries.map((e) => e.title)).toEqual(['Results of the 2nd professional <MBBS> & BDS', 'Admission']);
    expect(entries[0]).toMatchObject({
      id: `urn:uuid:${a._id}`,
      published: a.publishAt,
      summary: 'Roll numbers inside',
      category: { '@term': 'results', '@label': 'Results' },
      link: [
        { '@rel': 'alternate', '@type': 'text/html', '@href': `/notice/${a._id}` },
        { '@rel': 'enclosure', '@type': 'application/pdf', '@href': a.pdfUrl },
      ],
    });

    const one = await t.app.inject({ url: '/api/notices/feed?category=admission' });
    const parsed = new XMLParser({ isArray: (name) => name === 'entry' }).parse(one.body);
    expect(parsed.feed.title).toBe('GSVMC notices: Admission');
    expect(parsed.feed.id).not.toBe(feed.id);
    expect(parsed.feed.entry.map((e: { title: string }) => e.title)).toEqual(['Admission']);
  });

  test('an empty board is still a valid feed', async () => {
    const res = await t.app.inject({ url: '/api/notices/feed' });
    expect(XMLValidator.validate(res.body)).toBe(true);
    expect(new XMLParser().parse(res.body).feed.entry).toBeUndefined();
  });
});

describe('migration 003', () => {
  test('existing notices become general, unpinned, never expiring, and searchable', async () => {
    const dataDir = tempDataDir();
    // A database as the site left it before notices had categories and dates: migration 001 only, one notice (on this
    // project's engine: the PostgreSQL branch of migration 003 migrates existing rows as well).
    const { databaseUrl } = await backendOptions(dataDir);
    const db = new Kysely<unknown>({
      dialect: databaseUrl
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) })
        : new SqliteDialect({ database: new Database(path.join(dataDir, 'gsvmc.sqlite')) }),
    });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ '001_initial': m001 }) } });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await sql`insert into notices (id, title, pdf_path, date) values ('old1', 'Vaccination camp',
      '/uploads/notices/00000000-0000-0000-0000-000000000000.pdf', '2025-03-01T04:00:00.000Z')`.execute(db);
    await db.destroy();

    const app = await buildTestApp(dataDir);
    try {
      expect((await app.inject({ url: '/api/notices' })).json()).toEqual([
        {
          _id: 'old1',
          title: 'Vaccination camp',
          date: '2025-03-01T04:00:00.000Z',
          publishAt: '2025-03-01T04:00:00.000Z',
          updatedAt: '2025-03-01T04:00:00.000Z',
          pdfUrl: '/uploads/notices/00000000-0000-0000-0000-000000000000.pdf',
          category: 'general',
          pinned: false,
          // Migration 009: no Bengali text yet.
          titleBn: null,
          descriptionBn: null,
          // Migration 010: its text is still to be read (queued at start-up), its file not yet measured.
          textStatus: 'pending',
          textSource: null,
          pageCount: null,
          fileSize: null,
          previewUrl: null,
          titleFromText: false,
        },
      ]);
      const found = (await app.inject({ url: '/api/search?q=vaccin' })).json();
      expect(found.results.notice.map((h: { id: string }) => h.id)).toEqual(['old1']);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
