import { sql, type Kysely } from 'kysely';

/**
 * The page sections read again, both engines: a section's text now keeps its list items, captions and
 * other entries apart (src/search/pages.ts, joinItems: "… in Savar · Clinical training …", where the
 * words of two slides ran together), and a heading left blank in one language is no heading there.
 * Deleting the rows takes them out of the index (their triggers); the next search writes them again
 * from each page's published revision (PageIndex.sync).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from page_sections`.execute(db);
}
