import type { AuditKind } from '@gsvmc/shared-types';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { validationFailed } from '../errors';
import { errors } from '../schemas';
import { auditQuerySchema } from '../staffSchemas';

interface AuditQuerystring {
  kind?: AuditKind;
  q?: string;
  actor?: string;
  entity?: string;
  from?: string;
  to?: string;
  page?: string;
  pageSize?: string;
}

export const auditRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Admin only: the log names every account, its addresses and what it did, which an editor's
  // content work does not need.
  app.get<{ Querystring: AuditQuerystring }>(
    '/audit',
    {
      onRequest: ctx.requireAdmin,
      schema: {
        tags: ['audit'],
        summary: 'The audit log, newest first, one page at a time (admin)',
        description:
          'Every data-changing request wrote one row in the same transaction as its change: who (`actor` filters by ' +
          'user id), when (`from` and `to` are days in Dhaka, UTC+6, inclusive), from which address, what (`entity` and its id) and ' +
          'the record before and after, and `changes`: each changed field named as a person would ("Admission · Text block 2 · ' +
          'English") with its text before and after. `kind` is `changes` (the default: everything but sign-ins), `signin` ' +
          '(sign-ins and sign-outs) or `all`; `q` searches the whole log (summary, person, record, before and after; every ' +
          'word, any case); `entity` includes `page` and `settings`. Passwords and tokens are never stored. `pageSize` ' +
          '1-100, default 50.',
        security: [{ bearer: [] }],
        querystring: auditQuerySchema,
        response: {
          200: {
            type: 'object',
            properties: {
              data: { type: 'array', items: { $ref: 'AuditEntry#' } },
              total: { type: 'integer' },
              page: { type: 'integer' },
              pageSize: { type: 'integer' },
            },
          },
          ...errors(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { kind, q, actor, entity, from, to, page, pageSize } = request.query;
      if (from && to && from > to) throw validationFailed('The “from” day must not be after the “to” day.');
      reply.header('cache-control', 'no-store');
      return ctx.audit.list({
        kind,
        q,
        actor,
        entity,
        from,
        to,
        page: page ? Number(page) : 1,
        pageSize: pageSize ? Number(pageSize) : 50,
      });
    },
  );
};
