// The search page's words in English and Bengali; counts in the page's digits.
import { defineMessages, formatNumber } from '@gsvmc/shared-kit';

const bn = (n: number) => formatNumber(n, 'bn');

export const searchMessages = defineMessages(
  {
    title: 'Search',
    sectionPages: 'Pages',
    sectionOf: ', section: ',
    sectionNotices: 'Notices',
    sectionFaculty: 'Faculty',
    sectionDepartments: 'Departments',
    sectionAlumni: 'Alumni',
    prompt: "Type a word to search the college's pages, notices, faculty, departments and alumni.",
    failed: 'Search failed',
    tooLong: ({ max }: { max: number }) => `The search words are too long: please use at most ${max} characters.`,
    searching: 'Searching...',
    noResults: ({ q }: { q: string }) => `No results for “${q}”`,
    approximate: ({ q, n }: { q: string; n: number }) =>
      `No exact matches for “${q}”; showing ${n} close ${n === 1 ? 'match' : 'matches'}.`,
    results: ({ q, n }: { q: string; n: number }) => `${n} ${n === 1 ? 'result' : 'results'} for “${q}”`,
    sectionHeading: ({ heading, n }: { heading: string; n: number }) => `${heading} (${n})`,
    form: 'Search the site',
    label: 'Search pages, notices, faculty, departments and alumni',
    submit: 'Search',
  },
  {
    title: 'অনুসন্ধান',
    sectionPages: 'পাতা',
    sectionOf: ', অংশ: ',
    sectionNotices: 'নোটিশ',
    sectionFaculty: 'শিক্ষক',
    sectionDepartments: 'বিভাগ',
    sectionAlumni: 'প্রাক্তন শিক্ষার্থী',
    prompt: 'কলেজের পাতা, নোটিশ, শিক্ষক, বিভাগ ও প্রাক্তন শিক্ষার্থীদের মধ্যে খুঁজতে একটি শব্দ লিখুন।',
    failed: 'অনুসন্ধান করা যায়নি',
    tooLong: ({ max }) => `খোঁজার শব্দগুলো অনেক লম্বা: সর্বোচ্চ ${bn(max)} অক্ষর লিখুন।`,
    searching: 'খোঁজা হচ্ছে...',
    noResults: ({ q }) => `“${q}”-এর জন্য কোনো ফলাফল পাওয়া যায়নি`,
    approximate: ({ q, n }) => `“${q}”-এর হুবহু কোনো মিল পাওয়া যায়নি; কাছাকাছি ${bn(n)}টি ফলাফল দেখানো হচ্ছে।`,
    results: ({ q, n }) => `“${q}”-এর জন্য ${bn(n)}টি ফলাফল`,
    sectionHeading: ({ heading, n }) => `${heading} (${bn(n)})`,
    form: 'সাইটে খুঁজুন',
    label: 'পাতা, নোটিশ, শিক্ষক, বিভাগ ও প্রাক্তন শিক্ষার্থী খুঁজুন',
    submit: 'খুঁজুন',
  },
);
