import { PATHS } from '@gsvmc/shared-types';
import type { LayoutKey } from './messages';

/**
 * The six sidebar links of SPEC.md §2.14, in order, with the pages and site settings before Home ("Gallary" is spelled as the spec gives it).
 * `within`: pages below a link that keep it highlighted, as the spec's exact match left the sidebar
 * with no current link on a faculty member's edit page.
 * `label`: the link's words in the layout's catalog (messages.ts), in the portal's language.
 */
export const ADMIN_LINKS: ReadonlyArray<{ to: string; label: LayoutKey; within?: string; adminOnly?: boolean }> = [
  { to: PATHS.admin, label: 'dashboard' },
  { to: PATHS.adminNoticeUpload, label: 'noticeUpload' },
  { to: PATHS.adminFaculties, label: 'manageFaculties', within: '/admin/editFaculty/' },
  { to: PATHS.adminAlumni, label: 'manageAlumni' },
  { to: PATHS.adminPhotoUpload, label: 'managePhotoGallery' },
  // Every other text of the site: pages of blocks, and the settings every page shares.
  { to: PATHS.adminPages, label: 'pages', within: `${PATHS.adminPages}/` },
  { to: PATHS.adminSite, label: 'siteSettings' },
  { to: PATHS.adminJournal, label: 'journal' },
  // Beyond the six of §2.14: import history and the trash for all staff; accounts and the audit log
  // only for administrators (an editor is not shown what they may not do).
  { to: PATHS.adminAlumniImports, label: 'alumniImports' },
  { to: PATHS.adminTrash, label: 'trash' },
  { to: PATHS.adminUsers, label: 'users', adminOnly: true },
  { to: PATHS.adminAudit, label: 'auditLog', adminOnly: true },
  { to: PATHS.home, label: 'home' },
];
