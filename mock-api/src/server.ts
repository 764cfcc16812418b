// The API as one Fastify app. buildServer keeps the order things are registered in (hooks run in
// that order); each part lives in app/, plugins/ or uploads/.
import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { resolveJwtSecret } from './auth/secret';
import { createApp } from './app/createApp';
import { openContext } from './app/openContext';
import type { ServerOptions } from './app/options';
import { runStartup } from './app/startup';
import { registerAuditGuard } from './plugins/auditGuard';
import { registerDocs } from './plugins/docs';
import { registerErrorHandlers } from './plugins/errors';
import { registerPrivateAnswers, registerSecurity } from './plugins/security';
import { guardUploads, serveUploads } from './uploads/serveUploads';
import { alumniRoutes } from './routes/alumni';
import { alumniImportsRoutes } from './routes/alumniImports';
import { auditRoutes } from './routes/audit';
import { passwordResetRoutes } from './routes/passwordReset';
import { trashRoutes } from './routes/trash';
import { usersRoutes } from './routes/users';
import { authRoutes } from './routes/auth';
import { contentVersionRoutes } from './routes/contentVersion';
import { contentRoutes } from './routes/content';
import { contentImagesRoutes } from './routes/contentImages';
import { facultyRoutes } from './routes/faculty';
import { journalPublicationsRoutes } from './routes/journalPublications';
import { noticesRoutes } from './routes/notices';
import { jobsRoutes } from './routes/jobs';
import { photosRoutes } from './routes/photos';
import { readyRoutes } from './routes/ready';
import { searchRoutes } from './routes/search';
import { statsRoutes } from './routes/stats';
import { attentionRoutes } from './routes/attention';

export { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, DEFAULT_CORS_ORIGINS, type ServerOptions } from './app/options';
export { MUTATING_METHODS } from './plugins/auditGuard';

const ROUTES = [
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

  const app = createApp(options);
  const ctx = await openContext(app, options, dataDir, secret);
  await runStartup(app, ctx, options, production);

  registerAuditGuard(app);
  registerPrivateAnswers(app);
  guardUploads(app, ctx);
  registerErrorHandlers(app);
  await registerSecurity(app, ctx, options, production);
  await registerDocs(app);
  await serveUploads(app, ctx);
  for (const routes of ROUTES) await app.register(routes, { prefix: '/api', ctx });

  return app;
}
