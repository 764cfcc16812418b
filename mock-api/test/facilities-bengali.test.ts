// Migration 017 gives the seeded Facilities page the Bengali of its cards, and leaves a page the college
// has edited exactly as it is.
import { sql, type Kysely } from 'kysely';
import { MIGRATIONS } from '../src/db/database';
import { databaseBefore } from './support/migrationDb';

const database = () => databaseBefore('017');

type Revision = { number: number; content: string };
const revisions = async (db: Kysely<unknown>) =>
  (
    await sql<Revision>`select number, content from content_revisions where key = 'facilities' order by number`.execute(
      db,
    )
  ).rows;
const draft = async (db: Kysely<unknown>) =>
  (
    await sql<{
      draft: string;
      version: number;
    }>`select draft, version from content_documents where key = 'facilities'`.execute(db)
  ).rows[0]!;

test('the seeded page gains a revision with its Bengali, and its draft follows', async () => {
  const { db, migrate, done } = await database();
  try {
    expect((await revisions(db)).map((r) => r.number)).toEqual([1]);
    await migrate(MIGRATIONS);
    const [first, second] = await revisions(db);
    expect(first!.content).not.toContain('ছাত্রাবাস');
    expect(second!.number).toBe(2);
    expect(second!.content).toContain('ছাত্রাবাস');
    expect(second!.content).toContain('গ্রন্থাগার');
    // The English stays word for word.
    expect(JSON.parse(second!.content).blocks.length).toBe(JSON.parse(first!.content).blocks.length);
    const { draft: text, version } = await draft(db);
    expect(JSON.parse(text)).toEqual(JSON.parse(second!.content));
    expect(version).toBe(2);
  } finally {
    await done();
  }
});

test('a page the college edited is left as it is: no revision, the draft untouched', async () => {
  const { db, migrate, done } = await database();
  try {
    const [seeded] = await revisions(db);
    const edited = JSON.stringify({ ...JSON.parse(seeded!.content), title: { en: 'Our facilities' } });
    await sql`insert into content_revisions (key, number, content, published_at, published_by, restored_from)
              values ('facilities', 2, ${edited}, '2026-01-01T00:00:00.000Z', null, null)`.execute(db);
    await sql`update content_documents set draft = ${edited}, version = 5 where key = 'facilities'`.execute(db);
    await migrate(MIGRATIONS);
    expect((await revisions(db)).map((r) => r.number)).toEqual([1, 2]);
    expect(await draft(db)).toEqual({ draft: edited, version: 5 });
  } finally {
    await done();
  }
});
