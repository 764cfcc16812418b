// Keeps a child process running: when it exits on its own,
// it is started again after 1 s, then 2 s, 4 s... up to a cap, while everything else keeps serving.
// A child that stayed up for `stableMs` starts the back-off from the beginning again.
import { spawn } from 'node:child_process';

/**
 * @param {{ name: string, command: string, args?: string[], env?: NodeJS.ProcessEnv,
 *           initialDelayMs?: number, maxDelayMs?: number, stableMs?: number,
 *           stdio?: import('node:child_process').StdioOptions,
 *           log?: (line: string) => void, onStart?: (child: import('node:child_process').ChildProcess) => void }} options
 */
export function supervise({
  name,
  command,
  args = [],
  env = process.env,
  initialDelayMs = 1_000,
  maxDelayMs = 30_000,
  stableMs = 60_000,
  stdio = 'inherit',
  log = (line) => console.error(line),
  onStart = () => {},
}) {
  let child = null;
  let stopped = false;
  let failures = 0;
  let timer = null;
  let startedAt = 0;
  const starts = [];

  function start() {
    timer = null;
    if (stopped) return;
    startedAt = Date.now();
    starts.push(startedAt);
    child = spawn(command, args, { env, stdio });
    onStart(child);
    child.on('exit', (code, signal) => {
      child = null;
      if (stopped) return;
      if (Date.now() - startedAt >= stableMs) failures = 0;
      const delay = Math.min(initialDelayMs * 2 ** failures, maxDelayMs);
      failures += 1;
      log(`${name} stopped (${signal ?? `exit code ${code}`}); starting it again in ${delay / 1000} s.`);
      timer = setTimeout(start, delay);
    });
  }

  start();
  return {
    /** Start times so far (for tests and the log). */
    starts,
    get child() {
      return child;
    },
    /** Stops supervising and ends the child; resolves once it has exited. */
    stop(signal = 'SIGTERM') {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        current.once('exit', () => resolve());
        current.kill(signal);
      });
    },
  };
}
