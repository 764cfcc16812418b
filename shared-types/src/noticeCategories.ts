// The notice categories and their names in both languages, in a module of their own: a page that
// shows notices takes only these, not the department lists and form limits beside them in constants.ts
// (a remote keeps every export that any of its pages uses, in each page that imports the module).

/**
 * Notice categories, in the order the filter shows them: what a Bangladeshi medical
 * college posts most (admission circulars, exam routines, results, class schedules, events, holiday
 * closures), with "general" for the rest and the default of notices that predate categories.
 */
export const NOTICE_CATEGORIES = [
  'admission',
  'examination',
  'results',
  'academic',
  'events',
  'holiday',
  'general',
] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];
export const NOTICE_CATEGORY_LABELS: Record<NoticeCategory, string> = {
  admission: 'Admission',
  examination: 'Examination',
  results: 'Results',
  academic: 'Academic',
  events: 'Events',
  holiday: 'Holiday',
  general: 'General',
};
/** A notice carries the "New" mark this long after its publish date. */
export const NOTICE_NEW_MS = 7 * 24 * 60 * 60 * 1000;

export const NOTICE_CATEGORY_LABELS_BN: Readonly<Record<NoticeCategory, string>> = {
  admission: 'ভর্তি',
  examination: 'পরীক্ষা',
  results: 'ফলাফল',
  academic: 'একাডেমিক',
  events: 'অনুষ্ঠান',
  holiday: 'ছুটি',
  general: 'সাধারণ',
};
