import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PARSE_LIMITS, type ParseLimits } from './alumni/spreadsheet';
import { DEFAULT_HASH_COST, type HashCost } from './auth/passwords';
import { resolveJwtSecret } from './auth/secret';
import { TokenService } from './auth/tokens';
import { createContext, type AppContext } from './context';
import { openStore } from './db/database';
import { apiError, codeForStatus, HttpError } from './errors';
import { DEFAULT_THROTTLE, type ThrottlePolicy } from './repositories/users';
import { alumniRoutes } from './routes/alumni';
import { authRoutes } from './routes/auth';
import { facultyRoutes } from './routes/faculty';
import { noticesRoutes } from './routes/notices';
import { photosRoutes } from './routes/photos';
import { statsRoutes } from './routes/stats';
import { alumniSchema, errorSchema, facultySchema, noticeSchema, photoSchema, userSchema } from './schemas';
import { seed, type SeedMode } from './seed';
import { backfillDerivatives } from './uploads/images';
import { UploadStore } from './uploads/storage';

export const DEFAULT_ADMIN_EMAIL = 'admin@gsvmc.local';
export const DEFAULT_ADMIN_PASSWORD = 'ChangeMe-Admin-2026';
/** The local site's origins (shell and the three remotes, ARCHITECTURE.md). */
export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:3000',
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
];

export interface ServerOptions {
  /** Holds gsvmc.sqlite, uploads/ and (outside production) jwt-secret. Created if missing. */
  dataDir: string;
  /** NODE_ENV=production: JWT secret and (on a first start) admin credentials become required. */
  production?: boolean;
  jwtSecret?: string;
  tokenTtlSeconds?: number;
  adminEmail?: string;
  adminPassword?: string;
  logger?: FastifyServerOptions['logger'];
  corsOrigins?: string[];
  /** argon2id cost; tests pass a tiny one. */
  hashCost?: HashCost;
  throttle?: ThrottlePolicy;
  parseLimits?: Partial<ParseLimits>;
  /** 'full' (default): admin plus sample content on an empty database; 'admin': the account only. */
  seed?: SeedMode;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Builds the app without listening; tests drive it with app.inject(). */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const production = options.production ?? false;
  const secret = resolveJwtSecret(dataDir, options.jwtSecret, production);

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 256 * 1024,
    // Unknown properties are removed from bodies (schemas say additionalProperties: false).
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: false, allErrors: false } },
    routerOptions: { maxParamLength: 300 },
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

  const store = await openStore(dataDir);
  app.addHook('onClose', async () => {
    await store.db.destroy();
  });
  const uploads = new UploadStore(dataDir);
  const ctx = createContext({
    store,
    uploads,
    tokens: new TokenService(secret, options.tokenTtlSeconds ?? 8 * 60 * 60),
    hashCost: options.hashCost ?? DEFAULT_HASH_COST,
    parseLimits: { ...DEFAULT_PARSE_LIMITS, ...options.parseLimits },
    throttle: options.throttle ?? DEFAULT_THROTTLE,
  });
  app.decorate('ctx', ctx);

  try {
    await seed(ctx, {
      mode: options.seed ?? 'full',
      production,
      adminEmail: options.adminEmail,
      adminPassword: options.adminPassword,
      defaults: { email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD },
      log: app.log,
    });
    // Seeded pictures, and any stored before derivatives existed, get their smaller copies (issue 10).
    await backfillDerivatives(ctx);
  } catch (err) {
    // A refused start (e.g. production without admin credentials) must not leave the database open.
    await store.db.destroy();
    throw err;
  }

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(apiError(error.message, error.code));
    }
    if (error.validation) {
      return reply.code(400).send(apiError(error.message, 'VALIDATION_FAILED'));
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) {
      return reply.code(status).send(apiError(error.message, codeForStatus(status)));
    }
    // Logged in full, answered without details: no stack trace or SQL reaches the client.
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(apiError('Something went wrong on our side. Please try again.', 'INTERNAL'));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(apiError(`No such resource: ${request.method} ${request.url.split('?')[0]}`, 'NOT_FOUND'));
  });

  await app.register(helmet, {
    // Uploaded images are embedded by the site's other origins (the remotes in development).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Locally the site runs on plain http: asking browsers to upgrade to https would break it.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: production ? [] : null } },
    strictTransportSecurity: production,
  });
  await app.register(cors, {
    origin: options.corsOrigins ?? DEFAULT_CORS_ORIGINS,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    credentials: true,
    maxAge: 600,
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 4 } });

  for (const schema of [errorSchema, userSchema, facultySchema, noticeSchema, photoSchema, alumniSchema])
    app.addSchema(schema);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'GSVMC site API',
        version: '1.0.0',
        description: 'Every call of SPEC.md §7. Errors are { message, code }.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  // helmet's CSP (which allows the UI's inline styles) covers the docs page too.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(fastifyStatic, {
    root: uploads.root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Only names the server generated are served; everything else is a 404.
    // (and the image derivatives of uploads/images.ts: <id>.w640.webp, <id>.w640.avif).
    allowedPath: (pathName) =>
      /^\/(faculty|notices|photos)\/[0-9a-f-]{36}(\.(pdf|jpg|png|gif|webp)|\.w\d+\.(webp|avif))$/.test(pathName),
    setHeaders: (reply, filePath) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      const ext = path.extname(filePath).slice(1);
      reply.header(
        'Content-Disposition',
        ext === 'pdf' ? 'inline; filename="notice.pdf"' : `inline; filename="image.${ext}"`,
      );
      // Names are random and never reused, so a stored file never changes.
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });

  const plugins = [authRoutes, facultyRoutes, noticesRoutes, photosRoutes, alumniRoutes, statsRoutes];
  for (const plugin of plugins) await app.register(plugin, { prefix: '/api', ctx });

  return app;
}
