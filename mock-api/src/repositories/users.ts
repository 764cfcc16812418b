import type { User } from '@gsvmc/shared-types';
import type { Kysely, Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { DB, UsersTable } from '../db/schema';

export type UserRow = Selectable<UsersTable>;

export function toUser(row: UserRow): User {
  return { _id: row.id, username: row.username, email: row.email, role: row.role, createdAt: row.created_at };
}

export class UsersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  }

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Returns undefined when the email is taken (the unique index decides, so two racing requests cannot both win). */
  async create(input: {
    username: string;
    email: string;
    passwordHash: string;
    role: 'user' | 'admin';
  }): Promise<UserRow | undefined> {
    const row: UserRow = {
      id: randomUUID(),
      username: input.username,
      email: input.email.toLowerCase(),
      password_hash: input.passwordHash,
      role: input.role,
      created_at: new Date().toISOString(),
      token_version: 0,
    };
    const result = await this.db
      .insertInto('users')
      .values(row)
      .onConflict((oc) => oc.column('email').doNothing())
      .executeTakeFirst();
    return result.numInsertedOrUpdatedRows === 1n ? row : undefined;
  }

  /**
   * Stores a new password hash and bumps the token version in one statement, so every token issued
   * before (every other session) is refused from now on. Returns the new version, or undefined.
   */
  async setPassword(id: string, passwordHash: string): Promise<number | undefined> {
    const row = await this.db
      .updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
      .where('id', '=', id)
      .returning('token_version')
      .executeTakeFirst();
    return row ? Number(row.token_version) : undefined;
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
  constructor(private readonly db: Kysely<DB>) {}

  async revoke(jti: string, expiresAt: number): Promise<void> {
    await this.db
      .insertInto('revoked_tokens')
      .values({ jti, expires_at: expiresAt })
      .onConflict((oc) => oc.doNothing())
      .execute();
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
