// Layout that only a browser can measure (issue 13): the signed-in navigation rows, the toast below
// the header, admin tables whose actions stay in view, words that do not split, grids of even rows.
import type { Page } from '@playwright/test';
import { expect, loginAs, loginThroughForm, test } from '../fixtures';

/** How many links of the main navigation sit on each visual row, top to bottom. */
async function navRowCounts(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const tops = [...document.querySelectorAll('nav[aria-label="Main"] li')].map((li) =>
      Math.round(li.getBoundingClientRect().top),
    );
    const counts = new Map<number, number>();
    for (const top of tops) counts.set(top, (counts.get(top) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([, n]) => n);
  });
}

test.describe('signed-in navigation (SPEC.md §2.2: 8 items on the first row)', () => {
  for (const width of [1280, 1440]) {
    test(`at ${width} px the first row holds 8 links and there are two rows`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAs(page, request);
      await page.goto('/');
      await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
      expect(await navRowCounts(page)).toEqual([8, 7]);
    });
  }
});

test('the login toast does not cover the profile button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginThroughForm(page);
  const toast = page.getByRole('status').filter({ hasText: 'Login successful' });
  await expect(toast).toBeVisible();
  const profile = await page.getByRole('button', { name: /account menu/ }).boundingBox();
  const box = await toast.boundingBox();
  expect(profile && box).toBeTruthy();
  const overlaps =
    box!.x < profile!.x + profile!.width &&
    profile!.x < box!.x + box!.width &&
    box!.y < profile!.y + profile!.height &&
    profile!.y < box!.y + box!.height;
  expect(overlaps, 'toast overlaps the profile button').toBe(false);
});
