import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createSiteServer } from './siteServer';
import { distWith, INDEX_HTML, tempDir } from './testHelpers';
import { createUpstreamPool, parseUpstreams, UNTRUSTED_UPSTREAM, upstreamTls } from './upstreams';

describe('API_URL as a list of API hosts', () => {
  it('reads a comma-separated list of origins and refuses anything that is not http(s)', () => {
    expect(parseUpstreams(' http://10.0.0.5:4000/ ,https://api.example.org')).toEqual([
      'http://10.0.0.5:4000',
      'https://api.example.org',
    ]);
    expect(parseUpstreams('http://a:4000,,')).toEqual(['http://a:4000']);
    expect(() => parseUpstreams('ftp://a')).toThrow('API_URL: ftp://a is not http(s)');
    expect(() => parseUpstreams('not a url')).toThrow();
  });

  it('takes turns, skips a host marked down until its time is up, and then tries it again', () => {
    let t = 0;
    const pool = createUpstreamPool(['http://a', 'http://b', 'http://c'], { retryAfterMs: 5_000, now: () => t });
    expect([pool.pick(), pool.pick(), pool.pick(), pool.pick()]).toEqual([
      'http://a',
      'http://b',
      'http://c',
      'http://a',
    ]);
    pool.markDown('http://b');
    expect([pool.pick(), pool.pick(), pool.pick()]).toEqual(['http://c', 'http://a', 'http://c']);
    expect(pool.preferred()).toBe('http://a');
    t = 5_000;
    expect(pool.isDown('http://b')).toBe(false);
    expect([pool.pick(), pool.pick()]).toEqual(['http://a', 'http://b']);
  });

  it('when every host is down, tries the one that comes back first rather than none', () => {
    let t = 0;
    const pool = createUpstreamPool(['http://a', 'http://b'], { retryAfterMs: 5_000, now: () => t });
    pool.markDown('http://a');
    t = 1_000;
    pool.markDown('http://b');
    expect(pool.pick()).toBe('http://a');
    expect(() => createUpstreamPool([])).toThrow();
  });
});

describe('TLS to https API hosts', () => {
  // Certificates are made here with openssl: a CA and a certificate it signed for 127.0.0.1, and a
  // self-signed certificate for another name (what a man in the middle would present).
  const dir = tempDir('tls');
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    'req',
    '-x509',
    ...ec,
    '-keyout',
    'other.key',
    '-out',
    'other.pem',
    '-days',
    '2',
    '-subj',
    '/CN=other.example',
    '-addext',
    'subjectAltName=DNS:other.example',
  );
  openssl(
    'req',
    '-x509',
    ...ec,
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '2',
    '-subj',
    '/CN=GSVMC test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign',
  );
  openssl('req', ...ec, '-keyout', 'api.key', '-out', 'api.csr', '-subj', '/CN=127.0.0.1');
  writeFileSync(path.join(dir, 'api.ext'), 'subjectAltName=IP:127.0.0.1\n');
  openssl(
    'x509',
    '-req',
    '-in',
    'api.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'api.pem',
    '-days',
    '2',
    '-extfile',
    'api.ext',
  );
  const file = (name: string) => readFileSync(path.join(dir, name));

  /** An https API host that records every request that reaches it. */
  async function httpsApi(certName: string) {
    const seen: { method?: string; url?: string; authorization?: string }[] = [];
    const server = https.createServer({ key: file(`${certName}.key`), cert: file(`${certName}.pem`) }, (req, res) => {
      seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization });
      req.resume();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ data: [] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      origin: `https://127.0.0.1:${port}`,
      seen,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  }

  const site = (origin: string, apiCaFile?: string) =>
    createSiteServer({ root: distWith({ 'index.html': INDEX_HTML }), apiUpstreams: [origin], apiCaFile });
  /** The site's server on a real socket: a refused upstream must still answer a request whose body is streaming. */
  async function listening(origin: string, apiCaFile?: string) {
    const app = await site(origin, apiCaFile);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return {
      base: `http://127.0.0.1:${port}`,
      // The refused upload's connection still has its unread body: end it rather than wait for it.
      close: () => {
        app.server.closeAllConnections();
        return app.close();
      },
    };
  }
  const withToken = { authorization: 'Bearer secret-session-token' };

  it('refuses a host with a self-signed certificate for another name: nothing forwarded, a clear 502', async () => {
    const api = await httpsApi('other');
    const app = await listening(api.origin);
    try {
      const get = await fetch(`${app.base}/api/auth/me`, { headers: withToken });
      const post = await fetch(`${app.base}/api/notices`, {
        method: 'POST',
        headers: { ...withToken, 'content-type': 'application/octet-stream' },
        body: Buffer.alloc(2_000_000, 1),
      });
      for (const res of [get, post]) {
        expect(res.status).toBe(502);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(await res.json()).toEqual(UNTRUSTED_UPSTREAM);
      }
      expect(UNTRUSTED_UPSTREAM.message).toMatch(/could not confirm the identity of its server/);
      expect(api.seen).toEqual([]);
    } finally {
      await app.close();
      await api.close();
    }
  });

  it('refuses a host whose certificate comes from a CA it was not given, and accepts it with API_CA_FILE', async () => {
    const api = await httpsApi('api');
    const untrusting = await listening(api.origin);
    const trusting = await listening(api.origin, path.join(dir, 'ca.pem'));
    try {
      const refused = await fetch(`${untrusting.base}/api/notices`, { headers: withToken });
      expect(refused.status).toBe(502);
      expect(await refused.json()).toEqual(UNTRUSTED_UPSTREAM);
      expect(api.seen).toEqual([]);

      const accepted = await fetch(`${trusting.base}/api/notices`, { headers: withToken });
      expect(accepted.status).toBe(200);
      expect(await accepted.json()).toEqual({ data: [] });
      expect(api.seen).toEqual([{ method: 'GET', url: '/api/notices', authorization: 'Bearer secret-session-token' }]);
    } finally {
      await untrusting.close();
      await trusting.close();
      await api.close();
    }
  });

  it('an API_CA_FILE that cannot be read or is not a certificate stops the start with a sentence', async () => {
    await expect(site('https://127.0.0.1:1', path.join(dir, 'missing.pem'))).rejects.toThrow(
      `API_CA_FILE: ${path.join(dir, 'missing.pem')} cannot be read (ENOENT)`,
    );
    await expect(site('https://127.0.0.1:1', path.join(dir, 'api.key'))).rejects.toThrow('holds no PEM certificate');
    expect(upstreamTls()).toEqual({ rejectUnauthorized: true });
  });
});
