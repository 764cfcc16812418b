import type { JournalPublication, JournalPublicationInput } from '@gsvmc/shared-types';
import type { Kysely, Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { ResponseCache } from '../cache';
import type { DB, JournalPublicationsTable } from '../db/schema';
import type { Actor, AuditRepository } from './audit';
import type { TrashMover } from './trashMover';

type Row = Selectable<JournalPublicationsTable>;

export function toJournalPublication(row: Row): JournalPublication {
  const publication: JournalPublication = {
    _id: row.id,
    title: row.title,
    authors: JSON.parse(row.authors) as string[],
    date: row.date,
    category: row.category,
    tags: JSON.parse(row.tags) as string[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  if (row.link) publication.link = row.link;
  if (row.pdf_path) publication.pdfUrl = row.pdf_path;
  return publication;
}

/** A change: the fields given, a new PDF path, or `pdfPath: null` to drop the PDF. */
export type JournalPublicationChanges = Partial<JournalPublicationInput> & { pdfPath?: string | null };

export interface JournalListOptions {
  category?: string;
  limit: number;
  offset: number;
}

/** All SQL of the journal's publications (migration 008). */
export class JournalPublicationsRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditRepository,
    private readonly trash: TrashMover,
    private readonly cache?: ResponseCache,
  ) {}

  /** One page, newest publication date first; its total over the filter and every category in use. */
  async list(
    options: JournalListOptions,
  ): Promise<{ data: JournalPublication[]; total: number; categories: string[] }> {
    let filtered = this.db.selectFrom('journal_publications');
    if (options.category) filtered = filtered.where('category', '=', options.category);
    const [rows, count, categories] = await Promise.all([
      filtered
        .selectAll()
        .orderBy('date', 'desc')
        .orderBy('seq', 'desc')
        .limit(options.limit)
        .offset(options.offset)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      this.db.selectFrom('journal_publications').select('category').distinct().orderBy('category').execute(),
    ]);
    return {
      data: rows.map(toJournalPublication),
      total: Number(count.n),
      categories: categories.map((r) => r.category),
    };
  }

  async get(id: string): Promise<JournalPublication | undefined> {
    const row = await this.db.selectFrom('journal_publications').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toJournalPublication(row);
  }

  async create(input: JournalPublicationInput & { pdfPath?: string }, actor: Actor): Promise<JournalPublication> {
    const now = new Date().toISOString();
    const id = randomUUID();
    const values = {
      id,
      title: input.title,
      authors: JSON.stringify(input.authors),
      date: input.date,
      category: input.category,
      tags: JSON.stringify(input.tags ?? []),
      link: input.link || null,
      pdf_path: input.pdfPath ?? null,
      created_at: now,
      updated_at: now,
    };
    const publication = await this.db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('journal_publications').values(values).returningAll().executeTakeFirstOrThrow();
      const created = toJournalPublication(row);
      await this.audit.record(trx, actor, {
        action: 'create',
        entity: 'publication',
        entityId: id,
        summary: `Added journal publication “${created.title}”`,
        after: created,
      });
      return created;
    });
    this.cache?.invalidate('journal_publications');
    return publication;
  }

  /** Applies the changes; the publication before and after, or undefined when there is none. */
  async update(
    id: string,
    changes: JournalPublicationChanges,
    actor: Actor,
  ): Promise<{ before: JournalPublication; after: JournalPublication } | undefined> {
    const result = await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('journal_publications').selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) return undefined;
      const set: Partial<Row> = { updated_at: new Date().toISOString() };
      if (changes.title !== undefined) set.title = changes.title;
      if (changes.authors !== undefined) set.authors = JSON.stringify(changes.authors);
      if (changes.date !== undefined) set.date = changes.date;
      if (changes.category !== undefined) set.category = changes.category;
      if (changes.tags !== undefined) set.tags = JSON.stringify(changes.tags);
      if (changes.link !== undefined) set.link = changes.link || null;
      if (changes.pdfPath !== undefined) set.pdf_path = changes.pdfPath;
      const after = await trx
        .updateTable('journal_publications')
        .set(set)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const change = { before: toJournalPublication(before), after: toJournalPublication(after) };
      await this.audit.record(trx, actor, {
        action: 'update',
        entity: 'publication',
        entityId: id,
        summary: `Edited journal publication “${after.title}”`,
        ...change,
      });
      return change;
    });
    this.cache?.invalidate('journal_publications');
    return result;
  }

  /** Moves the publication to the trash (its PDF stays stored until it is purged). */
  async remove(id: string, actor: Actor): Promise<JournalPublication | undefined> {
    const removed = await this.db
      .transaction()
      .execute(
        (trx) => this.trash.moveToTrash(trx, 'publication', id, actor) as Promise<JournalPublication | undefined>,
      );
    this.cache?.invalidate('journal_publications');
    return removed;
  }
}
