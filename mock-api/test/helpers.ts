import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import Database from '../src/db/sqliteDriver.cjs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServer, type ServerOptions } from '../src/server';
import type { UploadFolder } from '../src/uploads/fileStore';
import { fakeNoticeReader } from './support/noticeReader';

export const ADMIN = { email: 'admin@test.local', password: 'Admin-Password-1' };
export const FAST_HASH = { memoryCost: 1024, timeCost: 1 };

/**
 * Which backend this jest project runs on: 'sqlite' (SQLite + disk, jest.config.cjs) or 'postgres'
 * (PostgreSQL + S3, jest.pg.config.cjs, which sets the global).
 */
export const BACKEND: 'sqlite' | 'postgres' =
  (globalThis as { __GSVMC_TEST_BACKEND__?: string }).__GSVMC_TEST_BACKEND__ === 'postgres' ? 'postgres' : 'sqlite';

/** `test` on SQLite, `test.skip` on PostgreSQL: for checks of SQLite's own files and pragmas. */
export const sqliteOnly = BACKEND === 'sqlite' ? test : test.skip;

/** `test` on PostgreSQL, `test.skip` on SQLite: for paths only the PostgreSQL engine has. */
export const postgresOnly = BACKEND === 'postgres' ? test : test.skip;

export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A database on the test PostgreSQL server and a bucket on the test s3rver, both new. */
export async function freshBackend(): Promise<Pick<ServerOptions, 'databaseUrl' | 's3' | 'poolSize'>> {
  const adminUrl = process.env.GSVMC_TEST_PG_ADMIN_URL;
  const endpoint = process.env.GSVMC_TEST_S3_ENDPOINT;
  if (!adminUrl || !endpoint) throw new Error('The PostgreSQL project needs its globalSetup (jest.pg.config.cjs)');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const bucket = name.replace('_', '-');
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3_TEST_CREDENTIALS,
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    poolSize: 4,
    s3: { endpoint, region: 'us-east-1', bucket, forcePathStyle: true, ...S3_TEST_CREDENTIALS },
  };
}

// One database and bucket per DATA_DIR, so a test that restarts on the same DATA_DIR finds its data
// again, and a test that makes a new DATA_DIR starts empty, on either backend.
const backends = new Map<string, ReturnType<typeof freshBackend>>();

/** The server options that put `dataDir`'s database and files on this project's backend. */
export async function backendOptions(dataDir: string): Promise<Partial<ServerOptions>> {
  if (BACKEND === 'sqlite') return {};
  let backend = backends.get(dataDir);
  if (!backend) {
    backend = freshBackend();
    backends.set(dataDir, backend);
  }
  return backend;
}

/** buildServer on this project's backend (tests that pass their own options instead of buildTestApp's). */
export async function buildServerOn(options: ServerOptions): Promise<FastifyInstance> {
  return buildServer({ ...(await backendOptions(options.dataDir)), ...options });
}

/**
 * Runs SQL on `dataDir`'s database through a connection of its own, as an operator (or another
 * replica) would, bypassing the app under test.
 */
export async function writeBehindTheApp(dataDir: string, statement: string): Promise<void> {
  const { databaseUrl } = await backendOptions(dataDir);
  if (databaseUrl) {
    const client = new pg.Client(databaseUrl);
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
    return;
  }
  const sqlite = new Database(path.join(dataDir, 'gsvmc.sqlite'));
  try {
    sqlite.exec(statement);
  } finally {
    sqlite.close();
  }
}

/** The names stored in an upload folder, from the disk or the bucket. */
export function storedFiles(app: FastifyInstance, folder: UploadFolder): Promise<string[]> {
  return app.ctx.uploads.list(folder);
}

/** A stored file's bytes, from the disk or the bucket (undefined when it is not there). */
export async function storedBytes(app: FastifyInstance, publicPath: string): Promise<Buffer | undefined> {
  const file = await app.ctx.uploads.read(publicPath);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Whether a public path is stored, on the disk or in the bucket. */
export async function isStored(app: FastifyInstance, publicPath: string): Promise<boolean> {
  const [, , folder, name] = publicPath.split('/') as [string, string, UploadFolder, string];
  return (await storedFiles(app, folder)).includes(name);
}

/** A free loopback port (for processes a test starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A fresh temporary DATA_DIR; removed by `cleanup`. */
export function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'gsvmc-api-test-'));
}

export async function buildTestApp(dataDir: string, overrides: Partial<ServerOptions> = {}): Promise<FastifyInstance> {
  return buildServer({
    ...(await backendOptions(dataDir)),
    dataDir,
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    hashCost: FAST_HASH,
    seed: 'admin',
    // Notices are read by a fake engine (test/support/noticeReader.ts), and background jobs run only
    // when a test calls `app.ctx.jobs.settle()`: no test depends on when they would have run.
    noticeReader: fakeNoticeReader(),
    jobs: { manual: true },
    ...overrides,
  });
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export async function registerAndLogin(
  app: FastifyInstance,
  email = 'user@test.local',
  password = 'User-Password-1',
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: 'Test User', email, password },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return login(app, email, password);
}

/** Builds the app on a fresh DATA_DIR and returns tokens for the admin and a plain user. */
export async function setup(overrides: Partial<ServerOptions> = {}, prepare?: (app: FastifyInstance) => void) {
  const dataDir = tempDataDir();
  const app = await buildTestApp(dataDir, overrides);
  // Routes can be added only before the first inject makes the app ready.
  prepare?.(app);
  const adminToken = await login(app, ADMIN.email, ADMIN.password);
  const userToken = await registerAndLogin(app);
  return {
    app,
    dataDir,
    adminToken,
    userToken,
    auth: (token: string) => ({ authorization: `Bearer ${token}` }),
    cleanup: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Inject = InjectOptions;

/** Builds a multipart/form-data body by hand (light-my-request has no FormData support). */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { filename: string; content: Buffer; type?: string }> = {},
) {
  const boundary = `----gsvmc${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Purges everything in the trash as the admin (deletes now only move records there). */
export async function emptyTrash(app: FastifyInstance, adminToken: string): Promise<void> {
  const headers = { authorization: `Bearer ${adminToken}` };
  const list = await app.inject({ url: '/api/trash', headers });
  if (list.statusCode !== 200) throw new Error(`trash list failed: ${list.statusCode} ${list.body}`);
  for (const item of list.json() as { _id: string }[]) {
    const res = await app.inject({ method: 'DELETE', url: `/api/trash/${item._id}`, headers });
    if (res.statusCode !== 200) throw new Error(`purge failed: ${res.statusCode} ${res.body}`);
  }
}
