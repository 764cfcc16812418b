// Counters in the database, so that they hold across restarts and across API replicas. Every query
// is plain Kysely (an upsert with RETURNING, a compare-and-set UPDATE) that SQLite and PostgreSQL
// both run; nothing here relies on SQLite serialising the queries.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** A fixed window: at most `points` hits per `windowSeconds`. */
export interface WindowLimit {
  points: number;
  windowSeconds: number;
}

/**
 * Back-off: the first `free` attempts go through at once; after that each attempt must wait
 * `baseSeconds`, doubling per attempt, at most `maxSeconds`. The count is forgotten
 * `forgetSeconds` after the last attempt.
 */
export interface BackoffPolicy {
  free: number;
  baseSeconds: number;
  maxSeconds: number;
  forgetSeconds: number;
}

/** One counted hit: seconds to wait (0 when allowed), hits left in the window, seconds until it ends. */
export interface WindowState {
  wait: number;
  remaining: number;
  resetIn: number;
}

/** Milliseconds since the epoch, as Date.now gives them; tests pass a clock they move by hand. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** Seconds to wait after the `attempts`-th attempt before the next one. */
export function backoffDelay(policy: BackoffPolicy, attempts: number): number {
  if (attempts < policy.free) return 0;
  return Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** (attempts - policy.free));
}

export class ThrottleStore {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Whole seconds on this store's clock: every count and wait is measured on it. */
  nowSeconds(): number {
    return Math.floor(this.clock() / 1000);
  }

  /**
   * Counts one hit in a fixed window with ONE statement (an upsert that returns the new count), so
   * parallel requests can never read the same count. Returns 0 when allowed, else seconds to wait.
   * Once a window is over its limit the upsert changes nothing (its WHERE is false), so a flood of
   * refused requests costs reads, not synced writes.
   */
  async hit(key: string, limit: WindowLimit, now = this.nowSeconds()): Promise<number> {
    return (await this.take(key, limit, now)).wait;
  }

  /** As hit(), with what is left of the window: for the RateLimit header a client reads. */
  async take(key: string, limit: WindowLimit, now = this.nowSeconds()): Promise<WindowState> {
    const resetAt = now + limit.windowSeconds;
    const row = await this.db
      .insertInto('throttle')
      .values({ key, hits: 1, reset_at: resetAt, next_at: 0 })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({
            hits: sql<number>`case when throttle.reset_at <= ${now} then 1 else throttle.hits + 1 end`,
            reset_at: sql<number>`case when throttle.reset_at <= ${now} then ${resetAt} else throttle.reset_at end`,
          })
          .where((eb) => eb.or([eb('throttle.reset_at', '<=', now), eb('throttle.hits', '<=', limit.points)])),
      )
      .returning(['hits', 'reset_at'])
      .executeTakeFirst();
    if (row) {
      const resetIn = Math.max(1, Number(row.reset_at) - now);
      const over = Number(row.hits) > limit.points;
      return { wait: over ? resetIn : 0, remaining: Math.max(0, limit.points - Number(row.hits)), resetIn };
    }
    const wait = Math.max(1, await this.peek(key, limit, now));
    return { wait, remaining: 0, resetIn: wait };
  }

  /** Seconds to wait when `key` is already over `limit` in its current window, else 0; writes nothing. */
  async peek(key: string, limit: WindowLimit, now = this.nowSeconds()): Promise<number> {
    const row = await this.db
      .selectFrom('throttle')
      .select(['hits', 'reset_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row || Number(row.reset_at) <= now || Number(row.hits) < limit.points) return 0;
    return Math.max(1, Number(row.reset_at) - now);
  }

  /**
   * Reserves one attempt under a back-off policy BEFORE the caller does the expensive check (the
   * password hash). The reservation is a compare-and-set on the count read just before, so of N
   * parallel callers that read the same count only one wins; the others read again (or are told to
   * wait). A burst of parallel guesses therefore gets no more attempts than a slow sequence.
   * Returns 0 when the attempt is reserved, else seconds to wait.
   */
  async reserve(key: string, policy: BackoffPolicy, now = this.nowSeconds()): Promise<number> {
    for (let round = 0; round < 5; round += 1) {
      await this.db
        .insertInto('throttle')
        .values({ key, hits: 0, reset_at: now + policy.forgetSeconds, next_at: 0 })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await this.db
        .selectFrom('throttle')
        .select(['hits', 'reset_at', 'next_at'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) continue; // swept between the two statements: start again
      const expired = Number(row.reset_at) <= now;
      const hits = expired ? 0 : Number(row.hits);
      if (!expired && Number(row.next_at) > now) return Number(row.next_at) - now;
      const attempts = hits + 1;
      const result = await this.db
        .updateTable('throttle')
        .set({
          hits: attempts,
          next_at: now + backoffDelay(policy, attempts),
          reset_at: now + backoffDelay(policy, attempts) + policy.forgetSeconds,
        })
        .where('key', '=', key)
        .where('hits', '=', row.hits)
        .where('reset_at', '=', row.reset_at)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return 0;
    }
    // Lost every race: many requests for this key at once. Not an attempt; ask to come back shortly.
    return 1;
  }

  /** Gives back one hit of a fixed window (a login that succeeded was not a failure). */
  async refund(key: string): Promise<void> {
    await this.db
      .updateTable('throttle')
      .set((eb) => ({ hits: eb('hits', '-', 1) }))
      .where('key', '=', key)
      .where('hits', '>', 0)
      .execute();
  }

  /** Forgets a key (a successful login clears its client's back-off). */
  async clear(...keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db.deleteFrom('throttle').where('key', 'in', keys).execute();
  }

  /** Deletes every expired row; returns how many. */
  async sweep(now = this.nowSeconds()): Promise<number> {
    const result = await this.db
      .deleteFrom('throttle')
      .where('reset_at', '<=', now)
      .where('next_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async count(): Promise<number> {
    const r = await this.db
      .selectFrom('throttle')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
