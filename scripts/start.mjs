// Starts the composed production site: the API host, the three remotes and the shell.
// `npm start` builds first; this script only serves what the build produced.
// Every port and URL can be changed by environment variables (README "Configuration").
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from './serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const int = (name, fallback) => Number.parseInt(env[name] ?? '', 10) || fallback;

const ports = {
  shell: int('SHELL_PORT', 3000),
  mf_public: int('MF_PUBLIC_PORT', 3001),
  mf_directories: int('MF_DIRECTORIES_PORT', 3002),
  mf_admin: int('MF_ADMIN_PORT', 3003),
  api: int('API_PORT', 4000),
};
const host = env.PUBLIC_HOST ?? 'localhost';
const apiTarget = env.API_URL ?? `http://127.0.0.1:${ports.api}`;
const startApi = !env.API_URL;

// What the shell reads at start-up; a remote or the API can move without rebuilding the shell.
const config = {
  apiBaseUrl: env.API_BASE_URL ?? '/api',
  fileBaseUrl: env.FILE_BASE_URL ?? '',
  ...(env.WEBMAIL_URL ? { webmailUrl: env.WEBMAIL_URL } : {}),
  remotes: {
    mf_public: env.MF_PUBLIC_URL ?? `http://${host}:${ports.mf_public}/mf-manifest.json`,
    mf_directories: env.MF_DIRECTORIES_URL ?? `http://${host}:${ports.mf_directories}/mf-manifest.json`,
    mf_admin: env.MF_ADMIN_URL ?? `http://${host}:${ports.mf_admin}/mf-manifest.json`,
  },
};

const dist = (pkg) => path.join(root, pkg, 'dist');
for (const pkg of ['shell', 'mf-public', 'mf-directories', 'mf-admin', 'mock-api']) {
  if (!existsSync(dist(pkg))) {
    console.error(`${pkg}/dist is missing: run "npm run build" first (npm start does both).`);
    process.exit(1);
  }
}

const children = [];
let api;
if (startApi) {
  api = spawn(process.execPath, [path.join(dist('mock-api'), 'index.js')], {
    stdio: 'inherit',
    env: {
      ...env,
      PORT: String(ports.api),
      DATA_DIR: env.DATA_DIR ?? path.join(root, 'data'),
      CORS_ORIGINS:
        env.CORS_ORIGINS ??
        [ports.shell, ports.mf_public, ports.mf_directories, ports.mf_admin]
          .flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`])
          .join(','),
    },
  });
  children.push(api);
  api.on('exit', (code, signal) => {
    if (!shuttingDown) {
      console.error(`API host stopped (${signal ?? code}); stopping the site.`);
      shutdown(1);
    }
  });
}

async function waitForApi(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${apiTarget}/api/health`);
      if (res.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const servers = await Promise.all([
  serveStatic({ name: 'mf-public', dir: dist('mf-public'), port: ports.mf_public, cors: true }),
  serveStatic({ name: 'mf-directories', dir: dist('mf-directories'), port: ports.mf_directories, cors: true }),
  serveStatic({ name: 'mf-admin', dir: dist('mf-admin'), port: ports.mf_admin, cors: true }),
  serveStatic({ name: 'shell', dir: dist('shell'), port: ports.shell, spa: true, apiTarget, config }),
]);

let shuttingDown = false;
function shutdown(code = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  for (const s of servers) s.close();
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
  if (children.every((c) => c.exitCode !== null)) process.exit(code);
  for (const c of children)
    c.on('exit', () => children.every((x) => x.exitCode !== null || x.signalCode) && process.exit(code));
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const apiUp = await waitForApi(startApi ? 60_000 : 5_000);
if (!apiUp && startApi) {
  console.error(`The API host did not answer at ${apiTarget}/api/health.`);
  shutdown(1);
} else {
  // An API host that runs elsewhere may come up later; the pages say so until it does.
  if (!apiUp) console.warn(`Warning: the API at ${apiTarget} does not answer yet; pages will show their error states.`);
  console.log(`
GSVMC site is up:
  site            http://localhost:${ports.shell}
  API (+ docs)    ${apiTarget}/api  (${apiTarget}/api/docs)
  remotes         ${Object.values(config.remotes).join('\n                  ')}
Press Ctrl+C to stop.`);
}
