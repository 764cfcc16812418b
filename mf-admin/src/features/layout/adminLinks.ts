import { PATHS } from '@gsvmc/shared-types';

/**
 * The six sidebar links of SPEC.md §2.14, in order, with the pages and site settings before Home ("Gallary" is spelled as the spec gives it).
 * `within`: pages below a link that keep it highlighted, as the spec's exact match left the sidebar
 * with no current link on a faculty member's edit page (issue 13, defect 6).
 */
export const ADMIN_LINKS: ReadonlyArray<{ to: string; label: string; within?: string; adminOnly?: boolean }> = [
  { to: PATHS.admin, label: 'Dashboard' },
  { to: PATHS.adminNoticeUpload, label: 'Notice Upload' },
  { to: PATHS.adminFaculties, label: 'Manage Faculties', within: '/admin/editFaculty/' },
  { to: PATHS.adminAlumni, label: 'Manage Alumni' },
  { to: PATHS.adminPhotoUpload, label: 'Manage Photo Gallary' },
  // Every other text of the site: pages of blocks, and the settings every page shares.
  { to: PATHS.adminPages, label: 'Pages', within: `${PATHS.adminPages}/` },
  { to: PATHS.adminSite, label: 'Site settings' },
  { to: PATHS.adminJournal, label: 'Journal' },
  // Beyond the six of §2.14: import history and the trash for all staff; accounts and the audit log
  // only for administrators (an editor is not shown what they may not do).
  { to: PATHS.adminAlumniImports, label: 'Alumni Imports' },
  { to: PATHS.adminTrash, label: 'Trash' },
  { to: PATHS.adminUsers, label: 'Users', adminOnly: true },
  { to: PATHS.adminAudit, label: 'Audit Log', adminOnly: true },
  { to: PATHS.home, label: 'Home' },
];
