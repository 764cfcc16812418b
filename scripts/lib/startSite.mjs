// One way for the benchmarks and the staff guide's pictures to start the whole built site
// (`scripts/start.mjs`: the site's server, the remotes and the API) on a block of five ports, with a
// throwaway data folder seeded with the sample data, and to stop it again with everything it started.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The environment of `scripts/start.mjs` on ports base..base+4 (shell, three remotes, API). */
export function siteEnv(base, dataDir) {
  return {
    SHELL_PORT: String(base),
    MF_PUBLIC_PORT: String(base + 1),
    MF_DIRECTORIES_PORT: String(base + 2),
    MF_ADMIN_PORT: String(base + 3),
    API_PORT: String(base + 4),
    DATA_DIR: dataDir,
  };
}

/**
 * Starts the built site and resolves once its API and its first page answer. `env` adds to (or
 * overrides) the environment; `waitMs` bounds the wait against a hang (a busy machine's first start,
 * with migrations and seeding, has taken over a minute). Resolves to the site's origin, its process id
 * (for measuring its memory) and `stop()`, which ends the site's whole process group and removes the
 * data folder.
 */
export async function startSite({ base, env = {}, name = 'site', waitMs = 300_000, cwd = root } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `gsvmc-${name}-`));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so that stopping it also stops the API and the remotes it started.
    detached: true,
    env: { ...process.env, LOG_LEVEL: 'warn', ...siteEnv(base, dataDir), ...env },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${base}`;
  const answers = (url) =>
    fetch(url).then(
      (res) => res.ok,
      () => false,
    );
  const until = Date.now() + waitMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(
        `scripts/start.mjs stopped while starting (exit code ${child.exitCode}); run \`npm run build\` first`,
      );
    }
    if ((await answers(`${origin}/api/health`)) && (await answers(origin))) break;
    if (Date.now() > until) {
      await stop();
      throw new Error(`the site did not answer at ${origin} within ${Math.round(waitMs / 1000)} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { origin, pid: child.pid, child, dataDir, stop };
}
