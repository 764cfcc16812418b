// The site in Bengali (/bn…): the frame server-rendered in Bengali with and without JavaScript, the
// switch between the languages on the same page and query, links that stay under /bn, the first-visit
// offer for a browser that prefers Bengali, and the Bengali pages' layout at three widths.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { disclosure, expect, expectNoSideways, test, type Page } from '../fixtures';

const NOTICE_QUERY = '/notice?category=examination';

async function expectBengaliFrame(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const nav = page.getByRole('navigation', { name: 'প্রধান' });
  await expect(nav.getByRole('link', { name: 'নোটিশ বোর্ড' })).toHaveAttribute('href', '/bn/notice');
  await expect(nav.getByRole('link', { name: 'শিক্ষকমণ্ডলী' })).toHaveAttribute('href', '/bn/facultyTable');
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'দরকারি লিংক' })).toBeVisible();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('/bn is Bengali from the server, and names its English twin', async ({ page }) => {
    const res = await page.goto('/bn');
    expect(res?.status()).toBe(200);
    await expectBengaliFrame(page);
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${origin}/`);
    await expect(page.locator('link[rel="alternate"][hreflang="bn"]')).toHaveAttribute('href', `${origin}/bn`);
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  });

  test('the switch is a plain link that keeps the page and its query both ways', async ({ page }) => {
    await page.goto(`/bn${NOTICE_QUERY}`);
    await expect(page).toHaveTitle('নোটিশ বোর্ড · GSVMC');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`${NOTICE_QUERY.replace('?', '\\?')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="alternate"][hreflang="bn"]')).toHaveAttribute('href', `${origin}/bn/notice`);
    await page.getByRole('link', { name: 'বাংলা' }).click();
    await expect(page).toHaveURL(new RegExp(`/bn${NOTICE_QUERY.replace('?', '\\?')}$`));
    await expectBengaliFrame(page);
  });
});

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('/bn hydrates in Bengali, and a link followed inside the page stays under /bn', async ({ page }) => {
    await page.goto('/bn');
    await expectBengaliFrame(page);
    await page.getByRole('navigation', { name: 'প্রধান' }).getByRole('link', { name: 'নোটিশ বোর্ড' }).click();
    await expect(page).toHaveURL(/\/bn\/notice$/);
    await expect(page).toHaveTitle(/ · GSVMC$/);
    await expectBengaliFrame(page);
    await expect(
      page.getByRole('navigation', { name: 'প্রধান' }).getByRole('link', { name: 'নোটিশ বোর্ড' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('switches to English and back on the same page, query kept', async ({ page }) => {
    await page.goto(`/bn${NOTICE_QUERY}`);
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`[^n]${NOTICE_QUERY.replace('?', '\\?')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'NoticeBoard' }),
    ).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'বাংলা' }).click();
    await expect(page).toHaveURL(new RegExp(`/bn${NOTICE_QUERY.replace('?', '\\?')}$`));
    await expectBengaliFrame(page);
  });
});

test.describe('the first-visit offer', () => {
  test.use({ locale: 'bn-BD', viewport: { width: 375, height: 812 } });

  test('is made to a Bengali-preferring browser after hydration, and not again once closed', async ({ page }) => {
    const res = await page.goto('/about');
    // Never in the server's HTML: the shared cache serves every visitor the same page.
    expect(await res?.text()).not.toContain('এই সাইটটি বাংলায় পড়ুন');
    const offer = page.getByRole('region', { name: 'বাংলা' });
    await expect(offer.getByRole('link', { name: 'এই সাইটটি বাংলায় পড়ুন' })).toHaveAttribute('href', '/bn/about');
    await offer.getByRole('button', { name: 'বন্ধ করুন' }).click();
    await expect(offer).toBeHidden();
    // Not forced: still the English page.
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.reload();
    await disclosure(page, 'Menu').click();
    await disclosure(page, 'Directories').click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'NoticeBoard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notice Board' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'বাংলা' })).toHaveCount(0);
  });

  test('leads to the same page in Bengali', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('link', { name: 'এই সাইটটি বাংলায় পড়ুন' }).click();
    await expect(page).toHaveURL(/\/bn\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('region', { name: 'বাংলা' })).toHaveCount(0);
  });
});

test.describe('Bengali pages at 375, 820 and 1280 px', () => {
  for (const width of [375, 820, 1280]) {
    for (const path of ['/bn', '/bn/notice']) {
      test(`${path} at ${width} px: nothing wider than the screen, navigation rows unbroken`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
        await expectNoSideways(page);
        if (width >= 768) {
          // Each link of the two rows on one line: Bengali words are wider than the English ones.
          const heights = await page
            .getByRole('navigation', { name: 'প্রধান' })
            .getByRole('link')
            .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
          expect(Math.max(...heights)).toBeLessThan(1.9 * Math.min(...heights));
          const rows = await page
            .getByRole('navigation', { name: 'প্রধান' })
            .getByRole('list')
            .evaluateAll((lists) => lists.map((ul) => ul.getBoundingClientRect().height));
          expect(rows).toHaveLength(2);
        } else {
          await disclosure(page, 'মেনু').click();
          await expect(page.getByRole('navigation', { name: 'প্রধান মেনু' })).toBeVisible();
          const toggle = await disclosure(page, 'বন্ধ').boundingBox();
          // The button keeps its one line ("বন্ধ" beside its icon).
          expect(toggle!.height).toBeLessThan(50);
        }
        await testInfo.attach(`${path}-${width}`, { body: await page.screenshot(), contentType: 'image/png' });
      });
    }
  }
});

// The Bengali pages and the offer bar under axe-core, as a11y.spec.ts checks the English ones.
const axeSource = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };
    const axe = (
      window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('accessibility in Bengali', () => {
  test.use({ bypassCSP: true, locale: 'bn-BD' });

  for (const width of [375, 1280]) {
    test(`/bn, /bn/notice, /bn/login and the offer bar at ${width} px have no serious violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const found: string[] = [];
      for (const path of ['/bn', '/bn/notice', '/bn/login']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
        found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
      }
      await page.goto('/about');
      await expect(page.getByRole('region', { name: 'বাংলা' })).toBeVisible();
      found.push(...(await seriousViolations(page)).map((v) => `/about with the offer: ${v}`));
      expect(found).toEqual([]);
    });
  }
});

test.describe('concurrent server renders', () => {
  test('Bengali and English pages rendered at the same moment each keep their own language', async ({ request }) => {
    // Distinct searches, so that no render is shared through the render cache: 24 renders overlap in
    // the one site server, half of them Bengali. A language kept in module state would leak between them.
    const addresses = Array.from({ length: 24 }, (_, i) =>
      i % 2 === 0 ? `/bn/facultyTable?q=concurrent${i}` : `/facultyTable?q=concurrent${i}`,
    );
    const pages = await Promise.all(
      addresses.map(async (address) => ({ address, html: await (await request.get(address)).text() })),
    );
    for (const { address, html } of pages) {
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
      if (address.startsWith('/bn/')) {
        expect([address, /<html[^>]*lang="bn"/.test(html), h1]).toEqual([address, true, 'শিক্ষকমণ্ডলী']);
      } else {
        expect([address, /<html[^>]*lang="en"/.test(html), h1]).toEqual([address, true, 'Faculty Directory']);
      }
    }
  });
});
