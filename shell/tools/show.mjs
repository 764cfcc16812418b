// Shows what the server renders for a route: `node shell/tools/show.mjs /notice` (after
// `npm run build`, which builds the renderer this tool calls, shell/dist-server/render.mjs; with the
// API running at API_URL, default http://127.0.0.1:4000). Serves the remotes'
// dist/ itself unless MF_PUBLIC_URL / MF_DIRECTORIES_URL name running remotes. Prints the page as the
// site's server would send it; `--summary` prints the status, the time and the sizes only.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pageHtml, root, serveRemote } from './preview.mjs';
import { renderRoute, serializeState } from '../dist-server/render.mjs';

const args = process.argv.slice(2);
const route = args.find((a) => a.startsWith('/')) ?? '/';
const servers = [];
async function remoteUrl(env, pkg) {
  if (process.env[env]) return process.env[env];
  const { server, manifestUrl } = await serveRemote(pkg);
  servers.push(server);
  return manifestUrl;
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
} else if (args.includes('--summary')) {
  const state = serializeState(result.state).length;
  console.log(
    `${route}: ${result.status} in ${ms} ms; styles ${result.head.length} B, html ${result.html.length} B, state ${state} B`,
  );
} else {
  const template = await readFile(path.join(root, 'shell', 'dist', 'index.html'), 'utf8');
  console.log(`<!-- ${route}: status ${result.status}, rendered in ${ms} ms -->`);
  console.log(pageHtml(template, result));
}
