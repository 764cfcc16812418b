// The contact page's words; the details themselves are site settings (content in both languages).
import { defineMessages, defineMessagesInBoth } from '@gsvmc/shared-kit';

// The page's name in both languages in the code: compared with its published English title
// (ui/blocks/pageTitle.ts).
export const contactPageName = defineMessagesInBoth({ contactUs: 'Contact Us' }, { contactUs: 'যোগাযোগ করুন' });

export const contactMessages = defineMessages(
  {
    contact: 'Contact',
    loadingDetails: 'Loading contact details...',
    detailsFailed: 'Failed to load the contact details. Please try again later.',
    placeholderNote:
      'Details marked “Placeholder” stand in until the college publishes its contact details; they are not links.',
    address: 'Address',
    findOnMap: 'Find the campus on a map',
    opensMap: ' (opens your map application or a new tab)',
    officeHours: 'Office Hours',
    offices: 'Offices',
    phone: 'Phone',
    email: 'Email',
    followUs: 'Follow Us',
  },
  {
    contact: 'যোগাযোগ',
    loadingDetails: 'যোগাযোগের তথ্য লোড হচ্ছে...',
    detailsFailed: 'যোগাযোগের তথ্য লোড করা যায়নি। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
    placeholderNote:
      '“অস্থায়ী তথ্য” চিহ্নিত তথ্যগুলো কলেজ তার যোগাযোগের তথ্য প্রকাশ না করা পর্যন্ত সাময়িকভাবে দেওয়া হয়েছে; এগুলো লিংক নয়।',
    address: 'ঠিকানা',
    findOnMap: 'মানচিত্রে ক্যাম্পাস খুঁজুন',
    opensMap: ' (আপনার ম্যাপ অ্যাপ বা নতুন ট্যাবে খুলবে)',
    officeHours: 'অফিস সময়',
    offices: 'দপ্তরসমূহ',
    phone: 'ফোন',
    email: 'ইমেইল',
    followUs: 'আমাদের অনুসরণ করুন',
  },
);
