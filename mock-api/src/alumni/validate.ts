import { ALUMNI_COLUMNS, type Alumni, type AlumniRowError, type ValidationRule } from '@gsvmc/shared-types';

/** What a valid row becomes (the repository's AlumniInput). */
type AlumniInput = Omit<Alumni, '_id'>;

export type ColumnKey = (typeof ALUMNI_COLUMNS)[number]['key'];
type Cell = string | number | boolean | null;

/** The record's optional fields: validated here, mapped to and from columns by the repository. */
export const OPTIONAL_ALUMNI_FIELDS = [
  'alumniId',
  'email',
  'currentCompany',
  'jobTitle',
  'location',
  'linkedInProfile',
  'phone',
  'achievements',
] as const;

export const MIN_GRADUATION_YEAR = 1950;
export const maxGraduationYear = () => new Date().getFullYear() + 10;

export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
export const PHONE_PATTERN = '^[+()0-9 .\\-]{5,30}$';
/** A LinkedIn value may omit the scheme (the directory adds https://), but any scheme must be http(s). */
export const LINK_PATTERN = '^(https?://)?[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(/\\S*)?$';

const MAX_LENGTH: Record<ColumnKey, number> = {
  alumniId: 50,
  fullName: 200,
  graduationYear: 4,
  degree: 100,
  major: 100,
  email: 254,
  currentCompany: 200,
  jobTitle: 200,
  location: 200,
  linkedInProfile: 300,
  phone: 30,
  achievements: 2000,
  contactConsent: 10,
};

/** One row's reason: the English sentence, and the code and values the portal words in its language. */
export function rowError(
  row: number,
  field: string,
  message: string,
  rule: ValidationRule,
  more: { limit?: number; min?: number; max?: number } = {},
): AlumniRowError {
  return { row, field, message, code: 'IMPORT_ROW_INVALID', values: { row, field, rule, ...more } };
}

/** The words a "Contact Consent" cell may hold, in English and Bengali; an empty cell is no. */
const CONSENT_WORDS: Record<string, boolean> = {
  yes: true,
  y: true,
  true: true,
  '1': true,
  হ্যাঁ: true,
  হ্যা: true,
  no: false,
  n: false,
  false: false,
  '0': false,
  না: false,
};

/** A consent cell as yes (true), no (false) or neither (undefined). */
export function consentOf(cell: string): boolean | undefined {
  if (cell === '') return false;
  return CONSENT_WORDS[cell.normalize('NFC').toLowerCase()];
}

function text(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  return String(cell).trim();
}

/** Validates one spreadsheet row; `row` is the sheet's own row number for the error list. */
export function validateRow(
  row: number,
  cells: Partial<Record<ColumnKey, Cell>>,
): { value?: AlumniInput; errors: AlumniRowError[] } {
  const errors: AlumniRowError[] = [];
  const fail = (
    field: ColumnKey,
    message: string,
    rule: ValidationRule,
    more: { limit?: number; min?: number; max?: number } = {},
  ) => errors.push(rowError(row, field, message, rule, more));
  const get = (key: ColumnKey) => text(cells[key]);

  for (const column of ALUMNI_COLUMNS) {
    const v = get(column.key);
    if (column.required && v === '') fail(column.key, `${column.header} is required`, 'required');
    else if (column.key !== 'graduationYear' && v.length > MAX_LENGTH[column.key])
      fail(column.key, `${column.header} is longer than ${MAX_LENGTH[column.key]} characters`, 'tooLong', {
        limit: MAX_LENGTH[column.key],
      });
  }
  const yearText = get('graduationYear');
  const year = Number(yearText);
  if (yearText !== '' && (!Number.isInteger(year) || year < MIN_GRADUATION_YEAR || year > maxGraduationYear())) {
    fail(
      'graduationYear',
      `Graduation Year must be a year between ${MIN_GRADUATION_YEAR} and ${maxGraduationYear()}`,
      'range',
      { min: MIN_GRADUATION_YEAR, max: maxGraduationYear() },
    );
  }
  const email = get('email');
  if (email && !new RegExp(EMAIL_PATTERN).test(email)) fail('email', 'Email is not a valid email address', 'email');
  const phone = get('phone');
  if (phone && !new RegExp(PHONE_PATTERN).test(phone))
    fail('phone', 'Phone may contain only digits, spaces and + ( ) . -', 'phone');
  const consent = consentOf(get('contactConsent'));
  if (consent === undefined) fail('contactConsent', 'Contact Consent must be yes or no (হ্যাঁ or না)', 'yesNo');
  const link = get('linkedInProfile');
  if (link && !new RegExp(LINK_PATTERN).test(link))
    fail('linkedInProfile', 'LinkedIn Profile is not a web address', 'url');
  if (errors.length > 0) return { errors };

  const value: AlumniInput = {
    fullName: get('fullName'),
    graduationYear: year,
    degree: get('degree'),
    major: get('major'),
  };
  for (const key of OPTIONAL_ALUMNI_FIELDS) {
    const v = get(key);
    if (v) value[key] = v;
  }
  if (consent) value.contactConsent = true;
  return { value, errors };
}
