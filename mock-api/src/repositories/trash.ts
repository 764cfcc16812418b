import { TRASH_DAYS, type TrashItem } from '@gsvmc/shared-types';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { ResponseCache } from '../cache';
import type { DB, TrashEntity, TrashTable } from '../db/schema';
import { toAlumni } from './alumni';
import type { Actor, AuditRepository } from './audit';
import type { TrashMover } from './trashMover';
import { toFaculty } from './faculty';
import { toJournalPublication } from './journalPublications';
import { toNotice } from './notices';
import { toPhoto } from './photos';

type Db = Kysely<DB> | Transaction<DB>;
type AnyRow = Record<string, unknown>;

/** Where each kind of item lives, what a person calls it, which files it holds, and its API shape. */
const KINDS: Record<
  TrashEntity,
  {
    table: 'notices' | 'photos' | 'faculty' | 'alumni' | 'journal_publications';
    label: (row: AnyRow) => string;
    files: (row: AnyRow) => string[];
    shape: (row: AnyRow) => unknown;
  }
> = {
  notice: {
    table: 'notices',
    label: (r) => String(r.title),
    // The PDF and, once made, the picture of its first page.
    files: (r) => [String(r.pdf_path), ...(r.preview_path ? [String(r.preview_path)] : [])],
    shape: (r) => toNotice(r as never),
  },
  photo: {
    table: 'photos',
    label: (r) => String(r.title),
    files: (r) => [String(r.image_path)],
    shape: (r) => toPhoto(r as never),
  },
  faculty: {
    table: 'faculty',
    label: (r) => String(r.name),
    files: (r) => (r.picture ? [String(r.picture)] : []),
    shape: (r) => toFaculty(r as never),
  },
  alumni: {
    table: 'alumni',
    label: (r) => `${String(r.full_name)} (${String(r.graduation_year)})`,
    files: () => [],
    shape: (r) => toAlumni(r as never),
  },
  publication: {
    table: 'journal_publications',
    label: (r) => String(r.title),
    files: (r) => (r.pdf_path ? [String(r.pdf_path)] : []),
    shape: (r) => toJournalPublication(r as never),
  },
};

export const TRASH_ENTITIES = Object.keys(KINDS) as TrashEntity[];

/** '/uploads/photos/<uuid>.png' -> 'photos/<uuid>': the key that also covers the picture's derivatives. */
export function fileStem(publicPath: string): string | undefined {
  return /^\/uploads\/([a-z]+)\/([0-9a-f-]{36})/.exec(publicPath)?.slice(1, 3).join('/');
}

function toItem(row: Selectable<TrashTable>): TrashItem {
  return {
    _id: row.id,
    entity: row.entity,
    entityId: row.entity_id,
    label: row.label,
    files: JSON.parse(row.files) as string[],
    deletedAt: row.deleted_at,
    deletedByEmail: row.deleted_by_email,
    purgeAfter: row.purge_after,
  };
}

export class TrashConflictError extends Error {}

/**
 * Deleting a notice, photo, faculty member, alumni record or journal publication moves its whole row here, and its files
 * stay stored, for TRASH_DAYS days. Moving out is a DELETE of the row and a restore an INSERT of the
 * same row, so every trigger of the table (search index, cache versions) fires as for any write, and
 * public lists, search and the feed cannot show a trashed item: it is not in its table.
 */
export class TrashRepository implements TrashMover {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditRepository,
    private readonly cache?: ResponseCache,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Inside `trx`: deletes the row, stores it in the trash and writes the audit row. Returns the item
   * in its API shape, or undefined when there is no such row (of two racing deletes, one wins).
   */
  async moveToTrash(trx: Transaction<DB>, entity: TrashEntity, id: string, actor: Actor): Promise<unknown> {
    const kind = KINDS[entity];
    const row = (await trx.deleteFrom(kind.table).where('id', '=', id).returningAll().executeTakeFirst()) as
      AnyRow | undefined;
    if (!row) return undefined;
    const now = this.now();
    const purge = new Date(now.getTime() + TRASH_DAYS * 24 * 60 * 60 * 1000);
    const trashId = randomUUID();
    const files = kind.files(row);
    await trx
      .insertInto('trash')
      .values({
        id: trashId,
        entity,
        entity_id: id,
        label: kind.label(row),
        data: JSON.stringify(row),
        files: JSON.stringify(files),
        deleted_at: now.toISOString(),
        deleted_by: actor.user?.id ?? null,
        deleted_by_email: actor.user?.email ?? null,
        purge_after: purge.toISOString(),
      })
      .execute();
    for (const file of files) {
      const stem = fileStem(file);
      if (stem)
        await trx
          .insertInto('trash_files')
          .values({ stem, trash_id: trashId })
          .onConflict((oc) => oc.column('stem').doUpdateSet({ trash_id: trashId }))
          .execute();
    }
    const before = kind.shape(row);
    await this.audit.record(trx, actor, {
      action: 'delete',
      entity,
      entityId: id,
      summary: `Moved ${entity} “${kind.label(row)}” to the trash`,
      before,
    });
    return before;
  }

  async list(entity?: TrashEntity): Promise<TrashItem[]> {
    let q = this.db.selectFrom('trash').selectAll().orderBy('deleted_at', 'desc').orderBy('id');
    if (entity) q = q.where('entity', '=', entity);
    return (await q.execute()).map(toItem);
  }

  /** Puts the row back as it was; returns the restored item, or undefined when there is no such trash item. */
  async restore(id: string, actor: Actor): Promise<{ item: TrashItem; record: unknown } | undefined> {
    try {
      const result = await this.db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('trash').selectAll().where('id', '=', id).executeTakeFirst();
        if (!row) return undefined;
        const kind = KINDS[row.entity];
        const data = JSON.parse(row.data) as AnyRow;
        await trx
          .insertInto(kind.table)
          .values(data as never)
          .execute();
        await trx.deleteFrom('trash_files').where('trash_id', '=', id).execute();
        await trx.deleteFrom('trash').where('id', '=', id).execute();
        const record = kind.shape(data);
        await this.audit.record(trx, actor, {
          action: 'restore',
          entity: row.entity,
          entityId: row.entity_id,
          summary: `Restored ${row.entity} “${row.label}” from the trash`,
          after: record,
        });
        return { item: toItem(row), record, table: kind.table };
      });
      if (result) this.cache?.invalidate(result.table);
      return result && { item: result.item, record: result.record };
    } catch (err) {
      if (isUniqueViolation(err))
        throw new TrashConflictError(
          'This item cannot be restored: another record now has the same identity (for an alumni record, its Alumni ID or email). Change or delete that record first.',
        );
      throw err;
    }
  }

  /**
   * Deletes the item for good; returns its files, which the caller removes from storage once this has
   * committed (a failed purge keeps them), or undefined when there is no such item.
   */
  async purge(id: string, actor: Actor, db: Db = this.db): Promise<{ item: TrashItem } | undefined> {
    const run = async (trx: Transaction<DB>) => {
      const row = await trx.deleteFrom('trash').where('id', '=', id).returningAll().executeTakeFirst();
      if (!row) return undefined;
      await trx.deleteFrom('trash_files').where('trash_id', '=', id).execute();
      await this.audit.record(trx, actor, {
        action: 'purge',
        entity: row.entity,
        entityId: row.entity_id,
        summary: `Purged ${row.entity} “${row.label}” and its files`,
        before: { ...toItem(row), record: KINDS[row.entity].shape(JSON.parse(row.data) as AnyRow) },
      });
      return { item: toItem(row) };
    };
    return db.isTransaction ? run(db as Transaction<DB>) : db.transaction().execute(run);
  }

  /** The trash items whose time is up at `now`. */
  async due(now: Date): Promise<string[]> {
    const rows = await this.db.selectFrom('trash').select('id').where('purge_after', '<=', now.toISOString()).execute();
    return rows.map((r) => r.id);
  }

  /** Whether the stored file at `publicPath` (or a derivative of it) belongs to a trashed item. */
  async holdsFile(publicPath: string): Promise<boolean> {
    const stem = fileStem(publicPath);
    if (!stem) return false;
    return (
      (await this.db.selectFrom('trash_files').select('stem').where('stem', '=', stem).executeTakeFirst()) !== undefined
    );
  }

  /** Every file a trashed item holds (the start-up orphan sweep must keep them). */
  async allFiles(): Promise<string[]> {
    const rows = await this.db.selectFrom('trash').select('files').execute();
    return rows.flatMap((r) => JSON.parse(r.files) as string[]);
  }
}

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
