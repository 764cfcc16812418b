// Schemas of the users, audit, trash and import-history routes (validation and /api/docs).
import { AUDIT_ENTITIES, AUDIT_KINDS, ROLES } from '@gsvmc/shared-types';

export const userAccountSchema = {
  $id: 'UserAccount',
  type: 'object',
  properties: {
    _id: { type: 'string' },
    username: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string', enum: [...ROLES] },
    createdAt: { type: 'string' },
    lastLoginAt: { type: ['string', 'null'] },
    disabled: { type: 'boolean' },
    disabledAt: { type: ['string', 'null'] },
  },
} as const;

export const resetLinkSchema = {
  type: 'object',
  properties: { url: { type: 'string' }, expiresAt: { type: 'string' } },
} as const;

export const createUserSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 2, maxLength: 50 },
    email: { type: 'string', maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
    role: { type: 'string', enum: [...ROLES] },
  },
  required: ['username', 'email', 'role'],
} as const;

export const updateUserSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { role: { type: 'string', enum: [...ROLES] }, disabled: { type: 'boolean' } },
} as const;

export const auditEntrySchema = {
  $id: 'AuditEntry',
  type: 'object',
  properties: {
    _id: { type: 'integer' },
    at: { type: 'string' },
    actorId: { type: ['string', 'null'] },
    actorEmail: { type: ['string', 'null'] },
    actorRole: { type: ['string', 'null'] },
    ip: { type: ['string', 'null'] },
    route: { type: ['string', 'null'] },
    action: { type: 'string' },
    entity: { type: 'string' },
    entityId: { type: ['string', 'null'] },
    summary: { type: ['string', 'null'] },
    // Free-form JSON of the record before and after the change.
    before: {},
    after: {},
    changes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          field: { type: 'string' },
          parts: { type: 'array', items: { type: 'object', additionalProperties: true } },
          before: { type: 'string' },
          after: { type: 'string' },
          // A yes-or-no field: before and after are 'true', 'false' or '', for the portal to word.
          yesNo: { type: 'boolean' },
        },
      },
    },
  },
} as const;

const day = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
export const auditQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: [...AUDIT_KINDS] },
    q: { type: 'string', maxLength: 200 },
    actor: { type: 'string', maxLength: 100 },
    entity: { type: 'string', enum: [...AUDIT_ENTITIES] },
    from: day,
    to: day,
    page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
    pageSize: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$' },
  },
} as const;

export const trashItemSchema = {
  $id: 'TrashItem',
  type: 'object',
  properties: {
    _id: { type: 'string' },
    entity: { type: 'string', enum: ['notice', 'photo', 'faculty', 'alumni'] },
    entityId: { type: 'string' },
    label: { type: 'string' },
    files: { type: 'array', items: { type: 'string' } },
    deletedAt: { type: 'string' },
    deletedByEmail: { type: ['string', 'null'] },
    purgeAfter: { type: 'string' },
  },
} as const;

export const importBatchSchema = {
  $id: 'AlumniImportBatch',
  type: 'object',
  properties: {
    _id: { type: 'string' },
    createdAt: { type: 'string' },
    actorEmail: { type: ['string', 'null'] },
    fileName: { type: ['string', 'null'] },
    added: { type: 'integer' },
    updated: { type: 'integer' },
    unchanged: { type: 'integer' },
    skipped: { type: 'integer' },
    undoneAt: { type: ['string', 'null'] },
    undoneByEmail: { type: ['string', 'null'] },
  },
} as const;
