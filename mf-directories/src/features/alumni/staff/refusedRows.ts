// The rows an alumni import refused, as an admin reads them: counted by row, not
// by error; columns named as the template names them (ALUMNI_COLUMNS, the list the template is built
// from), never by internal keys such as "fullName"; and a CSV of them to work through when there are
// hundreds. Built in the browser from the upload's answer, so the server keeps no copy.
import { ALUMNI_COLUMNS, type AlumniRowError } from '@gsvmc/shared-types';
import { type Locale } from '@gsvmc/shared-kit';
import { saveFile } from '@gsvmc/shared-kit/staff';
import { fieldLabel, wordRowReason } from '@gsvmc/shared-kit/refusals';

export interface RefusedRow {
  /** The spreadsheet's own row number (the header is row 1). */
  row: number;
  problems: { column: string; reason: string }[];
}

/** The template's header for a field key; an unknown key (a server-side check) is shown as sent. */
export function columnName(field: string): string {
  return ALUMNI_COLUMNS.find((c) => c.key === field)?.header ?? field;
}

export function groupRowErrors(errors: AlumniRowError[], locale: Locale = 'en'): RefusedRow[] {
  const byRow = new Map<number, RefusedRow>();
  for (const e of errors) {
    const entry = byRow.get(e.row) ?? { row: e.row, problems: [] };
    // A reason the API sent as a code is worded in the portal's language and names its column in it.
    const worded = e.code === 'IMPORT_ROW_INVALID' && e.values !== undefined;
    entry.problems.push({
      column: worded ? fieldLabel(e.field, locale) : columnName(e.field),
      reason: wordRowReason(e, locale),
    });
    byRow.set(e.row, entry);
  }
  return [...byRow.values()].sort((a, b) => a.row - b.row);
}

/** "Full Name is required" already names its column; "must be a year" does not, so it gets one. */
export function describeProblem({ column, reason }: RefusedRow['problems'][number]): string {
  return reason.toLowerCase().startsWith(column.toLowerCase()) ? reason : `${column}: ${reason}`;
}

const cell = (value: string | number) => {
  const text = String(value);
  // Quote every text cell, doubling quotes (RFC 4180); a leading = + - @ is neutralised so that a
  // spreadsheet program does not run it as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return typeof value === 'number' ? text : `"${safe.replace(/"/g, '""')}"`;
};

/** One line per problem: Row, Column, Reason, with a header line; CRLF as spreadsheet programs expect. */
export function refusedRowsCsv(rows: RefusedRow[]): string {
  const lines = [['Row', 'Column', 'Reason'].map(cell).join(',')];
  for (const r of rows) for (const p of r.problems) lines.push([r.row, p.column, p.reason].map(cell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export const REFUSED_ROWS_FILENAME = 'alumni_rows_not_imported.csv';

/** Saves the CSV as a download (a BOM first, so Excel reads it as UTF-8), as every file the site saves. */
export function saveRefusedRows(rows: RefusedRow[]): void {
  saveFile(new Blob(['\uFEFF', refusedRowsCsv(rows)], { type: 'text/csv;charset=utf-8' }), REFUSED_ROWS_FILENAME);
}
