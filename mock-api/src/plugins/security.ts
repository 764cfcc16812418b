// The API's answers to browsers and abusers: no cache keeps a signed-in caller's answer; security
// headers, the site's origins, limits per address and on uploaded files.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { fromProxyItself, registerAddressLimits } from '../auth/limits';
import type { AppContext } from '../context';
import { DEFAULT_CORS_ORIGINS, type ServerOptions } from '../app/options';

/**
 * An answer to a signed-in caller (drafts, revisions, the audit log, accounts, or a public list
 * read with a token) is that person's: no browser or shared cache may keep it.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
    return payload;
  });
}

export async function registerSecurity(
  app: FastifyInstance,
  ctx: AppContext,
  options: ServerOptions,
  production: boolean,
): Promise<void> {
  await app.register(helmet, {
    // Uploaded images are embedded by the site's other origins (the remotes in development).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Locally the site runs on plain http: asking browsers to upgrade to https would break it.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: production ? [] : null } },
    strictTransportSecurity: production,
  });
  await app.register(cors, {
    origin: options.corsOrigins ?? DEFAULT_CORS_ORIGINS,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    credentials: true,
    maxAge: 600,
  });
  registerAddressLimits(app, ctx.throttle, ctx.limits, {
    isProxyItself: fromProxyItself(options.trustProxy ?? 'loopback'),
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 4 } });
}
