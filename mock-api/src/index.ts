// Entry point: reads the settings (environment and .env, validated by @gsvmc/config), listens,
// and ends cleanly on SIGINT/SIGTERM or on purpose after a crash (lifecycle.ts).
import { readApiSettings, SettingsError, withEnvFile } from '@gsvmc/config';
import { parseTrustProxy } from './auth/limits';
import { handleProcessEnd } from './lifecycle';
import { defaultDataDir } from './paths';
import { buildServer, DEFAULT_CORS_ORIGINS } from './server';

async function main(): Promise<void> {
  const settings = readApiSettings(withEnvFile());
  const production = settings.NODE_ENV === 'production';
  const port = settings.API_PORT ?? settings.PORT;
  const s3 = settings.STORAGE === 's3';
  if (s3 && !settings.S3_BUCKET) throw new SettingsError(['S3_BUCKET is required when STORAGE=s3.']);
  const app = await buildServer({
    dataDir: settings.DATA_DIR ?? defaultDataDir(),
    production,
    jwtSecret: settings.JWT_SECRET,
    adminEmail: settings.ADMIN_EMAIL,
    adminPassword: settings.ADMIN_PASSWORD,
    corsOrigins: settings.CORS_ORIGINS
      ? settings.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : DEFAULT_CORS_ORIGINS,
    logger: { level: settings.LOG_LEVEL },
    trustProxy: parseTrustProxy(settings.TRUST_PROXY),
    seed: settings.SEED_SAMPLE_DATA ? 'full' : 'admin',
    databaseUrl: settings.DATABASE_URL,
    poolSize: settings.DATABASE_POOL_SIZE,
    cacheMaxBytes: settings.API_CACHE_MAX_MB * 1024 * 1024,
    s3: s3
      ? {
          endpoint: settings.S3_ENDPOINT,
          region: settings.S3_REGION,
          bucket: settings.S3_BUCKET!,
          accessKeyId: settings.S3_ACCESS_KEY_ID,
          secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
          forcePathStyle: settings.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  });

  // Signals close cleanly; an uncaught exception or unhandled rejection is logged and ends the
  // process with code 1, for its supervisor (systemd, scripts/supervise.mjs) to start a fresh one.
  handleProcessEnd(app);

  await app.listen({ port, host: settings.HOST });
  // Which backends this replica uses, without credentials: the first thing to check when replicas disagree.
  const database = settings.DATABASE_URL
    ? `PostgreSQL at ${new URL(settings.DATABASE_URL).host}`
    : 'SQLite in DATA_DIR';
  const files = s3 ? `S3 bucket ${settings.S3_BUCKET}` : 'DATA_DIR/uploads';
  app.log.info(`database: ${database}; uploaded files: ${files}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
