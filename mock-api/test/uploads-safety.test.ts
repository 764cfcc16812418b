// Uploaded files are named after their notice, sandboxed, written crash-safely, and a
// crash between a file and its row leaves nothing behind after a restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { contentDisposition } from '../src/uploads/serving';
import { PDF_BYTES, PNG_BYTES } from './fixtures';
import { alumniWorkbook } from './spreadsheets';
import { ADMIN, BACKEND, buildTestApp, login, multipart, setup, sqliteOnly, tempDataDir } from './helpers';
import { referencedUploads } from '../src/uploads/serving';
import { healthy, waitFor } from './apiProcess';

describe('serving uploads', () => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup();
  });
  afterAll(() => t.cleanup());

  test('a notice PDF downloads under its Bengali title (RFC 6266 filename*, ASCII fallback), sandboxed', async () => {
    const title = 'ভর্তি বিজ্ঞপ্তি ২০২৬: MBBS';
    const m = multipart({ title }, { pdf: { filename: 'circular.pdf', content: PDF_BYTES } });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/notices/upload',
      headers: { ...t.auth(t.adminToken), ...m.headers },
      payload: m.payload,
    });
    expect(created.statusCode).toBe(201);
    const file = await t.app.inject({ url: created.json().pdfUrl });
    expect(file.statusCode).toBe(200);
    const disposition = file.headers['content-disposition'] as string;
    expect(disposition).toBe(
      `inline; filename="MBBS.pdf"; filename*=UTF-8''${encodeURIComponent('ভর্তি বিজ্ঞপ্তি ২০২৬ MBBS.pdf')}`,
    );
    const star = /filename\*=UTF-8''(.+)$/.exec(disposition)![1]!;
    expect(decodeURIComponent(star)).toBe('ভর্তি বিজ্ঞপ্তি ২০২৬ MBBS.pdf');
    expect(file.headers['content-security-policy']).toBe('sandbox');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  test('photos are sandboxed too', async () => {
    const m = multipart({ title: 'A photo' }, { photo: { filename: 'p.png', content: PNG_BYTES } });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/photo/upload',
      headers: { ...t.auth(t.adminToken), ...m.headers },
      payload: m.payload,
    });
    const file = await t.app.inject({ url: created.json().imageUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-security-policy']).toBe('sandbox');
  });

  test('file names keep what a file system takes and nothing that escapes the header', () => {
    expect(contentDisposition('Exam "routine": 1/2', 'pdf')).toBe(
      `inline; filename="Exam routine 1 2.pdf"; filename*=UTF-8''Exam%20routine%201%202.pdf`,
    );
    expect(contentDisposition('../../etc/passwd', 'pdf')).toMatch(/^inline; filename="etc passwd\.pdf"/);
    expect(contentDisposition('Café (final)', 'pdf')).toBe(
      `inline; filename="Cafe (final).pdf"; filename*=UTF-8''Caf%C3%A9%20%28final%29.pdf`,
    );
    expect(contentDisposition('পরীক্ষা', 'pdf')).toMatch(/^inline; filename="notice\.pdf"; filename\*=UTF-8''%E0/);
  });
});

// The disk store's sweep (temporary names, foreign files); the S3 store's is covered with the replicas.
describe('start-up sweep', () => {
  sqliteOnly('removes files no row names and stale temporary files, keeps named ones and foreign names', async () => {
    const dataDir = tempDataDir();
    let app = await buildTestApp(dataDir);
    const token = await login(app, ADMIN.email, ADMIN.password);
    const m = multipart({ title: 'Kept' }, { pdf: { filename: 'k.pdf', content: PDF_BYTES } });
    const kept = await app.inject({
      method: 'POST',
      url: '/api/notices/upload',
      headers: { authorization: `Bearer ${token}`, ...m.headers },
      payload: m.payload,
    });
    await app.close();

    const notices = path.join(dataDir, 'uploads', 'notices');
    const orphan = `${randomUUID()}.pdf`;
    const temp = `.tmp-${randomUUID()}.pdf`;
    writeFileSync(path.join(notices, orphan), PDF_BYTES.subarray(0, 10));
    writeFileSync(path.join(notices, temp), PDF_BYTES.subarray(0, 10));
    writeFileSync(path.join(notices, 'README.txt'), 'an operator note');

    app = await buildTestApp(dataDir);
    try {
      const left = readdirSync(notices).sort();
      expect(left).toEqual([path.basename(kept.json().pdfUrl), 'README.txt'].sort());
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('start-up sweep on S3', () => {
  const s3Only = BACKEND === 'postgres' ? test : test.skip;
  s3Only('removes objects no row names once they are an hour old, never a young one or a named one', async () => {
    const { app, adminToken, auth } = await setup();
    try {
      const store = app.ctx.uploads;
      const m = multipart({ title: 'Kept' }, { pdf: { filename: 'k.pdf', content: PDF_BYTES } });
      const kept = await app.inject({
        method: 'POST',
        url: '/api/notices/upload',
        headers: { ...m.headers, ...auth(adminToken) },
        payload: m.payload,
      });
      expect(kept.statusCode).toBe(201);
      const orphan = await store.save('notices', 'pdf', PDF_BYTES);
      const referenced = await referencedUploads(app.ctx.store.db);
      expect(referenced.length).toBeGreaterThan(0);
      // Young: possibly another replica's upload whose row is not committed yet.
      expect(await store.sweepOrphans(referenced)).toEqual([]);
      const later = Date.now() + 2 * 60 * 60 * 1000;
      const removed = await (
        store as unknown as { sweepOrphans(r: string[], now: number): Promise<string[]> }
      ).sweepOrphans(referenced, later);
      expect(removed).toEqual([orphan.slice('/uploads/'.length)]);
      const left = await store.list('notices');
      for (const p of referenced.filter((r) => r.startsWith('/uploads/notices/'))) {
        expect(left).toContain(p.slice('/uploads/notices/'.length));
      }
    } finally {
      await app.close();
    }
  });
});

describe('one import at a time', () => {
  test('a second import while one runs is refused with 429 and a message; the next one works', async () => {
    const t = await setup();
    try {
      const rows = Array.from({ length: 1000 }, (_, i) => [
        `A-${i}`,
        `Person ${i}`,
        2010,
        'MBBS',
        'Medicine',
        `p${i}@example.com`,
      ]);
      const file = await alumniWorkbook(rows);
      const send = () => {
        const m = multipart({}, { file: { filename: 'alumni.xlsx', content: file } });
        return t.app.inject({
          method: 'POST',
          url: '/api/alumni/upload',
          headers: { ...t.auth(t.adminToken), ...m.headers },
          payload: m.payload,
        });
      };
      const [first, second] = await Promise.all([send(), send()]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([200, 429]);
      const refused = first.statusCode === 429 ? first : second;
      expect(refused.json()).toEqual({
        message: 'Another spreadsheet is being imported right now. Please try again in a few seconds.',
        code: 'TOO_MANY_REQUESTS',
      });
      expect(refused.headers['retry-after']).toBe('10');
      const third = await send();
      expect(third.statusCode).toBe(200);
    } finally {
      await t.cleanup();
    }
  });
});

// ---- kill -9 between a file and its row ------------------------------------------------------

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function startApi(dataDir: string, port: number, extraEnv: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ['-r', path.join(__dirname, 'support/register-ts.cjs'), path.join(__dirname, '../src/index.ts')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_SAMPLE_DATA: 'false',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        JWT_SECRET: 'kill-test-secret-kill-test-secret-0123456789',
        LOG_LEVEL: 'warn',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  return { child, output: () => output };
}

describe('kill -9 at the worst moment', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  test('a crash after the file is written and before its row commits leaves no orphan after a restart', async () => {
    const dataDir = tempDataDir();
    const notices = path.join(dataDir, 'uploads', 'notices');
    try {
      const port = await freePort();
      // The hook pauses the upload after its file is in place, before the row is written.
      const first = startApi(dataDir, port, { GSVMC_TEST_PAUSE_AFTER_UPLOAD_MS: '60000' });
      child = first.child;
      await waitFor(healthy(port), 'the API to start', first.child, first.output);
      const loginRes = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const { token } = (await loginRes.json()) as { token: string };
      const form = new FormData();
      form.set('title', 'Interrupted notice');
      form.set('pdf', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'n.pdf');
      const pending = fetch(`http://127.0.0.1:${port}/api/notices/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }).catch(() => 'connection lost');
      await waitFor(
        () => first.output().includes('upload written, pausing'),
        'the upload to reach the pause',
        first.child,
        first.output,
      );

      // The worst moment: the file is complete on disk, no row names it.
      const written = readdirSync(notices);
      expect(written).toHaveLength(1);
      expect(written[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      expect(statSync(path.join(notices, written[0]!)).size).toBe(PDF_BYTES.length);
      child.kill('SIGKILL');
      expect(await pending).toBe('connection lost');
      await waitFor(() => child!.exitCode !== null || child!.signalCode !== null, 'the process to die');

      const second = startApi(dataDir, port);
      child = second.child;
      await waitFor(healthy(port), 'the API to restart', second.child, second.output);
      const list = (await (await fetch(`http://127.0.0.1:${port}/api/notices`)).json()) as unknown[];
      expect(list).toEqual([]);
      expect(readdirSync(notices)).toEqual([]);
      expect(existsSync(path.join(notices, written[0]!))).toBe(false);
      expect(second.output()).toContain('removed 1 upload(s) that no record names');
    } finally {
      if (child && child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});
