// Two API processes (node dist/index.js, as an operator runs them) on one PostgreSQL database and one
// bucket: the harness of the *.pg.test.ts files, which run only in the PostgreSQL + S3 project.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, freshBackend } from './helpers';

export const REPLICA_ADMIN = { email: 'admin@replicas.test', password: 'Replica-Admin-Password-1' };
export const apiRoot = path.resolve(__dirname, '..');

export interface Replica {
  name: string;
  url: string;
  process: ChildProcess;
  log: string[];
  dataDir: string;
}

export async function startReplica(env: NodeJS.ProcessEnv, name: string): Promise<Replica> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `gsvmc-replica-${name}-`));
  const child = spawn(process.execPath, [path.join(apiRoot, 'dist/index.js')], {
    env: { ...env, API_PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout!.on('data', (d: Buffer) => log.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => log.push(d.toString()));
  return { name, url: `http://127.0.0.1:${port}`, process: child, log, dataDir };
}

export async function waitHealthy(r: Replica): Promise<void> {
  // The second replica waits for the first one's seed and picture derivatives (one start-up lock),
  // which on a busy 2-core machine took past any fixed bound we set: this waits for the answer or the
  // process's end, and the test's own time-out is the only bound (against a hang).
  for (;;) {
    if (r.process.exitCode !== null) throw new Error(`replica ${r.name} exited:\n${r.log.join('')}`);
    const ok = await fetch(`${r.url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Builds the bundle, makes a new database and bucket, and starts two replicas on them at the same
 * moment (migrations and the first-start seed must each run once). Returns the pair and their settings.
 */
export async function startReplicaPair(): Promise<{ env: NodeJS.ProcessEnv; a: Replica; b: Replica }> {
  // The processes run the bundle, as in production; building it takes about a second.
  execFileSync(process.execPath, [path.join(apiRoot, 'build.mjs')], { cwd: apiRoot, stdio: 'pipe' });
  const backend = await freshBackend();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: backend.databaseUrl,
    DATABASE_POOL_SIZE: '4',
    STORAGE: 's3',
    S3_ENDPOINT: backend.s3!.endpoint,
    S3_REGION: backend.s3!.region,
    S3_BUCKET: backend.s3!.bucket,
    S3_ACCESS_KEY_ID: backend.s3!.accessKeyId,
    S3_SECRET_ACCESS_KEY: backend.s3!.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    JWT_SECRET: 'replica-test-secret-replica-test-secret-0123',
    ADMIN_EMAIL: REPLICA_ADMIN.email,
    ADMIN_PASSWORD: REPLICA_ADMIN.password,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  const [a, b] = await Promise.all([startReplica(env, 'a'), startReplica(env, 'b')]);
  await Promise.all([waitHealthy(a), waitHealthy(b)]);
  return { env, a, b };
}

/** Stops the replicas that still run and removes their data folders. */
export async function stopReplicas(replicas: Array<Replica | undefined>): Promise<void> {
  for (const r of replicas) {
    if (!r) continue;
    // A killed process has a signalCode and no exitCode.
    if (r.process.exitCode === null && r.process.signalCode === null) {
      const exited = new Promise((resolve) => r.process.once('exit', resolve));
      r.process.kill('SIGTERM');
      await exited;
    }
    rmSync(r.dataDir, { recursive: true, force: true });
  }
}

export const json = async (res: Response) =>
  (await res.json()) as Record<string, unknown> & Array<Record<string, unknown>>;

export async function login(r: Replica, email = REPLICA_ADMIN.email, password = REPLICA_ADMIN.password) {
  return fetch(`${r.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

export async function token(r: Replica): Promise<string> {
  const res = await login(r);
  expect(res.status).toBe(200);
  return (await json(res)).token as string;
}

export const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
