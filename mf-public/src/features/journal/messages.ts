// The journal page's words; the publications are English records (a Bengali page marks them so).
import { bengaliDigits, defineMessages, defineMessagesInBoth, formatNumber } from '@gsvmc/shared-kit';

// The page's name in both languages in the code: compared with its published English title
// (ui/blocks/pageTitle.ts).
export const journalPageName = defineMessagesInBoth({ journal: 'Journal' }, { journal: 'জার্নাল' });

export const journalMessages = defineMessages(
  {
    journal: 'Journal',
    recentPublications: 'Recent Publications',
    viewAll: 'View All Publications',
    allPublications: 'All Publications',
    tags: 'Tags',
    loading: 'Loading publications...',
    failed: 'Failed to load publications',
    failedDetail: 'Please check your connection and try again.',
    noPublications: 'No publications yet.',
    opensArticle: ' (opens the article)',
    pdf: ' (PDF)',
    category: 'Category',
    allCategories: 'All categories',
    show: 'Show',
    noSuchPage: ({ page }: { page: number }) => `There is no page ${page}.`,
    firstPage: 'Go to the first page',
    noneInCategory: ({ category }: { category: string }) => `No publications in ${category}.`,
    showAllCategories: 'Show all categories',
    publications: 'Publications',
    publicationsIn: ({ category }: { category: string }) => `Publications in ${category}`,
    pages: 'Pages of publications',
    previous: '← Previous',
    next: 'Next →',
    pageOf: ({ page, pages, total }: { page: number; pages: number; total: number }) =>
      `Page ${page} of ${pages} · ${total} publication${total === 1 ? '' : 's'}`,
  },
  {
    journal: 'জার্নাল',
    recentPublications: 'সাম্প্রতিক প্রকাশনা',
    viewAll: 'সব প্রকাশনা দেখুন',
    allPublications: 'সব প্রকাশনা',
    tags: 'ট্যাগ',
    loading: 'প্রকাশনাগুলো লোড হচ্ছে...',
    failed: 'প্রকাশনাগুলো লোড করা যায়নি',
    failedDetail: 'অনুগ্রহ করে ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    noPublications: 'এখনো কোনো প্রকাশনা নেই।',
    opensArticle: ' (প্রবন্ধটি খুলবে)',
    pdf: ' (PDF)',
    category: 'বিষয়',
    allCategories: 'সব বিষয়',
    show: 'দেখুন',
    noSuchPage: ({ page }) => `${bengaliDigits(page)} নম্বর পাতা নেই।`,
    firstPage: 'প্রথম পাতায় যান',
    noneInCategory: ({ category }) => `${category} বিষয়ে কোনো প্রকাশনা নেই।`,
    showAllCategories: 'সব বিষয় দেখুন',
    publications: 'প্রকাশনা',
    publicationsIn: ({ category }) => `${category} বিষয়ের প্রকাশনা`,
    pages: 'প্রকাশনার পাতাসমূহ',
    previous: '← আগের পাতা',
    next: 'পরের পাতা →',
    pageOf: ({ page, pages, total }) =>
      `পাতা ${bengaliDigits(page)} / ${bengaliDigits(pages)} · মোট ${formatNumber(total, 'bn')}টি প্রকাশনা`,
  },
);
