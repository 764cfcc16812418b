// Scheduled notices and search over the composed production site: the admin schedules a notice about a minute
// ahead through /admin/upload; visitors do not see it until it is due, then it appears on /notice and
// a visitor finds it by a word of its title through the header's search box.
import { answeringTaps, expect, makePdf, signIn, test, type Page } from '../fixtures';

/**
 * The next whole minute at least 45 s from now, as the browser's datetime-local input wants it (its
 * own time zone, minute precision): the notice is due 45 to 105 seconds after the upload. The margin
 * is for a loaded machine: the upload and the visitor's first look at the board must come before it.
 */
async function nextMinute(page: Page): Promise<{ local: string; due: number }> {
  return page.evaluate(() => {
    const due = Math.ceil((Date.now() + 45_000) / 60_000) * 60_000;
    // The portal's date fields are Dhaka time (UTC+6, no daylight saving), whatever the browser's zone.
    const d = new Date(due + 6 * 60 * 60 * 1000);
    const p = (n: number) => String(n).padStart(2, '0');
    const local = `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}T${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
    return { local, due };
  });
}

test.describe('scheduled notices and the site search', () => {
  // Waits for a real minute to pass.
  test.setTimeout(240_000);

  test('a notice scheduled a minute ahead appears when due and is found through the header search', async ({
    page,
    browser,
  }) => {
    const word = `Convocation${Date.now().toString(36)}`;
    const title = `${word} gown collection schedule`;

    await signIn(page);
    await page.goto('/admin/upload');
    await page
      .getByLabel(/Drag and drop a PDF here/)
      .setInputFiles({ name: 'convocation.pdf', mimeType: 'application/pdf', buffer: makePdf(title) });
    await page.getByLabel(/^Title(?! \(Bengali\))/).fill(title);
    await page.getByLabel('Category').selectOption({ label: 'Events' });
    const { local, due } = await nextMinute(page);
    await page.getByLabel('Publish date (optional)').fill(local);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('File uploaded successfully!')).toBeVisible();
    const scheduled = page.getByRole('list', { name: 'Scheduled notices' });
    await expect(scheduled.getByRole('heading', { name: title })).toBeVisible();
    await expect(scheduled).toContainText('Events');

    // A visitor, in a browser of their own.
    const visitorContext = await browser.newContext();
    const visitor = answeringTaps(await visitorContext.newPage());
    await visitor.goto('/notice');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Notice Board' })).toBeVisible();
    await expect(visitor.getByRole('list', { name: /Notices of/ }).first()).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);
    expect(Date.now()).toBeLessThan(due);

    // Due: the board shows it on a reload, marked New, under its category.
    await expect(async () => {
      await visitor.reload();
      await expect(visitor.getByRole('heading', { name: title })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: due - Date.now() + 30_000, intervals: [5_000] });
    expect(Date.now()).toBeGreaterThanOrEqual(due);
    const item = visitor.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByText('New', { exact: true })).toBeVisible();
    await expect(item.getByText('Events', { exact: true })).toBeVisible();

    // Found by a word of its title through the header's search box.
    await visitor.goto('/about');
    await visitor.getByRole('button', { name: 'Search', exact: true }).click();
    await visitor.getByRole('searchbox', { name: 'Search the site' }).fill(word.toLowerCase());
    await visitor.getByRole('searchbox', { name: 'Search the site' }).press('Enter');
    await expect(visitor).toHaveURL(new RegExp(`/search\\?q=${word.toLowerCase()}$`));
    const notices = visitor.getByRole('list', { name: 'Notices' });
    const hit = notices.getByRole('link', { name: new RegExp(title) });
    await expect(hit).toBeVisible();
    // The hit leads to the notice's own page, and its PDF is there to download.
    expect(await hit.getAttribute('href')).toMatch(/^\/notice\/[0-9a-f-]{36}$/);
    await hit.click();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const download = visitor.getByRole('link', { name: `Download ${title} (PDF)` });
    expect(await download.getAttribute('href')).toMatch(/\/uploads\/notices\/[0-9a-f-]{36}\.pdf$/);
    const pdf = await visitor.request.get((await download.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    // The admin's list now has it among the live notices.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Live notices' }).getByRole('heading', { name: title })).toBeVisible();
    await visitorContext.close();
  });
});
