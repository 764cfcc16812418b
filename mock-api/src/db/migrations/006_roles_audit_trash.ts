import { sql, type Kysely } from 'kysely';
import { addSerialKey, isPostgres } from '../dialect';

/**
 * Staff roles, disabled accounts, the audit log, the trash and alumni import batches.
 *
 * - users: role may be 'editor' (content only) beside 'user' and 'admin'; `disabled_at` ends an
 *   account's sessions at once; `last_login_at` is what the users page shows.
 * - password_resets: one-time links an admin hands on (only a SHA-256 of the token is kept, so the
 *   table leaks nothing a reader could use).
 * - audit_log: one row per data-changing request, written in the same transaction as the change.
 * - trash: a deleted notice, photo, faculty member or alumni record as its whole row (JSON), so a
 *   restore puts back exactly that row; its files stay stored and are named in trash_files (by their
 *   folder and uuid, which covers a picture's derivatives) until the item is purged.
 * - alumni_imports / alumni_import_changes: each import is a batch, with every record it added and
 *   every record it changed (as it was before), so Undo can put the directory back as it was.
 *
 * Moving a row to the trash is a delete from its table and a restore is an insert, so the existing
 * cache_versions and search triggers (migrations 003, 004) fire for both without anything new.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table users drop constraint if exists users_role_check`.execute(db);
    await sql`alter table users add constraint users_role_check check (role in ('user', 'editor', 'admin'))`.execute(
      db,
    );
    await sql`alter table users add column disabled_at text`.execute(db);
    await sql`alter table users add column last_login_at text`.execute(db);
  } else {
    // SQLite cannot change a CHECK constraint in place: the table is rebuilt (nothing references it).
    await sql`
      create table users_new (
        id text primary key,
        username text not null,
        email text not null unique,
        password_hash text not null,
        role text not null check (role in ('user', 'editor', 'admin')),
        created_at text not null,
        token_version integer not null default 0,
        disabled_at text,
        last_login_at text
      )`.execute(db);
    await sql`
      insert into users_new (id, username, email, password_hash, role, created_at, token_version)
      select id, username, email, password_hash, role, created_at, token_version from users`.execute(db);
    await sql`drop table users`.execute(db);
    await sql`alter table users_new rename to users`.execute(db);
  }

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();

  await addSerialKey(db, db.schema.createTable('audit_log'), 'seq')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('actor_role', 'text')
    .addColumn('ip', 'text')
    .addColumn('route', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('summary', 'text')
    .addColumn('before_data', 'text')
    .addColumn('after_data', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'seq']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'at']).execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'at']).execute();

  await db.schema
    .createTable('trash')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // No CHECK on the kind: a later kind (editable pages) is a line in repositories/trash.ts, not a
    // table rebuild on SQLite.
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('files', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .addColumn('deleted_by', 'text')
    .addColumn('deleted_by_email', 'text')
    .addColumn('purge_after', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trash_deleted_at').on('trash').column('deleted_at').execute();
  await db.schema.createIndex('trash_purge_after').on('trash').column('purge_after').execute();
  await db.schema.createIndex('trash_entity').on('trash').columns(['entity', 'entity_id']).execute();

  // '<folder>/<uuid>' of each file a trashed item holds: /uploads refuses them while they are trashed.
  await db.schema
    .createTable('trash_files')
    .addColumn('stem', 'text', (c) => c.primaryKey())
    .addColumn('trash_id', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trash_files_trash').on('trash_files').column('trash_id').execute();

  await addSerialKey(db, db.schema.createTable('alumni_imports'), 'seq')
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('file_name', 'text')
    .addColumn('added', 'integer', (c) => c.notNull())
    .addColumn('updated', 'integer', (c) => c.notNull())
    .addColumn('unchanged', 'integer', (c) => c.notNull())
    .addColumn('skipped', 'integer', (c) => c.notNull())
    .addColumn('undone_at', 'text')
    .addColumn('undone_by_email', 'text')
    .execute();

  await db.schema
    .createTable('alumni_import_changes')
    .addColumn('import_id', 'text', (c) => c.notNull())
    .addColumn('alumni_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('add', 'update')`))
    .addColumn('before_data', 'text')
    .addPrimaryKeyConstraint('alumni_import_changes_pk', ['import_id', 'alumni_id'])
    .execute();
  await db.schema.createIndex('alumni_import_changes_alumni').on('alumni_import_changes').column('alumni_id').execute();
}
