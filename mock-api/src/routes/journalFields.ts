// The fields of a journal publication, checked alike whether they come as JSON or as multipart text
// (a form with a PDF): one set of rules and messages for both.
import { isWebLink, JOURNAL_LIMITS as L } from '@gsvmc/shared-types';
import { invalidField, linkNotAllowed } from '../errors';
import type { JournalPublicationChanges } from '../repositories/journalPublications';

const ALLOWED = new Set(['title', 'authors', 'date', 'category', 'tags', 'link', 'removePdf']);

function text(value: unknown, field: string, label = field): string {
  if (typeof value !== 'string') throw invalidField(`${label} must be text`, field, 'type');
  return value.trim();
}

/**
 * A list given as a JSON array, or as text: authors one per line (a name may hold a comma:
 * "Rahman, A."), tags separated by commas or lines. Blank entries are dropped.
 */
function list(value: unknown, field: string, separator: RegExp, max: number, maxChars: number): string[] {
  const items = Array.isArray(value)
    ? value.map((v) => text(v, field, `each of ${field}`))
    : text(value, field)
        .split(separator)
        .map((v) => v.trim());
  const kept = items.filter((v) => v !== '');
  if (kept.length > max) throw invalidField(`At most ${max} ${field} are allowed`, field, 'tooMany', { limit: max });
  const long = kept.find((v) => v.length > maxChars);
  if (long)
    throw invalidField(
      `“${long.slice(0, 40)}…” is too long: each of ${field} is at most ${maxChars} characters`,
      field,
      'tooLong',
      { limit: maxChars },
    );
  return kept;
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export interface ParsedJournalFields {
  changes: JournalPublicationChanges;
  /** The form asked to drop the stored PDF. */
  removePdf: boolean;
}

/**
 * Reads the fields present in `raw`. Unknown keys are refused rather than ignored, so a misspelt
 * field is not silently lost. `required` (a new publication) insists on title, authors, date and category.
 */
export function parseJournalFields(raw: Record<string, unknown>, required: boolean): ParsedJournalFields {
  for (const key of Object.keys(raw))
    if (!ALLOWED.has(key)) throw invalidField(`Unknown field: ${key}`, key, 'unknown');
  const changes: JournalPublicationChanges = {};
  const missing = (field: string) => required && (raw[field] === undefined || raw[field] === '');
  for (const field of ['title', 'authors', 'date', 'category'])
    if (missing(field)) throw invalidField(`${field} is required`, field, 'required');

  if (raw.title !== undefined) {
    const title = text(raw.title, 'title');
    if (!title) throw invalidField('title is required', 'title', 'required');
    if (title.length > L.titleChars)
      throw invalidField(`title must be at most ${L.titleChars} characters`, 'title', 'tooLong', {
        limit: L.titleChars,
      });
    changes.title = title;
  }
  if (raw.authors !== undefined) {
    const authors = list(raw.authors, 'authors', /\r?\n/, L.authors, L.authorChars);
    if (authors.length === 0) throw invalidField('Name at least one author', 'authors', 'required');
    changes.authors = authors;
  }
  if (raw.date !== undefined) {
    const date = text(raw.date, 'date');
    if (!isRealDate(date))
      throw invalidField('date must be a real day written as YYYY-MM-DD, e.g. 2025-03-15', 'date', 'date');
    changes.date = date;
  }
  if (raw.category !== undefined) {
    const category = text(raw.category, 'category');
    if (!category) throw invalidField('category is required', 'category', 'required');
    if (category.length > L.categoryChars)
      throw invalidField(`category must be at most ${L.categoryChars} characters`, 'category', 'tooLong', {
        limit: L.categoryChars,
      });
    changes.category = category;
  }
  if (raw.tags !== undefined) changes.tags = list(raw.tags ?? '', 'tags', /[,\r\n]/, L.tags, L.tagChars);
  if (raw.link !== undefined) {
    const link = raw.link === null ? '' : text(raw.link, 'link');
    if (link.length > L.linkChars)
      throw invalidField(`The link must be at most ${L.linkChars} characters`, 'link', 'tooLong', {
        limit: L.linkChars,
      });
    // Only a web page may be linked: a script or a file on the reader's own machine is refused.
    if (link && !isWebLink(link))
      throw linkNotAllowed(
        'The link must be a web address starting with https:// or http://, without spaces or backslashes',
        'link',
      );
    changes.link = link;
  }
  const removePdf = raw.removePdf === true || raw.removePdf === 'true';
  return { changes, removePdf };
}
