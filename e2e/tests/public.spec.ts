// Journeys of mf-public over the composed production site: every page at a phone width
// (375 px) and a desktop width (1280 px); the departments directory to a department's page, a
// reload that keeps it, and back. With SHOTS_DIR set, full-page screenshots of every page are
// saved there for a person to look at (e.g. SHOTS_DIR=/tmp/shots-public).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { detailsOf, disclosure, expect, expectNoSideways, test, viewports } from '../fixtures';

const SHOTS_DIR = process.env.SHOTS_DIR;

async function shot(page: Page, name: string, width: number) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
}

for (const [label, viewport] of Object.entries(viewports)) {
  test.describe(`public pages at ${viewport.width} px (${label})`, () => {
    test.use({ viewport });

    test('landing: slider, 3 newest notices, principal, 8 photos, about block', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveTitle('Landing Page · GSVMC');
      const carousel = page.getByRole('region', { name: 'College highlights' });
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeVisible();

      const board = page.getByRole('region', { name: 'Notice Board' });
      await expect(board.getByRole('listitem')).toHaveCount(3);
      const pdf = board.getByRole('link', { name: /^Download PDF: / }).first();
      expect(await pdf.getAttribute('href')).toMatch(/\/uploads\/.+/);
      const gallery = page.getByRole('region', { name: 'Photo Gallery' });
      await expect(gallery.getByRole('img')).toHaveCount(8);
      await expect(gallery.getByRole('img').first()).toHaveAttribute('loading', 'lazy');
      await expect(page.getByRole('region', { name: /Principal's Message/ })).toContainText('Sample entry');
      const about = page.getByRole('region', { name: 'About the College' });
      await expect(about).toContainText('50 students');
      await expect(about).toContainText('17 primary health centres');
      await expectNoSideways(page);

      // Every photo has arrived; the slider has moved on by itself (3 s) while nothing hovers it.
      await page.mouse.move(0, viewport.height - 1);
      await gallery.scrollIntoViewIfNeeded();
      await expect
        .poll(
          () => gallery.getByRole('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)),
          { timeout: 15_000 },
        )
        .toBe(true);
      await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeHidden({ timeout: 8_000 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'landing', viewport.width);

      await carousel.getByRole('button', { name: 'Next slide' }).click();
      await board.getByRole('link', { name: 'Show All Notices' }).click();
      await expect(page).toHaveURL(/\/notice$/);
      await page.goBack();
      await page.getByRole('region', { name: 'Photo Gallery' }).getByRole('link', { name: 'See More' }).click();
      await expect(page).toHaveURL(/\/gallery$/);
    });

    test('departments: group to department page, reload keeps it, back returns', async ({ page }) => {
      await page.goto('/departments');
      await expect(page.getByRole('heading', { level: 1, name: 'Academic Departments' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Academics');
      await expectNoSideways(page);
      await shot(page, 'departments', viewport.width);

      const medicine = disclosure(page, 'Medicine & Allied Subjects');
      const surgery = disclosure(page, 'Surgery & Allied Subjects');
      await surgery.click();
      await expect(detailsOf(surgery)).toHaveJSProperty('open', true);
      await medicine.click();
      await expect(detailsOf(medicine)).toHaveJSProperty('open', true);
      await expect(detailsOf(surgery)).toHaveJSProperty('open', false);
      await expect(page.getByRole('link', { name: 'Urology' })).toBeHidden();
      await shot(page, 'departments-open', viewport.width);

      await page.getByRole('link', { name: 'Internal Medicine' }).click();
      await expect(page).toHaveURL(
        /\/department-detail\?name=Internal\+Medicine&parent=Medicine\+%26\+Allied\+Subjects$/,
      );
      const heading = page.getByRole('heading', { level: 1, name: 'Medicine & Allied Subjects - Internal Medicine' });
      await expect(heading).toBeVisible();
      const members = page.getByRole('region', { name: 'Faculty Members' }).getByRole('listitem');
      await expect(members.first()).toBeVisible();
      const count = await members.count();
      expect(count).toBeGreaterThan(0);
      await expectNoSideways(page);
      await shot(page, 'department-detail', viewport.width);

      await page.reload();
      await expect(heading).toBeVisible();
      await expect(members).toHaveCount(count);

      await page.goBack();
      await expect(page).toHaveURL(/\/departments$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Academic Departments' })).toBeVisible();

      // A department without faculty: the 404 empty state, then the page's own way back.
      await disclosure(page, 'Surgery & Allied Subjects').click();
      await page.getByRole('link', { name: 'Urology' }).click();
      await expect(page.getByText('No faculty members found for this department.')).toBeVisible();
      await page.getByRole('link', { name: 'Back to Departments' }).click();
      await expect(page).toHaveURL(/\/departments$/);
    });

    test('about: five tabs, first selected, keyboard moves between them', async ({ page }) => {
      await page.goto('/about');
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(5);
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.first()).toContainText('The Architect of GSVMC');
      await expectNoSideways(page);
      await shot(page, 'about', viewport.width);
      await tabs.first().focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('tab', { name: 'GSVMC at a Glance' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toContainText('1998');
      await page.keyboard.press('End');
      await expect(page.getByRole('tab', { name: 'Rural Health Centres' })).toBeFocused();
      await expect(page.getByRole('tabpanel')).toContainText('five rural health centres');
      await page.getByRole('tab', { name: 'Community-based Medical Education' }).click();
      await expect(page.getByRole('tabpanel')).toContainText('Clinical Integration');
      await shot(page, 'about-cbme', viewport.width);
    });

    test('static pages show their content; Apply Now and View All Publications work', async ({ page }) => {
      const pages: Array<[string, string, string, string]> = [
        ['/administration', 'administration', 'Administration', 'will be published on this page'],
        ['/academics', 'academics', 'Academics', 'Academic Coordination Committee'],
        ['/dental', 'dental', 'Dental Unit', '2012-2013'],
        ['/facilities', 'facilities', 'Facilities', '8500+ e-books'],
        ['/contact', 'contact', 'Contact Us', 'Monday - Friday 8:00 AM - 5:00 PM'],
        ['/admission', 'admission', 'Admission', 'at least 3.5 in Biology'],
        ['/journal', 'journal', 'Journal', 'Sample article: community follow-up of mothers'],
      ];
      for (const [url, name, title, text] of pages) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('main')).toContainText(text);
        await expectNoSideways(page);
        await shot(page, name, viewport.width);
      }

      await page.goto('/dental');
      await expect(page.getByRole('region', { name: 'Faculty' }).getByRole('listitem')).toHaveCount(15);

      await page.goto('/journal');
      await page.getByRole('link', { name: 'View All Publications' }).click();
      await expect(page).toHaveURL(/\/journal\/publications$/);
      await expect(page.getByRole('heading', { level: 1, name: 'All Publications' })).toBeVisible();
      await page.getByLabel('Category').selectOption('Dentistry');
      await expect(page).toHaveURL(/\/journal\/publications\?category=Dentistry$/);
      await expect(page.getByRole('list', { name: 'Publications in Dentistry' })).toContainText(
        'oral health screening in rural schools',
      );
      await expectNoSideways(page);
      await shot(page, 'journal-publications', viewport.width);

      await page.goto('/admission');
      // By default "Apply Now" opens the admission notices (the college can point it elsewhere).
      await page.getByRole('link', { name: 'Apply Now' }).click();
      await expect(page).toHaveURL(/\/notice\?category=admission$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Notice Board' })).toBeVisible();
    });
  });
}

test('department detail without a department redirects to the directory', async ({ page }) => {
  await page.goto('/department-detail');
  await expect(page).toHaveURL(/\/departments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Academic Departments' })).toBeVisible();
});

// Layout shifts of this remote's content only (nodes inside <main>): the frame's own shift when a
// remote page replaces the shell's loading fallback is the shell's to measure.
for (const viewport of Object.values(viewports)) {
  test(`the landing page does not shift as its images and data arrive (${viewport.width} px)`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: Array<{ node?: Node | null }>;
        };
        for (const entry of list.getEntries() as Shift[]) {
          const inMain = (entry.sources ?? []).some((s) => s.node && document.querySelector('main')?.contains(s.node));
          if (!entry.hadRecentInput && inMain) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.setViewportSize(viewport);
    await page.goto('/');
    const gallery = page.getByRole('region', { name: 'Photo Gallery' });
    await expect(gallery.getByRole('img')).toHaveCount(8);
    await expect(page.getByRole('region', { name: 'Notice Board' }).getByRole('listitem')).toHaveCount(3);
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    console.log(`landing CLS of the page content at ${viewport.width} px: ${cls.toFixed(3)}`);
    expect(cls).toBeLessThan(0.1);
  });
}
