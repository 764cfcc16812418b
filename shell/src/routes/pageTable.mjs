// THE route-to-page table (issue 10 "No chain of round trips"), one module for the browser and the
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

/** @type {readonly import('./pageTable.d.mts').PageEntry[]} */
export const PUBLIC_PAGES = [
  {
    path: '/',
    page: 'mf_public/LandingPage',
    title: 'Home',
    description: SITE_DESCRIPTION,
    api: 'notices',
    apiCredentials: 'include',
  },
  {
    path: '/notice',
    page: 'mf_directories/NoticeBoardPage',
    title: 'Notice Board',
    description: 'Notices, circulars and admission news from GSVMC, newest first, each with its PDF.',
    // The board's first page (mf-directories noticesApi: getNoticePages, 20 at a time).
    api: 'notices?limit=20&offset=0',
  },
  {
    path: '/facultyTable',
    page: 'mf_directories/FacultyDirectoryPage',
    title: 'Faculty Directory',
    description: 'The teachers of GSVMC by department: names, designations and qualifications.',
    api: 'faculty',
  },
  {
    path: '/facultyDetails/:id',
    page: 'mf_directories/FacultyDetailPage',
    title: 'Faculty Profile',
    description: 'A GSVMC faculty member: department, designation, qualifications and experience.',
    api: 'faculty/:id',
  },
  {
    path: '/alumniTable',
    page: 'mf_directories/AlumniDirectoryPage',
    title: 'Alumni Directory',
    description: 'Graduates of GSVMC by batch, with where they work now.',
    api: 'alumni',
  },
  {
    path: '/gallery',
    page: 'mf_directories/GalleryPage',
    title: 'Photo Gallery',
    description: 'Photographs of campus life, events and the hospital at GSVMC.',
    api: 'photo',
  },
  {
    path: '/about',
    page: 'mf_public/AboutPage',
    title: 'About GSVMC',
    description: 'How GSVMC came to be, its community-based mission and its place in Gonoshasthaya Kendra.',
  },
  {
    path: '/departments',
    page: 'mf_public/DepartmentsPage',
    title: 'Academic Departments',
    description: 'The academic departments of GSVMC, basic, para-clinical and clinical.',
  },
  {
    path: '/department-detail',
    page: 'mf_public/DepartmentDetailPage',
    title: 'Department',
    description: 'A department of GSVMC and its faculty.',
  },
  {
    path: '/administration',
    page: 'mf_public/AdministrationPage',
    title: 'Administration',
    description: 'The principal, the governing body and the offices that run GSVMC.',
  },
  {
    path: '/academics',
    page: 'mf_public/AcademicsPage',
    title: 'Academics',
    description: 'The MBBS course at GSVMC: phases, subjects, community placements and examinations.',
  },
  {
    path: '/dental',
    page: 'mf_public/DentalPage',
    title: 'Dental Unit',
    description: 'The dental unit of GSVMC: the BDS course, its faculty and its clinics.',
  },
  {
    path: '/facilities',
    page: 'mf_public/FacilitiesPage',
    title: 'Facilities',
    description: 'Hospital, library, laboratories, hostels and transport at GSVMC.',
  },
  {
    path: '/contact',
    page: 'mf_public/ContactPage',
    title: 'Contact',
    description: 'How to reach GSVMC in Savar: address, telephone, e-mail and directions.',
  },
  {
    path: '/admission',
    page: 'mf_public/AdmissionPage',
    title: 'Admission',
    description: 'Admission to GSVMC: eligibility, seats, fees and how to apply.',
  },
  {
    path: '/journal',
    page: 'mf_public/JournalPage',
    title: 'Journal',
    description: 'The journal of GSVMC and its recent publications.',
    // shared-kit journalApi: getJournalPublications, the newest three.
    api: 'publications?limit=3&offset=0',
  },
  {
    path: '/journal/publications',
    page: 'mf_public/JournalPublicationsPage',
    title: 'All Publications',
    description: 'Every publication of the GSVMC journal, newest first, by category.',
    // The first page of every category; a filtered or later page asks for its own.
    api: 'publications?limit=10&offset=0',
  },
  {
    // Issue 14: the site-wide search that the header's search box opens.
    path: '/search',
    page: 'mf_directories/SearchPage',
    title: 'Search',
    description: 'Search GSVMC notices, faculty, departments and alumni.',
  },
];

/** Pages of the shell itself: only their title and description matter to the server. */
/** @type {readonly import('./pageTable.d.mts').ShellPageEntry[]} */
export const SHELL_PAGES = [
  { path: '/login', title: 'Login', description: 'Log in to your GSVMC account.' },
  { path: '/register', title: 'Register', description: 'Create a GSVMC account.' },
  {
    path: '/reset-password',
    title: 'Set a new password',
    description: 'Choose a new password for your GSVMC account.',
  },
  { path: '/profile', title: 'Profile', description: 'Your GSVMC account.' },
  { path: '/unauthorized', title: 'Not authorised', description: SITE_DESCRIPTION },
  { path: '/admin', title: 'Admin Portal', description: 'The GSVMC administrators’ portal.', prefix: true },
];

/** "Notice Board · GSVMC"; the home page has the full name. */
export function pageTitle(title) {
  return title === 'Home' ? SITE_TITLE : `${title} · ${SITE_NAME}`;
}

/**
 * The table entry for a URL path and its parameters, or null (the not-found page). Paths are matched
 * segment by segment, `:name` matching one non-empty segment, as react-router does for this table.
 */
export function matchPage(pathname) {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
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
