// Server rendering: the frame and the page's content are in the HTML
// before any JavaScript runs; the browser hydrates that markup from the server's state without a
// mismatch and without asking the API again; a remote that cannot be reached still gives the frame
// and the fallback. The pages come from the real site (scripts/start.mjs, the journeys' web server);
// the two variants it cannot be started as here (a remote that is down, server rendering off) are the
// same site server (shell/server, built into shell/dist-server/siteServer.mjs) started in this process
// over this run's remotes and API.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ConsoleMessage, Page } from '@playwright/test';
import { disclosure, expect, ports, remoteOrigin, test, viewports } from '../fixtures';

interface Variant {
  origin: string;
  close(): Promise<void>;
}

/**
 * The shell's site server as scripts/start.mjs makes it, on a free port, with `remotes` overriding a
 * remote's manifest URL (e.g. a dead one) and `render: false` for a site without server rendering.
 */
async function startVariant(remotes: Record<string, string> = {}, render = true): Promise<Variant> {
  const root = path.resolve(__dirname, '../..');
  const { createSiteServer } = (await import(
    pathToFileURL(path.join(root, 'shell/dist-server/siteServer.mjs')).href
  )) as {
    createSiteServer(options: object): Promise<{
      listen(options: { port: number; host: string }): Promise<string>;
      server: { address(): { port: number } };
      close(): Promise<void>;
    }>;
  };
  const app = await createSiteServer({
    root: path.join(root, 'shell', 'dist'),
    spa: true,
    config: {
      apiBaseUrl: '/api',
      fileBaseUrl: '',
      remotes: {
        mf_public: `${remoteOrigin('mf_public')}/mf-manifest.json`,
        mf_directories: `${remoteOrigin('mf_directories')}/mf-manifest.json`,
        mf_admin: `${remoteOrigin('mf_admin')}/mf-manifest.json`,
        ...remotes,
      },
    },
    apiUpstreams: [`http://127.0.0.1:${ports.api}`],
    ...(render ? {} : { ssrModule: null }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { origin: `http://localhost:${app.server.address().port}`, close: () => app.close() };
}

const PAGES = [
  { path: '/', heading: /Gonoshasthaya Samaj Vittik Medical College|GSVMC/ },
  { path: '/notice', heading: 'Notice Board' },
  { path: '/facultyTable', heading: 'Faculty Directory' },
  { path: '/about', heading: 'About GSVMC' },
  { path: '/gallery', heading: /Gallery/ },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PAGES) {
    test(`${path} shows the frame and its content from the HTML`, async ({ page }) => {
      await page.setViewportSize(viewports.desktop);
      const res = await page.goto(`${path}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // Styled from the server's style tags: the header is the fixed bar, not unstyled flow.
      const position = await page
        .locator('header')
        .first()
        .evaluate((el) => getComputedStyle(el).position);
      expect(position).toBe('fixed');
    });
  }

  for (const viewport of [viewports.mobile, viewports.desktop]) {
    test(`the frame fits a ${viewport.width} px screen before any script runs`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/notice');
      const menu = disclosure(page, 'Menu');
      const rows = page.getByRole('navigation', { name: 'Main' });
      if (viewport.width < 768) {
        await expect(menu).toBeVisible();
        await expect(rows).toBeHidden();
      } else {
        await expect(menu).toBeHidden();
        await expect(rows).toBeVisible();
      }
      // Nothing hides under the fixed header: the page starts below it.
      const headerBottom = await page
        .locator('header')
        .first()
        .evaluate((el) => el.getBoundingClientRect().bottom);
      const headingTop = await page
        .getByRole('heading', { level: 1, name: 'Notice Board' })
        .evaluate((el) => el.getBoundingClientRect().top);
      expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
    });
  }

  test('the notice board carries the notices and the data the browser will reuse', async ({ page, request }) => {
    const notices = (await (await request.get('/api/notices')).json()) as Array<{ title: string }>;
    await page.goto('/notice');
    await expect(page.getByText(notices[0]!.title)).toBeVisible();
    const state = JSON.parse((await page.locator('#__GSVMC_STATE__').textContent()) ?? '{}');
    // The board's first page (an infinite query: more pages load on "Load more notices").
    expect(Object.keys(state.api.queries).some((key) => key.startsWith('getNoticePages('))).toBe(true);
  });

  test('an unknown path is the not-found page inside the frame, with status 404', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('a faculty profile that does not exist answers 404 with its message', async ({ page }) => {
    const res = await page.goto('/facultyDetails/no-such-id');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Faculty not found')).toBeVisible();
  });

  test('per-user and admin pages are not rendered on the server', async ({ page }) => {
    for (const path of ['/profile', '/admin', '/login']) {
      await page.goto(`${path}`);
      expect(await page.locator('#root').innerHTML()).toBe('');
    }
  });
});

/**
 * Console errors and uncaught errors (where React reports a hydration mismatch), and the page's API
 * requests, from the first byte on. Warnings are left out: the browser's own (an unused preload hint,
 * say) say nothing about hydration.
 */
function watch(page: Page) {
  const problems: string[] = [];
  const api: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) api.push(new URL(req.url()).pathname);
  });
  return { problems, api };
}

test.describe('hydration', () => {
  for (const viewport of [viewports.mobile, viewports.desktop]) {
    test(`/notice hydrates without a mismatch or a second call for the notices (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const { problems, api } = watch(page);
      await page.goto('/notice');
      // The session check runs once hydrated: Login appears only then (it was not in the server's HTML).
      const login = page.getByRole('link', { name: 'Login' }).first();
      if (viewport.width >= 768) await expect(login).toBeVisible();
      else await expect(disclosure(page, 'Menu')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Notice Board' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      expect(api.filter((p) => p === '/api/notices')).toEqual([]);
    });
  }

  test('Back pressed while a reloaded page hydrates shows the page the address bar shows', async ({ page }) => {
    // After a reload, Back to a page opened in the browser stays in the same document (a popstate).
    // Pressed once the root is handed to React but before the router listens, it used to move the
    // address bar and leave the page as it was (app/ReplayMissedNavigation.tsx).
    await page.addInitScript(() => {
      if (sessionStorage.getItem('backWhileHydrating') !== '1') return;
      sessionStorage.removeItem('backWhileHydrating');
      const poll = setInterval(() => {
        const root = document.getElementById('root');
        if (root && Object.keys(root).some((key) => key.startsWith('__reactContainer'))) {
          clearInterval(poll);
          history.back();
        }
      }, 1);
    });
    await page.goto('/departments');
    await disclosure(page, 'Medicine & Allied Subjects').click();
    await page.getByRole('link', { name: 'Internal Medicine' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Internal Medicine$/ })).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem('backWhileHydrating', '1'));
    await page.reload({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/departments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Academic Departments' })).toBeVisible();
  });

  test('a faculty profile that does not exist hydrates with its message, without a mismatch', async ({ page }) => {
    const { problems } = watch(page);
    await page.goto('/facultyDetails/no-such-id');
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Faculty not found')).toBeVisible();
    // The API's 404 for the profile is the one console error a browser logs here; React reported none.
    expect(problems.filter((text) => !/Failed to load resource.*404/.test(text))).toEqual([]);
  });

  test('every other public page is in the HTML and hydrates without console errors', async ({ page, request }) => {
    const faculty = (await (await request.get('/api/faculty')).json()) as Array<{ _id: string }>;
    const paths = [
      `/facultyDetails/${faculty[0]!._id}`,
      '/alumniTable',
      '/departments',
      '/department-detail?name=Anatomy',
      '/administration',
      '/academics',
      '/dental',
      '/facilities',
      '/contact',
      '/admission',
      '/journal',
    ];
    for (const path of paths) {
      const { problems } = watch(page);
      const res = await page.goto(`${path}`);
      expect(res?.status(), path).toBe(200);
      expect(await res?.text(), path).toMatch(/<main[^>]*>.*<h1/s);
      await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems, path).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });

  for (const { path, heading } of PAGES) {
    test(`${path} hydrates without console errors or API calls, and navigates on the client`, async ({ page }) => {
      await page.setViewportSize(viewports.desktop);
      const { problems, api } = watch(page);
      await page.goto(`${path}`);
      await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      // Everything the page shows came in its state: a visitor's browser asks the API for nothing again.
      expect(api).toEqual([]);
      // Hydrated, not just painted: a link click is handled by the router (no new document).
      const before = await page.evaluate(() => performance.getEntriesByType('navigation').length);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(before);
    });
  }
});

test.describe('a remote that cannot be reached', () => {
  let broken: Variant;
  test.beforeAll(async () => {
    // Nothing listens on port 9 (discard) here: the server and the browser both fail to reach it.
    broken = await startVariant({ mf_directories: 'http://127.0.0.1:9/mf-manifest.json' });
  });
  test.afterAll(async () => {
    await broken?.close();
  });

  test('the HTML still has the frame, and the browser shows the fallback', async ({ page, browser }) => {
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const raw = await noJs.newPage();
    const res = await raw.goto(`${broken.origin}/notice`);
    expect(res?.status()).toBe(200);
    await expect(raw.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(raw.getByRole('contentinfo')).toBeVisible();
    await noJs.close();

    await page.goto(`${broken.origin}/notice`);
    await expect(page.getByText('This section is temporarily unavailable')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

test('the server gives elements the class names the browser gives them (stable styled-components ids)', async ({
  browser,
}) => {
  const plain = await startVariant({}, false);
  const classesOf = async (origin: string, javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto(`${origin}/notice`);
    await expect(page.getByRole('heading', { level: 1, name: 'Notice Board' })).toBeVisible();
    const classes = await page.evaluate(() =>
      ['header', 'main', 'footer', 'h1', 'nav a'].map((selector) => document.querySelector(selector)?.className),
    );
    await context.close();
    return classes;
  };
  try {
    const fromServer = await classesOf(test.info().project.use.baseURL!, false);
    const fromBrowser = await classesOf(plain.origin, true);
    expect(fromServer[0], 'the header is a styled component').toMatch(/^sc-/);
    expect(fromServer).toEqual(fromBrowser);
  } finally {
    await plain.close();
  }
});
