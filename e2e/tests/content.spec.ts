// Journeys of the pages the college edits itself: an admin changes a page's text, previews the saved
// draft at phone and desktop width, publishes it and sees it on the public page (with JavaScript off
// too), restores the earlier revision; two admins save the same page; HTML typed into a paragraph is
// shown as characters; the site settings change the contact page and the footer.
import type { Browser } from '@playwright/test';
import {
  answeringTaps,
  expect,
  loginAs,
  makePng,
  putBackSeed,
  test,
  untilPublicPageShows,
  viewports,
  type APIRequestContext,
  type Page,
} from '../fixtures';

/** The public page as a visitor without JavaScript gets it: the server's HTML. */
/**
 * A public page with JavaScript off. With `check`, visited again until it holds (a page changed in the
 * portal is rendered again, and meanwhile a busy machine's server answers with the page it had).
 */
async function publicHtml(browser: Browser, path: string, check?: (live: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  if (check) await untilPublicPageShows(page, path, () => check(page));
  else await page.goto(path);
  return page;
}

async function openEditor(page: Page, request: APIRequestContext, slug: string) {
  await loginAs(page, request);
  await page.goto(`/admin/pages/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Edit: / })).toBeVisible();
  await expect(page.getByText(/^(Published: visitors see this\.|Saved; not published yet\.)/)).toBeVisible();
}

/** Publish asks first (what changes, who saved the draft); the journey confirms. */
async function publishNow(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('dialog', { name: 'Publish these changes?' }).getByRole('button', { name: 'Publish' }).click();
}

/** The text area of the block whose text contains `words`. */
const textAreaWith = (page: Page, words: string) =>
  page.getByRole('textbox', { name: 'Text' }).filter({ hasText: words }).first();

/**
 * Publishes the first revision of a page or of the settings again (the text the site was seeded
 * with): the other journeys share this site and read those texts, whatever order they run in.
 */
test.describe('pages the college edits', () => {
  // Long journeys over previews and public pages, which a busy machine slows; bounds against a hang.
  test.describe.configure({ timeout: 600_000 });
  test.beforeEach(async ({ page }) => page.setViewportSize(viewports.desktop));

  // What a journey published, to be put back after it: every journey reads the seeded texts.
  const published = new Set<string>();
  test.afterEach(async ({ request }) => {
    for (const base of published) await putBackSeed(request, base);
    published.clear();
  });

  test('edit the admission rules, preview at 375 px, publish, see them without JavaScript, restore the earlier revision', async ({
    page,
    request,
    browser,
  }) => {
    await openEditor(page, request, 'admission');
    const rules = textAreaWith(page, 'total GPA of 7,');
    const before = await rules.inputValue();
    await rules.fill(before.replace('total GPA of 7,', 'total GPA of 7.5,'));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Saved; not published yet.')).toBeVisible();
    // Saved is not published: visitors still read the old rule.
    await expect((await publicHtml(browser, '/admission')).getByText(/total GPA of 7, with/)).toBeVisible();

    await page.getByRole('button', { name: 'Preview' }).click();
    const phone = page.frameLocator('iframe[title="Preview at phone width (English)"]');
    // A preview is drawn in the browser (a draft is never server-rendered or cached), four frames at once:
    // on a busy machine that has taken past 10 s, so the bound here is against a hang only.
    await expect(phone.getByText(/total GPA of 7\.5, with/)).toBeVisible({ timeout: 90_000 });
    await expect(phone.getByText('Preview of the saved draft')).toBeVisible();
    await expect(page.locator('iframe[title="Preview at phone width (English)"]')).toHaveAttribute('width', '375');
    await expect(
      page.frameLocator('iframe[title="Preview at desktop width (English)"]').getByText(/GPA of 7\.5/),
    ).toBeVisible({ timeout: 90_000 });

    await publishNow(page);
    await expect(page.getByText('Published: visitors see this.')).toBeVisible();
    await publicHtml(browser, '/admission', (live) =>
      expect(live.getByText(/total GPA of 7\.5, with at least 3 in each/)).toBeVisible({ timeout: 5_000 }),
    );

    // History: revision 2 is live; restoring revision 1 brings the old rule back at once.
    const history = page.getByRole('region', { name: 'History' });
    await expect(
      history.getByText(/Revision 2, published .* by admin@gsvmc\.local \(what visitors see now\)/),
    ).toBeVisible();
    await history.getByRole('button', { name: 'Restore revision 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await expect(history.getByText(/Revision 3, .* restored from revision 1 \(what visitors see now\)/)).toBeVisible();
    await publicHtml(browser, '/admission', (live) =>
      expect(live.getByText(/total GPA of 7, with at least 3/)).toBeVisible({ timeout: 5_000 }),
    );
    await expect(textAreaWith(page, 'total GPA of 7,')).toBeVisible();
  });

  test('a slide’s picture uploaded from the editor: a wrong file is refused beside the field, a picture fills it and shows once published', async ({
    page,
    request,
    browser,
  }) => {
    published.add('/api/pages/home');
    await openEditor(page, request, 'home');
    const slide = page.getByRole('group', { name: 'Slides' }).first();
    const upload = slide.getByLabel('Upload image for Picture').first();
    await upload.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are notes') });
    await expect(slide.getByRole('alert').first()).toHaveText('The picture must be a JPEG, PNG, GIF or WebP file.');

    await upload.setInputFiles({
      name: 'campus.png',
      mimeType: 'image/png',
      buffer: makePng(1200, 800, [20, 110, 90]),
    });
    const field = slide.getByRole('textbox', { name: /^Picture/ }).first();
    await expect(field).toHaveValue(/^\/uploads\/photos\/[0-9a-f-]{36}\.png$/);
    const path = await field.inputValue();
    await expect(slide.getByRole('spinbutton', { name: /^Width/ }).first()).toHaveValue('1200');
    await expect(slide.getByRole('spinbutton', { name: /^Height/ }).first()).toHaveValue('800');
    await expect(slide.getByRole('alert')).toHaveCount(0);

    await publishNow(page);
    await expect(page.getByText('Published: visitors see this.')).toBeVisible();
    // A request waits at most RENDER_WAIT_MS for the changed page's render and gets the one it replaces
    // meanwhile (on a loaded machine the render takes longer): a later visit has the picture.
    const home = await publicHtml(browser, '/', (live) =>
      expect(live.locator(`main img[src$="${path}"]`).first()).toBeAttached({ timeout: 5_000 }),
    );
    await home.context().close();
    const picture = await request.get(path);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
  });

  test('a second admin saving the same page is refused; nothing typed is lost, and reloading shows the first', async ({
    page,
    request,
    browser,
  }) => {
    const other = answeringTaps(await (await browser.newContext({ viewport: viewports.mobile })).newPage());
    await openEditor(page, request, 'facilities');
    await openEditor(other, request, 'facilities');

    const mine = textAreaWith(page, 'Digital access to four online databases');
    await mine.fill('Digital access to five online databases and 9000+ e-books.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Saved; not published yet.')).toBeVisible();

    const theirs = textAreaWith(other, 'Digital access to four online databases');
    await theirs.fill('Digital access to six online databases.');
    await other.getByRole('button', { name: 'Save draft' }).click();
    // The same account in another window: said so, in a dialog where the clerk is looking.
    const dialog = other.getByRole('dialog', { name: /^Not saved/ });
    await expect(dialog).toContainText('You saved this page in another tab or window');
    await expect(dialog).toContainText('Nothing you typed is lost');
    // Behind the dialog (hidden from the accessibility tree while it is open), the text is still there.
    await expect(other.locator('textarea').filter({ hasText: 'six online databases' })).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Reload the newer version (discard mine)' }).click();
    await expect(textAreaWith(other, 'five online databases and 9000+ e-books')).toBeVisible();
    await other.context().close();
  });

  test('a paragraph typed as HTML is shown as those characters', async ({ page, request, browser }) => {
    const typed = '<img src=x onerror=alert(1)>';
    published.add('/api/pages/administration');
    await openEditor(page, request, 'administration');
    const first = textAreaWith(page, 'Information about the administration');
    await first.fill(typed);
    await publishNow(page);
    await expect(page.getByText('Published: visitors see this.')).toBeVisible();
    const live = await publicHtml(browser, '/administration', (shown) =>
      expect(shown.getByText(typed)).toBeVisible({ timeout: 5_000 }),
    );
    expect(await live.locator('main img[src="x"]').count()).toBe(0);
  });

  test('the site settings: new phone numbers and office hours on the contact page and in the footer', async ({
    page,
    request,
    browser,
  }) => {
    published.add('/api/site');
    await loginAs(page, request);
    await page.goto('/admin/site');
    const offices = page.getByRole('group', { name: 'Offices' });
    await offices.getByRole('textbox', { name: 'Phone' }).first().fill('+880 2 7791234');
    await offices
      .getByRole('checkbox', { name: /The phone is a placeholder/ })
      .first()
      .uncheck();
    await page.getByRole('textbox', { name: 'Office hours' }).fill('Sunday - Thursday 9:00 AM - 4:00 PM');
    await publishNow(page);
    await expect(page.getByText('Published: visitors see this.')).toBeVisible();
    const contact = await publicHtml(browser, '/contact', (shown) =>
      expect(shown.getByRole('link', { name: '+880 2 7791234' })).toHaveAttribute('href', 'tel:+88027791234', {
        timeout: 5_000,
      }),
    );
    await expect(contact.getByRole('contentinfo')).toContainText('Office hours: Sunday - Thursday 9:00 AM - 4:00 PM');
  });
});
