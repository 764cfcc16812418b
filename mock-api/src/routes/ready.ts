import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { notReady } from '../errors';
import { databaseAnswers } from '../repositories/readiness';
import { errors } from '../schemas';

/** A check that has not answered by then counts as failed: a load balancer must not wait on a hung disk. */
export const READY_CHECK_TIMEOUT_MS = 3_000;

function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Readiness, beside /health (liveness): /health says the process answers, so a supervisor that sees
 * it fail restarts the process; /ready says this replica can serve requests now (the database answers
 * and holds its tables, uploaded files can be stored), so a load balancer or systemd sends traffic
 * only while it passes. A database that is down fails /ready but not /health: restarting would not help.
 */
export const readyRoutes: FastifyPluginAsync<{ ctx: AppContext; timeoutMs?: number }> = async (
  app,
  { ctx, timeoutMs = READY_CHECK_TIMEOUT_MS },
) => {
  app.get(
    '/ready',
    {
      schema: {
        tags: ['stats'],
        summary: 'Readiness: the database and the file storage answer (503 with the reason when not)',
        description:
          'For load balancers and service managers. 200 `{ status: "ready", database, storage }` when a query ' +
          'on the database and a check of the upload storage (the folders on disk, or the S3 bucket) both ' +
          'succeed; otherwise 503 with `{ message, code: "NOT_READY" }` naming what failed. ' +
          '`/api/health` stays a liveness check that tests nothing else.',
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string', enum: ['ready'] },
              database: { type: 'string', enum: ['sqlite', 'postgres'] },
              storage: { type: 'string', enum: ['disk', 's3'] },
            },
          },
          ...errors(503),
        },
      },
    },
    async (_request, reply) => {
      const [database, storage] = await Promise.allSettled([
        within(databaseAnswers(ctx.store.db), timeoutMs, 'The database'),
        within(ctx.uploads.check(), timeoutMs, 'The file storage'),
      ]);
      const failures: string[] = [];
      if (database.status === 'rejected') failures.push(`the database: ${reasonOf(database.reason)}`);
      if (storage.status === 'rejected') failures.push(`the file storage: ${reasonOf(storage.reason)}`);
      if (failures.length > 0) throw notReady(`Not ready. Failed: ${failures.join('; ')}.`);
      return reply
        .header('cache-control', 'no-store')
        .send({ status: 'ready', database: ctx.store.dialect, storage: ctx.uploads.backend });
    },
  );
};
