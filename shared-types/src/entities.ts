// Entities of SPEC.md §3. Ids are strings in `_id`; dates are ISO strings.
import type { NoticeCategory } from './noticeCategories';
import type { NoticeBengaliFields, UserLanguageField } from './bengali';
import type { NoticeFileFields, NoticeTextSource, NoticeTextStatus } from './noticeText';

export type Role = 'user' | 'editor' | 'admin';

export interface User extends UserLanguageField {
  _id: string;
  username: string;
  email: string;
  role: Role;
  createdAt: string;
}

export interface Qualification {
  degree: string;
  year: string;
}

export interface WorkExperience {
  role: string;
  startDate: string;
  endDate: string;
}

export interface Publication {
  title: string;
  link?: string;
}

export interface Faculty {
  _id: string;
  name: string;
  registrationNo: string;
  /** ISO date (YYYY-MM-DD). */
  dateOfBirth: string;
  designation: string;
  department: string;
  /** Server-relative path of an uploaded image, e.g. `/uploads/faculty/ab12.jpg`. */
  facultyPicture?: string;
  qualifications: Qualification[];
  workExperience: WorkExperience[];
  publications: Publication[];
  createdAt: string;
  updatedAt: string;
}

export interface Notice extends NoticeBengaliFields, NoticeFileFields {
  _id: string;
  title: string;
  /** ISO timestamp of publication: the date visitors see, the same value as `publishAt`. */
  date: string;
  description?: string;
  /** Server-relative path of the PDF, e.g. `/uploads/notices/ab12.pdf`. */
  pdfUrl: string;
  /** One of NOTICE_CATEGORIES. */
  category: NoticeCategory;
  /** Pinned notices come before all others on the board and the landing page. */
  pinned: boolean;
  /** ISO timestamp from which visitors see the notice; set by the admin, now by default. */
  publishAt: string;
  /** ISO timestamp after which visitors no longer see it in lists (its PDF link keeps working). */
  expiresAt?: string;
  /** ISO timestamp of the last change to its fields or PDF. */
  updatedAt: string;
}

/**
 * One notice as GET /api/notices/{id} answers it: the list item plus its text (null until read, or
 * when nothing could be read) and, always present here, the fields about its file and text.
 */
export interface NoticeDetail extends Notice {
  text: string | null;
  textStatus: NoticeTextStatus;
  textSource: NoticeTextSource | null;
  pageCount: number | null;
  fileSize: number | null;
  previewUrl: string | null;
  titleFromText: boolean;
}

/** Where a notice stands for visitors, from its publish and expiry dates (admin list). */
export type NoticeStatus = 'scheduled' | 'live' | 'expired';

/** A notice as the admin list returns it. */
export interface AdminNotice extends Notice {
  status: NoticeStatus;
}

export interface Photo {
  _id: string;
  title: string;
  /** Server-relative path, e.g. `/uploads/photos/ab12.webp`. */
  imageUrl: string;
  createdAt: string;
}

export interface Alumni {
  _id: string;
  alumniId?: string;
  fullName: string;
  graduationYear: number;
  degree: string;
  major: string;
  email?: string;
  currentCompany?: string;
  jobTitle?: string;
  location?: string;
  linkedInProfile?: string;
  phone?: string;
  achievements?: string;
  /**
   * The person agreed that the public may see their phone and e-mail. Without it the public API
   * sends neither; staff always get both. Off for a new record unless set.
   */
  contactConsent?: boolean;
}

/** A department in the departments directory (SPEC.md §2.9, §3). */
export interface DepartmentNavItem {
  name: string;
  children?: DepartmentNavItem[];
  parent?: string;
}
