// The queue on the embedded SQLite default: the `jobs` table of migration 010. A job is claimed by
// one UPDATE … WHERE status = 'queued' … RETURNING, which SQLite runs under its write lock, so two
// processes on the same file never both get it.
import { sql, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { DB } from '../db/schema';
import type { ClaimedJob, FailedJob, JobBackend, JobName, JobSpec } from './queue';

/** Finished jobs are kept this long (what ran lately, for the operator), then removed at start-up. */
const KEEP_DONE_MS = 7 * 24 * 60 * 60 * 1000;

export class SqliteJobBackend implements JobBackend {
  readonly kind = 'sqlite' as const;
  private readonly specs = new Map<JobName, JobSpec>();

  constructor(
    private readonly db: Kysely<DB>,
    /** ms since the epoch: tests move it to pass a backoff or a lost claim's deadline. */
    private readonly clock: () => number,
  ) {}

  private iso(offsetMs = 0): string {
    return new Date(this.clock() + offsetMs).toISOString();
  }

  async start(): Promise<void> {
    await this.db
      .deleteFrom('jobs')
      .where('status', '=', 'done')
      .where('updated_at', '<', this.iso(-KEEP_DONE_MS))
      .execute();
  }

  async stop(): Promise<void> {}

  async define(name: JobName, spec: JobSpec): Promise<void> {
    this.specs.set(name, spec);
  }

  private spec(name: JobName): JobSpec {
    const spec = this.specs.get(name);
    if (!spec) throw new Error(`jobs: ${name} was never defined`);
    return spec;
  }

  async enqueue(name: JobName, data: Record<string, unknown>, key?: string): Promise<string | null> {
    const id = randomUUID();
    const now = this.iso();
    const result = await this.db
      .insertInto('jobs')
      .values({
        id,
        name,
        data: JSON.stringify(data),
        key: key ?? null,
        status: 'queued',
        max_attempts: this.spec(name).retries + 1,
        run_after: now,
        locked_by: null,
        locked_until: null,
        last_error: null,
        created_at: now,
        updated_at: now,
      })
      // The partial unique index (name, key) over waiting and running jobs: one reading per notice.
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? id : null;
  }

  async claim(name: JobName, limit: number, workerId: string): Promise<ClaimedJob[]> {
    const now = this.iso();
    const lockedUntil = this.iso(this.spec(name).timeoutMs);
    // Due queued jobs, and running ones whose claim ran out (their process died), oldest first.
    const rows = await sql<{ id: string; data: string; attempts: number; max_attempts: number }>`
      update jobs set status = 'active', attempts = attempts + 1, locked_by = ${workerId},
        locked_until = ${lockedUntil}, updated_at = ${now}
      where seq in (
        select seq from jobs
        where name = ${name}
          and ((status = 'queued' and run_after <= ${now}) or (status = 'active' and locked_until <= ${now}))
        order by run_after, seq
        limit ${limit}
      )
      returning id, data, attempts, max_attempts`.execute(this.db);
    return rows.rows.map((r) => ({
      id: r.id,
      name,
      data: JSON.parse(r.data) as Record<string, unknown>,
      attempt: Number(r.attempts),
      maxAttempts: Number(r.max_attempts),
    }));
  }

  /** Only the process that holds the claim writes the outcome (a lost claim has passed to another). */
  private mine(job: ClaimedJob, workerId: string) {
    return this.db
      .updateTable('jobs')
      .where('id', '=', job.id)
      .where('status', '=', 'active')
      .where('locked_by', '=', workerId);
  }

  async complete(job: ClaimedJob, workerId: string): Promise<void> {
    await this.mine(job, workerId)
      .set({ status: 'done', locked_by: null, locked_until: null, updated_at: this.iso() })
      .execute();
  }

  async fail(job: ClaimedJob, error: string, workerId: string, giveUp: boolean): Promise<'retry' | 'failed'> {
    if (giveUp || job.attempt >= job.maxAttempts) {
      await this.mine(job, workerId)
        .set({ status: 'failed', locked_by: null, locked_until: null, last_error: error, updated_at: this.iso() })
        .execute();
      return 'failed';
    }
    const pause = this.spec(job.name).backoffMs * 2 ** (job.attempt - 1);
    await this.mine(job, workerId)
      .set({
        status: 'queued',
        run_after: this.iso(pause),
        locked_by: null,
        locked_until: null,
        last_error: error,
        updated_at: this.iso(),
      })
      .execute();
    return 'retry';
  }

  async release(job: ClaimedJob, workerId: string): Promise<void> {
    await this.mine(job, workerId)
      .set((eb) => ({
        status: 'queued',
        attempts: eb('attempts', '-', 1),
        locked_by: null,
        locked_until: null,
        updated_at: this.iso(),
      }))
      .execute();
  }

  async failed(limit: number): Promise<FailedJob[]> {
    const rows = await this.db
      .selectFrom('jobs')
      .select(['id', 'name', 'data', 'attempts', 'last_error', 'updated_at'])
      .where('status', '=', 'failed')
      .orderBy('updated_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      data: JSON.parse(r.data) as Record<string, unknown>,
      attempts: Number(r.attempts),
      lastError: r.last_error,
      failedAt: r.updated_at,
    }));
  }

  async pending(): Promise<number> {
    const row = await this.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', ['queued', 'active'])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
