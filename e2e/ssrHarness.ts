// A stand-in for the site's server in the server-rendering journeys: serves shell/dist, answers page
// requests with index.html carrying what shell/server/ssr/render.mjs rendered (styles in <head>, markup
// in #root, the state script), and forwards /api and /uploads to this run's API. The remotes and the
// API are the ones playwright.config.ts started.
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ports, remoteOrigin } from './fixtures';

const root = path.resolve(__dirname, '..');
const shellDist = path.join(root, 'shell', 'dist');

interface Render {
  renderRoute(request: { url: string; config: object; apiOrigin: string }): Promise<{
    status: number;
    head: string;
    html: string;
    state: unknown;
  } | null>;
  serializeState(state: unknown): string;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
};

export interface Harness {
  origin: string;
  close(): Promise<void>;
}

/**
 * Starts the stand-in on a free port; `remotes` overrides a remote's manifest URL (e.g. a dead one);
 * `render: false` sends the bare index.html, as a site without server rendering does.
 */
export async function startSsrSite(remotes: Record<string, string> = {}, render = true): Promise<Harness> {
  const ssr = (await import(pathToFileURL(path.join(root, 'shell/server/ssr/render.mjs')).href)) as Render;
  const template = await readFile(path.join(shellDist, 'index.html'), 'utf8');
  const apiOrigin = `http://127.0.0.1:${ports.api}`;
  const config = {
    apiBaseUrl: '/api',
    fileBaseUrl: '',
    remotes: {
      mf_public: `${remoteOrigin('mf_public')}/mf-manifest.json`,
      mf_directories: `${remoteOrigin('mf_directories')}/mf-manifest.json`,
      mf_admin: `${remoteOrigin('mf_admin')}/mf-manifest.json`,
      ...remotes,
    },
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) {
      const upstream = http.request(`${apiOrigin}${req.url}`, { method: req.method, headers: req.headers }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    if (url.pathname === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(config));
      return;
    }
    const ext = path.extname(url.pathname);
    if (ext) {
      const file = path.join(shellDist, path.normalize(url.pathname));
      try {
        res.writeHead(200, { 'Content-Type': TYPES[ext] ?? 'application/octet-stream' }).end(await readFile(file));
      } catch {
        res.writeHead(404).end();
      }
      return;
    }
    const result = render ? await ssr.renderRoute({ url: req.url ?? '/', config, apiOrigin }) : null;
    const page = result
      ? template
          .replace('</head>', `${result.head}</head>`)
          .replace(
            '<div id="root"></div>',
            `<div id="root">${result.html}</div><script type="application/json" id="__GSVMC_STATE__">${ssr.serializeState(result.state)}</script>`,
          )
      : template;
    res.writeHead(result?.status ?? 200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
