import { sql, type Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import type { DB } from '../db/schema';

/**
 * One version for everything the public pages show, for the site server's render cache
 * (shell/server/contentVersion.ts), which asks for it about once a second on every replica.
 *
 * It is made of two parts, both read from the database, so every API replica answers the same:
 * - every row of `cache_versions` (the triggers of migration 004 bump a table's row in the same
 *   transaction as each write). All rows are read, not a fixed list: a table added later with its
 *   own row and triggers moves this version without a change here;
 * - how many notice publish and expiry times, and page and settings revisions, have fallen due by
 *   `now`: a scheduled notice or page revision coming due (or a live notice expiring) changes what
 *   visitors see without any write, and moves this number.
 * Both are index lookups over small tables (the notices' date index and the partial expiry index).
 */
export class ContentVersionRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async current(now: string = new Date().toISOString()): Promise<string> {
    const rows = await this.db.selectFrom('cache_versions').select(['name', 'version']).orderBy('name').execute();
    const due = await sql<{ published: number | string; expired: number | string; revisions: number | string }>`
      select
        (select count(*) from notices where date <= ${now}) as published,
        (select count(*) from notices where expires_at is not null and expires_at <= ${now}) as expired,
        (select count(*) from content_revisions where published_at <= ${now}) as revisions
    `.execute(this.db);
    const moments = due.rows[0];
    const text = [
      ...rows.map((row) => `${row.name}=${String(row.version)}`),
      `published=${String(moments?.published ?? 0)}`,
      `expired=${String(moments?.expired ?? 0)}`,
      `revisions=${String(moments?.revisions ?? 0)}`,
    ].join(';');
    // A digest keeps the answer short and says nothing about table names or row counts.
    return createHash('sha256').update(text).digest('base64url').slice(0, 22);
  }
}
