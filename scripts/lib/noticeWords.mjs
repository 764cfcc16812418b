// A notice's own page on a slow phone (scripts/bench-first-touch.mjs): the time until the first
// paragraph of its text is drawn, and how many requests went for its PDF (the words must come without it).

// Runs in a notice's page before its scripts: when the first paragraph of the notice's text is drawn.
const WORDS_PROBE = () => {
  window.__words = null;
  const check = () => {
    const p = document.querySelector('[aria-labelledby="notice-text-heading"] p:not([role])');
    if (p && p.textContent.trim() && p.getBoundingClientRect().height > 0) window.__words = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

/** A published notice whose text has been read (the seeded ones are read by the jobs queue after the start). */
export async function noticeWithText(siteUrl) {
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    const { data = [] } = await (await fetch(`${siteUrl}/api/notices?limit=20&offset=0`)).json();
    for (const { _id: id } of data) {
      const notice = await (await fetch(`${siteUrl}/api/notices/${id}`)).json();
      if (notice.textStatus === 'done' && notice.text?.trim()) return notice;
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  throw new Error('no notice had its text read within 10 minutes');
}

/** One visit of a notice's page on the throttled phone: ms until its words are drawn, PDF requests made. */
export async function noticeWordsVisit(browser, url, { link, cpuSlowdown }) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await context.addInitScript(WORDS_PROBE);
  const page = await context.newPage();
  let pdfRequests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.toLowerCase().endsWith('.pdf')) pdfRequests += 1;
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', link);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__words !== null, undefined, { timeout: 60_000, polling: 100 });
  const wordsMs = await page.evaluate(() => window.__words);
  // Until the page has settled, in case a script fetched the file after the words were drawn.
  await page.waitForLoadState('load', { timeout: 120_000 });
  await page.waitForTimeout(1000);
  await context.close();
  return { wordsMs: Math.round(wordsMs), pdfRequests };
}
