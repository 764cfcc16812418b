// The history answers "who changed the Admission page?": a clerk (an editor) rewords the Admission
// page's first text and publishes it; more than a page of later page edits pushes that change off the
// 50 rows shown; an administrator filters the history by kind "Page", searches for a word of the change
// and finds it all the same (the server searches the whole log), named "Admission · Text block 1 ·
// English" with the words taken out and put in highlighted, and finds the clerk's sign-ins in their own
// view and not among the changes. In English at 1366 px and in the Bengali portal at 360 px.
import type { Locator } from '@playwright/test';
import {
  apiToken,
  expect,
  expectNoSideways,
  putBackSeed,
  signIn,
  staffAccount,
  test,
  type APIRequestContext,
} from '../fixtures';

const SHOTS = process.env.E2E_SHOTS_DIR;
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** Page edits made after the clerk's: more than the 50 rows the history shows at once. */
const LATER_EDITS = 55;

type Run = { text: string; href?: string };
type Block = { id: string; type: string; text?: { en: { type: string; children: Run[] }[] } };
type Draft = { version: number; content: { blocks: Block[] } };

/**
 * Saves a change to a page's draft as `token`'s account and returns the saved draft. Another journey
 * may save the same page between our read and our save: the refused save (409) is read again and
 * redone, as the editor's "Reload the newer version" would.
 */
async function saveDraft(request: APIRequestContext, token: string, slug: string, edit: (draft: Draft) => void) {
  const headers = { authorization: `Bearer ${token}` };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const draft = (await (await request.get(`/api/pages/${slug}/draft`, { headers })).json()) as Draft;
    edit(draft);
    const res = await request.put(`/api/pages/${slug}/draft`, {
      headers,
      data: { content: draft.content, version: draft.version },
    });
    if (res.status() === 409) continue;
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as Draft;
  }
  throw new Error(`the draft of ${slug} kept changing under this journey`);
}

const firstParagraph = (draft: Draft) => draft.content.blocks.find((b) => b.type === 'paragraph')!.text!.en[0]!;

/** Publishes the Admission page's first revision again (the seeded text): other journeys read it. */
const CASES = [
  {
    language: 'en' as const,
    viewport: { width: 1366, height: 900 },
    title: 'Audit log',
    views: 'What the history shows',
    changesView: 'Changes',
    signinsView: 'Sign-ins',
    entries: 'Audit entries',
    kind: 'Kind',
    page: 'Page',
    search: 'Search',
    person: 'Person',
    show: 'Show',
    clear: 'Clear',
    field: 'Admission · Text block 1 · English',
    saved: 'Saved the draft of Admission',
    signedIn: 'Signed in',
    onePage: /^Page 1 of 1 \(\d entr(y|ies)\)$/,
    morePages: /^Page 1 of ([2-9]|\d\d+) \(\d+ entries\)$/,
  },
  {
    language: 'bn' as const,
    viewport: { width: 360, height: 780 },
    title: 'অডিট লগ',
    views: 'ইতিহাসে কী দেখাবে',
    changesView: 'পরিবর্তন',
    signinsView: 'সাইন-ইন',
    entries: 'অডিট এন্ট্রি',
    kind: 'ধরন',
    page: 'পাতা',
    search: 'খুঁজুন',
    person: 'ব্যক্তি',
    show: 'দেখান',
    clear: 'মুছুন',
    field: 'ভর্তি · লেখার ব্লক ১ · ইংরেজি',
    saved: 'খসড়া সংরক্ষণ করা হয়েছে: ভর্তি',
    signedIn: 'সাইন ইন করেছেন',
    onePage: /^পাতা ১ \/ ১ \([১-৯]টি এন্ট্রি\)$/,
    morePages: /^পাতা ১ \/ ([২-৯]|[০-৯]{2,}) \([০-৯,]+টি এন্ট্রি\)$/,
  },
];

for (const c of CASES) {
  test.describe(`the history in ${c.language} at ${c.viewport.width} px`, () => {
    test.use({ viewport: c.viewport });
    test.afterEach(async ({ request }) => putBackSeed(request, '/api/pages/admission'));

    test('finds an old change to the Admission page by kind and word, shows its difference, keeps sign-ins apart', async ({
      page,
      request,
    }, testInfo) => {
      // A word no other row holds, so the search can only find this journey's change.
      const code = `HX${stamp().toUpperCase()}`;
      // Accounts the seeded admin made, their passwords set through their one-time links; the
      // administrator's portal in this case's language.
      const historian = await staffAccount(request, {
        role: 'admin',
        name: 'historian',
        language: c.language === 'bn' ? 'bn' : undefined,
      });
      const clerkAccount = await staffAccount(request, { role: 'editor', name: 'clerk' });
      const clerk = clerkAccount.email;

      // The clerk signs in (a sign-in row) and rewords the Admission page's first text, then publishes.
      const clerkToken = await apiToken(request, clerkAccount);
      // Saved and published; should another journey save the page in between, both are done again.
      let original = '';
      for (let attempt = 0; ; attempt += 1) {
        const saved = await saveDraft(request, clerkToken, 'admission', (draft) => {
          const runs = firstParagraph(draft).children;
          original = runs[0]!.text;
          expect(original).toContain(' are published on the ');
          runs[0]!.text = original.replace(' are published on the ', ' are posted on the ');
          runs.push({ text: ` Ask the office for form ${code}.` });
        });
        const published = await request.post('/api/pages/admission/publish', {
          headers: { authorization: `Bearer ${clerkToken}` },
          data: { version: saved.version },
        });
        if (published.status() === 409 && attempt < 3) continue;
        expect(published.status()).toBe(201);
        break;
      }

      // Later page edits, more than a page of the history: another page's draft saved again and again,
      // the last save putting its text back as it was.
      let physiology = '';
      for (let i = 0; i < LATER_EDITS; i += 1) {
        await saveDraft(request, clerkToken, 'department-physiology', (draft) => {
          const run = firstParagraph(draft).children[0]!;
          if (i === 0) physiology = run.text;
          run.text = i === LATER_EDITS - 1 ? physiology : `${physiology} (${i})`;
        });
      }

      await signIn(page, historian);
      await page.goto('/admin/audit');
      await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible({ timeout: 30_000 });
      const entries = page.getByRole('region', { name: c.entries });
      const rows = entries.locator(':scope > ol > li');
      const pager = (scope: Locator) => scope.getByRole('navigation').locator('span[aria-live]');

      // Kind "Page": the clerk's change is older than the 50 rows shown.
      await page.getByLabel(c.kind).selectOption({ label: c.page });
      await page.getByRole('button', { name: c.show, exact: true }).click();
      await expect(pager(entries)).toHaveText(c.morePages);
      await expect(rows).toHaveCount(50);
      await expect(entries).not.toContainText(code);

      // Searching finds it all the same, on one page: the save and the publish that carried the word
      // (and any later save of the page by a journey running beside this one, whose before holds it).
      await page.getByLabel(c.search, { exact: true }).fill(code.toLowerCase());
      await page.getByRole('button', { name: c.show, exact: true }).click();
      await expect(pager(entries)).toHaveText(c.onePage);
      const change = rows.filter({ hasText: c.field }).filter({ has: page.locator('ins', { hasText: code }) });
      await expect(change).toHaveCount(1);
      await expect(change).toContainText(clerk);
      await expect(change.getByText(c.saved, { exact: true })).toBeVisible();
      // The difference: the word taken out struck through, the words put in marked as added.
      await expect(change.locator('del')).toHaveText([/published/]);
      await expect(change.locator('ins').filter({ hasText: 'posted' })).toHaveCount(1);
      await expect(change.locator('ins').filter({ hasText: code })).toHaveCount(1);
      await change.scrollIntoViewIfNeeded();
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`history-${c.language}-${c.viewport.width}.png`) });
      if (SHOTS) await change.screenshot({ path: `${SHOTS}/history-${c.language}-${c.viewport.width}.png` });

      // The clerk's sign-in is not among the changes, but in the sign-ins' own view.
      await page.getByRole('button', { name: c.clear, exact: true }).click();
      await page.getByLabel(c.person).selectOption({ label: clerk });
      await page.getByRole('button', { name: c.show, exact: true }).click();
      await expect(rows.first()).toContainText(clerk);
      await expect(pager(entries)).toHaveText(c.morePages);
      await expect(entries).not.toContainText(c.signedIn);
      await page.getByRole('group', { name: c.views }).getByRole('button', { name: c.signinsView }).click();
      const signins = page.getByRole('region', { name: c.signinsView });
      const signin = signins.locator(':scope > ol > li');
      await expect(signin).toHaveCount(1);
      await expect(signin).toContainText(clerk);
      await expect(signin.getByText(c.signedIn, { exact: true })).toBeVisible();
      await expectNoSideways(page);
    });
  });
}
