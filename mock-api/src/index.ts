// Entry point: reads the environment, listens, and closes cleanly on SIGINT/SIGTERM.
import { defaultDataDir } from './paths';
import { buildServer, DEFAULT_CORS_ORIGINS } from './server';

async function main(): Promise<void> {
  const env = process.env;
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 4000);
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
    seed: seedMode,
  });

  let closing = false;
  const close = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    // In-flight requests finish, then the database is closed (onClose hook); a stuck close is cut short.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => close('SIGINT'));
  process.on('SIGTERM', () => close('SIGTERM'));
  // Route errors are handled by Fastify; these catch stray async work so one bug does not stop the site.
  process.on('unhandledRejection', (err) => app.log.error({ err }, 'unhandled rejection'));
  process.on('uncaughtException', (err) => app.log.error({ err }, 'uncaught exception'));

  await app.listen({ port, host });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
