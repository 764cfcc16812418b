import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const pages = process.argv.slice(2);
for (const p of pages) {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const { lhr } = await lighthouse('http://127.0.0.1:7000' + p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile' });
    if (lhr.runtimeError) { runs.push('err'); continue; }
    runs.push(`${Math.round(lhr.categories.performance.score * 100)} (LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)})`);
  }
  console.log(p, runs.join(' | '));
}
await chrome.kill();
