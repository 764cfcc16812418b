import { defineMessagesInBoth } from '@gsvmc/shared-kit';

// In both languages in every build (defineMessagesInBoth): the admin portal shows the alumni page
// (/admin/alumniUpload) in its own language, whatever the language of the build it runs in.
export const filterBarMessages = defineMessagesInBoth(
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
