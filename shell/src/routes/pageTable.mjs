// THE route-to-page table, one module for the browser and the
// site's server: the browser's route table (routeTable.tsx) makes its remote routes from it, and the
// server (shell/server/) reads it to write each route's <title>, description, Open Graph tags and
// preload hints into index.html. Plain ESM with a .d.mts beside it, so that `node` loads it without a
// build step and TypeScript checks every use.
//
// `api` is the page's first public API call, relative to `apiBaseUrl` (`:id` is filled from the path),
// exactly as the page's RTK Query endpoint asks for it: the server's preload hint must match the
// browser's later request (URL and credentials mode) or the browser fetches it twice.
// `apiCredentials` is the endpoint's `credentials` option when it sets one (notices use 'include').

export const SITE_NAME = 'GSVMC';
export const SITE_TITLE = 'GSVMC — Gonoshasthaya Samaj Vittik Medical College';
export const SITE_DESCRIPTION =
  'Gonoshasthaya Samaj Vittik Medical College (GSVMC), Savar: a community-based medical college with a dental unit. Notices, faculty, departments, admission and more.';
export const SITE_TITLE_BN = 'জিএসভিএমসি — গণস্বাস্থ্য সমাজভিত্তিক মেডিকেল কলেজ';
export const SITE_DESCRIPTION_BN =
  'গণস্বাস্থ্য সমাজভিত্তিক মেডিকেল কলেজ (জিএসভিএমসি), সাভার: ডেন্টাল ইউনিটসহ একটি সমাজভিত্তিক মেডিকেল কলেজ। নোটিশ, শিক্ষক, বিভাগ, ভর্তি ও আরও অনেক কিছু।';
/** The not-found page's title in each language. */
export const NOT_FOUND_TITLE = { en: 'Page not found', bn: 'পাতাটি পাওয়া যায়নি' };

/** @type {readonly import('./pageTable.d.mts').PageEntry[]} */
export const PUBLIC_PAGES = [
  {
    path: '/',
    page: 'mf_public/LandingPage',
    title: 'Home',
    titleBn: 'প্রথম পাতা',
    descriptionBn: SITE_DESCRIPTION_BN,
    description: SITE_DESCRIPTION,
    api: 'notices',
    apiCredentials: 'include',
  },
  {
    path: '/notice',
    page: 'mf_directories/NoticeBoardPage',
    title: 'Notice Board',
    titleBn: 'নোটিশ বোর্ড',
    descriptionBn: 'জিএসভিএমসির নোটিশ, বিজ্ঞপ্তি ও ভর্তির খবর, নতুনগুলো আগে, প্রতিটির সাথে পিডিএফ।',
    description: 'Notices, circulars and admission news from GSVMC, newest first, each with its PDF.',
    // The board's first page (mf-directories noticesApi: getNoticePages, 20 at a time).
    api: 'notices?limit=20&offset=0',
  },
  {
    // One notice as text (mf-directories NoticePage). The server render's head carries the notice's
    // own title (`ownTitle`: the page's useDocumentTitle), "Notice" only when it was not rendered.
    path: '/notice/:id',
    page: 'mf_directories/NoticePage',
    ownTitle: true,
    title: 'Notice',
    titleBn: 'নোটিশ',
    descriptionBn: 'জিএসভিএমসির একটি নোটিশ: এর পুরো লেখা, প্রকাশের তারিখ ও ধরন, সাথে স্বাক্ষরিত পিডিএফ।',
    description: 'A GSVMC notice: its full text, date and category, with the signed PDF to download.',
    // mf-directories noticesApi: getNotice.
    api: 'notices/:id',
  },
  {
    path: '/facultyTable',
    page: 'mf_directories/FacultyDirectoryPage',
    title: 'Faculty Directory',
    titleBn: 'শিক্ষকমণ্ডলী',
    descriptionBn: 'বিভাগ অনুযায়ী জিএসভিএমসির শিক্ষকগণ: নাম, পদবি ও যোগ্যতা।',
    description: 'The teachers of GSVMC by department: names, designations and qualifications.',
    api: 'faculty',
  },
  {
    path: '/facultyDetails/:id',
    page: 'mf_directories/FacultyDetailPage',
    title: 'Faculty Profile',
    titleBn: 'শিক্ষকের পরিচিতি',
    descriptionBn: 'জিএসভিএমসির একজন শিক্ষক: বিভাগ, পদবি, যোগ্যতা ও অভিজ্ঞতা।',
    description: 'A GSVMC faculty member: department, designation, qualifications and experience.',
    api: 'faculty/:id',
  },
  {
    path: '/alumniTable',
    page: 'mf_directories/AlumniDirectoryPage',
    title: 'Alumni Directory',
    titleBn: 'প্রাক্তন শিক্ষার্থী',
    descriptionBn: 'ব্যাচ অনুযায়ী জিএসভিএমসির স্নাতকগণ এবং তাঁরা এখন কোথায় কর্মরত।',
    description: 'Graduates of GSVMC by batch, with where they work now.',
    api: 'alumni',
  },
  {
    path: '/gallery',
    page: 'mf_directories/GalleryPage',
    title: 'Photo Gallery',
    titleBn: 'ফটো গ্যালারি',
    descriptionBn: 'জিএসভিএমসির ক্যাম্পাস জীবন, অনুষ্ঠান ও হাসপাতালের ছবি।',
    description: 'Photographs of campus life, events and the hospital at GSVMC.',
    api: 'photo',
  },
  {
    path: '/about',
    page: 'mf_public/AboutPage',
    title: 'About GSVMC',
    titleBn: 'জিএসভিএমসি পরিচিতি',
    descriptionBn: 'জিএসভিএমসি কীভাবে গড়ে উঠল, এর সমাজভিত্তিক লক্ষ্য এবং গণস্বাস্থ্য কেন্দ্রে এর স্থান।',
    description: 'How GSVMC came to be, its community-based mission and its place in Gonoshasthaya Kendra.',
  },
  {
    path: '/departments',
    page: 'mf_public/DepartmentsPage',
    title: 'Academic Departments',
    titleBn: 'একাডেমিক বিভাগসমূহ',
    descriptionBn: 'জিএসভিএমসির মৌলিক, প্যারা-ক্লিনিক্যাল ও ক্লিনিক্যাল বিভাগসমূহ।',
    description: 'The academic departments of GSVMC, basic, para-clinical and clinical.',
  },
  {
    // Titled by the department it shows, or "Department not found" (the page's useDocumentTitle).
    path: '/department-detail',
    page: 'mf_public/DepartmentDetailPage',
    ownTitle: true,
    title: 'Department',
    titleBn: 'বিভাগ',
    descriptionBn: 'জিএসভিএমসির একটি বিভাগ ও এর শিক্ষকগণ।',
    description: 'A department of GSVMC and its faculty.',
  },
  {
    path: '/administration',
    page: 'mf_public/AdministrationPage',
    title: 'Administration',
    titleBn: 'প্রশাসন',
    descriptionBn: 'অধ্যক্ষ, পরিচালনা পর্ষদ এবং জিএসভিএমসি পরিচালনাকারী দপ্তরসমূহ।',
    description: 'The principal, the governing body and the offices that run GSVMC.',
  },
  {
    path: '/academics',
    page: 'mf_public/AcademicsPage',
    title: 'Academics',
    titleBn: 'শিক্ষা কার্যক্রম',
    descriptionBn: 'জিএসভিএমসির এমবিবিএস কোর্স: পর্ব, বিষয়, কমিউনিটি প্লেসমেন্ট ও পরীক্ষা।',
    description: 'The MBBS course at GSVMC: phases, subjects, community placements and examinations.',
  },
  {
    path: '/dental',
    page: 'mf_public/DentalPage',
    title: 'Dental Unit',
    titleBn: 'ডেন্টাল ইউনিট',
    descriptionBn: 'জিএসভিএমসির ডেন্টাল ইউনিট: বিডিএস কোর্স, শিক্ষকগণ ও ক্লিনিক।',
    description: 'The dental unit of GSVMC: the BDS course, its faculty and its clinics.',
  },
  {
    path: '/facilities',
    page: 'mf_public/FacilitiesPage',
    title: 'Facilities',
    titleBn: 'সুযোগ-সুবিধা',
    descriptionBn: 'জিএসভিএমসির হাসপাতাল, গ্রন্থাগার, ল্যাবরেটরি, ছাত্রাবাস ও যাতায়াত।',
    description: 'Hospital, library, laboratories, hostels and transport at GSVMC.',
  },
  {
    path: '/contact',
    page: 'mf_public/ContactPage',
    title: 'Contact',
    titleBn: 'যোগাযোগ',
    descriptionBn: 'সাভারে জিএসভিএমসিতে পৌঁছানোর উপায়: ঠিকানা, টেলিফোন, ই-মেইল ও দিকনির্দেশনা।',
    description: 'How to reach GSVMC in Savar: address, telephone, e-mail and directions.',
  },
  {
    path: '/admission',
    page: 'mf_public/AdmissionPage',
    title: 'Admission',
    titleBn: 'ভর্তি',
    descriptionBn: 'জিএসভিএমসিতে ভর্তি: যোগ্যতা, আসন, ফি ও আবেদনের নিয়ম।',
    description: 'Admission to GSVMC: eligibility, seats, fees and how to apply.',
  },
  {
    path: '/journal',
    page: 'mf_public/JournalPage',
    title: 'Journal',
    titleBn: 'জার্নাল',
    descriptionBn: 'জিএসভিএমসির জার্নাল ও সাম্প্রতিক প্রকাশনা।',
    description: 'The journal of GSVMC and its recent publications.',
    // shared-kit journalApi: getJournalPublications, the newest three.
    api: 'publications?limit=3&offset=0',
  },
  {
    path: '/journal/publications',
    page: 'mf_public/JournalPublicationsPage',
    title: 'All Publications',
    titleBn: 'সকল প্রকাশনা',
    description: 'Every publication of the GSVMC journal, newest first, by category.',
    descriptionBn: 'জিএসভিএমসি জার্নালের সকল প্রকাশনা, নতুনগুলো আগে, বিষয় অনুযায়ী।',
    // The first page of every category; a filtered or later page asks for its own.
    api: 'publications?limit=10&offset=0',
  },
  {
    // The site-wide search that the header's search box opens.
    path: '/search',
    page: 'mf_directories/SearchPage',
    title: 'Search',
    titleBn: 'অনুসন্ধান',
    descriptionBn: 'জিএসভিএমসির নোটিশ, শিক্ষক, বিভাগ ও প্রাক্তন শিক্ষার্থীদের মধ্যে খুঁজুন।',
    description: 'Search GSVMC notices, faculty, departments and alumni.',
  },
];

/** Pages of the shell itself: only their title and description matter to the server. */
/** @type {readonly import('./pageTable.d.mts').ShellPageEntry[]} */
export const SHELL_PAGES = [
  {
    path: '/login',
    title: 'Login',
    titleBn: 'লগইন',
    description: 'Log in to your GSVMC account.',
    descriptionBn: 'আপনার জিএসভিএমসি অ্যাকাউন্টে লগইন করুন।',
  },
  {
    path: '/register',
    title: 'Register',
    titleBn: 'নিবন্ধন',
    description: 'Create a GSVMC account.',
    descriptionBn: 'একটি জিএসভিএমসি অ্যাকাউন্ট খুলুন।',
  },
  {
    path: '/reset-password',
    title: 'Set a new password',
    titleBn: 'নতুন পাসওয়ার্ড দিন',
    description: 'Choose a new password for your GSVMC account.',
    descriptionBn: 'আপনার জিএসভিএমসি অ্যাকাউন্টের জন্য নতুন পাসওয়ার্ড বেছে নিন।',
  },
  {
    path: '/profile',
    title: 'Profile',
    titleBn: 'প্রোফাইল',
    description: 'Your GSVMC account.',
    descriptionBn: 'আপনার জিএসভিএমসি অ্যাকাউন্ট।',
  },
  {
    path: '/unauthorized',
    title: 'Not authorised',
    titleBn: 'অনুমতি নেই',
    description: SITE_DESCRIPTION,
    descriptionBn: SITE_DESCRIPTION_BN,
  },
  {
    path: '/admin',
    title: 'Admin Portal',
    titleBn: 'অ্যাডমিন পোর্টাল',
    description: 'The GSVMC administrators’ portal.',
    descriptionBn: 'জিএসভিএমসির প্রশাসকদের পোর্টাল।',
    prefix: true,
  },
];

/** "Notice Board · GSVMC"; the home page has the full name. */
export function pageTitle(title, locale = 'en') {
  if (title === 'Home' || title === 'প্রথম পাতা') return locale === 'bn' ? SITE_TITLE_BN : SITE_TITLE;
  return `${title} · ${SITE_NAME}`;
}

/** An entry's title and description in a language (Bengali pages: `titleBn`, `descriptionBn`). */
export function entryText(entry, locale = 'en') {
  if (!entry)
    return { title: NOT_FOUND_TITLE[locale], description: locale === 'bn' ? SITE_DESCRIPTION_BN : SITE_DESCRIPTION };
  if (locale === 'bn') return { title: entry.titleBn, description: entry.descriptionBn };
  return { title: entry.title, description: entry.description };
}

/** The language of a path (`/bn` and below: Bengali) and the path without that prefix. */
export function splitLocale(pathname) {
  if (pathname === '/bn' || pathname.startsWith('/bn/')) return { locale: 'bn', path: pathname.slice(3) || '/' };
  return { locale: 'en', path: pathname };
}

/**
 * The table entry for a URL path and its parameters, or null (the not-found page). Paths are matched
 * segment by segment, `:name` matching one non-empty segment, as react-router does for this table.
 */
export function matchPage(pathname) {
  const { path } = splitLocale(pathname);
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const entry of PUBLIC_PAGES) {
    const params = matchPath(entry.path, clean);
    if (params) return { entry, params };
  }
  for (const entry of SHELL_PAGES) {
    if (clean === entry.path || (entry.prefix && clean.startsWith(`${entry.path}/`))) return { entry, params: {} };
  }
  return null;
}

function matchPath(pattern, pathname) {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i];
    const g = got[i];
    if (w.startsWith(':')) {
      if (!g) return null;
      let value;
      try {
        value = decodeURIComponent(g);
      } catch {
        return null;
      }
      params[w.slice(1)] = value;
    } else if (w !== g) return null;
  }
  return params;
}

/** The page's first API call relative to the API base, with its parameters filled in, or null. */
export function firstApiCall(entry, params) {
  if (!('api' in entry) || !entry.api) return null;
  return entry.api.replace(/:([A-Za-z]+)/g, (_, name) => encodeURIComponent(params[name] ?? ''));
}
