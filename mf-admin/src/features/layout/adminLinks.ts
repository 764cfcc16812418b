/**
 * The six sidebar links of SPEC.md §2.14, in order ("Gallary" is spelled as the spec gives it).
 * `within`: pages below a link that keep it highlighted, as the spec's exact match left the sidebar
 * with no current link on a faculty member's edit page (issue 13, defect 6).
 */
export const ADMIN_LINKS: ReadonlyArray<{ to: string; label: string; within?: string }> = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/upload', label: 'Notice Upload' },
  { to: '/admin/faculties', label: 'Manage Faculties', within: '/admin/editFaculty/' },
  { to: '/admin/alumniUpload', label: 'Manage Alumni' },
  { to: '/admin/photoUpload', label: 'Manage Photo Gallary' },
  { to: '/', label: 'Home' },
];
