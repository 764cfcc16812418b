// The not-found and not-authorised pages. Their titles are the site server's too (routes/pageTable.ts
// NOT_FOUND_TITLE and the /unauthorized entry): app/titles.test.tsx keeps the two in agreement.
import { defineMessagesInBoth } from '@gsvmc/shared-kit';

// In both languages in every build (defineMessagesInBoth): the admin portal shows the not-authorised
// page in its own language.
export const errorMessages = defineMessagesInBoth(
  {
    notFoundTitle: 'Page not found',
    notFoundText: 'There is no page at {path}. Try the {home} or the menu above.',
    homePage: 'home page',
    searchSite: 'Search the site',
    searchLabel: 'Search the college’s pages, notices, faculty and departments',
    searchButton: 'Search',
    waysOn: 'Where to go next',
    wayNotices: 'Notice board',
    wayAdmission: 'Admission',
    wayFaculty: 'Faculty',
    wayDepartments: 'Departments',
    wayContact: 'Contact',
    unauthorizedTitle: 'Not authorised',
    adminsOnly: 'This area is for administrators only.',
    signedInWayOut: 'Go to your {profile} or the {home}.',
    profile: 'profile',
    visitorWayOut: 'Please {login} with an administrator account, or go to the {home}.',
    logIn: 'log in',
  },
  {
    notFoundTitle: 'পাতাটি পাওয়া যায়নি',
    notFoundText: '{path} ঠিকানায় কোনো পাতা নেই। {home} অথবা ওপরের মেনু থেকে খুঁজে দেখুন।',
    homePage: 'প্রথম পাতা',
    searchSite: 'সাইটে খুঁজুন',
    searchLabel: 'কলেজের পাতা, নোটিশ, শিক্ষক ও বিভাগ খুঁজুন',
    searchButton: 'খুঁজুন',
    waysOn: 'এরপর যেখানে যেতে পারেন',
    wayNotices: 'নোটিশ বোর্ড',
    wayAdmission: 'ভর্তি',
    wayFaculty: 'শিক্ষকমণ্ডলী',
    wayDepartments: 'বিভাগসমূহ',
    wayContact: 'যোগাযোগ',
    unauthorizedTitle: 'অনুমতি নেই',
    adminsOnly: 'এই অংশটি শুধু প্রশাসকদের জন্য।',
    signedInWayOut: 'আপনার {profile} অথবা {home} দেখুন।',
    profile: 'প্রোফাইল',
    visitorWayOut: 'প্রশাসকের অ্যাকাউন্ট দিয়ে {login}, অথবা {home} দেখুন।',
    logIn: 'লগইন করুন',
  },
);
