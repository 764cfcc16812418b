import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import type { TrashEntity } from '../db/schema';
import { conflict, notFound } from '../errors';
import { systemActor } from '../repositories/audit';
import { TrashConflictError, TRASH_ENTITIES } from '../repositories/trash';
import { errors, idParams, messageSchema } from '../schemas';
import { removeStoredFile } from '../uploads/images';

/**
 * Purges every trash item whose 30 days are over at `now`, files included; returns how many. Run at
 * start-up and every hour (server.ts), and by tests with a clock of their own.
 */
export async function sweepTrash(ctx: AppContext, now: Date = ctx.now()): Promise<number> {
  let purged = 0;
  for (const id of await ctx.trash.due(now)) {
    const done = await ctx.trash.purge(id, systemActor('trash sweep (30 days)'));
    if (!done) continue;
    for (const file of done.item.files) await removeStoredFile(ctx.uploads, file);
    purged += 1;
  }
  return purged;
}

export const trashRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const secured = { security: [{ bearer: [] }], tags: ['trash'] };

  app.get<{ Querystring: { entity?: TrashEntity } }>(
    '/trash',
    {
      onRequest: ctx.requireStaff,
      schema: {
        ...secured,
        summary: 'Deleted notices, photos, faculty members and alumni records, newest first (staff)',
        description: 'Each stays here, with its files, for 30 days (`purgeAfter`), then it is purged.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { entity: { type: 'string', enum: TRASH_ENTITIES } },
        },
        response: { 200: { type: 'array', items: { $ref: 'TrashItem#' } }, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ctx.trash.list(request.query.entity);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/trash/:id/restore',
    {
      onRequest: ctx.requireStaff,
      schema: {
        ...secured,
        summary: 'Restore an item exactly as it was deleted, wherever it was shown (staff)',
        description:
          'The record comes back with the same id, fields and files, so its lists, search, feed and links show it ' +
          'again. 409 when another record has taken its identity meanwhile (an alumni Alumni ID or email).',
        params: idParams,
        response: {
          200: {
            type: 'object',
            properties: { message: { type: 'string' }, item: { $ref: 'TrashItem#' }, record: {} },
          },
          ...errors(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      try {
        const restored = await ctx.trash.restore(request.params.id, request);
        if (!restored) throw notFound('This item is not in the trash (restored or purged already)');
        return { message: `Restored “${restored.item.label}”`, ...restored };
      } catch (err) {
        if (err instanceof TrashConflictError) throw conflict(err.message);
        throw err;
      }
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/trash/:id',
    {
      onRequest: ctx.requireAdmin,
      schema: {
        ...secured,
        summary: 'Purge an item and its files for good (admin)',
        params: idParams,
        response: { 200: messageSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const purged = await ctx.trash.purge(request.params.id, request);
      if (!purged) throw notFound('This item is not in the trash (restored or purged already)');
      // Only once the purge has committed: a failed purge keeps the files the item still needs.
      for (const file of purged.item.files) await removeStoredFile(ctx.uploads, file);
      return { message: `Purged “${purged.item.label}”` };
    },
  );
};
