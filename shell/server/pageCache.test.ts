// The render cache inside the site server, over real sockets: a stand-in API the tests control (its
// notices, its content version, up or failing) and a small renderer module that draws the notices it
// fetched, counting its renders. Content-version checks are driven by hand (`contentVersion.check()`),
// read from the stand-in without a network time-out, and outcomes are polled for, so nothing depends on
// timing.
import http from 'node:http';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from './siteServer';
import { createManifestCache } from './remoteManifests';
import { createContentVersion } from './contentVersion';
import { distWith, INDEX_HTML, listen, tempDir } from './testHelpers';

type Renders = { count: number; inputs: Array<{ url: string; deadlineMs?: number }> };
const renders = (globalThis as unknown as { __pageCacheRenders: Renders }).__pageCacheRenders ?? {
  count: 0,
  inputs: [],
};
(globalThis as unknown as { __pageCacheRenders: Renders }).__pageCacheRenders = renders;

// Draws the notices the API gives; a failed call is the page's error state, flagged `degraded`.
const RENDERER = `
export function rendersOnServer(pathname) { return pathname !== '/login' && !pathname.startsWith('/admin'); }
export async function renderRoute({ url, apiOrigin, deadlineMs }) {
  const log = globalThis.__pageCacheRenders;
  log.count += 1;
  log.inputs.push({ url, deadlineMs });
  try {
    const res = await fetch(apiOrigin + '/api/notices', { signal: AbortSignal.timeout(deadlineMs) });
    if (!res.ok) throw new Error('API answered ' + res.status);
    const notices = await res.json();
    return { status: 200, head: '', html: '<ul>' + notices.map((n) => '<li>' + n.title + '</li>').join('') + '</ul>', state: {} };
  } catch {
    return { status: 200, head: '', html: '<p role="alert">The notices could not be loaded.</p>', state: {}, degraded: true };
  }
}`;

/** A stand-in API: notices, a content version that moves with them, and a switch to make it fail. */
function fakeApi() {
  const state = { notices: ['Admission list'], version: 1, failing: false };
  const api = {
    state,
    onWrite: () => {},
    handler: (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (req.method === 'POST') {
        api.onWrite();
        res.writeHead(201, { 'content-type': 'application/json' });
        return res.end('{}');
      }
      if (req.url === '/api/content-version') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ version: `v${state.version}` }));
      }
      if (req.url === '/api/notices' && !state.failing) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(state.notices.map((title) => ({ title }))));
      }
      res.writeHead(500, { 'content-type': 'application/json' });
      return res.end('{"message":"down","code":"INTERNAL"}');
    },
    publish(title: string) {
      state.notices.unshift(title);
      state.version += 1;
    },
  };
  return api;
}

const apps: FastifyInstance[] = [];
const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await Promise.all(closers.map((c) => c()));
});

/**
 * The site over the stand-in. Its renderer gets a deadline no busy machine reaches (a render that met
 * the 600 ms deadline is an error page, kept only briefly: a test of caching would then count renders
 * the machine's speed made); `serverDeadline` keeps the server's own, for the test of that deadline.
 */
async function site({ serverDeadline = false }: { serverDeadline?: boolean } = {}) {
  const api = fakeApi();
  const server = await listen(api.handler);
  closers.push(server.close);
  const dir = tempDir('renderer');
  const ssrModule = path.join(dir, 'render.mjs');
  writeFileSync(ssrModule, RENDERER);
  const app = await createSiteServer({
    root: distWith({ 'index.html': INDEX_HTML }),
    spa: true,
    config: { apiBaseUrl: '/api', fileBaseUrl: '', remotes: {} },
    apiUpstreams: [server.origin],
    ssrModule,
    manifests: createManifestCache({ ttlMs: 0 }),
    // The version is read from the stand-in's state, checked only when a test says so (and on the first
    // request): over a socket, a check slower than its 300 ms on a busy machine left the first page
    // keyed by no version, and the next check then moved it, rendering the page a second time.
    contentVersion: createContentVersion({
      load: async () => `v${api.state.version}`,
      pollMs: 3_600_000,
      waitAfterMs: 3_600_000,
    }),
    // A page is never old within a test, however long a busy machine makes it.
    renderCacheRefreshMs: 3_600_000,
    ...(serverDeadline ? {} : { ssrDeadlineMs: 60_000 }),
    // Requests wait for the version check and the new render however slow the machine is.
    renderWaitMs: 60_000,
    contentVersionWaitMs: 60_000,
  });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + url, { headers });
    return { res, html: await res.text() };
  };
  const cache = (
    app as unknown as {
      renderCache: {
        size: number;
        renders: number;
        has(slot: string): boolean;
        peek(slot: string): { retryAt: number; good: boolean } | undefined;
      };
    }
  ).renderCache;
  const version = (app as unknown as { contentVersion: { check(): Promise<string | null> } }).contentVersion;
  return { api, base, get, cache, version, origin: base };
}

/**
 * Asks until `check` holds, with no bound of its own: the outcome depends on a render finishing, which a
 * busy machine may take long over. The test's time-out (below) is the bound against a hang.
 */
async function eventually(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 25));
}
jest.setTimeout(600_000);

it('renders a page once however many visitors ask, and a random ?x= neither bypasses nor fills the cache', async () => {
  const s = await site();
  const before = renders.count;
  const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => s.get(`/notice?x=${i}&utm_source=s${i}`)));
  expect(renders.count - before).toBe(1);
  expect(new Set(answers.map((a) => a.res.headers.get('etag'))).size).toBe(1);
  expect(answers.every((a) => a.html.includes('<li>Admission list</li>'))).toBe(true);
  for (let i = 0; i < 10; i += 1) await s.get(`/notice?x=${Math.random()}`);
  expect(renders.count - before).toBe(1);
  expect(s.cache.size).toBe(1);
  // A parameter the page reads is another page.
  await s.get('/notice?category=exam&x=1');
  expect(s.cache.size).toBe(2);
  expect(renders.inputs.at(-1)!.url).toBe('/notice?category=exam');
});

it('answers a revalidation with 304 while the page is unchanged, and 200 once it changed', async () => {
  const s = await site();
  const first = await s.get('/notice');
  const etag = first.res.headers.get('etag')!;
  expect(etag).toMatch(/^W\/"/);
  const again = await fetch(`${s.base}/notice`, { headers: { 'if-none-match': etag } });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe('');
  expect(again.headers.get('etag')).toBe(etag);
  s.api.publish('Results of the final examination');
  await s.version.check();
  await eventually(async () => (await s.get('/notice')).html.includes('Results of the final examination'));
  const changed = await fetch(`${s.base}/notice`, { headers: { 'if-none-match': etag } });
  expect(changed.status).toBe(200);
  expect(changed.headers.get('etag')).not.toBe(etag);
});

it('sends each kind of page with its own Cache-Control', async () => {
  const s = await site();
  const shared = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30, stale-if-error=86400';
  // An anonymous server-rendered page.
  expect((await s.get('/notice')).res.headers.get('cache-control')).toBe(shared);
  // A page drawn in the browser is the same file for everyone too.
  const login = await s.get('/login');
  expect(login.res.headers.get('cache-control')).toBe(shared);
  expect(login.html).toContain('<div id="root"></div>');
  // A request with credentials: answered, but never stored or shared.
  const before = renders.count;
  const personal = await s.get('/facultyTable', { authorization: 'Bearer abc' });
  expect(personal.res.status).toBe(200);
  expect(personal.res.headers.get('cache-control')).toBe('private, no-store');
  expect(personal.res.headers.get('etag')).toBeNull();
  expect(renders.count - before).toBe(1);
  expect(s.cache.has(`${s.origin} en /facultyTable`)).toBe(false);
  // A page showing personal details (alumni contacts by consent): kept by a CDN for s-maxage only,
  // never served stale.
  expect((await s.get('/alumniTable')).res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
  // A page whose render met a failure: no shared cache may keep it.
  s.api.state.failing = true;
  s.api.publish('Withdrawn');
  await s.version.check();
  const failed = await s.get('/alumniTable');
  expect(failed.html).toContain('The notices could not be loaded.');
  expect(failed.res.headers.get('cache-control')).toBe('no-store');
});

it('keeps pages drawn in the browser when the content changes (no content in them)', async () => {
  const s = await site();
  await s.get('/login');
  s.api.publish('New notice');
  await s.version.check();
  const again = await s.get('/login');
  expect(again.res.headers.get('x-render-cache')).toBe('hit');
});

it('sends the last good page while the API fails (stale-if-error), and the fresh one once it is back', async () => {
  const s = await site();
  expect((await s.get('/')).html).toContain('<li>Admission list</li>');
  s.api.publish('Results');
  s.api.state.failing = true;
  await s.version.check();
  const during = await s.get('/');
  expect(during.html).toContain('<li>Admission list</li>');
  expect(during.res.headers.get('cache-control')).toMatch(/^public/);
  // The render that failed meanwhile does not replace it: it only sets when to try again.
  await eventually(async () => (s.cache.peek(`${s.origin} en /`)?.retryAt ?? 0) > 0);
  expect(s.cache.peek(`${s.origin} en /`)!.good).toBe(true);
  for (let i = 0; i < 3; i += 1) expect((await s.get('/')).html).toContain('<li>Admission list</li>');
  expect((await s.get('/')).html).not.toContain('could not be loaded');
  // Back: the next try (after the retry interval) brings the new page.
  s.api.state.failing = false;
  await eventually(async () => (await s.get('/')).html.includes('<li>Results</li>'));
});

it('never stands an older copy of a personal page in for a new one: a failed render is sent instead', async () => {
  const s = await site();
  expect((await s.get('/alumniTable')).html).toContain('<li>Admission list</li>');
  // The content moves (a consent withdrawn) and the API fails before the page is rendered again.
  s.api.publish('Results');
  s.api.state.failing = true;
  await s.version.check();
  for (let i = 0; i < 2; i += 1) {
    const during = await s.get('/alumniTable');
    expect(during.html).not.toContain('<li>Admission list</li>');
    expect(during.html).toContain('could not be loaded');
    expect(during.res.headers.get('cache-control')).toBe('no-store');
  }
  s.api.state.failing = false;
  await eventually(async () => (await s.get('/alumniTable')).html.includes('<li>Results</li>'));
});

it('gives the renderer a deadline under a second, so a hung API still gets the page its error state in time', async () => {
  const s = await site({ serverDeadline: true });
  await s.get('/gallery');
  expect(renders.inputs.at(-1)!.deadlineMs).toBeLessThan(1_000);
});

it('shows an edit made through its own /api on the next page, without waiting for the poll', async () => {
  const s = await site();
  expect((await s.get('/notice')).html).toContain('<li>Admission list</li>');
  // The stand-in API takes the upload; the content changes with it.
  s.api.onWrite = () => s.api.publish('Results are out');
  const write = await fetch(`${s.base}/api/notices/upload`, { method: 'POST', body: 'x' });
  expect(write.status).toBe(201);
  const next = await s.get('/notice');
  expect(next.html).toContain('<li>Results are out</li>');
});
