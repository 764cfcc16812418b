// The search query set's figure from the built API: node dist/index.js with the
// first-start sample content on a temporary DATA_DIR, the queries of search-queries.json over HTTP,
// one line with how many find their item in the top 3 (and each miss). bench/run.mjs calls it after
// its build; alone: `npm run bench:search -w mock-api` (builds first).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, runQuerySet } from './searchQueries.mjs';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the built API with the sample content, runs the set, prints the figure, stops it. */
export async function measureQuerySet() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gsvmc-query-set-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(pkg, 'dist', 'index.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      API_PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'bench@gsvmc.local',
      ADMIN_PASSWORD: 'Bench-Password-2026',
      SEED_SAMPLE_DATA: 'true',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    // The first start seeds (pictures, PDFs) before it listens.
    const until = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the API exited with code ${server.exitCode}`);
      const up = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > until) throw new Error('the API did not answer within 120 s');
      await new Promise((r) => setTimeout(r, 200));
    }
    const get = async (url) => {
      const res = await fetch(`${base}${url}`);
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      return res.json();
    };
    const result = await runQuerySet(get);
    console.log(`\n${describe(result)}`);
    return result;
  } finally {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const build = spawnSync(process.execPath, [path.join(pkg, 'build.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
  measureQuerySet().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
