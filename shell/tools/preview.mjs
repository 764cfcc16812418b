// A bare local site for trying server rendering out (show.mjs, measure.mjs): the remotes' dist/ folders
// and the shell's dist/ on free ports, pages answered with index.html carrying what the server's
// renderer (shell/dist-server/render.mjs, built by `npm run build`) rendered, /api and /uploads
// forwarded to the API. Not the production server (shell/server), which
// compresses, caches and sets headers.
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderRoute, serializeState } from '../dist-server/render.mjs';

export const root = fileURLToPath(new URL('../../', import.meta.url));

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.svg': 'image/svg+xml' };

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function sendFile(res, dir, pathname) {
  const file = path.join(dir, path.normalize(decodeURIComponent(pathname)));
  if (!file.startsWith(dir)) return res.writeHead(403).end();
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
}

/** A remote's dist/ on a free port (CORS open, as remotes are served); resolves to its manifest URL. */
export async function serveRemote(pkg) {
  const dir = path.join(root, pkg, 'dist');
  const server = await listen(
    http.createServer((req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      return sendFile(res, dir, new URL(req.url, 'http://x').pathname);
    }),
  );
  return { server, manifestUrl: `http://127.0.0.1:${server.address().port}/mf-manifest.json` };
}

/** index.html with the render written in, as the site's server does. */
export function pageHtml(template, result) {
  if (!result) return template;
  const state = `<script type="application/json" id="__GSVMC_STATE__">${serializeState(result.state)}</script>`;
  return template
    .replace('</head>', `${result.head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${result.html}</div>${state}`);
}

/**
 * Starts remotes (unless MF_PUBLIC_URL / MF_DIRECTORIES_URL name running ones) and a site; `ssr: false`
 * sends the bare index.html, as a site without server rendering does. Resolves to { origin, config, close }.
 */
export async function startPreview({ ssr = true, apiOrigin = process.env.API_URL ?? 'http://127.0.0.1:4000' } = {}) {
  const started = [];
  const remote = async (env, pkg) => {
    if (process.env[env]) return process.env[env];
    const { server, manifestUrl } = await serveRemote(pkg);
    started.push(server);
    return manifestUrl;
  };
  const config = {
    apiBaseUrl: '/api',
    fileBaseUrl: '',
    remotes: {
      mf_public: await remote('MF_PUBLIC_URL', 'mf-public'),
      mf_directories: await remote('MF_DIRECTORIES_URL', 'mf-directories'),
    },
  };
  const shellDist = path.join(root, 'shell', 'dist');
  const template = await readFile(path.join(shellDist, 'index.html'), 'utf8');
  const site = await listen(
    http.createServer(async (req, res) => {
      const url = new URL(req.url, 'http://x');
      if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) {
        const up = http.request(`${apiOrigin}${req.url}`, { method: req.method, headers: req.headers }, (r) => {
          res.writeHead(r.statusCode ?? 502, r.headers);
          r.pipe(res);
        });
        up.on('error', () => res.writeHead(502).end());
        req.pipe(up);
        return;
      }
      if (url.pathname === '/config.json') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(config));
        return;
      }
      if (path.extname(url.pathname)) return sendFile(res, shellDist, url.pathname);
      const result = ssr ? await renderRoute({ url: req.url, config, apiOrigin }) : null;
      res.writeHead(result?.status ?? 200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(pageHtml(template, result));
    }),
  );
  started.push(site);
  return {
    origin: `http://127.0.0.1:${site.address().port}`,
    config,
    apiOrigin,
    close: () => Promise.all(started.map((s) => new Promise((resolve) => s.close(resolve)))),
  };
}
