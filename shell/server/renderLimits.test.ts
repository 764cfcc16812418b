// What the site's server keeps and for whom: a render that failed or came back empty is never kept
// with public headers; an unchanged page keeps its ETag across periodic re-renders (the embedded
// state carries no per-request timestamps); renders of made-up addresses are bounded per client
// address. The clock is the test's; outcomes are polled for, never waited for by time.
import http from 'node:http';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from './siteServer';
import { createManifestCache } from './remoteManifests';
import { STATE_SCRIPT_ID } from './document';
import { distWith, INDEX_HTML, tempDir } from './testHelpers';

type Log = { count: number; mode: Record<string, 'ok' | 'null' | 'empty'> };
const log = ((globalThis as unknown as { __renderLimits?: Log }).__renderLimits ??= { count: 0, mode: {} });

// Renders every path; its state carries what RTK Query records per request (timestamps, a random
// request id), as the real renderer's store does. A path not in the table is the not-found page.
const RENDERER = `
const KNOWN = ['/', '/notice', '/about', '/contact'];
export function rendersOnServer() { return true; }
export async function renderRoute({ url }) {
  const log = globalThis.__renderLimits;
  log.count += 1;
  const pathname = new URL(url, 'http://x').pathname;
  const mode = log.mode[pathname] ?? 'ok';
  if (mode === 'null') return null;
  const known = KNOWN.includes(pathname);
  const started = Date.now() + log.count;
  const state = { api: { queries: { 'getNotices(undefined)': {
    status: 'fulfilled', endpointName: 'getNotices', requestId: Math.random().toString(36).slice(2),
    startedTimeStamp: started, fulfilledTimeStamp: started + 7, data: [{ title: 'Admission list' }] } } } };
  const html = mode === 'empty' ? '  ' : known ? '<main>Admission list</main>' : '<main>No page at <code>' + pathname + '</code></main>';
  return { status: known ? 200 : 404, head: '', html, state };
}`;

const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

async function site(options: { notFoundRendersPerMinute?: number } = {}) {
  const dir = tempDir('render-limits');
  const ssrModule = path.join(dir, 'render.mjs');
  writeFileSync(ssrModule, RENDERER);
  const clock = { t: Date.parse('2026-11-27T08:00:00Z') };
  const app = await createSiteServer({
    root: distWith({ 'index.html': INDEX_HTML }),
    spa: true,
    config: { apiBaseUrl: '/api', fileBaseUrl: '', remotes: {} },
    ssrModule,
    manifests: createManifestCache({ ttlMs: 0 }),
    now: () => clock.t,
    renderCacheRefreshMs: 60_000,
    ...options,
  });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  /** A GET from a given loopback address (127.0.0.x are all this machine's). */
  const get = (url: string, { from = '127.0.0.1', headers = {} as Record<string, string> } = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; html: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: url, localAddress: from, headers }, (res) => {
          let html = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (html += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, html }));
        })
        .on('error', reject);
    });
  return { app, clock, get };
}

/**
 * Asks until `check` holds, with no bound of its own (a render a busy machine makes slow must not fail
 * the test); the test's time-out, below, is the bound against a hang.
 */
async function eventually(check: () => Promise<boolean> | boolean) {
  while (!(await check())) {
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
jest.setTimeout(600_000);

it('keeps an unchanged page’s ETag across periodic re-renders: the embedded state has no per-request fields', async () => {
  const s = await site();
  const first = await s.get('/about');
  expect(first.status).toBe(200);
  const state = first.html.match(
    new RegExp(`<script id="${STATE_SCRIPT_ID}" type="application/json">(.*?)</script>`),
  )?.[1];
  expect(JSON.parse(state ?? 'null')).toEqual({
    api: {
      queries: {
        'getNotices(undefined)': {
          status: 'fulfilled',
          endpointName: 'getNotices',
          data: [{ title: 'Admission list' }],
        },
      },
    },
  });
  const rendersBefore = log.count;
  // Past the refresh interval: the page is sent as it is and rendered again beside it.
  s.clock.t += 61_000;
  const stale = await s.get('/about');
  expect(stale.headers['x-render-cache']).toBe('stale');
  await eventually(() => log.count > rendersBefore);
  await eventually(async () => (await s.get('/about')).headers['x-render-cache'] === 'hit');
  const again = await s.get('/about', { headers: { 'if-none-match': String(first.headers.etag) } });
  expect(again.status).toBe(304);
  expect(again.headers.etag).toBe(first.headers.etag);
});

it.each(['null', 'empty'] as const)(
  'never keeps a render that came back %s with public headers, and keeps the good page it would replace',
  async (mode) => {
    const s = await site();
    log.mode['/contact'] = mode;
    try {
      const failed = await s.get('/contact');
      expect(failed.status).toBe(200);
      expect(failed.headers['cache-control']).toBe('no-store');
      expect(failed.html).toContain('<div id="root"></div>');
      delete log.mode['/contact'];
      // The next request after the retry interval renders again, and the good page is public.
      s.clock.t += 2_000;
      const good = await s.get('/contact');
      expect(good.html).toContain('<main>Admission list</main>');
      expect(good.headers['cache-control']).toMatch(/^public/);
      // A failure after that leaves the good page in place.
      log.mode['/contact'] = mode;
      s.clock.t += 61_000;
      const rendersBefore = log.count;
      expect((await s.get('/contact')).html).toContain('<main>Admission list</main>');
      // That request started a render in the background, which fails; the good page stays.
      await eventually(() => log.count > rendersBefore);
      const after = await s.get('/contact');
      expect(after.html).toContain('<main>Admission list</main>');
      expect(after.headers['cache-control']).toMatch(/^public/);
    } finally {
      delete log.mode['/contact'];
    }
  },
);

it('bounds the renders of made-up addresses per client address; other visitors and real pages are unaffected', async () => {
  const s = await site({ notFoundRendersPerMinute: 3 });
  const before = log.count;
  const answers = [];
  for (let i = 0; i < 8; i += 1) answers.push(await s.get(`/made-up-${i}`, { from: '127.0.0.2' }));
  expect(log.count - before).toBe(3);
  expect(answers.map((a) => a.status)).toEqual(Array(8).fill(404));
  expect(answers.slice(0, 3).every((a) => a.html.includes('No page at'))).toBe(true);
  for (const bounded of answers.slice(3)) {
    expect(bounded.headers['x-render-cache']).toBe('bounded');
    expect(bounded.headers['cache-control']).toBe('no-store');
    // The bare page: the visitor's browser draws the not-found page itself.
    expect(bounded.html).toContain('<div id="root"></div>');
  }
  // A made-up address already rendered is sent from the cache, at no cost.
  expect((await s.get('/made-up-0', { from: '127.0.0.2' })).html).toContain('No page at');
  // Another address has its own budget; real pages are never bounded.
  expect((await s.get('/made-up-9', { from: '127.0.0.3' })).html).toContain('No page at');
  expect((await s.get('/notice', { from: '127.0.0.2' })).html).toContain('<main>Admission list</main>');
  // Sending a token does not buy renders past the bound either.
  const personal = await s.get('/made-up-10', { from: '127.0.0.2', headers: { authorization: 'Bearer x' } });
  expect(personal.headers['x-render-cache']).toBe('bounded');
  // The budget refills with time.
  s.clock.t += 60_000;
  expect((await s.get('/made-up-11', { from: '127.0.0.2' })).html).toContain('No page at');
});
