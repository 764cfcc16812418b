// Words of this remote's shared building blocks (content blocks, badges, the content page's states)
// and of the crumbs every page starts with.
import { defineMessages } from '@gsvmc/shared-kit';

export const uiMessages = defineMessages(
  {
    home: 'Home',
    sampleEntry: 'Sample entry',
    placeholder: 'Placeholder',
    loadingPage: 'Loading the page...',
    pageFailed: 'Failed to load this page. Please try again later.',
    position: 'Position: ',
    department: 'Department: ',
    registration: 'Registration',
    mobile: 'Mobile',
    email: 'Email',
    photoOf: ({ name }: { name: string }) => `Photo of ${name}`,
    partlyEnglish: 'Parts of this page have no Bengali translation yet and are shown in English.',
  },
  {
    home: 'প্রথম পাতা',
    sampleEntry: 'নমুনা তথ্য',
    placeholder: 'অস্থায়ী তথ্য',
    loadingPage: 'পাতাটি লোড হচ্ছে...',
    pageFailed: 'পাতাটি লোড করা যায়নি। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
    position: 'পদ: ',
    department: 'বিভাগ: ',
    registration: 'নিবন্ধন নম্বর',
    mobile: 'মোবাইল',
    email: 'ইমেইল',
    photoOf: ({ name }) => `${name}-এর ছবি`,
    partlyEnglish: 'এই পাতার কিছু অংশের বাংলা অনুবাদ এখনো যোগ করা হয়নি; সেগুলো ইংরেজিতে দেখানো হলো।',
  },
);
