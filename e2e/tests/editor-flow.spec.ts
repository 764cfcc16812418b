// The page editor as the college's office uses it, on a 360 px phone and a 1366 px laptop: the heading
// names the page, Preview pressed from the sticky bar far down comes into view (English and Bengali,
// both framed, neither wider than the phone), a save refused because the same account saved in another
// tab says so in a dialog with Dhaka time, the draft says who saved it, Publish shows what changes
// first, and leaving with unsaved changes asks.
import { apiToken, expect, loginAs, test, type APIRequestContext, type Page } from '../fixtures';

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Publishes the page's first revision again (the seeded text): other journeys read the seed. */
async function putBackSeed(request: APIRequestContext, slug: string) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const base = `/api/pages/${slug}`;
  const revisions = (await (await request.get(`${base}/revisions`, { headers })).json()) as { id: number }[];
  if (revisions.length < 2) return;
  const res = await request.post(`${base}/revisions/${revisions[revisions.length - 1]!.id}/restore`, { headers });
  expect(res.status()).toBe(201);
}

const aboutText = (page: Page) => page.getByRole('textbox', { name: /^Text/ }).first();

/** Nothing on the page is wider than the window. */
async function expectNoSideways(page: Page) {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(over).toBeLessThanOrEqual(0);
}

for (const { width, height, slug, name } of [
  { width: 360, height: 780, slug: 'department-urology', name: 'Urology' },
  { width: 1366, height: 800, slug: 'department-radiology', name: 'Radiology' },
]) {
  test.describe(`the editor's save, preview and publish at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    test.afterEach(async ({ request }) => putBackSeed(request, slug));

    test('preview in view in both languages, the conflict dialog, who saved, the publish summary, the leave warning', async ({
      page,
      request,
    }) => {
      await loginAs(page, request);
      await page.goto(`/admin/pages/${slug}`);
      // The first page after signing in loads the admin remote and the draft: on a busy 2-core machine
      // that has taken over 10 s, so this one wait is longer.
      await expect(page.getByRole('heading', { level: 1, name: `Edit: ${name}` })).toBeVisible({ timeout: 30_000 });

      // Save: the draft says who saved it and when, in Dhaka time.
      const text = aboutText(page);
      const seeded = await text.inputValue();
      await text.fill(seeded.replace('teaches MBBS students', 'teaches MBBS and BDS students'));
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(
        page.getByText(/Draft saved by you on \d{4} \w{3} \d{1,2} at \d\d:\d\d \(Dhaka time\)\./),
      ).toBeVisible();

      // Preview from the sticky bar with the editor scrolled to its end: the preview comes into view.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.getByRole('button', { name: 'Preview' }).click();
      const heading = page.getByRole('heading', { name: 'Preview of the saved draft' });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      // Not under the sticky bar (on a phone it is two rows high).
      const bar = (await page.getByRole('button', { name: 'Publish', exact: true }).boundingBox())!;
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      const phone = page.frameLocator('iframe[title="Preview at phone width (English)"]');
      await expect(phone.getByText(/teaches MBBS and BDS students/)).toBeVisible();
      await page.getByRole('tab', { name: 'Bengali (বাংলা)' }).click();
      // The Bengali preview is framed as the English one is (same-origin frame-ancestors), in Bengali.
      const bengali = page.frameLocator('iframe[title="Preview at phone width (বাংলা)"]');
      await expect(bengali.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(bengali.getByText('সংরক্ষিত খসড়ার প্রিভিউ').or(bengali.getByRole('main'))).toBeVisible();
      await expect(page.frameLocator('iframe[title="Preview at desktop width (বাংলা)"]').locator('main')).toBeVisible();
      await expectNoSideways(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/preview-${width}.png` });

      // The same account saves in another tab first: this tab's save is refused, said where the clerk is.
      const other = await page.context().newPage();
      await other.goto(`/admin/pages/${slug}`);
      await aboutText(other).fill(seeded.replace('teaches MBBS students', 'teaches students of medicine'));
      await other.getByRole('button', { name: 'Save draft' }).click();
      await expect(other.getByText(/Draft saved by you on/)).toBeVisible();
      await text.fill(seeded.replace('teaches MBBS students', 'teaches MBBS, BDS and nursing students'));
      await page.getByRole('button', { name: 'Save draft' }).click();
      const refused = page.getByRole('dialog', { name: 'Not saved: this page was saved after you opened it' });
      await expect(refused).toContainText(
        /You saved this page in another tab or window on \d{4} \w{3} \d{1,2} at \d\d:\d\d \(Dhaka time\)/,
      );
      await expect(refused).toBeInViewport();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/conflict-${width}.png` });
      await refused.getByRole('button', { name: 'Keep mine and save it over theirs' }).click();
      await expect(refused).toBeHidden();
      await expect(page.getByText(/Saved; not published yet\. Draft saved by you/)).toBeVisible();
      await other.close();

      // Publish asks first: what changes against the live page, and who saved the draft.
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      const summary = page.getByRole('dialog', { name: 'Publish these changes?' });
      await expect(summary.getByRole('listitem')).toHaveText(['Changed: Text (block 1)']);
      await expect(summary).toContainText(/Draft saved by you on .* \(Dhaka time\)\./);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/publish-${width}.png` });
      await summary.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByText(/^Saved; not published yet\./)).toBeVisible();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await summary.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText(/^Published: visitors see this\./)).toBeVisible();

      // Leaving with unsaved changes asks: a link inside the portal, and closing the tab.
      await text.fill(seeded.replace('teaches MBBS students', 'teaches everyone'));
      await page
        .getByRole('navigation', { name: /breadcrumb/i })
        .getByRole('link', { name: 'Pages' })
        .click();
      const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
      await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/pages/${slug}$`));
      await expect(text).toHaveValue(/teaches everyone/);
      const asked = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.type());
          void dialog.dismiss();
        }),
      );
      await page.close({ runBeforeUnload: true });
      expect(await asked).toBe('beforeunload');
      await expect.poll(() => page.isClosed()).toBe(false);
      await page
        .getByRole('navigation', { name: /breadcrumb/i })
        .getByRole('link', { name: 'Pages' })
        .click();
      await leave.getByRole('button', { name: 'Leave this page' }).click();
      await expect(page).toHaveURL(/\/admin\/pages$/);
    });
  });
}
