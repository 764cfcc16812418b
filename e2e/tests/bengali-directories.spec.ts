// The directories in Bengali (/bn/...): the notice board, the faculty directory and a profile, the
// alumni directory, the gallery and the search, server-rendered in Bengali (read here with JavaScript
// off, as a cheap phone or a search engine gets them) and still Bengali once the page runs.
import { expect, test, viewports, warm } from '../fixtures';

interface FacultyLite {
  _id: string;
  name: string;
}

/** A date as Intl writes it for Bangladesh: what the notice board's badges must read. */
const bengaliDate = (iso: string) =>
  new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dhaka' }).format(
    new Date(iso),
  );

const BENGALI_CATEGORIES = ['ভর্তি', 'পরীক্ষা', 'ফলাফল', 'একাডেমিক', 'অনুষ্ঠান', 'ছুটি', 'সাধারণ'];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/bn/notice shows Bengali dates, digits and category names from the HTML', async ({ page, request }) => {
    await warm(request, '/bn/notice');
    await page.setViewportSize(viewports.mobile);
    const res = await page.goto('/bn/notice');
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1, name: 'নোটিশ বোর্ড' })).toBeVisible();
    await expect(page).toHaveTitle(/^নোটিশ বোর্ড/);

    const badges = page.getByRole('main').locator('li time');
    expect(await badges.count()).toBeGreaterThan(2);
    for (const badge of await badges.all()) {
      const text = (await badge.textContent()) ?? '';
      // "২২ নভেম্বর, ২০২৬": Bengali digits and month, no Latin digit left.
      expect(text).toMatch(/^[০-৯]{1,2} \S+, [০-৯]{4}$/);
      expect(text).toBe(bengaliDate((await badge.getAttribute('datetime'))!));
    }
    // The seeded examination notices carry their Bengali category name.
    await expect(page.getByRole('main').locator('li').getByText('পরীক্ষা', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('main').locator('li').getByText('Examination', { exact: true })).toHaveCount(0);
    const select = page.getByLabel('নোটিশের ধরন');
    await expect(select.locator('option')).toHaveText(['সব ধরন', ...BENGALI_CATEGORIES]);
    await expect(
      page.getByRole('status').filter({ hasText: /^মোট [০-৯]+টি নোটিশের মধ্যে [০-৯]+টি দেখানো হচ্ছে$/ }),
    ).toBeVisible();
  });

  test('/bn/facultyTable and a /bn/facultyDetails/{id} read in Bengali', async ({ page, request }) => {
    await warm(request, '/bn/facultyTable');
    await page.setViewportSize(viewports.desktop);
    await page.goto('/bn/facultyTable');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1, name: 'শিক্ষকমণ্ডলী' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^অ্যানাটমি \([০-৯]+\)$/ })).toBeVisible();
    await expect(page.getByText('অধ্যাপক', { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel('শিক্ষক খুঁজুন')).toHaveAttribute('placeholder', 'নাম, পদবি, ডিগ্রি বা বিভাগ');
    // A profile link stays in Bengali: the router's basename gives it the /bn prefix in the HTML.
    const link = page.getByRole('link', { name: 'প্রোফাইল দেখুন' }).first();
    await expect(link).toHaveAttribute('href', /^\/bn\/facultyDetails\//);

    const all = (await (await request.get('/api/faculty')).json()) as FacultyLite[];
    const member = all[0]!;
    await page.goto(`/bn/facultyDetails/${member._id}`);
    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
    for (const heading of ['শিক্ষাগত যোগ্যতা', 'কর্ম অভিজ্ঞতা', 'প্রকাশনা']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText('বিভাগ', { exact: true })).toBeVisible();
    await expect(page.getByText('জন্ম তারিখ', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '← শিক্ষকদের তালিকায় ফিরে যান' })).toBeVisible();
  });

  test('/bn/search?q=anatomy shows Bengali headings and counts', async ({ page, request }) => {
    await warm(request, '/bn/search?q=anatomy');
    await page.goto('/bn/search?q=anatomy');
    await expect(page.getByRole('heading', { level: 1, name: 'অনুসন্ধান' })).toBeVisible();
    await expect(page.getByText(/^“anatomy”-এর জন্য [০-৯]+টি ফলাফল$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^শিক্ষক \([০-৯]+\)$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^বিভাগ \([০-৯]+\)$/ })).toBeVisible();
    // The department is named in Bengali, and its link stays under /bn.
    const department = page.getByRole('list', { name: 'বিভাগ' }).getByRole('link', { name: 'অ্যানাটমি' });
    await expect(department).toHaveAttribute('href', /^\/bn\/department-detail\?/);
    await expect(page.getByRole('button', { name: 'খুঁজুন' })).toBeVisible();
  });

  test('/bn/alumniTable reads in Bengali', async ({ page, request }) => {
    await warm(request, '/bn/alumniTable');
    await page.setViewportSize(viewports.desktop);
    await page.goto('/bn/alumniTable');
    await expect(page.getByRole('heading', { level: 1, name: 'প্রাক্তন শিক্ষার্থী' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'পাসের বছর' }).first()).toBeVisible();
    await expect(page.getByLabel('প্রাক্তন শিক্ষার্থী খুঁজুন')).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test('a profile opened from /bn/facultyTable stays in Bengali', async ({ page }) => {
    await page.goto('/bn/facultyTable');
    await page.getByRole('link', { name: 'প্রোফাইল দেখুন' }).first().click();
    await expect(page).toHaveURL(/\/bn\/facultyDetails\//);
    await expect(page.getByRole('heading', { level: 2, name: 'শিক্ষাগত যোগ্যতা' })).toBeVisible();
    await page.getByRole('button', { name: '← শিক্ষকদের তালিকায় ফিরে যান' }).click();
    await expect(page).toHaveURL(/\/bn\/facultyTable$/);
    await expect(page.getByRole('heading', { level: 1, name: 'শিক্ষকমণ্ডলী' })).toBeVisible();
  });

  test('the notice board filters by a Bengali category name', async ({ page, request }) => {
    await warm(request, '/bn/notice');
    await page.goto('/bn/notice');
    await page.getByLabel('নোটিশের ধরন').selectOption({ label: 'পরীক্ষা' });
    await expect(page).toHaveURL(/\/bn\/notice\?category=examination$/);
    const items = page.getByRole('list', { name: /^(পিন করা নোটিশ|.+ মাসের নোটিশ)$/ }).getByRole('listitem');
    // Every notice shown is an examination notice, its category tag named in Bengali. Polled as a whole:
    // the list may still show the unfiltered notices for a moment after the address has changed.
    await expect
      .poll(() =>
        items.evaluateAll(
          (lis) =>
            lis.length > 0 &&
            lis.every((li) =>
              [...li.querySelectorAll('*')].some((e) => e.children.length === 0 && e.textContent?.trim() === 'পরীক্ষা'),
            ),
        ),
      )
      .toBe(true);
  });

  test('the gallery’s viewer speaks Bengali', async ({ page }) => {
    await page.goto('/bn/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'ফটো গ্যালারি' })).toBeVisible();
    const tiles = page.getByRole('list', { name: 'ছবি' }).getByRole('link');
    const total = await tiles.count();
    expect(total).toBeGreaterThan(1);
    await tiles.first().click();
    const viewer = page.getByRole('dialog', { name: 'ছবি দেখার পর্দা' });
    const digits = (n: number) => String(n).replace(/[0-9]/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
    await expect(viewer).toContainText(`${digits(total)}টির মধ্যে ১`);
    await viewer.getByRole('button', { name: 'পরের ছবি' }).click();
    await expect(viewer).toContainText(`${digits(total)}টির মধ্যে ২`);
    await viewer.getByRole('button', { name: 'ছবি দেখা বন্ধ করুন' }).click();
    await expect(viewer).toBeHidden();
  });

  test('the search asks the API in Bengali and keeps its links under /bn', async ({ page }) => {
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/api/search'));
    await page.goto('/bn/search');
    await page.getByLabel('নোটিশ, শিক্ষক, বিভাগ ও প্রাক্তন শিক্ষার্থী খুঁজুন').fill('anatomy');
    await page.getByRole('button', { name: 'খুঁজুন' }).click();
    const url = new URL((await asked).url());
    expect(url.searchParams.get('q')).toBe('anatomy');
    expect(url.searchParams.get('lang')).toBe('bn');
    await expect(page).toHaveURL(/\/bn\/search\?q=anatomy$/);
    await expect(page.getByRole('heading', { level: 2, name: /^বিভাগ \([০-৯]+\)$/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'বিভাগ' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/bn\/department-detail\?/,
    );
  });
});
