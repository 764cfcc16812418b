// npm run bench:cache -w mock-api
// The response cache's byte bound under a client walking 10,000 distinct list queries (page x
// pageSize), measured on the built API (dist/index.js) over HTTP, rather than timed inside the test
// suite (test/cache-bound.test.ts shows the bound with fewer, larger entries). It prints the API
// process's resident memory every 1,000 requests: with the bound, it levels off instead of growing
// with the number of distinct keys. The requests come as many clients (X-Forwarded-For from the
// loopback proxy the API trusts), so the per-address read limit does not stop one walker.
// BENCH_CACHE_MB (default 1) is the bound given to the API; BENCH_QUERIES (default 10000).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheMb = Number(process.env.BENCH_CACHE_MB ?? 1);
const queries = Number(process.env.BENCH_QUERIES ?? 10_000);

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m);
  return line ? (Number(line[1]) / 1024).toFixed(1) : '?';
};

async function main() {
  if (spawnSync(process.execPath, [path.join(pkg, 'build.mjs')], { stdio: 'inherit' }).status !== 0)
    throw new Error('build failed');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gsvmc-bench-cache-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = spawn(process.execPath, [path.join(pkg, 'dist', 'index.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      API_PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      API_CACHE_MAX_MB: String(cacheMb),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    // A first start seeds the sample content: on a busy machine that has taken over a minute.
    const until = Date.now() + 180_000;
    for (;;) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > until) throw new Error('the API did not start within 3 minutes');
      await new Promise((r) => setTimeout(r, 250));
    }
    console.log(`API cache bound ${cacheMb} MB; ${queries} distinct /api/alumni?page&pageSize queries`);
    console.log(`before: RSS ${rssMb(api.pid)} MB`);
    const started = performance.now();
    let sent = 0;
    outer: for (let page = 1; ; page += 1) {
      for (let pageSize = 1; pageSize <= 200; pageSize += 1) {
        const client = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
        const res = await fetch(`${base}/api/alumni?page=${page}&pageSize=${pageSize}`, {
          headers: { 'x-forwarded-for': client },
        });
        if (res.status !== 200) throw new Error(`query ${sent + 1} answered ${res.status}`);
        await res.arrayBuffer();
        sent += 1;
        if (sent % 1_000 === 0) console.log(`after ${String(sent).padStart(6)}: RSS ${rssMb(api.pid)} MB`);
        if (sent >= queries) break outer;
      }
    }
    console.log(`${sent} queries in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => (api.exitCode !== null ? resolve() : api.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
