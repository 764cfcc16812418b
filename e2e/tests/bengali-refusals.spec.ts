// The Bengali portal gives the API's refusals in Bengali: a refused import row, a refused upload and
// a refused link each read as the clerk's language, never the API's English sentence, on a phone
// (360 px) and on a desktop (1366 px). The API sends each refusal's code and values beside its
// English sentence; the portal words them from its catalogs.
import ExcelJS from 'exceljs';
import { expect, expectNoSideways, loginAs, makePdf, staffAccount, test, type Page } from '../fixtures';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const HEADERS = ['Alumni ID', 'Full Name', 'Graduation Year', 'Degree', 'Major', 'Email'];

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Alumni');
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** No English sentence: Latin letters only in names a Bengali sentence keeps (file kinds, https). */
async function expectNoEnglish(page: Page, text: string) {
  const latin = text.replace(/PDF|JPEG|PNG|GIF|WebP|https|xlsx|xls/g, '');
  expect(latin, `English words in “${text}”`).not.toMatch(/[A-Za-z]{2,}/);
  // Nothing overflows sideways on a phone.
  await expectNoSideways(page);
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 900 },
]) {
  test(`the Bengali portal gives import, upload and link refusals in Bengali at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    // An administrator of its own whose account keeps Bengali as the portal's language.
    await loginAs(page, request, await staffAccount(request, { role: 'admin', name: 'Refusals', language: 'bn' }));

    // An import whose row 2 has no name and row 3 a broken email: the preview names both in Bengali.
    await page.goto('/admin/alumniUpload');
    const file = await workbook([
      ['', '', 2015, 'MBBS', 'Medicine', ''],
      ['', 'Nadia Islam', 2016, 'MBBS', 'Medicine', 'not-an-email'],
    ]);
    await page
      .getByLabel('এক্সেল ফাইল (.xlsx বা .xls)')
      .setInputFiles({ name: 'refused.xlsx', mimeType: 'application/octet-stream', buffer: file });
    const preview = page.waitForResponse((res) => res.url().includes('/api/alumni/upload?dryRun=true'));
    await page.getByRole('button', { name: 'আপলোড করুন' }).click();
    expect((await preview).status()).toBe(200);
    const rows = page.getByRole('region', { name: '২টি সারি বাদ পড়বে' });
    await expect(rows).toContainText('সারি ২: পূর্ণ নাম দিতে হবে।');
    await expect(rows).toContainText('সারি ৩: ইমেইল সঠিক ইমেইল ঠিকানা নয়।');
    await expectNoEnglish(page, (await rows.locator('li').allTextContents()).join(' '));

    // A PDF named as a photo: the API refuses its bytes, and says so in Bengali.
    await page.goto('/admin/photoUpload');
    await page.getByLabel(/^শিরোনাম/).fill('ভুল ফাইল');
    await page
      .getByLabel(/^ছবি/)
      .setInputFiles({ name: 'campus.png', mimeType: 'image/png', buffer: makePdf('Not a photo') });
    const upload = page.waitForResponse((res) => res.url().endsWith('/api/photo/upload'));
    await page.getByRole('button', { name: 'আপলোড', exact: true }).click();
    expect((await upload).status()).toBe(415);
    // Beside the form (and in a toast too).
    const uploadAlert = page
      .getByRole('alert')
      .filter({ hasText: 'ছবিটি অবশ্যই JPEG, PNG, GIF বা WebP ফাইল হতে হবে।' })
      .first();
    await expect(uploadAlert).toBeVisible();
    await expectNoEnglish(page, (await uploadAlert.textContent()) ?? '');

    // A link the form lets through but the API refuses (no host after https://).
    await page.goto('/admin/journal');
    const form = page.getByRole('form', { name: 'নতুন প্রকাশনা যোগ করুন' });
    await form.getByLabel(/^শিরোনাম/).fill(`লিংক পরীক্ষা ${stamp()}`);
    await form.getByLabel(/^লেখক/).fill('A. Author');
    await form.getByLabel(/^প্রকাশের তারিখ/).fill('2026-01-05');
    await form.getByLabel(/^বিষয়/).fill('Research');
    await form.getByLabel('পাঠকেরা কোথায় পড়বেন').selectOption('link');
    await form.getByLabel(/^লিংক/).fill('https:///evil.example');
    const saved = page.waitForResponse((res) => res.url().endsWith('/api/publications'));
    await form.getByRole('button', { name: 'প্রকাশনা যোগ করুন' }).click();
    const refused = await saved;
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe('LINK_NOT_ALLOWED');
    const linkAlert = page.getByRole('alert').filter({ hasText: 'লিংক: এই লিংক এখানে দেওয়া যাবে না।' }).first();
    await expect(linkAlert).toBeVisible();
    await expectNoEnglish(page, (await linkAlert.textContent()) ?? '');
  });
}
