// The college's pages in the site search, and the ways on from a dead address, over the composed
// production site: a visitor's word finds its page (titled by page and section, with a snippet)
// above the notices, with JavaScript off and on, in both languages; the hit opens the page at its
// section; the not-found page answers 404 with a search box that works without JavaScript and five
// ways on; an unknown department says so with status 404.
import { expect, test } from '../fixtures';

/** Waits until the server's render of `address` carries every call's answer (the first render may not). */
async function settled(request: import('../fixtures').APIRequestContext, address: string) {
  await expect
    .poll(async () => (await (await request.get(address)).text()).includes('"status":"rejected"'), {
      timeout: 30_000,
    })
    .toBe(false);
}

test.describe('pages in the site search, JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('"hostel" finds the Hostel section of Facilities first, above the notices', async ({ page, request }) => {
    await settled(request, '/search?q=hostel');
    await page.goto('/search?q=hostel');
    const headings = await page.locator('main h2').allTextContents();
    expect(headings[0]).toMatch(/^Pages \(\d+\)$/);
    const first = page.getByRole('list', { name: 'Pages' }).getByRole('listitem').first();
    await expect(first.getByRole('link')).toHaveAttribute('href', '/facilities#facilities-hostel');
    await expect(first.getByRole('link')).toContainText('Facilities');
    await expect(first.getByRole('link')).toContainText('Hostel');
    await expect(first).toContainText('Residential accommodation is available for students');
  });

  test('"ছাত্রাবাস" on the Bengali search page finds the same section, titled in Bengali', async ({ page, request }) => {
    const address = `/bn/search?q=${encodeURIComponent('ছাত্রাবাস')}`;
    await settled(request, address);
    await page.goto(address);
    const first = page.getByRole('list', { name: 'পাতা' }).getByRole('listitem').first();
    await expect(first.getByRole('link')).toHaveAttribute('href', '/bn/facilities#facilities-hostel');
    await expect(first.getByRole('link')).toContainText('সুযোগ-সুবিধা');
    await expect(first.getByRole('link')).toContainText('ছাত্রাবাস');
  });

  test('an unknown address answers 404 with a search box that searches without JavaScript', async ({
    page,
    request,
  }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    const ways = page.getByRole('navigation', { name: 'Where to go next' }).getByRole('link');
    await expect(ways).toHaveText(['Notice board', 'Admission', 'Faculty', 'Departments', 'Contact']);
    await settled(request, '/search?q=admission');
    await page.getByRole('searchbox', { name: /Search the college’s pages/ }).fill('admission');
    await page.getByRole('search', { name: 'Search the site' }).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=admission$/);
    await expect(page.getByRole('list', { name: 'Pages' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/admission(#|$)/,
    );
  });

  test('an unknown department says "Department not found" from the server, in both languages', async ({ page }) => {
    const answer = await page.goto('/department-detail?name=Astrology');
    // A dead address says so to a link checker too, and the tab is titled as the page.
    expect(answer?.status()).toBe(404);
    await expect(page).toHaveTitle('Department not found · GSVMC');
    await expect(page.getByRole('heading', { level: 1, name: 'Department not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'List of departments' })).toHaveAttribute('href', '/departments');
    await page.goto('/bn/department-detail?name=Astrology');
    await expect(page).toHaveTitle('বিভাগটি পাওয়া যায়নি · GSVMC');
    await expect(page.getByRole('heading', { level: 1, name: 'বিভাগটি পাওয়া যায়নি' })).toBeVisible();
  });
});

test('with JavaScript, a page hit opens its page at the section', async ({ page, request }) => {
  await settled(request, '/search?q=library');
  await page.goto('/search?q=library');
  const hit = page.getByRole('list', { name: 'Pages' }).getByRole('link', { name: /Facilities.*Library/ });
  await hit.click();
  await expect(page).toHaveURL(/\/facilities#facilities-library$/);
  await expect(page.locator('#facilities-library')).toHaveText('Library');
});
