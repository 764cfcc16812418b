// The jobs queue of one API process: pg-boss on PostgreSQL, the `jobs` table on SQLite, one runner.
import type { Store } from '../db/database';
import { PgBossJobBackend } from './pgBossBackend';
import { JobQueue, type JobQueueOptions, type JobSpec } from './queue';
import { SqliteJobBackend } from './sqliteBackend';

export { JobQueue } from './queue';
export type { JobName, JobSpec, FailedJob } from './queue';

export interface JobsOptions extends JobQueueOptions {
  /** Retry rules per kind of job, over the defaults (tests shorten the backoff). */
  specs?: Partial<Record<string, Partial<JobSpec>>>;
}

export function createJobQueue(
  store: Store,
  clock: () => number,
  options: JobsOptions & Required<Pick<JobQueueOptions, 'log'>>,
): JobQueue {
  const backend = store.pool
    ? new PgBossJobBackend(store.pool, (err) => options.log.error({ err }, 'jobs: pg-boss reported an error'))
    : new SqliteJobBackend(store.db, clock);
  return new JobQueue(backend, options);
}
