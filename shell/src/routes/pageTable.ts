// THE route-to-page table, one module for the browser and the site's server: the browser's route
// table (routeTable.tsx) makes its remote routes from it, and the server (shell/server/, bundled by
// build-server.mjs) matches an address to its page with it. A remote page's title, description and
// first API call are the remote's own (its src/pageHeads.ts, read by the server from the remote's
// deployment as page-heads.json); the shell's own pages are titled here.
import { PATHS, type Language } from '@gsvmc/shared-types';
import { stripLocale } from '@gsvmc/shared-kit/localePath';
import { SITE_DESCRIPTION, SITE_NAME, SITE_TITLE, type PageHead } from '@gsvmc/shared-kit/pageHeads';

export type RemoteName = 'mf_public' | 'mf_directories' | 'mf_admin';
/** `<container>/<ExposedPage>`, e.g. `mf_public/LandingPage` (keys of each remote's `exposes`). */
export type RemotePageId = `${RemoteName}/${string}`;

export interface PageEntry {
  /** react-router path, `:name` for a parameter. */
  path: string;
  page: RemotePageId;
  /**
   * Shows personal details a person may withdraw (an alumnus's phone and e-mail): no cache, ours or a
   * CDN's, serves an older copy of it (shell/server pageCaching.ts, renderCache.ts).
   */
  personal?: true;
}

export interface ShellPageEntry {
  path: string;
  title: string;
  titleBn: string;
  description: string;
  descriptionBn: string;
  /** Also matches every path below `path` (the admin portal). */
  prefix?: boolean;
}

/** The not-found page's title in each language. */
export const NOT_FOUND_TITLE: Readonly<Record<Language, string>> = { en: 'Page not found', bn: 'পাতাটি পাওয়া যায়নি' };

export const PUBLIC_PAGES: readonly PageEntry[] = [
  { path: PATHS.home, page: 'mf_public/LandingPage' },
  { path: PATHS.notice, page: 'mf_directories/NoticeBoardPage' },
  { path: PATHS.noticeDetail, page: 'mf_directories/NoticePage' },
  { path: PATHS.facultyTable, page: 'mf_directories/FacultyDirectoryPage' },
  { path: PATHS.facultyDetails, page: 'mf_directories/FacultyDetailPage' },
  { path: PATHS.alumniTable, page: 'mf_directories/AlumniDirectoryPage', personal: true },
  { path: PATHS.gallery, page: 'mf_directories/GalleryPage' },
  { path: PATHS.about, page: 'mf_public/AboutPage' },
  { path: PATHS.departments, page: 'mf_public/DepartmentsPage' },
  { path: PATHS.departmentDetail, page: 'mf_public/DepartmentDetailPage' },
  { path: PATHS.administration, page: 'mf_public/AdministrationPage' },
  { path: PATHS.academics, page: 'mf_public/AcademicsPage' },
  { path: PATHS.dental, page: 'mf_public/DentalPage' },
  { path: PATHS.facilities, page: 'mf_public/FacilitiesPage' },
  { path: PATHS.contact, page: 'mf_public/ContactPage' },
  { path: PATHS.admission, page: 'mf_public/AdmissionPage' },
  { path: PATHS.journal, page: 'mf_public/JournalPage' },
  { path: PATHS.journalPublications, page: 'mf_public/JournalPublicationsPage' },
  { path: PATHS.search, page: 'mf_directories/SearchPage' },
];

/** Pages of the shell itself: their titles and descriptions are the shell's own. */
export const SHELL_PAGES: readonly ShellPageEntry[] = [
  {
    path: PATHS.login,
    title: 'Login',
    titleBn: 'লগইন',
    description: 'Log in to your GSVMC account.',
    descriptionBn: 'আপনার জিএসভিএমসি অ্যাকাউন্টে লগইন করুন।',
  },
  {
    path: PATHS.register,
    title: 'Register',
    titleBn: 'নিবন্ধন',
    description: 'Create a GSVMC account.',
    descriptionBn: 'একটি জিএসভিএমসি অ্যাকাউন্ট খুলুন।',
  },
  {
    path: PATHS.resetPassword,
    title: 'Set a new password',
    titleBn: 'নতুন পাসওয়ার্ড দিন',
    description: 'Choose a new password for your GSVMC account.',
    descriptionBn: 'আপনার জিএসভিএমসি অ্যাকাউন্টের জন্য নতুন পাসওয়ার্ড বেছে নিন।',
  },
  {
    path: PATHS.profile,
    title: 'Profile',
    titleBn: 'প্রোফাইল',
    description: 'Your GSVMC account.',
    descriptionBn: 'আপনার জিএসভিএমসি অ্যাকাউন্ট।',
  },
  {
    path: PATHS.unauthorized,
    title: 'Not authorised',
    titleBn: 'অনুমতি নেই',
    description: SITE_DESCRIPTION.en,
    descriptionBn: SITE_DESCRIPTION.bn,
  },
  {
    path: PATHS.admin,
    title: 'Admin Portal',
    titleBn: 'অ্যাডমিন পোর্টাল',
    description: 'The GSVMC administrators’ portal.',
    descriptionBn: 'জিএসভিএমসির প্রশাসকদের পোর্টাল।',
    prefix: true,
  },
];

/** "Notice Board · GSVMC"; the home page has the full name. */
export function pageTitle(title: string, locale: Language = 'en'): string {
  if (title === 'Home' || title === 'প্রথম পাতা') return SITE_TITLE[locale];
  return `${title} · ${SITE_NAME}`;
}

/** A shell page's title and description in a language; none (null): the not-found page's. */
export function entryText(
  entry: ShellPageEntry | undefined | null,
  locale: Language = 'en',
): { title: string; description: string } {
  if (!entry) return { title: NOT_FOUND_TITLE[locale], description: SITE_DESCRIPTION[locale] };
  if (locale === 'bn') return { title: entry.titleBn, description: entry.descriptionBn };
  return { title: entry.title, description: entry.description };
}

/**
 * A remote page's document title and description in a language, from the head its remote declares;
 * without one (the remote is down or declares none) the site's name and description.
 */
export function remoteHeadText(
  head: PageHead | null | undefined,
  locale: Language = 'en',
  ownTitle?: string,
): { title: string; description: string } {
  if (!head) return { title: SITE_TITLE[locale], description: SITE_DESCRIPTION[locale] };
  return {
    title: pageTitle(head.ownTitle && ownTitle ? ownTitle : head.title[locale], locale),
    description: head.description[locale],
  };
}

/**
 * The table entry for a URL path and its parameters, or null (the not-found page). Paths are matched
 * segment by segment, `:name` matching one non-empty segment, as react-router does for this table.
 */
export function matchPage(
  pathname: string,
): { entry: PageEntry | ShellPageEntry; params: Record<string, string> } | null {
  const path = stripLocale(pathname);
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

function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) {
      if (!g) return null;
      let value: string;
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
