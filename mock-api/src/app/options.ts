// What the API is started with: the options buildServer takes and their defaults.
import type { FastifyServerOptions } from 'fastify';
import type { ParseLimits } from '../alumni/spreadsheet';
import type { HashCost } from '../auth/passwords';
import type { SecurityLimits } from '../auth/limits';
import type { Clock } from '../auth/throttle';
import type { AppContext } from '../context';
import type { SeedMode } from '../seed';
import type { S3Config } from '../uploads/s3Storage';
import type { JobsOptions } from '../jobs';
import type { NoticeReader } from '../jobs/noticeReader';

export const DEFAULT_ADMIN_EMAIL = 'admin@gsvmc.local';
export const DEFAULT_ADMIN_PASSWORD = 'ChangeMe-Admin-2026';
/** The local site's origins (shell and the three remotes, ARCHITECTURE.md). */
export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:3000',
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
];

export interface ServerOptions {
  /** Holds gsvmc.sqlite, uploads/ and (outside production) jwt-secret. Created if missing. */
  dataDir: string;
  /** NODE_ENV=production: JWT secret and (on a first start) admin credentials become required. */
  production?: boolean;
  jwtSecret?: string;
  tokenTtlSeconds?: number;
  adminEmail?: string;
  adminPassword?: string;
  logger?: FastifyServerOptions['logger'];
  corsOrigins?: string[];
  /** argon2id cost; tests pass a tiny one. */
  hashCost?: HashCost;
  /** Throttle numbers (auth/limits.ts); tests pass smaller ones. */
  limits?: Partial<SecurityLimits>;
  /**
   * Peers whose X-Forwarded-For is believed (Fastify `trustProxy`): 'loopback' by default, since the
   * site's server forwards from the same machine; false trusts nobody.
   */
  trustProxy?: boolean | string | string[];
  parseLimits?: Partial<ParseLimits>;
  /** 'full' (default): admin plus sample content on an empty database; 'admin': the account only. */
  seed?: SeedMode;
  /** DATABASE_URL (postgres://...): PostgreSQL instead of DATA_DIR/gsvmc.sqlite. Requires jwtSecret. */
  databaseUrl?: string;
  /** PostgreSQL connections of this process (default 10). */
  poolSize?: number;
  /** STORAGE=s3: uploaded files in this bucket instead of DATA_DIR/uploads. */
  s3?: S3Config;
  /** The throttles' clock (ms since the epoch; Date.now by default): tests hold it still or move it. */
  clock?: Clock;
  /** Bound of the response cache in bytes (default 64 MiB, cache.ts). */
  cacheMaxBytes?: number;
  /** The jobs queue: concurrency, polling, retry rules (tests shorten the backoff or stop the polling). */
  jobs?: JobsOptions;
  /** Reads notices and turns page photos into a PDF (src/noticeText by default; tests give a fake). */
  noticeReader?: NoticeReader;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every route as registered ('POST /api/faculty'): the audit test walks it. */
    routeList: { method: string; url: string }[];
  }
  interface FastifyRequest {
    /** Set by ctx.audit.record(): this request's change has its audit row. */
    audited?: boolean;
    /** Set by a data-changing route that, this time, changed nothing (an import preview). */
    changedNothing?: boolean;
    /** A file served to staff before it is public (a scheduled notice's PDF): kept by no cache. */
    privateFile?: boolean;
  }
}
