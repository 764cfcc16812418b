// The admin table's own words (search, sorting, paging), in the portal's language.
import { defineMessages } from '../i18n/defineMessages';
import { bengaliDigits, formatNumber } from '../i18n/format';

export const dataTableMessages = defineMessages(
  {
    search: 'Search',
    sortBy: 'Sort by',
    asListed: 'As listed',
    aToZ: 'A to Z',
    zToA: 'Z to A',
    nothingMatches: ({ query }: { query: string }) => `Nothing matches "${query}".`,
    nothingToShow: 'Nothing to show.',
    openToEdit: ({ name }: { name: string }) => `${name}, open to edit`,
    actions: 'Actions',
    pages: ({ label }: { label: string }) => `${label}: pages`,
    range: ({ first, last, total }: { first: number; last: number; total: number }) => `${first}–${last} of ${total}`,
    previous: 'Previous',
    pageOf: ({ page, count }: { page: number; count: number }) => `Page ${page} of ${count}`,
    next: 'Next',
  },
  {
    search: 'খুঁজুন',
    sortBy: 'সাজান',
    asListed: 'তালিকার ক্রমে',
    aToZ: 'ক থেকে শেষ',
    zToA: 'শেষ থেকে ক',
    nothingMatches: ({ query }) => `"${query}"-এর সঙ্গে কিছু মেলেনি।`,
    nothingToShow: 'দেখানোর মতো কিছু নেই।',
    openToEdit: ({ name }) => `${name}, সম্পাদনা করতে খুলুন`,
    actions: 'কাজ',
    pages: ({ label }) => `${label}: পাতা`,
    range: ({ first, last, total }) =>
      `${formatNumber(total, 'bn')}টির মধ্যে ${bengaliDigits(first)}–${bengaliDigits(last)}`,
    previous: 'আগের',
    pageOf: ({ page, count }) => `পাতা ${bengaliDigits(page)} / ${bengaliDigits(count)}`,
    next: 'পরের',
  },
);
