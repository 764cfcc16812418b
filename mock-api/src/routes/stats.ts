import type { StatsResponse } from '@gsvmc/shared-types';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';

export const statsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Public: every count is already visible to visitors through the public lists, and the landing
  // page may show them too. Nothing here changes data.
  app.get(
    '/stats',
    {
      schema: {
        tags: ['stats'],
        summary: 'Record counts for the admin dashboard',
        response: {
          200: {
            type: 'object',
            properties: {
              faculty: { type: 'integer' },
              notices: { type: 'integer' },
              photos: { type: 'integer' },
              alumni: { type: 'integer' },
            },
          },
        },
      },
    },
    async (): Promise<StatsResponse> => {
      const [faculty, notices, photos, alumni] = await Promise.all([
        ctx.faculty.count(),
        ctx.notices.count(),
        ctx.photos.count(),
        ctx.alumni.count(),
      ]);
      return { faculty, notices, photos, alumni };
    },
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['stats'],
        summary: 'Liveness (used by the start script and the e2e)',
        response: { 200: { type: 'object', properties: { status: { type: 'string' } } } },
      },
    },
    async () => ({ status: 'ok' }),
  );
};
