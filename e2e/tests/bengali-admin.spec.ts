// The admin portal in Bengali: an administrator switches the portal to বাংলা (the sidebar
// reads in Bengali at once, after a reload, and in another browser, since the account keeps the
// choice), uploads a notice with a Bengali title and finds it on the Bengali notice board.
//
// The journey signs in with an administrator account of its own: the portal's language is saved on the
// account, and the seeded admin is shared with the journeys that run beside this one in English.
import {
  answeringTaps,
  apiToken,
  expect,
  makePdf,
  signIn,
  staffAccount,
  test,
  viewports,
  type Page,
} from '../fixtures';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'অ্যাডমিন' });

test.describe('the admin portal in Bengali', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
  });

  test('switches to বাংলা, keeps it after a reload and in another browser, and publishes a notice with a Bengali title', async ({
    page,
    request,
    browser,
  }) => {
    const admin = await staffAccount(request, { role: 'admin', name: 'Bengali admin' });
    await signIn(page, admin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Admin Dashboard' })).toBeVisible();

    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/auth/me') && res.request().method() === 'PATCH',
    );
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' }).click();
    expect((await saved).ok()).toBeTruthy();
    await expect(sidebar(page).getByRole('link', { name: 'ড্যাশবোর্ড' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'নোটিশ আপলোড' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'অ্যাডমিন ড্যাশবোর্ডে স্বাগতম' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

    await page.reload();
    await expect(sidebar(page).getByRole('link', { name: 'ড্যাশবোর্ড' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'ভাষা' }).getByRole('button', { name: 'বাংলা' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Another browser (no local storage of this one): the account says Bengali.
    const other = await browser.newContext({ viewport: viewports.desktop });
    try {
      const second = answeringTaps(await other.newPage());
      await signIn(second, admin);
      await second.goto('/admin');
      await expect(sidebar(second).getByRole('link', { name: 'ড্যাশবোর্ড' })).toBeVisible();
    } finally {
      await other.close();
    }

    // A notice in both languages, uploaded from the Bengali portal.
    const id = stamp();
    const title = `Admission test ${id}`;
    const titleBn = `ভর্তি পরীক্ষা ${id}`;
    await sidebar(page).getByRole('link', { name: 'নোটিশ আপলোড' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'নোটিশ আপলোড ও তালিকা' })).toBeVisible();
    await page
      .getByLabel(/PDF এখানে টেনে এনে ছাড়ুন/)
      .setInputFiles({ name: 'admission.pdf', mimeType: 'application/pdf', buffer: makePdf(title) });
    await page.getByLabel('শিরোনাম (ইংরেজি)').fill(title);
    await page.getByLabel('শিরোনাম (বাংলা)').fill(titleBn);
    await page.getByRole('button', { name: 'আপলোড', exact: true }).click();
    await expect(page.getByText('ফাইল সফলভাবে আপলোড হয়েছে!')).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByText(titleBn)).toBeVisible();

    await page.goto('/bn/notice');
    await expect(page.getByText(titleBn).first()).toBeVisible();

    // Leave the board as it was for the other journeys.
    const token = await apiToken(request, admin);
    const notices = (await (
      await request.get('/api/notices/admin', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as Array<{ _id: string; title: string }>;
    const mine = notices.find((n) => n.title === title);
    expect(mine).toBeDefined();
    const removed = await request.delete(`/api/notices/${mine!._id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.ok()).toBeTruthy();
  });
});
