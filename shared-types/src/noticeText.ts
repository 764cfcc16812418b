// A notice is its text: what the site shows, searches and reads aloud is the notice's words (read from
// the PDF's own text layer, or by OCR of its pages, or typed by staff); the PDF is the signed original.

/** Where a notice's text stands: being read, read, or given up on after the retries. */
export const NOTICE_TEXT_STATUSES = ['pending', 'done', 'failed'] as const;
export type NoticeTextStatus = (typeof NOTICE_TEXT_STATUSES)[number];

/** Where the text came from: the PDF's text layer, OCR of the rendered pages, or staff. */
export const NOTICE_TEXT_SOURCES = ['pdf', 'ocr', 'staff'] as const;
export type NoticeTextSource = (typeof NOTICE_TEXT_SOURCES)[number];

/**
 * What every notice answer carries about its file and its text (not the text itself: lists stay
 * small). Optional in the type so that older fixtures still compile; the API always sends them.
 */
export interface NoticeFileFields {
  textStatus?: NoticeTextStatus;
  /** Null while no text has been read yet. */
  textSource?: NoticeTextSource | null;
  /** Pages of the PDF; null until the PDF has been read. */
  pageCount?: number | null;
  /** Bytes of the PDF ("PDF, 1.2 MB" beside Download). */
  fileSize?: number | null;
  /** A small picture of the first page (`/uploads/notices/<uuid>.webp`), null until it is made. */
  previewUrl?: string | null;
  /**
   * True while the title was read from the text (a notice sent as photos without a title) and no
   * one on the staff has set it since: the portal asks the clerk to confirm it.
   */
  titleFromText?: boolean;
}

/** Limits of a notice sent as photos of its pages (POST /api/notices/upload, field `pages`). */
export const NOTICE_PAGE_LIMITS = {
  /** Bytes of one page image as the phone took it (JPEG, PNG or WebP). */
  pageBytes: 20 * 1024 * 1024,
  /** Pages in one notice. */
  pages: 20,
  /** Characters of a notice's text (staff correction or what the reader found). */
  textChars: 100_000,
} as const;

/** The image types a page may be sent as. */
export const ACCEPTED_PAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
