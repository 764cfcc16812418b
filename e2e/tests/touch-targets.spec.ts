// Touch and reach on a phone: every control a thumb uses is at least 44 × 44 px at 360 px, in main,
// header and footer, in both languages where the words differ in length.
import type { Page } from '@playwright/test';
import { disclosure, expect, test, warm } from '../fixtures';

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

  test('the header’s links and switches are at least 44 px tall at 820 px', async ({ page, request }) => {
    await warm(request, '/notice');
    await page.goto('/notice');
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    const links = await page.locator('header nav a, header a[hreflang]').evaluateAll((els) =>
      els
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0)
        .map((r) => Math.round(r.height)),
    );
    expect(links.length).toBeGreaterThan(10);
    for (const height of links) expect(height).toBeGreaterThanOrEqual(44);
  });
});
