// How the API process ends: cleanly on SIGINT/SIGTERM, and on purpose after an uncaught exception or
// an unhandled rejection. After either of those the process is in a state nobody planned for (a
// half-done write, a lock never released, a pool that lost a connection), so it logs what happened
// and exits with code 1 for its supervisor (systemd, scripts/supervise.mjs) to start a fresh one.
import type { FastifyInstance } from 'fastify';

/** How long in-flight requests get to finish before the process exits anyway. */
export const CLOSE_GRACE_MS = 10_000;
/** After a crash: less time, since what the process does next can no longer be trusted. */
export const CRASH_GRACE_MS = 3_000;

export function handleProcessEnd(
  app: FastifyInstance,
  proc: NodeJS.Process = process,
  { closeGraceMs = CLOSE_GRACE_MS, crashGraceMs = CRASH_GRACE_MS } = {},
): void {
  let ending = false;
  const end = (code: number, graceMs: number) => {
    if (ending) return;
    ending = true;
    // A stuck close (a request that never ends) is cut short.
    setTimeout(() => proc.exit(code), graceMs).unref();
    app.close().then(
      () => proc.exit(code),
      (err: unknown) => {
        app.log.error({ err }, 'close failed');
        proc.exit(1);
      },
    );
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    proc.on(signal, () => {
      app.log.info(`${signal} received, closing`);
      end(0, closeGraceMs);
    });
  }
  proc.on('uncaughtException', (err) => {
    app.log.fatal({ err }, 'uncaught exception: exiting so that the supervisor starts a fresh process');
    end(1, crashGraceMs);
  });
  proc.on('unhandledRejection', (reason) => {
    app.log.fatal({ err: reason }, 'unhandled rejection: exiting so that the supervisor starts a fresh process');
    end(1, crashGraceMs);
  });
}
