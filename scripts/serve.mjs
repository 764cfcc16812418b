// Production static server for the shell and the remotes (no dependencies beyond Node).
// - Hashed chunks are cached for a year; remoteEntry.js, mf-manifest.json, config.json and HTML are
//   never cached, so a redeployed remote or a moved API is picked up on the next page load.
// - The shell's server forwards /api/* and /uploads/* to the API host (same origin for the browser)
//   and serves /config.json generated from its settings.
import http from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const UNCACHED = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'config.json', 'index.html']);
const HASHED = /(^|\.)[0-9a-f]{8,}\.(js|css|png|jpe?g|gif|webp|svg|woff2)$/;

function cacheControl(file) {
  const base = path.basename(file);
  if (UNCACHED.has(base) || base.endsWith('.html')) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

async function fileIfExists(file) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

function send(res, status, body, type = 'text/plain; charset=utf-8') {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
  res.end(body);
}

function proxy(req, res, target) {
  const url = new URL(req.url, target);
  const upstream = http.request(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host, 'x-forwarded-host': req.headers.host ?? '' } },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) {
      send(
        res,
        502,
        JSON.stringify({
          message: 'The server is not reachable right now. Please try again shortly.',
          code: 'BAD_GATEWAY',
        }),
        'application/json; charset=utf-8',
      );
    } else res.destroy();
  });
  req.pipe(upstream);
}

/**
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, cors?: boolean,
 *           apiTarget?: string, config?: object, name?: string }} options
 * @returns {Promise<http.Server>}
 */
export function serveStatic({
  dir,
  port,
  host = '0.0.0.0',
  spa = false,
  cors = false,
  apiTarget,
  config,
  name = 'static',
}) {
  const root = path.resolve(dir);
  const server = http.createServer(async (req, res) => {
    try {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      if (apiTarget && (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/'))) {
        proxy(req, res, apiTarget);
        return;
      }
      if (cors) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        if (req.method === 'OPTIONS') return send(res, 204, '');
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed');
      if (config && pathname === '/config.json') {
        return send(res, 200, JSON.stringify(config), 'application/json; charset=utf-8');
      }
      let decoded;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return send(res, 400, 'Bad request');
      }
      let file = path.join(root, path.normalize(decoded));
      if (file !== root && !file.startsWith(root + path.sep)) return send(res, 403, 'Forbidden');
      let info = await fileIfExists(file);
      if (!info && (await fileIfExists(path.join(file, 'index.html')))) {
        file = path.join(file, 'index.html');
        info = await fileIfExists(file);
      }
      // Client-side routes fall back to the app's page; missing assets stay 404.
      if (!info && spa && !path.extname(decoded)) {
        file = path.join(root, 'index.html');
        info = await fileIfExists(file);
      }
      if (!info) return send(res, 404, 'Not found');
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Length': info.size,
        'Cache-Control': cacheControl(file),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      });
      if (req.method === 'HEAD') return res.end();
      createReadStream(file).pipe(res);
    } catch (error) {
      console.error(`[${name}]`, error);
      if (!res.headersSent) send(res, 500, 'Internal error');
      else res.destroy();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
