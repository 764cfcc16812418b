// The public pages in Bengali: under /bn the server renders mf-public's pages in Bengali,
// so a visitor without JavaScript (or a search engine, or a cached copy) reads them: the page's own
// words from its catalogs, the seeded content's Bengali, numbers in Bengali digits, and, where the
// content has no translation, the English marked lang="en". Links inside the pages keep the /bn prefix.
import { expect, expectNoSideways, test, viewports } from '../fixtures';

test.describe('Bengali public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The site's very first server render after it starts can miss its 4 s deadline for the API calls
  // (cold code and database on a loaded machine) and send the notices' error state, which a page
  // without JavaScript cannot retry. These journeys may run first: one render beforehand warms it.
  test.beforeAll(async ({ request }) => {
    expect((await request.get('/bn')).status()).toBe(200);
  });

  test('/bn: the landing page reads in Bengali, with Bengali digits', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    const res = await page.goto('/bn');
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1, name: 'জিএসভিএমসি — প্রথম পাতা' })).toBeAttached();
    await expect(page.getByText('সাভারে একটি কমিউনিটিভিত্তিক মেডিকেল কলেজ')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'নোটিশ বোর্ড' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /অধ্যক্ষের বাণী/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'কলেজ পরিচিতি' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'ফটো গ্যালারি' })).toBeVisible();
    // Key figures in Bengali digits.
    await expect(page.getByText('৫ + ১', { exact: true })).toBeVisible();
    await expect(page.getByText('১৭', { exact: true })).toBeVisible();
    // The notice teasers' dates in Bengali ("২২ নভেম্বর, ২০২৬"), and links that stay in Bengali.
    await expect(page.locator('#landing-notices time').first()).toHaveText(/^[০-৯]{1,2} \S+, [০-৯]{4}$/);
    await expect(page.getByRole('link', { name: 'সব নোটিশ দেখুন' })).toHaveAttribute('href', '/bn/notice');
    await expect(page.getByRole('link', { name: 'জিএসভিএমসি সম্পর্কে আরও পড়ুন' })).toHaveAttribute('href', '/bn/about');
  });

  test('/bn/admission: the rules and GPA thresholds in Bengali', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    const res = await page.goto('/bn/admission');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'ভর্তি' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'দেশীয় শিক্ষার্থী' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'বিদেশি শিক্ষার্থী' })).toBeVisible();
    await expect(page.getByText(/মোট জিপিএ ৭ থাকতে হবে, প্রতিটিতে অন্তত ৩/)).toBeVisible();
    await expect(page.getByText(/জীববিজ্ঞানে অন্তত ৩\.৫/)).toBeVisible();
    // Fully translated: no English marked, no note about it.
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'এখনই আবেদন করুন' })).toHaveAttribute(
      'href',
      '/bn/notice?category=admission',
    );
  });

  test('/bn/about: Bengali tabs and headings, and the untranslated story marked as English', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    const res = await page.goto('/bn/about');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'জিএসভিএমসি পরিচিতি' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'এক নজরে জিএসভিএমসি' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'গ্রামীণ স্বাস্থ্যকেন্দ্র' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'ডা. জাফরুল্লাহ চৌধুরী: জিএসভিএমসির রূপকার' })).toBeVisible();
    // The founder's story has no Bengali yet: it shows in English, each paragraph marked lang="en".
    const story = page.locator('p[lang="en"]', { hasText: 'was a physician' });
    await expect(story).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(/কিছু অংশের বাংলা অনুবাদ এখনো যোগ করা হয়নি/);
    // The other tabs are in the HTML too (hidden until chosen), in Bengali with Bengali digits.
    await expect(page.getByText('প্রতি বছর ৫০ জন এমবিবিএস শিক্ষার্থী ভর্তি হন')).toBeAttached();
  });

  test('/bn/contact: the office hours and offices in Bengali', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/bn/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'যোগাযোগ করুন' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'অফিস সময়' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /প্রধান কার্যালয়/ })).toBeVisible();
  });

  test('/bn/journal: Bengali words and dates around the English records, and a filter that stays in Bengali', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.mobile);
    expect((await page.goto('/bn/journal'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'জার্নাল' })).toBeVisible();
    const recent = page.getByRole('region', { name: 'সাম্প্রতিক প্রকাশনা' });
    await expect(recent.locator('time').first()).toHaveText(/^[০-৯]{1,2} \S+, [০-৯]{4}$/);
    await expect(recent.getByText('Sample article: oral health screening in rural schools')).toHaveAttribute(
      'lang',
      'en',
    );
    await page.getByRole('link', { name: 'সব প্রকাশনা দেখুন' }).click();
    await expect(page).toHaveURL(/\/bn\/journal\/publications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'সব প্রকাশনা' })).toBeVisible();
    // Without JavaScript the category filter is a plain GET form: its answer is the Bengali page too.
    await page.getByLabel('বিষয়').selectOption('Dentistry');
    await page.getByRole('button', { name: 'দেখুন' }).click();
    await expect(page).toHaveURL(/\/bn\/journal\/publications\?category=Dentistry$/);
    await expect(page.getByText('পাতা ১ / ১ · মোট ১টি প্রকাশনা')).toBeVisible();
  });
});

test('/bn pages fit a phone: no Bengali text wider than the screen', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  for (const path of ['/bn', '/bn/about', '/bn/admission', '/bn/contact', '/bn/journal', '/bn/journal/publications']) {
    await page.goto(path);
    await expectNoSideways(page, path);
  }
});

// The base style names the Bengali faces first in Bengali (shared-kit/src/theme/globalCss.ts), so a
// Bengali page's text needs no font search letter by letter; English keeps its Latin faces first, in an
// English page and in an English word inside a Bengali page.
test('Bengali text names the Bengali faces first, English text the Latin ones', async ({ page }) => {
  const firstFace = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily.split(',')[0]?.trim());
  await page.goto('/bn');
  expect(await firstFace('body')).toMatch(/Noto Sans Bengali/);
  expect(await firstFace('h2')).toMatch(/Noto Serif Bengali/);
  expect(await firstFace('header a[lang="en"]')).toBe('system-ui');
  await page.goto('/');
  expect(await firstFace('body')).toBe('system-ui');
  expect(await firstFace('h2')).toBe('Georgia');
  expect(await firstFace('header a[lang="bn"]')).toMatch(/Noto Sans Bengali/);
});
