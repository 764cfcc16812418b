import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PARSE_LIMITS, type ParseLimits } from './alumni/spreadsheet';
import { DEFAULT_HASH_COST, type HashCost } from './auth/passwords';
import { resolveJwtSecret } from './auth/secret';
import { DEFAULT_LIMITS, fromProxyItself, registerAddressLimits, type SecurityLimits } from './auth/limits';
import type { Clock } from './auth/throttle';
import { loadCommonPasswords } from './auth/passwordPolicy';
import { TokenService } from './auth/tokens';
import { createContext, type AppContext } from './context';
import { openStore } from './db/database';
import { withStartupLock } from './db/dialect';
import { apiError, codeForStatus, HttpError } from './errors';
import { BAD_ADDRESS, redactUrl, registerRequestPath } from './requestPath';
import { alumniRoutes } from './routes/alumni';
import { alumniImportsRoutes } from './routes/alumniImports';
import { auditRoutes } from './routes/audit';
import { passwordResetRoutes } from './routes/passwordReset';
import { sweepTrash, trashRoutes } from './routes/trash';
import { usersRoutes } from './routes/users';
import { auditEntrySchema, importBatchSchema, trashItemSchema, userAccountSchema } from './staffSchemas';
import { authRoutes } from './routes/auth';
import { contentVersionRoutes } from './routes/contentVersion';
import { contentRoutes } from './routes/content';
import { contentImagesRoutes } from './routes/contentImages';
import { facultyRoutes } from './routes/faculty';
import { journalPublicationSchema, journalPublicationsRoutes } from './routes/journalPublications';
import { noticesRoutes } from './routes/notices';
import { jobsRoutes } from './routes/jobs';
import { photosRoutes } from './routes/photos';
import { readyRoutes } from './routes/ready';
import { searchRoutes } from './routes/search';
import { statsRoutes } from './routes/stats';
import { attentionRoutes } from './routes/attention';
import { alumniSchema, errorSchema, facultySchema, noticeSchema, photoSchema, userSchema } from './schemas';
import { seed, type SeedMode } from './seed';
import { referencedUploads, registerUploadHeaders } from './uploads/serving';
import { STORED_PATH, STORED_TYPES, type FileStore } from './uploads/fileStore';
import { S3UploadStore, type S3Config } from './uploads/s3Storage';
import { backfillDerivatives } from './uploads/images';
import { UploadStore } from './uploads/storage';
import { createJobQueue, type JobsOptions } from './jobs';
import type { NoticeReader } from './jobs/noticeReader';
import { defaultNoticeReader } from './jobs/defaultReader';
import { queueNoticeReading, NOTICE_TEXT_JOB, NOTICE_TEXT_SPEC, noticeTextHandler } from './jobs/noticeTextJob';
import { systemClock } from './auth/throttle';

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
  /** Throttle numbers (auth/limits.ts); tests pass smaller ones. */
  limits?: Partial<SecurityLimits>;
  /**
   * Peers whose X-Forwarded-For is believed (Fastify `trustProxy`): 'loopback' by default, since the
   * site's server forwards from the same machine; false trusts nobody.
   */
  trustProxy?: boolean | string | string[];
  parseLimits?: Partial<ParseLimits>;
  /** 'full' (default): admin plus sample content on an empty database; 'admin': the account only. */
  seed?: SeedMode;
  /** DATABASE_URL (postgres://...): PostgreSQL instead of DATA_DIR/gsvmc.sqlite. Requires jwtSecret. */
  databaseUrl?: string;
  /** PostgreSQL connections of this process (default 10). */
  poolSize?: number;
  /** STORAGE=s3: uploaded files in this bucket instead of DATA_DIR/uploads. */
  s3?: S3Config;
  /** The throttles' clock (ms since the epoch; Date.now by default): tests hold it still or move it. */
  clock?: Clock;
  /** Bound of the response cache in bytes (default 64 MiB, cache.ts). */
  cacheMaxBytes?: number;
  /** The jobs queue: concurrency, polling, retry rules (tests shorten the backoff or stop the polling). */
  jobs?: JobsOptions;
  /** Reads notices and turns page photos into a PDF (src/noticeText by default; tests give a fake). */
  noticeReader?: NoticeReader;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every route as registered ('POST /api/faculty'): the audit test walks it. */
    routeList: { method: string; url: string }[];
  }
  interface FastifyRequest {
    /** Set by ctx.audit.record(): this request's change has its audit row. */
    audited?: boolean;
    /** Set by a data-changing route that, this time, changed nothing (an import preview). */
    changedNothing?: boolean;
    /** A file served to staff before it is public (a scheduled notice's PDF): kept by no cache. */
    privateFile?: boolean;
  }
}

/** Methods that change data: each such request must write an audit row (ctx.audit.record). */
export const MUTATING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** How often the trash is swept for items past their 30 days. */
const TRASH_SWEEP_MS = 60 * 60 * 1000;

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

/** Builds the app without listening; tests drive it with app.inject(). */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const production = options.production ?? false;
  // Replicas share the database, so each must sign and verify with the same key: a secret generated
  // into one machine's DATA_DIR would make every other replica refuse its tokens.
  if (options.databaseUrl && !options.jwtSecret)
    throw new Error('JWT_SECRET is required when DATABASE_URL is set (every API replica must use the same one)');
  const secret = resolveJwtSecret(dataDir, options.jwtSecret, production);

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

  let uploads: FileStore;
  if (options.s3) {
    const s3 = new S3UploadStore(options.s3);
    await s3.check();
    app.addHook('onClose', async () => s3.destroy());
    uploads = s3;
  } else {
    uploads = new UploadStore(dataDir);
  }
  const store = await openStore({ dataDir, databaseUrl: options.databaseUrl, poolSize: options.poolSize });
  const jobs = createJobQueue(store, options.clock ?? systemClock, { ...options.jobs, log: app.log });
  const noticeReader = options.noticeReader ?? defaultNoticeReader();
  app.addHook('onClose', async () => {
    // Jobs running here are put back for another replica or the next start, before the database closes.
    await jobs.stop().catch((err: unknown) => app.log.error({ err }, 'jobs: stop failed'));
    await noticeReader.close?.().catch((err: unknown) => app.log.error({ err }, 'notice reader: close failed'));
    await store.db.destroy();
  });
  const ctx = createContext({
    store,
    uploads,
    tokens: new TokenService(secret, options.tokenTtlSeconds ?? 8 * 60 * 60),
    hashCost: options.hashCost ?? DEFAULT_HASH_COST,
    parseLimits: { ...DEFAULT_PARSE_LIMITS, ...options.parseLimits },
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    clock: options.clock,
    cacheMaxBytes: options.cacheMaxBytes,
    jobs,
    noticeReader,
  });
  app.decorate('ctx', ctx);
  jobs.work(
    NOTICE_TEXT_JOB,
    { ...NOTICE_TEXT_SPEC, ...options.jobs?.specs?.[NOTICE_TEXT_JOB] },
    noticeTextHandler(ctx, ctx.noticeReader),
  );
  loadCommonPasswords();

  try {
    // Files a crash left between their write and their row (and stale temporary files) go now,
    // before any new upload can be in flight.
    const removed = await uploads.sweepOrphans(await referencedUploads(store.db));
    if (removed.length > 0) app.log.warn({ removed }, `removed ${removed.length} upload(s) that no record names`);
  } catch (err) {
    await store.db.destroy();
    throw err;
  }

  try {
    // Replicas starting together take turns here (an advisory lock on PostgreSQL): the first seeds,
    // the others then find the admin and the seeded flag and do nothing.
    await withStartupLock(store.db, 'gsvmc:first-start-seed', () =>
      seed(ctx, {
        mode: options.seed ?? 'full',
        production,
        adminEmail: options.adminEmail,
        adminPassword: options.adminPassword,
        defaults: { email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD },
        log: app.log,
      }).then(() =>
        // Seeded pictures, and any stored before derivatives existed, get their smaller copies.
        backfillDerivatives(ctx),
      ),
    );
  } catch (err) {
    // A refused start (e.g. production without admin credentials) must not leave the database open.
    await store.db.destroy();
    throw err;
  }

  // Items whose 30 days in the trash are over go at start-up and then every hour, with their files.
  await sweepTrash(ctx).catch((err: unknown) => app.log.error({ err }, 'trash sweep failed'));
  const sweep = setInterval(() => {
    sweepTrash(ctx).catch((err: unknown) => app.log.error({ err }, 'trash sweep failed'));
  }, TRASH_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // The queue starts with the server (after the seed); notices still without text, the seeded ones
  // included, get their reading queued (a key per notice and PDF: never twice).
  app.addHook('onReady', async () => {
    await jobs.start();
    for (const notice of await ctx.notices.pendingText()) await queueNoticeReading(ctx, notice.id, notice.pdfPath);
  });

  // A data-changing request that succeeded without its audit row is a bug in that route: said loudly
  // in the log (the route-walking test fails on it before it ships).
  app.addHook('onResponse', async (request, reply) => {
    if (!MUTATING_METHODS.includes(request.method) || reply.statusCode >= 400) return;
    if (request.audited || request.changedNothing || !request.routeOptions.url) return;
    request.log.error(`${request.method} ${request.routeOptions.url} changed data without an audit row`);
  });

  // An answer to a signed-in caller (drafts, revisions, the audit log, accounts, or a public list
  // read with a token) is that person's: no browser or shared cache may keep it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
    return payload;
  });

  // What /uploads serves is decided on the decoded path, the one the file server reads: only a name
  // the store generated (so nothing a second decoding could change), never a trashed item's file.
  app.addHook('onRequest', async (request, reply) => {
    const publicPath = request.pathname;
    if (!publicPath.startsWith('/uploads/')) return;
    const notFound = () =>
      reply.code(404).send(apiError(`No such resource: ${request.method} ${publicPath}`, 'NOT_FOUND'));
    if (!STORED_PATH.test(publicPath) || (await ctx.trash.holdsFile(publicPath))) return notFound();
    // A scheduled notice's PDF is out at its publish time: before it, only staff (their session, or
    // the file link the notices page hands out) get it, and nobody's cache keeps it; anyone else
    // gets the 404 of a file that does not exist, never kept either, since the file is due later.
    if (publicPath.startsWith('/uploads/notices/') && (await ctx.notices.isScheduledFile(publicPath))) {
      const query = request.query as Record<string, unknown> | undefined;
      if (await ctx.tokens.verifyFile(query?.token, publicPath)) {
        request.privateFile = true;
        return;
      }
      if (request.headers.authorization !== undefined) {
        const staff = await ctx.requireStaff(request, reply).then(
          () => true,
          () => false,
        );
        if (staff) {
          request.privateFile = true;
          return;
        }
      }
      reply.header('cache-control', 'no-store');
      return notFound();
    }
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(apiError(error.message, error.code, error.field, error.values));
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
    reply.code(404).send(apiError(`No such resource: ${request.method} ${request.pathname}`, 'NOT_FOUND'));
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
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    credentials: true,
    maxAge: 600,
  });
  registerAddressLimits(app, ctx.throttle, ctx.limits, {
    isProxyItself: fromProxyItself(options.trustProxy ?? 'loopback'),
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 4 } });

  for (const schema of [
    errorSchema,
    userSchema,
    facultySchema,
    noticeSchema,
    photoSchema,
    alumniSchema,
    userAccountSchema,
    auditEntrySchema,
    trashItemSchema,
    importBatchSchema,
    journalPublicationSchema,
  ])
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

  registerUploadHeaders(app, store.db);
  // The same headers whichever store holds the file.
  const setUploadHeaders = (reply: { header: (name: string, value: string) => unknown }, filePath: string) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    const ext = path.extname(filePath).slice(1);
    // A notice's PDF is renamed after its title by registerUploadHeaders (onSend).
    reply.header(
      'Content-Disposition',
      ext === 'pdf' ? 'inline; filename="notice.pdf"' : `inline; filename="image.${ext}"`,
    );
    // Names are random and never reused, so a stored file never changes.
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  };
  if (uploads instanceof UploadStore) {
    await app.register(fastifyStatic, {
      root: uploads.root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      // Only names the server generated are served; everything else is a 404.
      allowedPath: (pathName) => STORED_PATH.test(`/uploads${pathName}`),
      setHeaders: setUploadHeaders,
    });
  } else {
    // Object storage: streamed through the API, so URLs, headers and the site's origin stay as on disk.
    const store = uploads;
    app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
      const publicPath = request.pathname;
      const range = typeof request.headers.range === 'string' ? request.headers.range : undefined;
      const file = STORED_PATH.test(publicPath) ? await store.read(publicPath, range) : undefined;
      if (!file) {
        return reply.code(404).send(apiError(`No such resource: ${request.method} ${publicPath}`, 'NOT_FOUND'));
      }
      setUploadHeaders(reply, publicPath);
      reply.header('accept-ranges', 'bytes');
      if (file.contentRange) reply.code(206).header('content-range', file.contentRange);
      return reply
        .type(STORED_TYPES[path.extname(publicPath).slice(1)] ?? 'application/octet-stream')
        .header('content-length', String(file.length))
        .send(file.body);
    });
  }

  const plugins = [
    authRoutes,
    passwordResetRoutes,
    facultyRoutes,
    noticesRoutes,
    photosRoutes,
    alumniRoutes,
    alumniImportsRoutes,
    statsRoutes,
    attentionRoutes,
    searchRoutes,
    usersRoutes,
    auditRoutes,
    trashRoutes,
    readyRoutes,
    contentVersionRoutes,
    contentRoutes,
    contentImagesRoutes,
    journalPublicationsRoutes,
    jobsRoutes,
  ];
  for (const plugin of plugins) await app.register(plugin, { prefix: '/api', ctx });

  return app;
}
