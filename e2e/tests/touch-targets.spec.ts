// Touch and reach: every control a thumb uses is at least 44 × 44 px on a phone at 360 px (in main,
// header and footer, in both languages where the words differ in length), on a touch tablet at 820 px,
// and in the admin portal on a phone, where the college's clerk works.
import type { Page } from '@playwright/test';
import { disclosure, expect, loginAs, test, warm } from '../fixtures';

const PHONE = { width: 360, height: 740 };

test.describe('touch targets on a phone', () => {
  test.use({ viewport: PHONE });

  /** Width and height of each visible element the locator matches. */
  async function boxes(page: Page, selector: string) {
    return page.locator(selector).evaluateAll((els) =>
      els
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0)
        .map((r) => ({ width: Math.round(r.width), height: Math.round(r.height) })),
    );
  }

  test('the controls a thumb uses are at least 44 × 44 px at 360 px', async ({ page, request }) => {
    const checks: [string, string][] = [
      ['/notice', 'main a[download], main a[target="_blank"], main select, main button, main h3 a'],
      ['/facultyTable', 'main a[href*="facultyDetails"], main input, main select, main button'],
      ['/alumniTable', 'main input, main select, main button, main summary'],
      // The menu button, the slider's arrows and dots, and each latest notice's Download PDF.
      ['/', 'header summary, main button[aria-controls], #landing-notices a[target="_blank"], #landing-notices h3 a'],
      // Each hit's title, a page's with its section.
      ['/search?q=hostel', 'main li a'],
      // The header's brand, the breadcrumb's links and the footer's quick links, in the language whose
      // words are shortest (ভর্তি).
      ['/bn/about', 'header a:has(b), main nav ol a, footer nav a'],
      // Each faculty member's name on a department's page leads to the profile.
      ['/department-detail?name=Anatomy', 'main h3 a'],
      // A link standing alone in a page's text ("Contact the main office").
      ['/administration', 'main p > a:only-child'],
    ];
    for (const [path, selector] of checks) {
      await warm(request, path);
      await page.goto(path);
      const found = await boxes(page, selector);
      expect(found.length, `${path}: ${selector}`).toBeGreaterThan(0);
      for (const box of found) {
        expect(box.width, `${path} ${selector}: ${JSON.stringify(box)}`).toBeGreaterThanOrEqual(44);
        expect(box.height, `${path} ${selector}: ${JSON.stringify(box)}`).toBeGreaterThanOrEqual(44);
      }
    }
    // The phone menu's search box and its button (they were 43 and 42 px tall), on the last page above.
    await disclosure(page, 'Menu').click();
    const menuSearch = 'nav[aria-label="Main menu"] form input, nav[aria-label="Main menu"] form button';
    const inMenu = await boxes(page, menuSearch);
    expect(inMenu).toHaveLength(2);
    for (const box of inMenu) expect(box.height, `menu search: ${JSON.stringify(box)}`).toBeGreaterThanOrEqual(44);
    // An alumnus's Email and Call, inside the card once it is opened.
    await page.goto('/alumniTable');
    await page.locator('main summary').first().click();
    const contacts = await boxes(page, 'main details[open] a[href^="mailto:"], main details[open] a[href^="tel:"]');
    expect(contacts.length, 'Email and Call in the first card').toBeGreaterThan(0);
    for (const box of contacts) {
      expect(box.width, `contact link ${JSON.stringify(box)}`).toBeGreaterThanOrEqual(44);
      expect(box.height, `contact link ${JSON.stringify(box)}`).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('touch targets on a tablet', () => {
  // A tablet held in the hand: the wide header's two rows of links, tapped with a thumb.
  test.use({ viewport: { width: 820, height: 1180 }, isMobile: true, hasTouch: true });

  test('every link and button of the header, and the buttons of a page, are 44 × 44 px at 820 px', async ({
    page,
    request,
  }) => {
    // The header in both languages (ভর্তি is the shortest word of its rows), a filter's Show and the
    // search page's Search (shared-kit's Button).
    for (const path of ['/notice', '/bn', '/journal/publications', '/search?q=hostel']) {
      await warm(request, path);
      await page.goto(path);
      expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
      // Every control drawn (the skip link is a 1 px box until focused).
      const controls = await page.locator('header a, header button, main button').evaluateAll((els) =>
        els.flatMap((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 1 && r.height > 1
            ? [{ name: el.textContent?.trim(), width: Math.round(r.width), height: Math.round(r.height) }]
            : [];
        }),
      );
      expect(controls.length, path).toBeGreaterThan(10);
      for (const control of controls) {
        expect(control.height, `${path} ${JSON.stringify(control)}`).toBeGreaterThanOrEqual(44);
        expect(control.width, `${path} ${JSON.stringify(control)}`).toBeGreaterThanOrEqual(44);
      }
    }
  });
});

test.describe('touch targets in the admin portal on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('a clerk’s fields, buttons and links are at least 44 × 44 px at 360 px', async ({ page, request }) => {
    await loginAs(page, request);
    // The dashboard's links, a form and a table's search and sort, the pages list, the page editor.
    for (const path of ['/admin', '/admin/faculties', '/admin/pages', '/admin/pages/home']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const small = await page.evaluate(() =>
        [...document.querySelectorAll('main a, main button, main input, main select')].flatMap((el) => {
          const r = el.getBoundingClientRect();
          // Drawn, not a box inside a closed disclosure, not a check box (its label is the target).
          if (r.width <= 1 || r.height <= 1 || (el.closest('details:not([open])') && el.tagName !== 'SUMMARY'))
            return [];
          if (el instanceof HTMLInputElement && ['checkbox', 'radio', 'hidden'].includes(el.type)) return [];
          // A link inside a sentence is exempt (WCAG 2.5.8).
          const parent = el.parentElement;
          if (el.tagName === 'A' && parent && parent.textContent!.trim() !== el.textContent!.trim()) return [];
          return r.width < 44 || r.height < 44
            ? [`${el.tagName} "${el.textContent?.trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`]
            : [];
        }),
      );
      expect(small, path).toEqual([]);
    }
  });
});
