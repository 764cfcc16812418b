import type { AlumniImportBatch, AlumniImportPreview, AlumniPreviewRow, AlumniRowError } from '@gsvmc/shared-types';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { ResponseCache } from '../cache';
import { lockInTransaction } from '../db/dialect';
import type { AlumniImportsTable, AlumniTable, DB } from '../db/schema';
import { toColumns, type ImportRow } from './alumni';
import { rowError } from '../alumni/validate';
import type { Actor, AuditRepository } from './audit';
import { inDhaka } from '../collegeTime';

type AlumniRow = Selectable<AlumniTable>;
type Columns = ReturnType<typeof toColumns>;

/** Rows per statement when many ids or rows go at once (well under SQLite's and PostgreSQL's limits). */
const CHUNK = 500;

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

const COLUMN_FIELDS: Record<keyof Columns, string> = {
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

function changedFields(before: AlumniRow, columns: Columns): string[] {
  return (Object.keys(COLUMN_FIELDS) as (keyof Columns)[])
    .filter((key) => String(before[key] ?? '') !== String(columns[key] ?? ''))
    .map((key) => COLUMN_FIELDS[key]);
}

function toBatch(row: Selectable<AlumniImportsTable>): AlumniImportBatch {
  return {
    _id: row.id,
    createdAt: row.created_at,
    actorEmail: row.actor_email,
    fileName: row.file_name,
    added: Number(row.added),
    updated: Number(row.updated),
    unchanged: Number(row.unchanged),
    skipped: Number(row.skipped),
    undoneAt: row.undone_at,
    undoneByEmail: row.undone_by_email,
  };
}

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

/** The columns that say what a record holds (not when it was written), for "was it edited since". */
const CONTENT_COLUMNS: (keyof AlumniRow)[] = ['id', ...(Object.keys(COLUMN_FIELDS) as (keyof Columns)[])];
const sameContent = (a: AlumniRow, b: AlumniRow) =>
  CONTENT_COLUMNS.every((key) => String(a[key] ?? '') === String(b[key] ?? ''));

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * Alumni imports as batches: the preview (a plan, nothing written), the import (the plan applied in
 * one transaction with every record it added and, for each record it changed, the row as it was),
 * the history, and Undo (which deletes what the batch added and writes back what it changed).
 */
export class AlumniImportsRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditRepository,
    private readonly cache?: ResponseCache,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * A row matches an existing record by alumniId, else by email, and updates it; otherwise it is a
   * new record. Rows whose keys belong to another record are errors. Every key is read once, and a
   * later row of the same file sees what earlier rows would have done.
   */
  async plan(db: Kysely<DB> | Transaction<DB>, rows: ImportRow[]): Promise<ImportPlan> {
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

  /** The preview: what importing these rows would do now. Nothing is written. */
  async preview(rows: ImportRow[], parseErrors: AlumniRowError[]): Promise<AlumniImportPreview> {
    const plan = await this.plan(this.db, rows);
    const errors = [...parseErrors, ...plan.errors].sort((a, b) => a.row - b.row);
    const describe = (row: number, columns: Columns, changes?: string[]): AlumniPreviewRow => ({
      row,
      fullName: columns.full_name,
      graduationYear: columns.graduation_year,
      ...(columns.alumni_id ? { alumniId: columns.alumni_id } : {}),
      ...(columns.email ? { email: columns.email } : {}),
      ...(changes ? { changes } : {}),
    });
    return {
      dryRun: true,
      added: plan.adds.length,
      updated: plan.updates.length,
      unchanged: plan.unchanged,
      skipped: new Set(errors.map((e) => e.row)).size,
      toAdd: plan.adds.map((a) => describe(a.row, a.columns)).sort((a, b) => a.row - b.row),
      toUpdate: plan.updates
        .map((u) => describe(u.row, u.columns, changedFields(u.before, u.columns)))
        .sort((a, b) => a.row - b.row),
      errors,
    };
  }

  /**
   * Plans and applies the import in one transaction, as a batch that can be undone. Returns the
   * batch's id (none when nothing changed) and what was done.
   */
  async importRows(
    rows: ImportRow[],
    actor: Actor,
    meta: { fileName?: string; skippedRows?: number[] } = {},
  ): Promise<{
    importId?: string;
    count: number;
    added: number;
    updated: number;
    unchanged: number;
    errors: AlumniRowError[];
  }> {
    const result = await this.db.transaction().execute(async (trx) => {
      // The keys are read once and trusted for the whole import, so two imports (or an import and an
      // edit) through different replicas must not interleave: on PostgreSQL they take turns under an
      // advisory lock, and the second then reads what the first committed.
      await lockInTransaction(trx, 'gsvmc:alumni-keys');
      const plan = await this.plan(trx, rows);
      const now = this.now().toISOString();
      for (const part of chunks(plan.adds))
        await trx
          .insertInto('alumni')
          .values(part.map((a) => ({ id: a.id, ...a.columns, created_at: now, updated_at: now })))
          .execute();
      for (const u of plan.updates)
        await trx
          .updateTable('alumni')
          .set({ ...u.columns, updated_at: now })
          .where('id', '=', u.id)
          .execute();
      const counts = { added: plan.adds.length, updated: plan.updates.length, unchanged: plan.unchanged };
      const count = counts.added + counts.updated + counts.unchanged;
      if (counts.added + counts.updated === 0) return { count, ...counts, errors: plan.errors };
      const importId = randomUUID();
      const skipped = new Set([...(meta.skippedRows ?? []), ...plan.errors.map((e) => e.row)]).size;
      await trx
        .insertInto('alumni_imports')
        .values({
          id: importId,
          created_at: now,
          actor_id: actor.user?.id ?? null,
          actor_email: actor.user?.email ?? null,
          file_name: meta.fileName ?? null,
          ...counts,
          skipped,
          undone_at: null,
          undone_by_email: null,
        })
        .execute();
      // Each record as the import left it, so Undo can tell a clerk's later edit from the import's own.
      const after = (id: string, columns: Columns, createdAt: string) =>
        JSON.stringify({ id, ...columns, created_at: createdAt, updated_at: now });
      const changes = [
        ...plan.adds.map((a) => ({
          import_id: importId,
          alumni_id: a.id,
          kind: 'add' as const,
          before_data: null,
          after_data: after(a.id, a.columns, now),
        })),
        ...plan.updates.map((u) => ({
          import_id: importId,
          alumni_id: u.id,
          kind: 'update' as const,
          before_data: JSON.stringify(u.before),
          after_data: after(u.id, u.columns, u.before.created_at),
        })),
      ];
      for (const part of chunks(changes)) await trx.insertInto('alumni_import_changes').values(part).execute();
      await this.audit.record(trx, actor, {
        action: 'import',
        entity: 'alumni-import',
        entityId: importId,
        summary: `Imported alumni${meta.fileName ? ` from ${meta.fileName}` : ''}: ${counts.added} added, ${counts.updated} updated, ${skipped} skipped`,
        after: { fileName: meta.fileName ?? null, ...counts, skipped },
      });
      return { importId, count, ...counts, errors: plan.errors };
    });
    this.cache?.invalidate('alumni');
    return result;
  }

  async list(): Promise<AlumniImportBatch[]> {
    const rows = await this.db.selectFrom('alumni_imports').selectAll().orderBy('seq', 'desc').limit(200).execute();
    return rows.map(toBatch);
  }

  /**
   * Deletes every record the batch added and writes back every record it changed as it was before.
   * Refused when the batch is undone already, when a later import still in effect changed the same
   * records (that one must be undone first, or this undo would overwrite it), and when records were
   * edited after the import (ImportEditedSinceError) unless `keepEdited`: those then stay as they are.
   */
  async undo(
    importId: string,
    actor: Actor,
    { keepEdited = false }: { keepEdited?: boolean } = {},
  ): Promise<{ removed: number; restored: number; kept: number } | undefined> {
    const result = await this.db.transaction().execute(async (trx) => {
      await lockInTransaction(trx, 'gsvmc:alumni-keys');
      const batch = await trx.selectFrom('alumni_imports').selectAll().where('id', '=', importId).executeTakeFirst();
      if (!batch) return undefined;
      if (batch.undone_at) throw new ImportUndoError('This import has been undone already.');
      const later = await trx
        .selectFrom('alumni_import_changes as mine')
        .innerJoin('alumni_import_changes as theirs', 'theirs.alumni_id', 'mine.alumni_id')
        .innerJoin('alumni_imports as other', 'other.id', 'theirs.import_id')
        .select(['other.created_at', 'other.file_name'])
        .where('mine.import_id', '=', importId)
        .where('other.seq', '>', batch.seq)
        .where('other.undone_at', 'is', null)
        .orderBy('other.seq', 'desc')
        .executeTakeFirst();
      if (later)
        throw new ImportUndoError(
          `A later import (${later.file_name ?? 'a spreadsheet'}, ${later.created_at.slice(0, 16).replace('T', ' ')} UTC) changed some of the same records. Undo that import first.`,
        );
      const all = await trx.selectFrom('alumni_import_changes').selectAll().where('import_id', '=', importId).execute();
      // Records a clerk edited after the import: undoing them would erase that work, so Undo is refused
      // with their names, or (keepEdited) leaves them as they are now and undoes the rest.
      const current = new Map<string, AlumniRow>();
      for (const part of chunks(all.map((c) => c.alumni_id)))
        for (const row of await trx.selectFrom('alumni').selectAll().where('id', 'in', part).execute())
          current.set(row.id, row);
      const edited = all.flatMap((c) => {
        const row = current.get(c.alumni_id);
        if (!row) return [];
        const changed = c.after_data
          ? !sameContent(row, JSON.parse(c.after_data) as AlumniRow)
          : row.updated_at !== batch.created_at;
        return changed ? [row] : [];
      });
      if (edited.length > 0 && !keepEdited)
        throw new ImportEditedSinceError(
          edited
            .map((r) => ({ _id: r.id, fullName: r.full_name }))
            .sort((a, b) => a.fullName.localeCompare(b.fullName)),
        );
      const keep = new Set(edited.map((r) => r.id));
      const changes = all.filter((c) => !keep.has(c.alumni_id));
      const added = changes.filter((c) => c.kind === 'add').map((c) => c.alumni_id);
      let removed = 0;
      for (const part of chunks(added)) {
        const r = await trx.deleteFrom('alumni').where('id', 'in', part).executeTakeFirst();
        removed += Number(r.numDeletedRows);
        // A record of the batch deleted since sits in the trash: it goes too, or a restore would bring it back.
        await trx.deleteFrom('trash').where('entity', '=', 'alumni').where('entity_id', 'in', part).execute();
      }
      // Changed records go back as whole rows, 500 per statement: the current row is deleted and the
      // row as it was before the import is inserted (same id, every column). One UPDATE per record
      // was a round trip each, 6 s for 1,500 on PostgreSQL under load; this is a few statements. A
      // record deleted since (in the trash or purged) is left as it is.
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
      const now = this.now().toISOString();
      await trx
        .updateTable('alumni_imports')
        .set({ undone_at: now, undone_by_email: actor.user?.email ?? null })
        .where('id', '=', importId)
        .execute();
      await this.audit.record(trx, actor, {
        action: 'undo',
        entity: 'alumni-import',
        entityId: importId,
        summary: `Undid the alumni import of ${inDhaka(batch.created_at)}: ${removed} removed, ${restored} restored${keep.size > 0 ? `, ${keep.size} edited since kept as they are` : ''}`,
        before: toBatch(batch),
        after: { removed, restored, kept: keep.size },
      });
      return { removed, restored, kept: keep.size };
    });
    this.cache?.invalidate('alumni');
    return result;
  }
}
