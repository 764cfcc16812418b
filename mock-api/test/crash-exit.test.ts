// An uncaught exception or an unhandled rejection is logged and ends the API process with code 1
// (its state can no longer be trusted), so that the supervisor of `npm start` starts a fresh one
// (scripts/supervise-api.test.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ADMIN, tempDataDir } from './helpers';
import { healthy, waitFor } from './apiProcess';

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

const args = [
  '-r',
  path.join(__dirname, 'support/register-ts.cjs'),
  '-r',
  path.join(__dirname, 'support/crash-on-message.cjs'),
  path.join(__dirname, '../src/index.ts'),
];
const env = (dataDir: string, port: number) => ({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  API_PORT: String(port),
  HOST: '127.0.0.1',
  SEED_SAMPLE_DATA: 'false',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  JWT_SECRET: 'crash-test-secret-crash-test-secret-0123456789',
  LOG_LEVEL: 'info',
});

let child: ChildProcess | undefined;
let dataDir: string;
beforeEach(() => {
  dataDir = tempDataDir();
});
afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

test.each([
  ['throw', 'uncaught exception', 'a bug outside any request'],
  ['reject', 'unhandled rejection', 'a promise nobody awaited'],
])(
  'on %s the process logs it and exits with code 1',
  async (what, logged, message) => {
    const port = await freePort();
    const api = spawn(process.execPath, args, { env: env(dataDir, port), stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    child = api;
    let output = '';
    api.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    api.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => api.once('exit', (code) => resolve(code)));
    await waitFor(healthy(port), 'the API to answer', api, () => output);
    api.send(what);
    expect(await exited).toBe(1);
    const fatal = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } })
      .find((entry) => entry.msg.startsWith(logged));
    // pino's level 60 is "fatal"; the error's message is in the log, for whoever reads why it restarted.
    expect(fatal).toMatchObject({ level: 60, err: { message } });
    expect(fatal!.msg).toBe(`${logged}: exiting so that the supervisor starts a fresh process`);
  },
  // A bound against a hang: the API's start on a busy machine took past 30 s.
  300_000,
);
