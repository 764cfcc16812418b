import type { Notice } from '@gsvmc/shared-types';
import type { Kysely, Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { ResponseCache } from '../cache';
import type { DB, NoticesTable } from '../db/schema';

function toNotice(row: Pick<Selectable<NoticesTable>, 'id' | 'title' | 'description' | 'pdf_path' | 'date'>): Notice {
  const notice: Notice = { _id: row.id, title: row.title, date: row.date, pdfUrl: row.pdf_path };
  if (row.description) notice.description = row.description;
  return notice;
}

export class NoticesRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly cache?: ResponseCache,
  ) {}

  /** Newest first; seq breaks ties between notices published in the same millisecond. */
  async list(): Promise<Notice[]> {
    const rows = await this.db
      .selectFrom('notices')
      .selectAll()
      .orderBy('date', 'desc')
      .orderBy('seq', 'desc')
      .execute();
    return rows.map(toNotice);
  }

  async create(input: { title: string; description?: string | null; pdfPath: string; date?: string }): Promise<Notice> {
    const row = {
      id: randomUUID(),
      title: input.title,
      description: input.description || null,
      pdf_path: input.pdfPath,
      date: input.date ?? new Date().toISOString(),
    };
    await this.db.insertInto('notices').values(row).execute();
    this.cache?.invalidate('notices');
    return toNotice(row);
  }

  async remove(id: string): Promise<Notice | undefined> {
    // One statement: of two deletes racing on different replicas, only one gets the row back.
    const row = await this.db.deleteFrom('notices').where('id', '=', id).returningAll().executeTakeFirst();
    if (!row) return undefined;
    this.cache?.invalidate('notices');
    return toNotice(row);
  }

  async count(): Promise<number> {
    const r = await this.db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
