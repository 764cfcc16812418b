// Works at the first touch: what a visitor does on a phone works from the server's HTML, before the
// page's script has run and with JavaScript off (a failed script, a data-saving browser). The phone
// menu and its groups open, links lead on, and every filter and search is a GET form the server
// renders. On a throttled phone a category chosen before hydration is kept once the page hydrates.
import type { Page } from '@playwright/test';
import { detailsOf, disclosure, expect, test, warm } from '../fixtures';

const PHONE = { width: 360, height: 740 };

interface FacultyLite {
  _id: string;
  name: string;
  department: string;
}
interface AlumniLite {
  fullName: string;
}

test.describe('with JavaScript off, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('the menu opens, a group opens, and its links lead on', async ({ page, request }) => {
    await warm(request, '/');
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeHidden();
    const toggle = disclosure(page, 'Menu');
    await toggle.click();
    await expect(detailsOf(toggle)).toHaveJSProperty('open', true);
    await expect(menu).toBeVisible();
    // Open, its button is named Close (by CSS, from the browser's open state), and it offers Login.
    await expect(toggle).toHaveAccessibleName('Close');
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Gallery' })).toBeHidden();
    const academics = disclosure(menu, 'Academics');
    const directories = disclosure(menu, 'Directories');
    await academics.click();
    await expect(menu.getByRole('link', { name: 'Departments' })).toBeVisible();
    // One group open at a time, by the groups' shared name: the browser closes Academics.
    await directories.click();
    await expect(detailsOf(directories)).toHaveJSProperty('open', true);
    await expect(detailsOf(academics)).toHaveJSProperty('open', false);
    await expect(menu.getByRole('link', { name: 'Departments' })).toBeHidden();
    await menu.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the Bengali menu opens and keeps its links under /bn', async ({ page, request }) => {
    await warm(request, '/bn');
    await page.goto('/bn');
    await disclosure(page, 'মেনু').click();
    const menu = page.getByRole('navigation', { name: 'প্রধান মেনু' });
    await expect(menu).toBeVisible();
    await disclosure(menu, 'জিএসভিএমসি পরিচিতি').click();
    const about = menu.getByRole('link', { name: 'পরিচিতি' }).first();
    await expect(about).toHaveAttribute('href', /^\/bn\//);
  });

  test('the notice category filter is a form the server answers', async ({ page, request }) => {
    await warm(request, '/notice?category=examination');
    await page.goto('/notice');
    await page.getByLabel('Category').selectOption('examination');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page).toHaveURL(/\/notice\?category=examination$/);
    await expect(page.getByLabel('Category')).toHaveValue('examination');
    const items = page
      .getByRole('main')
      .locator('li')
      .filter({ has: page.locator('h3') });
    expect(await items.count()).toBeGreaterThan(0);
    for (const item of await items.all()) await expect(item.getByText('Examination', { exact: true })).toBeVisible();
  });

  test('faculty search: Enter sends the words and the server lists the matches', async ({ page, request }) => {
    const all = (await (await request.get('/api/faculty')).json()) as FacultyLite[];
    const member = all.find((m) => m.department === 'Anatomy')!;
    const other = all.find((m) => m.department !== 'Anatomy' && !m.name.includes(member.name))!;
    await warm(request, '/facultyTable');
    await page.goto('/facultyTable');
    const box = page.getByLabel('Search faculty');
    await box.fill(member.name);
    await box.press('Enter');
    await page.waitForURL(/\/facultyTable\?/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(member.name);
    await expect(page.getByLabel('Search faculty')).toHaveValue(member.name);
    await expect(page.getByText(member.name, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(other.name, { exact: true })).toHaveCount(0);
  });

  test('alumni search: Enter sends the words and the server lists the matches', async ({ page, request }) => {
    const body = (await (await request.get('/api/alumni?page=1&pageSize=50')).json()) as
      AlumniLite[] | { data: AlumniLite[] };
    const alumni = Array.isArray(body) ? body : body.data;
    const [wanted, other] = alumni;
    await warm(request, '/alumniTable');
    await page.goto('/alumniTable');
    const box = page.getByLabel('Search alumni');
    await box.fill(wanted!.fullName);
    await box.press('Enter');
    await page.waitForURL(/\/alumniTable\?/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(wanted!.fullName);
    await expect(page.getByLabel('Search alumni')).toHaveValue(wanted!.fullName);
    await expect(page.getByText(wanted!.fullName, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(other!.fullName, { exact: true })).toHaveCount(0);
  });

  test('the site search in the menu opens the results page', async ({ page, request }) => {
    await warm(request, '/search?q=anatomy');
    await page.goto('/notice');
    await disclosure(page, 'Menu').click();
    const box = page.getByRole('navigation', { name: 'Main menu' }).getByRole('searchbox');
    await box.fill('anatomy');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=anatomy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByText(/results? for “anatomy”/)).toBeVisible();
  });

  test('About’s tabs are links to their panels', async ({ page, request }) => {
    await warm(request, '/about');
    await page.goto('/about');
    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThan(1);
    const second = tabs.nth(1);
    const panel = page.locator(`[id="${await second.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeHidden();
    await second.click();
    await expect(panel).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
  });

  test('an address naming a place inside a tab opens that tab, below the header', async ({ page, request }) => {
    await warm(request, '/about');
    await page.goto('/about#rural-heading');
    const heading = page.locator('[id="rural-heading"]');
    await expect(heading).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  });

  test('a gallery photo opens as the photo itself', async ({ page, request }) => {
    await warm(request, '/gallery');
    await page.goto('/gallery');
    const tile = page.getByRole('list', { name: 'Photos' }).getByRole('link').first();
    const href = await tile.getAttribute('href');
    expect(href).toMatch(/^\/uploads\/photos\//);
    const photo = await request.get(href!);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toMatch(/^image\//);
  });

  test('the home page’s slider draws no dead buttons, and its slides are swiped', async ({ page, request }) => {
    await warm(request, '/');
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'College highlights' });
    await expect(slider.getByRole('img').first()).toBeVisible();
    // Its buttons need the script: without it they are not drawn at all.
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show slide 2' })).toBeHidden();
    // The slides sit side by side in a strip a thumb scrolls.
    const strip = slider.locator('[aria-live]');
    const { scrollWidth, clientWidth } = await strip.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThanOrEqual(clientWidth * 4 - 4);
  });

  test('the department groups open', async ({ page, request }) => {
    await warm(request, '/departments');
    await page.goto('/departments');
    const directory = page.getByRole('navigation', { name: 'Departments' });
    await expect(directory.getByRole('link', { name: 'Internal Medicine' })).toBeHidden();
    const medicine = disclosure(directory, 'Medicine & Allied Subjects');
    await medicine.click();
    await expect(detailsOf(medicine)).toHaveJSProperty('open', true);
    await expect(directory.getByRole('link', { name: 'Internal Medicine' })).toBeVisible();
  });
});

test.describe('with JavaScript off, on a desktop', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test('the header’s Search button leads to the search page, where a search works', async ({ page, request }) => {
    await warm(request, '/search?q=hostel');
    await page.goto('/about');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\??$/);
    const box = page.getByRole('main').getByRole('searchbox');
    await box.fill('hostel');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=hostel$/);
    await expect(page.getByText(/results? for “hostel”/)).toBeVisible();
  });

  test('in Bengali it leads to the Bengali search page', async ({ page, request }) => {
    await warm(request, '/bn/about');
    await page.goto('/bn/about');
    await page.getByRole('button', { name: 'অনুসন্ধান', exact: true }).click();
    await expect(page).toHaveURL(/\/bn\/search\??$/);
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
  });
});

/** A phone on slow data: 400 ms round trips, 400 kbit/s, a CPU four times slower. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test.describe('with JavaScript on, on a phone', () => {
  test.use({ viewport: PHONE });

  test('a search hit in one of About’s tabs opens that tab at its place', async ({ page, request }) => {
    await warm(request, '/search?q=rural');
    await page.goto('/search?q=rural');
    const hit = page
      .getByRole('main')
      .getByRole('link', { name: /Rural Health Centres/ })
      .first();
    await expect(hit).toHaveAttribute('href', /^\/about#/);
    await hit.click();
    await expect(page).toHaveURL(/\/about#/);
    await expect(page.getByRole('tab', { name: 'Rural Health Centres' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('five rural health centres');
    // Scrolled to it: its heading is on screen, not under the fixed header.
    await expect(page.locator('[id="rural-heading"]')).toBeInViewport();
  });
});

test.describe('on a throttled phone', () => {
  test.use({ viewport: PHONE });

  test('a category picked before hydration is kept and applied once the page hydrates', async ({ page, request }) => {
    await warm(request, '/notice');
    await throttle(page);
    // The scripts wait until the visitor has chosen: the choice is made in the server's HTML, before
    // any of the page's code runs, however fast or slow this machine is.
    const release = await holdScripts(page);
    await page.goto('/notice', { waitUntil: 'commit' });
    const select = page.getByLabel('Category');
    await select.selectOption('examination');
    // Not yet handed to React.
    expect(await page.evaluate(HYDRATING)).toBe(false);
    release();

    // Hydrated: the page's script took over (the address now carries the choice, without a reload).
    await expect(page).toHaveURL(/\/notice\?category=examination$/, { timeout: 60_000 });
    await expect(select).toHaveValue('examination');
    const items = page
      .getByRole('main')
      .locator('li')
      .filter({ has: page.locator('h3') });
    await expect
      .poll(async () => {
        const tags = await items.evaluateAll((lis) =>
          lis.map((li) => [...li.querySelectorAll('span')].map((s) => s.textContent)),
        );
        return tags.length > 0 && tags.every((t) => t.includes('Examination'));
      })
      .toBe(true);
    // Choosing again works as a hydrated page does: at once, no Show needed.
    await select.selectOption('');
    await expect(page).toHaveURL(/\/notice$/);
  });

  test('words typed and a department picked in the faculty directory before hydration are both kept', async ({
    page,
    request,
  }) => {
    const all = (await (await request.get('/api/faculty')).json()) as FacultyLite[];
    const member = all.find((m) => m.department === 'Anatomy')!;
    const surname = member.name
      .replace(/\s*\(sample\)$/, '')
      .split(' ')
      .pop()!;
    await warm(request, '/facultyTable');
    await throttle(page);
    const release = await holdScripts(page);
    await page.goto('/facultyTable', { waitUntil: 'commit' });
    await page.getByLabel('Search faculty').fill(surname);
    await page.getByLabel('Department').selectOption('Anatomy');
    expect(await page.evaluate(HYDRATING)).toBe(false);
    release();

    // Hydrated: both choices in the address (before, the department's replaced the words'), and the
    // list shows what both ask for.
    await expect
      .poll(() => [...new URL(page.url()).searchParams.entries()], { timeout: 60_000 })
      .toEqual([
        ['q', surname],
        ['department', 'Anatomy'],
      ]);
    await expect(page.getByLabel('Search faculty')).toHaveValue(surname);
    await expect(page.getByLabel('Department')).toHaveValue('Anatomy');
    const groups = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(groups).toHaveCount(1);
    await expect(groups.first()).toHaveText(/^Anatomy \(\d+\)$/);
    await expect(page.getByText(member.name, { exact: true }).first()).toBeVisible();
  });

  test('words typed into the menu’s search before hydration are kept once the page hydrates', async ({
    page,
    request,
  }) => {
    await warm(request, '/about');
    await throttle(page);
    const release = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'commit' });
    await disclosure(page, 'Menu').click();
    const box = page.getByRole('navigation', { name: 'Main menu' }).getByRole('searchbox');
    await box.fill('hostel');
    expect(await page.evaluate(HYDRATING)).toBe(false);
    await expect(page.locator('header nav[aria-label="Main"]')).toHaveCount(1);
    release();

    // The frame is hydrated when React, knowing the width, drops the wide screen's link rows (drawn for
    // CSS to show or hide until then).
    const rows = page.locator('header nav[aria-label="Main"]');
    await expect(rows).toHaveCount(0, { timeout: 60_000 });
    await expect(box).toHaveValue('hostel');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=hostel$/, { timeout: 60_000 });
  });
});

/** Holds the page's scripts until `release()` is called: what the visitor does meanwhile is done in the server's HTML. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.m?js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** True once hydrateRoot has marked the root: the page's script has started to take over. */
const HYDRATING = () =>
  Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'));
