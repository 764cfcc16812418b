import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { conflict, notFound } from '../errors';
import { ImportUndoError } from '../repositories/alumniImports';
import { errors, idParams } from '../schemas';

export const alumniImportsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const secured = { security: [{ bearer: [] }], tags: ['alumni'] };

  app.get(
    '/alumni/imports',
    {
      onRequest: ctx.requireStaff,
      schema: {
        ...secured,
        summary: 'Import history, newest first: each batch with what it added, updated and skipped (staff)',
        response: { 200: { type: 'array', items: { $ref: 'AlumniImportBatch#' } }, ...errors(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ctx.alumniImports.list();
    },
  );

  app.post<{ Params: { id: string } }>(
    '/alumni/imports/:id/undo',
    {
      onRequest: ctx.requireStaff,
      schema: {
        ...secured,
        summary: 'Undo an import: remove the records it added, put back the ones it changed (staff)',
        description:
          '409 when it was undone already, or when a later import still in effect changed some of the same ' +
          'records (undo that one first).',
        params: idParams,
        response: {
          200: {
            type: 'object',
            properties: { message: { type: 'string' }, removed: { type: 'integer' }, restored: { type: 'integer' } },
          },
          ...errors(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      try {
        const done = await ctx.alumniImports.undo(request.params.id, request);
        if (!done) throw notFound('Import not found');
        return {
          message: `Import undone: ${done.removed} record(s) removed, ${done.restored} record(s) put back as they were`,
          ...done,
        };
      } catch (err) {
        if (err instanceof ImportUndoError) throw conflict(err.message);
        throw err;
      }
    },
  );
};
