import { sql, type Kysely } from 'kysely';

/**
 * Publishes `after` as a page's next revision where nobody has edited the page since it was seeded
 * (its newest revision is `before`), and moves the draft along when it is still `before`. A page the
 * college has changed is left exactly as it is: its editors make the change themselves. The history
 * shows the new revision, published by nobody (the site itself). Shared by the migrations that
 * complete the seeded pages (017, 020); their `before` and `after` are frozen copies.
 */
export async function updateSeededPage(
  db: Kysely<unknown>,
  key: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  const expected = JSON.stringify(before);
  const next = JSON.stringify(after);
  const now = new Date().toISOString();

  const newest = await sql<{ number: number; content: string }>`
    select number, content from content_revisions where key = ${key} order by number desc limit 1`.execute(db);
  const live = newest.rows[0];
  if (live && sameJson(live.content, expected)) {
    await sql`insert into content_revisions (key, number, content, published_at, published_by, restored_from)
              values (${key}, ${live.number + 1}, ${next}, ${now}, null, null)`.execute(db);
  }
  const draft = await sql<{ draft: string }>`select draft from content_documents where key = ${key}`.execute(db);
  if (draft.rows[0] && sameJson(draft.rows[0].draft, expected)) {
    await sql`update content_documents set draft = ${next}, version = version + 1, updated_at = ${now}
              where key = ${key}`.execute(db);
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
