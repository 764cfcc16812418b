import { defineMessages } from '@gsvmc/shared-kit';

export const filterBarMessages = defineMessages(
  {
    noFacultyMatch: 'No faculty match your search.',
    noAlumniMatch: 'No alumni match your search.',
    clearFilters: 'Clear filters',
    search: 'Search',
    show: 'Show',
  },
  {
    noFacultyMatch: 'আপনার খোঁজের সাথে মেলে এমন কোনো শিক্ষক পাওয়া যায়নি।',
    noAlumniMatch: 'আপনার খোঁজের সাথে মেলে এমন কোনো প্রাক্তন শিক্ষার্থী পাওয়া যায়নি।',
    clearFilters: 'ফিল্টার মুছে ফেলুন',
    search: 'খুঁজুন',
    show: 'দেখুন',
  },
);
