// The page editor as the college's office uses it: on a 360 px phone in the Bengali portal and on a
// 1366 px laptop in the English one. The Pages list names the page in the portal's language, the
// heading names the page, Preview pressed from the sticky bar far down comes into view (English and
// Bengali, both framed, neither wider than the phone), a save refused because the same account saved
// in another tab says so in a dialog with Dhaka time, the draft says who saved it, Publish shows what
// changes first, and leaving with unsaved changes asks: the browser's Back, a link, closing the tab.
// After a save, one Back leaves with no question.
import {
  answeringTaps,
  expect,
  expectNoSideways,
  loginAs,
  putBackSeed,
  staffAccount,
  test,
  type Page,
} from '../fixtures';

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Publishes the page's first revision again (the seeded text): other journeys read the seed. */
/**
 * Whether the editor holds the browser's Back (an unsaved edit): its extra history entry is there.
 * A Back pressed before the editor has put it there (or taken it away) would test nothing.
 */
const backHeld = (page: Page, held: boolean) =>
  page.waitForFunction(
    (want) => ((window.history.state as Record<string, unknown> | null)?.gsvmcUnsavedEdit === true) === want,
    held,
  );

/** A date and a time in Dhaka as the portal writes them: "2026 Nov 27 at 15:11" or "২৭ নভেম্বর, ২০২৬, ১৫:১১". */
const EN_WHEN = String.raw`\d{4} \w{3} \d{1,2} at \d\d:\d\d \(Dhaka time\)`;
const BN_WHEN = String.raw`[০-৯]{1,2} \S+, [০-৯]{4}, [০-৯]{2}:[০-৯]{2}-এ \(ঢাকার সময়\)`;

/** What the clerk reads, in the portal's language. */
const WORDS = {
  en: {
    pages: 'Pages',
    breadcrumb: /breadcrumb/i,
    edit: (name: string) => `Edit: ${name}`,
    text: /^Text/,
    saveDraft: 'Save draft',
    savedByYou: new RegExp(`Draft saved by you on ${EN_WHEN}\\.`),
    savedNotPublished: /Saved; not published yet\. Draft saved by you/,
    notPublishedYet: /^Saved; not published yet\./,
    publishedNow: /^Published: visitors see this\./,
    preview: 'Preview',
    previewTitle: 'Preview of the saved draft',
    phoneFrame: 'Preview at phone width',
    desktopFrame: 'Preview at desktop width',
    otherTab: 'Bengali (বাংলা)',
    publish: 'Publish',
    conflict: 'Not saved: this page was saved after you opened it',
    conflictByYou: new RegExp(
      `You saved this page in another tab or window on ${EN_WHEN}, after this tab opened it\\.`,
    ),
    keepMine: 'Keep mine and save it over theirs',
    publishTitle: 'Publish these changes?',
    changedText: 'Changed: Text (block 1)',
    cancel: 'Cancel',
    leaveTitle: 'Leave without saving?',
    leaveQuestion: 'Your changes on this page are not saved.',
    stay: 'Stay and keep editing',
    leave: 'Leave this page',
  },
  bn: {
    pages: 'পাতাসমূহ',
    breadcrumb: 'অবস্থান',
    edit: (name: string) => `সম্পাদনা: ${name}`,
    text: /^লেখা \(English\)/,
    saveDraft: 'খসড়া সংরক্ষণ',
    savedByYou: new RegExp(`খসড়া সংরক্ষণ করেছেন আপনি, ${BN_WHEN}।`),
    savedNotPublished: /সংরক্ষিত; এখনো প্রকাশ করা হয়নি। খসড়া সংরক্ষণ করেছেন আপনি/,
    notPublishedYet: /^সংরক্ষিত; এখনো প্রকাশ করা হয়নি।/,
    publishedNow: /^প্রকাশিত: দর্শনার্থীরা এটিই দেখছেন।/,
    preview: 'প্রিভিউ',
    previewTitle: 'সংরক্ষিত খসড়ার প্রিভিউ',
    phoneFrame: 'ফোনের প্রস্থে প্রিভিউ',
    desktopFrame: 'ডেস্কটপের প্রস্থে প্রিভিউ',
    otherTab: 'ইংরেজি (English)',
    publish: 'প্রকাশ করুন',
    conflict: 'সংরক্ষণ হয়নি: আপনি খোলার পরে পাতাটি সংরক্ষণ করা হয়েছে',
    conflictByYou: new RegExp(`এই ট্যাবে খোলার পরে আপনি অন্য একটি ট্যাব বা উইন্ডোতে পাতাটি সংরক্ষণ করেছেন, ${BN_WHEN}।`),
    keepMine: 'আমারটি রাখুন, তাঁদেরটির ওপর সংরক্ষণ করুন',
    publishTitle: 'এই পরিবর্তনগুলো প্রকাশ করবেন?',
    changedText: 'বদলেছে: লেখা (ব্লক ১)',
    cancel: 'বাতিল',
    leaveTitle: 'সংরক্ষণ না করেই চলে যাবেন?',
    leaveQuestion: 'এই পাতায় আপনার পরিবর্তনগুলো সংরক্ষণ করা হয়নি।',
    stay: 'থাকুন, সম্পাদনা চালিয়ে যান',
    leave: 'পাতা ছেড়ে যান',
  },
} as const;

/** Switches the portal to বাংলা as a clerk does (on a phone the switch is in the menu). */
async function switchToBengali(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/auth/me') && res.request().method() === 'PATCH');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' }).click();
  expect((await saved).ok()).toBeTruthy();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'মেনু খুলুন' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
}

for (const { width, height, locale, slug, name } of [
  { width: 360, height: 780, locale: 'bn', slug: 'department-urology', name: 'ইউরোলজি' },
  { width: 1366, height: 800, locale: 'en', slug: 'department-radiology', name: 'Radiology' },
] as const) {
  const w = WORDS[locale];
  const portal = locale === 'bn' ? 'the Bengali portal' : 'the English portal';
  test.describe(`the editor's save, preview and publish at ${width} px in ${portal}`, () => {
    test.use({ viewport: { width, height } });
    test.afterEach(async ({ request }) => putBackSeed(request, `/api/pages/${slug}`));

    test('the list names the page, preview in both languages, conflict, who saved, publish summary, leaving and Back', async ({
      page,
      request,
    }) => {
      // Many steps on a busy 2-core machine: a longer budget, every step still waits for its condition.
      test.slow();
      // The Bengali run has an administrator of its own: the portal's language is saved on the account,
      // and the seeded admin is shared with the journeys that run beside this one in English.
      const own = locale === 'bn' ? await staffAccount(request, { role: 'admin', name: 'Editor flow' }) : undefined;
      await loginAs(page, request, own);
      await page.goto('/admin/pages');
      // The first page after signing in loads the admin remote: on a busy machine that has taken over
      // 10 s, so this one wait is longer.
      await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible({ timeout: 30_000 });
      if (locale === 'bn') await switchToBengali(page);
      // The Pages list names the page in the portal's language (the department's Bengali title there).
      const list = page.getByRole('table');
      await expect(list.getByRole('link', { name, exact: true })).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/pages-${width}.png` });
      await list.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/pages/${slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: w.edit(name) })).toBeVisible({ timeout: 30_000 });

      // Save: the draft says who saved it and when, in Dhaka time.
      const text = page.getByRole('textbox', { name: w.text }).first();
      const seeded = await text.inputValue();
      await text.fill(seeded.replace('teaches MBBS students', 'teaches MBBS and BDS students'));
      await page.getByRole('button', { name: w.saveDraft }).click();
      await expect(page.getByText(w.savedByYou)).toBeVisible();

      // Preview from the sticky bar with the editor scrolled to its end: the preview comes into view,
      // in the portal's language first; the other language is the other tab.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.getByRole('button', { name: w.preview, exact: true }).click();
      const heading = page.getByRole('heading', { name: w.previewTitle });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      // Not under the sticky bar (on a phone it is two rows high).
      const bar = (await page.getByRole('button', { name: w.publish, exact: true }).boundingBox())!;
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      const englishPhone = page.frameLocator(`iframe[title="${w.phoneFrame} (English)"]`);
      // The Bengali preview is framed as the English one is (same-origin frame-ancestors), in Bengali.
      const bengaliPhone = page.frameLocator(`iframe[title="${w.phoneFrame} (বাংলা)"]`);
      const expectBengaliFramed = async () => {
        await expect(bengaliPhone.locator('html')).toHaveAttribute('lang', 'bn');
        await expect(bengaliPhone.getByRole('main')).toBeVisible();
        await expect(page.frameLocator(`iframe[title="${w.desktopFrame} (বাংলা)"]`).locator('main')).toBeVisible();
      };
      if (locale === 'bn') {
        await expectBengaliFramed();
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/preview-${width}.png` });
        await page.getByRole('tab', { name: w.otherTab }).click();
        await expect(englishPhone.getByText(/teaches MBBS and BDS students/)).toBeVisible();
      } else {
        await expect(englishPhone.getByText(/teaches MBBS and BDS students/)).toBeVisible();
        await page.getByRole('tab', { name: w.otherTab }).click();
        await expectBengaliFramed();
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/preview-${width}.png` });
      }
      await expectNoSideways(page);

      // The same account saves in another tab first: this tab's save is refused, said where the clerk is.
      const other = answeringTaps(await page.context().newPage());
      await other.goto(`/admin/pages/${slug}`);
      await other
        .getByRole('textbox', { name: w.text })
        .first()
        .fill(seeded.replace('teaches MBBS students', 'teaches students of medicine'));
      await other.getByRole('button', { name: w.saveDraft }).click();
      await expect(other.getByText(w.savedByYou)).toBeVisible();
      await text.fill(seeded.replace('teaches MBBS students', 'teaches MBBS, BDS and nursing students'));
      await page.getByRole('button', { name: w.saveDraft }).click();
      const refused = page.getByRole('dialog', { name: w.conflict });
      await expect(refused).toContainText(w.conflictByYou);
      await expect(refused).toBeInViewport();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/conflict-${width}.png` });
      await refused.getByRole('button', { name: w.keepMine }).click();
      await expect(refused).toBeHidden();
      await expect(page.getByText(w.savedNotPublished)).toBeVisible();
      await other.close();

      // Publish asks first: what changes against the live page, and who saved the draft.
      await page.getByRole('button', { name: w.publish, exact: true }).click();
      const summary = page.getByRole('dialog', { name: w.publishTitle });
      await expect(summary.getByRole('listitem')).toHaveText([w.changedText]);
      await expect(summary).toContainText(w.savedByYou);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/publish-${width}.png` });
      await summary.getByRole('button', { name: w.cancel }).click();
      await expect(page.getByText(w.notPublishedYet)).toBeVisible();
      await page.getByRole('button', { name: w.publish, exact: true }).click();
      await summary.getByRole('button', { name: w.publish }).click();
      await expect(page.getByText(w.publishedNow)).toBeVisible();

      // Leaving with unsaved changes asks. The browser's Back first: "stay" keeps the edit on screen.
      const editor = new RegExp(`/admin/pages/${slug}$`);
      await text.fill(seeded.replace('teaches MBBS students', 'teaches everyone'));
      await backHeld(page, true);
      await page.goBack();
      const leave = page.getByRole('dialog', { name: w.leaveTitle });
      await expect(leave).toContainText(w.leaveQuestion);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/leave-${width}.png` });
      await leave.getByRole('button', { name: w.stay }).click();
      await expect(leave).toBeHidden();
      await expect(page).toHaveURL(editor);
      await expect(text).toHaveValue(/teaches everyone/);

      // A link inside the portal asks too.
      const crumbs = page.getByRole('navigation', { name: w.breadcrumb });
      await crumbs.getByRole('link', { name: w.pages }).click();
      await leave.getByRole('button', { name: w.stay }).click();
      await expect(leave).toBeHidden();
      await expect(page).toHaveURL(editor);
      await expect(text).toHaveValue(/teaches everyone/);

      // So does closing the tab (the browser's own question).
      const asked = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.type());
          void dialog.dismiss();
        }),
      );
      await page.close({ runBeforeUnload: true });
      expect(await asked).toBe('beforeunload');
      await expect.poll(() => page.isClosed()).toBe(false);

      // Back again, and leave: the page before the editor, the Pages list.
      await backHeld(page, true);
      await page.goBack();
      await leave.getByRole('button', { name: w.leave }).click();
      await expect(page).toHaveURL(/\/admin\/pages$/);
      await expect(list.getByRole('link', { name, exact: true })).toBeVisible();

      // The unsaved edit was kept in this browser: opening the page again brings it back. Once it is
      // saved, one Back leaves with no question.
      await list.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(editor);
      await expect(text).toHaveValue(/teaches everyone/);
      await page.getByRole('button', { name: w.saveDraft }).click();
      await expect(page.getByText(w.savedNotPublished)).toBeVisible();
      await backHeld(page, false);
      await page.goBack();
      await expect(page).toHaveURL(/\/admin\/pages$/);
      await expect(list.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(leave).toBeHidden();
    });
  });
}
