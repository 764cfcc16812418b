// Sessions ended before their token expires (sign-out): a token whose id is here is refused.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Actor, AuditRepository } from './audit';

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
