// The numbers of every throttle, and the per-address hook. README.md ("Security") explains them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import proxyAddr from '@fastify/proxy-addr';
import { HttpError } from '../errors';
import { type BackoffPolicy, type ThrottleStore, type WindowLimit, type WindowState } from './throttle';

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

export function tooManyRequests(message: string, retryAfter: number, headers: Record<string, string> = {}): HttpError {
  return new HttpError(429, 'TOO_MANY_REQUESTS', message, { ...headers, 'retry-after': String(retryAfter) });
}

type LimitClass = 'login' | 'register' | 'write' | 'read';

/** Query parameters that make a list a page or a filtered subset instead of the cached whole. */
const LIST_FILTERS: Record<string, readonly string[]> = {
  '/api/alumni': ['page', 'pageSize', 'q', 'year'],
  '/api/notices': ['category', 'limit', 'offset'],
};

/**
 * Which budget a request counts against, decided on the route the router chose for it (so
 * `/api/%73earch` is the search it was routed to) or, where no route matched, on its decoded path.
 */
function classify(request: FastifyRequest): LimitClass | null {
  const method = request.method;
  const route = request.routeOptions.url;
  const path = route ?? request.pathname;
  if (!path.startsWith('/api/')) return null;
  if (method === 'GET' || method === 'HEAD') {
    if (route === '/api/search') return 'read';
    const filters = route === undefined ? undefined : LIST_FILTERS[route];
    const query = request.query as Record<string, unknown> | undefined;
    return filters && query && filters.some((name) => query[name] !== undefined) ? 'read' : null;
  }
  if (method === 'OPTIONS') return null;
  if (route === '/api/auth/login') return 'login';
  if (route === '/api/auth/register') return 'register';
  return 'write';
}

/** The budgets' names in the RateLimit-Policy and RateLimit headers (the limits guide lists them). */
export const POLICY_NAMES: Record<LimitClass, string> = {
  login: 'login',
  register: 'register',
  write: 'write',
  read: 'search',
};

/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers): the budget that counted
 * this request (`q` hits per `w` seconds) and what is left of it (`r` hits, `t` seconds until it resets).
 */
export function rateLimitHeaders(name: string, limit: WindowLimit, state: WindowState): Record<string, string> {
  return {
    'ratelimit-policy': `"${name}";q=${limit.points};w=${limit.windowSeconds}`,
    ratelimit: `"${name}";r=${state.remaining};t=${state.resetIn}`,
  };
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
  app.addHook('onRequest', async (request, reply) => {
    const kind = classify(request);
    if (!kind) return;
    if (kind === 'read' && isProxyItself(request)) return;
    const state = await throttle.take(`ip:${kind}:${request.ip}`, byClass[kind]);
    const headers = rateLimitHeaders(POLICY_NAMES[kind], byClass[kind], state);
    if (state.wait > 0) {
      throw tooManyRequests(
        `Too many ${WHAT[kind]} from your network. Please try again in ${waitInWords(state.wait)}.`,
        state.wait,
        headers,
      );
    }
    reply.headers(headers);
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
