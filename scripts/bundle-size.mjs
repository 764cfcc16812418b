// Benchmark: the gzipped JavaScript a first-time visitor downloads to show `/`, from the production
// build, counted in a real browser (Debian's Chromium). Shared libraries are fetched once, from the
// shell; the figures say where every byte came from and whether anything came from mf-admin.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = Number(process.env.BENCH_PORT_BASE ?? 5900);
const names = { [base]: 'shell', [base + 1]: 'mf-public', [base + 2]: 'mf-directories', [base + 3]: 'mf-admin' };

if (
  !['shell', 'mf-public', 'mf-directories', 'mf-admin', 'mock-api'].every((p) => existsSync(path.join(root, p, 'dist')))
) {
  console.log('Building the production site first...');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'gsvmc-bench-'));
const site = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    SHELL_PORT: String(base),
    MF_PUBLIC_PORT: String(base + 1),
    MF_DIRECTORIES_PORT: String(base + 2),
    MF_ADMIN_PORT: String(base + 3),
    API_PORT: String(base + 4),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});

async function waitUp() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://localhost:${base}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('site did not start');
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

try {
  await waitUp();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const runs = [];
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (res) => {
      const type = res.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      try {
        const body = await res.body();
        scripts.push({ url: res.url(), raw: body.length, gz: gzipSync(body, { level: 9 }).length, body });
      } catch {
        /* navigation cancelled */
      }
    });
    const t0 = Date.now();
    await page.goto(`http://localhost:${base}/`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    const shownMs = Date.now() - t0;
    await page.waitForLoadState('networkidle');
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(Math.round(entries[entries.length - 1].startTime));
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(null), 2000);
        }),
    );
    runs.push({ scripts, shownMs, lcp });
    await context.close();
  }
  await browser.close();

  const { scripts } = runs[0];
  const byOrigin = {};
  for (const s of scripts) {
    const port = Number(new URL(s.url).port);
    const name = names[port] ?? new URL(s.url).host;
    byOrigin[name] ??= { files: 0, gz: 0, raw: 0 };
    byOrigin[name].files += 1;
    byOrigin[name].gz += s.gz;
    byOrigin[name].raw += s.raw;
  }
  const total = scripts.reduce((a, s) => ({ gz: a.gz + s.gz, raw: a.raw + s.raw }), { gz: 0, raw: 0 });
  // Each app's manifest names the chunks of its own copy of every shared package; a download of more
  // than one app's `react` or `react-dom` chunks means a share failed.
  const copies = { react: new Set(), 'react-dom': new Set() };
  for (const [port, name] of Object.entries(names)) {
    const manifest = await (await fetch(`http://localhost:${port}/mf-manifest.json`)).json();
    for (const pkg of Object.keys(copies)) {
      const assets = manifest.shared.find((x) => x.name === pkg)?.assets.js.sync ?? [];
      for (const s of scripts) {
        const url = new URL(s.url);
        if (Number(url.port) === Number(port) && assets.includes(path.basename(url.pathname))) copies[pkg].add(name);
      }
    }
  }
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];

  console.log('\nFirst visit to / (production build, Chromium, no cache):');
  console.log(`  JavaScript: ${kb(total.gz)} gzipped (${kb(total.raw)} raw) in ${scripts.length} files`);
  for (const [name, v] of Object.entries(byOrigin)) {
    console.log(
      `    ${name.padEnd(16)} ${String(v.files).padStart(3)} files  ${kb(v.gz).padStart(9)} gz  ${kb(v.raw).padStart(9)} raw`,
    );
  }
  console.log(
    `  React downloaded from: ${[...copies.react].join(', ') || 'none'}; react-dom from: ${[...copies['react-dom']].join(', ') || 'none'}`,
  );
  console.log(`  requests to mf-admin: ${byOrigin['mf-admin']?.files ?? 0}`);
  console.log(
    `  heading visible after (median of 3, loopback, no throttling): ${median(runs.map((r) => r.shownMs))} ms`,
  );
  const lcps = runs.map((r) => r.lcp).filter((x) => x !== null);
  if (lcps.length) console.log(`  largest contentful paint (median): ${median(lcps)} ms`);
} finally {
  site.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
