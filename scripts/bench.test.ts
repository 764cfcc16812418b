// The site benchmark's own parts: the figures it derives from a network log, the monolith
// build covering every page the shell can show, and the monolith's server (precompressed files, page
// paths, config, /api forwarding).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { longestChain, median, networkFigures } from '../bench/metrics.mjs';
import { monolithPages } from '../bench/monolith/pages.mjs';
import { startMonolithServer } from '../bench/monolith/server.mjs';

const req = (url: string, start: number, end: number, extra: object = {}) => ({ url, start, end, bytes: 0, ...extra });

describe('longestChain', () => {
  it('counts requests that each waited for the previous one', () => {
    // html -> main.js -> config.json -> manifest, with two chunks fetched in parallel beside main.js.
    const log = [
      req('/', 0, 1),
      req('/main.js', 1, 2),
      req('/a.js', 1, 2.5),
      req('/b.js', 1.1, 2.5),
      req('/config.json', 2.6, 3),
      req('/mf-manifest.json', 3, 4),
    ];
    expect(longestChain(log)).toBe(4);
  });

  it('counts parallel requests once', () => {
    expect(longestChain([req('/', 0, 1), req('/a.js', 1, 2), req('/b.js', 1, 2), req('/c.js', 1.5, 3)])).toBe(2);
    expect(longestChain([])).toBe(0);
  });
});

describe('networkFigures and median', () => {
  it('adds the bytes of scripts only, and counts every request', () => {
    const log = [
      req('/', 0, 1, { mime: 'text/html', bytes: 900 }),
      req('/main.js', 1, 2, { mime: 'application/javascript', bytes: 1000, brotliBytes: 300 }),
      req('/x.mjs', 1, 2, { mime: 'text/javascript', bytes: 24 }),
      req('/api/notices', 2, 3, { mime: 'application/json', bytes: 500 }),
    ];
    expect(networkFigures(log)).toEqual({ jsBytes: 1024, jsBrotliBytes: 324, jsRequests: 2, requests: 4, chain: 3 });
  });

  it('takes the middle run and skips runs without a figure', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([null, 5])).toBe(5);
    expect(median([])).toBeNull();
  });
});

describe('the monolith build', () => {
  it('has every remote page the shell route table names', () => {
    // Public pages come from the one page table; admin pages are listed in the route table itself.
    const table = ['../shell/src/routes/routeTable.tsx', '../shell/src/routes/pageTable.ts']
      .map((f) => readFileSync(path.join(__dirname, f), 'utf8'))
      .join('\n');
    const ids = [...table.matchAll(/'(mf_(?:public|directories|admin)\/\w+)'/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(10);
    const pages = monolithPages();
    for (const id of ids) expect(Object.keys(pages)).toContain(id);
  });
});

describe('the monolith server', () => {
  let dir: string;
  let api: http.Server;
  let server: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'monolith-'));
    const html = '<!doctype html><div id="root"></div>';
    writeFileSync(path.join(dir, 'index.html'), html);
    writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(html));
    const js = 'console.log("main");'.repeat(50);
    writeFileSync(path.join(dir, 'main.0123abcd.js'), js);
    writeFileSync(path.join(dir, 'main.0123abcd.js.br'), brotliCompressSync(js));
    api = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ path: request.url }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    server = await startMonolithServer({ port: 0, apiUrl, root: dir });
  });

  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => api.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli copy of a hashed file with a year of caching', async () => {
    const res = await fetch(`${server.url}/main.0123abcd.js`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toContain('console.log("main")');
  });

  it('answers a page path with index.html, revalidated', async () => {
    const res = await fetch(`${server.url}/facultyDetails/abc`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root">');
  });

  it('gives the shell a config and forwards /api to the API', async () => {
    const config = (await (await fetch(`${server.url}/config.json`)).json()) as { apiBaseUrl: string; remotes: object };
    expect(config.apiBaseUrl).toBe('/api');
    expect(Object.keys(config.remotes)).toEqual(['mf_public', 'mf_directories', 'mf_admin']);
    expect(await (await fetch(`${server.url}/api/notices?x=1`)).json()).toEqual({ path: '/api/notices?x=1' });
  });
});
