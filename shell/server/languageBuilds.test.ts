// A shell and remotes built once per language (mf.words.mjs): a Bengali page is sent index.bn.html and
// the hints of the remote's Bengali build; a shell built the old way (one build) serves both languages.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from './siteServer';
import { cacheControlFor, REVALIDATE } from './cacheControl';
import { createManifestCache, manifestInLanguage } from './remoteManifests';
import { createTemplates, TEMPLATE_CHECK_MS } from './templates';
import { distWith, INDEX_HTML, listen } from './testHelpers';

const apps: FastifyInstance[] = [];
const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await Promise.all(closers.map((c) => c()));
});

const INDEX_BN_HTML = INDEX_HTML.replace('/main.0123abcd.js', '/main.4567cdef.js');

/** mf-directories' manifest of one language's build: its entry and the board's chunk. */
const manifestOf = (entry: string, chunk: string) => ({
  name: 'mf_directories',
  metaData: { publicPath: 'auto', remoteEntry: { name: entry, path: '', type: 'global' } },
  exposes: [{ name: 'NoticeBoardPage', path: './NoticeBoardPage', assets: { js: { sync: [chunk], async: [] } } }],
});

let remoteOrigin = '';
beforeAll(async () => {
  const remote = await listen((req, res) => {
    const files: Record<string, object> = {
      '/mf-manifest.json': manifestOf('remoteEntry.js', 'board.en11.js'),
      '/mf-manifest.bn.json': manifestOf('remoteEntry.bn.js', 'board.bn22.js'),
    };
    const body = files[req.url ?? ''];
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(body ? JSON.stringify(body) : '');
  });
  closers.push(remote.close);
  remoteOrigin = remote.origin;
});

async function start(root: string): Promise<string> {
  const app = await createSiteServer({
    root,
    spa: true,
    ssrModule: null,
    manifests: createManifestCache({ ttlMs: 0 }),
    config: { apiBaseUrl: '/api', fileBaseUrl: '', remotes: { mf_directories: `${remoteOrigin}/mf-manifest.json` } },
  });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

const hintsOf = (html: string) => html.match(/<link rel="preload" href="[^"]*"/g) ?? [];

describe('a site built once per language', () => {
  it('sends an English page index.html and the hints of the English builds', async () => {
    const base = await start(distWith({ 'index.html': INDEX_HTML, 'index.bn.html': INDEX_BN_HTML }));
    const html = await (await fetch(`${base}/notice`)).text();
    expect(html).toContain('/main.0123abcd.js');
    expect(html).not.toContain('/main.4567cdef.js');
    expect(hintsOf(html).slice(0, 2)).toEqual([
      `<link rel="preload" href="${remoteOrigin}/remoteEntry.js"`,
      `<link rel="preload" href="${remoteOrigin}/board.en11.js"`,
    ]);
  });

  it('sends a Bengali page index.bn.html and the hints of the remote’s Bengali build', async () => {
    const base = await start(distWith({ 'index.html': INDEX_HTML, 'index.bn.html': INDEX_BN_HTML }));
    const html = await (await fetch(`${base}/bn/notice`)).text();
    expect(html).toContain('/main.4567cdef.js');
    expect(html).not.toContain('/main.0123abcd.js');
    expect(hintsOf(html).slice(0, 2)).toEqual([
      `<link rel="preload" href="${remoteOrigin}/remoteEntry.bn.js"`,
      `<link rel="preload" href="${remoteOrigin}/board.bn22.js"`,
    ]);
  });

  it('serves both languages from index.html and the one manifest when the shell has one build', async () => {
    const base = await start(distWith({ 'index.html': INDEX_HTML }));
    const html = await (await fetch(`${base}/bn/notice`)).text();
    expect(html).toContain('/main.0123abcd.js');
    expect(hintsOf(html).slice(0, 2)).toEqual([
      `<link rel="preload" href="${remoteOrigin}/remoteEntry.js"`,
      `<link rel="preload" href="${remoteOrigin}/board.en11.js"`,
    ]);
  });

  it('names the Bengali manifest beside the English one, and revalidates the Bengali entry files', () => {
    expect(manifestInLanguage('https://r.example/x/mf-manifest.json', 'bn')).toBe(
      'https://r.example/x/mf-manifest.bn.json',
    );
    expect(manifestInLanguage('https://r.example/x/mf-manifest.json', 'en')).toBe(
      'https://r.example/x/mf-manifest.json',
    );
    for (const file of ['remoteEntry.bn.js', 'mf-manifest.bn.json', 'mf-manifest.bn-stats.json', 'index.bn.html'])
      expect(cacheControlFor(file)).toBe(REVALIDATE);
  });
});

describe('createTemplates', () => {
  it('picks up a Bengali build deployed in place, and its removal, at the next look', async () => {
    let clock = 0;
    const root = distWith({ 'index.html': INDEX_HTML });
    const templates = createTemplates(
      root,
      () => clock,
      () => undefined,
    );
    expect(templates.hasOwnBuild('bn')).toBe(false);
    expect(templates.get('bn').text).toBe(INDEX_HTML);

    writeFileSync(path.join(root, 'index.bn.html'), INDEX_BN_HTML);
    expect(templates.check()).toBeNull(); // not a second yet
    clock += TEMPLATE_CHECK_MS;
    await templates.check();
    expect(templates.hasOwnBuild('bn')).toBe(true);
    expect(templates.get('bn').text).toBe(INDEX_BN_HTML);
    expect(templates.get('en').text).toBe(INDEX_HTML);

    rmSync(path.join(root, 'index.bn.html'));
    clock += TEMPLATE_CHECK_MS;
    await templates.check();
    expect(templates.hasOwnBuild('bn')).toBe(false);
  });

  it('refuses to start without the English page', () => {
    expect(() =>
      createTemplates(
        distWith({}),
        () => 0,
        () => undefined,
      ),
    ).toThrow(/index\.html/);
  });
});
