import { sql, type Kysely } from 'kysely';
import { addSerialKey, columnTypes } from '../dialect';

// Forward-only: a later change is a new numbered file, never an edit of this one. (The PostgreSQL
// branches were added before any PostgreSQL database existed; the SQLite SQL is unchanged.)
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('user', 'admin')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', types.unixSeconds, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('first_failed_at', types.unixSeconds, (c) => c.notNull())
    .addColumn('locked_until', types.unixSeconds, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('faculty')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('registration_no', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'text', (c) => c.notNull())
    .addColumn('designation', 'text', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('picture', 'text')
    .addColumn('qualifications', 'text', (c) => c.notNull())
    .addColumn('work_experience', 'text', (c) => c.notNull())
    .addColumn('publications', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('faculty_department').on('faculty').column('department').execute();

  await addSerialKey(db, db.schema.createTable('notices'), 'seq')
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('pdf_path', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notices_date').on('notices').columns(['date', 'seq']).execute();

  await addSerialKey(db, db.schema.createTable('photos'), 'seq')
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image_path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('alumni')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('alumni_id', 'text')
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('graduation_year', 'integer', (c) => c.notNull())
    .addColumn('degree', 'text', (c) => c.notNull())
    .addColumn('major', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('current_company', 'text')
    .addColumn('job_title', 'text')
    .addColumn('location', 'text')
    .addColumn('linked_in_profile', 'text')
    .addColumn('phone', 'text')
    .addColumn('achievements', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The importer matches on alumniId, else on email (case-insensitive), so both are unique when present.
  await sql`create unique index alumni_alumni_id on alumni (alumni_id) where alumni_id is not null`.execute(db);
  await sql`create unique index alumni_email on alumni (lower(email)) where email is not null`.execute(db);
  await db.schema.createIndex('alumni_order').on('alumni').columns(['major', 'graduation_year', 'full_name']).execute();

  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
