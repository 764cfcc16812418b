import http from 'node:http';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serveStatic } from './serve.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'gsvmc-serve-'));
const secretDir = mkdtempSync(path.join(tmpdir(), 'gsvmc-secret-'));
const servers: http.Server[] = [];
const portOf = (s: http.Server) => (s.address() as AddressInfo).port;

beforeAll(() => {
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var entry;');
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(dir, 'main.0123abcd.js'), 'var main;');
  writeFileSync(path.join(dir, 'assets', 'logo.png'), 'png');
  writeFileSync(path.join(dir, '2182ab735db07cb2.svg'), '<svg/>');
  writeFileSync(path.join(secretDir, 'secret.txt'), 'secret');
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  rmSync(dir, { recursive: true, force: true });
  rmSync(secretDir, { recursive: true, force: true });
});

async function start(options: Partial<Parameters<typeof serveStatic>[0]>) {
  const server = await serveStatic({ dir, port: 0, host: '127.0.0.1', ...options });
  servers.push(server);
  return `http://127.0.0.1:${portOf(server)}`;
}

describe('serveStatic', () => {
  it('never caches the entry, the manifest, config.json or HTML, and caches hashed chunks for a year', async () => {
    const base = await start({ spa: true, config: { apiBaseUrl: '/api', remotes: {} } });
    for (const file of ['/remoteEntry.js', '/mf-manifest.json', '/config.json', '/']) {
      const res = await fetch(base + file);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const chunk = await fetch(`${base}/main.0123abcd.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(chunk.headers.get('x-content-type-options')).toBe('nosniff');
    const asset = await fetch(`${base}/2182ab735db07cb2.svg`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/assets/logo.png`)).headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('serves config.json from its settings, so the shell needs no rebuild when a remote moves', async () => {
    const config = {
      apiBaseUrl: '/api',
      fileBaseUrl: '',
      remotes: { mf_public: 'http://cdn.example/mf-manifest.json' },
    };
    const base = await start({ config });
    expect(await (await fetch(`${base}/config.json`)).json()).toEqual(config);
  });

  it('answers client-side routes with the app page but keeps missing assets a 404', async () => {
    const base = await start({ spa: true });
    const route = await fetch(`${base}/facultyDetails/abc`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>shell</title>');
    expect((await fetch(`${base}/missing.0123abcd.js`)).status).toBe(404);
  });

  it('never serves a file outside its folder', async () => {
    const base = await start({ spa: true });
    const rel = path.relative(dir, path.join(secretDir, 'secret.txt'));
    for (const attempt of [
      `/${rel}`,
      `/${encodeURIComponent(rel)}`,
      `/..%2f${path.basename(secretDir)}%2fsecret.txt`,
    ]) {
      const res = await fetch(base + attempt);
      expect(await res.text()).not.toBe('secret');
    }
  });

  it('lets other origins load a remote (CORS) when asked to', async () => {
    const base = await start({ cors: true });
    const res = await fetch(`${base}/remoteEntry.js`);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('forwards /api and /uploads to the API host with method, body and headers', async () => {
    const seen: { method?: string; url?: string; auth?: string; body?: string } = {};
    const api = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        Object.assign(seen, { method: req.method, url: req.url, auth: req.headers.authorization, body });
        res.writeHead(201, { 'Content-Type': 'application/json' });
        res.end('{"ok":true}');
      });
    });
    await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
    servers.push(api);
    const base = await start({ apiTarget: `http://127.0.0.1:${portOf(api)}` });
    const res = await fetch(`${base}/api/notices?x=1`, {
      method: 'POST',
      headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect(seen).toEqual({ method: 'POST', url: '/api/notices?x=1', auth: 'Bearer t', body: '{"a":1}' });
    expect((await fetch(`${base}/uploads/photos/x.png`)).status).toBe(201);
  });

  it('answers 502 with the API error shape when the API host is down', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = portOf(closed);
    await new Promise((r) => closed.close(r));
    const base = await start({ apiTarget: `http://127.0.0.1:${port}` });
    const res = await fetch(`${base}/api/faculty`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      message: 'The server is not reachable right now. Please try again shortly.',
      code: 'BAD_GATEWAY',
    });
  });
});
