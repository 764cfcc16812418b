// Words every page of this remote uses: the breadcrumb's first step, the retry button, the connection
// hint of a failed load and the new-tab note of an outside link.
import { defineMessagesInBoth } from '@gsvmc/shared-kit';

// In both languages in every build (defineMessagesInBoth): the admin portal shows the alumni page
// (/admin/alumniUpload) in its own language, whatever the language of the build it runs in.
export const commonMessages = defineMessagesInBoth(
  {
    home: 'Home',
    retry: 'Retry',
    checkConnection: 'Please check your connection and try again.',
    opensInNewTab: ' (opens in a new tab)',
  },
  {
    home: 'প্রথম পাতা',
    retry: 'আবার চেষ্টা করুন',
    checkConnection: 'আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    opensInNewTab: ' (নতুন ট্যাবে খুলবে)',
  },
);
