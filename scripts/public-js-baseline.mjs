// Measures the per-page public JavaScript (brotli bytes, bench/publicJs.mjs) of a site already running
// at ORIGIN and writes it as the baseline `npm run bench` compares against. Run once on a build of the
// commit the baseline stands for (see bench/README.md, "Public JavaScript against the baseline"):
//   ORIGIN=http://127.0.0.1:6300 COMMIT=27afa87 node scripts/public-js-baseline.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { measurePublicJs } from '../bench/publicJs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const origin = process.env.ORIGIN;
const commit = process.env.COMMIT;
if (!origin || !commit) {
  console.error('Set ORIGIN (the running site, e.g. http://127.0.0.1:6300) and COMMIT (what it was built from).');
  process.exit(1);
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  // Three cold visits per page; the smallest is kept (a visit never loads less than the page needs,
  // only, now and then, a chunk more when a hint arrives late).
  const runs = [];
  for (let i = 0; i < Number(process.env.RUNS ?? 3); i++) runs.push(await measurePublicJs(browser, origin));
  const pages = Object.fromEntries(Object.keys(runs[0]).map((p) => [p, Math.min(...runs.map((r) => r[p]))]));
  // OUT writes elsewhere (a measurement of the current build to compare by hand).
  const file = process.env.OUT ? path.resolve(process.env.OUT) : path.join(root, 'bench/public-js-baseline.json');
  writeFileSync(
    file,
    `${JSON.stringify({ commit, measured: new Date().toISOString(), unit: 'bytes of JavaScript, brotli quality 11', pages, runs }, null, 2)}\n`,
  );
  console.log(pages);
  console.log(`written to ${path.relative(root, file)}`);
} finally {
  await browser.close();
}
