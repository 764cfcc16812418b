// The JavaScript a visitor's browser downloads for each public page, in bytes as brotli (quality 11)
// would send it, whatever the server sent: the measure the "no more than 5 KB" is written in.
// Used by `npm run bench` (scripts/bundle-size.mjs) against the baseline in bench/public-js-baseline.json,
// and by scripts/public-js-baseline.mjs, which measured that baseline on an older build.
import { brotliCompressSync } from 'node:zlib';

/** The public pages of the site before editable pages existed (the pages the baseline holds). */
export const PUBLIC_JS_PAGES = [
  '/',
  '/about',
  '/administration',
  '/academics',
  '/admission',
  '/departments',
  '/department-detail?name=Anatomy',
  '/dental',
  '/facilities',
  '/journal',
  '/notice',
  '/facultyTable',
  '/alumniTable',
  '/gallery',
  '/contact',
  '/search?q=anatomy',
];

/** The budget of the issue: a page's JavaScript may grow by at most 5 KB (brotli). */
export const PUBLIC_JS_BUDGET_BYTES = 5 * 1024;

// A server-rendered page starts its code after its first picture (shell/server/bootScript.ts): the
// page is measured once React holds its root, then once the network has been quiet for a second.
const HYDRATED = () => {
  if (!document.getElementById('__GSVMC_STATE__')) return true;
  const root = document.getElementById('root');
  return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
};

/**
 * Follows a page's scripts over CDP: the brotli bytes of each script body, the bytes on the wire of
 * each script response (headers and body as sent; a revalidation's 304 counts, the memory and disk
 * cache's answers do not), and whether anything is still loading.
 */
async function watchScripts(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map();
  const pending = new Set();
  let bodies = [];
  let wire = 0;
  let downloaded = 0;
  const fromCache = new Set();
  cdp.on('Network.requestWillBeSent', (e) => pending.add(e.requestId));
  cdp.on('Network.requestServedFromCache', (e) => fromCache.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    if (/javascript|ecmascript/.test(e.response.mimeType) || e.type === 'Script')
      scripts.set(e.requestId, {
        url: e.response.url,
        status: e.response.status,
        cached: e.response.fromDiskCache || fromCache.has(e.requestId),
      });
  });
  cdp.on('Network.loadingFailed', (e) => pending.delete(e.requestId));
  cdp.on('Network.loadingFinished', (e) => {
    pending.delete(e.requestId);
    const script = scripts.get(e.requestId);
    if (!script) return;
    if (!script.cached) wire += e.encodedDataLength;
    if (script.cached || script.status !== 200) return;
    downloaded += 1;
    bodies.push(
      cdp.send('Network.getResponseBody', { requestId: e.requestId }).then(({ body, base64Encoded }) => ({
        url: script.url,
        bytes: brotliCompressSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8')).length,
      })),
    );
  });
  return {
    /** Loads `url` and waits until React holds the page and the network has been quiet for a second. */
    async visit(url) {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(HYDRATED, null, { timeout: 30_000 });
      let quietSince = Date.now();
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && Date.now() - quietSince < 1000) {
        await new Promise((r) => setTimeout(r, 100));
        if (pending.size > 0) quietSince = Date.now();
      }
    },
    /** What the scripts cost since the last call: `{ bytes, files, wire }`. */
    async take() {
      const files = await Promise.all(bodies);
      const out = { bytes: files.reduce((sum, f) => sum + f.bytes, 0), files: downloaded, wire };
      bodies = [];
      wire = 0;
      downloaded = 0;
      return out;
    },
  };
}

/** One cold visit of `url` in a phone-sized page: the brotli bytes of every script it loaded. */
export async function publicJsBytes(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const scripts = await watchScripts(context, page);
  await scripts.visit(url);
  const { bytes, files } = await scripts.take();
  await context.close();
  return { bytes, files };
}

/**
 * A visitor who switches language: a cold visit of `fromUrl`, then `toUrl` (the same page in the other
 * language) in the same browser, as the header's link loads it. What the second page's scripts cost:
 * the scripts downloaded anew (`files`, their brotli `bytes`) and every byte of script responses on the
 * wire (`wire`: the downloads as sent, and the revalidations of the entry files).
 */
export async function switchJsBytes(browser, fromUrl, toUrl) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const scripts = await watchScripts(context, page);
  await scripts.visit(fromUrl);
  await scripts.take();
  await scripts.visit(toUrl);
  const switched = await scripts.take();
  await context.close();
  return switched;
}

/** `{ [path]: bytes }` for every page of `paths` on the site at `origin`. */
export async function measurePublicJs(browser, origin, paths = PUBLIC_JS_PAGES) {
  const out = {};
  for (const p of paths) out[p] = (await publicJsBytes(browser, origin + p)).bytes;
  return out;
}

/** The budget of the languages: what English and Bengali add to a page, at most 8 KB (brotli). */
export const LANGUAGES_JS_BUDGET_BYTES = 8 * 1024;

/**
 * The Bengali edition of a public page: `/` → `/bn`, `/notice` → `/bn/notice`. A copy of shared-kit's
 * pathInLocale (this script runs without a TypeScript step); scripts/publicJs.test.ts holds the two equal.
 */
export const inBengali = (page) => (page === '/' ? '/bn' : `/bn${page}`);

/** The page a Bengali page is compared with in a baseline older than the languages: its English one. */
export const englishOf = (page) => (page === '/bn' ? '/' : page.startsWith('/bn/') ? page.slice(3) : page);

/**
 * The comparison table (Markdown): per page the baseline, now, the difference and whether it is
 * within the budget; pages without a baseline show "new". Also returns whether all are within it.
 * `baselineOf` names the baseline's page a page is compared with (itself, unless given).
 */
export function compareWithBaseline(baseline, now, { budget = PUBLIC_JS_BUDGET_BYTES, baselineOf = (p) => p } = {}) {
  const kb = (n) => (n / 1024).toFixed(1);
  const lines = [
    `| page | baseline KB | now KB | difference KB | within ${kb(budget).replace(/\.0$/, '')} KB |`,
    '|---|---|---|---|---|',
  ];
  let allWithin = true;
  for (const [p, bytes] of Object.entries(now)) {
    const before = baseline[baselineOf(p)];
    if (before === undefined) {
      lines.push(`| \`${p}\` | new | ${kb(bytes)} | n/a | n/a |`);
      continue;
    }
    const diff = bytes - before;
    const within = diff <= budget;
    allWithin &&= within;
    lines.push(
      `| \`${p}\` | ${kb(before)} | ${kb(bytes)} | ${diff >= 0 ? '+' : ''}${kb(diff)} | ${within ? 'yes' : 'NO'} |`,
    );
  }
  return { table: lines.join('\n'), allWithin };
}
