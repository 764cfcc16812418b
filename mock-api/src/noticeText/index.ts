/**
 * Reading a notice: its text (the PDF's own text layer where it is good, OCR in Bengali and English
 * where it is not), its page count and a small picture of its first page; and turning photos of a
 * paper notice's pages into its PDF. All of it runs in a separate reading process with a
 * concurrency limit (pool.ts), so the API keeps answering while a backlog is read.
 */
import { NoticeImageError, NoticeTextError } from './errors';
import { ReaderPool, settingsFromEnv, type PoolSettings } from './pool';

export { NoticeImageError, NoticeTextError } from './errors';
export type { NoticeImageErrorCode, NoticeTextErrorCode } from './errors';
export type { PoolSettings } from './pool';

export type NoticeTextSource = 'pdf' | 'ocr';

export interface NoticeTextResult {
  /** Paragraphs separated by a blank line; lines inside a paragraph joined by a space. */
  text: string;
  /** 'pdf' when every page's own text was good; 'ocr' when at least one page was read by OCR. */
  source: NoticeTextSource;
  pageCount: number;
  /** The first page as a PNG about 480 px wide. */
  firstPagePng: Uint8Array;
}

export interface ReadOptions {
  signal?: AbortSignal;
}

export interface PagesPdf {
  pdf: Uint8Array;
  pageCount: number;
}

/** Limits pagesToPdf enforces (the upload route may check the same ones before sending). */
export const NOTICE_PAGE_LIMITS = {
  maxPages: 20,
  maxImageBytes: 20 * 1024 * 1024,
  minSide: 600,
  dpi: 150,
  maxPageBytes: 250 * 1024,
} as const;

let pool: ReaderPool | null = null;
function readers(): ReaderPool {
  pool ??= new ReaderPool(settingsFromEnv());
  return pool;
}

/** Replaces the shared pool (tests, or the API at start with its own settings). */
export function configureNoticeReader(settings: Partial<PoolSettings> = {}): void {
  const old = pool;
  pool = new ReaderPool({ ...settingsFromEnv(), ...settings });
  void old?.close();
}

/** Ends the reading processes (on shutdown; a later call starts them again). */
export async function closeNoticeReader(): Promise<void> {
  const old = pool;
  pool = null;
  await old?.close();
}

/** Jobs waiting or running in the reading processes. */
export function noticeReaderBacklog(): number {
  return pool?.pending ?? 0;
}

/**
 * Reads a notice PDF. Rejects with NoticeTextError: `PDF_UNREADABLE` (not a PDF, encrypted),
 * `TIMEOUT` (a page took longer than the bound), `ABORTED` (the signal fired), `ENGINE_FAILED`.
 */
export async function readNoticeText(pdf: Uint8Array, opts: ReadOptions = {}): Promise<NoticeTextResult> {
  const r = await readers().run<NoticeTextResult>({ type: 'read', pdf: toPlain(pdf) }, opts.signal);
  return { ...r, firstPagePng: toPlain(r.firstPagePng) };
}

/**
 * Makes a notice's PDF from photos of its pages, in order: each page upright (EXIF), cropped to
 * the paper, light flattened, deskewed, greyscale and compressed to at most 250 KB at 150 dpi.
 * Rejects with NoticeImageError (`code`, `page`) for input that is not a usable picture.
 */
export async function pagesToPdf(images: Uint8Array[], opts: ReadOptions = {}): Promise<PagesPdf> {
  if (images.length === 0) throw new NoticeImageError('NO_PAGES', 'Send at least one page.');
  const r = await readers().run<PagesPdf>({ type: 'pages', images: images.map(toPlain) }, opts.signal);
  return { pdf: toPlain(r.pdf), pageCount: r.pageCount };
}

/** A Buffer or a view on a larger buffer becomes a plain Uint8Array of just its bytes. */
function toPlain(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && !Buffer.isBuffer(bytes)
    ? bytes
    : new Uint8Array(bytes);
}

export const isNoticeTextError = (e: unknown): e is NoticeTextError => e instanceof NoticeTextError;
