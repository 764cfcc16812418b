import type { User } from '@gsvmc/shared-types';
import type { Kysely, Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import { isPostgres } from '../db/dialect';
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
    };
    const result = await this.db
      .insertInto('users')
      .values(row)
      .onConflict((oc) => oc.column('email').doNothing())
      .executeTakeFirst();
    return result.numInsertedOrUpdatedRows === 1n ? row : undefined;
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

export interface ThrottlePolicy {
  /** Failures allowed inside the window before the account is locked. */
  maxFailures: number;
  windowSeconds: number;
  lockSeconds: number;
}

export const DEFAULT_THROTTLE: ThrottlePolicy = { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };

/** Failed logins per account (by email, existing or not, so the lock does not reveal which accounts exist). */
export class LoginThrottle {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly policy: ThrottlePolicy,
  ) {}

  /** Seconds until the account may try again, or 0. */
  async lockedFor(email: string, now = Math.floor(Date.now() / 1000)): Promise<number> {
    const row = await this.db
      .selectFrom('login_failures')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
    return row && row.locked_until > now ? row.locked_until - now : 0;
  }

  /**
   * Counts one failure. A read-modify-write, so it runs in a transaction that locks the account's
   * row (FOR UPDATE on PostgreSQL): failures arriving at once through several replicas each count.
   */
  async recordFailure(email: string, now = Math.floor(Date.now() / 1000)): Promise<void> {
    const key = email.toLowerCase();
    await this.db.transaction().execute(async (trx) => {
      // Make sure a row exists to lock; a concurrent first failure meets the primary key instead.
      await trx
        .insertInto('login_failures')
        .values({ email: key, failures: 0, first_failed_at: now, locked_until: 0 })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      const row = await trx
        .selectFrom('login_failures')
        .selectAll()
        .where('email', '=', key)
        .$if(isPostgres(trx), (qb) => qb.forUpdate())
        .executeTakeFirstOrThrow();
      const fresh = now - row.first_failed_at > this.policy.windowSeconds || row.locked_until > 0;
      const failures = fresh ? 1 : row.failures + 1;
      await trx
        .updateTable('login_failures')
        .set({
          failures,
          first_failed_at: fresh ? now : row.first_failed_at,
          locked_until: failures >= this.policy.maxFailures ? now + this.policy.lockSeconds : 0,
        })
        .where('email', '=', key)
        .execute();
    });
  }

  async reset(email: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('email', '=', email.toLowerCase()).execute();
  }
}
