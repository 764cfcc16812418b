import type { Revision, RevisionWithContent } from '@gsvmc/shared-types';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Clock } from '../auth/throttle';
import type { Actor, AuditRepository } from './audit';
import { lockInTransaction } from '../db/dialect';
import type { ContentDocumentsTable, ContentRevisionsTable, DB } from '../db/schema';

/** The key of the site-wide settings among the documents (a page slug never has this form). */
export const SETTINGS_KEY = '@site';

type DocumentRow = Selectable<ContentDocumentsTable>;
type RevisionRow = Selectable<ContentRevisionsTable>;

/** What a document's draft looks like to the editor, before the route adds the slug and path. */
export interface DraftState<T> {
  content: T;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
  /** The saver's name as the staff list shows it (their account's name), or null when unknown. */
  updatedByName: string | null;
  unpublished: boolean;
  publishAt: string | null;
}

export interface LiveState<T> {
  content: T;
  revision: number;
  publishedAt: string;
}

/** A refused write: the draft moved on since the editor opened it. */
export interface Conflict {
  conflict: { version: number; updatedAt: string; updatedBy: string | null; updatedByName: string | null };
}

const toRevision = (row: RevisionRow): Revision => ({
  id: row.id,
  number: row.number,
  publishedAt: row.published_at,
  publishedBy: row.published_by,
  restoredFrom: row.restored_from,
});

/**
 * All SQL of pages and site settings (migration 007). Each write is one method in one transaction,
 * so an audit row can join it. The draft's `version` is the optimistic lock: an update names the
 * version it started from and changes nothing when another write came first, on any replica.
 */
export class ContentRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditRepository,
    private readonly clock: Clock = Date.now,
  ) {}

  /** The audit log's name for a document: a page by its slug, or the site settings. */
  private static entity(key: string): { entity: string; entityId: string } {
    return key === SETTINGS_KEY ? { entity: 'settings', entityId: key } : { entity: 'page', entityId: key };
  }

  private nowIso(): string {
    return new Date(this.clock()).toISOString();
  }

  /** The newest revision visitors may see now, or undefined for an unknown key. */
  async live<T>(key: string): Promise<LiveState<T> | undefined> {
    const row = await this.db
      .selectFrom('content_revisions')
      .selectAll()
      .where('key', '=', key)
      .where('published_at', '<=', this.nowIso())
      .orderBy('number', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && { content: JSON.parse(row.content) as T, revision: row.number, publishedAt: row.published_at };
  }

  /** The published contents of many documents at once (the site's server preloads a route's pages). */
  async liveMany<T>(keys: string[]): Promise<Map<string, LiveState<T>>> {
    const found = new Map<string, LiveState<T>>();
    for (const key of keys) {
      const state = await this.live<T>(key);
      if (state) found.set(key, state);
    }
    return found;
  }

  /** The account name of the staff member whose email is stored as a draft's saver. */
  private static async nameOf(db: Kysely<DB> | Transaction<DB>, email: string | null): Promise<string | null> {
    if (!email) return null;
    const user = await db.selectFrom('users').select('username').where('email', '=', email).executeTakeFirst();
    return user?.username ?? null;
  }

  private async draftOf<T>(db: Kysely<DB> | Transaction<DB>, row: DocumentRow): Promise<DraftState<T>> {
    const newest = await db
      .selectFrom('content_revisions')
      .select(['content', 'published_at'])
      .where('key', '=', row.key)
      .orderBy('number', 'desc')
      .limit(1)
      .executeTakeFirst();
    const pending = newest && newest.published_at > this.nowIso() ? newest.published_at : null;
    return {
      content: JSON.parse(row.draft) as T,
      version: row.version,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
      updatedByName: await ContentRepository.nameOf(db, row.updated_by),
      // Compared as stored: the draft and a revision made from it hold the same string.
      unpublished: !newest || newest.content !== row.draft,
      publishAt: pending,
    };
  }

  async draft<T>(key: string): Promise<DraftState<T> | undefined> {
    const row = await this.db.selectFrom('content_documents').selectAll().where('key', '=', key).executeTakeFirst();
    return row && this.draftOf<T>(this.db, row);
  }

  /** Every document's draft state (the admin's list). */
  async drafts<T>(): Promise<(DraftState<T> & { key: string; publishedAt: string | null })[]> {
    const rows = await this.db.selectFrom('content_documents').selectAll().orderBy('key').execute();
    const live = await this.db
      .selectFrom('content_revisions')
      .select(['key'])
      .select((eb) => eb.fn.max('published_at').as('published_at'))
      .where('published_at', '<=', this.nowIso())
      .groupBy('key')
      .execute();
    const publishedAt = new Map(live.map((r) => [r.key, r.published_at as string]));
    return Promise.all(
      rows.map(async (row) => ({
        key: row.key,
        publishedAt: publishedAt.get(row.key) ?? null,
        ...(await this.draftOf<T>(this.db, row)),
      })),
    );
  }

  private async current(trx: Transaction<DB>, key: string): Promise<DocumentRow | undefined> {
    // Replicas on PostgreSQL take turns on one document; the version check then sees the latest row.
    await lockInTransaction(trx, `content:${key}`);
    return trx.selectFrom('content_documents').selectAll().where('key', '=', key).executeTakeFirst();
  }

  private static async conflict(trx: Transaction<DB>, row: DocumentRow): Promise<Conflict> {
    return {
      conflict: {
        version: row.version,
        updatedAt: row.updated_at,
        updatedBy: row.updated_by,
        updatedByName: await ContentRepository.nameOf(trx, row.updated_by),
      },
    };
  }

  /** Saves a draft over `expectedVersion`; undefined for an unknown key, a Conflict when it moved on. */
  async saveDraft<T>(
    key: string,
    content: T,
    expectedVersion: number,
    by: string,
    actor: Actor,
  ): Promise<DraftState<T> | Conflict | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await this.current(trx, key);
      if (!row) return undefined;
      if (row.version !== expectedVersion) return ContentRepository.conflict(trx, row);
      const next: DocumentRow = {
        ...row,
        draft: JSON.stringify(content),
        version: row.version + 1,
        updated_at: this.nowIso(),
        updated_by: by,
      };
      await trx
        .updateTable('content_documents')
        .set({ draft: next.draft, version: next.version, updated_at: next.updated_at, updated_by: by })
        .where('key', '=', key)
        .where('version', '=', expectedVersion)
        .execute();
      await this.audit.record(trx, actor, {
        action: 'save-draft',
        ...ContentRepository.entity(key),
        summary: `Saved the draft of ${key} (version ${next.version})`,
        before: JSON.parse(row.draft) as unknown,
        after: content,
      });
      return this.draftOf<T>(trx, next);
    });
  }

  private async addRevision(
    trx: Transaction<DB>,
    key: string,
    content: string,
    publishedAt: string,
    by: string,
    restoredFrom: number | null,
  ): Promise<RevisionRow> {
    // A publish replaces any revision still waiting for its time: the newest decision wins.
    await trx
      .deleteFrom('content_revisions')
      .where('key', '=', key)
      .where('published_at', '>', this.nowIso())
      .execute();
    const last = await trx
      .selectFrom('content_revisions')
      .select((eb) => eb.fn.max('number').as('n'))
      .where('key', '=', key)
      .executeTakeFirst();
    const number = Number(last?.n ?? 0) + 1;
    const row = await trx
      .insertInto('content_revisions')
      .values({
        key,
        number,
        content,
        published_at: publishedAt,
        published_by: by,
        restored_from: restoredFrom,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return row;
  }

  /**
   * Publishes the draft of `expectedVersion` (the one the editor previewed), now or at `publishAt`.
   */
  async publish(
    key: string,
    expectedVersion: number,
    publishAt: string | null,
    by: string,
    actor: Actor,
  ): Promise<Revision | Conflict | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await this.current(trx, key);
      if (!row) return undefined;
      if (row.version !== expectedVersion) return ContentRepository.conflict(trx, row);
      const when = publishAt && publishAt > this.nowIso() ? publishAt : this.nowIso();
      const revision = toRevision(await this.addRevision(trx, key, row.draft, when, by, null));
      await this.audit.record(trx, actor, {
        action: 'publish',
        ...ContentRepository.entity(key),
        summary: `Published ${key} as revision ${revision.number}${when > this.nowIso() ? ` from ${when}` : ''}`,
        after: { ...revision, content: JSON.parse(row.draft) as unknown },
      });
      return revision;
    });
  }

  /**
   * A document's contents in the order they were written: every revision, oldest first, then the draft
   * (what translation state is derived from; undefined for an unknown key).
   */
  async history<T>(key: string): Promise<T[] | undefined> {
    const doc = await this.db.selectFrom('content_documents').select('draft').where('key', '=', key).executeTakeFirst();
    if (!doc) return undefined;
    const rows = await this.db
      .selectFrom('content_revisions')
      .select('content')
      .where('key', '=', key)
      .orderBy('number', 'asc')
      .execute();
    return [...rows.map((r) => r.content), doc.draft].map((c) => JSON.parse(c) as T);
  }

  /** Every revision, newest first (scheduled ones included: their publishedAt is still to come). */
  async revisions(key: string): Promise<Revision[] | undefined> {
    const doc = await this.db.selectFrom('content_documents').select('key').where('key', '=', key).executeTakeFirst();
    if (!doc) return undefined;
    const rows = await this.db
      .selectFrom('content_revisions')
      .selectAll()
      .where('key', '=', key)
      .orderBy('number', 'desc')
      .execute();
    return rows.map(toRevision);
  }

  async revision<T>(key: string, id: number): Promise<RevisionWithContent<T> | undefined> {
    const row = await this.db
      .selectFrom('content_revisions')
      .selectAll()
      .where('key', '=', key)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { ...toRevision(row), content: JSON.parse(row.content) as T };
  }

  /**
   * Publishes an earlier revision's content again, now, as a new revision, and makes it the draft,
   * so what visitors see and what the editor opens agree. With `expectedVersion`, a draft changed
   * since the editor looked is not overwritten.
   */
  async restore(
    key: string,
    revisionId: number,
    by: string,
    actor: Actor,
    expectedVersion?: number,
  ): Promise<{ revision: Revision } | Conflict | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await this.current(trx, key);
      if (!row) return undefined;
      if (expectedVersion !== undefined && row.version !== expectedVersion) return ContentRepository.conflict(trx, row);
      const old = await trx
        .selectFrom('content_revisions')
        .selectAll()
        .where('key', '=', key)
        .where('id', '=', revisionId)
        .executeTakeFirst();
      if (!old) return undefined;
      const now = this.nowIso();
      await trx
        .updateTable('content_documents')
        .set({ draft: old.content, version: row.version + 1, updated_at: now, updated_by: by })
        .where('key', '=', key)
        .execute();
      const revision = toRevision(await this.addRevision(trx, key, old.content, now, by, old.number));
      await this.audit.record(trx, actor, {
        action: 'restore',
        ...ContentRepository.entity(key),
        summary: `Restored revision ${old.number} of ${key} as revision ${revision.number}`,
        before: JSON.parse(row.draft) as unknown,
        after: { ...revision, content: JSON.parse(old.content) as unknown },
      });
      return { revision };
    });
  }
}

export const isConflict = (value: unknown): value is Conflict =>
  typeof value === 'object' && value !== null && 'conflict' in value;
