// The page editor's content tools, as a clerk uses them: removing a block asks first and comes back
// with Undo or Ctrl+Z; the toolbar makes words bold; a text changed in English is marked "Bengali older
// than English"; in the Bengali portal on a phone a paragraph written only in Bengali is saved and
// published, the English page shows it, and the Pages list counts the missing English.
import { answeringTaps, boxesOverlap, expect, loginAs, putBackSeed, staffAccount, test, type Page } from '../fixtures';

const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 360, height: 780 };

/** Publishes the page's first revision again: other journeys read the seeded texts. */
const firstBlockHeading = (page: Page) => page.locator('section h3').first();

test.describe('the editor’s content tools', () => {
  test('English at 1366 px: remove a block, Undo and Ctrl+Z bring it back; bold from the toolbar; Bengali marked older', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(WIDE);
    await loginAs(page, request);
    await page.goto('/admin/pages/admission');
    await expect(page.getByText(/^(Published: visitors see this\.|Saved; not published yet\.)/)).toBeVisible();
    const first = await firstBlockHeading(page).textContent();
    expect(first).toMatch(/\(block 1\)$/);

    // A block with content asks first, naming it; the question has the focus.
    await page
      .getByRole('button', { name: `Remove ${first}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Remove this block?' });
    await expect(dialog).toContainText(`Remove "${first}" and everything in it?`);
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `"${first}" removed.` })).toBeVisible();
    await expect(firstBlockHeading(page)).not.toHaveText(first!);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(firstBlockHeading(page)).toHaveText(first!);

    // Again, and Ctrl+Z from outside the text fields.
    await page
      .getByRole('button', { name: `Remove ${first}` })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(firstBlockHeading(page)).not.toHaveText(first!);
    await page.locator('h1').click();
    await page.keyboard.press('Control+z');
    await expect(firstBlockHeading(page)).toHaveText(first!);

    // Bold from the toolbar, reached with the keyboard.
    const text = page.getByRole('textbox', { name: 'Text' }).first();
    const before = await text.inputValue();
    const word = before.split(/\s+/)[0]!;
    await text.evaluate((el: HTMLTextAreaElement, n) => {
      el.focus();
      el.setSelectionRange(0, n);
    }, word.length);
    await page.getByRole('toolbar', { name: 'Formatting: Text' }).first().getByRole('button', { name: 'Bold' }).focus();
    await page.keyboard.press('Enter');
    await expect(text).toHaveValue(`**${word}**${before.slice(word.length)}`);

    // A heading changed in English only: its Bengali is now older.
    await page.getByRole('checkbox', { name: 'Show Bengali fields' }).check();
    const heading = page
      .getByRole('group', { name: 'Heading' })
      .filter({ has: page.locator('input[lang="bn"]:not([value=""])') })
      .first();
    await expect(heading.getByText('Bengali older than English')).toHaveCount(0);
    await heading.getByRole('textbox', { name: 'Heading (English)' }).press('End');
    await heading.getByRole('textbox', { name: 'Heading (English)' }).pressSequentially(' 2027');
    await expect(heading.getByText('Bengali older than English')).toBeVisible();
    await heading.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '../test-results/editor-content-1366-en.png' });
  });

  test('phone at 360 px: the Undo toast after a removal leaves the sticky Save and Publish bar free', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    await loginAs(page, request);
    await page.goto('/admin/pages/admission');
    await expect(page.getByText(/^(Published: visitors see this\.|Saved; not published yet\.)/)).toBeVisible();
    const first = await firstBlockHeading(page).textContent();
    await page
      .getByRole('button', { name: `Remove ${first}` })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Remove this block?' })
      .getByRole('button', { name: 'Remove', exact: true })
      .click();
    const toast = page.getByRole('status').filter({ hasText: `"${first}" removed.` });
    await expect(toast).toBeVisible();
    // Further down the page the bar sticks to the top of the screen, below the portal's top bar, where
    // the clerk reaches for it: each of its buttons is the thing a thumb on its middle would touch
    // (neither the top bar nor the toast lies over it).
    await page.evaluate(() => window.scrollBy(0, 600));
    const save = page.getByRole('button', { name: 'Save draft', exact: true });
    await expect.poll(async () => (await save.boundingBox())!.y).toBeLessThan(140);
    const toastBox = (await toast.boundingBox())!;
    for (const name of ['Save draft', 'Preview', 'Publish']) {
      const button = page.getByRole('button', { name, exact: true });
      const reachable = await button.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
      expect(reachable, `${name} is covered`).toBe(true);
      expect(boxesOverlap(toastBox, (await button.boundingBox())!), `the toast covers ${name}`).toBe(false);
    }
    // Still inside the screen, and its Undo still brings the block back.
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(PHONE.height);
    await page.screenshot({ path: '../test-results/editor-undo-toast-360.png' });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(firstBlockHeading(page)).toHaveText(first!);
  });

  test('Bengali portal at 360 px: a Bengali-only paragraph is saved and published, shown on the English page, counted in the Pages list', async ({
    page,
    request,
  }) => {
    test.setTimeout(200_000);
    // An administrator of its own whose portal is Bengali (the language is kept on the account).
    const admin = await staffAccount(request, { role: 'admin', name: 'Editor content', language: 'bn' });
    await page.setViewportSize(PHONE);
    await loginAs(page, request, admin);
    try {
      await page.goto('/admin/pages/administration');
      await expect(page.getByText(/^(প্রকাশিত|সংরক্ষিত)/).first()).toBeVisible();
      await page.getByRole('checkbox', { name: 'বাংলা ঘর দেখান' }).check();
      // The page's own "Add" is the last one (those before it add inside a tab or a card).
      await page.getByRole('button', { name: 'যোগ করুন', exact: true }).last().click();
      const added = page.getByRole('textbox', { name: 'লেখা (বাংলা)' }).last();
      await added.fill('পরিচালনা পর্ষদ প্রতি মাসে সভা করে।');
      // The toolbar is named in Bengali and its list button makes a bulleted line.
      await expect(page.getByRole('toolbar', { name: 'বিন্যাস: লেখা (বাংলা)' }).last()).toBeVisible();
      await expect(page.getByText('ইংরেজি নেই').last()).toBeVisible();
      await page.screenshot({ path: '../test-results/editor-content-360-bn.png', fullPage: false });
      await page.getByRole('button', { name: 'খসড়া সংরক্ষণ' }).click();
      await expect(page.getByText('সংরক্ষিত; এখনো প্রকাশ করা হয়নি।')).toBeVisible();
      await page.getByRole('button', { name: 'প্রকাশ করুন', exact: true }).click();
      // Publish asks first, with what changes against the live page.
      await page
        .getByRole('dialog', { name: 'এই পরিবর্তনগুলো প্রকাশ করবেন?' })
        .getByRole('button', { name: 'প্রকাশ করুন', exact: true })
        .click();
      await expect(page.getByText(/^প্রকাশিত/).first()).toBeVisible();
      await expect
        .poll(async () => JSON.stringify(await (await request.get('/api/pages/administration')).json()))
        .toContain('পরিচালনা পর্ষদ প্রতি মাসে সভা করে।');

      // The English page shows the Bengali paragraph rather than nothing, marked as Bengali.
      const visitor = answeringTaps(await page.context().newPage());
      // The published page reaches visitors once the site's render cache has rendered it again
      // (RENDER_CACHE_REFRESH_S, 60 s by default).
      await expect
        .poll(
          async () => {
            await visitor.goto('/administration');
            return visitor.getByText('পরিচালনা পর্ষদ প্রতি মাসে সভা করে।').count();
          },
          { timeout: 100_000, intervals: [5_000] },
        )
        .toBeGreaterThan(0);
      await expect(visitor.getByText('পরিচালনা পর্ষদ প্রতি মাসে সভা করে।')).toHaveAttribute('lang', 'bn');
      await visitor.close();

      await page.goto('/admin/pages');
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: /Administration|প্রশাসন/ }) });
      await expect(page.getByRole('columnheader', { name: 'অনুবাদ' })).toBeVisible();
      await expect(row).toContainText('১টি লেখায় ইংরেজি নেই');
      await page.screenshot({ path: '../test-results/editor-content-360-bn-list.png', fullPage: false });
    } finally {
      await putBackSeed(request, '/api/pages/administration');
    }
  });
});
