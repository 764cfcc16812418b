// Freshness of the cached pages against the real API (mock-api's buildServer, in this process): a new
// notice, a deleted notice and a scheduled notice falling due show in (or leave) the HTML of `/` and
// `/notice`, on SQLite with one site server, and on PostgreSQL with two site servers over two API
// replicas (each site server on its own replica; writes go through the first).
//
// Nothing waits for a clock: the content-version check of each site server is run by hand
// (`contentVersion.check()`), the API's "now" is the test's (jest's fake Date, which the API's
// repositories read; timers stay real), and outcomes are polled for with a generous bound. The
// renderer is a small module that draws the notices the API lists, as the real pages do; the React
// pages themselves are covered by the browser journeys.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildServer, type ServerOptions } from 'mock-api/testing';
import { makePdf } from 'mock-api/testing/pdf';
import { createSiteServer } from './siteServer';
import { createManifestCache } from './remoteManifests';
import { distWith, INDEX_HTML, tempDir } from './testHelpers';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const cluster = require('mock-api/testing/pg-cluster') as {
  postgresAvailability: () => { ok: boolean; reason?: string };
  startPostgres: () => Promise<{ adminUrl: string; urlFor: (db: string) => string; stop: () => void }>;
};

// Bounds against a hang only: on a busy machine with PostgreSQL a case has taken minutes.
jest.setTimeout(600_000);

const ADMIN = { email: 'admin@freshness.test', password: 'Freshness-Admin-Password-1' };
const RENDERER = `
export async function renderRoute({ url, apiOrigin, deadlineMs }) {
  const res = await fetch(apiOrigin + '/api/notices', { signal: AbortSignal.timeout(deadlineMs) });
  if (!res.ok) return { status: 200, head: '', html: '<p>error</p>', state: {}, degraded: true };
  const notices = await res.json();
  return { status: 200, head: '', html: '<ul>' + notices.map((n) => '<li>' + n.title + '</li>').join('') + '</ul>', state: {} };
}`;

// Only Date is faked: sockets, timers and the database drivers run as usual.
const REAL = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;
const START = Date.parse('2026-12-01T09:00:00.000Z');
const HOUR = 60 * 60 * 1000;

interface Site {
  base: string;
  app: FastifyInstance;
  check: () => Promise<string | null>;
}

async function startSite(apiOrigin: string): Promise<Site> {
  const dir = tempDir('freshness-renderer');
  const ssrModule = path.join(dir, 'render.mjs');
  writeFileSync(ssrModule, RENDERER);
  const app = await createSiteServer({
    root: distWith({ 'index.html': INDEX_HTML }),
    spa: true,
    config: { apiBaseUrl: '/api', fileBaseUrl: '', remotes: {} },
    apiUpstreams: [apiOrigin],
    ssrModule,
    manifests: createManifestCache({ ttlMs: 0 }),
    // Only the checks the test runs (and the first request's).
    contentVersionPollMs: 24 * HOUR,
    contentVersionWaitMs: 60_000,
    renderWaitMs: 60_000,
    // The render's own deadline, generous: a render cut short by a busy machine is a degraded page,
    // which is not what these cases are about.
    ssrDeadlineMs: 60_000,
    ssrTimeoutMs: 120_000,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const version = (app as unknown as { contentVersion: { check(): Promise<string | null> } }).contentVersion;
  return { base: `http://127.0.0.1:${port}`, app, check: () => version.check() };
}

async function startApi(
  options: Partial<ServerOptions>,
): Promise<{ app: FastifyInstance; origin: string; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gsvmc-freshness-'));
  const app = await buildServer({
    dataDir,
    seed: 'admin',
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    hashCost: { memoryCost: 1024, timeCost: 1 },
    jwtSecret: 'freshness-test-secret-that-is-long-enough-0123456789',
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, origin: `http://127.0.0.1:${port}`, dataDir };
}

async function adminToken(api: FastifyInstance): Promise<string> {
  const res = await api.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

async function createNotice(api: FastifyInstance, token: string, title: string, publishAt?: string) {
  const boundary = `----freshness${randomBytes(6).toString('hex')}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(field('title', title) + (publishAt ? field('publishAt', publishAt) : '')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename="n.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    makePdf(title, ['Body.']),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await api.inject({
    method: 'POST',
    url: '/api/notices/upload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { _id: string })._id;
}

const html = async (site: Site, page: string) => (await fetch(site.base + page)).text();

/** Runs every site's version check, then asks until every page of every site shows what it should. */
async function expectEverywhere(sites: Site[], title: string, shown: boolean) {
  // No bound of its own (300 tries was about 200 s on a busy machine, a clock in disguise): the test's
  // time-out is the bound against a hang, and a page that never changes fails it.
  for (;;) {
    await Promise.all(sites.map((site) => site.check()));
    const pages = await Promise.all(sites.flatMap((site) => ['/', '/notice'].map((page) => html(site, page))));
    if (pages.every((text) => text.includes(`<li>${title}</li>`) === shown)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The three cases, through the first API replica, seen on every site server. */
async function freshnessCases(apis: FastifyInstance[], sites: Site[]) {
  const token = await adminToken(apis[0]!);
  // Cached first, so freshness is about replacing what is held.
  await expectEverywhere(sites, 'Results of the first professional examination', false);

  const id = await createNotice(apis[0]!, token, 'Results of the first professional examination');
  await expectEverywhere(sites, 'Results of the first professional examination', true);

  const gone = await apis[0]!.inject({
    method: 'DELETE',
    url: `/api/notices/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(gone.statusCode).toBe(200);
  await expectEverywhere(sites, 'Results of the first professional examination', false);

  await createNotice(apis[0]!, token, 'Admission list', new Date(START + HOUR).toISOString());
  // Written, so every site renders again, without it: it is not due.
  await expectEverywhere(sites, 'Admission list', false);
  const before = await html(sites[0]!, '/notice');
  expect(before).not.toContain('Admission list');
  // Its publish time falls due: no write, yet the content version moves and every page shows it.
  jest.setSystemTime(START + HOUR);
  await expectEverywhere(sites, 'Admission list', true);
}

const cleanups: Array<() => Promise<void> | void> = [];
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: [...REAL], now: START });
});
afterEach(async () => {
  jest.useRealTimers();
  while (cleanups.length) await cleanups.pop()!();
});

test('SQLite: a new, a deleted and a scheduled notice show in and leave / and /notice', async () => {
  const api = await startApi({});
  cleanups.push(async () => {
    await api.app.close();
    rmSync(api.dataDir, { recursive: true, force: true });
  });
  const site = await startSite(api.origin);
  cleanups.push(() => site.app.close());
  await freshnessCases([api.app], [site]);
});

const pgReady = cluster.postgresAvailability();
(pgReady.ok ? test : test.skip)(
  'PostgreSQL: two site servers over two API replicas both show the changes',
  async () => {
    const server = await cluster.startPostgres();
    cleanups.push(() => server.stop());
    const database = `fresh_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client(server.adminUrl);
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const databaseUrl = server.urlFor(database);
    const replicas = [];
    for (let i = 0; i < 2; i += 1) {
      const api = await startApi({ databaseUrl, poolSize: 4 });
      cleanups.push(async () => {
        await api.app.close();
        rmSync(api.dataDir, { recursive: true, force: true });
      });
      replicas.push(api);
    }
    const sites = [];
    for (const api of replicas) {
      const site = await startSite(api.origin);
      cleanups.push(() => site.app.close());
      sites.push(site);
    }
    await freshnessCases(
      replicas.map((r) => r.app),
      sites,
    );
  },
  // A cluster, two API replicas and two site servers start inside it: a bound against a hang that a
  // busy machine's start-up cannot reach (it passed 120 s once).
  600_000,
);
