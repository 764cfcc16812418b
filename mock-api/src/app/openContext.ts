// The API's working parts for one process: where uploads are kept (disk or S3), the database, the job
// queue and the notice reader, gathered in the context every route receives; each closed with the app.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PARSE_LIMITS } from '../alumni/spreadsheet';
import { DEFAULT_HASH_COST } from '../auth/passwords';
import { DEFAULT_LIMITS } from '../auth/limits';
import { loadCommonPasswords } from '../auth/passwordPolicy';
import { systemClock } from '../auth/throttle';
import { TokenService } from '../auth/tokens';
import { createContext, type AppContext } from '../context';
import { openStore } from '../db/database';
import { createJobQueue } from '../jobs';
import { defaultNoticeReader } from '../jobs/defaultReader';
import { NOTICE_TEXT_JOB, NOTICE_TEXT_SPEC, noticeTextHandler } from '../jobs/noticeTextJob';
import type { FileStore } from '../uploads/fileStore';
import { S3UploadStore } from '../uploads/s3Storage';
import { UploadStore } from '../uploads/storage';
import type { ServerOptions } from './options';

export async function openContext(
  app: FastifyInstance,
  options: ServerOptions,
  dataDir: string,
  secret: Uint8Array,
): Promise<AppContext> {
  let uploads: FileStore;
  if (options.s3) {
    const s3 = new S3UploadStore(options.s3);
    await s3.check();
    app.addHook('onClose', async () => s3.destroy());
    uploads = s3;
  } else {
    uploads = new UploadStore(dataDir);
  }
  const store = await openStore({ dataDir, databaseUrl: options.databaseUrl, poolSize: options.poolSize });
  const jobs = createJobQueue(store, options.clock ?? systemClock, { ...options.jobs, log: app.log });
  const noticeReader = options.noticeReader ?? defaultNoticeReader();
  app.addHook('onClose', async () => {
    // Jobs running here are put back for another replica or the next start, before the database closes.
    await jobs.stop().catch((err: unknown) => app.log.error({ err }, 'jobs: stop failed'));
    await noticeReader.close?.().catch((err: unknown) => app.log.error({ err }, 'notice reader: close failed'));
    await store.db.destroy();
  });
  const ctx = createContext({
    store,
    uploads,
    tokens: new TokenService(secret, options.tokenTtlSeconds ?? 8 * 60 * 60),
    hashCost: options.hashCost ?? DEFAULT_HASH_COST,
    parseLimits: { ...DEFAULT_PARSE_LIMITS, ...options.parseLimits },
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    clock: options.clock,
    cacheMaxBytes: options.cacheMaxBytes,
    jobs,
    noticeReader,
  });
  app.decorate('ctx', ctx);
  jobs.work(
    NOTICE_TEXT_JOB,
    { ...NOTICE_TEXT_SPEC, ...options.jobs?.specs?.[NOTICE_TEXT_JOB] },
    noticeTextHandler(ctx, ctx.noticeReader),
  );
  loadCommonPasswords();
  return ctx;
}
