import type { Language, Role, User, UserAccount } from '@gsvmc/shared-types';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { lockInTransaction } from '../db/dialect';
import type { DB, UsersTable } from '../db/schema';
import type { Actor, AuditRepository } from './audit';
import { inDhaka } from '../collegeTime';

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

/** Ends every unused reset link of an account (its credentials changed, or it was disabled). */
async function dropResetLinks(trx: Transaction<DB>, userId: string): Promise<void> {
  await trx.deleteFrom('password_resets').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

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
        summary: `${row.email} chose the language ${language ?? 'none'}`,
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

  /**
   * A new one-time reset link for the account, valid `hours`; any earlier unused link of the account
   * stops working. Only the token's hash is stored. Returns the token, or undefined without such account.
   */
  async createResetLink(
    userId: string,
    hours: number,
    actor: Actor,
  ): Promise<{ token: string; expiresAt: string } | undefined> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = new Date(now.getTime() + hours * 60 * 60 * 1000).toISOString();
    return this.db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
      if (!user) return undefined;
      await trx.deleteFrom('password_resets').where('user_id', '=', userId).where('used_at', 'is', null).execute();
      await trx
        .insertInto('password_resets')
        .values({
          token_hash: hashToken(token),
          user_id: userId,
          created_by: actor.user?.id ?? null,
          created_at: now.toISOString(),
          expires_at: expiresAt,
          used_at: null,
        })
        .execute();
      await this.audit?.record(trx, actor, {
        action: 'reset-link',
        entity: 'user',
        entityId: userId,
        summary: `Issued a password-reset link for ${user.email}, valid until ${inDhaka(expiresAt)}`,
      });
      return { token, expiresAt };
    });
  }

  /** The account a reset token opens, while the link is unused, unexpired and the account enabled. */
  async resetTarget(token: string): Promise<{ user: UserRow; expiresAt: string } | undefined> {
    const link = await this.db
      .selectFrom('password_resets')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!link || link.used_at || link.expires_at <= this.now().toISOString()) return undefined;
    const user = await this.findById(link.user_id);
    if (!user || user.disabled_at) return undefined;
    return { user, expiresAt: link.expires_at };
  }

  /**
   * Uses a reset link once: marks it used and stores the new password (ending every session), in one
   * transaction. Returns the account, or undefined when the link is not (or no longer) valid.
   */
  async resetPassword(token: string, passwordHash: string, actor: Actor): Promise<UserRow | undefined> {
    const now = this.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      // Marking it used first, conditionally: of two racing uses, one updates the row.
      const link = await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', hashToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      if (!link) return undefined;
      const user = await trx
        .updateTable('users')
        .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
        .where('id', '=', link.user_id)
        .where('disabled_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!user) return undefined;
      await dropResetLinks(trx, user.id);
      await this.audit?.record(trx, actor, {
        by: user,
        action: 'password-reset',
        entity: 'user',
        entityId: user.id,
        summary: `${user.email} set a new password through a reset link`,
      });
      return user;
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

export class RevokedTokensRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit?: AuditRepository,
  ) {}

  /** Ends one session; with an actor, the sign-out is recorded in the same transaction. */
  async revoke(jti: string, expiresAt: number, actor?: Actor): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('revoked_tokens')
        .values({ jti, expires_at: expiresAt })
        .onConflict((oc) => oc.doNothing())
        .execute();
      if (actor && this.audit)
        await this.audit.record(trx, actor, {
          action: 'logout',
          entity: 'session',
          entityId: actor.user?.id ?? null,
          summary: `${actor.user?.email ?? 'Someone'} signed out`,
        });
    });
    // Expired tokens fail verification anyway, so their rows are dead weight.
    await this.db
      .deleteFrom('revoked_tokens')
      .where('expires_at', '<', Math.floor(Date.now() / 1000))
      .execute();
  }

  async isRevoked(jti: string): Promise<boolean> {
    return (
      (await this.db.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti).executeTakeFirst()) !== undefined
    );
  }
}
