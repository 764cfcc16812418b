import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { conflict, notFound } from '../errors';
import { ImportEditedSinceError, ImportUndoError } from '../repositories/alumniImports';
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

  app.post<{ Params: { id: string }; Querystring: { keepEdited?: '1' | 'true' | '0' | 'false' } }>(
    '/alumni/imports/:id/undo',
    {
      onRequest: ctx.requireStaff,
      schema: {
        ...secured,
        summary: 'Undo an import: remove the records it added, put back the ones it changed (staff)',
        description:
          '409 when it was undone already, or when a later import still in effect changed some of the same ' +
          "records (undo that one first). 409 with code IMPORT_EDITED_SINCE and `edited` (each record's " +
          '_id and fullName) when records of the import were edited after it: nothing is undone, so no ' +
          'later work is lost. `?keepEdited=1` then undoes the rest and leaves those records as they are now.',
        params: idParams,
        querystring: {
          type: 'object',
          properties: { keepEdited: { type: 'string', enum: ['1', 'true', '0', 'false'] } },
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: {
              message: { type: 'string' },
              removed: { type: 'integer' },
              restored: { type: 'integer' },
              kept: { type: 'integer' },
            },
          },
          ...errors(401, 403, 404),
          409: {
            type: 'object',
            required: ['message', 'code'],
            properties: {
              message: { type: 'string' },
              code: { type: 'string' },
              edited: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { _id: { type: 'string' }, fullName: { type: 'string' } },
                },
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      try {
        const done = await ctx.alumniImports.undo(request.params.id, request, {
          keepEdited: request.query.keepEdited === '1' || request.query.keepEdited === 'true',
        });
        if (!done) throw notFound('Import not found');
        const kept = done.kept > 0 ? `; ${done.kept} record(s) edited since kept as they are` : '';
        return {
          message: `Import undone: ${done.removed} record(s) removed, ${done.restored} record(s) put back as they were${kept}`,
          ...done,
        };
      } catch (err) {
        if (err instanceof ImportEditedSinceError)
          return reply.code(409).send({ message: err.message, code: 'IMPORT_EDITED_SINCE', edited: err.edited });
        if (err instanceof ImportUndoError) throw conflict(err.message);
        throw err;
      }
    },
  );
};
