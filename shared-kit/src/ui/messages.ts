// The kit's own words: every page's loading, error, empty and dialog controls (the table's: DataTable.messages.ts).
import { defineMessagesInBoth } from '../i18n/defineMessages';

// Whole in every words file (defineMessagesInBoth): these words sit in the kit's core, the file every
// page loads. Kept whole, it stays one file for both languages, so a visitor who switches language does
// not download its 10 KB again for the 80-190 bytes of the other language's words it would leave out
// (mf.wordsFiles.mjs; measured in docs/decisions/words-travel-together.md).
export const messages = defineMessagesInBoth(
  {
    loading: 'Loading...',
    retry: 'Retry',
    confirmTitle: 'Please confirm',
    confirmDelete: 'Delete',
    cancel: 'Cancel',
    close: 'Close',
    breadcrumb: 'Breadcrumb',
    dismissNotification: 'Dismiss notification',
    notifications: 'Notifications',
    collegeZone: 'Times are Dhaka time (UTC+6).',
  },
  {
    loading: 'লোড হচ্ছে...',
    retry: 'আবার চেষ্টা করুন',
    confirmTitle: 'নিশ্চিত করুন',
    confirmDelete: 'মুছে ফেলুন',
    cancel: 'বাতিল',
    close: 'বন্ধ করুন',
    breadcrumb: 'অবস্থান',
    dismissNotification: 'বিজ্ঞপ্তিটি সরান',
    notifications: 'বিজ্ঞপ্তি',
    collegeZone: 'সব সময় ঢাকার সময় (ইউটিসি+৬)।',
  },
);
