import { PATHS } from '@gsvmc/shared-types';

/** The six sidebar links of SPEC.md §2.14, in order ("Gallary" is spelled as the spec gives it). */
export const ADMIN_LINKS = [
  { to: PATHS.admin, label: 'Dashboard' },
  { to: PATHS.adminNoticeUpload, label: 'Notice Upload' },
  { to: PATHS.adminFaculties, label: 'Manage Faculties' },
  { to: PATHS.adminAlumni, label: 'Manage Alumni' },
  { to: PATHS.adminPhotoUpload, label: 'Manage Photo Gallary' },
  { to: PATHS.home, label: 'Home' },
] as const;
