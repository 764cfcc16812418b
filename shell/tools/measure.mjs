// When the page's heading becomes visible after navigation, server-rendered against drawn in the browser
// only, on a phone-like connection (Chromium's network emulation: 150 ms latency, 1.6 Mbps down,
// 750 kbps up; 375 px wide; median of 3 fresh visits). `node shell/tools/measure.mjs` after
// `npm run build`, with the API at API_URL (default http://127.0.0.1:4000); CHROMIUM_PATH as for the
// journeys. Both sites here send files uncompressed, as scripts/serve.mjs did.
import { createRequire } from 'node:module';
import { startPreview } from './preview.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const ROUTES = [
  ['/', 'main h2'],
  ['/notice', 'h1:has-text("Notice Board")'],
  ['/facultyTable', 'h1:has-text("Faculty Directory")'],
  ['/about', 'h1:has-text("About GSVMC")'],
  ['/gallery', 'main h1'],
];

const sites = { server: await startPreview({ ssr: true }), browser: await startPreview({ ssr: false }) };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});

async function headingVisibleMs(origin, route, selector) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 60_000 });
  const ms = await page.evaluate(() => performance.now());
  await context.close();
  return ms;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log('| route | server-rendered | browser only |\n| --- | --- | --- |');
for (const [route, selector] of ROUTES) {
  const row = [];
  for (const site of [sites.server, sites.browser]) {
    const runs = [];
    for (let i = 0; i < 3; i += 1) runs.push(await headingVisibleMs(site.origin, route, selector));
    row.push(`${(median(runs) / 1000).toFixed(2)} s`);
  }
  console.log(`| \`${route}\` | ${row.join(' | ')} |`);
}
await browser.close();
await Promise.all(Object.values(sites).map((site) => site.close()));
