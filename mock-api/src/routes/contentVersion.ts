import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';

export const contentVersionRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/content-version',
    {
      schema: {
        tags: ['stats'],
        summary: 'The version of everything the public pages show',
        description:
          'An opaque string that changes whenever public content changes: any write to notices, faculty, ' +
          'photos, alumni (or a table added later with its own `cache_versions` row), and whenever a ' +
          "notice's publish or expiry time falls due. Every replica answers the same. The site server " +
          'asks for it about once a second and renders a page again only when it moved.',
        response: {
          200: {
            type: 'object',
            required: ['version'],
            properties: { version: { type: 'string', description: 'Compare for equality only.' } },
          },
        },
      },
    },
    async (_request, reply) => {
      // Asked every second by each site server: a cached answer would delay every page's freshness.
      reply.header('cache-control', 'no-store');
      return { version: await ctx.contentVersion.current() };
    },
  );
};
