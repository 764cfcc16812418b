// GET /api/ready checks the database and the file storage (disk here, S3 on the PostgreSQL pass);
// GET /api/health stays a liveness check that answers while they are down.
import { DeleteBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { BACKEND, S3_TEST_CREDENTIALS, setup } from './helpers';

let t: Awaited<ReturnType<typeof setup>>;
beforeEach(async () => {
  t = await setup();
});
afterEach(async () => {
  await t.cleanup().catch(() => undefined);
});

const ready = () => t.app.inject({ url: '/api/ready' });

test('ready when the database answers and files can be stored, naming the backends', async () => {
  const res = await ready();
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.json()).toEqual({
    status: 'ready',
    database: BACKEND === 'postgres' ? 'postgres' : 'sqlite',
    storage: BACKEND === 'postgres' ? 's3' : 'disk',
  });
});

test('503 with the reason when the database is gone; /api/health still answers', async () => {
  await t.app.ctx.store.db.destroy();
  const res = await ready();
  expect(res.statusCode).toBe(503);
  expect(res.headers['cache-control']).toBe('no-store');
  const body = res.json() as { message: string; code: string };
  expect(body.code).toBe('NOT_READY');
  expect(body.message).toMatch(/^Not ready\. Failed: the database: .+\.$/);
  expect(body.message).not.toMatch(/file storage/);
  expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
});

test('503 with the reason when the upload storage is gone (the folder on disk, the bucket on S3)', async () => {
  if (BACKEND === 'postgres') {
    const s3 = t.app.ctx.uploads as unknown as { config: { endpoint: string; bucket: string } };
    const client = new S3Client({
      endpoint: s3.config.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: S3_TEST_CREDENTIALS,
    });
    // Emptied first: seeding the admin alone stores no file, and the bucket cannot go while it holds one.
    expect(await t.app.ctx.uploads.list('notices')).toEqual([]);
    await client.send(new DeleteBucketCommand({ Bucket: s3.config.bucket }));
    client.destroy();
  } else {
    rmSync(path.join(t.dataDir, 'uploads', 'photos'), { recursive: true, force: true });
  }
  const res = await ready();
  expect(res.statusCode).toBe(503);
  const { message } = res.json() as { message: string };
  expect(message).toMatch(/^Not ready\. Failed: the file storage: /);
  expect(message).toMatch(BACKEND === 'postgres' ? /S3 bucket/ : /uploads\/photos is missing\.$/);
  expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
});

test('the OpenAPI document describes /api/ready and its 503', async () => {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, { get: { responses: Record<string, unknown> } }>;
  };
  expect(Object.keys(doc.paths['/api/ready']!.get.responses).sort()).toEqual(['200', '503']);
  expect(doc.paths['/api/health']).toBeDefined();
});
