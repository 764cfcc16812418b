// The notice fields of issue 14, checked alike whether they come as multipart strings (upload, PUT
// with a new PDF) or as JSON (PUT): one set of rules and messages for both.
import {
  NOTICE_CATEGORIES,
  NOTICE_CATEGORY_LABELS,
  NOTICE_PAGE_LIMITS,
  type NoticeCategory,
} from '@gsvmc/shared-types';
import { validationFailed } from '../errors';
import type { NoticeChanges } from '../repositories/notices';

export const TITLE_MAX = 300;
export const DESCRIPTION_MAX = 2000;

const ALLOWED = new Set([
  'title',
  'description',
  'titleBn',
  'descriptionBn',
  'category',
  'pinned',
  'publishAt',
  'expiresAt',
]);

/** Optional Bengali text: trimmed, empty (or null) means none, at most `max` characters. */
function bengali(value: unknown, label: string, max: number): string | null {
  if (value === null) return null;
  if (typeof value !== 'string') throw validationFailed(`The ${label} must be text.`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw validationFailed(`The ${label} must be at most ${max} characters.`);
  return trimmed || null;
}

function text(value: unknown, field: string): string {
  if (typeof value !== 'string') throw validationFailed(`${field} must be text`);
  return value.trim();
}

/** An ISO timestamp or a date-time the browser's datetime-local input sends with its zone; stored as UTC ISO. */
function timestamp(value: unknown, label: string): string {
  const raw = text(value, label);
  // A date and time with an explicit zone (Z or ±hh:mm); a bare local time would depend on the server's zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw))
    throw validationFailed(`The ${label} must be a date and time with its time zone, e.g. 2026-05-01T09:00:00Z`);
  const t = Date.parse(raw);
  if (Number.isNaN(t)) throw validationFailed(`The ${label} is not a valid date`);
  return new Date(t).toISOString();
}

function bool(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 'on') return true;
  if (value === 'false' || value === '0' || value === '') return false;
  throw validationFailed('pinned must be true or false');
}

/**
 * Reads the fields present in `raw`. Unknown keys are refused rather than ignored, so a misspelt
 * field (e.g. `expiryAt`) is not silently lost. An empty `expiresAt` (or null) clears the expiry.
 */
export function parseNoticeFields(raw: Record<string, unknown>, ignore: string[] = []): NoticeChanges {
  const out: NoticeChanges = {};
  for (const key of Object.keys(raw)) {
    if (!ALLOWED.has(key) && !ignore.includes(key)) throw validationFailed(`Unknown field: ${key}`);
  }
  if (raw.title !== undefined) {
    const title = text(raw.title, 'title');
    if (!title) throw validationFailed('title is required');
    if (title.length > TITLE_MAX) throw validationFailed(`title must be at most ${TITLE_MAX} characters`);
    out.title = title;
  }
  if (raw.description !== undefined) {
    const description = raw.description === null ? '' : text(raw.description, 'description');
    if (description.length > DESCRIPTION_MAX)
      throw validationFailed(`description must be at most ${DESCRIPTION_MAX} characters`);
    out.description = description;
  }
  if (raw.titleBn !== undefined) out.titleBn = bengali(raw.titleBn, 'Bengali title', TITLE_MAX);
  if (raw.descriptionBn !== undefined)
    out.descriptionBn = bengali(raw.descriptionBn, 'Bengali description', DESCRIPTION_MAX);
  if (raw.category !== undefined) {
    const category = text(raw.category, 'category');
    if (!(NOTICE_CATEGORIES as readonly string[]).includes(category))
      throw validationFailed(
        `category must be one of: ${NOTICE_CATEGORIES.map((c) => `${c} (${NOTICE_CATEGORY_LABELS[c]})`).join(', ')}`,
      );
    out.category = category as NoticeCategory;
  }
  if (raw.pinned !== undefined) out.pinned = bool(raw.pinned);
  if (raw.publishAt !== undefined && raw.publishAt !== '') out.publishAt = timestamp(raw.publishAt, 'publish date');
  if (raw.expiresAt !== undefined)
    out.expiresAt = raw.expiresAt === null || raw.expiresAt === '' ? null : timestamp(raw.expiresAt, 'expiry date');
  return out;
}

/** The expiry, when there is one, must come after the publish date. */
export function checkDates(publishAt: string, expiresAt: string | null | undefined): void {
  if (expiresAt && expiresAt <= publishAt) throw validationFailed('The expiry date must be after the publish date');
}

/**
 * A notice's text as staff typed it: paragraphs kept (line ends made plain \n, spaces at line ends
 * and blank lines around the whole removed), at most NOTICE_PAGE_LIMITS.textChars characters.
 */
export function parseNoticeText(value: unknown): string {
  if (typeof value !== 'string') throw validationFailed("The notice's text must be text");
  const text = value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
  if (text.length > NOTICE_PAGE_LIMITS.textChars)
    throw validationFailed(`The notice's text must be at most ${NOTICE_PAGE_LIMITS.textChars} characters`);
  return text;
}
