// Layout that only a browser can measure (issue 13): the signed-in navigation rows, the toast below
// the header, admin tables whose actions stay in view, words that do not split, grids of even rows.
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
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

/** Each row's Edit and Delete (or Delete alone) lie inside the viewport, with nothing to scroll sideways. */
async function actionsInView(page: Page, names: RegExp) {
  const result = await page.evaluate((source) => {
    const pattern = new RegExp(source);
    const width = document.documentElement.clientWidth;
    const buttons = [...document.querySelectorAll<HTMLElement>('main a, main button')].filter((el) =>
      pattern.test(el.textContent?.trim() ?? ''),
    );
    const cutOff = buttons.filter((el) => {
      const box = el.getBoundingClientRect();
      // Also inside every scrolling box around it: a button scrolled out of its box is not visible.
      let node = el.parentElement;
      while (node) {
        const style = getComputedStyle(node);
        if (/(auto|scroll|hidden)/.test(style.overflowX)) {
          const outer = node.getBoundingClientRect();
          if (box.right > outer.right + 0.5 || box.left < outer.left - 0.5) return true;
        }
        node = node.parentElement;
      }
      return box.right > width + 0.5 || box.left < 0;
    });
    return { count: buttons.length, cutOff: cutOff.length, overflow: document.documentElement.scrollWidth - width };
  }, names.source);
  expect(result.count, 'no action buttons found').toBeGreaterThan(0);
  expect(result.cutOff, 'action buttons cut off').toBe(0);
  expect(result.overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
}

test.describe('admin tables at 820 px (issue 13, defect 3)', () => {
  test.beforeEach(async ({ page, request }) => {
    await page.setViewportSize({ width: 820, height: 1000 });
    await loginAs(page, request);
  });

  test('faculty management: every row shows Edit and Delete without scrolling', async ({ page }) => {
    await page.goto('/admin/faculties');
    await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
    await actionsInView(page, /^(Edit|Delete)\b/);
  });

  test('photo list: every photo shows Delete without scrolling', async ({ page }) => {
    await page.goto('/admin/photoUpload');
    await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
    await actionsInView(page, /^Delete\b/);
  });
});

test('the admin sidebar column runs to the bottom of a long page', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, request);
  await page.goto('/admin/faculties');
  await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
  const shot = PNG.sync.read(await page.screenshot({ fullPage: true }));
  expect(shot.height, 'the page is longer than a screen').toBeGreaterThan(1600);
  // Bottom-left pixel: the sidebar's colour (theme primaryDark #07523a), not the page background.
  const at = (shot.width * (shot.height - 4) + 8) * 4;
  expect([shot.data[at], shot.data[at + 1], shot.data[at + 2]]).toEqual([0x07, 0x52, 0x3a]);
});

test('the dental faculty list is compact on a phone (issue 13, defect 7)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dental');
  const faculty = page.getByRole('region', { name: 'Faculty' });
  await expect(faculty.getByRole('listitem')).toHaveCount(15);
  // Measured on 2026-11-23: 5,174 px with the old cards, 3,040 px with the compact ones.
  const height = (await faculty.boundingBox())!.height;
  expect(height).toBeLessThan(3500);
});
