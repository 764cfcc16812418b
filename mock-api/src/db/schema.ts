// Table types for Kysely. JSON lists are stored as TEXT; ids are random strings.
import type { Language, NoticeCategory, NoticeTextSource, NoticeTextStatus, Role } from '@gsvmc/shared-types';
import type { Generated } from 'kysely';
import type {
  ContentDocumentsTable,
  ContentRevisionsTable,
  JournalPublicationsTable,
  PageSectionsTable,
} from './contentSchema';

export type { ContentDocumentsTable, ContentRevisionsTable, JournalPublicationsTable, PageSectionsTable };

export interface UsersTable {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  role: Role;
  created_at: string;
  /** Tokens issued under an older version are refused (a password change ends other sessions). */
  token_version: Generated<number>;
  /** Set while the account is disabled: its sessions are refused and it cannot sign in. */
  disabled_at: string | null;
  last_login_at: string | null;
  /** 'en' or 'bn' once the user chose (migration 009); null before. */
  language: Language | null;
}

export interface PasswordResetsTable {
  /** SHA-256 (hex) of the link's token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AuditLogTable {
  seq: Generated<number>;
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string | null;
  ip: string | null;
  /** 'POST /api/faculty': the route that made the change. */
  route: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  summary: string | null;
  /** JSON, with passwords and tokens removed. */
  before_data: string | null;
  after_data: string | null;
}

export type TrashEntity = 'notice' | 'photo' | 'faculty' | 'alumni' | 'publication';

export interface TrashTable {
  id: string;
  entity: TrashEntity;
  entity_id: string;
  label: string;
  /** The deleted row, every column, as JSON. */
  data: string;
  /** JSON list of the public paths of the files the item holds. */
  files: string;
  deleted_at: string;
  deleted_by: string | null;
  deleted_by_email: string | null;
  purge_after: string;
}

export interface TrashFilesTable {
  stem: string;
  trash_id: string;
}

export interface AlumniImportsTable {
  seq: Generated<number>;
  id: string;
  created_at: string;
  actor_id: string | null;
  actor_email: string | null;
  file_name: string | null;
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
  undone_at: string | null;
  undone_by_email: string | null;
}

export interface AlumniImportChangesTable {
  import_id: string;
  alumni_id: string;
  kind: 'add' | 'update';
  /** The record's row before the import changed it (updates only), as JSON. */
  before_data: string | null;
  /** The record's row as the import left it, as JSON (migration 016; null for older imports). */
  after_data: string | null;
}

export interface RevokedTokensTable {
  jti: string;
  /** Unix seconds; rows past it are pruned, since the token is dead anyway. */
  expires_at: number;
}

/** Counters of src/auth/throttle.ts; times are Unix seconds. */
export interface ThrottleTable {
  key: string;
  hits: number;
  /** The row is forgotten (and swept) from this time on. */
  reset_at: number;
  /** Back-off: no attempt is allowed before this time. */
  next_at: Generated<number>;
}

export interface FacultyTable {
  id: string;
  name: string;
  registration_no: string;
  date_of_birth: string;
  designation: string;
  department: string;
  picture: string | null;
  qualifications: string;
  work_experience: string;
  publications: string;
  created_at: string;
  updated_at: string;
}

export interface NoticesTable {
  id: string;
  seq: Generated<number>;
  title: string;
  description: string | null;
  pdf_path: string;
  /** The publish date (`publishAt`), an ISO timestamp; visitors see the notice from then. */
  date: string;
  category: Generated<NoticeCategory>;
  /** 0/1 on SQLite, boolean on PostgreSQL (dialect.ts: read with toBool, write with fromBool). */
  pinned: Generated<number | boolean>;
  expires_at: string | null;
  updated_at: string;
  /** The Bengali title and description (migration 009), null when there are none. */
  title_bn: string | null;
  description_bn: string | null;
  /** The notice's words (migration 010): read from the PDF or its pages, or typed by staff. */
  text: string | null;
  text_status: Generated<NoticeTextStatus>;
  text_source: NoticeTextSource | null;
  /** Why the reading last failed (for the operator), null otherwise. */
  text_error: string | null;
  page_count: number | null;
  /** Bytes of the PDF. */
  file_size: number | null;
  /** A small picture of the first page, a public /uploads path. */
  preview_path: string | null;
  /** 0/1 on SQLite, boolean on PostgreSQL: the title came from the text and staff have not set it since. */
  title_from_text: Generated<number | boolean>;
}

/** The queue of slow work on SQLite (migration 010; on PostgreSQL pg-boss keeps its own tables). */
export interface JobsTable {
  seq: Generated<number>;
  id: string;
  name: string;
  /** JSON. */
  data: string;
  key: string | null;
  status: 'queued' | 'active' | 'done' | 'failed';
  attempts: Generated<number>;
  max_attempts: number;
  /** ISO timestamp: not claimed before it (the backoff after a failed attempt). */
  run_after: string;
  locked_by: string | null;
  /** ISO timestamp: a claim not finished by then is taken as lost (its process died) and runs again. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface PhotosTable {
  id: string;
  seq: Generated<number>;
  title: string;
  image_path: string;
  created_at: string;
}

export interface AlumniTable {
  id: string;
  alumni_id: string | null;
  full_name: string;
  graduation_year: number;
  degree: string;
  major: string;
  email: string | null;
  current_company: string | null;
  job_title: string | null;
  location: string | null;
  linked_in_profile: string | null;
  phone: string | null;
  achievements: string | null;
  /** 1 where the person agreed that the public may see their phone and e-mail (migration 012). */
  contact_consent: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface MetaTable {
  key: string;
  value: string;
}

/** One row per cached list; bumped by triggers on every write of that table (migration 004). */
export interface CacheVersionsTable {
  name: string;
  version: number;
}

export interface DB {
  users: UsersTable;
  revoked_tokens: RevokedTokensTable;
  throttle: ThrottleTable;
  faculty: FacultyTable;
  notices: NoticesTable;
  photos: PhotosTable;
  alumni: AlumniTable;
  meta: MetaTable;
  cache_versions: CacheVersionsTable;
  search_docs: SearchDocsTable;
  password_resets: PasswordResetsTable;
  audit_log: AuditLogTable;
  trash: TrashTable;
  trash_files: TrashFilesTable;
  alumni_imports: AlumniImportsTable;
  alumni_import_changes: AlumniImportChangesTable;
  content_documents: ContentDocumentsTable;
  content_revisions: ContentRevisionsTable;
  journal_publications: JournalPublicationsTable;
  page_sections: PageSectionsTable;
  jobs: JobsTable;
}

/** One searchable record (migration 003); its id is the rowid of search_fts and search_tri. */
export interface SearchDocsTable {
  id: Generated<number>;
  kind: 'page' | 'notice' | 'faculty' | 'alumni' | 'department';
  ref: string;
}
