// The not-found and not-authorised pages. Their titles are the site server's too (routes/pageTable.mjs
// NOT_FOUND_TITLE and the /unauthorized entry): app/titles.test.tsx keeps the two in agreement.
import { defineMessages } from '@gsvmc/shared-kit';

export const errorMessages = defineMessages(
  {
    notFoundTitle: 'Page not found',
    notFoundText: 'There is no page at {path}. Try the {home} or the menu above.',
    homePage: 'home page',
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
    unauthorizedTitle: 'অনুমতি নেই',
    adminsOnly: 'এই অংশটি শুধু প্রশাসকদের জন্য।',
    signedInWayOut: 'আপনার {profile} অথবা {home} দেখুন।',
    profile: 'প্রোফাইল',
    visitorWayOut: 'প্রশাসকের অ্যাকাউন্ট দিয়ে {login}, অথবা {home} দেখুন।',
    logIn: 'লগইন করুন',
  },
);
