// Staff roles, users management, the audit log, the trash and alumni import batches: the contract of
// /api/users, /api/audit, /api/trash and /api/alumni/imports.
import type { AlumniRowError } from './api';
import type { Role } from './entities';
import type { AuditChange } from './auditChanges';

/** The roles that work in the admin portal. An editor handles content; an admin also users and purging. */
export const STAFF_ROLES = ['admin', 'editor'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];
export const ROLES = ['user', 'editor', 'admin'] as const satisfies readonly Role[];

export const isStaffRole = (role: string | undefined | null): role is StaffRole =>
  role === 'admin' || role === 'editor';

/** Each role's name, in English and in Bengali: the users page and the audit log read them here. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  editor: 'Editor',
  user: 'Registered user',
};
export const ROLE_LABELS_BN: Record<Role, string> = {
  admin: 'প্রশাসক',
  editor: 'সম্পাদক',
  user: 'নিবন্ধিত ব্যবহারকারী',
};

/** A role's name in a language. */
export const roleName = (role: Role, language: 'en' | 'bn'): string =>
  (language === 'bn' ? ROLE_LABELS_BN : ROLE_LABELS)[role];

/** How long a trashed item stays restorable before it is purged with its files. */
export const TRASH_DAYS = 30;
/** How long a password-reset link works. */
export const RESET_LINK_HOURS = 24;

/** GET /api/users: one account as the users page shows it. */
export interface UserAccount {
  _id: string;
  username: string;
  email: string;
  role: Role;
  createdAt: string;
  lastLoginAt: string | null;
  disabled: boolean;
  disabledAt: string | null;
}

/** POST /api/users: a staff account; its owner sets the password through the reset link answered. */
export interface CreateUserRequest {
  username: string;
  email: string;
  role: Role;
}
/** PATCH /api/users/{id}: any of these. */
export interface UpdateUserRequest {
  role?: Role;
  disabled?: boolean;
}
export interface ResetLink {
  /** A site path with the one-time token: /reset-password?token=... */
  url: string;
  expiresAt: string;
}
export interface CreateUserResponse {
  user: UserAccount;
  resetLink: ResetLink;
}
/** GET /api/auth/reset?token=: whose link it is, before they choose a password. */
export interface ResetLinkInfo {
  email: string;
  username: string;
  expiresAt: string;
}
/** POST /api/auth/reset */
export interface ResetPasswordRequest {
  token: string;
  password: string;
}

export type AuditEntity =
  | 'page'
  | 'settings'
  | 'image'
  | 'notice'
  | 'photo'
  | 'faculty'
  | 'alumni'
  | 'alumni-import'
  | 'user'
  | 'session'
  | 'trash'
  | 'publication';
export const AUDIT_ENTITIES: readonly AuditEntity[] = [
  'page',
  'settings',
  'image',
  'notice',
  'photo',
  'faculty',
  'alumni',
  'alumni-import',
  'user',
  'session',
  'trash',
  'publication',
];

export interface AuditEntry {
  _id: number;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  actorRole: string | null;
  ip: string | null;
  route: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  summary: string | null;
  before: unknown;
  after: unknown;
  /** What changed, field by field, named as a person would name it (auditChanges.ts). */
  changes: AuditChange[];
}
/**
 * Which rows: the changes people made (the default: everything but sign-ins and sign-outs), only the
 * sign-ins and sign-outs, or all.
 */
export type AuditKind = 'changes' | 'signin' | 'all';
export const AUDIT_KINDS: readonly AuditKind[] = ['changes', 'signin', 'all'];
/** GET /api/audit?kind=&q=&actor=&entity=&from=&to=&page=&pageSize= */
export interface AuditQuery {
  kind?: AuditKind;
  /** Words searched for in the whole log (summary, person, record, before and after), any case. */
  q?: string;
  actor?: string;
  entity?: string;
  /** YYYY-MM-DD, inclusive (UTC days). */
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}
export interface AuditPage {
  data: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export type TrashEntityKind = 'notice' | 'photo' | 'faculty' | 'alumni' | 'publication';
export const TRASH_ENTITY_LABELS: Record<TrashEntityKind, string> = {
  notice: 'Notice',
  photo: 'Photo',
  faculty: 'Faculty member',
  alumni: 'Alumni record',
  publication: 'Journal publication',
};
export interface TrashItem {
  _id: string;
  entity: TrashEntityKind;
  entityId: string;
  label: string;
  files: string[];
  deletedAt: string;
  deletedByEmail: string | null;
  purgeAfter: string;
}

/** One row of an import preview. */
export interface AlumniPreviewRow {
  row: number;
  fullName: string;
  graduationYear: number;
  alumniId?: string;
  email?: string;
  /** For an update: the fields that would change. */
  changes?: string[];
}
/** POST /api/alumni/upload?dryRun=true: what an import would do; nothing is written. */
export interface AlumniImportPreview {
  dryRun: true;
  added: number;
  updated: number;
  unchanged: number;
  /** Rows that would not be stored (each has at least one entry in `errors`). */
  skipped: number;
  toAdd: AlumniPreviewRow[];
  toUpdate: AlumniPreviewRow[];
  errors: AlumniRowError[];
}
/** POST /api/alumni/upload: SPEC.md §7's count and errors, plus the batch that can be undone. */
export interface AlumniImportResult {
  count: number;
  errors: AlumniRowError[];
  importId?: string;
  added?: number;
  updated?: number;
  unchanged?: number;
  skipped?: number;
}
export interface AlumniImportBatch {
  _id: string;
  createdAt: string;
  actorEmail: string | null;
  fileName: string | null;
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
  undoneAt: string | null;
  undoneByEmail: string | null;
}
export interface UndoImportResponse {
  message: string;
  removed: number;
  restored: number;
  /** Records edited after the import, left as they are (undo with keepEdited). */
  kept: number;
}
/**
 * 409 of an undo whose import's records were edited since (code IMPORT_EDITED_SINCE): nothing was
 * undone; `edited` names those records, and the undo may be sent again with keepEdited.
 */
export interface ImportEditedSinceError {
  message: string;
  code: 'IMPORT_EDITED_SINCE';
  edited: { _id: string; fullName: string }[];
}
