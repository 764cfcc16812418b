// The Fastify instance before anything of ours is on it: its options (body and URL limits, the
// redacting logger, who may forward), the decoded path every hook reads, the route list and the
// JSON parser that takes an empty body as none.
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { apiError, codeForStatus } from '../errors';
import { BAD_ADDRESS, redactUrl, registerRequestPath } from '../requestPath';
import type { ServerOptions } from './options';

/**
 * The logger options with a request serializer that writes each URL with its secret query values
 * replaced (requestPath.ts redactUrl); otherwise the fields Fastify's own serializer writes.
 */
function withRedactedUrls(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: {
      ...base.serializers,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

export function createApp(options: ServerOptions): FastifyInstance {
  const app = Fastify({
    logger: withRedactedUrls(options.logger ?? false),
    bodyLimit: 256 * 1024,
    // Unknown properties are removed from bodies (schemas say additionalProperties: false).
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: false, allErrors: false } },
    routerOptions: { maxParamLength: 300 },
    // Start-up work (the job queue's schema on PostgreSQL, indexing every page for search) can take
    // longer than Fastify's 10 s default on a busy machine or a slow database; a server that gives up
    // then never starts at all. A minute still catches a start-up that hangs.
    pluginTimeout: 60_000,
    trustProxy: options.trustProxy ?? 'loopback',
    // A target the router cannot decode (a broken %-escape, bytes that are not UTF-8) is answered in
    // the API's error shape like any other refusal.
    frameworkErrors: (error, _request, frameworkReply) => {
      const reply = frameworkReply as FastifyReply;
      if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send(apiError(BAD_ADDRESS, 'BAD_REQUEST'));
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      return reply.code(status).send(apiError(error.message, codeForStatus(status)));
    },
  });
  // First of all hooks: every later decision reads request.pathname, the path decoded once.
  registerRequestPath(app);
  const routeList: { method: string; url: string }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });

  // Fastify's own JSON parser (which refuses "__proto__" and "constructor.prototype" keys), except that
  // an empty body is no body: clients may label a body-less POST or DELETE as JSON.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return defaultJson(request, text, done);
  });
  return app;
}
