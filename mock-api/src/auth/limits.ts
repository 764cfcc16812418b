// The numbers of every throttle, and the per-address hook. README.md ("Security") explains them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import proxyAddr from '@fastify/proxy-addr';
import { HttpError } from '../errors';
import { type BackoffPolicy, type ThrottleStore, type WindowLimit } from './throttle';

export interface SecurityLimits {
  /** Per client address. A campus behind one NAT address shares these, so they are generous. */
  loginPerAddress: WindowLimit;
  /**
   * Failed logins per client address: counted before the hash and given back on a success, so a
   * campus whose logins mostly succeed hardly uses it, while a flood of guesses is cut off early.
   */
  failedLoginPerAddress: WindowLimit;
  registerPerAddress: WindowLimit;
  writePerAddress: WindowLimit;
  /**
   * Expensive reads per client address: searches and filtered or paged lists, which the response
   * cache cannot answer for every combination. Whole lists are cached and not counted.
   */
  readPerAddress: WindowLimit;
  /** Back-off per address + account, for a client without a device token for that account. */
  clientAccount: BackoffPolicy;
  /** Back-off per account, shared by every client WITHOUT a device token (a client with one is exempt). */
  untrustedAccount: BackoffPolicy;
  /** Back-off per device token (a client that logged in to this account before). */
  device: BackoffPolicy;
  /** Back-off per user on POST /auth/password (a stolen session must not test passwords quickly). */
  passwordChange: BackoffPolicy;
}

const HOUR = 60 * 60;

export const DEFAULT_LIMITS: SecurityLimits = {
  loginPerAddress: { points: 300, windowSeconds: 15 * 60 },
  failedLoginPerAddress: { points: 50, windowSeconds: 5 * 60 },
  registerPerAddress: { points: 200, windowSeconds: HOUR },
  writePerAddress: { points: 600, windowSeconds: 10 * 60 },
  readPerAddress: { points: 3_000, windowSeconds: 5 * 60 },
  clientAccount: { free: 5, baseSeconds: 2, maxSeconds: 15 * 60, forgetSeconds: HOUR },
  untrustedAccount: { free: 20, baseSeconds: 10, maxSeconds: 15 * 60, forgetSeconds: HOUR },
  device: { free: 5, baseSeconds: 2, maxSeconds: 15 * 60, forgetSeconds: HOUR },
  passwordChange: { free: 5, baseSeconds: 2, maxSeconds: 15 * 60, forgetSeconds: HOUR },
};

/** "30 seconds", "3 minutes": a wait in words a person reads. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function tooManyRequests(message: string, retryAfter: number): HttpError {
  return new HttpError(429, 'TOO_MANY_REQUESTS', message, { 'retry-after': String(retryAfter) });
}

type LimitClass = 'login' | 'register' | 'write' | 'read';

/** Query parameters that make a list a page or a filtered subset instead of the cached whole. */
const LIST_FILTERS: Record<string, readonly string[]> = {
  '/api/alumni': ['page', 'pageSize', 'q', 'year'],
  '/api/notices': ['category', 'limit', 'offset'],
};

function classify(request: FastifyRequest): LimitClass | null {
  const method = request.method;
  const url = request.url.split('?')[0] ?? '';
  if (!url.startsWith('/api/')) return null;
  if (method === 'GET' || method === 'HEAD') {
    if (url === '/api/search') return 'read';
    const filters = LIST_FILTERS[url];
    const query = request.query as Record<string, unknown> | undefined;
    return filters && query && filters.some((name) => query[name] !== undefined) ? 'read' : null;
  }
  if (method === 'OPTIONS') return null;
  if (url === '/api/auth/login') return 'login';
  if (url === '/api/auth/register') return 'register';
  return 'write';
}

const WHAT: Record<LimitClass, string> = {
  login: 'login attempts',
  register: 'registrations',
  write: 'changes',
  read: 'searches and list pages',
};

/**
 * True for a request that a trusted proxy made itself, with no client behind it (no X-Forwarded-For):
 * a probe or a tool on that host, which stands for no visitor in particular, so its reads are not
 * counted as one address. Pages the site's server renders send their visitor's address instead.
 */
export function fromProxyItself(
  trustProxy: boolean | string | string[] | undefined,
): (request: FastifyRequest) => boolean {
  if (!trustProxy) return () => false;
  const trusted = trustProxy === true ? () => true : proxyAddr.compile(trustProxy);
  return (request) =>
    request.headers['x-forwarded-for'] === undefined && trusted(request.socket.remoteAddress ?? '', 0);
}

/**
 * Per-address limits on login, registration, every other write and the expensive reads, counted in
 * onRequest (before the body is read or a token checked), plus the sweep that deletes expired throttle rows.
 * `request.ip` is the X-Forwarded-For client only when the peer is a trusted proxy (TRUST_PROXY).
 */
export function registerAddressLimits(
  app: FastifyInstance,
  throttle: ThrottleStore,
  limits: SecurityLimits,
  {
    sweepEverySeconds = 10 * 60,
    isProxyItself = () => false,
  }: {
    sweepEverySeconds?: number;
    isProxyItself?: (request: FastifyRequest) => boolean;
  } = {},
): void {
  const byClass: Record<LimitClass, WindowLimit> = {
    login: limits.loginPerAddress,
    register: limits.registerPerAddress,
    write: limits.writePerAddress,
    read: limits.readPerAddress,
  };
  app.addHook('onRequest', async (request) => {
    const kind = classify(request);
    if (!kind) return;
    if (kind === 'read' && isProxyItself(request)) return;
    const wait = await throttle.hit(`ip:${kind}:${request.ip}`, byClass[kind]);
    if (wait > 0) {
      throw tooManyRequests(
        `Too many ${WHAT[kind]} from your network. Please try again in ${waitInWords(wait)}.`,
        wait,
      );
    }
  });

  const sweep = () => throttle.sweep().catch((err: unknown) => app.log.warn({ err }, 'throttle sweep failed'));
  app.addHook('onReady', async () => {
    await sweep();
  });
  const timer = setInterval(() => void sweep(), sweepEverySeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * TRUST_PROXY: whose X-Forwarded-For decides the client address. Unset: 'loopback' (the site's
 * server forwards from the same machine). 'none' (or 'false'): nobody, the peer is the client. Else a
 * comma-separated list of addresses, CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal).
 */
export function parseTrustProxy(value: string | undefined): false | string | string[] {
  const text = value?.trim();
  if (text === undefined || text === '') return 'loopback';
  if (text === 'none' || text === 'false') return false;
  const list = text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return list.length === 1 ? list[0]! : list;
}
