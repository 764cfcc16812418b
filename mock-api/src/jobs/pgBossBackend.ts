// The queue on PostgreSQL: pg-boss, a well-kept queue (SKIP LOCKED claims, so each job runs on one
// replica; retries with backoff; expiry of attempts whose process died), in its own schema `pgboss`.
// It shares the API's connection pool; this process pulls jobs with fetch() at its own pace, so the
// runner in queue.ts bounds the concurrency the same way as on SQLite.
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { lockKey } from '../db/dialect';
import type { ClaimedJob, FailedJob, JobBackend, JobName, JobSpec } from './queue';

const SCHEMA = 'pgboss';

export class PgBossJobBackend implements JobBackend {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;

  constructor(
    private readonly pool: pg.Pool,
    onError: (err: Error) => void,
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values) },
      schema: SCHEMA,
      // No cron schedules here; maintenance (expiring lost attempts, archiving) stays on.
      schedule: false,
      supervise: true,
    });
    this.boss.on('error', onError);
  }

  async start(): Promise<void> {
    await this.boss.start();
  }

  async stop(): Promise<void> {
    // The pool is the API's: closed with the database, not here.
    await this.boss.stop({ graceful: false, close: false, wait: true });
  }

  async define(name: JobName, spec: JobSpec): Promise<void> {
    if (await this.boss.getQueue(name)) return;
    // Replicas starting together would each create the queue's partition at once, and PostgreSQL
    // then finds them deadlocked: they take turns under an advisory lock, and the later ones find it made.
    const client = await this.pool.connect();
    try {
      await client.query('select pg_advisory_lock($1::bigint)', [lockKey(`gsvmc:jobs-queue:${name}`).toString()]);
      try {
        if (!(await this.boss.getQueue(name))) await this.createQueue(name, spec);
      } finally {
        await client.query('select pg_advisory_unlock($1::bigint)', [lockKey(`gsvmc:jobs-queue:${name}`).toString()]);
      }
    } finally {
      client.release();
    }
  }

  private async createQueue(name: JobName, spec: JobSpec): Promise<void> {
    // 'stately': at most one job per key waiting (and one running): one reading per notice.
    await this.boss.createQueue(name, {
      name,
      policy: 'stately',
      retryLimit: spec.retries,
      retryDelay: Math.round(spec.backoffMs / 1000),
      retryBackoff: spec.backoffMs > 0,
      expireInSeconds: Math.max(1, Math.round(spec.timeoutMs / 1000)),
    });
  }

  async enqueue(name: JobName, data: Record<string, unknown>, key?: string): Promise<string | null> {
    return this.boss.send(name, data, key ? { singletonKey: key } : {});
  }

  async claim(name: JobName, limit: number): Promise<ClaimedJob[]> {
    const jobs = await this.boss.fetch<Record<string, unknown>>(name, { batchSize: limit, includeMetadata: true });
    return jobs.map((job) => ({
      id: job.id,
      name,
      data: job.data ?? {},
      attempt: job.retryCount + 1,
      maxAttempts: job.retryLimit + 1,
    }));
  }

  async complete(job: ClaimedJob): Promise<void> {
    await this.boss.complete(job.name, job.id);
  }

  async fail(job: ClaimedJob, error: string, _workerId: string, giveUp: boolean): Promise<'retry' | 'failed'> {
    if (giveUp && job.attempt < job.maxAttempts) {
      // pg-boss has no call to fail a job past its retries; its job table is where it keeps the state.
      await this.pool.query(
        `update ${SCHEMA}.job set state = 'failed', completed_on = now(), output = $3
         where name = $1 and id = $2 and state = 'active'`,
        [job.name, job.id, JSON.stringify({ message: error })],
      );
      return 'failed';
    }
    await this.boss.fail(job.name, job.id, { message: error });
    return job.attempt >= job.maxAttempts ? 'failed' : 'retry';
  }

  async release(job: ClaimedJob): Promise<void> {
    // Back to 'created' as never started, so the next fetch does not count it as a retry (pg-boss's
    // fetch adds a retry when started_on is set). pg-boss has no call for this; its job table has the state.
    try {
      await this.pool.query(
        `update ${SCHEMA}.job set state = 'created', started_on = null where name = $1 and id = $2 and state = 'active'`,
        [job.name, job.id],
      );
    } catch (err) {
      // The same reading is already queued again (another replica's start-up): this one is not needed.
      if ((err as { code?: string }).code !== '23505') throw err;
      await this.boss.cancel(job.name, job.id);
    }
  }

  async failed(limit: number): Promise<FailedJob[]> {
    const { rows } = await this.pool.query<{
      id: string;
      name: string;
      data: Record<string, unknown> | null;
      retry_count: number;
      output: { message?: string } | null;
      completed_on: Date | string | null;
    }>(
      `select id, name, data, retry_count, output, completed_on from ${SCHEMA}.job
       where state = 'failed' order by completed_on desc nulls last limit $1`,
      [limit],
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      data: r.data ?? {},
      attempts: Number(r.retry_count) + 1,
      lastError: r.output?.message ?? null,
      failedAt: r.completed_on === null ? null : new Date(r.completed_on).toISOString(),
    }));
  }

  async pending(): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      `select count(*)::int as n from ${SCHEMA}.job where state in ('created', 'retry', 'active')`,
    );
    return Number(rows[0]?.n ?? 0);
  }
}
