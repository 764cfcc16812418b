import type { FastifyInstance, InjectOptions } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, type ServerOptions } from '../src/server';

export const ADMIN = { email: 'admin@test.local', password: 'Admin-Password-1' };
export const FAST_HASH = { memoryCost: 1024, timeCost: 1 };

/** A fresh temporary DATA_DIR; removed by `cleanup`. */
export function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'gsvmc-api-test-'));
}

export async function buildTestApp(dataDir: string, overrides: Partial<ServerOptions> = {}): Promise<FastifyInstance> {
  return buildServer({
    dataDir,
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    hashCost: FAST_HASH,
    seed: 'admin',
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
