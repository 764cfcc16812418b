// The jobs queue on this project's database (SQLite's jobs table, or pg-boss on PostgreSQL): a job
// survives a restart, runs once across two API instances on one database, is retried a bounded
// number of times and then given up (the notice says textStatus 'failed'), and runs off the request
// path with a bounded concurrency, so the notice list answers while a backlog is read.
import type { NoticeDetail } from '@gsvmc/shared-types';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { makePdf } from '../src/seed/pdf';
import { ADMIN, BACKEND, buildTestApp, login, setup, sqliteOnly, tempDataDir, writeBehindTheApp } from './helpers';
import { uploadPdf } from './support/noticeUploads';
import { fakeNoticeReader, gate } from './support/noticeReader';

type Setup = Awaited<ReturnType<typeof setup>>;

const getNotice = async (app: FastifyInstance, id: string) =>
  (await app.inject({ url: `/api/notices/${id}` })).json() as NoticeDetail;

/** Resolves when `count()` reaches `n`: checked each time the reader reports progress. */
function whenCount(count: () => number, n: number): { wait: Promise<void>; check: () => void } {
  let done = () => {};
  const wait = new Promise<void>((resolve) => {
    done = resolve;
  });
  const check = () => {
    if (count() >= n) done();
  };
  return { wait, check };
}

describe('retries', () => {
  let t: Setup;
  let failing = true;
  let attempts = 0;
  beforeAll(async () => {
    const reader = fakeNoticeReader({
      before: () => {
        attempts += 1;
        if (failing) throw new Error('The page renderer crashed');
      },
    });
    // No pause between attempts, so every attempt is due at once on either engine.
    t = await setup({
      noticeReader: reader,
      jobs: { manual: true, specs: { 'notice-text': { retries: 2, backoffMs: 0 } } },
    });
  });
  afterAll(() => t.cleanup());

  test('a reading that keeps failing is tried three times, then the notice says failed; retry reads it again', async () => {
    const created = await uploadPdf(t, 'Broken', makePdf('Broken', ['Unreadable.']));
    await t.app.ctx.jobs.settle();
    expect(attempts).toBe(3);
    const failed = (await t.app.inject({ url: `/api/notices/${created._id}`, headers: t.auth(t.adminToken) })).json();
    expect(failed).toMatchObject({ textStatus: 'failed', text: null });
    // The operator's view of given-up jobs names the notice and the reason.
    const jobs = await t.app.inject({ url: '/api/jobs/failed', headers: t.auth(t.adminToken) });
    expect(jobs.statusCode).toBe(200);
    expect(jobs.json()).toEqual([
      expect.objectContaining({
        name: 'notice-text',
        data: expect.objectContaining({ noticeId: created._id }),
        attempts: 3,
        lastError: 'The page renderer crashed',
      }),
    ]);
    // No further attempt comes by itself.
    await t.app.ctx.jobs.settle();
    expect(attempts).toBe(3);

    failing = false;
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/notices/${created._id}/text/retry`,
      headers: t.auth(t.adminToken),
    });
    expect(retry.json()).toMatchObject({ textStatus: 'pending' });
    await t.app.ctx.jobs.settle();
    expect(attempts).toBe(4);
    expect(await getNotice(t.app, created._id)).toMatchObject({ textStatus: 'done', textSource: 'pdf' });
  });

  test('a PDF the engine cannot open is given up at once, without retries', async () => {
    const reader = fakeNoticeReader();
    let calls = 0;
    reader.readNoticeText = async () => {
      calls += 1;
      const err = new Error('This file is not a PDF that can be opened') as Error & { code: string };
      err.name = 'NoticeTextError';
      err.code = 'PDF_UNREADABLE';
      throw err;
    };
    const t2 = await setup({
      noticeReader: reader,
      jobs: { manual: true, specs: { 'notice-text': { backoffMs: 0 } } },
    });
    try {
      const created = await uploadPdf(t2, 'Odd file', makePdf('Odd', ['x']));
      await t2.app.ctx.jobs.settle();
      expect(calls).toBe(1);
      const notice = (
        await t2.app.inject({ url: `/api/notices/${created._id}`, headers: t2.auth(t2.adminToken) })
      ).json() as NoticeDetail;
      expect(notice.textStatus).toBe('failed');
    } finally {
      await t2.cleanup();
    }
  });
});

describe('backoff on the injected clock', () => {
  sqliteOnly('a failed attempt waits its pause, measured on the clock, before the next one', async () => {
    let now = Date.parse('2026-06-01T09:00:00Z');
    let attempts = 0;
    const reader = fakeNoticeReader({
      before: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('The reading process ran out of memory');
      },
    });
    const t = await setup({
      noticeReader: reader,
      clock: () => now,
      jobs: { manual: true, specs: { 'notice-text': { retries: 2, backoffMs: 60_000 } } },
    });
    try {
      const created = await uploadPdf(t, 'Later', makePdf('Later', ['Read on the second try.']), {
        publishAt: '2026-06-01T08:00:00Z',
      });
      await t.app.ctx.jobs.settle();
      expect(attempts).toBe(1);
      now += 59_000;
      await t.app.ctx.jobs.settle();
      expect(attempts).toBe(1);
      now += 1_000;
      await t.app.ctx.jobs.settle();
      expect(attempts).toBe(2);
      const notice = (
        await t.app.inject({ url: `/api/notices/${created._id}`, headers: t.auth(t.adminToken) })
      ).json() as NoticeDetail;
      expect(notice.textStatus).toBe('done');
    } finally {
      await t.cleanup();
    }
  });
});

describe('reading never blocks the API', () => {
  test('one reading at a time by default while the notice list keeps answering', async () => {
    const hold = gate();
    const started = whenCount(() => reader.inFlight, 1);
    const reader = fakeNoticeReader({
      before: () => {
        started.check();
        return hold.promise;
      },
    });
    const t = await setup({ noticeReader: reader, jobs: { manual: true } });
    try {
      for (const n of [1, 2, 3]) await uploadPdf(t, `Backlog ${n}`, makePdf(`Backlog ${n}`, ['Waiting.']));
      const settled = t.app.ctx.jobs.settle();
      await started.wait;
      // While a reading runs (and two wait), the list answers.
      const list = await t.app.inject({ url: '/api/notices' });
      expect(list.statusCode).toBe(200);
      expect((list.json() as unknown[]).length).toBe(3);
      expect(reader.inFlight).toBe(1);
      expect(t.app.ctx.jobs.runningCount()).toBe(1);
      hold.open();
      await settled;
      expect(reader.reads.sort()).toEqual(['Backlog 1', 'Backlog 2', 'Backlog 3']);
      expect(reader.mostAtOnce).toBe(1);
    } finally {
      hold.open();
      await t.cleanup();
    }
  });

  test('the bound is a setting: with concurrency 2, two readings run at once and never three', async () => {
    const hold = gate();
    const started = whenCount(() => reader.inFlight, 2);
    const reader = fakeNoticeReader({
      before: () => {
        started.check();
        return hold.promise;
      },
    });
    const t = await setup({ noticeReader: reader, jobs: { manual: true, concurrency: 2 } });
    try {
      for (const n of [1, 2, 3, 4]) await uploadPdf(t, `Pair ${n}`, makePdf(`Pair ${n}`, ['Waiting.']));
      const settled = t.app.ctx.jobs.settle();
      await started.wait;
      expect(t.app.ctx.jobs.runningCount()).toBe(2);
      hold.open();
      await settled;
      expect(reader.reads).toHaveLength(4);
      expect(reader.mostAtOnce).toBe(2);
    } finally {
      hold.open();
      await t.cleanup();
    }
  });
});

describe('jobs live in the database', () => {
  test('a job running when the server stops is run by the next server on the same database', async () => {
    const dataDir = tempDataDir();
    const holdA = gate();
    const started = whenCount(() => readerA.inFlight, 1);
    const readerA = fakeNoticeReader({
      before: (_line, signal) => {
        started.check();
        // Stopping the server aborts the reading.
        return Promise.race([
          holdA.promise,
          new Promise<void>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
        ]);
      },
    });
    const a = await buildTestApp(dataDir, { noticeReader: readerA, jobs: { manual: true } });
    let b: FastifyInstance | undefined;
    try {
      const adminToken = await login(a, ADMIN.email, ADMIN.password);
      const t = { app: a, adminToken, auth: (token: string) => ({ authorization: `Bearer ${token}` }) };
      const first = await uploadPdf(t, 'Before restart 1', makePdf('Before restart 1', ['One.']));
      const second = await uploadPdf(t, 'Before restart 2', makePdf('Before restart 2', ['Two.']));
      const settled = a.ctx.jobs.settle();
      await started.wait;
      await a.close();
      await settled;
      expect(readerA.reads).toEqual([]);

      const readerB = fakeNoticeReader();
      b = await buildTestApp(dataDir, { noticeReader: readerB, jobs: { manual: true } });
      await b.ready();
      await b.ctx.jobs.settle();
      expect(readerB.reads.sort()).toEqual(['Before restart 1', 'Before restart 2']);
      expect(await getNotice(b, first._id)).toMatchObject({ textStatus: 'done' });
      expect(await getNotice(b, second._id)).toMatchObject({ textStatus: 'done' });
    } finally {
      holdA.open();
      await a.close();
      await b?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('a notice still without text when the server starts gets its reading queued (as the seeded ones do)', async () => {
    const dataDir = tempDataDir();
    const a = await buildTestApp(dataDir, { jobs: { manual: true } });
    let b: FastifyInstance | undefined;
    try {
      const adminToken = await login(a, ADMIN.email, ADMIN.password);
      const t = { app: a, adminToken, auth: (token: string) => ({ authorization: `Bearer ${token}` }) };
      const created = await uploadPdf(t, 'Old notice', makePdf('Old notice', ['Stored before its job.']));
      await a.close();
      // As if the notice had been stored before there were jobs: its queued reading is gone.
      await writeBehindTheApp(dataDir, BACKEND === 'postgres' ? 'delete from pgboss.job' : 'delete from jobs');
      const reader = fakeNoticeReader();
      b = await buildTestApp(dataDir, { noticeReader: reader, jobs: { manual: true } });
      await b.ready();
      await b.ctx.jobs.settle();
      expect(reader.reads).toEqual(['Old notice']);
      expect(await getNotice(b, created._id)).toMatchObject({ textStatus: 'done' });
    } finally {
      await a.close();
      await b?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test(`two API instances on one ${BACKEND} database run each job once`, async () => {
    const dataDir = tempDataDir();
    // Each reading yields, so both instances are claiming while the other runs.
    const yieldFirst = () => new Promise<void>((resolve) => setImmediate(resolve));
    const readerA = fakeNoticeReader({ before: yieldFirst });
    const readerB = fakeNoticeReader({ before: yieldFirst });
    const a = await buildTestApp(dataDir, { noticeReader: readerA, jobs: { manual: true, concurrency: 2 } });
    const b = await buildTestApp(dataDir, { noticeReader: readerB, jobs: { manual: true, concurrency: 2 } });
    try {
      await Promise.all([a.ready(), b.ready()]);
      const adminToken = await login(a, ADMIN.email, ADMIN.password);
      const t = { app: a, adminToken, auth: (token: string) => ({ authorization: `Bearer ${token}` }) };
      const titles = ['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8'];
      for (const title of titles) await uploadPdf(t, title, makePdf(title, ['Once.']));
      await Promise.all([a.ctx.jobs.settle(), b.ctx.jobs.settle(), a.ctx.jobs.settle(), b.ctx.jobs.settle()]);
      const all = [...readerA.reads, ...readerB.reads].sort();
      expect(all).toEqual(titles);
    } finally {
      await a.close();
      await b.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
