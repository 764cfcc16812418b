// The notices table: the public list (only what visitors may see), the admin list, each notice, the
// reading of its text, and the changes staff make, each with its audit row and the cache cleared.
import type { AdminNotice, Notice, NoticeCategory, NoticeDetail } from '@gsvmc/shared-types';
import { sql, type Kysely } from 'kysely';
import type { ResponseCache } from '../cache';
import type { DB } from '../db/schema';
import type { Actor, AuditRepository } from './audit';
import {
  changedColumns,
  LIST_COLUMNS,
  newNoticeRow,
  readingColumns,
  statusOf,
  toNotice,
  toNoticeDetail,
  type NoticeChanges,
  type NoticeInput,
  type NoticeReading,
  type PublicListOptions,
} from './noticeRows';
import type { TrashMover } from './trashMover';

export {
  statusOf,
  titleFromText,
  toNotice,
  toNoticeDetail,
  type NoticeChanges,
  type NoticeInput,
  type NoticeReading,
  type PublicListOptions,
} from './noticeRows';

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

  /**
   * What visitors see: published and unexpired, pinned first, then newest; and titled (a notice sent
   * as photos without a title waits for the one its text gives it).
   */
  private visible(now: string, category?: NoticeCategory) {
    let q = this.db
      .selectFrom('notices')
      .where('date', '<=', now)
      .where('title', '<>', '')
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
    if (category) q = q.where('category', '=', category);
    return q;
  }

  async listPublic(options: PublicListOptions = {}): Promise<{ data: Notice[]; total: number }> {
    const now = this.nowIso();
    let q = this.visible(now, options.category)
      .select(LIST_COLUMNS)
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
      .select(LIST_COLUMNS)
      .orderBy('pinned', 'desc')
      .orderBy('date', 'desc')
      .orderBy('seq', 'desc')
      .execute();
    return rows.map((row) => {
      const notice = toNotice(row);
      return { ...notice, status: statusOf(notice, now) };
    });
  }

  async get(id: string): Promise<NoticeDetail | undefined> {
    const row = await this.db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toNoticeDetail(row);
  }

  /**
   * A notice as visitors may open it: published (an expired one stays readable, as its PDF does:
   * old links keep working) and titled. Staff also get scheduled and untitled ones.
   */
  async getVisible(id: string, staff: boolean): Promise<NoticeDetail | undefined> {
    let q = this.db.selectFrom('notices').selectAll().where('id', '=', id);
    if (!staff) q = q.where('date', '<=', this.nowIso()).where('title', '<>', '');
    const row = await q.executeTakeFirst();
    return row && toNoticeDetail(row);
  }

  /** The notices whose text is still to be read (queued again at start-up, in case their job was lost). */
  async pendingText(): Promise<Array<{ id: string; pdfPath: string }>> {
    const rows = await this.db
      .selectFrom('notices')
      .select(['id', 'pdf_path'])
      .where('text_status', '=', 'pending')
      .orderBy('date', 'desc')
      .execute();
    return rows.map((r) => ({ id: r.id, pdfPath: r.pdf_path }));
  }

  /**
   * Stores what the reading of `pdfPath` found, unless the notice has another PDF by now (then the
   * reading is stale: false) or is gone. Staff-corrected text stays; the page count, size and picture
   * are the file's. A title still waiting for the text is filled from its first line.
   * Returns the picture it replaced (to remove), or false when nothing was stored.
   */
  async storeReading(
    id: string,
    pdfPath: string,
    reading: NoticeReading,
    titleMax: number,
  ): Promise<{ replacedPreview: string | null } | false> {
    const result = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('notices')
        .select(['pdf_path', 'text_source', 'title', 'title_bn', 'title_from_text', 'preview_path'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || row.pdf_path !== pdfPath) return false as const;
      const set = readingColumns(row, reading, titleMax, this.nowIso());
      await trx.updateTable('notices').set(set).where('id', '=', id).execute();
      const replaced = row.preview_path && row.preview_path !== reading.previewPath ? row.preview_path : null;
      return { replacedPreview: replaced };
    });
    this.cache?.invalidate('notices');
    return result;
  }

  /** The reading of `pdfPath` was given up after its retries (staff-typed text is left as it is). */
  async markTextFailed(id: string, pdfPath: string, error: string): Promise<void> {
    await this.db
      .updateTable('notices')
      .set({ text_status: 'failed', text_error: error.slice(0, 2000) })
      .where('id', '=', id)
      .where('pdf_path', '=', pdfPath)
      .where('text_status', '=', 'pending')
      .execute();
    this.cache?.invalidate('notices');
  }

  /** Staff asked to read a notice's text again: pending until the new job ends. */
  async retryText(id: string, actor: Actor): Promise<NoticeDetail | undefined> {
    const result = await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) return undefined;
      await trx
        .updateTable('notices')
        .set({ text_status: 'pending', text_error: null, updated_at: this.nowIso() })
        .where('id', '=', id)
        .execute();
      const after = await trx.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      await this.audit.record(trx, actor, {
        action: 'update',
        entity: 'notice',
        entityId: id,
        summary: `Asked to read the text of notice “${after.title}” again`,
        before: toNotice(before),
        after: toNotice(after),
      });
      return toNoticeDetail(after);
    });
    this.cache?.invalidate('notices');
    return result;
  }

  async create(input: NoticeInput, actor: Actor): Promise<NoticeDetail> {
    const now = this.nowIso();
    const row = newNoticeRow(input, now, this.db);
    const { seq: _seq, ...values } = row;
    const notice = toNoticeDetail(row);
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('notices').values(values).execute();
      await this.audit.record(trx, actor, {
        action: 'create',
        entity: 'notice',
        entityId: row.id,
        summary: row.title
          ? `Published notice “${row.title}”`
          : 'Published a notice sent as photos (title from its text)',
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
  ): Promise<{ before: NoticeDetail; after: NoticeDetail } | undefined> {
    const result = await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) return undefined;
      const set = changedColumns(changes, this.nowIso(), trx);
      await trx.updateTable('notices').set(set).where('id', '=', id).execute();
      const after = await trx.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const change = { before: toNoticeDetail(before), after: toNoticeDetail(after) };
      // The audit row carries the text only when the text was what changed (it can be long).
      const audited = (n: NoticeDetail) => {
        if (changes.text !== undefined) return n;
        const { text: _text, ...rest } = n;
        return rest;
      };
      await this.audit.record(trx, actor, {
        action: 'update',
        entity: 'notice',
        entityId: id,
        summary:
          changes.text !== undefined
            ? `Corrected the text of notice “${after.title}”`
            : `Edited notice “${after.title}”`,
        before: audited(change.before),
        after: audited(change.after),
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
