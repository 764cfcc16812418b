// mf-public's pages as the site's server writes them into <head> before any code runs: title and
// description in both languages, and the first API call for a preload hint, made by the same function
// as the endpoint's `query` so the hint and the browser's request are one address. The build writes
// this to dist/page-heads.json (scripts/write-page-heads.mjs) and the server reads it from this remote's
// deployment: changing a title or a first request here needs no change to the shell.
import { JOURNAL_FEATURED_COUNT, JOURNAL_PAGE_SIZE } from '@gsvmc/shared-types';
import { SITE_DESCRIPTION, type PageHeads } from '@gsvmc/shared-kit/pageHeads';
import { journalPublicationsUrl, latestNoticesRequest } from '@gsvmc/shared-kit/requests';

export const PAGE_HEADS = {
  LandingPage: {
    title: { en: 'Home', bn: 'প্রথম পাতা' },
    description: SITE_DESCRIPTION,
    firstCall: latestNoticesRequest(),
  },
  AboutPage: {
    title: { en: 'About GSVMC', bn: 'জিএসভিএমসি পরিচিতি' },
    description: {
      en: 'How GSVMC came to be, its community-based mission and its place in Gonoshasthaya Kendra.',
      bn: 'জিএসভিএমসি কীভাবে গড়ে উঠল, এর সমাজভিত্তিক লক্ষ্য এবং গণস্বাস্থ্য কেন্দ্রে এর স্থান।',
    },
  },
  DepartmentsPage: {
    title: { en: 'Academic Departments', bn: 'একাডেমিক বিভাগসমূহ' },
    description: {
      en: 'The academic departments of GSVMC, basic, para-clinical and clinical.',
      bn: 'জিএসভিএমসির মৌলিক, প্যারা-ক্লিনিক্যাল ও ক্লিনিক্যাল বিভাগসমূহ।',
    },
  },
  DepartmentDetailPage: {
    // Titled by the department it shows, or "Department not found" (the page's useDocumentTitle).
    title: { en: 'Department', bn: 'বিভাগ' },
    description: {
      en: 'A department of GSVMC and its faculty.',
      bn: 'জিএসভিএমসির একটি বিভাগ ও এর শিক্ষকগণ।',
    },
    ownTitle: true,
  },
  AdministrationPage: {
    title: { en: 'Administration', bn: 'প্রশাসন' },
    description: {
      en: 'The principal, the governing body and the offices that run GSVMC.',
      bn: 'অধ্যক্ষ, পরিচালনা পর্ষদ এবং জিএসভিএমসি পরিচালনাকারী দপ্তরসমূহ।',
    },
  },
  AcademicsPage: {
    title: { en: 'Academics', bn: 'শিক্ষা কার্যক্রম' },
    description: {
      en: 'The MBBS course at GSVMC: phases, subjects, community placements and examinations.',
      bn: 'জিএসভিএমসির এমবিবিএস কোর্স: পর্ব, বিষয়, কমিউনিটি প্লেসমেন্ট ও পরীক্ষা।',
    },
  },
  DentalPage: {
    title: { en: 'Dental Unit', bn: 'ডেন্টাল ইউনিট' },
    description: {
      en: 'The dental unit of GSVMC: the BDS course, its faculty and its clinics.',
      bn: 'জিএসভিএমসির ডেন্টাল ইউনিট: বিডিএস কোর্স, শিক্ষকগণ ও ক্লিনিক।',
    },
  },
  FacilitiesPage: {
    title: { en: 'Facilities', bn: 'সুযোগ-সুবিধা' },
    description: {
      en: 'Hospital, library, laboratories, hostels and transport at GSVMC.',
      bn: 'জিএসভিএমসির হাসপাতাল, গ্রন্থাগার, ল্যাবরেটরি, ছাত্রাবাস ও যাতায়াত।',
    },
  },
  ContactPage: {
    title: { en: 'Contact', bn: 'যোগাযোগ' },
    description: {
      en: 'How to reach GSVMC in Savar: address, telephone, e-mail and directions.',
      bn: 'সাভারে জিএসভিএমসিতে পৌঁছানোর উপায়: ঠিকানা, টেলিফোন, ই-মেইল ও দিকনির্দেশনা।',
    },
  },
  AdmissionPage: {
    title: { en: 'Admission', bn: 'ভর্তি' },
    description: {
      en: 'Admission to GSVMC: eligibility, seats, fees and how to apply.',
      bn: 'জিএসভিএমসিতে ভর্তি: যোগ্যতা, আসন, ফি ও আবেদনের নিয়ম।',
    },
  },
  JournalPage: {
    title: { en: 'Journal', bn: 'জার্নাল' },
    description: {
      en: 'The journal of GSVMC and its recent publications.',
      bn: 'জিএসভিএমসির জার্নাল ও সাম্প্রতিক প্রকাশনা।',
    },
    firstCall: { url: journalPublicationsUrl({ limit: JOURNAL_FEATURED_COUNT, offset: 0 }) },
  },
  JournalPublicationsPage: {
    title: { en: 'All Publications', bn: 'সকল প্রকাশনা' },
    description: {
      en: 'Every publication of the GSVMC journal, newest first, by category.',
      bn: 'জিএসভিএমসি জার্নালের সকল প্রকাশনা, নতুনগুলো আগে, বিষয় অনুযায়ী।',
    },
    // The first page of every category; a filtered or later page asks for its own.
    firstCall: { url: journalPublicationsUrl({ limit: JOURNAL_PAGE_SIZE, offset: 0 }) },
  },
} satisfies PageHeads;
