// `npm run bench` (after the API bench): the federated site and the same source built as one ordinary
// Rspack bundle (bench/monolith), side by side, on the public routes a visitor opens first. Both are built, served at
// once against the same API and data, and measured in Debian's Chromium:
//   - JavaScript bytes as sent (response bodies as transferred, i.e. compressed when the server
//     compresses), the number of requests, and the longest chain of requests each of which started
//     only after the previous one had finished (the round trips a phone pays one by one);
//   - the time until the page's heading is visible on a 150 ms / 1.6 Mbps connection (CDP throttling);
//   - Lighthouse 13 mobile: performance score, LCP and TBT.
// Timed figures are medians of BENCH_RUNS (default 3). The federated site is whatever
// scripts/start.mjs serves, on ports BENCH_PORT_BASE..+4 (default 6400); the monolith's server takes +5.
// The table is printed as Markdown and saved with every run's figures in .bench/site.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, networkFigures } from '../bench/metrics.mjs';
import {
  compareWithBaseline,
  englishOf,
  inBengali,
  LANGUAGES_JS_BUDGET_BYTES,
  measurePublicJs,
  PUBLIC_JS_PAGES,
} from '../bench/publicJs.mjs';
import { startMonolithServer } from '../bench/monolith/server.mjs';
import { startSite } from './lib/startSite.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = Number(process.env.BENCH_PORT_BASE ?? 6400);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROUTES = (process.env.BENCH_ROUTES ?? '/,/notice,/facultyTable,/about,/gallery').split(',');
// A slow mobile connection: 150 ms round trip, 1.6 Mbps down (upload 750 kbps, as Lighthouse's
// "slow 4G" preset).
const SLOW = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
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
console.log('Building the federated site and the monolith...');
run('npm', ['run', 'build']);
run('npx', ['rspack', 'build', '-c', 'bench/monolith/rspack.config.mjs']);

// Runs in the page before any of its scripts: notes when a heading of the page's content (an h1 or
// h2 inside <main>, larger than a visually hidden one) is first on screen, checked every frame.
const HEADING_PROBE = () => {
  window.__headingAt = null;
  const check = () => {
    const found = [...document.querySelectorAll('main h1, main h2')].some((h) => {
      const box = h.getBoundingClientRect();
      return box.width > 4 && box.height > 4 && getComputedStyle(h).visibility !== 'hidden';
    });
    if (found) window.__headingAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

/**
 * One visit with an empty cache: every request with its timing and bytes as transferred, and when
 * the heading showed. `throttle` applies the slow connection.
 */
async function visit(browser, url, { throttle = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  await context.addInitScript(HEADING_PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttle) await cdp.send('Network.emulateNetworkConditions', SLOW);
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    requests.set(e.requestId, { url: e.request.url, start: e.timestamp, type: e.type });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { mime: e.response.mimeType, headerBytes: e.response.encodedDataLength });
  });
  const bodies = [];
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength - (r.headerBytes ?? 0) });
    // What the same script would weigh with brotli (quality 11), whatever the server sent: tells the
    // bundle's weight apart from the server's compression.
    if (!throttle && /javascript|ecmascript/.test(r.mime ?? ''))
      bodies.push(
        cdp
          .send('Network.getResponseBody', { requestId: e.requestId })
          .then(({ body, base64Encoded }) => {
            r.brotliBytes = brotliCompressSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8')).length;
          })
          .catch(() => undefined),
      );
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { end: e.timestamp, bytes: 0, failed: true });
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__headingAt !== null, null, { timeout: 60_000, polling: 50 });
  const headingMs = Math.round(await page.evaluate(() => window.__headingAt));
  if (!throttle) {
    // Let the page finish what it starts by itself (data, images): quiet for 1 s, at most 10 s.
    const deadline = Date.now() + 10_000;
    let quietSince = Date.now();
    while (Date.now() < deadline && Date.now() - quietSince < 1000) {
      await new Promise((r) => setTimeout(r, 100));
      if ([...requests.values()].some((r) => r.end === undefined)) quietSince = Date.now();
    }
  }
  await Promise.all(bodies);
  await context.close();
  return { headingMs, requests: [...requests.values()].filter((r) => r.end !== undefined) };
}

async function lighthouseRuns(url, port) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    let lhr;
    // Lighthouse now and then fails to record a trace (NO_NAVSTART, "please run Lighthouse again"):
    // such a run has no figures, so it is run again, at most three times.
    for (let attempt = 1; ; attempt++) {
      ({ lhr } = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Lighthouse's default is the mobile preset (Moto G Power, slow 4G, simulated throttling).
        formFactor: 'mobile',
      }));
      if (!lhr.runtimeError) break;
      if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      console.log(`  (Lighthouse on ${url}: ${lhr.runtimeError.code}, running it again)`);
    }
    results.push({
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
    });
  }
  return {
    score: median(results.map((r) => r.score)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    runs: results,
  };
}

let site;
let monolith;
let chrome;
let browser;
try {
  const started = Date.now();
  site = await startSite({ base, name: 'bench' });
  const federatedUrl = site.origin;
  monolith = await startMonolithServer({ port: base + 5, apiUrl: `http://127.0.0.1:${base + 4}` });
  const sites = { federated: federatedUrl, monolith: monolith.url };

  browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const results = {};
  for (const route of ROUTES) {
    results[route] = {};
    for (const [name, origin] of Object.entries(sites)) {
      const url = origin + route;
      const net = networkFigures((await visit(browser, url)).requests);
      const slow = [];
      for (let i = 0; i < runs; i++) slow.push((await visit(browser, url, { throttle: true })).headingMs);
      const lh = await lighthouseRuns(url, chrome.port);
      results[route][name] = { ...net, headingSlowMs: median(slow), headingSlowRuns: slow, lighthouse: lh };
      console.log(
        `  ${route} ${name}: ${(net.jsBytes / 1024).toFixed(1)} KB JS (${(net.jsBrotliBytes / 1024).toFixed(1)} KB if brotli), ${net.requests} requests, chain ${net.chain}, ` +
          `Lighthouse ${lh.score}, LCP ${lh.lcp} ms, TBT ${lh.tbt} ms, heading ${median(slow)} ms on the slow link`,
      );
    }
  }

  const ratio = (a, b) => (a && b ? `${(a / b).toFixed(2)}x` : 'n/a');
  const kb = (n) => `${(n / 1024).toFixed(1)}`;
  const s = (ms) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(2)}`);
  const lines = [
    '| route | JS KB sent (fed / mono / ratio) | JS KB if brotli (fed / mono / ratio) | JS requests | all requests | longest chain | Lighthouse mobile | LCP s (fed / mono / ratio) | TBT ms | heading on 150 ms / 1.6 Mbps, s |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [route, { federated: f, monolith: m }] of Object.entries(results)) {
    lines.push(
      `| \`${route}\` | ${kb(f.jsBytes)} / ${kb(m.jsBytes)} / ${ratio(f.jsBytes, m.jsBytes)} | ` +
        `${kb(f.jsBrotliBytes)} / ${kb(m.jsBrotliBytes)} / ${ratio(f.jsBrotliBytes, m.jsBrotliBytes)} | ` +
        `${f.jsRequests} / ${m.jsRequests} | ${f.requests} / ${m.requests} | ${f.chain} / ${m.chain} | ` +
        `${f.lighthouse.score} / ${m.lighthouse.score} | ` +
        `${s(f.lighthouse.lcp)} / ${s(m.lighthouse.lcp)} / ${ratio(f.lighthouse.lcp, m.lighthouse.lcp)} | ` +
        `${f.lighthouse.tbt} / ${m.lighthouse.tbt} | ${s(f.headingSlowMs)} / ${s(m.headingSlowMs)} |`,
    );
  }
  console.log(`\nFederated site (fed) and one ordinary build (mono), medians of ${runs}:\n`);
  console.log(lines.join('\n'));

  // Every public page's JavaScript against the committed baseline (the site before its pages became
  // editable content): the smallest of `runs` cold visits, as the baseline was taken.
  const baseline = JSON.parse(readFileSync(path.join(root, 'bench/public-js-baseline.json'), 'utf8'));
  const publicRuns = [];
  for (let i = 0; i < runs; i++)
    publicRuns.push(
      await measurePublicJs(browser, federatedUrl, [
        ...PUBLIC_JS_PAGES,
        '/journal/publications',
        // The Bengali edition of each page, compared below with the English page before the languages.
        ...PUBLIC_JS_PAGES.map(inBengali),
      ]),
    );
  const publicJs = Object.fromEntries(
    Object.keys(publicRuns[0]).map((p) => [p, Math.min(...publicRuns.map((r) => r[p]))]),
  );
  const english = Object.fromEntries(Object.entries(publicJs).filter(([p]) => englishOf(p) === p));
  const { table, allWithin } = compareWithBaseline(baseline.pages, english);
  console.log(`\nPublic pages' JavaScript (brotli) against the baseline of ${baseline.commit}:\n`);
  console.log(table);
  console.log(allWithin ? '\nEvery page is within 5 KB of its baseline.' : '\nSOME PAGE GREW BY MORE THAN 5 KB.');

  // What the two languages added to each page: both editions against the same page before the
  // languages (bench/public-js-baseline-languages.json), the Bengali one against its English page.
  const before = JSON.parse(readFileSync(path.join(root, 'bench/public-js-baseline-languages.json'), 'utf8'));
  const languages = compareWithBaseline(before.pages, publicJs, {
    budget: LANGUAGES_JS_BUDGET_BYTES,
    baselineOf: englishOf,
  });
  console.log(`\nWhat the languages added (brotli), against the baseline of ${before.commit}:\n`);
  console.log(languages.table);
  console.log(
    languages.allWithin ? '\nEvery page is within 8 KB of its baseline.' : '\nSOME PAGE GREW BY MORE THAN 8 KB.',
  );

  console.log(`\nSite benchmark took ${Math.round((Date.now() - started) / 1000)} s.`);
  mkdirSync(path.join(root, '.bench'), { recursive: true });
  writeFileSync(
    path.join(root, '.bench/site.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        runs,
        results,
        publicJs: { baseline: baseline.commit, pages: publicJs, allWithin },
        languagesJs: { baseline: before.commit, allWithin: languages.allWithin },
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
