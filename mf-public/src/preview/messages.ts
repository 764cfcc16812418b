// The preview's note and states (an editor's view, drawn in the portal's language).
import { defineMessages } from '@gsvmc/shared-kit';

export const previewMessages = defineMessages(
  {
    note: 'Preview of the saved draft: visitors do not see it until it is published.',
    loadingDraft: 'Loading the draft...',
    draftFailed: 'Failed to load the draft.',
    aboutDepartment: ({ name }: { name: string }) => `About the Department of ${name}`,
  },
  {
    note: 'সংরক্ষিত খসড়ার প্রাকদর্শন: প্রকাশ না করা পর্যন্ত দর্শনার্থীরা এটি দেখতে পাবেন না।',
    loadingDraft: 'খসড়া লোড হচ্ছে...',
    draftFailed: 'খসড়া লোড করা যায়নি।',
    aboutDepartment: ({ name }) => `${name} বিভাগ সম্পর্কে`,
  },
);
