// Alumni imports as batches that can be undone (SPEC.md: the alumni directory's spreadsheet import).
// The plan of an import: alumniImportPlan.ts; what Undo checks and writes: alumniImportUndo.ts.
import type { AlumniImportBatch, AlumniImportPreview, AlumniPreviewRow, AlumniRowError } from '@gsvmc/shared-types';
import type { Kysely, Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { ResponseCache } from '../cache';
import { lockInTransaction } from '../db/dialect';
import type { AlumniImportsTable, DB } from '../db/schema';
import type { ImportRow } from './alumni';
import { changedFields, chunks, planImport, type Columns } from './alumniImportPlan';
import {
  editedSince,
  ImportEditedSinceError,
  ImportUndoError,
  refuseIfLaterImport,
  removeAdded,
  restoreChanged,
} from './alumniImportUndo';
import type { Actor, AuditRepository } from './audit';
import { inDhaka } from '../collegeTime';

export { ImportEditedSinceError, ImportUndoError } from './alumniImportUndo';

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

  /** The preview: what importing these rows would do now. Nothing is written. */
  async preview(rows: ImportRow[], parseErrors: AlumniRowError[]): Promise<AlumniImportPreview> {
    const plan = await planImport(this.db, rows);
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
      const plan = await planImport(trx, rows);
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
      await refuseIfLaterImport(trx, batch);
      const all = await trx.selectFrom('alumni_import_changes').selectAll().where('import_id', '=', importId).execute();
      // Records a clerk edited after the import: undoing them would erase that work, so Undo is refused
      // with their names, or (keepEdited) leaves them as they are now and undoes the rest.
      const edited = await editedSince(trx, batch, all);
      if (edited.length > 0 && !keepEdited)
        throw new ImportEditedSinceError(
          edited
            .map((r) => ({ _id: r.id, fullName: r.full_name }))
            .sort((a, b) => a.fullName.localeCompare(b.fullName)),
        );
      const keep = new Set(edited.map((r) => r.id));
      const changes = all.filter((c) => !keep.has(c.alumni_id));
      const removed = await removeAdded(trx, changes);
      const restored = await restoreChanged(trx, changes);
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
