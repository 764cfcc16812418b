// Starts the composed production site: the API host, the three remotes and the shell.
// `npm start` builds first; this script only serves what the build produced, with the site's server
// (shell/server/). Every port and URL can be changed by environment variables (docs/configuration.md).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import settingsModule from '@gsvmc/config';
import { supervise } from './supervise.mjs';

const { readApiSettings, readSiteSettings, withEnvFile } = settingsModule;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Every setting is validated before anything starts, even before the build's output is looked for
// (config/settings.cjs): a bad value is named in a sentence. The API host's own are checked here too
// when this script runs it, so that the mistake is reported once, not by an API that the supervisor
// restarts again and again. (The check does not need a build, so a fresh clone's `npm test` runs it.)
let env;
try {
  env = withEnvFile();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const problems = new Set();
const check = (read) => {
  try {
    return read(env);
  } catch (error) {
    for (const problem of error.problems ?? [error.message]) problems.add(problem);
    return undefined;
  }
};
const settings = check(readSiteSettings);
if (!env.API_URL) check(readApiSettings);
if (problems.size > 0) {
  console.error([...problems].join('\n'));
  process.exit(1);
}

// The site's server is TypeScript, which `npm run build` turns into plain ES modules
// (shell/build-server.mjs); without that build there is nothing to start.
const siteServerFile = path.join(root, 'shell', 'dist-server', 'siteServer.mjs');
if (!existsSync(siteServerFile)) {
  console.error('shell/dist-server is missing: run "npm run build" first (npm start does both).');
  process.exit(1);
}
const { createSiteServer, parseUpstreams } = await import(pathToFileURL(siteServerFile).href);

const ports = {
  shell: settings.SHELL_PORT,
  mf_public: settings.MF_PUBLIC_PORT,
  mf_directories: settings.MF_DIRECTORIES_PORT,
  mf_admin: settings.MF_ADMIN_PORT,
  api: settings.API_PORT,
};
const host = settings.PUBLIC_HOST;
const listenHost = settings.LISTEN_HOST;
// API_URL: one API host that runs elsewhere, or several replicas ("http://a:4000,http://b:4000").
const startApi = !settings.API_URL;
let apiUpstreams;
try {
  apiUpstreams = startApi ? [`http://127.0.0.1:${ports.api}`] : parseUpstreams(settings.API_URL);
} catch (error) {
  console.error(`API_URL is not a comma-separated list of http(s) addresses: ${error.message}`);
  process.exit(1);
}

// What the shell reads at start-up (written into index.html, also served as /config.json); a remote
// or the API can move without rebuilding the shell.
const config = {
  apiBaseUrl: settings.API_BASE_URL,
  fileBaseUrl: settings.FILE_BASE_URL,
  ...(settings.WEBMAIL_URL ? { webmailUrl: settings.WEBMAIL_URL } : {}),
  remotes: {
    mf_public: settings.MF_PUBLIC_URL ?? `http://${host}:${ports.mf_public}/mf-manifest.json`,
    mf_directories: settings.MF_DIRECTORIES_URL ?? `http://${host}:${ports.mf_directories}/mf-manifest.json`,
    mf_admin: settings.MF_ADMIN_URL ?? `http://${host}:${ports.mf_admin}/mf-manifest.json`,
  },
};

const dist = (pkg) => path.join(root, pkg, 'dist');
for (const pkg of ['shell', 'mf-public', 'mf-directories', 'mf-admin', ...(startApi ? ['mock-api'] : [])]) {
  if (!existsSync(dist(pkg))) {
    console.error(`${pkg}/dist is missing: run "npm run build" first (npm start does both).`);
    process.exit(1);
  }
}

let shuttingDown = false;

// An API host that exits is started again with back-off (1 s, 2 s, 4 s... 30 s at most); meanwhile
// the shell and the remotes keep serving and the pages show their error states (502 from /api).
const api = startApi
  ? supervise({
      name: 'API host',
      command: process.execPath,
      args: [path.join(dist('mock-api'), 'index.js')],
      initialDelayMs: settings.API_RESTART_DELAY_MS,
      maxDelayMs: settings.API_RESTART_MAX_DELAY_MS,
      env: {
        ...env,
        API_PORT: String(ports.api),
        PORT: String(ports.api),
        DATA_DIR: settings.DATA_DIR ?? path.join(root, 'data'),
        CORS_ORIGINS:
          settings.CORS_ORIGINS ??
          [ports.shell, ports.mf_public, ports.mf_directories, ports.mf_admin]
            .flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`])
            .join(','),
      },
    })
  : null;

async function waitForApi(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const upstream of apiUpstreams) {
      try {
        if ((await fetch(`${upstream}/api/health`)).ok) return true;
      } catch {
        /* not up yet */
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const logger = { level: settings.SITE_LOG_LEVEL };
const serveSourceMaps = settings.SERVE_SOURCE_MAPS;
// SITE_TRUST_PROXY, not TRUST_PROXY: that one is the API's own setting (a list of proxy addresses), and
// start.mjs hands its environment to the API host it runs.
const trustProxy = settings.SITE_TRUST_PROXY;
const remote = (pkg) => createSiteServer({ root: dist(pkg), cors: true, serveSourceMaps, logger, config });
const apps = await Promise.all([
  remote('mf-public'),
  remote('mf-directories'),
  remote('mf-admin'),
  createSiteServer({
    root: dist('shell'),
    spa: true,
    config,
    apiUpstreams,
    serveSourceMaps,
    trustProxy,
    logger,
    settings,
    proxyTimeoutMs: settings.PROXY_TIMEOUT_MS,
    publicOrigin: settings.PUBLIC_ORIGIN,
    hsts: settings.HSTS,
  }),
]);
await Promise.all(
  [ports.mf_public, ports.mf_directories, ports.mf_admin, ports.shell].map((port, i) =>
    apps[i].listen({ port, host: listenHost }),
  ),
);

async function shutdown(code = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  setTimeout(() => process.exit(code), 3000).unref();
  await Promise.allSettled([...apps.map((a) => a.close()), api?.stop()]);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

// A bound against a hang, not a measurement: a first start migrates and seeds a new data folder (pictures,
// PDFs, page sections for search), which has taken over a minute on a 2-core machine under load.
const apiUp = await waitForApi(startApi ? 180_000 : 5_000);
if (!apiUp && startApi) {
  console.error(`The API host did not answer at ${apiUpstreams[0]}/api/health.`);
  await shutdown(1);
} else {
  // An API host that runs elsewhere may come up later; the pages say so until it does.
  if (!apiUp)
    console.warn(
      `Warning: the API at ${apiUpstreams.join(', ')} does not answer yet; pages will show their error states.`,
    );
  console.log(`
GSVMC site is up:
  site            http://localhost:${ports.shell}
  API (+ docs)    ${apiUpstreams.map((u) => `${u}/api`).join(', ')}  (${apiUpstreams[0]}/api/docs)
  remotes         ${Object.values(config.remotes).join('\n                  ')}
Press Ctrl+C to stop.`);
}
