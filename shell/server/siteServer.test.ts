import http from 'node:http';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from './siteServer';
import { GATEWAY_ERRORS } from './upstreamFailures';
import { cacheControlFor, IMMUTABLE } from './cacheControl';
import { precompressDir } from './precompress';
import { createManifestCache } from './remoteManifests';
import { CONFIG_SCRIPT_ID, STATE_SCRIPT_ID } from './document';
import { BOOT_SCRIPT_HASH } from './bootScript';
import type { PageHeads } from '@gsvmc/shared-kit/pageHeads';
import { deadOrigin, distWith, INDEX_HTML, listen, tempDir } from './testHelpers';

const BIG_JS = `var chunk = ${JSON.stringify('federated '.repeat(400))};`;
const apps: FastifyInstance[] = [];
const closers: Array<() => Promise<void>> = [];

afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await Promise.all(closers.map((c) => c()));
});

async function start(options: Parameters<typeof createSiteServer>[0]): Promise<string> {
  const app = await createSiteServer({ manifests: createManifestCache({ ttlMs: 0 }), ...options });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

/** A raw GET (Node's fetch would undo the content encoding we want to see). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const config = {
  apiBaseUrl: '/api',
  fileBaseUrl: '',
  remotes: { mf_public: 'http://127.0.0.1:1/mf-manifest.json', mf_directories: 'http://127.0.0.1:1/mf-manifest.json' },
};

describe('static files', () => {
  let base: string;
  beforeAll(async () => {
    const dir = distWith({
      'index.html': INDEX_HTML,
      'main.0123abcd.js': BIG_JS,
      'main.0123abcd.js.map': '{"version":3}',
      'remoteEntry.js': BIG_JS,
      'mf-manifest.json': '{"exposes":[]}',
      'ssr/ssr-manifest.json': '{"name":"mf_public","entry":"remote.0123abcd.js","pages":[]}',
      'ssr/remote.0123abcd.js': BIG_JS,
      'assets/logo.png': 'png',
      'small.0123abcd.js': 'var x;',
    });
    await precompressDir(dir);
    base = await start({ root: dir, cors: true, config });
  });

  it('sends the brotli or gzip file written at build time, by Accept-Encoding, with Vary', async () => {
    const br = await rawGet(`${base}/main.0123abcd.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(BIG_JS);
    expect(br.body.length).toBeLessThan(BIG_JS.length / 5);

    const gz = await rawGet(`${base}/main.0123abcd.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(BIG_JS);

    const plain = await rawGet(`${base}/main.0123abcd.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_JS);
    expect(plain.headers['content-type']).toMatch(/javascript/);
  });

  it('does not compress what is too small to gain from it', async () => {
    const res = await rawGet(`${base}/small.0123abcd.js`, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('var x;');
  });

  it('caches hashed files for a year and makes entry files revalidate', async () => {
    const hashed = await rawGet(`${base}/main.0123abcd.js`, { 'accept-encoding': 'br' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A words file in one language (mf.wordsFiles.mjs) is named by its whole file's hash.
    expect(cacheControlFor('bootstrap.0123abcd.bn.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('7.0123abcd.en.js.br')).toBe(IMMUTABLE);
    // ssr-manifest.json names a remote's current Node build: a redeploy must be seen at once.
    for (const file of ['/remoteEntry.js', '/mf-manifest.json', '/config.json', '/ssr/ssr-manifest.json']) {
      const res = await rawGet(base + file, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await rawGet(`${base}/assets/logo.png`)).headers['cache-control']).toBe('public, max-age=300');
    // The Node build it names is content-hashed (and fetched by the site's server, which decodes brotli).
    const node = await rawGet(`${base}/ssr/remote.0123abcd.js`, { 'accept-encoding': 'br' });
    expect(node.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(node.body).toString()).toBe(BIG_JS);
  });

  it('does not serve source maps in production', async () => {
    expect((await rawGet(`${base}/main.0123abcd.js.map`)).status).toBe(404);
    const dir = distWith({ 'a.0123abcd.js.map': '{"version":3}' });
    const withMaps = await start({ root: dir, serveSourceMaps: true });
    expect((await rawGet(`${withMaps}/a.0123abcd.js.map`)).status).toBe(200);
  });

  it('lets any origin load a remote (CORS), preflight included', async () => {
    const res = await rawGet(`${base}/remoteEntry.js`);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const preflight = await fetch(`${base}/remoteEntry.js`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('never serves a file outside its folder', async () => {
    const secretDir = tempDir('secret');
    writeFileSync(path.join(secretDir, 'secret.txt'), 'secret');
    for (const attempt of [
      `/../${path.basename(secretDir)}/secret.txt`,
      `/..%2f${path.basename(secretDir)}%2fsecret.txt`,
    ]) {
      const res = await rawGet(base + attempt);
      expect(res.body.toString()).not.toBe('secret');
    }
  });
});

describe('the shell page', () => {
  let base: string;
  let remote: { origin: string; close: () => Promise<void> };
  let manifest: object;
  // The page heads mf-directories' build deploys beside its manifest (page-heads.json), as its
  // src/pageHeads.ts declares them.
  const DIRECTORIES_HEADS: PageHeads = {
    NoticeBoardPage: {
      title: { en: 'Notice Board', bn: 'নোটিশ বোর্ড' },
      description: {
        en: 'Notices, circulars and admission news from GSVMC, newest first, each with its PDF.',
        bn: 'জিএসভিএমসির নোটিশ, বিজ্ঞপ্তি ও ভর্তির খবর, নতুনগুলো আগে, প্রতিটির সাথে পিডিএফ।',
      },
      firstCall: { url: 'notices?limit=20&offset=0' },
    },
    FacultyDirectoryPage: {
      title: { en: 'Faculty Directory', bn: 'শিক্ষকমণ্ডলী' },
      description: { en: 'The teachers of GSVMC by department.', bn: 'বিভাগ অনুযায়ী জিএসভিএমসির শিক্ষকগণ।' },
      firstCall: { url: 'faculty' },
    },
    FacultyDetailPage: {
      title: { en: 'Faculty Profile', bn: 'শিক্ষকের পরিচিতি' },
      description: { en: 'A GSVMC faculty member.', bn: 'জিএসভিএমসির একজন শিক্ষক।' },
      // As facultyMemberUrl(pathParam('id')) writes it: the parameter encoded like the value will be.
      firstCall: { url: 'faculty/%3Aid' },
    },
  };
  let heads: PageHeads = DIRECTORIES_HEADS;
  const pageConfig = () => ({
    apiBaseUrl: '/api',
    fileBaseUrl: '',
    remotes: {
      mf_public: `${remote.origin}/public/mf-manifest.json`,
      mf_directories: `${remote.origin}/directories/mf-manifest.json`,
      mf_admin: 'https://admin.example.org/mf-manifest.json',
    },
  });
  const directoriesManifest = (chunk: string) => ({
    name: 'mf_directories',
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    exposes: [
      {
        name: 'NoticeBoardPage',
        path: './NoticeBoardPage',
        assets: { js: { sync: [chunk], async: ['lazy.js'] }, css: { sync: ['page.css'], async: [] } },
      },
      {
        name: 'FacultyDetailPage',
        path: './FacultyDetailPage',
        assets: { js: { sync: ['detail.js'], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  });

  beforeAll(async () => {
    manifest = directoriesManifest('__federation_expose_NoticeBoardPage.1111aaaa.js');
    remote = await listen((req, res) => {
      if (req.url === '/directories/mf-manifest.json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(manifest));
      } else if (req.url === '/directories/page-heads.json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(heads));
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    closers.push(remote.close);
    base = await start({
      root: distWith({ 'index.html': INDEX_HTML, 'main.0123abcd.js': BIG_JS }),
      spa: true,
      config: pageConfig(),
      ssrModule: null,
    });
  });

  const page = async (url: string) => {
    const res = await fetch(base + url);
    return { res, html: await res.text() };
  };

  it('answers every client route with the page, for shared caches briefly, and keeps a missing file a 404', async () => {
    const { res, html } = await page('/facultyDetails/abc');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=30, stale-if-error=86400',
    );
    expect(res.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
    expect(html).toContain('<div id="root"></div>');
    expect((await fetch(`${base}/missing.0123abcd.js`)).status).toBe(404);
    // The raw template is never sent as such.
    expect(await (await fetch(`${base}/index.html`)).text()).toContain(CONFIG_SCRIPT_ID);
  });

  it('sends strict headers: a CSP allowing scripts only from the site and the remotes, no framing', async () => {
    const { res } = await page('/admin');
    const csp = res.headers.get('content-security-policy')!;
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    // The one inline script (bootScript.ts) by its hash, nothing else inline.
    expect(directive('script-src')).toBe(
      `script-src 'self' ${BOOT_SCRIPT_HASH} ${remote.origin} https://admin.example.org`,
    );
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('connect-src')).toContain(remote.origin);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it.each(['/preview/page/about', '/bn/preview/page/about', '/bn/preview/site'])(
    "lets only the site itself frame an editor's preview, in either language: %s",
    async (path) => {
      const { res } = await page(path);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp.split('; ').find((d) => d.startsWith('frame-ancestors '))).toBe("frame-ancestors 'self'");
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    },
  );

  it('frames no other Bengali page', async () => {
    const { res } = await page('/bn/about');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it("writes the route's title, description and Open Graph tags", async () => {
    const { html } = await page('/notice');
    expect(html).toContain('<title>Notice Board · GSVMC</title>');
    expect(html).not.toContain('built-in title');
    expect(html).not.toContain('built-in description');
    expect(html).toMatch(/<meta name="description" content="Notices, circulars[^"]*">/);
    expect(html).toContain('<meta property="og:title" content="Notice Board · GSVMC">');
    expect(html).toMatch(/<meta property="og:description" content="Notices, circulars/);
    expect(html).toContain(`<meta property="og:url" content="${base}/notice">`);
    // <meta charset> stays first.
    expect(html.indexOf('<meta charset="utf-8">')).toBeLessThan(html.indexOf('<title>'));
    expect((await page('/facultyTable')).html).toContain('<title>Faculty Directory · GSVMC</title>');
    expect((await page('/no-such-page')).html).toContain('<title>Page not found · GSVMC</title>');
  });

  it('writes the runtime config into the page, so the browser needs no config.json', async () => {
    const { html } = await page('/about');
    const json = new RegExp(`<script id="${CONFIG_SCRIPT_ID}" type="application/json">(.*?)</script>`).exec(html)![1]!;
    expect(JSON.parse(json)).toEqual(pageConfig());
    expect(await (await fetch(`${base}/config.json`)).json()).toEqual(pageConfig());
  });

  it("preloads the live remote's entry and the page's chunks, and its first API call", async () => {
    const { html } = await page('/notice');
    const hints = html.match(/<link rel="preload"[^>]*>/g);
    expect(hints).toEqual([
      `<link rel="preload" href="${remote.origin}/directories/remoteEntry.js" as="script">`,
      `<link rel="preload" href="${remote.origin}/directories/page.css" as="style">`,
      `<link rel="preload" href="${remote.origin}/directories/__federation_expose_NoticeBoardPage.1111aaaa.js" as="script">`,
      // The board's first page, as its endpoint asks for it (same URL, same credentials mode: the
      // landing page's notices use 'include', the board's paged list the default, 'anonymous').
      '<link rel="preload" href="/api/notices?limit=20&amp;offset=0" as="fetch" crossorigin="anonymous">',
    ]);
    expect((await page('/facultyDetails/a%2Fb')).html).toContain(
      '<link rel="preload" href="/api/faculty/a%2Fb" as="fetch" crossorigin="anonymous">',
    );
  });

  it('uses a redeployed remote’s new chunk names without a restart', async () => {
    manifest = directoriesManifest('__federation_expose_NoticeBoardPage.2222bbbb.js');
    const { html } = await page('/notice');
    expect(html).toContain('__federation_expose_NoticeBoardPage.2222bbbb.js');
    expect(html).not.toContain('1111aaaa');
  });

  it("takes a page's title, description and first call from its remote's deployment, not the shell", async () => {
    heads = {
      ...DIRECTORIES_HEADS,
      NoticeBoardPage: {
        title: { en: 'Notices and Circulars', bn: 'নোটিশ ও বিজ্ঞপ্তি' },
        description: { en: 'Every notice of the college.', bn: 'কলেজের সব নোটিশ।' },
        firstCall: { url: 'notices?limit=50&offset=0', credentials: 'include' },
      },
    };
    try {
      const { html } = await page('/notice');
      expect(html).toContain('<title>Notices and Circulars · GSVMC</title>');
      expect(html).toContain('<meta name="description" content="Every notice of the college.">');
      expect(html).toContain(
        '<link rel="preload" href="/api/notices?limit=50&amp;offset=0" as="fetch" crossorigin="use-credentials">',
      );
      expect((await page('/bn/notice')).html).toContain('<title>নোটিশ ও বিজ্ঞপ্তি · GSVMC</title>');
    } finally {
      heads = DIRECTORIES_HEADS;
    }
    expect((await page('/notice')).html).toContain('<title>Notice Board · GSVMC</title>');
  });

  it("still sends the page, with the site's name and no hints, when a remote is down", async () => {
    const { res, html } = await page('/about'); // mf_public's manifest answers 404 here
    expect(res.status).toBe(200);
    expect(html).not.toContain('as="script"');
    // Without the remote's heads there is no first call to preload and no page title to give.
    expect(html).not.toContain('as="fetch"');
    expect(html).toContain('<title>GSVMC — Gonoshasthaya Samaj Vittik Medical College</title>');
    expect(html).toMatch(
      /<meta name="description" content="Gonoshasthaya Samaj Vittik Medical College \(GSVMC\), Savar/,
    );
    expect((await page('/bn/about')).html).toContain('<title>জিএসভিএমসি — গণস্বাস্থ্য সমাজভিত্তিক মেডিকেল কলেজ</title>');
  });

  it('compresses the page for browsers that accept it', async () => {
    const res = await rawGet(`${base}/notice`, { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.body).toString()).toContain('<title>Notice Board · GSVMC</title>');
  });
});

describe('server rendering seam (ssrContract.ts)', () => {
  const dist = () =>
    distWith({
      'index.html': INDEX_HTML.replace(
        '<body>',
        '<body><noscript>This site needs JavaScript to show its pages.</noscript>',
      ),
    });
  const renderer = (body: string) => {
    const dir = tempDir('ssr');
    const file = path.join(dir, 'render.mjs');
    writeFileSync(file, body);
    return file;
  };

  it('puts the rendered head, page and escaped state into the document', async () => {
    const file = renderer(`
      export async function renderRoute({ url, config, apiOrigin }) {
        if (url !== '/notice?category=exam') return null;
        return { status: 200, head: '<style data-styled>h1{}</style>', html: '<h1>Notices from ' + apiOrigin + '</h1><p>Fee: $& $$ $1</p>',
                 state: { api: { note: '</script><script>alert(1)</script> $&', base: config.apiBaseUrl } } };
      }`);
    const api = await listen((_req, res) => res.end('{}'));
    closers.push(api.close);
    const base = await start({ root: dist(), spa: true, config, ssrModule: file, apiUpstreams: [api.origin] });
    // Only the parameters the page reads reach the renderer (pageKeys.ts).
    const html = await (await fetch(`${base}/notice?utm_source=x&category=exam`)).text();
    expect(html).toContain(`<div id="root"><h1>Notices from ${api.origin}</h1><p>Fee: $& $$ $1</p></div>`);
    expect(html).toMatch(/<head>.*<style data-styled>h1\{\}<\/style>.*<\/head>/);
    const state = new RegExp(`<script id="${STATE_SCRIPT_ID}" type="application/json">(.*?)</script>`).exec(html)![1]!;
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state)).toEqual({ api: { note: '</script><script>alert(1)</script> $&', base: '/api' } });
    // Its data is in the state: no preload of the API call the page would otherwise make.
    expect(html).not.toContain('as="fetch"');
    // It reads without JavaScript, so the template's "needs JavaScript" notice is left out.
    expect(html).not.toContain('<noscript>');
    // null: that route is left to the browser.
    const plain = await (await fetch(`${base}/about`)).text();
    expect(plain).toContain('<div id="root"></div>');
    expect(plain).toContain('<noscript>This site needs JavaScript');
    expect(plain).not.toContain(STATE_SCRIPT_ID);
  });

  it("tells the renderer the visitor's address, for the API's per-address limits", async () => {
    const file = renderer(`
      export async function renderRoute({ clientAddress }) {
        return { status: 200, head: '', html: '<p>for ' + clientAddress + '</p>', state: {} };
      }`);
    const api = await listen((_req, res) => res.end('{}'));
    closers.push(api.close);
    const base = await start({ root: dist(), spa: true, config, ssrModule: file, apiUpstreams: [api.origin] });
    // Without SITE_TRUST_PROXY, a forwarded address from the visitor is not believed.
    const html = await (await fetch(`${base}/notice`, { headers: { 'x-forwarded-for': '6.6.6.6' } })).text();
    expect(html).toContain('<div id="root"><p>for 127.0.0.1</p></div>');
  });

  it('takes the status the renderer gives (404 for the not-found page)', async () => {
    const file = renderer(
      `export async function renderRoute() { return { status: 404, head: '', html: '<h1>Page not found</h1>', state: {} }; }`,
    );
    const base = await start({ root: dist(), spa: true, config, ssrModule: file });
    expect((await fetch(`${base}/nothing-here`)).status).toBe(404);
  });

  it('renders in the browser when the renderer fails or is too slow', async () => {
    const failing = renderer(`export async function renderRoute() { throw new Error('remote down'); }`);
    const slow = renderer(`export function renderRoute() { return new Promise(() => {}); }`);
    for (const file of [failing, slow]) {
      const base = await start({ root: dist(), spa: true, config, ssrModule: file, ssrTimeoutMs: 200 });
      const res = await fetch(`${base}/notice`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root"></div>');
    }
  });
});

describe('forwarding /api and /uploads', () => {
  const dist = () => distWith({ 'index.html': INDEX_HTML });

  it('forwards method, path, query, body and headers, and says who the client is', async () => {
    const seen: Array<Record<string, unknown>> = [];
    const api = await listen((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({
          method: req.method,
          url: req.url,
          auth: req.headers.authorization,
          body,
          xff: req.headers['x-forwarded-for'],
        });
        res.writeHead(201, { 'content-type': 'application/json', 'x-api': 'yes' });
        res.end('{"ok":true}');
      });
    });
    closers.push(api.close);
    const base = await start({ root: dist(), spa: true, config, apiUpstreams: [api.origin] });
    const res = await fetch(`${base}/api/notices?x=1`, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6' },
      body: '{"a":1}',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-api')).toBe('yes');
    expect(await res.json()).toEqual({ ok: true });
    // A client cannot choose its own address: the header it sent is replaced, not trusted.
    expect(seen[0]).toEqual({
      method: 'POST',
      url: '/api/notices?x=1',
      auth: 'Bearer t',
      body: '{"a":1}',
      xff: '127.0.0.1',
    });
    const upload = await fetch(`${base}/uploads/photos/x.png`);
    expect(upload.status).toBe(201);
    expect(seen[1]).toMatchObject({ method: 'GET', url: '/uploads/photos/x.png' });
  });

  it('passes a multipart upload through as it came', async () => {
    let received = Buffer.alloc(0);
    let type = '';
    const api = await listen((req, res) => {
      type = String(req.headers['content-type']);
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received = Buffer.concat(chunks);
        res.end('{}');
      });
    });
    closers.push(api.close);
    const base = await start({ root: dist(), spa: true, config, apiUpstreams: [api.origin] });
    const form = new FormData();
    const bytes = Buffer.alloc(200_000, 7);
    form.append('file', new Blob([bytes]), 'big.pdf');
    const res = await fetch(`${base}/api/notices`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(received.length).toBeGreaterThan(200_000);
    expect(received.includes(bytes)).toBe(true);
  });

  it('answers an upload sent with "Expect: 100-continue" (curl and upload tools send it for large bodies)', async () => {
    const seen: Array<{ expect: unknown; length: number }> = [];
    const api = await listen((req, res) => {
      let length = 0;
      req.on('data', (c: Buffer) => (length += c.length));
      req.on('end', () => {
        seen.push({ expect: req.headers.expect, length });
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      });
    });
    closers.push(api.close);
    const base = await start({ root: dist(), spa: true, config, apiUpstreams: [api.origin] });
    const body = Buffer.alloc(2 * 1024 * 1024, 7);
    // As curl does: headers first, the body only after the server's "100 Continue".
    const result = await new Promise<{ status: number; continued: boolean; text: string }>((resolve, reject) => {
      let continued = false;
      const req = http.request(`${base}/api/notices`, {
        method: 'POST',
        headers: { expect: '100-continue', 'content-type': 'application/pdf', 'content-length': body.length },
      });
      req.on('continue', () => {
        continued = true;
        req.end(body);
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, continued, text }));
      });
      req.on('error', reject);
    });
    expect(result).toEqual({ status: 201, continued: true, text: '{"ok":true}' });
    // The expectation was answered here; the API host receives a plain request with the whole body.
    expect(seen).toEqual([{ expect: undefined, length: body.length }]);
  });

  it('answers 502 in the API error shape when the API host is down', async () => {
    const base = await start({ root: dist(), spa: true, config, apiUpstreams: [await deadOrigin()] });
    const res = await fetch(`${base}/api/faculty`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual(GATEWAY_ERRORS[502]);
    expect(GATEWAY_ERRORS[502]).toEqual({
      message: 'The server is not reachable right now. Please try again shortly.',
      code: 'BAD_GATEWAY',
    });
  });

  it('answers 504 in the API error shape when the API host does not answer in time', async () => {
    const hung = await listen(() => {}); // accepts and never answers
    closers.push(hung.close);
    const base = await start({ root: dist(), spa: true, config, apiUpstreams: [hung.origin], proxyTimeoutMs: 300 });
    // The host never answers: a 504 at all means the proxy's own limit ended the wait.
    const res = await fetch(`${base}/api/notices`);
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({
      message: 'The server took too long to answer. Please try again shortly.',
      code: 'GATEWAY_TIMEOUT',
    });
  });

  it('spreads requests over several API hosts in turn', async () => {
    const hits: string[] = [];
    const make = async (name: string) => {
      const s = await listen((_req, res) => {
        hits.push(name);
        res.end(JSON.stringify({ name }));
      });
      closers.push(s.close);
      return s.origin;
    };
    const base = await start({ root: dist(), spa: true, config, apiUpstreams: [await make('a'), await make('b')] });
    for (let i = 0; i < 4; i += 1) await fetch(`${base}/api/health`);
    expect(hits).toEqual(['a', 'b', 'a', 'b']);
  });

  it('skips an API host that is down: every request is answered by the one that is up', async () => {
    const hits: string[] = [];
    const live = await listen((req, res) => {
      hits.push(String(req.method));
      res.end('{}');
    });
    closers.push(live.close);
    const base = await start({ root: dist(), spa: true, config, apiUpstreams: [await deadOrigin(), live.origin] });
    for (let i = 0; i < 4; i += 1) expect((await fetch(`${base}/api/notices`)).status).toBe(200);
    // Once the dead host is known, requests with a body go straight to the live one too.
    expect(
      (
        await fetch(`${base}/api/notices`, {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(200);
    expect(hits).toEqual(['GET', 'GET', 'GET', 'GET', 'POST']);
  });

  it('sends a GET again when the API host drops the connection (e.g. a kept-alive one after a restart)', async () => {
    let calls = 0;
    const api = await listen((req, res) => {
      calls += 1;
      if (calls === 1) req.socket.destroy();
      else res.end('{"ok":true}');
    });
    closers.push(api.close);
    const base = await start({ root: dist(), spa: true, config, apiUpstreams: [api.origin] });
    const res = await fetch(`${base}/api/notices`);
    expect(res.status).toBe(200);
    expect(calls).toBe(2);
  });

  it('adds no page headers to what the API answers', async () => {
    const api = await listen((_req, res) => {
      res.writeHead(200, { 'content-security-policy': 'sandbox' });
      res.end('%PDF');
    });
    closers.push(api.close);
    const base = await start({ root: dist(), spa: true, config, apiUpstreams: [api.origin] });
    const res = await fetch(`${base}/uploads/notices/a.pdf`);
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
  });
});
