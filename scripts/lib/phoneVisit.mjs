// One visit of a route on a slow phone (scripts/bench-first-touch.mjs): when a tap on the menu has
// opened it, when the frame is hydrated, time to interactive and Total Blocking Time, in ms from
// navigation start.

// Runs in the page before any of its scripts: records long tasks, the first paint, and when a menu
// panel (a <nav> in the header other than the wide screen's rows, hidden at 360 px) is first on screen.
const PROBE = () => {
  window.__ft = { longTasks: [], menuAt: null, fcp: null, hydratedAt: null };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__ft.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__ft.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  const check = () => {
    const open = [...(document.querySelector('header')?.querySelectorAll('nav') ?? [])].some((nav) => {
      const box = nav.getBoundingClientRect();
      return box.width > 0 && box.height > 40 && getComputedStyle(nav).visibility !== 'hidden';
    });
    if (open) window.__ft.menuAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  // The frame is hydrated once no <nav> of the site's header is outside the menu's <details> (the wide rows are gone),
  // looked at from DOMContentLoaded on: before it the rows may not be parsed yet.
  const hydrated = () => {
    // The site's header is the page's first <header> (a page's own header holds its breadcrumbs).
    const header = document.querySelector('header');
    if (header && [...header.querySelectorAll('nav')].every((nav) => nav.closest('details')))
      window.__ft.hydratedAt = performance.now();
    else requestAnimationFrame(hydrated);
  };
  document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(hydrated));
};

/** One visit on the throttled phone: menu tap, interactive and TBT, in ms from navigation start. */
export async function phoneVisit(browser, url, { link, cpuSlowdown }) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', link);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url, { waitUntil: 'commit' });
  // The menu's button, whatever element draws it: the native <details>' summary (which opens before the
  // scripts run), or a button that controls the menu.
  const toggle = page
    .locator('header summary, header [aria-controls][aria-expanded]')
    .filter({ visible: true })
    .first();
  await toggle.waitFor({ state: 'visible', timeout: 60_000 });
  const deadline = Date.now() + 60_000;
  while ((await page.evaluate(() => window.__ft.menuAt)) === null) {
    if (Date.now() > deadline) throw new Error(`${url}: the menu never opened`);
    await toggle.tap({ timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(250);
  }
  const menuMs = await page.evaluate(() => window.__ft.menuAt);
  // Interactive: the frame hydrated and 5 s without a long task (up to 60 s after the HTML).
  await page.waitForLoadState('load', { timeout: 120_000 });
  await page.waitForFunction(() => window.__ft.hydratedAt !== null, null, { timeout: 120_000 });
  const quietDeadline = Date.now() + 60_000;
  for (;;) {
    const { now, last } = await page.evaluate(() => ({
      now: performance.now(),
      last: Math.max(0, ...window.__ft.longTasks.map((t) => t.start + t.duration)),
    }));
    if (now - last >= 5000 || Date.now() > quietDeadline) break;
    await page.waitForTimeout(500);
  }
  const { tasks, fcp, dcl, hydratedAt } = await page.evaluate(() => ({
    tasks: window.__ft.longTasks,
    fcp: window.__ft.fcp ?? 0,
    hydratedAt: window.__ft.hydratedAt,
    dcl: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? 0,
  }));
  await context.close();
  const interactive = Math.max(dcl, hydratedAt, ...tasks.map((t) => t.start + t.duration));
  const tbt = tasks
    .filter((t) => t.start + t.duration > fcp)
    .reduce((sum, t) => sum + Math.max(0, t.duration - 50 - Math.max(0, fcp - t.start)), 0);
  return {
    menuMs: Math.round(menuMs),
    hydratedMs: Math.round(hydratedAt),
    interactiveMs: Math.round(interactive),
    tbtMs: Math.round(tbt),
  };
}
