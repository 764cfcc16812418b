// The values each refusal code carries beside its English sentence, so every frontend can word the
// refusal in its reader's language (the portal's catalogs in shared-kit's api/messages.ts). A code is
// stable once published; its values only ever gain optional members. docs/api-codes.md lists them.

/** What a field's value broke: each rule has one sentence per language in the portal. */
export type ValidationRule =
  /** Empty where a value is needed. */
  | 'required'
  /** Longer than `limit` characters. */
  | 'tooLong'
  /** More than `limit` entries in a list. */
  | 'tooMany'
  /** Not an email address. */
  | 'email'
  /** Not a phone number (digits, spaces and + ( ) . -). */
  | 'phone'
  /** Not a web address. */
  | 'url'
  /** Not a real date (or date and time). */
  | 'date'
  /** A number outside `min`..`max`. */
  | 'range'
  /** Must be text, a list, true/false…: the wrong kind of value. */
  | 'type'
  /** A field the form does not have. */
  | 'unknown'
  /** The date must come after another one (`after` names that field). */
  | 'after'
  /** The request changed nothing. */
  | 'nothingToChange'
  /** Two fields that cannot both be given (`other` names the second). */
  | 'exclusive'
  /** The value already belongs to another record. */
  | 'taken'
  /** Neither yes nor no (an alumni spreadsheet's Contact Consent: yes, no, হ্যাঁ or না; empty is no). */
  | 'yesNo';

/** A file kind a refusal names in `allowed`. */
export type FileKindName = 'pdf' | 'jpeg' | 'png' | 'gif' | 'webp' | 'xlsx' | 'xls';

export interface ValidationValues {
  field: string;
  rule: ValidationRule;
  limit?: number;
  min?: number;
  max?: number;
  /** For `after` and `exclusive`: the other field. */
  other?: string;
}

/** The values of each code that has some; a code not listed here carries none. */
export interface ApiErrorValuesByCode {
  VALIDATION_FAILED: ValidationValues;
  /** One row of an alumni spreadsheet; `row` is the sheet's own row number (the header is row 1). */
  IMPORT_ROW_INVALID: ValidationValues & { row: number };
  /** `limit` in bytes. */
  FILE_TOO_LARGE: { field: string; limit: number };
  FILE_TYPE_NOT_ALLOWED: { field: string; allowed: FileKindName[] };
  FILE_REQUIRED: { field: string };
  /** Starts like a picture but cannot be decoded. */
  IMAGE_UNREADABLE: { field: string };
  /** `limit` in megapixels. */
  IMAGE_TOO_MANY_PIXELS: { field: string; width: number; height: number; limit: number };
  /** A link that does not lead where a link of this field may (another site where only this site's pages are allowed, a script). */
  LINK_NOT_ALLOWED: { field: string };
  SPREADSHEET_COLUMNS_MISSING: { columns: string[] };
  /** `limit` rows. */
  SPREADSHEET_TOO_MANY_ROWS: { limit: number };
  /**
   * Someone saved first. A page or the settings' draft says when (ISO), by whom (a name) and whether
   * it was the same account (`byYou`: another tab); other conflicts carry none of these.
   */
  CONFLICT: { updatedAt?: string; updatedBy?: string | null; byYou?: boolean };
}

export type ApiErrorValues<C extends ApiErrorCode = ApiErrorCode> = C extends keyof ApiErrorValuesByCode
  ? ApiErrorValuesByCode[C]
  : Record<string, never>;

/** Codes whose values name a field: the portal puts the reason beside that field where it can. */
export const FIELD_ERROR_CODES = [
  'VALIDATION_FAILED',
  'IMPORT_ROW_INVALID',
  'FILE_TOO_LARGE',
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_REQUIRED',
  'IMAGE_UNREADABLE',
  'IMAGE_TOO_MANY_PIXELS',
  'LINK_NOT_ALLOWED',
] as const satisfies readonly (keyof ApiErrorValuesByCode)[];

/** Machine-readable `code` values the server uses (docs/api-codes.md). */
export type ApiErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION_FAILED'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'INVALID_CREDENTIALS'
  | 'NOT_READY'
  /** A photo of a notice's page could not be made into a page (too small, unreadable, no paper found). */
  | 'NOTICE_PAGE_REJECTED'
  | 'INTERNAL'
  | 'IMPORT_EDITED_SINCE'
  | 'IMPORT_ROW_INVALID'
  | 'FILE_TOO_LARGE'
  | 'FILE_TYPE_NOT_ALLOWED'
  | 'FILE_REQUIRED'
  | 'IMAGE_UNREADABLE'
  | 'IMAGE_TOO_MANY_PIXELS'
  | 'LINK_NOT_ALLOWED'
  | 'SPREADSHEET_UNREADABLE'
  | 'SPREADSHEET_EMPTY'
  | 'SPREADSHEET_COLUMNS_MISSING'
  | 'SPREADSHEET_TOO_MANY_ROWS'
  | 'ACCOUNT_DISABLED';
