import type { FastifyInstance } from 'fastify';

/** Methods that change data: each such request must write an audit row (ctx.audit.record). */
export const MUTATING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * A data-changing request that succeeded without its audit row is a bug in that route: said loudly
 * in the log (the route-walking test fails on it before it ships).
 */
export function registerAuditGuard(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!MUTATING_METHODS.includes(request.method) || reply.statusCode >= 400) return;
    if (request.audited || request.changedNothing || !request.routeOptions.url) return;
    request.log.error(`${request.method} ${request.routeOptions.url} changed data without an audit row`);
  });
}
