import type { AdminNotice, Notice, NoticeCategory, NoticeStatus } from '@gsvmc/shared-types';
import { sql, type Kysely, type Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { ResponseCache } from '../cache';
import { fromBool, toBool } from '../db/dialect';
import type { DB, NoticesTable } from '../db/schema';
import type { Actor, AuditRepository } from './audit';
import type { TrashMover } from './trashMover';

type Row = Selectable<NoticesTable>;

export function toNotice(row: Row): Notice {
  const notice: Notice = {
    _id: row.id,
    title: row.title,
    date: row.date,
    pdfUrl: row.pdf_path,
    category: row.category,
    pinned: toBool(row.pinned),
    publishAt: row.date,
    updatedAt: row.updated_at,
    titleBn: row.title_bn ?? null,
    descriptionBn: row.description_bn ?? null,
  };
  if (row.description) notice.description = row.description;
  if (row.expires_at) notice.expiresAt = row.expires_at;
  return notice;
}

export function statusOf(notice: Pick<Notice, 'publishAt' | 'expiresAt'>, now: string): NoticeStatus {
  if (notice.publishAt > now) return 'scheduled';
  if (notice.expiresAt && notice.expiresAt <= now) return 'expired';
  return 'live';
}

export interface NoticeInput {
  title: string;
  description?: string | null;
  /** Bengali text; empty or absent is none (the English is shown instead). */
  titleBn?: string | null;
  descriptionBn?: string | null;
  pdfPath: string;
  category?: NoticeCategory;
  pinned?: boolean;
  /** ISO timestamp; now when absent. */
  publishAt?: string;
  expiresAt?: string | null;
}

export type NoticeChanges = Partial<Omit<NoticeInput, 'pdfPath'>> & { pdfPath?: string };

export interface PublicListOptions {
  category?: NoticeCategory;
  limit?: number;
  offset?: number;
}

export class NoticesRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditRepository,
    private readonly trash: TrashMover,
    private readonly cache?: ResponseCache,
    /** The context's clock: when a scheduled notice comes due or a live one expires. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  private nowIso(): string {
    return this.now().toISOString();
  }

  /** What visitors see (issue 14): published and unexpired, pinned first, then newest. */
  private visible(now: string, category?: NoticeCategory) {
    let q = this.db
      .selectFrom('notices')
      .where('date', '<=', now)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
    if (category) q = q.where('category', '=', category);
    return q;
  }

  async listPublic(options: PublicListOptions = {}): Promise<{ data: Notice[]; total: number }> {
    const now = this.nowIso();
    let q = this.visible(now, options.category)
      .selectAll()
      .orderBy('pinned', 'desc')
      .orderBy('date', 'desc')
      .orderBy('seq', 'desc');
    if (options.limit !== undefined) q = q.limit(options.limit).offset(options.offset ?? 0);
    const rows = await q.execute();
    const total =
      options.limit === undefined
        ? rows.length
        : Number(
            (
              await this.visible(now, options.category)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
    return { data: rows.map(toNotice), total };
  }

  /** The public list (SPEC.md §7 `GET /notices`), the whole of it. */
  async list(): Promise<Notice[]> {
    return (await this.listPublic()).data;
  }

  /**
   * The next moment the public list changes by itself (a scheduled notice comes due or a live one
   * expires), or null. Cached lists are keyed by it, so a cached answer never outlives that moment.
   */
  async nextChange(): Promise<string | null> {
    const now = this.nowIso();
    const row = await sql<{ t: string | null }>`
      select min(t) as t from (
        select min(date) as t from notices where date > ${now}
        union all
        select min(expires_at) as t from notices where expires_at > ${now}
      ) as moments`.execute(this.db); // PostgreSQL before 16 requires the alias
    return row.rows[0]?.t ?? null;
  }

  /** True when `pdfPath` is the file of a notice whose publish time has not come (visitors may not have it). */
  async isScheduledFile(pdfPath: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('notices')
      .select('id')
      .where('pdf_path', '=', pdfPath)
      .where('date', '>', this.nowIso())
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Every notice with its status, for the admin (pinned first, then newest publish date). */
  async listAll(): Promise<AdminNotice[]> {
    const now = this.nowIso();
    const rows = await this.db
      .selectFrom('notices')
      .selectAll()
      .orderBy('pinned', 'desc')
      .orderBy('date', 'desc')
      .orderBy('seq', 'desc')
      .execute();
    return rows.map((row) => {
      const notice = toNotice(row);
      return { ...notice, status: statusOf(notice, now) };
    });
  }

  async get(id: string): Promise<Notice | undefined> {
    const row = await this.db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toNotice(row);
  }

  async create(input: NoticeInput, actor: Actor): Promise<Notice> {
    const now = this.nowIso();
    const row: Row = {
      id: randomUUID(),
      seq: 0,
      title: input.title,
      description: input.description || null,
      pdf_path: input.pdfPath,
      date: input.publishAt ?? now,
      category: input.category ?? 'general',
      pinned: fromBool(this.db, input.pinned ?? false),
      expires_at: input.expiresAt ?? null,
      updated_at: now,
      title_bn: input.titleBn || null,
      description_bn: input.descriptionBn || null,
    };
    const { seq: _seq, ...values } = row;
    const notice = toNotice(row);
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('notices').values(values).execute();
      await this.audit.record(trx, actor, {
        action: 'create',
        entity: 'notice',
        entityId: row.id,
        summary: `Published notice “${row.title}”`,
        after: notice,
      });
    });
    this.cache?.invalidate('notices');
    return notice;
  }

  /** Applies the changes; returns the notice before and after, or undefined when there is no such notice. */
  async update(
    id: string,
    changes: NoticeChanges,
    actor: Actor,
  ): Promise<{ before: Notice; after: Notice } | undefined> {
    const result = await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) return undefined;
      const set: Partial<Row> = { updated_at: this.nowIso() };
      if (changes.title !== undefined) set.title = changes.title;
      if (changes.description !== undefined) set.description = changes.description || null;
      if (changes.titleBn !== undefined) set.title_bn = changes.titleBn || null;
      if (changes.descriptionBn !== undefined) set.description_bn = changes.descriptionBn || null;
      if (changes.category !== undefined) set.category = changes.category;
      if (changes.pinned !== undefined) set.pinned = fromBool(trx, changes.pinned);
      if (changes.publishAt !== undefined) set.date = changes.publishAt;
      if (changes.expiresAt !== undefined) set.expires_at = changes.expiresAt;
      if (changes.pdfPath !== undefined) set.pdf_path = changes.pdfPath;
      await trx.updateTable('notices').set(set).where('id', '=', id).execute();
      const after = await trx.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const change = { before: toNotice(before), after: toNotice(after) };
      await this.audit.record(trx, actor, {
        action: 'update',
        entity: 'notice',
        entityId: id,
        summary: `Edited notice “${after.title}”`,
        ...change,
      });
      return change;
    });
    this.cache?.invalidate('notices');
    return result;
  }

  /** Moves the notice to the trash (its PDF stays stored until it is purged). */
  async remove(id: string, actor: Actor): Promise<Notice | undefined> {
    const removed = await this.db
      .transaction()
      .execute((trx) => this.trash.moveToTrash(trx, 'notice', id, actor) as Promise<Notice | undefined>);
    this.cache?.invalidate('notices');
    return removed;
  }

  async count(): Promise<number> {
    const r = await this.db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
