// `npm run bench`: every measurement of the project in one run, each beside its baseline measured in
// the same minutes (the machine is shared and noisy, so only ratios within one run compare). Each part
// prints its own tables; this script runs the parts in order, shows their output as it comes, and writes
// bench/RESULTS.md with the newest run only (history is in git): what was run, on what, and each part's
// output. A part that fails is named in the file and makes the exit code 1; the others still run.
//   BENCH_PARTS=site,surge npm run bench   only some parts (names below)
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** name, what it measures, the command (run in the repository root). */
export const PARTS = [
  {
    name: 'api',
    title: 'API throughput, import speed and search (SQLite, PostgreSQL + S3, two replicas)',
    cmd: ['npm', 'run', 'bench', '-w', 'mock-api'],
  },
  {
    name: 'site',
    title: "First page: the federated site beside the monolith; public pages' JavaScript against the baselines",
    cmd: ['node', 'scripts/bundle-size.mjs'],
  },
  { name: 'surge', title: "A results-day surge on the site's server", cmd: ['node', 'scripts/bench-surge.mjs'] },
  {
    name: 'first-touch',
    title: 'The first touch on a slow phone (menu tap, interactive, TBT, JavaScript); Lighthouse beside the monolith',
    cmd: ['node', 'scripts/bench-first-touch.mjs', '--built', '--five'],
  },
  {
    name: 'notices',
    title:
      'Reading notices: character error rate, words found and seconds a page, per kind (born-digital, scans, photos)',
    cmd: ['npm', 'run', 'bench:notices', '-w', 'mock-api'],
  },
  {
    name: 'backlog',
    title: 'Eighteen notices uploaded at once: seconds until every text is read, the notice list meanwhile',
    cmd: ['npm', 'run', 'bench:backlog', '-w', 'mock-api'],
  },
];

/** Terminal colour codes, which a Markdown file would show as litter. */
const stripColours = (text) => text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');

/** Runs one part, echoing and keeping its output (ANSI colours removed). */
function runPart(part) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(part.cmd[0], part.cmd.slice(1), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const keep = (chunk, stream) => {
      stream.write(chunk);
      out += chunk.toString();
    };
    child.stdout.on('data', (c) => keep(c, process.stdout));
    child.stderr.on('data', (c) => keep(c, process.stderr));
    child.on('close', (code) => {
      resolve({
        ...part,
        code,
        seconds: Math.round((Date.now() - started) / 1000),
        out: stripColours(out),
      });
    });
  });
}

/** The whole of bench/RESULTS.md for these finished parts. */
export function resultsMarkdown(results, { at = new Date(), machine = machineLine() } = {}) {
  const lines = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` (\`scripts/bench.mjs\`) on ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC; ${machine}.`,
    'Only the newest run is kept; earlier ones are in git. Compare figures within this file, not across runs:',
    'each part measures its baseline in the same minutes.',
    '',
  ];
  for (const r of results) {
    lines.push(
      `## ${r.title}`,
      '',
      `\`${r.cmd.join(' ')}\`: ${r.code === 0 ? 'finished' : `FAILED (exit ${r.code})`} in ${r.seconds} s.`,
      '',
    );
    lines.push('```text', r.out.trim(), '```', '');
  }
  return lines.join('\n');
}

function machineLine() {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  return `Node ${process.version}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, load average at the end ${load}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = process.env.BENCH_PARTS?.split(',').map((s) => s.trim());
  const results = [];
  for (const part of PARTS.filter((p) => !wanted || wanted.includes(p.name))) {
    console.log(`\n===== bench: ${part.name} =====`);
    results.push(await runPart(part));
  }
  writeFileSync(path.join(root, 'bench', 'RESULTS.md'), resultsMarkdown(results));
  console.log('\nWrote bench/RESULTS.md');
  process.exit(results.every((r) => r.code === 0) ? 0 : 1);
}
