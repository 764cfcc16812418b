// The shell's words that every page may show: loading, a page that could not be loaded, the ended
// session's notice. The pages' own words are beside them (features/*/messages.ts).
import { defineMessages } from '@gsvmc/shared-kit';

export const appMessages = defineMessages(
  {
    loading: 'Loading...',
    unavailable: 'This section is temporarily unavailable',
    unavailableDetail: 'Please try again in a moment. The rest of the site keeps working.',
    retry: 'Retry',
    goHome: 'Go to the home page',
    sessionEnded: 'Your session has ended. Please log in again.',
  },
  {
    loading: 'লোড হচ্ছে...',
    unavailable: 'এই অংশটি সাময়িকভাবে পাওয়া যাচ্ছে না',
    unavailableDetail: 'একটু পরে আবার চেষ্টা করুন। সাইটের বাকি অংশ ঠিকমতো চলছে।',
    retry: 'আবার চেষ্টা করুন',
    goHome: 'প্রথম পাতায় যান',
    sessionEnded: 'আপনার সেশন শেষ হয়ে গেছে। অনুগ্রহ করে আবার লগইন করুন।',
  },
);
