import { sql, type Kysely } from 'kysely';
// The Facilities page as migration 007 wrote it, and the same page with the Bengali of its four cards
// (library, hostel, scholarship, extracurricular), which the Bengali site lacked: a frozen copy.
import page from './017_facilities_bengali.frozen.json';

const KEY = 'facilities';

/**
 * Gives the Facilities page its Bengali card texts, where nobody has edited the page since it was
 * seeded: a new revision is published (the history shows it), and the draft follows when it is still
 * the seeded one. A page the college has changed is left exactly as it is; its editors add the Bengali.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const before = JSON.stringify(page.before);
  const after = JSON.stringify(page.after);
  const now = new Date().toISOString();

  const newest = await sql<{ number: number; content: string }>`
    select number, content from content_revisions where key = ${KEY} order by number desc limit 1`.execute(db);
  const live = newest.rows[0];
  if (live && sameJson(live.content, before)) {
    await sql`insert into content_revisions (key, number, content, published_at, published_by, restored_from)
              values (${KEY}, ${live.number + 1}, ${after}, ${now}, null, null)`.execute(db);
  }
  const draft = await sql<{ draft: string }>`select draft from content_documents where key = ${KEY}`.execute(db);
  if (draft.rows[0] && sameJson(draft.rows[0].draft, before)) {
    await sql`update content_documents set draft = ${after}, version = version + 1, updated_at = ${now}
              where key = ${KEY}`.execute(db);
  }
}

/** Stored JSON compared by meaning, so key order or spacing written by another version does not matter. */
function sameJson(stored: string, expected: string): boolean {
  return JSON.stringify(sortKeys(JSON.parse(stored))) === JSON.stringify(sortKeys(JSON.parse(expected)));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
