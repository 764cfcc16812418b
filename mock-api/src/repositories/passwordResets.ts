// One-time password-reset links: an admin issues one for an account, its holder sets a new password
// with it once. Only the token's hash is stored; a newer link, a new password or a disabled account
// ends the unused ones.
import type { Kysely, Selectable, Transaction } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import type { DB, UsersTable } from '../db/schema';
import type { Actor, AuditRepository } from './audit';
import { inDhaka } from '../collegeTime';

/** Ends every unused reset link of an account (its credentials changed, or it was disabled). */
export async function dropResetLinks(trx: Transaction<DB>, userId: string): Promise<void> {
  await trx.deleteFrom('password_resets').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** An account as stored (users.ts's UserRow; named here so the two files do not import each other). */
type UserRow = Selectable<UsersTable>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class PasswordResetsRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit?: AuditRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

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
    const user = await this.db.selectFrom('users').selectAll().where('id', '=', link.user_id).executeTakeFirst();
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
}
