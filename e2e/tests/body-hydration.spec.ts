// The page's body hydrates after the frame: when the browser is idle, or at once when the visitor acts on
// it. On a browser that is never idle (a phone kept busy), the body stays the server's HTML until the
// visitor taps or chooses in it, and that tap or choice is the page's, not lost and not a reload.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** A browser that is never idle: the body waits for the visitor alone. */
async function neverIdle(page: Page) {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => undefined;
  });
}

/** Whether React has taken the server's element over (it then carries React's fiber). */
function takenOver(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
}

/** Marks this document: a reload or a new document loses the mark. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}
const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

/** Opens `path` and waits until the frame is React's while the body is still the server's HTML. */
async function openWithBodyHeld(page: Page, path: string) {
  await neverIdle(page);
  await page.goto(path);
  await expect.poll(() => takenOver(page, 'header')).toBe(true);
  expect(await takenOver(page, 'main h1')).toBe(false);
  await markDocument(page);
}

test.describe('the body hydrates after the frame', () => {
  test('a link tapped in the body before it hydrated is followed by the router', async ({ page }) => {
    await openWithBodyHeld(page, '/notice');
    await page
      .getByRole('main')
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test('a category chosen in the body before it hydrated is applied at once', async ({ page }) => {
    await openWithBodyHeld(page, '/notice');
    await page.getByLabel('Category').selectOption('examination');
    await expect(page).toHaveURL(/\/notice\?category=examination$/);
    await expect(page.getByLabel('Category')).toHaveValue('examination');
    await expect(
      page
        .getByRole('main')
        .locator('li')
        .filter({ has: page.locator('h3') })
        .first(),
    ).toContainText('Examination');
    expect(await sameDocument(page)).toBe(true);
  });

  test('once the browser is idle the body hydrates on its own, in place', async ({ page }) => {
    await page.goto('/bn/notice');
    const heading = page.locator('main h1');
    await expect.poll(() => takenOver(page, 'main h1')).toBe(true);
    // The session check waits for the body: the frame's login link appears once it has hydrated.
    await expect(page.getByRole('link', { name: 'লগইন' }).first()).toBeAttached();
    await expect(heading).toHaveText('নোটিশ বোর্ড');
  });
});
