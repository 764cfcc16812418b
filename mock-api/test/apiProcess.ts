// Waiting on an API started as its own process (the crash and restart tests). No bound of its own: on
// a busy machine a start took past every fixed one we set (20, 30, 75 s); the test's time-out is the
// bound against a hang, and a process that ends fails the wait at once, with what it printed.
import type { ChildProcess } from 'node:child_process';

/** Waits until `check` holds; fails as soon as `api` (when given) has ended, with its output. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  api?: ChildProcess,
  output?: () => string,
): Promise<void> {
  for (;;) {
    if (await check()) return;
    if (api && (api.exitCode !== null || api.signalCode !== null))
      throw new Error(`the API ended before ${what}:\n${output?.() ?? ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Whether the API on `port` answers its health check. */
export const healthy = (port: number) => () =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
