// Words an API refusal in the reader's language from its code and values; the English sentence the
// API sent is the fallback for a code this portal does not know yet (a newer API) or one sent without
// the values its sentence needs.
import { useCallback } from 'react';
import type { AlumniRowError, ApiError, FileKindName, ValidationRule, ValidationValues } from '@gsvmc/shared-types';
// The kit's core by its shared name, never by path: this entry is a singleton of its own, and a second
// copy of the locale's context would word every refusal in English.
import {
  bengaliDigits,
  formatNumber,
  isFetchBaseQueryError,
  translate,
  useLocale,
  type Locale,
} from '@gsvmc/shared-kit';
import { refusalMessages } from './messages';

type Key = keyof typeof refusalMessages.en & string;

/** The catalog key naming each field the API refuses, by the API's field name. */
const FIELD_KEYS: Record<string, Key> = {
  title: 'fieldTitle',
  description: 'fieldDescription',
  titleBn: 'fieldTitleBn',
  descriptionBn: 'fieldDescriptionBn',
  category: 'fieldCategory',
  pinned: 'fieldPinned',
  publishAt: 'fieldPublishAt',
  expiresAt: 'fieldExpiresAt',
  pdf: 'fieldPdf',
  photo: 'fieldPhoto',
  image: 'fieldPicture',
  facultyPicture: 'fieldPicture',
  src: 'fieldPicture',
  file: 'fieldFile',
  fullName: 'fieldFullName',
  graduationYear: 'fieldGraduationYear',
  degree: 'fieldDegree',
  major: 'fieldMajor',
  email: 'fieldEmail',
  phone: 'fieldPhone',
  linkedInProfile: 'fieldLinkedIn',
  alumniId: 'fieldAlumniId',
  currentCompany: 'fieldCompany',
  jobTitle: 'fieldJobTitle',
  location: 'fieldLocation',
  achievements: 'fieldAchievements',
  contactConsent: 'fieldContactConsent',
  link: 'fieldLink',
  href: 'fieldLink',
  url: 'fieldAddress',
  webmailUrl: 'fieldWebmail',
  authors: 'fieldAuthors',
  date: 'fieldDate',
  tags: 'fieldTags',
  name: 'fieldName',
  designation: 'fieldDesignation',
  department: 'fieldDepartment',
  registrationNo: 'fieldRegistrationNo',
  dateOfBirth: 'fieldDateOfBirth',
  qualifications: 'fieldQualifications',
  workExperience: 'fieldWorkExperience',
  publications: 'fieldPublications',
  username: 'fieldUsername',
  password: 'fieldPassword',
  body: 'fieldForm',
};

const FILE_KINDS: Record<FileKindName, string> = {
  pdf: 'PDF',
  jpeg: 'JPEG',
  png: 'PNG',
  gif: 'GIF',
  webp: 'WebP',
  xlsx: 'Excel (.xlsx)',
  xls: 'Excel (.xls)',
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const t = (locale: Locale, key: Key, values?: any): string =>
  (translate as (m: typeof refusalMessages, l: Locale, k: Key, v?: unknown) => string)(
    refusalMessages,
    locale,
    key,
    values,
  );

/**
 * A field's name as the forms say it. A dotted path of page content ("blocks.2.links.0.href") is
 * named by its last word; a name this catalog does not know stays as the API sent it.
 */
export function fieldLabel(field: string, locale: Locale): string {
  const last =
    field
      .split('.')
      .reverse()
      .find((part) => !/^\d+$/.test(part) && part !== 'en' && part !== 'bn') ?? field;
  const key = FIELD_KEYS[last];
  return key ? t(locale, key) : last;
}

const plain = (n: number | undefined, locale: Locale) =>
  typeof n === 'number' ? (locale === 'bn' ? bengaliDigits(String(n)) : String(n)) : '';
const num = (n: number | undefined, locale: Locale) => (typeof n === 'number' ? formatNumber(n, locale) : '');

/** "20 MB" in the language's digits. */
function megabytes(bytes: number, locale: Locale): string {
  const mb = bytes / (1024 * 1024);
  const text = Number.isInteger(mb) ? String(mb) : mb.toFixed(1);
  return `${locale === 'bn' ? formatNumber(Number(text), 'bn') : text} MB`;
}

function listWithOr(items: string[], locale: Locale): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${t(locale, 'or')} ${items[items.length - 1]}`;
}

const RULES: readonly ValidationRule[] = [
  'required',
  'tooLong',
  'tooMany',
  'email',
  'phone',
  'url',
  'date',
  'range',
  'type',
  'unknown',
  'after',
  'nothingToChange',
  'exclusive',
  'taken',
  'yesNo',
];

/** The sentence for one field's broken rule, or undefined for a rule this portal does not know. */
export function wordRule(values: Partial<ValidationValues>, locale: Locale): string | undefined {
  const { field, rule } = values;
  if (typeof field !== 'string' || !rule || !RULES.includes(rule)) return undefined;
  const label = fieldLabel(field, locale);
  switch (rule) {
    case 'tooLong':
    case 'tooMany':
      return t(locale, rule, { field: label, limit: num(values.limit, locale) });
    case 'range':
      // Bounds are years and the like: written without grouping ("1950", "১৯৫০").
      return t(locale, 'range', { field: label, min: plain(values.min, locale), max: plain(values.max, locale) });
    case 'after':
    case 'exclusive':
      return t(locale, rule, { field: label, other: fieldLabel(values.other ?? '', locale) });
    case 'unknown':
      return t(locale, 'unknown', { field });
    case 'nothingToChange':
      return t(locale, 'nothingToChange');
    default:
      return t(locale, rule, { field: label });
  }
}

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};

/** The refusal in the reader's language, or undefined when this portal cannot word it. */
function worded(error: ApiError, locale: Locale): string | undefined {
  const values = record(error.values);
  const field = typeof values.field === 'string' ? fieldLabel(values.field, locale) : t(locale, 'fieldFile');
  switch (error.code) {
    case 'VALIDATION_FAILED':
      return wordRule(values as Partial<ValidationValues>, locale);
    case 'IMPORT_ROW_INVALID': {
      const reason = wordRule(values as Partial<ValidationValues>, locale);
      return reason && typeof values.row === 'number'
        ? t(locale, 'rowReason', { row: num(values.row, locale), reason })
        : undefined;
    }
    case 'FILE_TOO_LARGE':
      return typeof values.limit === 'number'
        ? t(locale, 'fileTooLarge', { field, limit: megabytes(values.limit, locale) })
        : undefined;
    case 'FILE_TYPE_NOT_ALLOWED': {
      const allowed = Array.isArray(values.allowed) ? (values.allowed as FileKindName[]) : [];
      const names = allowed.map((kind) => FILE_KINDS[kind]).filter(Boolean);
      return names.length ? t(locale, 'fileTypeNotAllowed', { field, allowed: listWithOr(names, locale) }) : undefined;
    }
    case 'FILE_REQUIRED':
      return t(locale, 'fileRequired', { field });
    case 'IMAGE_UNREADABLE':
      return t(locale, 'imageUnreadable', { field });
    case 'IMAGE_TOO_MANY_PIXELS':
      return typeof values.width === 'number' && typeof values.height === 'number'
        ? t(locale, 'imageTooManyPixels', {
            field,
            size: `${num(values.width, locale)} × ${num(values.height, locale)}`,
            limit: num(values.limit as number, locale),
          })
        : undefined;
    case 'LINK_NOT_ALLOWED':
      return typeof values.field === 'string' || error.field
        ? t(locale, 'linkNotAllowed', { field: fieldLabel(String(values.field ?? error.field), locale) })
        : undefined;
    case 'SPREADSHEET_UNREADABLE':
      return t(locale, 'spreadsheetUnreadable');
    case 'SPREADSHEET_EMPTY':
      return t(locale, 'spreadsheetEmpty');
    case 'SPREADSHEET_COLUMNS_MISSING':
      return Array.isArray(values.columns)
        ? t(locale, 'spreadsheetColumnsMissing', {
            columns: (values.columns as string[]).map((c) => fieldLabel(columnField(c), locale)).join(', '),
          })
        : undefined;
    case 'SPREADSHEET_TOO_MANY_ROWS':
      return typeof values.limit === 'number'
        ? t(locale, 'spreadsheetTooManyRows', { limit: num(values.limit, locale) })
        : undefined;
    case 'INVALID_CREDENTIALS':
      return t(locale, 'invalidCredentials');
    case 'ACCOUNT_DISABLED':
      return t(locale, 'accountDisabled');
    case 'UNAUTHORIZED':
      return t(locale, 'unauthorized');
    case 'FORBIDDEN':
      return t(locale, 'forbidden');
    case 'INTERNAL':
      return t(locale, 'internal');
    default:
      return undefined;
  }
}

/** A spreadsheet's column header ("Full Name") as its field name ("fullName") for the catalog. */
function columnField(header: string): string {
  const words = header.split(/\s+/).filter(Boolean);
  const camel = words.map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1))).join('');
  const known: Record<string, string> = { alumniID: 'alumniId', linkedInProfile: 'linkedInProfile' };
  return known[camel] ?? camel;
}

/** The refusal in `locale`: worded from its code and values, else the API's own sentence. */
export function wordApiError(error: ApiError, locale: Locale): string {
  return worded(error, locale) ?? error.message;
}

/** One row of an alumni import preview or result, as "Row 8: Full Name is required." in `locale`. */
export function wordRowError(error: AlumniRowError, locale: Locale): string {
  if (error.code === 'IMPORT_ROW_INVALID' && error.values) {
    const reason = wordRule(error.values, locale);
    if (reason) return t(locale, 'rowReason', { row: num(error.row, locale), reason });
  }
  return error.message;
}

/** Only the reason of a row's refusal (the row number shown elsewhere), in `locale`. */
export function wordRowReason(error: AlumniRowError, locale: Locale): string {
  return (error.values && wordRule(error.values, locale)) ?? error.message;
}

function apiErrorOf(error: unknown): ApiError | undefined {
  if (!isFetchBaseQueryError(error)) return undefined;
  const data = record(error.data);
  return typeof data.message === 'string'
    ? ({ ...data, code: typeof data.code === 'string' ? data.code : '' } as unknown as ApiError)
    : undefined;
}

/** getErrorMessage in a language: the refusal worded from its code, else `fallback`. */
export function errorText(error: unknown, fallback: string, locale: Locale): string {
  const api = apiErrorOf(error);
  return api ? wordApiError(api, locale) : fallback;
}

/** `errorText` in the page's language: `(error, fallback) => sentence`. */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const locale = useLocale();
  return useCallback((error: unknown, fallback: string) => errorText(error, fallback, locale), [locale]);
}
