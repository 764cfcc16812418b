// Undoing an alumni import: why it may be refused (undone already, a later import changed the same
// records, records edited since) and the two writes it makes (remove what the batch added, put back
// what it changed).
import type { Selectable, Transaction } from 'kysely';
import type { AlumniImportChangesTable, AlumniImportsTable, DB } from '../db/schema';
import { chunks, COLUMN_FIELDS, type AlumniRow, type Columns } from './alumniImportPlan';

export class ImportUndoError extends Error {}

/** How many names a refusal lists before it says "and N more". */
const NAMED_IN_REFUSAL = 10;

/**
 * Undo refused because records of the batch were edited after it: undoing would erase that work.
 * `edited` names them; the caller may undo the rest (`keepEdited`), which leaves them as they are.
 */
export class ImportEditedSinceError extends Error {
  constructor(readonly edited: { _id: string; fullName: string }[]) {
    const names = edited.slice(0, NAMED_IN_REFUSAL).map((r) => r.fullName);
    const more = edited.length - names.length;
    super(
      `${edited.length === 1 ? '1 record was' : `${edited.length} records were`} edited after this import: ` +
        `${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}. Undo the rest, or keep everything.`,
    );
  }
}

type Batch = Selectable<AlumniImportsTable>;
type Change = Selectable<AlumniImportChangesTable>;

/** The columns that say what a record holds (not when it was written), for "was it edited since". */
const CONTENT_COLUMNS: (keyof AlumniRow)[] = ['id', ...(Object.keys(COLUMN_FIELDS) as (keyof Columns)[])];
const sameContent = (a: AlumniRow, b: AlumniRow) =>
  CONTENT_COLUMNS.every((key) => String(a[key] ?? '') === String(b[key] ?? ''));

/** Refused when a later import still in effect changed the same records: that one must be undone first. */
export async function refuseIfLaterImport(trx: Transaction<DB>, batch: Batch): Promise<void> {
  const later = await trx
    .selectFrom('alumni_import_changes as mine')
    .innerJoin('alumni_import_changes as theirs', 'theirs.alumni_id', 'mine.alumni_id')
    .innerJoin('alumni_imports as other', 'other.id', 'theirs.import_id')
    .select(['other.created_at', 'other.file_name'])
    .where('mine.import_id', '=', batch.id)
    .where('other.seq', '>', batch.seq)
    .where('other.undone_at', 'is', null)
    .orderBy('other.seq', 'desc')
    .executeTakeFirst();
  if (later)
    throw new ImportUndoError(
      `A later import (${later.file_name ?? 'a spreadsheet'}, ${later.created_at.slice(0, 16).replace('T', ' ')} UTC) changed some of the same records. Undo that import first.`,
    );
}

/** Records of the batch a clerk edited after the import (their row is no longer as the import left it). */
export async function editedSince(trx: Transaction<DB>, batch: Batch, all: Change[]): Promise<AlumniRow[]> {
  const current = new Map<string, AlumniRow>();
  for (const part of chunks(all.map((c) => c.alumni_id)))
    for (const row of await trx.selectFrom('alumni').selectAll().where('id', 'in', part).execute())
      current.set(row.id, row);
  return all.flatMap((c) => {
    const row = current.get(c.alumni_id);
    if (!row) return [];
    const changed = c.after_data
      ? !sameContent(row, JSON.parse(c.after_data) as AlumniRow)
      : row.updated_at !== batch.created_at;
    return changed ? [row] : [];
  });
}

/** Deletes the records the batch added; returns how many were still there. */
export async function removeAdded(trx: Transaction<DB>, changes: Change[]): Promise<number> {
  const added = changes.filter((c) => c.kind === 'add').map((c) => c.alumni_id);
  let removed = 0;
  for (const part of chunks(added)) {
    const r = await trx.deleteFrom('alumni').where('id', 'in', part).executeTakeFirst();
    removed += Number(r.numDeletedRows);
    // A record of the batch deleted since sits in the trash: it goes too, or a restore would bring it back.
    await trx.deleteFrom('trash').where('entity', '=', 'alumni').where('entity_id', 'in', part).execute();
  }
  return removed;
}

/**
 * Writes back the records the batch changed as whole rows, 500 per statement: the current row is
 * deleted and the row as it was before the import is inserted (same id, every column). One UPDATE per
 * record was a round trip each, 6 s for 1,500 on PostgreSQL under load; this is a few statements. A
 * record deleted since (in the trash or purged) is left as it is. Returns how many were written back.
 */
export async function restoreChanged(trx: Transaction<DB>, changes: Change[]): Promise<number> {
  let restored = 0;
  const before = changes
    .filter((c) => c.kind === 'update' && c.before_data)
    .map((c) => JSON.parse(c.before_data!) as AlumniRow);
  for (const part of chunks(before)) {
    const present = await trx
      .deleteFrom('alumni')
      .where(
        'id',
        'in',
        part.map((row) => row.id),
      )
      .returning('id')
      .execute();
    const ids = new Set(present.map((r) => r.id));
    const rows = part.filter((row) => ids.has(row.id));
    if (rows.length > 0) await trx.insertInto('alumni').values(rows).execute();
    restored += rows.length;
  }
  return restored;
}
