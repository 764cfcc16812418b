// npm start's supervisor with the real API host: after the API crashes (an uncaught exception ends its
// process with code 1, mock-api/test/crash-exit.test.ts), a fresh process answers again.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { supervise } from './supervise.mjs';

const root = path.join(__dirname, '..');
const args = [
  '-r',
  path.join(root, 'mock-api/test/support/register-ts.cjs'),
  '-r',
  path.join(root, 'mock-api/test/support/crash-on-message.cjs'),
  path.join(root, 'mock-api/src/index.ts'),
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Polls until `check` holds. No bound of its own: on a busy machine a start took past every fixed one
 * (20, 30, 60 s); the test's time-out is the bound against a hang. */
async function waitFor(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 100));
}
const healthy = (port: number) => () =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gsvmc-supervise-test-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

test('under the supervisor of npm start, a fresh API process answers again after a crash', async () => {
  const port = await freePort();
  const lines: string[] = [];
  const run = supervise({
    name: 'API host',
    command: process.execPath,
    args,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      API_PORT: String(port),
      HOST: '127.0.0.1',
      SEED_SAMPLE_DATA: 'false',
      ADMIN_EMAIL: 'admin@test.local',
      ADMIN_PASSWORD: 'Admin-Password-1',
      JWT_SECRET: 'crash-test-secret-crash-test-secret-0123456789',
      LOG_LEVEL: 'info',
    },
    initialDelayMs: 100,
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    log: (line: string) => lines.push(line),
  });
  try {
    await waitFor(healthy(port));
    const first = run.child!;
    first.send('throw');
    await waitFor(() => run.starts.length === 2);
    expect(first.exitCode).toBe(1);
    expect(lines[0]).toBe('API host stopped (exit code 1); starting it again in 0.1 s.');
    await waitFor(healthy(port));
    expect(run.child!.pid).not.toBe(first.pid);
  } finally {
    await run.stop();
  }
}, 600_000);
