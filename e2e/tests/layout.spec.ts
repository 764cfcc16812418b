// Layout that only a browser can measure: the signed-in navigation rows, the toast below
// the header, admin tables whose actions stay in view, words that do not split, grids of even rows.
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import {
  boxesOverlap,
  expect,
  loginAs,
  registerUser,
  sidewaysOverflow,
  signIn,
  test,
  type ScreenBox,
} from '../fixtures';

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

test('the login toast does not cover the profile button', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The toast lives a few seconds; on a busy machine the test may look after it has gone. The page
  // itself notes where the toast is drawn at each frame while it is shown, so the check reads where the
  // visitor last saw it (once the profile's header has settled) however late the test looks.
  await page.addInitScript(() => {
    const w = window as unknown as { loginToast?: unknown; watching?: boolean };
    new MutationObserver(() => {
      const toast = [...document.querySelectorAll('[role="status"]')].find((el) =>
        el.textContent?.includes('Login successful'),
      );
      if (!toast || w.watching) return;
      w.watching = true;
      const note = () => {
        if (!toast.isConnected) return;
        w.loginToast = toast.getBoundingClientRect().toJSON();
        requestAnimationFrame(note);
      };
      note();
    }).observe(document, { childList: true, subtree: true });
  });
  // A registered visitor lands on the profile, under the header's account menu (staff land in the portal).
  await signIn(page, await registerUser(request, 'toast'));
  const profile = await page.getByRole('button', { name: /account menu/ }).boundingBox();
  // Read once the toast is gone, so its place is the settled one the visitor saw last.
  await expect(page.getByRole('status').filter({ hasText: 'Login successful' })).toHaveCount(0, { timeout: 30_000 });
  const box = await page.evaluate(() => (window as unknown as { loginToast?: ScreenBox }).loginToast);
  expect(profile && box).toBeTruthy();
  expect(boxesOverlap(box!, profile!), 'toast overlaps the profile button').toBe(false);
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

test.describe('admin tables at 820 px', () => {
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

  test('the pages list fits the screen: a long address breaks rather than widening its column', async ({ page }) => {
    await page.goto('/admin/pages');
    await expect(page.getByRole('link', { name: 'Landing Page' })).toBeVisible();
    // Before, /department-detail?name=Community Medicine & Public Health held the table 430 px wider.
    await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // Only the address breaks: the other columns keep their words whole.
    expect(await splitWords(page, 'main td:not(:nth-child(2)), main th')).toEqual([]);
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

test('the dental faculty list is compact on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dental');
  const faculty = page.getByRole('region', { name: 'Faculty' });
  await expect(faculty.getByRole('listitem')).toHaveCount(15);
  // Measured on 2026-11-23: 5,174 px with the old cards, 3,040 px with the compact ones.
  const height = (await faculty.boundingBox())!.height;
  expect(height).toBeLessThan(3500);
});

test('the dental faculty cards stay inside the page’s margins at 360 px, their e-mail addresses whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dental');
  const faculty = page.getByRole('region', { name: 'Faculty' });
  await expect(faculty.getByRole('listitem')).toHaveCount(15);
  // The section's heading spans the content column; a card once ran 10 px past it, into the margin.
  const column = (await faculty.getByRole('heading', { level: 2 }).boundingBox())!;
  for (const card of await faculty.getByRole('listitem').all()) {
    const box = (await card.boundingBox())!;
    expect(box.x + box.width, 'a card’s right edge').toBeLessThanOrEqual(column.x + column.width + 0.5);
  }
  expect(await splitWords(page, 'main dl dd')).toEqual([]);
});

/** True when some word of `selector`'s text is split across two lines (measured with DOM ranges). */
async function splitWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const split: string[] = [];
    for (const el of document.querySelectorAll(sel)) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // Words end at spaces; an e-mail may also break after its "@" (a <wbr> there is allowed).
        for (const match of text.matchAll(/[^\s@]+@?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) split.push(match[0]);
        }
      }
    }
    return split;
  }, selector);
}

/** Heights of the cards on each visual row of a grid list; every row's cards should match. */
async function raggedRows(page: Page, itemSelector: string): Promise<number> {
  return page.evaluate((sel) => {
    const rows = new Map<number, number[]>();
    for (const el of document.querySelectorAll(sel)) {
      const box = el.getBoundingClientRect();
      const list = rows.get(Math.round(box.top)) ?? [];
      list.push(Math.round(box.height));
      rows.set(Math.round(box.top), list);
    }
    return [...rows.values()].filter((h) => Math.max(...h) - Math.min(...h) > 1).length;
  }, itemSelector);
}

test.describe('words and grids', () => {
  for (const width of [375, 820, 1280]) {
    test(`contact at ${width} px: e-mail addresses whole, office cards of one row the same height`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/contact');
      await expect(page.getByRole('region', { name: 'Offices' })).toBeVisible();
      expect(await splitWords(page, '#contact-offices dd')).toEqual([]);
      expect(await raggedRows(page, '#contact-offices li')).toBe(0);
    });
  }

  test('faculty directory at 1280 px: small departments share a row', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/facultyTable');
    const anatomy = page.getByRole('region', { name: /^Anatomy \(\d+\)$/ });
    const physiology = page.getByRole('region', { name: /^Physiology \(\d+\)$/ });
    await expect(physiology).toBeVisible();
    const [a, p] = [(await anatomy.boundingBox())!, (await physiology.boundingBox())!];
    expect(Math.round(a.y)).toBe(Math.round(p.y));
    expect(p.x).toBeGreaterThan(a.x);
  });
});

test('gallery at 1280 px: tiles of one row the same height, titles whole; the viewer hides the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/gallery');
  const photos = page.getByRole('list', { name: 'Photos' });
  await expect(photos.getByRole('listitem').first()).toBeVisible();
  expect(await raggedRows(page, 'ul[aria-label="Photos"] > li')).toBe(0);
  expect(await splitWords(page, 'ul[aria-label="Photos"] > li')).toEqual([]);

  await photos.getByRole('link').first().click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  // An opaque backdrop: nothing of the page shows through behind the caption.
  const alpha = await viewer.evaluate((el) => {
    const colour = getComputedStyle(el).backgroundColor;
    const parts = colour.match(/[\d.]+/g) ?? [];
    return parts.length === 4 ? Number(parts[3]) : 1;
  });
  expect(alpha).toBe(1);
});

test('alumni at 1280 px: every major’s table has the same column widths', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/alumniTable');
  await expect(page.getByRole('table').first()).toBeVisible();
  const lefts = await page.evaluate(() =>
    [...document.querySelectorAll('table')].map((t) =>
      [...t.querySelectorAll('thead th')].map((th) => Math.round(th.getBoundingClientRect().left)).join(','),
    ),
  );
  expect(lefts.length).toBeGreaterThan(1);
  expect(new Set(lefts).size).toBe(1);
});

test('admin alumni page at 820 px: every record shows Edit and Delete without scrolling', async ({ page, request }) => {
  await page.setViewportSize({ width: 820, height: 1000 });
  await loginAs(page, request);
  await page.goto('/admin/alumniUpload');
  await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
  await actionsInView(page, /^(Edit|Delete)$/);
});
