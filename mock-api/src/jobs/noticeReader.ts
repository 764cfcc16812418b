// What the API needs of the reading engine (src/noticeText): tests give the server a fake one where
// real OCR would be slow.

export interface NoticeTextResult {
  text: string;
  source: 'pdf' | 'ocr';
  pageCount: number;
  /** The first page as a PNG, about 480 px wide. */
  firstPagePng: Uint8Array;
}

export interface NoticeReader {
  readNoticeText(pdf: Uint8Array, opts?: { signal?: AbortSignal }): Promise<NoticeTextResult>;
  /** Photos of a notice's pages, in order, as one clean PDF; throws a NoticeImageError for a bad image. */
  pagesToPdf(images: Uint8Array[]): Promise<{ pdf: Uint8Array; pageCount: number }>;
  /** Ends the engine's reading processes (on shutdown), when it has any. */
  close?(): Promise<void>;
}

/** A refused page image (the reading engine's NoticeImageError): its code and sentence go to the client. */
export function isNoticeImageError(err: unknown): err is Error & { code: string } {
  return (
    err instanceof Error && err.name === 'NoticeImageError' && typeof (err as { code?: unknown }).code === 'string'
  );
}
