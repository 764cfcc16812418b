// How an audit row's values read (auditChanges.ts gives them as stored text): decided by the field a
// value belongs to, never by how it looks, so a registration number or a phone number made of digits
// stays as typed. A field named here is a year, a count, a file size, a date or a time, or one of a
// set of values stored as code words ("pending", "admin", "academic") that a reader is shown in words
// of either language. Formatting numbers and dates is the portal's (shared-kit); this says which.
import type { AuditFieldPart } from './auditChanges';
import type { Language } from './bengali';
import { AUDIT_WORDS } from './auditWords';
import { NOTICE_CATEGORIES, NOTICE_CATEGORY_LABELS, NOTICE_CATEGORY_LABELS_BN } from './noticeCategories';
import { ROLE_LABELS, ROLE_LABELS_BN, ROLES } from './staff';

/** A value's words in English and Bengali, by the value as stored. */
export type AuditValueWords = Readonly<Record<string, readonly [string, string]>>;

export type AuditValueKind =
  /** A year, written without grouping ("2019", "২০১৯"). */
  | { kind: 'year' }
  /** A whole number, grouped as the language groups it ("1,320"). */
  | { kind: 'count' }
  /** A file's size in bytes ("1 KB"). */
  | { kind: 'bytes' }
  /** A day (YYYY-MM-DD) or an instant (an ISO timestamp). */
  | { kind: 'date' }
  /** One of a set of code words. */
  | { kind: 'words'; words: AuditValueWords };

/** Where a notice's text stands (NOTICE_TEXT_STATUSES), as the notice's review words it. */
const TEXT_STATUS_WORDS: AuditValueWords = {
  pending: ['Being read', 'পড়া হচ্ছে'],
  done: ['Read', 'পড়া হয়েছে'],
  failed: ['Could not be read', 'পড়া যায়নি'],
};

/** Where a notice's text came from (NOTICE_TEXT_SOURCES). */
const TEXT_SOURCE_WORDS: AuditValueWords = {
  pdf: ['The PDF’s own text', 'PDF-এর নিজস্ব লেখা'],
  ocr: ['Read by machine from the page images', 'পাতার ছবি থেকে যন্ত্রে পড়া'],
  staff: ['Corrected by staff', 'কর্মীদের সংশোধিত'],
};

/** A role's name, as the users page says it. */
const ROLE_WORDS: AuditValueWords = Object.fromEntries(
  ROLES.map((role) => [role, [ROLE_LABELS[role], ROLE_LABELS_BN[role]] as const]),
);

const CATEGORY_WORDS: AuditValueWords = Object.fromEntries(
  NOTICE_CATEGORIES.map((c) => [c, [NOTICE_CATEGORY_LABELS[c], NOTICE_CATEGORY_LABELS_BN[c]] as const]),
);

const LANGUAGE_WORDS: AuditValueWords = { en: AUDIT_WORDS.en, bn: AUDIT_WORDS.bn };

/** What a trash row held (TrashEntityKind). */
const TRASH_KIND_WORDS: AuditValueWords = {
  notice: AUDIT_WORDS.notice,
  photo: AUDIT_WORDS.photo,
  faculty: AUDIT_WORDS.faculty,
  alumni: AUDIT_WORDS.alumni,
  publication: AUDIT_WORDS.publication,
};

/** A page's button drawn as a button or as a link. */
const BUTTON_STYLE_WORDS: AuditValueWords = { button: AUDIT_WORDS.button, link: AUDIT_WORDS.link };

const YEAR = { kind: 'year' } as const;
const COUNT = { kind: 'count' } as const;
const DATE = { kind: 'date' } as const;
const words = (w: AuditValueWords) => ({ kind: 'words', words: w }) as const;

/**
 * The fields whose values are read, by "record.field" where the same key means other things in other
 * records (a notice's category is one of NOTICE_CATEGORIES, a journal publication's is typed; a user's
 * role is a Role, a faculty member's past role is typed), else by the field alone.
 */
const KINDS: Readonly<Record<string, AuditValueKind>> = {
  'notice.category': words(CATEGORY_WORDS),
  'user.role': words(ROLE_WORDS),
  'user.language': words(LANGUAGE_WORDS),
  'alumni-import.added': COUNT,
  'alumni-import.updated': COUNT,
  'alumni-import.unchanged': COUNT,
  'alumni-import.skipped': COUNT,
  'alumni-import.removed': COUNT,
  'alumni-import.restored': COUNT,
  'alumni-import.kept': COUNT,
  graduationYear: YEAR,
  year: YEAR,
  pageCount: COUNT,
  level: COUNT,
  fileSize: { kind: 'bytes' },
  date: DATE,
  publishAt: DATE,
  expiresAt: DATE,
  dateOfBirth: DATE,
  startDate: DATE,
  endDate: DATE,
  lastLoginAt: DATE,
  disabledAt: DATE,
  deletedAt: DATE,
  purgeAfter: DATE,
  undoneAt: DATE,
  textStatus: words(TEXT_STATUS_WORDS),
  textSource: words(TEXT_SOURCE_WORDS),
  entity: words(TRASH_KIND_WORDS),
  style: words(BUTTON_STYLE_WORDS),
};

const own = (table: object, key: string) => Object.prototype.hasOwnProperty.call(table, key);

/** How a change's values read, from its field's name; undefined for text shown as typed. */
export function auditValueKind(parts: readonly AuditFieldPart[]): AuditValueKind | undefined {
  const field = parts.at(-1);
  // A field is known by its word; an item of a list ("Figure 2") or a key without a word is not one.
  if (parts.length < 2 || !field || !('word' in field) || field.n !== undefined) return undefined;
  const head = parts[0]!;
  const scoped = 'word' in head ? `${head.word}.${field.word}` : '';
  if (scoped && own(KINDS, scoped)) return KINDS[scoped];
  return own(KINDS, field.word) ? KINDS[field.word] : undefined;
}

/** A code word's word in a language; undefined for a value the set does not have. */
export function auditValueWord(words: AuditValueWords, value: string, language: Language): string | undefined {
  return own(words, value) ? words[value]![language === 'bn' ? 1 : 0] : undefined;
}
