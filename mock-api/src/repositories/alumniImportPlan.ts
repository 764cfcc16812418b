// What an alumni import would do to the directory as it is now: which rows add a record, which
// change one (and which of its fields), which change nothing, and which are refused.
import type { AlumniRowError } from '@gsvmc/shared-types';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { AlumniTable, DB } from '../db/schema';
import { rowError } from '../alumni/validate';
import { toColumns, type ImportRow } from './alumni';

export type AlumniRow = Selectable<AlumniTable>;
export type Columns = ReturnType<typeof toColumns>;

/** Rows per statement when many ids or rows go at once (well under SQLite's and PostgreSQL's limits). */
const CHUNK = 500;

export function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

interface PlannedAdd {
  row: number;
  id: string;
  columns: Columns;
}
interface PlannedUpdate {
  row: number;
  id: string;
  columns: Columns;
  before: AlumniRow;
}
/** What an import of these rows would do to the directory as it is now. */
export interface ImportPlan {
  adds: PlannedAdd[];
  updates: PlannedUpdate[];
  unchanged: number;
  errors: AlumniRowError[];
}

export const COLUMN_FIELDS: Record<keyof Columns, string> = {
  alumni_id: 'alumniId',
  full_name: 'fullName',
  graduation_year: 'graduationYear',
  degree: 'degree',
  major: 'major',
  email: 'email',
  current_company: 'currentCompany',
  job_title: 'jobTitle',
  location: 'location',
  linked_in_profile: 'linkedInProfile',
  phone: 'phone',
  achievements: 'achievements',
  contact_consent: 'contactConsent',
};

export function changedFields(before: AlumniRow, columns: Columns): string[] {
  return (Object.keys(COLUMN_FIELDS) as (keyof Columns)[])
    .filter((key) => String(before[key] ?? '') !== String(columns[key] ?? ''))
    .map((key) => COLUMN_FIELDS[key]);
}

/**
 * A row matches an existing record by alumniId, else by email, and updates it; otherwise it is a
 * new record. Rows whose keys belong to another record are errors. Every key is read once, and a
 * later row of the same file sees what earlier rows would have done.
 */
export async function planImport(db: Kysely<DB> | Transaction<DB>, rows: ImportRow[]): Promise<ImportPlan> {
  type Keys = { id: string; alumni_id: string | null; email: string | null };
  const existing = new Map<string, AlumniRow>();
  const byAlumniId = new Map<string, Keys>();
  const byEmail = new Map<string, Keys>();
  for (const r of await db.selectFrom('alumni').selectAll().execute()) {
    existing.set(r.id, r);
    const keys = { id: r.id, alumni_id: r.alumni_id, email: r.email };
    if (r.alumni_id) byAlumniId.set(r.alumni_id, keys);
    if (r.email) byEmail.set(r.email.toLowerCase(), keys);
  }
  const adds = new Map<string, PlannedAdd>();
  const updates = new Map<string, PlannedUpdate>();
  const errors: AlumniRowError[] = [];
  let unchanged = 0;
  for (const { row, value } of rows) {
    const alumniId = value.alumniId || null;
    const email = value.email ? value.email.toLowerCase() : null;
    let match = alumniId ? byAlumniId.get(alumniId) : undefined;
    if (!match && email) {
      // Matching by email must not rewrite another person's Alumni ID: only when one side has none.
      const byMail = byEmail.get(email);
      if (byMail && (!alumniId || !byMail.alumni_id)) match = byMail;
    }
    const idOwner = alumniId ? byAlumniId.get(alumniId) : undefined;
    const emailOwner = email ? byEmail.get(email) : undefined;
    if (idOwner && idOwner !== match) {
      errors.push(rowError(row, 'alumniId', `Alumni ID ${alumniId} belongs to another record`, 'taken'));
      continue;
    }
    if (emailOwner && emailOwner !== match) {
      errors.push(rowError(row, 'email', `Email ${value.email} belongs to another record`, 'taken'));
      continue;
    }
    const columns = toColumns(value);
    if (match) {
      const added = adds.get(match.id);
      const updated = updates.get(match.id);
      const before = existing.get(match.id)!;
      if (added) added.columns = columns;
      else if (updated) updated.columns = columns;
      else if (changedFields(before, columns).length === 0) unchanged += 1;
      else updates.set(match.id, { row, id: match.id, columns, before });
      if (match.alumni_id && match.alumni_id !== alumniId) byAlumniId.delete(match.alumni_id);
      if (match.email && match.email.toLowerCase() !== email) byEmail.delete(match.email.toLowerCase());
      match.alumni_id = alumniId;
      match.email = email;
    } else {
      match = { id: randomUUID(), alumni_id: alumniId, email };
      adds.set(match.id, { row, id: match.id, columns });
    }
    if (alumniId) byAlumniId.set(alumniId, match);
    if (email) byEmail.set(email, match);
  }
  return { adds: [...adds.values()], updates: [...updates.values()], unchanged, errors };
}
