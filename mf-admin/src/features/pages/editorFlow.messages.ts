// The editor's words around saving, previewing and publishing: who saved the draft and when, a save
// refused because someone saved first, the publish summary, the preview's languages and leaving with
// unsaved changes. Times are Dhaka time, said where they are shown.
import { defineMessages } from '@gsvmc/shared-kit';

type When = { date: string; time: string };

export const editorFlowMessages = defineMessages(
  {
    editOf: ({ title }: { title: string }) => `Edit: ${title}`,
    savedBy: ({ who, date, time }: When & { who: string }) =>
      `Draft saved by ${who} on ${date} at ${time} (Dhaka time).`,
    you: 'you',
    historyTimes: 'Times are Dhaka time (UTC+6).',
    conflictTitle: 'Not saved: this page was saved after you opened it',
    conflictByYou: ({ date, time }: When) =>
      `You saved this page in another tab or window on ${date} at ${time} (Dhaka time), after this tab opened it.`,
    conflictByOther: ({ who, date, time }: When & { who: string }) =>
      `${who} saved this page on ${date} at ${time} (Dhaka time), after you opened it.`,
    nothingLost: 'Nothing you typed is lost: it is still in the editor. Choose which version to keep.',
    decideLater: 'Decide later',
    publishTitle: 'Publish these changes?',
    scheduleTitle: 'Schedule these changes?',
    againstLive: 'Compared with what visitors see now:',
    neverPublished: 'Nothing of this page is published yet: all of it is new.',
    noChanges: 'Nothing differs from what visitors see now.',
    added: ({ what }: { what: string }) => `Added: ${what}`,
    changed: ({ what }: { what: string }) => `Changed: ${what}`,
    removed: ({ what }: { what: string }) => `Removed: ${what}`,
    moved: 'The order of the blocks changed',
    byOtherWarning: ({ who }: { who: string }) =>
      `${who} saved this draft, not you: make sure their work is finished before you publish it.`,
    cancel: 'Cancel',
    leaveTitle: 'Leave without saving?',
    leaveQuestion: 'Your changes on this page are not saved. If you leave now, they are kept only in this browser.',
    leave: 'Leave this page',
    stay: 'Stay and keep editing',
    previewLanguage: 'Language of the preview',
    previewEnglish: 'English',
    previewBengali: 'Bengali (বাংলা)',
    openInTab: 'Open the preview in its own tab',
  },
  {
    editOf: ({ title }) => `সম্পাদনা: ${title}`,
    savedBy: ({ who, date, time }) => `খসড়া সংরক্ষণ করেছেন ${who}, ${date}, ${time}-এ (ঢাকার সময়)।`,
    you: 'আপনি',
    historyTimes: 'সময়গুলো ঢাকার সময় (UTC+৬)।',
    conflictTitle: 'সংরক্ষণ হয়নি: আপনি খোলার পরে পাতাটি সংরক্ষণ করা হয়েছে',
    conflictByYou: ({ date, time }) =>
      `এই ট্যাবে খোলার পরে আপনি অন্য একটি ট্যাব বা উইন্ডোতে পাতাটি সংরক্ষণ করেছেন, ${date}, ${time}-এ (ঢাকার সময়)।`,
    conflictByOther: ({ who, date, time }) =>
      `আপনি খোলার পরে ${who} পাতাটি সংরক্ষণ করেছেন, ${date}, ${time}-এ (ঢাকার সময়)।`,
    nothingLost: 'আপনার লেখা কিছুই হারায়নি: সবই সম্পাদকে আছে। কোন সংস্করণ রাখবেন বেছে নিন।',
    decideLater: 'পরে ঠিক করব',
    publishTitle: 'এই পরিবর্তনগুলো প্রকাশ করবেন?',
    scheduleTitle: 'এই পরিবর্তনগুলোর প্রকাশের সময় নির্ধারণ করবেন?',
    againstLive: 'দর্শনার্থীরা এখন যা দেখছেন তার তুলনায়:',
    neverPublished: 'এই পাতার কিছুই এখনো প্রকাশ হয়নি: পুরোটাই নতুন।',
    noChanges: 'দর্শনার্থীরা এখন যা দেখছেন তার থেকে কোনো পার্থক্য নেই।',
    added: ({ what }) => `যোগ হয়েছে: ${what}`,
    changed: ({ what }) => `বদলেছে: ${what}`,
    removed: ({ what }) => `সরানো হয়েছে: ${what}`,
    moved: 'ব্লকগুলোর ক্রম বদলেছে',
    byOtherWarning: ({ who }) => `খসড়াটি সংরক্ষণ করেছেন ${who}, আপনি নন: প্রকাশের আগে নিশ্চিত হোন যে তাঁর কাজ শেষ হয়েছে।`,
    cancel: 'বাতিল',
    leaveTitle: 'সংরক্ষণ না করেই চলে যাবেন?',
    leaveQuestion: 'এই পাতায় আপনার পরিবর্তনগুলো সংরক্ষণ করা হয়নি। এখন চলে গেলে সেগুলো শুধু এই ব্রাউজারে থাকবে।',
    leave: 'পাতা ছেড়ে যান',
    stay: 'থাকুন, সম্পাদনা চালিয়ে যান',
    previewLanguage: 'প্রিভিউয়ের ভাষা',
    previewEnglish: 'ইংরেজি (English)',
    previewBengali: 'বাংলা',
    openInTab: 'প্রিভিউটি আলাদা ট্যাবে খুলুন',
  },
);
