// Entry point: reads the environment, listens, and closes cleanly on SIGINT/SIGTERM.
import { parseTrustProxy } from './auth/limits';
import { handleProcessEnd } from './lifecycle';
import { defaultDataDir } from './paths';
import { buildServer, DEFAULT_CORS_ORIGINS } from './server';
import { s3ConfigFromEnv } from './uploads/s3Storage';

function poolSize(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  // Two at least: the first-start seed holds one connection for its lock while it writes through another.
  if (!Number.isInteger(n) || n < 2)
    throw new Error(`DATABASE_POOL_SIZE must be a whole number of connections, at least 2, not "${value}"`);
  return n;
}

async function main(): Promise<void> {
  const env = process.env;
  const production = env.NODE_ENV === 'production';
  // API_PORT as in the root start script's settings; PORT kept for hosts that set only that.
  const port = Number(env.API_PORT || env.PORT || 4000);
  const storage = (env.STORAGE || 'disk').toLowerCase();
  if (storage !== 'disk' && storage !== 's3') throw new Error(`STORAGE must be "disk" or "s3", not "${env.STORAGE}"`);
  const host = env.HOST ?? '0.0.0.0';
  const seedMode = env.SEED_SAMPLE_DATA === 'false' ? 'admin' : 'full';
  const app = await buildServer({
    dataDir: env.DATA_DIR || defaultDataDir(),
    production,
    jwtSecret: env.JWT_SECRET,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : DEFAULT_CORS_ORIGINS,
    logger: { level: env.LOG_LEVEL ?? 'info' },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seed: seedMode,
    databaseUrl: env.DATABASE_URL || undefined,
    poolSize: poolSize(env.DATABASE_POOL_SIZE),
    s3: storage === 's3' ? s3ConfigFromEnv(env) : undefined,
  });

  // Signals close cleanly; an uncaught exception or unhandled rejection is logged and ends the
  // process with code 1, for its supervisor (systemd, scripts/supervise.mjs) to start a fresh one.
  handleProcessEnd(app);

  await app.listen({ port, host });
  // Which backends this replica uses, without credentials: the first thing to check when replicas disagree.
  const database = env.DATABASE_URL ? `PostgreSQL at ${new URL(env.DATABASE_URL).host}` : 'SQLite in DATA_DIR';
  const files = storage === 's3' ? `S3 bucket ${env.S3_BUCKET}` : 'DATA_DIR/uploads';
  app.log.info(`database: ${database}; uploaded files: ${files}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
