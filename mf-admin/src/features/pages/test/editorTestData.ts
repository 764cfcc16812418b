// The Admission page's draft as the editor's tests meet it: one home for the data both test files use.
import type { PageContent, ParagraphBlock } from '@gsvmc/shared-types';

/** When Rahima saved the draft: 09:11 UTC is 15:11 in Dhaka. */
export const SAVED_AT = '2026-11-27T09:11:00.000Z';

export const paragraph = (id: string, words: string): ParagraphBlock => ({
  id,
  type: 'paragraph',
  text: { en: [{ type: 'p', children: [{ text: words }] }] },
});

/** The page's content: a heading, the rules, and (unless left out) the fees. */
export const admissionContent = (rules = 'You need a GPA of 7.5.', { fees = true } = {}): PageContent => ({
  title: { en: 'Admission', bn: 'ভর্তি' },
  blocks: [
    { id: 'h', type: 'heading', level: 2, text: { en: 'Rules' } },
    paragraph('rules', rules),
    ...(fees ? [paragraph('fees', 'Fees are paid each term.')] : []),
  ],
});

/** The draft as GET /pages/admission/draft answers it, with `over` laid on top. */
export const admissionDraft = (over: object = {}, content: PageContent = admissionContent()) => ({
  slug: 'admission',
  path: '/admission',
  content,
  version: 4,
  updatedAt: SAVED_AT,
  updatedBy: 'rahima@example.org',
  updatedByName: 'Rahima Khatun',
  unpublished: true,
  publishAt: null,
  ...over,
});
