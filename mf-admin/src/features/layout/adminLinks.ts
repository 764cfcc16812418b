/** The six sidebar links of SPEC.md §2.14, in order ("Gallary" is spelled as the spec gives it). */
export const ADMIN_LINKS = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/upload', label: 'Notice Upload' },
  { to: '/admin/faculties', label: 'Manage Faculties' },
  { to: '/admin/alumniUpload', label: 'Manage Alumni' },
  { to: '/admin/photoUpload', label: 'Manage Photo Gallary' },
  { to: '/', label: 'Home' },
] as const;
