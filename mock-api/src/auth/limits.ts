// The numbers of every throttle, and the per-address hook. README.md ("Security") explains them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

type LimitClass = 'login' | 'register' | 'write';

function classify(request: FastifyRequest): LimitClass | null {
  const method = request.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null;
  const url = request.url.split('?')[0] ?? '';
  if (!url.startsWith('/api/')) return null;
  if (url === '/api/auth/login') return 'login';
  if (url === '/api/auth/register') return 'register';
  return 'write';
}

/**
 * Per-address limits on login, registration and every other write, counted in onRequest (before
 * the body is read or a token checked), plus the sweep that deletes expired throttle rows.
 * `request.ip` is the X-Forwarded-For client only when the peer is a trusted proxy (TRUST_PROXY).
 */
export function registerAddressLimits(
  app: FastifyInstance,
  throttle: ThrottleStore,
  limits: SecurityLimits,
  sweepEverySeconds = 10 * 60,
): void {
  const byClass: Record<LimitClass, WindowLimit> = {
    login: limits.loginPerAddress,
    register: limits.registerPerAddress,
    write: limits.writePerAddress,
  };
  app.addHook('onRequest', async (request) => {
    const kind = classify(request);
    if (!kind) return;
    const wait = await throttle.hit(`ip:${kind}:${request.ip}`, byClass[kind]);
    if (wait > 0) {
      const what = kind === 'login' ? 'login attempts' : kind === 'register' ? 'registrations' : 'changes';
      throw tooManyRequests(`Too many ${what} from your network. Please try again in ${waitInWords(wait)}.`, wait);
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
