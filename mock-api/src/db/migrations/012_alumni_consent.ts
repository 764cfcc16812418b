import { sql, type Kysely } from 'kysely';

/**
 * Contact details by consent: an alumnus's phone and e-mail are shown to the public only where the
 * record says the person agreed. `contact_consent` is 0 or 1 on both engines (one column type, so a
 * row reads back the same everywhere), off for every record until staff set it, except the sample
 * records the first start seeded (their made-up addresses are there to show the directory's Connect
 * column), which are marked as agreeing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table alumni add column contact_consent integer not null default 0 check (contact_consent in (0, 1))`.execute(
    db,
  );
  await sql`update alumni set contact_consent = 1 where alumni_id like 'SAMPLE-ALU-%'`.execute(db);
}
