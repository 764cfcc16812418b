import type { Language, Role, User, UserAccount } from '@gsvmc/shared-types';
import type { Kysely, Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import { lockInTransaction } from '../db/dialect';
import type { DB, UsersTable } from '../db/schema';
import type { Actor, AuditRepository } from './audit';
import { dropResetLinks } from './passwordResets';

/** A portal language as the audit log's English sentence names it. */
const PORTAL_LANGUAGE: Record<Language | 'none', string> = { en: 'English', bn: 'Bengali', none: 'no language' };

export type UserRow = Selectable<UsersTable>;

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    createdAt: row.created_at,
    language: row.language ?? null,
  };
}

export function toAccount(row: UserRow): UserAccount {
  return {
    ...toUser(row),
    lastLoginAt: row.last_login_at,
    disabled: row.disabled_at !== null,
    disabledAt: row.disabled_at,
  };
}

/** A change the users page may not make, with the sentence the admin is shown. */
export class AccountRuleError extends Error {}

export class UsersRepository {
  constructor(
    private readonly db: Kysely<DB>,
    /** Absent for the command-line tools, which change accounts outside any request. */
    private readonly audit?: AuditRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  }

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Staff first (admins, then editors), then users; each by name. */
  async list(): Promise<UserAccount[]> {
    const rows = await this.db.selectFrom('users').selectAll().orderBy('username').orderBy('email').execute();
    const order: Record<Role, number> = { admin: 0, editor: 1, user: 2 };
    return rows.sort((a, b) => order[a.role] - order[b.role]).map(toAccount);
  }

  /**
   * Returns undefined when the email is taken (the unique index decides, so two racing requests
   * cannot both win). With an actor, the audit row is written in the same transaction; a
   * registration is recorded as done by the new account itself.
   */
  async create(
    input: { username: string; email: string; passwordHash: string; role: Role },
    actor?: Actor,
  ): Promise<UserRow | undefined> {
    const row: UserRow = {
      id: randomUUID(),
      username: input.username,
      email: input.email.toLowerCase(),
      password_hash: input.passwordHash,
      role: input.role,
      created_at: this.now().toISOString(),
      token_version: 0,
      disabled_at: null,
      last_login_at: null,
      language: null,
    };
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .insertInto('users')
        .values(row)
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst();
      if (result.numInsertedOrUpdatedRows !== 1n) return undefined;
      if (actor && this.audit) {
        await this.audit.record(trx, actor, {
          by: actor.user ?? row,
          action: actor.user ? 'create' : 'register',
          entity: 'user',
          entityId: row.id,
          summary: actor.user
            ? `Created the ${input.role} account ${row.email}`
            : `Registered the account ${row.email}`,
          after: toAccount(row),
        });
      }
      return row;
    });
  }

  /**
   * Stores a new password hash and bumps the token version in one statement, so every token issued
   * before (every other session) is refused from now on. Returns the new version, or undefined.
   */
  async setPassword(id: string, passwordHash: string, actor?: Actor): Promise<number | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('users')
        .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
        .where('id', '=', id)
        .returning(['token_version', 'email'])
        .executeTakeFirst();
      if (!row) return undefined;
      // A reset link was issued for the password that is now gone: it must not set another one.
      await dropResetLinks(trx, id);
      if (actor && this.audit)
        await this.audit.record(trx, actor, {
          action: 'password-change',
          entity: 'user',
          entityId: id,
          summary: `Changed the password of ${row.email}; other sessions ended`,
        });
      return Number(row.token_version);
    });
  }

  /** A successful sign-in: its time (the users page shows it) and an audit row. */
  async recordLogin(user: UserRow, actor: Actor): Promise<void> {
    const at = this.now().toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ last_login_at: at }).where('id', '=', user.id).execute();
      await this.audit?.record(trx, actor, {
        by: user,
        action: 'login',
        entity: 'session',
        entityId: user.id,
        summary: `${user.email} signed in`,
      });
    });
  }

  /** The account's own language choice ('en', 'bn', or null for none), with its audit row. */
  async setLanguage(id: string, language: Language | null, actor: Actor): Promise<UserRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('users').select('language').where('id', '=', id).executeTakeFirst();
      if (!before) return undefined;
      const row = await trx
        .updateTable('users')
        .set({ language })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.audit?.record(trx, actor, {
        action: 'update',
        entity: 'user',
        entityId: id,
        summary: `${row.email} chose ${PORTAL_LANGUAGE[language ?? 'none']} for the portal`,
        before: { language: before.language ?? null },
        after: { language },
      });
      return row;
    });
  }

  /**
   * Changes an account's role and/or disables or re-enables it. Disabling also bumps the token
   * version, so its sessions end at once and stay ended after re-enabling. The last enabled admin
   * cannot be demoted or disabled, and nobody disables themselves.
   */
  async update(
    id: string,
    changes: { role?: Role; disabled?: boolean },
    actor: Actor,
  ): Promise<UserAccount | undefined> {
    return this.db.transaction().execute(async (trx) => {
      // Two admins demoting each other at once through two replicas must not both succeed.
      await lockInTransaction(trx, 'gsvmc:users-admins');
      const before = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) return undefined;
      if (changes.disabled === true && actor.user?.id === id)
        throw new AccountRuleError('You cannot disable your own account.');
      const losesAdmin =
        before.role === 'admin' &&
        before.disabled_at === null &&
        ((changes.role !== undefined && changes.role !== 'admin') || changes.disabled === true);
      if (losesAdmin) {
        const others = await trx
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('role', '=', 'admin')
          .where('disabled_at', 'is', null)
          .where('id', '<>', id)
          .executeTakeFirstOrThrow();
        if (Number(others.n) === 0)
          throw new AccountRuleError(
            'This is the last administrator account. Make another account an administrator first.',
          );
      }
      const set: Partial<UserRow> = {};
      if (changes.role !== undefined) set.role = changes.role;
      if (changes.disabled === true && before.disabled_at === null) set.disabled_at = this.now().toISOString();
      if (changes.disabled === false) set.disabled_at = null;
      if (Object.keys(set).length > 0) {
        await trx
          .updateTable('users')
          .set((eb) => ({
            ...set,
            token_version: set.disabled_at ? eb('token_version', '+', 1) : eb.ref('token_version'),
          }))
          .where('id', '=', id)
          .execute();
      }
      // A disabled account's reset links die with its sessions, and re-enabling does not revive them.
      if (set.disabled_at) await dropResetLinks(trx, id);
      const after = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const what = [
        changes.role !== undefined && changes.role !== before.role ? `role ${before.role} → ${after.role}` : '',
        changes.disabled === true ? 'disabled' : '',
        changes.disabled === false ? 're-enabled' : '',
      ].filter(Boolean);
      await this.audit?.record(trx, actor, {
        action: 'update',
        entity: 'user',
        entityId: id,
        summary: `Changed the account ${after.email}: ${what.join(', ') || 'no change'}`,
        before: toAccount(before),
        after: toAccount(after),
      });
      return toAccount(after);
    });
  }

  async countAdmins(): Promise<number> {
    const r = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
