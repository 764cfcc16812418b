// Every page address of the site (SPEC.md §2.1), in one typed map: the shell's route table, the
// frame's links and every remote's links name a page by its key here instead of spelling the
// string again. Patterns keep react-router's `:param` form; `toPath` fills them in.

export const PATHS = {
  home: '/',
  notice: '/notice',
  facultyTable: '/facultyTable',
  facultyDetails: '/facultyDetails/:id',
  alumniTable: '/alumniTable',
  gallery: '/gallery',
  about: '/about',
  departments: '/departments',
  departmentDetail: '/department-detail',
  administration: '/administration',
  academics: '/academics',
  dental: '/dental',
  facilities: '/facilities',
  contact: '/contact',
  admission: '/admission',
  journal: '/journal',
  /** Every publication of the journal, paged and filterable by category. */
  journalPublications: '/journal/publications',
  search: '/search',
  /** One notice, read as text, with its PDF to download. */
  noticeDetail: '/notice/:id',
  profile: '/profile',
  unauthorized: '/unauthorized',
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  admin: '/admin',
  adminNoticeUpload: '/admin/upload',
  adminFaculties: '/admin/faculties',
  adminEditFaculty: '/admin/editFaculty/:id',
  adminAlumni: '/admin/alumniUpload',
  adminPhotoUpload: '/admin/photoUpload',
  adminAlumniImports: '/admin/alumniImports',
  adminTrash: '/admin/trash',
  adminUsers: '/admin/users',
  adminAudit: '/admin/audit',
  adminPages: '/admin/pages',
  adminPageEditor: '/admin/pages/:slug',
  adminSite: '/admin/site',
  adminJournal: '/admin/journal',
  /** An editor's preview of a saved draft (admins only). */
  previewPage: '/preview/page/:slug',
  previewSite: '/preview/site',
} as const;

export type PageName = keyof typeof PATHS;

/** The `:param` names of a pattern: `'/facultyDetails/:id'` -> `'id'`. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<Pattern extends string> = Record<ParamNames<Pattern>, string>;

/**
 * The address of a page: `toPath('facultyDetails', { id })` -> `/facultyDetails/abc`. Each value is
 * URL-encoded; a page without parameters takes none.
 */
export function toPath<Name extends PageName>(
  name: Name,
  ...[params]: ParamNames<(typeof PATHS)[Name]> extends never ? [] : [PathParams<(typeof PATHS)[Name]>]
): string {
  const pattern: string = PATHS[name];
  if (!params) return pattern;
  return pattern.replace(/:([A-Za-z]+)/g, (_match, key: string) =>
    encodeURIComponent((params as Record<string, string>)[key] ?? ''),
  );
}
