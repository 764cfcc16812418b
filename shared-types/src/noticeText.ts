// A notice is read as text (ARCHITECTURE.md "A notice is its text"): the words of its PDF, from the
// PDF's own text layer or from OCR of its pages, which staff may correct. The PDF stays as the signed
// original, with a picture of its first page, its page count and its size for the Download line.
import type { Notice } from './entities';

/** How far the reading of a notice has come: queued or running, read, or given up after its retries. */
export type NoticeTextStatus = 'pending' | 'done' | 'failed';
export const NOTICE_TEXT_STATUSES: readonly NoticeTextStatus[] = ['pending', 'done', 'failed'];

/** Where the text came from: the PDF's text layer, OCR of its pages, or a member of staff. */
export type NoticeTextSource = 'pdf' | 'ocr' | 'staff';

/** GET /notices/{id}: a published notice with its text and what the Download line says of its PDF. */
export interface NoticeDetail extends Notice {
  /** Paragraphs separated by a blank line; '' while the text is being read or when reading failed. */
  text: string;
  textStatus: NoticeTextStatus;
  /** Null until the text exists. */
  textSource: NoticeTextSource | null;
  /** Pages of the PDF (0 while not yet known). */
  pageCount: number;
  /** Bytes of the PDF. */
  fileSize: number;
  /** Server-relative path of a small picture of the first page, or null until it is made. */
  previewUrl: string | null;
}

/** PUT /notices/{id} with the corrected text (textSource becomes 'staff'). */
export interface UpdateNoticeTextRequest {
  text: string;
}

/** A text's paragraphs: blank lines separate them, single line breaks stay inside one. */
export function noticeParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
