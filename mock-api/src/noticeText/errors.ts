/**
 * Why a page image was refused. The upload route answers each with its own status and a sentence in
 * the reader's language; `page` says which of the sent images (0-based) it was.
 */
export type NoticeImageErrorCode =
  /** No images were sent. */
  | 'NO_PAGES'
  /** More pages than one notice may have. */
  | 'TOO_MANY_PAGES'
  /** Larger than the per-image byte limit. */
  | 'IMAGE_TOO_LARGE'
  /** Not JPEG, PNG or WebP (by its bytes, not its name). */
  | 'IMAGE_TYPE'
  /** Claims to be an image but cannot be decoded (truncated, corrupt). */
  | 'IMAGE_UNREADABLE'
  /** Too few pixels to read a page from (a thumbnail, an icon). */
  | 'IMAGE_TOO_SMALL';

export class NoticeImageError extends Error {
  constructor(
    readonly code: NoticeImageErrorCode,
    message: string,
    readonly page?: number,
  ) {
    super(message);
    this.name = 'NoticeImageError';
  }
}

/** Why reading a notice failed: the job queue retries `ENGINE_FAILED` and `TIMEOUT`, not the others. */
export type NoticeTextErrorCode =
  /** The caller's AbortSignal fired. */
  | 'ABORTED'
  /** A page took longer than the per-page bound. */
  | 'TIMEOUT'
  /** The bytes are not a PDF pdf.js can open (or it is encrypted). */
  | 'PDF_UNREADABLE'
  /** The reading process crashed or answered nonsense. */
  | 'ENGINE_FAILED';

export class NoticeTextError extends Error {
  constructor(
    readonly code: NoticeTextErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'NoticeTextError';
  }
}
