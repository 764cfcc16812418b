// The staff's alumni tools (template, import with its preview, the rows refused, edit and delete) are
// fetched only by staff: a visitor of the alumni directory, in English or Bengali, downloads none of
// their code. The words are checked in every script the visit loads; the same words, in the page's
// language, must then turn up when an admin opens the page, so the check cannot pass by looking for words
// the tools no longer say.
import { expect, loginAs, scriptsOfVisit, test } from '../fixtures';

/** Sentences only the staff's alumni tools say, in both languages (their catalog: staff.messages.ts). */
const STAFF_WORDS = [
  'Download Template',
  'Manage alumni records',
  'nothing is saved until you press Import',
  'Import history (undo an import)',
  'Are you sure you want to delete the record of',
  'Alumni record updated',
  'টেমপ্লেট ডাউনলোড করুন',
  'প্রাক্তন শিক্ষার্থীদের তথ্য ব্যবস্থাপনা',
  'চাপার আগে কিছুই সংরক্ষণ হবে না',
  'ইমপোর্টের ইতিহাস (কোনো ইমপোর্ট ফিরিয়ে নিন)',
  'মুছে ফেলতে চান',
  'প্রাক্তন শিক্ষার্থীর তথ্য হালনাগাদ হয়েছে',
];

const wordsIn = (scripts: Map<string, string>) =>
  STAFF_WORDS.filter((word) => [...scripts.values()].some((text) => text.includes(word)));

test.describe('the alumni directory carries no staff code to visitors', () => {
  // Each page's search box hint, in its own language: a page's code carries its own language's words.
  for (const [path, hint] of [
    ['/alumniTable', 'Name, company or location'],
    ['/bn/alumniTable', 'নাম, প্রতিষ্ঠান বা অবস্থান'],
  ] as const) {
    test(`a visitor of ${path} downloads none of the staff's words`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(STAFF_WORDS.filter((word) => html.includes(word))).toEqual([]);

      const scripts = await scriptsOfVisit(
        page,
        () => page.goto(path),
        async () => {
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByRole('search')).toBeVisible();
        },
      );
      // The page's own code was among what was measured (its search box's hint), not only the frame's.
      expect([...scripts.values()].some((text) => text.includes(hint))).toBe(true);
      expect(wordsIn(scripts)).toEqual([]);
    });
  }

  // A page's code carries its own language's words (docs/i18n.md): the English page the English half
  // of the list, the Bengali page the Bengali half.
  for (const [path, template, language] of [
    ['/alumniTable', 'Download Template', 'en'],
    ['/bn/alumniTable', 'টেমপ্লেট ডাউনলোড করুন', 'bn'],
  ] as const) {
    test(`an admin on ${path} gets every one of those words in the page's language`, async ({ page, request }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await loginAs(page, request);
      const scripts = await scriptsOfVisit(
        page,
        () => page.goto(path),
        async () => {
          await expect(page.getByRole('button', { name: template })).toBeVisible();
        },
      );
      const half = STAFF_WORDS.length / 2;
      expect(wordsIn(scripts)).toEqual(language === 'en' ? STAFF_WORDS.slice(0, half) : STAFF_WORDS.slice(half));
    });
  }
});
