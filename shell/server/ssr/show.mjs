// Shows what the server renders for a route: `node shell/server/ssr/show.mjs /notice` (after
// `npm run build`). Serves mf-public/dist and mf-directories/dist itself on free ports unless
// MF_PUBLIC_URL / MF_DIRECTORIES_URL name running remotes; the API is API_URL (default
// http://127.0.0.1:4000). Prints the status and the page as the site's server would send it
// (index.html with the styles, the markup and the state written in); `--summary` prints sizes only.
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderRoute, serializeState } from './render.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const args = process.argv.slice(2);
const route = args.find((a) => a.startsWith('/')) ?? '/';
const summary = args.includes('--summary');

/** A bare static server over a dist folder, enough for the server to fetch a remote's files. */
function serve(dir) {
  const server = http.createServer(async (req, res) => {
    const file = path.join(dir, path.normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)));
    if (!file.startsWith(dir)) return res.writeHead(403).end();
    try {
      res.writeHead(200).end(await readFile(file));
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const servers = [];
async function remoteUrl(envName, pkg) {
  if (process.env[envName]) return process.env[envName];
  const server = await serve(path.join(root, pkg, 'dist'));
  servers.push(server);
  return `http://127.0.0.1:${server.address().port}/mf-manifest.json`;
}

const config = {
  apiBaseUrl: '/api',
  fileBaseUrl: '',
  remotes: {
    mf_public: await remoteUrl('MF_PUBLIC_URL', 'mf-public'),
    mf_directories: await remoteUrl('MF_DIRECTORIES_URL', 'mf-directories'),
  },
};
const started = performance.now();
const result = await renderRoute({ url: route, config, apiOrigin: process.env.API_URL ?? 'http://127.0.0.1:4000' });
const ms = Math.round(performance.now() - started);
servers.forEach((server) => server.close());

if (!result) {
  console.log(`${route}: not rendered on the server (drawn in the browser only)`);
} else if (summary) {
  const state = serializeState(result.state);
  console.log(
    `${route}: ${result.status} in ${ms} ms; head ${result.head.length} B, html ${result.html.length} B, state ${state.length} B`,
  );
} else {
  const template = await readFile(path.join(root, 'shell', 'dist', 'index.html'), 'utf8');
  const state = `<script type="application/json" id="__GSVMC_STATE__">${serializeState(result.state)}</script>`;
  console.log(`<!-- ${route}: status ${result.status}, rendered in ${ms} ms -->`);
  console.log(
    template
      .replace('</head>', `${result.head}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${result.html}</div>${state}`),
  );
}
