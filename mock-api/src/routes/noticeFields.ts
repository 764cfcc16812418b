// A notice's fields (category, pin, publish and expiry dates), checked alike whether they come as multipart strings (upload, PUT
// with a new PDF) or as JSON (PUT): one set of rules and messages for both.
import {
  NOTICE_CATEGORIES,
  NOTICE_CATEGORY_LABELS,
  NOTICE_PAGE_LIMITS,
  type NoticeCategory,
} from '@gsvmc/shared-types';
import { invalidField, validationFailed } from '../errors';
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
function bengali(value: unknown, field: string, label: string, max: number): string | null {
  if (value === null) return null;
  if (typeof value !== 'string') throw invalidField(`The ${label} must be text.`, field, 'type');
  const trimmed = value.trim();
  if (trimmed.length > max)
    throw invalidField(`The ${label} must be at most ${max} characters.`, field, 'tooLong', { limit: max });
  return trimmed || null;
}

function text(value: unknown, field: string, label = field): string {
  if (typeof value !== 'string') throw invalidField(`${label} must be text`, field, 'type');
  return value.trim();
}

/** An ISO timestamp or a date-time the browser's datetime-local input sends with its zone; stored as UTC ISO. */
function timestamp(value: unknown, field: string, label: string): string {
  const raw = text(value, field, label);
  // A date and time with an explicit zone (Z or ±hh:mm); a bare local time would depend on the server's zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw))
    throw invalidField(
      `The ${label} must be a date and time with its time zone, e.g. 2026-05-01T09:00:00Z`,
      field,
      'date',
    );
  const t = Date.parse(raw);
  if (Number.isNaN(t)) throw invalidField(`The ${label} is not a valid date`, field, 'date');
  return new Date(t).toISOString();
}

function bool(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 'on') return true;
  if (value === 'false' || value === '0' || value === '') return false;
  throw invalidField('pinned must be true or false', 'pinned', 'type');
}

/**
 * Reads the fields present in `raw`. Unknown keys are refused rather than ignored, so a misspelt
 * field (e.g. `expiryAt`) is not silently lost. An empty `expiresAt` (or null) clears the expiry.
 */
export function parseNoticeFields(raw: Record<string, unknown>, ignore: string[] = []): NoticeChanges {
  const out: NoticeChanges = {};
  for (const key of Object.keys(raw)) {
    if (!ALLOWED.has(key) && !ignore.includes(key)) throw invalidField(`Unknown field: ${key}`, key, 'unknown');
  }
  if (raw.title !== undefined) {
    const title = text(raw.title, 'title');
    if (!title) throw invalidField('title is required', 'title', 'required');
    if (title.length > TITLE_MAX)
      throw invalidField(`title must be at most ${TITLE_MAX} characters`, 'title', 'tooLong', { limit: TITLE_MAX });
    out.title = title;
  }
  if (raw.description !== undefined) {
    const description = raw.description === null ? '' : text(raw.description, 'description');
    if (description.length > DESCRIPTION_MAX)
      throw invalidField(`description must be at most ${DESCRIPTION_MAX} characters`, 'description', 'tooLong', {
        limit: DESCRIPTION_MAX,
      });
    out.description = description;
  }
  if (raw.titleBn !== undefined) out.titleBn = bengali(raw.titleBn, 'titleBn', 'Bengali title', TITLE_MAX);
  if (raw.descriptionBn !== undefined)
    out.descriptionBn = bengali(raw.descriptionBn, 'descriptionBn', 'Bengali description', DESCRIPTION_MAX);
  if (raw.category !== undefined) {
    const category = text(raw.category, 'category');
    if (!(NOTICE_CATEGORIES as readonly string[]).includes(category))
      throw invalidField(
        `category must be one of: ${NOTICE_CATEGORIES.map((c) => `${c} (${NOTICE_CATEGORY_LABELS[c]})`).join(', ')}`,
        'category',
        'type',
      );
    out.category = category as NoticeCategory;
  }
  if (raw.pinned !== undefined) out.pinned = bool(raw.pinned);
  if (raw.publishAt !== undefined && raw.publishAt !== '')
    out.publishAt = timestamp(raw.publishAt, 'publishAt', 'publish date');
  if (raw.expiresAt !== undefined)
    out.expiresAt =
      raw.expiresAt === null || raw.expiresAt === '' ? null : timestamp(raw.expiresAt, 'expiresAt', 'expiry date');
  return out;
}

/** The expiry, when there is one, must come after the publish date. */
export function checkDates(publishAt: string, expiresAt: string | null | undefined): void {
  if (expiresAt && expiresAt <= publishAt)
    throw invalidField('The expiry date must be after the publish date', 'expiresAt', 'after', { other: 'publishAt' });
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
