// Requests and responses of every call of SPEC.md §7 (all under the /api prefix).
import type { NoticeCategory } from './noticeCategories';
import type { Language, NoticeBengaliFields } from './bengali';
import type { ApiErrorValues, ValidationRule } from './apiErrors';
import type {
  Alumni,
  Faculty,
  Notice,
  NoticeDetail,
  Publication,
  Qualification,
  User,
  WorkExperience,
} from './entities';

/** The one error shape of every failure, with the right HTTP status. */
export interface ApiError {
  message: string;
  code: string;
  /** The field the message is about, as a dotted path, where one is known (content validation). */
  field?: string;
  /** What the frontend needs to word the refusal in its reader's language (apiErrors.ts). */
  values?: ApiErrorValues | Record<string, unknown>;
}

// Auth
export interface LoginRequest {
  email: string;
  password: string;
  /**
   * The device token an earlier successful login of this account returned to this browser. With a
   * valid one the client is not slowed down by other clients' failed logins (OWASP "device cookies").
   */
  deviceToken?: string;
}
export interface LoginResponse {
  token: string;
  user: User;
  /** Proof that this browser logged in to this account; send it back with the next login. */
  deviceToken?: string;
}
export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
}
export interface RegisterResponse {
  message: string;
  user: User;
}
export type ProfileResponse = User;
export interface LogoutResponse {
  message: string;
}
/** POST /auth/password (any signed-in user). Every other session of the user ends. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}
export interface ChangePasswordResponse {
  message: string;
  /** A new token for this session: the one sent with the call is no longer valid. */
  token: string;
}

// Faculty
/** Fields of multipart POST /faculty; the three lists travel as JSON-encoded strings. */
export interface CreateFacultyRequest {
  name: string;
  registrationNo: string;
  dateOfBirth: string;
  designation: string;
  department: string;
  qualifications: Qualification[];
  workExperience: WorkExperience[];
  publications: Publication[];
  facultyPicture?: File | Blob;
}
export type UpdateFacultyProfileRequest = Partial<
  Pick<Faculty, 'name' | 'designation' | 'department' | 'dateOfBirth' | 'registrationNo'>
>;
/** PUT /faculty/{id}: exactly one of these parts at a time (SPEC.md §7). */
export type UpdateFacultyRequest =
  | UpdateFacultyProfileRequest
  | { qualifications: Qualification[] }
  | { workExperience: WorkExperience[] }
  | { publications: Publication[] };
export interface DeleteResponse {
  message: string;
}

// Notices
/**
 * Multipart POST /notices/upload: either `pdf` (one file) or `pages` (one or more photos of the
 * pages, JPEG, PNG or WebP, in order: each sent as its own `pages` part), and `title`. With `pages`
 * the title may be left out: it is then read from the first line of the notice's text when that is
 * ready, and the notice says `titleFromText: true` (until then it has no title and visitors do not
 * see it). The answer is the notice with `textStatus: 'pending'`: the text is read in the background.
 */
export interface UploadNoticeRequest {
  pdf?: File | Blob;
  pages?: Array<File | Blob>;
  title?: string;
  description?: string;
  category?: NoticeCategory;
  pinned?: boolean;
  publishAt?: string;
  expiresAt?: string;
}
/**
 * The same upload with photos of the pages instead of a PDF: each sent as its own `pages` part, in
 * order (JPEG, PNG or WebP; NOTICE_PAGE_LIMITS). The title may be left out: it is then read from the
 * first line of the notice's text once that is ready, and the notice says `titleFromText: true`
 * (until then it has no title and visitors do not see it). The answer, like a PDF upload's, is the
 * notice with `textStatus: 'pending'`: its text is read in the background.
 */
export interface UploadNoticePagesRequest extends Omit<UploadNoticeRequest, 'pdf' | 'title'> {
  pages: Array<File | Blob>;
  title?: string;
}
/**
 * GET /notices with `limit` (and optional `offset`, `category`): one page of the public list. Without
 * `limit` the answer stays the whole list (SPEC.md §7).
 */
export interface NoticePageResponse {
  data: Notice[];
  total: number;
  offset: number;
  limit: number;
}
/** Optional fields of the upload form and of PUT /notices/{id}. */
/** A notice's fields; the Bengali title and description are optional (null clears them). */
export interface NoticeFields extends NoticeBengaliFields {
  title: string;
  description?: string;
  category: NoticeCategory;
  pinned: boolean;
  /** ISO timestamp; the upload defaults it to now. */
  publishAt: string;
  /** ISO timestamp, or null to clear it. */
  expiresAt?: string | null;
}
/** PUT /notices/{id} as JSON: any non-empty subset. Replacing the PDF sends multipart with `pdf`. */
export type UpdateNoticeRequest = Partial<NoticeFields> & {
  /** The notice's text as staff corrected it: it replaces what was read (`textSource: 'staff'`). */
  text?: string;
};
/** POST /notices/upload, PUT /notices/{id}, POST /notices/{id}/text/retry and GET /notices/{id} answer this. */
export type NoticeResponse = NoticeDetail;

// Search
export type SearchKind = 'page' | 'notice' | 'faculty' | 'alumni' | 'department';
export interface SearchHit {
  kind: SearchKind;
  id: string;
  title: string;
  /** A page hit's section: the nearest heading above the words that matched (absent at the page's top). */
  section?: string;
  /** A page hit's words around the first match, in the hit's language. */
  snippet?: string;
  /** A line that says what the hit is (designation and department, class and degree, ...). */
  detail?: string;
  /** Where the hit leads: a site path (a page hit's with its section's #anchor), or a notice's PDF path under /uploads. */
  url: string;
  /** The language `title` is written in: Bengali when the visitor asked for it and the item has Bengali text. Always sent; optional in the type as the fields of bengali.ts are. */
  lang?: Language;
}
/** GET /search?q=: hits grouped by kind, each group best first. */
export interface SearchResponse {
  query: string;
  /** True when no word matched exactly and the hits come from the spelling-tolerant fallback. */
  approximate: boolean;
  results: Record<SearchKind, SearchHit[]>;
}

// Photos
/** Multipart POST /photo/upload: `title` and `photo` (file). */
export interface UploadPhotoRequest {
  title: string;
  photo: File | Blob;
}

// Alumni
export interface AlumniListResponse {
  data: Alumni[];
}
/**
 * GET /alumni with any of these query parameters answers one page of the directory; with
 * none it answers the whole list, as SPEC.md §7 reads it.
 */
export interface AlumniPageRequest {
  /** 1-based. */
  page?: number;
  pageSize?: number;
  /** Every word must appear in the name, company or location (case-insensitive). */
  q?: string;
  year?: number;
}
export interface AlumniPageResponse extends AlumniListResponse {
  /** Records that match q and year, over all pages. */
  total: number;
  page: number;
  pageSize: number;
  /** Graduation years present in the whole directory, newest first (the year filter's choices). */
  years: number[];
  /** Records per major that match q and year, over all pages, in the directory's order. */
  majors: { major: string; count: number }[];
}
export interface AlumniRowError {
  /** The spreadsheet's own row number (the header is row 1). */
  row: number;
  field: string;
  message: string;
  /** The reason as a code and its values, for wording it in the reader's language. */
  code?: 'IMPORT_ROW_INVALID';
  values?: { row: number; field: string; rule: ValidationRule; limit?: number; min?: number; max?: number };
}
export type UpdateAlumniRequest = Omit<Alumni, '_id'>;

/** Dashboard counts (GET /stats), used by the admin dashboard. */
export interface StatsResponse {
  faculty: number;
  notices: number;
  photos: number;
  alumni: number;
}

/**
 * What needs a staff member's attention (GET /admin/attention, admin and editor), in one answer for
 * the dashboard: each list is short and each item names what the portal links to.
 */
export interface AttentionResponse {
  /** Pages (and the site settings, slug "@site") whose saved draft differs from what visitors see. */
  drafts: {
    slug: string;
    title: string;
    /** The page's Bengali title, null where it has none (the Bengali portal then shows the English). */
    titleBn?: string | null;
    updatedAt: string;
    updatedBy: string | null;
    publishAt: string | null;
  }[];
  /** Notices set to appear later, soonest first. */
  scheduledNotices: { _id: string; title: string; publishAt: string }[];
  /** How many items wait in the trash, and when the first of them is purged for good. */
  trash: { count: number; nextPurge: string | null };
  /** Pages with a text written in one language only; `texts` counts them. */
  untranslated: { slug: string; title: string; titleBn?: string | null; texts: number }[];
  /** The newest changes (sign-ins left out), newest first. */
  recent: {
    _id: number;
    at: string;
    who: string | null;
    action: string;
    entity: string;
    entityId: string | null;
    /** The record's own name where the log row holds one ("Exam routine"). */
    label: string | null;
  }[];
}
