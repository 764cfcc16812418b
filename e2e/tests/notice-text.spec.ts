// A notice the office makes from two phone photos, on a phone (360 px): the pages before sending,
// their order, the upload, the text checked and corrected by staff; then a visitor with JavaScript
// off finds it on the board and reads its text on its own page, in English and in Bengali, without
// the PDF being fetched. The API's real queue reads the notice; the journey corrects the text by hand
// rather than wait for OCR (its accuracy is the reading engine's own benchmark).
import { expect, signIn, test, type APIRequestContext, type Page } from '../fixtures';

const PHONE = { width: 360, height: 740 };

/**
 * The site server's first render of a page after it starts can miss its deadline on a busy machine and
 * send the page's error state, which a page without JavaScript cannot retry. These journeys read the
 * content: they wait until the server renders the page with its call answered.
 */
async function rendered(request: APIRequestContext, path: string) {
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes('"status":"rejected"'), { timeout: 30_000 })
    .toBe(false);
}

/**
 * A small JPEG of a printed page as a phone might take it: a sheet of paper on a darker desk, a
 * heading and a few lines of text, drawn by the browser's own canvas (no fixture file, no encoder in
 * the test).
 */
async function pagePhoto(page: Page, heading: string, lines: string[]): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ heading, lines }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 900;
      canvas.height = 1200;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#6b5b4b';
      g.fillRect(0, 0, canvas.width, canvas.height);
      g.save();
      g.translate(450, 600);
      g.rotate(-0.02);
      g.fillStyle = '#f7f5ef';
      g.fillRect(-390, -540, 780, 1080);
      g.fillStyle = '#111';
      g.font = 'bold 44px sans-serif';
      g.fillText(heading, -340, -440);
      g.font = '30px sans-serif';
      lines.forEach((line, i) => g.fillText(line, -340, -350 + i * 52));
      g.restore();
      return canvas.toDataURL('image/jpeg', 0.85).split(',')[1]!;
    },
    { heading, lines },
  );
  return Buffer.from(base64, 'base64');
}

test.describe('a notice made from phone photos', () => {
  // Two pages through the real queue on a busy machine.
  test.setTimeout(180_000);

  test('two photos at 360 px become a notice whose text staff correct and visitors read without the PDF', async ({
    page,
    browser,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const title = `Ward duty roster ${stamp}`;
    const corrected = [
      `Ward duty roster ${stamp}`,
      'Fourth-year students report to the medicine ward at 8:00 on Sunday.',
      'Bring your logbook and white coat.\nAttendance is taken at the ward.',
      'ওয়ার্ডে উপস্থিতি বাধ্যতামূলক।',
    ].join('\n\n');

    await page.setViewportSize(PHONE);
    await signIn(page);
    await page.goto('/admin/upload');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload & View Notices' })).toBeVisible();
    await page.getByRole('radio', { name: 'Photos of the pages' }).check();

    // The camera, one page at a time, as a clerk with a phone adds them.
    const camera = page.getByTestId('notice-camera');
    await expect(camera).toHaveAttribute('capture', 'environment');
    const first = await pagePhoto(page, 'NOTICE', [title, 'Page one of two', 'Fourth-year students']);
    const second = await pagePhoto(page, 'Page two', ['Bring your logbook and white coat.', 'Principal']);
    await camera.setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: second });
    await camera.setInputFiles({ name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: first });
    const pages = page.getByRole('list', { name: 'Pages of the notice' });
    await expect(pages.getByRole('img')).toHaveCount(2);
    // Taken in the wrong order: the second photo is the first page.
    await page.getByRole('button', { name: 'Move page 2 up' }).click();
    await expect(pages.getByRole('img').first()).toHaveAttribute('alt', 'Page 1 (IMG_0002.jpg)');
    await expect(pages.getByRole('img').nth(1)).toHaveAttribute('alt', 'Page 2 (IMG_0001.jpg)');
    // The thumbnails are the pages as they will be sent: drawn, not broken.
    const thumbWidth = await pages
      .getByRole('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(thumbWidth).toBe(900);
    await page.screenshot({ path: test.info().outputPath('photos-360.png'), fullPage: true });

    await page.getByLabel(/^Title \(optional with photos\)/).fill(title);
    const upload = page.waitForResponse((r) => r.url().endsWith('/api/notices/upload'));
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const answer = await upload;
    expect(answer.status()).toBe(201);
    const notice = (await answer.json()) as { _id: string; textStatus: string; fileSize: number };
    expect(notice.textStatus).toBe('pending');
    await expect(page.getByText('File uploaded successfully!')).toBeVisible();

    // The text, beside the first page, for the clerk to check: corrected by hand and saved.
    const review = page.getByRole('region', { name: `Text of the notice: ${title}` });
    await expect(review).toBeVisible();
    const text = review.getByLabel('Text (a blank line between paragraphs)');
    await text.fill(corrected);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/notices/${notice._id}`) && r.request().method() === 'PUT',
    );
    await review.getByRole('button', { name: 'Save text' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Text saved. Visitors read it on the notice’s page.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('review-360.png'), fullPage: true });

    // A visitor on a phone, JavaScript off: the board links to the notice's page, which has its text.
    const visitorContext = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const visitor = await visitorContext.newPage();
    const pdfRequests: string[] = [];
    visitor.on('request', (r) => {
      if (/\.pdf($|\?)/.test(r.url())) pdfRequests.push(r.url());
    });
    await expect(async () => {
      await visitor.goto('/notice');
      await expect(visitor.getByRole('link', { name: title, exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await rendered(request, `/notice/${notice._id}`);
    await visitor.getByRole('link', { name: title, exact: true }).click();
    await expect(visitor).toHaveURL(new RegExp(`/notice/${notice._id}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The server's head names the notice (a shared link or a search result shows its title).
    await expect(visitor).toHaveTitle(`${title} · GSVMC`);
    const body = visitor.getByRole('region', { name: 'Text of the notice' });
    await expect(body.getByText('Fourth-year students report to the medicine ward at 8:00 on Sunday.')).toBeVisible();
    // Paragraphs kept, the Bengali one marked for a screen reader.
    await expect(body.locator('p')).toHaveCount(4);
    await expect(body.getByText('ওয়ার্ডে উপস্থিতি বাধ্যতামূলক।')).toHaveAttribute('lang', 'bn');
    const file = visitor.getByRole('complementary', { name: 'The signed original' });
    const download = file.getByRole('link', { name: `Download ${title} (PDF)` });
    expect(await download.getAttribute('href')).toMatch(/\/uploads\/notices\/[0-9a-f-]{36}\.pdf$/);
    await expect(file).toContainText(/PDF, \d+(\.\d)? (KB|MB)/);
    await visitor.screenshot({ path: test.info().outputPath('notice-360-en.png'), fullPage: true });

    // The same page in Bengali, from the HTML alone.
    await rendered(request, `/bn/notice/${notice._id}`);
    const bn = await visitor.goto(`/bn/notice/${notice._id}`);
    expect(bn?.status()).toBe(200);
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(visitor).toHaveTitle(`${title} · GSVMC`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toHaveAttribute('lang', 'en');
    await expect(visitor.getByRole('region', { name: 'নোটিশের লেখা' })).toContainText('ওয়ার্ডে উপস্থিতি বাধ্যতামূলক।');
    await expect(visitor.getByRole('complementary', { name: 'স্বাক্ষরিত মূল কপি' })).toContainText(
      /পিডিএফ, [০-৯.]+ (KB|MB)/,
    );
    await visitor.screenshot({ path: test.info().outputPath('notice-360-bn.png'), fullPage: true });

    // Wide screens, for the eye.
    await visitor.setViewportSize({ width: 1280, height: 900 });
    await visitor.screenshot({ path: test.info().outputPath('notice-1280-bn.png'), fullPage: true });
    await visitor.goto(`/notice/${notice._id}`);
    await visitor.screenshot({ path: test.info().outputPath('notice-1280-en.png'), fullPage: true });

    // Read without the PDF ever being fetched.
    expect(pdfRequests).toEqual([]);

    // An unknown notice is a 404 page that says so.
    const missing = await visitor.goto('/notice/00000000-0000-4000-8000-000000000000');
    expect(missing?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Notice not found' })).toBeVisible();
    await visitorContext.close();
  });
});
