import { sql, type Kysely } from 'kysely';

// Forward-only, like 001: a later change is a new numbered file.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One table for every throttle (per-address limits, login back-off per client+account, per account
  // for clients without a device token, per device token). Each row expires at reset_at; the sweep
  // deletes expired rows, so the table holds only the last window's clients.
  await db.schema
    .createTable('throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'integer', (c) => c.notNull())
    .addColumn('next_at', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('throttle_reset_at').on('throttle').column('reset_at').execute();

  // The per-email lock of 001 is what let anyone lock the admin out; the throttle table replaces it.
  await db.schema.dropTable('login_failures').execute();

  // Bumped by a password change or reset: tokens carry the version they were issued under, and an
  // older one is refused, so every other session ends at once.
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // A notice's PDF is served under a name made from its title: the lookup goes by path.
  await sql`create index notices_pdf_path on notices (pdf_path)`.execute(db);
}
