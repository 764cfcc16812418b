// The built API (dist/index.js) on a free port and a fresh data folder, for the benchmarks that
// measure it over HTTP: built first, started, waited for, and stopped with its folder removed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port no one listens on now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/**
 * Builds the API, starts it with `env` added to the bench's own settings, and resolves once it answers
 * /api/health: `{ base, pid, stop }`. A first start seeds the sample content, which has taken over a
 * minute on a busy machine, so it waits up to three.
 */
export async function startBuiltApi(name, env = {}) {
  if (spawnSync(process.execPath, [path.join(pkg, 'build.mjs')], { stdio: 'inherit' }).status !== 0)
    throw new Error('build failed');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `gsvmc-bench-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = spawn(process.execPath, [path.join(pkg, 'dist', 'index.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      API_PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((resolve) => (api.exitCode !== null ? resolve() : api.once('exit', resolve)));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const until = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (api.exitCode !== null || Date.now() > until) {
      await stop();
      throw new Error(`the API ${api.exitCode !== null ? 'exited' : 'did not answer within 3 minutes'}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, pid: api.pid, stop };
}
