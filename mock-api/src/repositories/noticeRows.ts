// A notice as stored and as answered: its columns, the list and detail shapes, its status, and the
// columns each change sets (creating, editing, a finished reading of its text).
import type { Notice, NoticeCategory, NoticeDetail, NoticeStatus, NoticeTextSource } from '@gsvmc/shared-types';
import type { Kysely, Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import { fromBool, toBool } from '../db/dialect';
import type { DB, NoticesTable } from '../db/schema';

export type Row = Selectable<NoticesTable>;
/** A row as lists read it: every column but the text, which only the notice's own answer carries. */
export type ListRow = Omit<Row, 'text'>;

/** The columns of a list item (not `text`: a list of a hundred scans would carry a hundred letters). */
export const LIST_COLUMNS = [
  'id',
  'seq',
  'title',
  'description',
  'pdf_path',
  'date',
  'category',
  'pinned',
  'expires_at',
  'updated_at',
  'title_bn',
  'description_bn',
  'text_status',
  'text_source',
  'text_error',
  'page_count',
  'file_size',
  'preview_path',
  'title_from_text',
] as const satisfies readonly (keyof Row)[];

export function toNotice(row: ListRow): Notice {
  const notice: Notice = {
    _id: row.id,
    title: row.title,
    date: row.date,
    pdfUrl: row.pdf_path,
    category: row.category,
    pinned: toBool(row.pinned),
    publishAt: row.date,
    updatedAt: row.updated_at,
    titleBn: row.title_bn ?? null,
    descriptionBn: row.description_bn ?? null,
    // Rows restored from a trash written before notices had text lack these columns.
    textStatus: row.text_status ?? 'pending',
    textSource: row.text_source ?? null,
    pageCount: row.page_count ?? null,
    fileSize: row.file_size === null || row.file_size === undefined ? null : Number(row.file_size),
    previewUrl: row.preview_path ?? null,
    titleFromText: toBool(row.title_from_text),
  };
  if (row.description) notice.description = row.description;
  if (row.expires_at) notice.expiresAt = row.expires_at;
  return notice;
}

/** The notice with its text: GET /notices/{id} and the answers of the calls that change one. */
export function toNoticeDetail(row: Row): NoticeDetail {
  const notice = toNotice(row);
  return {
    ...notice,
    text: row.text ?? null,
    textStatus: notice.textStatus ?? 'pending',
    textSource: notice.textSource ?? null,
    pageCount: notice.pageCount ?? null,
    fileSize: notice.fileSize ?? null,
    previewUrl: notice.previewUrl ?? null,
    titleFromText: notice.titleFromText ?? false,
  };
}

/**
 * The title a notice sent as photos gets from its text: the first line that has a letter, its
 * spaces collapsed, cut at a word within `max` characters.
 */
export function titleFromText(text: string, max: number): string | null {
  const line = text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .find((l) => /\p{L}/u.test(l));
  if (!line) return null;
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).trim();
}

export const BENGALI_LETTER = /[\u0980-\u09ff]/;

/** What the reading of a notice's PDF found (src/noticeText). */
export interface NoticeReading {
  text: string;
  source: Exclude<NoticeTextSource, 'staff'>;
  pageCount: number;
  fileSize: number;
  previewPath: string | null;
}

export function statusOf(notice: Pick<Notice, 'publishAt' | 'expiresAt'>, now: string): NoticeStatus {
  if (notice.publishAt > now) return 'scheduled';
  if (notice.expiresAt && notice.expiresAt <= now) return 'expired';
  return 'live';
}

export interface NoticeInput {
  /** Empty only for a notice sent as photos without one: its text's first line becomes the title. */
  title: string;
  /** Bytes of the PDF. */
  fileSize?: number;
  description?: string | null;
  /** Bengali text; empty or absent is none (the English is shown instead). */
  titleBn?: string | null;
  descriptionBn?: string | null;
  pdfPath: string;
  category?: NoticeCategory;
  pinned?: boolean;
  /** ISO timestamp; now when absent. */
  publishAt?: string;
  expiresAt?: string | null;
}

export type NoticeChanges = Partial<Omit<NoticeInput, 'pdfPath'>> & {
  pdfPath?: string;
  /** The text as staff corrected it. */
  text?: string;
};

export interface PublicListOptions {
  category?: NoticeCategory;
  limit?: number;
  offset?: number;
}

/** The row of a new notice, before its sequence number is given by the database. */
export function newNoticeRow(input: NoticeInput, now: string, db: Kysely<DB>): Row {
  return {
    id: randomUUID(),
    seq: 0,
    title: input.title,
    description: input.description || null,
    pdf_path: input.pdfPath,
    date: input.publishAt ?? now,
    category: input.category ?? 'general',
    pinned: fromBool(db, input.pinned ?? false),
    expires_at: input.expiresAt ?? null,
    updated_at: now,
    title_bn: input.titleBn || null,
    description_bn: input.descriptionBn || null,
    text: null,
    text_status: 'pending',
    text_source: null,
    text_error: null,
    page_count: null,
    file_size: input.fileSize ?? null,
    preview_path: null,
    // No title given (a notice sent as photos): the text's first line will be its title.
    title_from_text: fromBool(db, input.title === ''),
  };
}

/** The columns an edit sets: the fields it names, and what a new file or corrected text implies. */
export function changedColumns(changes: NoticeChanges, now: string, db: Kysely<DB>): Partial<Row> {
  const set: Partial<Row> = { updated_at: now };
  // A title set by staff is confirmed: it no longer counts as read from the text.
  if (changes.title !== undefined || changes.titleBn !== undefined) set.title_from_text = fromBool(db, false);
  if (changes.title !== undefined) set.title = changes.title;
  if (changes.description !== undefined) set.description = changes.description || null;
  if (changes.titleBn !== undefined) set.title_bn = changes.titleBn || null;
  if (changes.descriptionBn !== undefined) set.description_bn = changes.descriptionBn || null;
  if (changes.category !== undefined) set.category = changes.category;
  if (changes.pinned !== undefined) set.pinned = fromBool(db, changes.pinned);
  if (changes.publishAt !== undefined) set.date = changes.publishAt;
  if (changes.expiresAt !== undefined) set.expires_at = changes.expiresAt;
  if (changes.pdfPath !== undefined) {
    // A new file: what was read from the old one no longer holds; its reading is queued.
    set.pdf_path = changes.pdfPath;
    set.file_size = changes.fileSize ?? null;
    set.page_count = null;
    set.preview_path = null;
    set.text = null;
    set.text_source = null;
    set.text_status = 'pending';
    set.text_error = null;
  }
  if (changes.text !== undefined) {
    set.text = changes.text;
    set.text_source = 'staff';
    set.text_status = 'done';
    set.text_error = null;
  }
  return set;
}

/**
 * The columns a finished reading sets: the file's page count, size and picture; the text unless
 * staff corrected it; a title still waiting for the text from its first line.
 */
export function readingColumns(
  row: Pick<Row, 'text_source' | 'title' | 'title_bn' | 'title_from_text'>,
  reading: NoticeReading,
  titleMax: number,
  now: string,
): Partial<Row> {
  const set: Partial<Row> = {
    page_count: reading.pageCount,
    file_size: reading.fileSize,
    preview_path: reading.previewPath,
    updated_at: now,
  };
  // Text corrected by staff is kept; either way the notice now has its text.
  set.text_status = 'done';
  set.text_error = null;
  if (row.text_source !== 'staff') {
    set.text = reading.text;
    set.text_source = reading.source;
  }
  if (toBool(row.title_from_text) && row.title === '') {
    const title = titleFromText(reading.text, titleMax);
    if (title) {
      set.title = title;
      if (BENGALI_LETTER.test(title) && !row.title_bn) set.title_bn = title;
    }
  }
  return set;
}
