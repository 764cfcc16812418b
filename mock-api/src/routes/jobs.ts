// What the operator sees of the jobs queue: how much waits, and the jobs given up after their retries
// (each names its notice and the last error). A given-up notice reading is run again from the
// portal's "Try reading again" (POST /api/notices/{id}/text/retry).
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { errors } from '../schemas';

const FAILED_SHOWN = 100;

const failedJobSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    data: { type: 'object', additionalProperties: true },
    attempts: { type: 'integer' },
    lastError: { type: ['string', 'null'] },
    failedAt: { type: ['string', 'null'] },
  },
} as const;

export const jobsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/jobs/failed',
    {
      onRequest: ctx.requireAdmin,
      schema: {
        tags: ['jobs'],
        summary: 'Background jobs given up after their retries, newest first (admin)',
        description: `At most ${FAILED_SHOWN}. \`data\` names what the job was for (a notice-text job: \`noticeId\`, \`pdfPath\`).`,
        security: [{ bearer: [] }],
        response: { 200: { type: 'array', items: failedJobSchema }, ...errors(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ctx.jobs.backend.failed(FAILED_SHOWN);
    },
  );

  app.get(
    '/jobs/summary',
    {
      onRequest: ctx.requireAdmin,
      schema: {
        tags: ['jobs'],
        summary: 'How many background jobs wait or run now, and which queue keeps them (admin)',
        security: [{ bearer: [] }],
        response: {
          200: {
            type: 'object',
            properties: { engine: { type: 'string' }, pending: { type: 'integer' }, runningHere: { type: 'integer' } },
          },
          ...errors(401, 403),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        engine: ctx.jobs.backend.kind,
        pending: await ctx.jobs.backend.pending(),
        runningHere: ctx.jobs.runningCount(),
      };
    },
  );
};
