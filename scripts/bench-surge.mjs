// `npm run bench` (last part): a results-day surge on the site that `npm start` serves. The site's own
// static script is the baseline (the fastest thing the server does: a precompressed file), then the
// server-rendered pages `/`, `/notice` and `/facultyTable` at SURGE_CONNECTIONS (default 50) for
// SURGE_SECONDS (default 10) each, with a browser's Accept-Encoding; requests/s, p50, p99 and the ratio
// to the baseline. The baseline is measured before and after the pages and the higher rate is used,
// so that a busy moment of the machine during the baseline cannot flatter the ratios. Then SURGE_PEAK_CONNECTIONS (default 500) on `/notice` for SURGE_PEAK_SECONDS
// (default 30), with the site server's resident memory before, at its peak and SURGE_SETTLE_SECONDS
// (default 10) after. The site (scripts/start.mjs, which serves the shell and the remotes in one
// process and runs the API in a child) uses ports SURGE_PORT_BASE..+4 (default 6500) and a fresh,
// seeded DATA_DIR. It serves what `npm run build` last produced: build first (`npm run bench` does).
// The table is printed as Markdown and saved in .bench/surge.json.
import autocannon from 'autocannon';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSite } from './lib/startSite.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const num = (name, fallback) => Number(env[name] ?? '') || fallback;
const base = num('SURGE_PORT_BASE', 6500);
const connections = num('SURGE_CONNECTIONS', 50);
const seconds = num('SURGE_SECONDS', 10);
const peakConnections = num('SURGE_PEAK_CONNECTIONS', 500);
const peakSeconds = num('SURGE_PEAK_SECONDS', 30);
const settleSeconds = num('SURGE_SETTLE_SECONDS', 10);
const PAGES = (env.SURGE_PAGES ?? '/,/notice,/facultyTable').split(',');
// What Chromium sends for a page.
const HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
};

const site = await startSite({
  base,
  name: 'surge',
  env: { LOG_LEVEL: env.LOG_LEVEL ?? 'info', LISTEN_HOST: '127.0.0.1' },
});
const origin = site.origin;
let stopping = false;
site.child.on('exit', (code, signal) => {
  if (!stopping) console.error(`scripts/start.mjs stopped during the run (exit code ${code}, signal ${signal})`);
});
async function stop() {
  stopping = true;
  await site.stop();
}
process.on('SIGINT', () => {
  void stop().then(() => process.exit(130));
});

/** Resident memory of the site server's process (the shell's and the remotes' servers), in MB. */
function rssMb() {
  const status = readFileSync(`/proc/${site.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

async function run(url, conns, duration) {
  const r = await autocannon({ url, connections: conns, duration, headers: HEADERS, pipelining: 1 });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

try {
  // The shell's entry script, as named by the page: a precompressed, content-hashed file.
  const html = await (await fetch(`${origin}/login`)).text();
  const script = /<script[^>]*\ssrc="(\/[^"]+\.js)"/.exec(html)?.[1];
  if (!script) throw new Error('the page names no script of the shell');
  // One visit each first: the remotes' server builds load on the first render.
  for (const page of PAGES) await fetch(`${origin}${page}`, { headers: HEADERS }).then((r) => r.arrayBuffer());

  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  console.log(
    `\nSurge: ${connections} connections, ${seconds} s each, Accept-Encoding "${HEADERS['accept-encoding']}" (load average ${load()})`,
  );
  const first = await run(`${origin}${script}`, connections, seconds);
  const measured = [];
  for (const page of PAGES) measured.push({ path: page, ...(await run(`${origin}${page}`, connections, seconds)) });
  const last = await run(`${origin}${script}`, connections, seconds);
  const baseline = first.rps >= last.rps ? first : last;
  const rows = [
    { path: `${script} (static, before the pages)`, ...first, ratio: first.rps / baseline.rps },
    ...measured.map((r) => ({ ...r, ratio: r.rps / baseline.rps })),
    { path: `${script} (static, after the pages)`, ...last, ratio: last.rps / baseline.rps },
  ];
  console.log('\n| path | requests/s | p50 | p99 | ratio to static | errors / non-2xx |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| \`${r.path}\` | ${fmt(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${fmt(r.ratio, 3)}x | ${r.errors} / ${r.non2xx} |`,
    );

  // The peak: 500 connections on the notice board, memory sampled every 200 ms.
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 200);
  const storm = await run(`${origin}/notice`, peakConnections, peakSeconds);
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  const after = rssMb();
  console.log(`\n${peakConnections} connections on /notice for ${peakSeconds} s (load average ${load()}):`);
  console.log('| requests/s | p50 | p99 | requests | errors / non-2xx | memory before | peak | after |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(
    `| ${fmt(storm.rps)} | ${storm.p50} ms | ${storm.p99} ms | ${fmt(storm.requests)} | ${storm.errors} / ${storm.non2xx} | ` +
      `${fmt(before)} MB | ${fmt(peak)} MB | ${fmt(after)} MB (${after >= before ? '+' : ''}${fmt(((after - before) / before) * 100, 1)} %, ${settleSeconds} s later) |`,
  );

  mkdirSync(path.join(root, '.bench'), { recursive: true });
  writeFileSync(
    path.join(root, '.bench', 'surge.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        connections,
        seconds,
        rows,
        peak: { connections: peakConnections, seconds: peakSeconds, ...storm, memoryMb: { before, peak, after } },
      },
      null,
      2,
    ),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stop();
}
