// `npm run bench` (after the site benchmark): the first touch on a student's phone. Each route is
// visited in Debian's Chromium at 360 px with touch, on a 400 ms / 400 kbit/s connection and a CPU four
// times slower (CDP Network.emulateNetworkConditions and Emulation.setCPUThrottlingRate), and gives:
//   - menu tap: from navigation start until a tap on the menu button has opened the menu (the visit
//     taps the button as soon as it is drawn, and again every 250 ms until the menu shows);
//   - frame hydrated: when React has taken the header over (at 360 px it then drops the wide
//     screen's link rows, drawn for CSS to hide until then): the page's script has arrived and run;
//   - interactive: the end of the last long task before a 5 s stretch without one (the classic
//     time-to-interactive rule), never before the HTML is parsed nor before the frame is hydrated;
//   - TBT: the sum over those long tasks of their time beyond 50 ms, from the first paint on;
//   - JS: the page's scripts, brotli (quality 11), one cold visit without throttling, beside the figure
//     of the site this round started from (bench/first-touch-before.json);
//   - Lighthouse 13 mobile (its own preset: simulated slow 4G and 4x CPU), performance score and TBT,
//     median of FIRST_TOUCH_RUNS (default 1; `--five` takes 5), beside the monolith built from the
//     same source in the same run (bench/monolith, as scripts/bundle-size.mjs builds it).
// The phone figures are medians of FIRST_TOUCH_PHONE_RUNS (default 3).
// Then a language switch (the page, then its twin in the other language, in the same browser): the
// scripts downloaded anew and the script bytes on the wire, on the site (each page's code holds its own
// language's words: words files, mf.wordsFiles.mjs) beside the monolith (both languages in its code).
// Then a notice's own page (/notice/{id}, /bn/notice/{id}) on the same phone: the time until the first
// paragraph of the notice's text is drawn, and how many requests went for its PDF (the text must come
// without it).
//
//   FIRST_TOUCH_ROOT=/path   build and serve another checkout (e.g. the site before this round) and
//                            measure it with this script; its results go to OUT (default
//                            .bench/first-touch.json in this checkout)
//   BENCH_SKIP_BUILD=1       serve the existing dist/ folders (as --built does)
//   FIRST_TOUCH_PORT_BASE    ports of the site (+0..+4) and the monolith (+5); default 6500
//   FIRST_TOUCH_ROUTES       default /,/bn,/notice,/bn/notice,/facultyTable
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from '../bench/metrics.mjs';
import { startSite } from './lib/startSite.mjs';
import { noticeWithText, noticeWordsVisit } from './lib/noticeWords.mjs';
import { phoneVisit } from './lib/phoneVisit.mjs';
import { publicJsBytes, switchJsBytes } from '../bench/publicJs.mjs';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(process.env.FIRST_TOUCH_ROOT ?? here);
const base = Number(process.env.FIRST_TOUCH_PORT_BASE ?? 6500);
const lighthouseRuns = process.argv.includes('--five') ? 5 : Number(process.env.FIRST_TOUCH_RUNS ?? 1);
const phoneRuns = Number(process.env.FIRST_TOUCH_PHONE_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROUTES = (process.env.FIRST_TOUCH_ROUTES ?? '/,/bn,/notice,/bn/notice,/facultyTable').split(',');
const OUT = process.env.OUT ?? path.join(here, '.bench/first-touch.json');
/** The language switches measured: a page, then its twin in the other language (the header's link). */
const SWITCHES = [
  ['/notice', '/bn/notice'],
  ['/', '/bn'],
  ['/bn/facultyTable', '/facultyTable'],
];
// The phone of the issue: 400 ms round trips, 400 kbit/s both ways, a CPU four times slower.
const PHONE_LINK = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
const CPU_SLOWDOWN = 4;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const run = (cmd, args) => {
  if (spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
};
// `npm run bench` passes --built: scripts/bundle-size.mjs has just built the site and the monolith.
if (!process.env.BENCH_SKIP_BUILD && !process.argv.includes('--built')) {
  console.log(`Building the site and the monolith in ${root}...`);
  run('npm', ['run', 'build']);
  run('npx', ['rspack', 'build', '-c', 'bench/monolith/rspack.config.mjs']);
}

async function lighthouseOf(url, port) {
  const results = [];
  for (let i = 0; i < lighthouseRuns; i++) {
    let lhr;
    // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is run again.
    for (let attempt = 1; ; attempt++) {
      ({ lhr } = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
      }));
      if (!lhr.runtimeError) break;
      if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    }
    results.push({
      score: Math.round(lhr.categories.performance.score * 100),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
      lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    });
  }
  return {
    score: median(results.map((r) => r.score)),
    tbt: median(results.map((r) => r.tbt)),
    lcp: median(results.map((r) => r.lcp)),
    runs: results,
  };
}

let site;
let monolith;
let chrome;
let browser;
try {
  const started = Date.now();
  site = await startSite({ base, name: 'first-touch', cwd: root });
  const siteUrl = site.origin;
  const { startMonolithServer } = await import(pathToFileURL(path.join(root, 'bench/monolith/server.mjs')).href);
  monolith = await startMonolithServer({ port: base + 5, apiUrl: `http://127.0.0.1:${base + 4}` });
  browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  // The first render of a page after a start can come from an API still warming: one visit each first.
  for (const route of ROUTES) await fetch(siteUrl + route);

  const results = {};
  for (const route of ROUTES) {
    const visits = [];
    for (let i = 0; i < phoneRuns; i++)
      visits.push(await phoneVisit(browser, siteUrl + route, { link: PHONE_LINK, cpuSlowdown: CPU_SLOWDOWN }));
    const { bytes: js } = await publicJsBytes(browser, siteUrl + route);
    const lh = await lighthouseOf(siteUrl + route, chrome.port);
    const mono = await lighthouseOf(monolith.url + route, chrome.port);
    results[route] = {
      menuMs: median(visits.map((v) => v.menuMs)),
      hydratedMs: median(visits.map((v) => v.hydratedMs)),
      interactiveMs: median(visits.map((v) => v.interactiveMs)),
      tbtMs: median(visits.map((v) => v.tbtMs)),
      visits,
      jsBytes: js,
      lighthouse: lh,
      monolithLighthouse: mono,
    };
    const r = results[route];
    console.log(
      `  ${route}: menu tap ${r.menuMs} ms, frame hydrated ${r.hydratedMs} ms, interactive ${r.interactiveMs} ms, TBT ${r.tbtMs} ms, ` +
        `JS ${(js / 1024).toFixed(1)} KB, Lighthouse ${lh.score} (TBT ${lh.tbt} ms) / monolith ${mono.score} (TBT ${mono.tbt} ms)`,
    );
  }

  const switches = {};
  for (const [from, to] of SWITCHES) {
    const siteSwitch = await switchJsBytes(browser, siteUrl + from, siteUrl + to);
    const monolithSwitch = await switchJsBytes(browser, monolith.url + from, monolith.url + to);
    switches[`${from} → ${to}`] = { site: siteSwitch, monolith: monolithSwitch };
  }

  const notice = await noticeWithText(siteUrl);
  const noticeWords = {};
  for (const route of [`/notice/${notice._id}`, `/bn/notice/${notice._id}`]) {
    const visits = [];
    for (let i = 0; i < phoneRuns; i++)
      visits.push(await noticeWordsVisit(browser, siteUrl + route, { link: PHONE_LINK, cpuSlowdown: CPU_SLOWDOWN }));
    noticeWords[route] = {
      wordsMs: median(visits.map((v) => v.wordsMs)),
      pdfRequests: Math.max(...visits.map((v) => v.pdfRequests)),
      visits,
    };
  }

  const beforeFile = path.join(here, 'bench/first-touch-before.json');
  const before = existsSync(beforeFile) && root === here ? JSON.parse(readFileSync(beforeFile, 'utf8')) : null;
  const s = (ms) => (ms === undefined || ms === null ? 'n/a' : (ms / 1000).toFixed(2));
  const kb = (n) => (n === undefined ? 'n/a' : (n / 1024).toFixed(1));
  const pair = (b, a, f) => (before ? `${f(b)} → ${f(a)}` : f(a));
  const lines = [
    `| route | menu tap s | frame hydrated s | interactive s | TBT ms (phone) | JS KB brotli | Lighthouse mobile (site / monolith) | Lighthouse TBT ms (site / monolith) |`,
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const [route, r] of Object.entries(results)) {
    const b = before?.results[route] ?? {};
    lines.push(
      `| \`${route}\` | ${pair(b.menuMs, r.menuMs, s)} | ${s(r.hydratedMs)} | ${pair(b.interactiveMs, r.interactiveMs, s)} | ` +
        `${pair(b.tbtMs, r.tbtMs, String)} | ${pair(b.jsBytes, r.jsBytes, kb)} | ` +
        `${pair(b.lighthouse?.score, r.lighthouse.score, String)} / ${r.monolithLighthouse.score} | ` +
        `${pair(b.lighthouse?.tbt, r.lighthouse.tbt, String)} / ${r.monolithLighthouse.tbt} |`,
    );
  }
  console.log(
    `\nFirst touch in Chromium ${browser.version()} at 360 px, 400 ms / 400 kbit/s, CPU x${CPU_SLOWDOWN} (medians of ${phoneRuns}); ` +
      `Lighthouse mobile, median of ${lighthouseRuns}${before ? `; before (${before.commit}) → now` : ''}:\n`,
  );
  console.log(lines.join('\n'));
  const grew = before
    ? Object.entries(results).filter(([route, r]) => r.jsBytes > (before.results[route]?.jsBytes ?? Infinity))
    : [];
  if (before)
    console.log(
      grew.length
        ? `\nMORE JAVASCRIPT than before on ${grew.map(([route]) => route).join(', ')}.`
        : '\nNo page sends more JavaScript than before.',
    );
  console.log(
    `\nA language switch: the scripts downloaded anew (brotli) and the script bytes on the wire, site / monolith:\n\n` +
      '| switch | scripts downloaded | brotli bytes | bytes on the wire |\n|---|---|---|---|\n' +
      Object.entries(switches)
        .map(
          ([name, { site: a, monolith: b }]) =>
            `| \`${name}\` | ${a.files} / ${b.files} | ${a.bytes} / ${b.bytes} | ${a.wire} / ${b.wire} |`,
        )
        .join('\n'),
  );
  console.log(
    `\nA notice's words on the same phone (medians of ${phoneRuns}; goal: within 3 s, without its PDF):\n\n` +
      '| page | words on screen s | requests for the PDF |\n|---|---|---|\n' +
      Object.entries(noticeWords)
        .map(([route, w]) => `| \`${route.replace(notice._id, '{id}')}\` | ${s(w.wordsMs)} | ${w.pdfRequests} |`)
        .join('\n'),
  );
  console.log(`\nFirst-touch benchmark took ${Math.round((Date.now() - started) / 1000)} s.`);
  const commit =
    process.env.COMMIT ??
    spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(
    OUT,
    JSON.stringify(
      {
        commit: commit || null,
        measured: new Date().toISOString(),
        chromium: browser.version(),
        phoneRuns,
        lighthouseRuns,
        results,
        switches,
        noticeWords,
      },
      null,
      2,
    ),
  );
} finally {
  await browser?.close();
  chrome?.kill();
  await monolith?.close();
  await site?.stop();
}
